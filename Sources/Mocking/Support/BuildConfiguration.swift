/// Whether the code that this call is compiled into is built without optimization (a debug build, as
/// `swift test` builds). For code that the compiler inlines into a mock's methods in either configuration
/// and that should take a different path in each.
///
/// Transparent, so that every build folds it into a constant and compiles only its own path: without
/// optimization, the call of this module's copy, and the optimized path's values that each inlined
/// function then kept in its frame, cost a debug build's inherited getter 22 of its 262 instructions
/// (callgrind; Benchmarks/README.md). Test it with `switch`, never with `if`, `guard` or
/// `?:`: Swift 6.3.1 warns "will never be executed" about the branch an `if` on a folded constant drops,
/// in this module's own build, and does not about a `case` of a `switch`:
///
/// ```swift
/// @_transparent func debug() -> Bool { _isDebugAssertConfiguration() }
/// func f() -> Int { if debug() { return 1 }; return 2 }            // warning: will never be executed
/// func g() -> Int { switch debug() { case true: 1; case false: 2 } } // no warning
/// ```
///
/// A free function, not a static member of a generic type: without optimization that would look up the
/// type's metadata, and `Self` inlined into a protocol extension's method crashed the compiler (Swift
/// 6.3.1, "While emitting IR SIL function" … `getDynamicSelfMetadata`).
@_transparent @usableFromInline
func isBuiltWithoutOptimization() -> Bool {
    _isDebugAssertConfiguration()
}

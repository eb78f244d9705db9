/// Whether the code that inlined this call was built without optimization (a debug build, as `swift test`
/// builds). For code that the compiler inlines into a mock's methods in either configuration and that
/// should take a different path in each.
///
/// Not transparent: the optimizer inlines it after the compiler's check for unreachable code, which would
/// otherwise warn, in an optimized build of the package, about the branch that build drops. Without
/// optimization it is a call into this module's own copy, which answers for this module's build; SwiftPM
/// and Xcode build a package's modules in the configuration of the code that uses them. A free
/// function, not a static member of a generic type: without optimization that would look up the type's
/// metadata, and `Self` inlined into a protocol extension's method crashed the compiler (Swift 6.3.1,
/// "While emitting IR SIL function" … `getDynamicSelfMetadata`).
@inlinable @inline(__always)
func isBuiltWithoutOptimization() -> Bool {
    _isDebugAssertConfiguration()
}

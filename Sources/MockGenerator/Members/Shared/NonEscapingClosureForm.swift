import SwiftSyntax

/// How the body of an async member that takes a non-escaping closure writes the closure that
/// `withoutActuallyEscaping` runs, so that the call's arguments and `self` stay on the member's actor.
///
/// The closure `withoutActuallyEscaping` infers is `@concurrent`. A member isolated to an actor (the protocol's,
/// a global actor) or `@concurrent` itself is fine with it. A nonisolated member runs on its caller's actor
/// where `NonisolatedNonsendingByDefault` is on, and a `nonisolated(nonsending)` one everywhere: there the
/// closure states its type (`as (@escaping () -> Void) async -> _`), which such a module makes run on the
/// caller's actor too, and which `nonisolated(nonsending)` spells out. Elsewhere a stated type would be
/// `@concurrent` as well, and a module isolated to the main actor by default would send the arguments off it.
/// A closure whose type is stated escapes, so it cannot capture a second non-escaping closure: a method that
/// takes two passes a local function per closure instead (`withoutActuallyEscaping(a, do: __lend_a)`), which
/// may capture the others and runs where a nonisolated function of its module runs (on the caller's actor,
/// there), unless its body cannot take one (`MethodRequirement.canLendClosures`); an initializer keeps the
/// inferred form.
enum NonEscapingClosureForm {
    case inferred
    /// The closure states its type, prefixed with `isolation` (`nonisolated(nonsending) `, or nothing).
    case stated(isolation: String)
    /// Local functions instead of closures (`[Parameter].lendingNonEscapingClosures`), prefixed with
    /// `isolation` as `stated` is.
    case localFunctions(isolation: String)

    /// The forms of the body of `declaration`, a method or an initializer: one, or two, the first for
    /// `#if hasFeature(NonisolatedNonsendingByDefault)`. With two or more non-escaping closures, the form on
    /// the caller's actor is `localFunctions` where the body can take it (`lending`), `inferred` otherwise.
    static func forms(
        of declaration: some WithModifiersSyntax & WithAttributesSyntax, isAsync: Bool, parameters: [Parameter],
        isStatic: Bool, lending: Bool = false, in context: RenderContext
    ) -> [Self] {
        let closures = parameters.count(where: \.isNonEscapingClosure)
        guard isAsync, closures == 1 || (closures > 1 && lending) else { return [.inferred] }
        let isolation = declaration.modifiers.first(.nonisolated)
        if isolation?.isNonsending == true {
            let isolation = "nonisolated(nonsending) "
            return [closures == 1 ? .stated(isolation: isolation) : .localFunctions(isolation: isolation)]
        }
        let isIsolated = declaration.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.isGlobalActor || attribute.attributeName.trimmedText == "concurrent"
        }
        let isNonisolated = isolation != nil || (isStatic && context.isInActor) || context.isNonisolated
        guard !isIsolated && isNonisolated else { return [.inferred] }
        return [closures == 1 ? .stated(isolation: "") : .localFunctions(isolation: ""), .inferred]
    }

    /// `render`'s body in each of `forms`, under `#if hasFeature(NonisolatedNonsendingByDefault)` where there are two.
    static func body(_ forms: [Self], _ render: (Self) -> String) -> String {
        guard forms.count == 2 else { return render(forms[0]) }
        return "#if hasFeature(NonisolatedNonsendingByDefault)\n\(render(forms[0]))\n#else\n\(render(forms[1]))\n#endif"
    }
}

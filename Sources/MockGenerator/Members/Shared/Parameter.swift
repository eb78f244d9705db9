import SwiftSyntax
import SwiftSyntaxBuilder

/// One parameter of a method, subscript or initializer requirement.
struct Parameter {
    /// The parameter as written, its internal name made usable (`_: Int` becomes `_ value1: Int`).
    let syntax: FunctionParameterSyntax
    /// The name the body uses and the label of its element in recorded invocations, without backticks.
    let name: String
    /// `name` as an expression uses it: `` `in` `` for `in`.
    let reference: String
    /// `name` as a tuple expression labels the recorded argument: a keyword as it is (Swift warns on one in
    /// backticks there), but for `inout`, which would start a parameter.
    var elementLabel: String { name == "inout" ? "`inout`" : name }
    /// The type of the recorded value: without `inout`, `@escaping` or ownership; an array for a variadic
    /// parameter.
    let recordedType: TypeSyntax
    /// The expression that records the argument: `copy name` for a `borrowing` parameter.
    let recordedValue: String
    /// The type of a non-escaping closure parameter, without `@escaping` or `@autoclosure`; the closure is
    /// passed to the backing member in a `Mocking.NonEscapingClosure` box that is emptied when the call
    /// returns. `nil` for any other parameter, and for an `@isolated(any)` closure, which is not recorded.
    let closureType: TypeSyntax?
    var isNonEscapingClosure: Bool { closureType != nil }
    /// Whether the parameter is `inout` and passed in a `Mocking.InoutArgument` box, whose value is written
    /// back when the call returns.
    let isBoxedInout: Bool
    /// Whether generic erasure changed the value's type: a written-back value is cast back to it.
    let isErased: Bool
    /// Whether the argument is recorded and passed to `.invokes`: not for a value that cannot escape the
    /// call (`RawSpan`), nor one that cannot be copied and is only borrowed (`borrowing T` for `T:
    /// ~Copyable`), which the mock cannot keep. A `consuming` one is moved into a
    /// `Mocking.ConsumedArgument` box.
    let isRecorded: Bool

    /// Reads `syntax`, the parameter at `index` of its list. Methods box `inout` parameters
    /// (`boxingInout`), so that implementations can write back, and non-escaping closures (`boxingClosures`);
    /// a subscript's accessors do not, and leave such a closure unrecorded. A parameter named one of
    /// `reservedNames` (a subscript's `newValue`, which its setter names) is renamed, as an unnamed one is named.
    /// An invented name is none of `givenNames`, those of the parameters before it. One that is not
    /// `recording` (a closure the mock calls for its result, ``ClosureResult``) is left out of the record.
    /// `namedType` is the type with each `some P` named (``OpaqueParameters``), which `generics` erases.
    init(
        _ syntax: FunctionParameterSyntax, at index: Int, erasing generics: GenericErasure, boxingInout: Bool = false,
        boxingClosures: Bool = true, reservedNames: Set<String> = [], givenNames: Set<String> = [],
        recording: Bool = true, namedType: TypeSyntax? = nil
    ) {
        let internalName = (syntax.secondName ?? syntax.firstName).text
        let isUnnamed = syntax.isUnnamed
        let isRenamed = isUnnamed || reservedNames.contains(internalName)
        // A name no other parameter of the list has: the argument label of one named `_` (`metadataKey` for
        // `metadataKey _: String`), `value2` for one without a label (or `value2_`), `newValue_`.
        var invented =
            isUnnamed ? Self.inventedName(label: syntax.firstName.text, index: index) : internalName + "_"
        if isRenamed {
            let siblingNames = Set(
                syntax.parent?.as(FunctionParameterListSyntax.self)?.map { ($0.secondName ?? $0.firstName).text } ?? [])
            while siblingNames.contains(invented) || reservedNames.contains(invented) || givenNames.contains(invented) {
                invented += "_"
            }
        }
        // A label is a function's or initializer's, not a subscript's, whose first name alone names no label.
        let isLabel = syntax.parent?.parent?.parent?.is(SubscriptDeclSyntax.self) == false
        // Detached, each edit below rebuilds the parameter alone, not every ancestor up to the protocol.
        var syntax = syntax.detached
        if isRenamed {
            if isLabel && invented == syntax.firstName.text {
                // `to _: String` becomes `to: String`: Swift warns on a name that repeats its label.
                syntax.secondName = nil
                syntax.firstName = syntax.firstName.with(\.trailingTrivia, [])
            } else if isUnnamed || syntax.secondName != nil {
                syntax.secondName = .identifier(invented)
                syntax.firstName = syntax.firstName.with(\.trailingTrivia, .space)
            } else {
                // A subscript's only name is no argument label (only subscripts reserve names).
                syntax.firstName = .identifier(invented, trailingTrivia: syntax.firstName.trailingTrivia)
            }
            name = invented
        } else {
            name = internalName.withoutBackticks
        }
        reference = name.escapedIdentifier
        // Each edit of a tree is costly in a debug build of swift-syntax, so only what is there is removed.
        if syntax.defaultValue != nil { syntax.defaultValue = nil }
        if syntax.trailingComma != nil { syntax.trailingComma = nil }
        self.syntax = syntax

        let declaredType = Self.valueType(of: namedType ?? syntax.type)
        var recorded = generics.erase(declaredType)
        isErased = generics.mentionsGeneric(declaredType)
        if syntax.ellipsis != nil {
            recorded = TypeSyntax(ArrayTypeSyntax(element: recorded))
        }
        let isClosureThatCannotEscape = syntax.ellipsis == nil && syntax.type.isNonEscapingClosure
        // `withoutActuallyEscaping` does not take an `@isolated(any)` closure (Swift 6.3: "currently
        // unimplemented"): such a closure is left out of the record, as a subscript's is.
        let boxingClosures = boxingClosures && !(isClosureThatCannotEscape && syntax.type.isIsolatedAny)
        closureType = isClosureThatCannotEscape && boxingClosures && recording ? declaredType : nil
        if closureType != nil {
            // Naming the erased closure type lets `() -> T` convert to `() -> any P` as it is boxed.
            recorded = Self.runtimeType("NonEscapingClosure", of: recorded)
        }
        let specifiers = syntax.type.as(AttributedTypeSyntax.self)?.specifierKeywords ?? []
        let ownership = ValueOwnership(of: declaredType, erasing: generics)
        isBoxedInout = boxingInout && specifiers.contains(.inout) && ownership == .copyable
        if isBoxedInout {
            recorded = Self.runtimeType("InoutArgument", of: recorded)
        }
        let isMovedIntoBox = ownership == .nonCopyable && specifiers.contains(.consuming)
        isRecorded =
            recording && (ownership == .copyable || isMovedIntoBox) && (boxingClosures || !isClosureThatCannotEscape)
        if isMovedIntoBox {
            recorded = Self.runtimeType("ConsumedArgument", of: recorded)
        }
        recordedType = recorded
        recordedValue =
            isBoxedInout
            ? "__\(name)"
            : isMovedIntoBox
                ? "\(recorded)(\(reference))"
                : specifiers.contains(.borrowing) ? "copy \(reference)" : reference
    }

    /// The statements that box the escapable copy of a non-escaping closure parameter for the backing member,
    /// the box emptied when the scope ends.
    func boxingClosure(in context: RenderContext) -> String {
        "let \(reference) = \(context.resolvingSelf(recordedType))(\(reference))\ndefer { \(reference).__release() }"
    }

    /// `Mocking.<name><type>`.
    private static func runtimeType(_ name: String, of type: TypeSyntax) -> TypeSyntax {
        "Mocking.\(raw: name)<\(type)>"
    }

    /// The name of a parameter whose internal name is `_`: its argument label where it has one that names a
    /// variable without backticks, `value1` for the first parameter otherwise.
    private static func inventedName(label: String, index: Int) -> String {
        label != "_" && !label.hasPrefix("`") && !reservedNames.contains(label) ? label : "value\(index + 1)"
    }

    /// `type` without what only matters to the call: `inout`, ownership, `sending`, `@escaping`,
    /// `@autoclosure`; `Int!` as `Int?`.
    private static func valueType(of type: TypeSyntax) -> TypeSyntax {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let attributes = attributed.attributes.filter { element in
                guard let name = element.attributeName else { return true }
                return name != "escaping" && name != "autoclosure"
            }
            let base = valueType(of: attributed.baseType)
            guard !attributes.isEmpty else { return base.trimmedNode }
            return TypeSyntax(
                AttributedTypeSyntax(
                    specifiers: [],
                    attributes: AttributeListSyntax(attributes.map { $0.with(\.trailingTrivia, .space) }),
                    baseType: base.trimmedNode
                )
            )
        }
        // A `some P` is a type parameter by now (``OpaqueParameters``).
        return type.valueType
    }
}

extension AttributedTypeSyntax {
    /// The keywords before the type: `inout`, `borrowing`, `consuming`, `sending`, `__shared`, ….
    var specifierKeywords: [Keyword] {
        specifiers.compactMap { element -> Keyword? in
            guard case .simpleTypeSpecifier(let specifier) = element,
                case .keyword(let keyword) = specifier.specifier.tokenKind
            else { return nil }
            return keyword
        }
    }
}

/// What a mock can do with a value: keep a copy, or not because the value cannot be copied (`ExecutorJob`,
/// `any ~Copyable`, which a type parameter `T: ~Copyable` is erased to) or cannot escape the call
/// (`RawSpan`, `Span<T>`). Known from the spelling only: a non-copyable type of your own is not recognized.
enum ValueOwnership: Int, Comparable {
    case copyable, nonCopyable, nonEscapable

    /// How a value of `type` in a member whose generic parameters `generics` erases can be kept: the
    /// stricter of the type as written and as erased.
    init(of type: TypeSyntax, erasing generics: GenericErasure) {
        self = max(type.valueOwnership, generics.erase(type).valueOwnership)
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension TypeSyntax {
    /// What a mock can do with a value of the type, seen from its spelling (optional or not): see
    /// ``ValueOwnership``.
    var valueOwnership: ValueOwnership {
        var type = self
        while let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            let tokens = someOrAny.constraint.tokens(viewMode: .sourceAccurate).map(\.text)
            guard tokens.contains("~") else { return .copyable }
            return tokens.contains("Escapable") ? .nonEscapable : .nonCopyable
        }
        let name: TokenSyntax
        let hasGenericArguments: Bool
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name
            hasGenericArguments = identifier.genericArgumentClause != nil
        } else if let member = type.as(MemberTypeSyntax.self),
            ["Swift", "_Concurrency", "Synchronization"].contains(member.baseType.trimmedText)
        {
            name = member.name
            hasGenericArguments = member.genericArgumentClause != nil
        } else {
            return .copyable
        }
        // `Span` alone is not the standard library's `Span<Element>`, but a type of that name, such as an
        // associated type.
        let known = hasGenericArguments ? Self.genericStandardTypes : Self.standardTypes
        return known[name.text] ?? .copyable
    }

    /// The standard library's non-copyable and non-escapable types, whose declarations the macro cannot see.
    private static let standardTypes: [String: ValueOwnership] = [
        "ExecutorJob": .nonCopyable, "RawSpan": .nonEscapable, "MutableRawSpan": .nonEscapable,
        "OutputRawSpan": .nonEscapable, "UTF8Span": .nonEscapable,
    ]

    private static let genericStandardTypes: [String: ValueOwnership] = [
        "Span": .nonEscapable, "MutableSpan": .nonEscapable, "OutputSpan": .nonEscapable, "Mutex": .nonCopyable,
        "Atomic": .nonCopyable,
    ]

    /// The type as a generic argument may spell it: `Int!` becomes `Int?`, and a `sending` result the type
    /// it sends.
    var valueType: TypeSyntax {
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return TypeSyntax(OptionalTypeSyntax(wrappedType: unwrapped.wrappedType.trimmedNode))
        }
        if let attributed = self.as(AttributedTypeSyntax.self), attributed.attributes.isEmpty,
            attributed.specifierKeywords == [.sending]
        {
            return attributed.baseType.valueType
        }
        return trimmedNode
    }
}

extension [Parameter] {
    /// The parameters of `list`, each read as `Parameter.init` reads it, none named as one before it
    /// (`f(value2 _: Int, _: Int)`: `value2`, `value2_`); the one at `unrecorded` is left out of the record.
    /// Their types, `some P` named as `opaque` names it, are erased as `opaque.generics` says.
    init(
        _ list: FunctionParameterListSyntax, opaque: OpaqueParameters,
        boxingInout: Bool = false, boxingClosures: Bool = true, reservedNames: Set<String> = [],
        unrecorded: Int? = nil
    ) {
        var given: Set<String> = []
        self = list.enumerated().map { index, syntax in
            let parameter = Parameter(
                syntax, at: index, erasing: opaque.generics, boxingInout: boxingInout, boxingClosures: boxingClosures,
                reservedNames: reservedNames, givenNames: given, recording: index != unrecorded,
                namedType: opaque.types[index])
            given.insert(parameter.name)
            return parameter
        }
    }

    /// The parameters as the mock's method or subscript declares them: `Self` resolved, `, ` between them.
    /// Only what changes is edited: each edit of a tree is costly in the debug swift-syntax a plugin runs on.
    func declarationList(in context: RenderContext) -> FunctionParameterListSyntax {
        FunctionParameterListSyntax(
            enumerated().map { index, parameter in
                var syntax = parameter.syntax
                let type = context.resolvingSelf(syntax.type)
                if type.id != syntax.type.id { syntax.type = type }
                if index < count - 1 { syntax.trailingComma = .commaToken(trailingTrivia: .space) }
                return syntax
            }
        )
    }

    /// The statements of a body that makes `call` with every boxed `inout` argument: box, call, and write
    /// back when the call returns. `returning`: return a call that is the whole body explicitly (which
    /// keeps a result builder out).
    func wrappingInoutArguments(_ call: String, returning: Bool, in context: RenderContext) -> String {
        let boxed = filter(\.isBoxedInout)
        guard !boxed.isEmpty else { return (returning ? "return " : "") + call }
        let boxes = boxed.map { "let __\($0.name) = \(context.resolvingSelf($0.recordedType))(\($0.reference))" }
        let writeBacks = boxed.map { parameter in
            // An erased argument is cast back to its parameter's type, which the box's generic method names
            // also where the declaration does not (`inout some Configurable` in a `@MockedMembers` class).
            parameter.isErased
                ? "__\(parameter.name).__writeBack(to: &\(parameter.reference))"
                : "\(parameter.reference) = __\(parameter.name).value"
        }
        return (boxes + ["defer { \(writeBacks.joined(separator: "; ")) }", "return " + call]).joined(separator: "\n")
    }

    /// `call` wrapped so that every non-escaping closure parameter reaches it boxed: inside
    /// `withoutActuallyEscaping`, with the box emptied before the call returns.
    ///
    /// A closure infers `throws(any Error)` from a body that throws, whatever its error type, so with
    /// typed throws the closure states its effects (`throws(E)`, and `async` with it). In the `stated` form
    /// (``NonEscapingClosureForm``) it states its whole type, `as (@escaping () -> Void) async -> _`, and
    /// captures `self` explicitly where the call names the backing member through it (`capturingSelf`).
    func wrappingNonEscapingClosures(
        _ call: String, effects: Effects, form: NonEscapingClosureForm = .inferred, capturingSelf: Bool = false,
        in context: RenderContext
    ) -> String {
        let closureEffects = if case .typed = effects.throwing { " " + effects.accessorSpecifiers } else { "" }
        return reversed().reduce(call) { inner, parameter in
            guard let closureType = parameter.closureType else { return inner }
            let name = parameter.reference
            let body = parameter.boxingClosure(in: context) + "\nreturn \(inner)\n}"
            guard case .stated(let isolation) = form else {
                return "\(effects.callPrefix)withoutActuallyEscaping(\(name)) { \(name)\(closureEffects) in\n" + body
            }
            let capture = capturingSelf ? "[self] " : ""
            let type =
                "\(isolation)(@escaping \(context.resolvingSelf(closureType))) \(effects.accessorSpecifiers) -> _"
            return "\(effects.callPrefix)withoutActuallyEscaping(\(name), do: { \(capture)\(name)\(closureEffects) in\n"
                + body + " as \(type))"
        }
    }

    /// `call`, which returns `resultType`, in a local function per non-escaping closure
    /// parameter, each passed to `withoutActuallyEscaping` and boxing its closure as
    /// `wrappingNonEscapingClosures` does: statements that end in `return`. A local function, unlike a closure
    /// whose type is stated, may capture the closures not yet lent. `isolation` prefixes each
    /// (`nonisolated(nonsending) `, or nothing).
    func lendingNonEscapingClosures(
        _ call: String, resultType: String, effects: Effects, isolation: String, in context: RenderContext
    ) -> String {
        reversed().reduce("return " + call) { inner, parameter in
            guard let closureType = parameter.closureType else { return inner }
            let name = parameter.reference
            let function = "__lend_\(parameter.name)"
            return """
                \(isolation)func \(function)(_ \(name): @escaping \(context.resolvingSelf(closureType))) \
                \(effects.accessorSpecifiers) -> \(resultType) {
                \(parameter.boxingClosure(in: context))
                \(inner)
                }
                return \(effects.callPrefix)withoutActuallyEscaping(\(name), do: \(function))
                """
        }
    }

    /// The `Arguments` type of the backing member: `Void`, the one parameter's type, or a labeled tuple,
    /// with `Self` resolved for `context`. Keywords among the labels are in backticks: the type is also
    /// written in expressions (`MockMethod<(`init`: Int, name: String), …>(…)`), where a bare one is not read
    /// as a label.
    /// Parameters that are not recorded (``Parameter/isRecorded``) are left out.
    func argumentsType(in context: RenderContext) -> String {
        let recorded = filter(\.isRecorded)
        return switch recorded.count {
        case 0: "Swift.Void"
        case 1: context.resolvingSelf(recorded[0].recordedType).description
        default:
            "("
                + recorded.map { "\($0.name.escapedIdentifier): \(context.resolvingSelf($0.recordedType))" }
                .joined(separator: ", ") + ")"
        }
    }

    /// The expression that passes a call's recorded arguments to the backing member.
    var argumentsExpression: String {
        let recorded = filter(\.isRecorded)
        return switch recorded.count {
        case 0: "()"
        case 1: recorded[0].recordedValue
        default: "(" + recorded.map { "\($0.elementLabel): \($0.recordedValue)" }.joined(separator: ", ") + ")"
        }
    }
}

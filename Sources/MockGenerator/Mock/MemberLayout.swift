import SwiftSyntax

/// Where a protocol's requirements stand: in order, some inside `#if` clauses, which the mock and its
/// extension repeat so that each branch's requirements are mocked where that branch is compiled.
enum MemberLayout {
    /// The requirement at this index of the model's `members`.
    case member(Int)
    /// An `#if` block: each clause's directive (`#if os(Linux)`, `#elseif DEBUG`, `#else`) and what it holds.
    case conditional([(directive: String, layout: [MemberLayout])])

    /// The lines of `layout`: each member as `render` writes it, inside the `#if` blocks it stands in.
    static func render(_ layout: [MemberLayout], _ render: (Int) -> [String]) -> [String] {
        layout.flatMap { item -> [String] in
            switch item {
            case .member(let index):
                return render(index)
            case .conditional(let clauses):
                return clauses.flatMap { [$0.directive] + Self.render($0.layout, render) } + ["#endif"]
            }
        }
    }

    /// `#if os(Linux)`, `#elseif DEBUG` or `#else`, as the clause writes it.
    static func directive(of clause: IfConfigClauseSyntax) -> String {
        clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedText } ?? "")
    }
}

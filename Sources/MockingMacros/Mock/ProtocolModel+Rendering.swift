import SwiftSyntax

extension ProtocolModel {
    /// The mock of the protocol, wrapped in its compilation condition.
    func renderMock(options: MockOptions) -> DeclSyntax {
        let genericNames = associatedTypes.map(\.name)
        let selfType = genericNames.isEmpty ? mockName : "\(mockName)<\(genericNames.joined(separator: ", "))>"
        let context = RenderContext(mockName: mockName, access: access, selfType: selfType)

        let backingNames = BackingNames.assign(members)
        let memberDecls = zip(members, backingNames).flatMap { member, backingName in
            member.render(backingName: backingName, in: context)
        }

        let genericClause =
            associatedTypes.isEmpty ? "" : "<" + associatedTypes.map(\.genericParameter).joined(separator: ", ") + ">"
        let requirements = associatedTypes.flatMap(\.requirements) + whereRequirements
        let whereClause = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
        var conformances = [name, "Mocking.Mock"]
        if options.isUncheckedSendable {
            conformances.append("@unchecked Swift.Sendable")
        }
        let kind = isActor ? "actor" : "final class"
        let attributeLines = attributes.map { $0 + "\n" }.joined()

        let declaration = """
            \(attributeLines)\(access)\(kind) \(mockName)\(genericClause): \(conformances.joined(separator: ", "))\(whereClause) {
            \(access)init() {}
            \(memberDecls.map(\.description).joined(separator: "\n"))
            }
            """
        guard let condition = options.compilationCondition else {
            return DeclSyntax(stringLiteral: declaration).formatted().cast(DeclSyntax.self)
        }
        return DeclSyntax(
            stringLiteral: """
                #if \(condition)
                \(declaration)
                #endif
                """
        ).formatted().cast(DeclSyntax.self)
    }
}

/// Where a mocked requirement is declared: the place a failure about one of its calls points to.
///
/// `@Mocked` passes the requirement's line and column; the file is the caller's (`#fileID`, `#filePath`),
/// which in code a macro wrote is the file that holds the macro's declaration. A member a test creates by
/// hand (`MockMethod("name")`) points at the line that creates it.
package struct DeclarationLocation: Sendable {
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    /// `fileID` as a `String`: `Module/File.swift`.
    package var fileIDText: String { fileID.description }

    /// `filePath` as a `String`.
    package var filePathText: String { filePath.description }
}

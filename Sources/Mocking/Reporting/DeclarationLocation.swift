/// Where a mocked requirement is declared: the place a failure about one of its calls points to.
///
/// `@Mocked` passes the requirement's line and column; the file is the caller's (`#fileID`, `#filePath`),
/// which in code a macro wrote is the file that holds the macro's declaration. A member a test creates by
/// hand (`MockMethod("name")`) points at the line that creates it.
struct DeclarationLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// `fileID` as a `String`: `Module/File.swift`.
    var fileIDText: String { fileID.description }

    /// `filePath` as a `String`.
    var filePathText: String { filePath.description }
}

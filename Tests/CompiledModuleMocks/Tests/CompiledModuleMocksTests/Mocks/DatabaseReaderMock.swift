// swift-format-ignore-file
// A mock of GRDB.DatabaseReader and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol GRDB.DatabaseReader
// Write what you add in another file (an extension of DatabaseReaderMock): this one is replaced.

import GRDB
import Mocking

@MockedMembers
final class DatabaseReaderMock: DatabaseReader {
    // GRDB.DatabaseReader
    @MockableProperty(.readOnly)
    var configuration: Configuration
    @MockableProperty(.readOnly)
    var path: String
    func close() throws
    func interrupt()
    func read<T>(_ value: (Database) throws -> T) throws -> T
    func read<T>(_ value: @Sendable (Database) throws -> T) async throws -> T where T : Sendable
    func asyncRead(_ value: @escaping @Sendable (Result<Database, any Error>) -> Void)
    func unsafeRead<T>(_ value: (Database) throws -> T) throws -> T
    func unsafeRead<T>(_ value: @Sendable (Database) throws -> T) async throws -> T where T : Sendable
    func asyncUnsafeRead(_ value: @escaping @Sendable (Result<Database, any Error>) -> Void)
    func unsafeReentrantRead<T>(_ value: (Database) throws -> T) throws -> T
    func _add<Reducer>(observation: ValueObservation<Reducer>, scheduling scheduler: some ValueObservationScheduler, onChange: @escaping @Sendable (Reducer.Value) -> Void) -> AnyDatabaseCancellable where Reducer : ValueReducer
}

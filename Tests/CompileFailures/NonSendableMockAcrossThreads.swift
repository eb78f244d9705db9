// expected-error: capture of 'delegate' with non-Sendable type 'DownloadDelegateMock' in a '@Sendable' closure
// flags: -D SWIFT_MOCKING_ENABLED
import Dispatch
import Mocking

/// A delegate protocol that is not `Sendable`, whose mock the code under test calls from a dispatch queue.
@Mocked
protocol DownloadDelegate: AnyObject {
    func downloadDidFinish(bytes: Int)
}

func finishLater(_ delegate: DownloadDelegateMock) {
    DispatchQueue.global().async {
        delegate.downloadDidFinish(bytes: 1)
    }
}

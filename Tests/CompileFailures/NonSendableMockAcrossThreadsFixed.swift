// flags: -D SWIFT_MOCKING_ENABLED
// The way out troubleshooting.md gives for NonSendableMockAcrossThreads.swift: it type-checks.
import Dispatch
import Mocking

/// The same delegate protocol, whose mock is declared `@unchecked Sendable`: its members are thread-safe.
@Mocked(sendableConformance: .unchecked)
protocol DownloadDelegate: AnyObject {
    func downloadDidFinish(bytes: Int)
}

func finishLater(_ delegate: DownloadDelegateMock) {
    DispatchQueue.global().async {
        delegate.downloadDidFinish(bytes: 1)
    }
}

// swift-format-ignore-file
// A mock of CoreMetrics.CounterHandler and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol CoreMetrics.CounterHandler
// Write what you add in another file (an extension of CounterHandlerMock): this one is replaced.

import CoreMetrics
import Mocking

@MockedMembers
final class CounterHandlerMock: CounterHandler {
    // CoreMetrics.CounterHandler
    func increment(by: Int64)
    func reset()
}

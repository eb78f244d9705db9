// swift-format-ignore-file
// A mock of CoreMetrics.MetricsFactory and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol CoreMetrics.MetricsFactory
// Write what you add in another file (an extension of MetricsFactoryMock): this one is replaced.

import CoreMetrics
import Mocking

@MockedMembers
final class MetricsFactoryMock: MetricsFactory {
    // CoreMetrics.MetricsFactory
    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler
    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler
    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler
    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler
    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler
    func destroyCounter(_ handler: any CounterHandler)
    func destroyMeter(_ handler: any MeterHandler)
    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler)
    func destroyRecorder(_ handler: any RecorderHandler)
    func destroyTimer(_ handler: any TimerHandler)
}

// expected-error: extra argument 'conditon' in macro expansion
// expected-error: cannot infer contextual base in reference to member 'debug'
import Mocking

@Mocked(conditon: .debug)
protocol WeatherService {
    func temperature() -> Double
}

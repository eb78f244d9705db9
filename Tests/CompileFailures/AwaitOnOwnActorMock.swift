// expected-warning: no 'async' operations occur within 'await' expression
import Mocking

@Mocked(compilationCondition: .none)
protocol ImageStore: Actor {
    func image(named name: String) -> [UInt8]
}

func configure() async {
    let mock = ImageStoreMock()
    await mock._image.implementation = .returns([])
}

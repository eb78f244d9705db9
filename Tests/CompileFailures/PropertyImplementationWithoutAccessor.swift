// expected-error: 'implementation' has been renamed to 'getter.implementation': a property's answers are set on its getter
// flags: -D SWIFT_MOCKING_ENABLED
import Mocking

@Mocked protocol Settings {
    var volume: Int { get }
    var theme: String { get set }
}

func configure(_ settings: SettingsMock) {
    settings._volume.implementation = .returns(7)
    settings._theme.implementation = .returns("dark")
}

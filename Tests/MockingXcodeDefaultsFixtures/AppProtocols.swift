// Protocols as an app module of a new Xcode 26 project declares them: Swift 5 language mode, default
// actor isolation `MainActor`, and the upcoming features "Approachable Concurrency" turns on (see
// Package.swift). Their mocks are compiled here and used by `MockingXcodeDefaultsTests`.
public import Mocking

/// A user of the app.
public struct User: Equatable, Sendable {
    /// The user's number.
    public var id: Int
    /// The name the app shows.
    public var name: String

    /// A user numbered `id` named `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// Loads users over the network: main-actor isolated, as everything in this module by default.
@Mocked
public protocol UserService {
    func user(id: Int) async throws -> User
    func search(_ query: String) async -> [User]
    var isSignedIn: Bool { get }
}

/// Keeps settings; refined by `AppSettings`.
@Mocked
public protocol SettingsStore {
    func value(for key: String) -> String?
    func set(_ value: String, for key: String)
    static func makeDefault() -> Int
    /// Available from a platform version on, as Apple SDKs' newer requirements are.
    @available(macOS 10.15, iOS 13, *)
    func synchronize() -> Bool
}

/// Settings of the app, which adds a requirement to a `@Mocked` parent.
@Mocked
public protocol AppSettings: SettingsStore {
    var launchCount: Int { get set }
}

/// A service that any isolation may call.
@Mocked
public protocol Analytics: Sendable {
    nonisolated func track(_ event: String)
    nonisolated static func sessionCount() -> Int
}

/// An actor's protocol, whose mock is an actor.
@Mocked
public protocol ImageCache: Actor {
    func image(named name: String) -> [UInt8]?
    func store(_ bytes: [UInt8], named name: String)
}

/// A draft the user edits: a class that is not `Sendable`, as most of an app's model is.
public final class Draft {
    /// What the user wrote.
    public var text: String

    /// A draft of `text`.
    public init(text: String) {
        self.text = text
    }
}

/// Sends drafts: an async requirement that takes a value that is not `Sendable` and a closure.
@Mocked
public protocol DraftSender {
    func send(_ draft: Draft, progress: @escaping (Double) -> Void) async throws -> Bool
    func compose(_ edit: (Draft) -> Void, validate: (Draft) -> Bool) async -> Draft?
}

/// What a screen of the app does with the services, as code under test.
public final class ProfileModel {
    let users: any UserService
    let analytics: any Analytics
    /// The title the screen shows.
    public private(set) var title = ""

    /// A screen that loads users from `users` and reports to `analytics`.
    public init(users: any UserService, analytics: any Analytics) {
        self.users = users
        self.analytics = analytics
    }

    /// Shows the user numbered `id`.
    public func open(id: Int) async {
        analytics.track("open \(id)")
        title = (try? await users.user(id: id).name) ?? "unknown"
    }
}

/// A session token, compared and hashed by identity.
@Mocked
public protocol SessionToken: Hashable, Sendable, CustomStringConvertible {
    var expiry: Int { get }
}

/// A session token that can be refreshed; it names `Hashable` again, so that its mock declares the identity
/// members itself (troubleshooting.md).
@Mocked
public protocol RefreshableToken: SessionToken, Hashable {
    func refresh()
}

import Foundation
import Mocking
import MockingIntegrationFixtures
import Testing
import XCTest

// The guide's hand-written mocks, as the guide writes them: "Manual Mock Declaration with @MockedMembers",
// "Custom Method Names", "Resetting Static Members", "Troubleshooting". Methods without a body need no
// attribute: `@MockedMembers` attaches the macro that gives them one.

protocol SomeOtherProtocol {
    var inheritedProperty: Int { get set }
    func inheritedMethod()
}

protocol Dependency: SomeOtherProtocol {
    var ownProperty: Int { get }
    func ownMethod()
}

#if DEBUG
    @MockedMembers
    final class DependencyMock: Dependency {
        @MockableProperty(.readOnly)
        var ownProperty: Int

        @MockableProperty(.readWrite)
        var inheritedProperty: Int  // From SomeOtherProtocol

        func ownMethod()
        func inheritedMethod()  // From SomeOtherProtocol
    }
#endif

protocol Parent {
    func parentMethod()
}

protocol Child: Parent {
    func childMethod()
}

#if DEBUG
    // Use @MockedMembers, not @Mocked
    @MockedMembers
    final class ChildMock: Child {
        func parentMethod()
        func childMethod()
    }
#endif

protocol MyProtocol {
    func fetch(userID: String)
    func fetch(email: String)
    func conflictingMethod()
}

@MockedMembers
final class MyMock: MyProtocol {
    @MockableMethod(mockMethodName: "fetchUserByID")
    func fetch(userID: String)

    @MockableMethod(mockMethodName: "fetchUserByEmail")
    func fetch(email: String)

    @MockableMethod(mockMethodName: "customUniqueName")
    func conflictingMethod()
}

protocol Service {
    static func staticMethod()
}

@MockedMembers
final class ServiceMock: Service {
    static func staticMethod()
}

protocol Adjuster {
    func adjust(_ value: inout Int)
    func scale(_ value: inout some BinaryInteger)
}

@MockedMembers
final class AdjusterMock: Adjuster {
    @MockableMethod func adjust(_ value: inout Int)
    func scale(_ value: inout some BinaryInteger)
}

protocol PropertyKinds {
    var plain: Int { get }
    var loading: Int { get async }
    var checked: Int { get throws }
    var remote: Int { get async throws }
    var editable: String { get set }
}

@MockedMembers
final class PropertyKindsMock: PropertyKinds {
    @MockableProperty(.readOnly)
    var plain: Int
    @MockableProperty(.readOnly(.async))
    var loading: Int
    @MockableProperty(.readOnly(.throws))
    var checked: Int
    @MockableProperty(.readOnly(.async, .throws))
    var remote: Int
    @MockableProperty(.readWrite)
    var editable: String
}

/// Requirements that return `Self`, declared as the protocol writes them in a hand-written mock.
protocol Cloning: AnyObject {
    func clone() -> Self
    static func make() -> Self
    func sibling() -> Self?
    static var shared: Self { get }
}

@MockedMembers
final class CloningMock: Cloning {
    func clone() -> Self
    static func make() -> Self
    func sibling() -> Self?
    @MockableProperty(.readOnly)
    static var shared: Self
}

/// A connection identified by the code that opens it.
protocol Connection {
    var id: String { get }
    func send(_ text: String)
}

/// A hand-written mock that initializes its own stored property: it keeps its own initializers.
@MockedMembers
final class ConnectionMock: Connection {
    let id: String

    init(id: String) {
        self.id = id
    }

    func send(_ text: String)
}

/// A protocol with an initializer requirement.
protocol Headlined {
    init(title: String)
}

/// Its hand-written mock, with a convenience initializer of its own: it still gets `init()`.
@MockedMembers
final class HeadlinedMock: Headlined {
    init(title: String)

    convenience init(untitled: Void) {
        self.init(title: "untitled")
    }
}

/// A main-actor protocol with static and initializer requirements.
@MainActor
protocol Navigator {
    static func configure(level: Int)
    init(name: String)
}

/// Its hand-written main-actor mock, whose backing properties tests reach from any context.
@MockedMembers
@MainActor
final class NavigatorMock: Navigator {
    static func configure(level: Int)
    init(name: String)
}

struct MockedMembersTests {
    @Test("a hand-written mock that initializes itself keeps its own initializers")
    func ownInitializers() {
        let connection = ConnectionMock(id: "c1")
        connection.send("hi")
        #expect(connection.id == "c1")
        #expect(connection._send.lastInvocation == "hi")
    }

    @Test("a hand-written mock with a convenience initializer of its own still gets init()")
    func convenienceInitializer() {
        defer { HeadlinedMock.resetMockedStaticMembers() }
        _ = HeadlinedMock()
        _ = HeadlinedMock(untitled: ())
        #expect(HeadlinedMock._init.invocations == ["untitled"])
    }

    @Test("a main-actor hand-written mock's static and initializer members, read from outside the main actor")
    func mainActorStatics() async {
        defer { NavigatorMock.resetMockedStaticMembers() }
        await MainActor.run {
            NavigatorMock.configure(level: 2)
            _ = NavigatorMock(name: "home")
        }
        #expect(NavigatorMock._configure.lastInvocation == 2)
        #expect(NavigatorMock._init.lastInvocation == "home")
    }

    @Test("a hand-written mock's methods and properties returning Self, as the protocol writes them")
    func selfResults() {
        let original = CloningMock()
        let copy = CloningMock()
        original._clone.implementation = .uncheckedReturns(copy)
        original._sibling.implementation = .uncheckedReturns(nil)
        CloningMock._make.implementation = .uncheckedReturns(copy)
        CloningMock._shared.getter.implementation = .uncheckedReturns(original)
        #expect(original.clone() === copy)
        #expect(original.sibling() == nil)
        #expect(CloningMock.make() === copy)
        #expect(CloningMock.shared === original)
        #expect(original._clone.callCount == 1)
        CloningMock.resetMockedStaticMembers()
    }

    @Test("a hand-written mock of a protocol that refines another")
    func dependencyMock() {
        let mock = DependencyMock()
        mock._ownProperty.getter.implementation = .returns(3)
        mock.inheritedProperty = 4
        mock.ownMethod()
        mock.inheritedMethod()
        let dependency: any Dependency = mock
        #expect(dependency.ownProperty == 3)
        #expect(mock._inheritedProperty.setter.lastInvocation == 4)
        #expect(mock._ownMethod.callCount == 1)
        #expect(mock._inheritedMethod.callCount == 1)
    }

    @Test("Troubleshooting: Protocol Inheritance")
    func childMock() {
        let mock = ChildMock()
        let child: any Child = mock
        child.parentMethod()
        child.childMethod()
        child.childMethod()
        #expect(mock._parentMethod.callCount == 1)
        #expect(mock._childMethod.callCount == 2)
    }

    @Test("Custom Method Names and Name Conflicts")
    func customNames() {
        let mock = MyMock()
        mock.fetch(userID: "42")
        mock.fetch(email: "a@b.c")
        mock.conflictingMethod()
        #expect(mock._fetchUserByID.lastInvocation == "42")
        #expect(mock._fetchUserByEmail.lastInvocation == "a@b.c")
        #expect(mock._customUniqueName.callCount == 1)
    }

    @Test("a hand-written mock writes an inout argument back")
    func handWrittenInout() {
        let mock = AdjusterMock()
        mock._adjust.implementation = .invokes { value in value.value += 1 }
        var number = 1
        mock.adjust(&number)
        #expect(number == 2)
        #expect(mock._adjust.lastInvocation?.initialValue == 1)

        mock._scale.implementation = .invokes { value in value.value = (value.value as! Int8) * 2 }
        var small: Int8 = 21
        mock.scale(&small)
        #expect(small == 42, "an 'inout some P' argument, whose type the declaration does not name, is written back")
    }

    @Test("Property Types: every @MockableProperty kind")
    func propertyKinds() async throws {
        let mock = PropertyKindsMock()
        mock._plain.getter.implementation = .returns(1)
        mock._loading.getter.implementation = .returns(2)
        mock._checked.getter.implementation = .returns(3)
        mock._remote.getter.implementation = .returns(4)
        mock._editable.getter.implementation = .returns("e")
        #expect(mock.plain == 1)
        #expect(await mock.loading == 2)
        #expect(try mock.checked == 3)
        #expect(try await mock.remote == 4)
        mock.editable = "f"
        #expect(mock.editable == "e")
        #expect(mock._editable.setter.lastInvocation == "f")
    }

    /// `DataManager` is declared in another module, as protocols under test usually are: from there the
    /// actor mock's backing properties are reached with `await`, as the guide writes.
    @Test("Actor Mocks")
    func actorMock() async throws {
        let mock = DataManagerMock()
        await mock._save.implementation = .invokes { _ in }
        try await mock.save(Data([1, 2]))
        #expect(await mock._save.callCount == 1)
        #expect(await mock._save.lastInvocation == Data([1, 2]))
    }
}

/// "Resetting Static Members", in XCTest as the guide writes it.
final class ServiceMockStaticTests: XCTestCase {
    override func tearDown() async throws {
        ServiceMock.resetMockedStaticMembers()
        try await super.tearDown()
    }

    func testStaticMethodIsRecordedThenReset() {
        let service: any Service.Type = ServiceMock.self
        service.staticMethod()
        XCTAssertEqual(ServiceMock._staticMethod.callCount, 1)
        ServiceMock.resetMockedStaticMembers()
        XCTAssertEqual(ServiceMock._staticMethod.callCount, 0)
    }
}

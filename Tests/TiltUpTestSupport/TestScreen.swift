#if canImport(UIKit)
import UIKit

/// A screen for tests: a plain view controller with a name.
public final class TestScreen: UIViewController {
    /// The name a test gave it.
    public let name: String

    /// A screen named `name`.
    public init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used.
    public required init?(coder: NSCoder) { nil }
}

/// A screen of its own type, for tests that check a screen's type.
public final class FakeScreen: UIViewController {}
/// Another screen of its own type, for tests that check a screen's type.
public final class OtherScreen: UIViewController {}
#else
/// A screen for tests: any object will do where UIKit does not exist.
public final class TestScreen: CustomStringConvertible {
    /// The name a test gave it.
    public let name: String

    /// A screen named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// A screen of its own type, for tests that check a screen's type.
public final class FakeScreen {
    /// A new screen.
    public init() {}
}
/// Another screen of its own type, for tests that check a screen's type.
public final class OtherScreen {
    /// A new screen.
    public init() {}
}
#endif

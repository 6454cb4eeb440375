#if canImport(UIKit)
import UIKit

/// A screen for tests: a plain view controller with a name.
final class TestScreen: UIViewController {
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
#else
import TiltUp

/// A screen for tests: any object will do where UIKit does not exist.
final class TestScreen: CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }
}
#endif

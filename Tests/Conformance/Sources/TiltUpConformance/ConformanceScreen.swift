import TiltUp

#if canImport(UIKit)
import UIKit
#endif

#if canImport(UIKit)
/// A screen of a conformance scenario, known by its name: a view controller titled so where UIKit exists.
public final class ConformanceScreen: UIViewController {
    /// The name the scenario gave it.
    public let name: String

    /// A screen named `name`.
    public init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not decoded") }
}
#else
/// A screen of a conformance scenario, known by its name: any object where UIKit does not exist.
public final class ConformanceScreen {
    /// The name the scenario gave it.
    public let name: String

    /// A screen named `name`.
    public init(_ name: String) {
        self.name = name
    }
}
#endif

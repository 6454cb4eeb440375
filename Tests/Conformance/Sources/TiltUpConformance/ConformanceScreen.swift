import TiltUp

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit)
/// A screen of a conformance scenario, known by its name: a view controller titled so where UIKit exists,
/// showing its name, which a UI test finds by its accessibility identifier.
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

    public override func loadView() {
        let label = UILabel()
        label.text = name
        label.textAlignment = .center
        label.backgroundColor = .systemBackground
        label.isUserInteractionEnabled = true
        label.accessibilityIdentifier = "screen.\(name)"
        view = label
    }
}
#elseif canImport(AppKit)
/// A screen of a conformance scenario, known by its name: a view controller showing its name on a native Mac,
/// which `RouterView` shows as an AppKit screen, and a UI test finds by its accessibility identifier.
public final class ConformanceScreen: NSViewController {
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

    public override func loadView() {
        let label = NSTextField(labelWithString: name)
        label.alignment = .center
        label.setAccessibilityIdentifier("screen.\(name)")
        view = label
    }
}
#else
/// A screen of a conformance scenario, known by its name: any object where neither UIKit nor AppKit exists.
public final class ConformanceScreen {
    /// The name the scenario gave it.
    public let name: String

    /// A screen named `name`.
    public init(_ name: String) {
        self.name = name
    }
}
#endif

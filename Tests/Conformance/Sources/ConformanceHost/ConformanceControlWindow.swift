#if canImport(UIKit)
import TiltUpConformance
import UIKit

/// A small window above the scenario's, at the right edge halfway down (away from the edge swipe, the Back
/// button, a sheet's top edge and the tab bar), that never becomes key: it shows the host's status to the UI
/// test, as the value of an accessibility element, and holds the button the UI test taps once it made a gesture.
/// A tap there reaches no screen of the scenario's window, so it is no tap outside a popover.
final class ConformanceControlWindow: UIWindow {
    /// Where the host and its UI test meet.
    let channel = ConformanceUIChannel()
    private let status = UILabel()

    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        windowLevel = .alert + 1
        let bounds = self.bounds  // the scene's, which a window made for it takes
        frame = CGRect(x: bounds.width - 72, y: bounds.midY - 48, width: 64, height: 96)
        let root = UIViewController()
        rootViewController = root
        status.font = .preferredFont(forTextStyle: .caption2)
        status.numberOfLines = 2
        status.accessibilityIdentifier = ConformanceUITestSupport.statusIdentifier
        status.isAccessibilityElement = true
        status.frame = CGRect(x: 0, y: 0, width: 64, height: 40)
        let button = UIButton(type: .system)
        button.setTitle("Made", for: .normal)
        button.accessibilityIdentifier = ConformanceUITestSupport.gestureMadeIdentifier
        button.frame = CGRect(x: 0, y: 48, width: 64, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.channel.gestureMade() }, for: .touchUpInside)
        root.view.addSubview(status)
        root.view.addSubview(button)
        channel.onChange = { [weak self] status in self?.show(status) }
        show(channel.status)
        isHidden = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not decoded") }

    /// Never the key window: the keys the UI test types (Escape) go to the scenario's window.
    override var canBecomeKey: Bool { false }

    private func show(_ status: ConformanceUIStatus) {
        self.status.accessibilityValue = status.json
        switch status {
        case .running: self.status.text = "running"
        case .awaiting(let request): self.status.text = "gesture \(request.gestureIndex)"
        case .finished: self.status.text = "finished"
        }
    }
}
#endif

#if canImport(SwiftUI)
// What SwiftUI's front end (`RouterView`) does differently with UIKit and with AppKit, in one place: how a
// screen that is no hosted view is shown, and where a view a popover points at is in its window.
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit)

/// A UIKit view controller, shown in SwiftUI's navigation.
@MainActor
struct ViewControllerView: UIViewControllerRepresentable {
    let controller: Screen

    func makeUIViewController(context: Context) -> Screen { controller }
    func updateUIViewController(_ controller: Screen, context: Context) {}

    /// The rectangle of the window `rect` of `view` is (its bounds when `nil`), if the view is in a window.
    static func rectInWindow(of view: PopoverAnchor.SourceView, _ rect: CGRect?) -> CGRect? {
        view.window == nil ? nil : view.convert(rect ?? view.bounds, to: nil)
    }
}

#elseif canImport(AppKit)

/// An AppKit view controller, shown in SwiftUI's navigation; any other screen (a headless one) shows nothing.
@MainActor
struct ViewControllerView: View {
    let controller: Screen

    var body: some View {
        if let controller = controller as? NSViewController {
            AppKitControllerView(controller: controller)
        } else {
            Color.clear
        }
    }

    /// The rectangle of the window `rect` of `view` is (its bounds when `nil`), top-left origin as SwiftUI's
    /// `.global` space, if the view is an `NSView` in a window.
    static func rectInWindow(of view: PopoverAnchor.SourceView, _ rect: CGRect?) -> CGRect? {
        guard let view = view as? NSView, let window = view.window, let content = window.contentView else { return nil }
        let inContent = content.convert(rect ?? view.bounds, from: view)
        return content.isFlipped
            ? inContent
            : CGRect(
                x: inContent.minX, y: content.bounds.height - inContent.maxY, width: inContent.width, height: inContent.height)
    }
}

/// An `NSViewController` through SwiftUI's representable.
@MainActor
private struct AppKitControllerView: NSViewControllerRepresentable {
    let controller: NSViewController

    func makeNSViewController(context: Context) -> NSViewController { controller }
    func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

#endif

#endif

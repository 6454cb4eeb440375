#if canImport(UIKit)
// Compiled for iOS by ../shared/tools/ios-typecheck: UIKit does not exist on Linux.
import TiltUp
import UIKit

/// The order screen of the "iPad, Mac and windows" article: its Delete button asks with an action sheet.
final class OrderDetailsController: UIViewController {
    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    func confirmDeletion(from button: UIButton) {
        let alert = AlertModel(
            title: "Delete this order?", message: nil, preferredStyle: .actionSheet,
            actions: [.init(title: "Delete", style: .destructive), .init(title: "Cancel", style: .cancel)])
        present(UIAlertController(alert, anchor: .view(button)), animated: true)
    }
    // docs-twin-end
}
#endif

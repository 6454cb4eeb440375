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

/// The article's filters, which hear when their popover closes.
@MainActor
final class OrderFiltersModel {
    private(set) var closedCount = 0
    func filtersClosed() { closedCount += 1 }
}

/// The orders screen of the article: its Filters bar button opens the filters in a popover pointing at it.
final class OrdersFiltersController: UIViewController {
    let router: Router
    let viewModel = OrderFiltersModel()
    let filtersController = UIViewController()

    init(router: Router) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    @objc func showFilters(_ filtersButton: UIBarButtonItem) {
        router.presentPopover(filtersController, anchor: .barButtonItem(filtersButton)) { [weak self] in
            self?.viewModel.filtersClosed()
        }
    }
    // docs-twin-end
}
#endif

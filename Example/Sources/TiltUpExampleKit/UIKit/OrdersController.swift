#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The Orders tab on iOS: the orders in a table, pulled down to reload; tapping one opens it.
@MainActor
public final class OrdersController: UITableViewController {
    private let viewModel: OrdersViewModel

    public init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Orders"
        tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.viewModel.loadOrders() }, for: .valueChanged)
        self.refreshControl = refreshControl

        let observers = viewModel.viewObservers
        observers.loadingState = { [weak self] state in
            if state == .notLoading {
                self?.refreshControl?.endRefreshing()
            } else {
                self?.refreshControl?.beginRefreshing()
            }
        }
        observers.reloadData = { [weak self] in self?.tableView.reloadData() }
        observers.presentAlert = { [weak self] alert in
            self?.present(UIAlertController(alert), animated: true)
        }
        viewModel.start()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order") ?? UITableViewCell(style: .default, reuseIdentifier: "order")
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.rowText(at: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.orderTapped(number: indexPath.row + 1)
    }
}
#endif

#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The Orders tab on iOS: the orders in a table, one section per status, narrowed by a search field and
/// pulled down to reload; tapping one opens it. The table is driven by the view model's list feed
/// through a `TableViewListAdapter`, so a filter or a status change animates only the rows it changes.
@MainActor
public final class OrdersController: UITableViewController, UISearchResultsUpdating {
    private let viewModel: OrdersViewModel
    private var adapter: TableViewListAdapter<ListSectionTitle, OrderRow>?

    public init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Orders"
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.viewModel.loadOrders() }, for: .valueChanged)
        self.refreshControl = refreshControl
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search

        let observers = viewModel.viewObservers
        observers.loadingState = { [weak self] state in
            if state == .notLoading {
                self?.refreshControl?.endRefreshing()
            } else {
                self?.refreshControl?.beginRefreshing()
            }
        }
        observers.presentAlert = { [weak self] alert in
            self?.present(UIAlertController(alert), animated: true)
        }
        adapter = TableViewListAdapter(
            tableView: tableView, feed: viewModel.list, header: { $0.title },
            cell: { tableView, _, order in
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "order") ?? UITableViewCell(style: .default, reuseIdentifier: "order")
                var content = cell.defaultContentConfiguration()
                content.text = order.title
                cell.contentConfiguration = content
                return cell
            })
        viewModel.start()
    }

    /// The row of order `number`, if it is on screen: where the order zooms from, and back to.
    public func cell(forOrder number: Int) -> UIView? {
        let path = tableView.indexPathsForVisibleRows?.first { adapter?.row(at: $0)?.id == number }
        return path.flatMap { tableView.cellForRow(at: $0) }
    }

    public func updateSearchResults(for searchController: UISearchController) {
        viewModel.filterChanged(searchController.searchBar.text ?? "")
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let order = adapter?.row(at: indexPath) {
            viewModel.orderTapped(number: order.id)
        }
    }
}
#endif

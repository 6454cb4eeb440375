#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// Home on iOS: the orders in a table, the total and plan in the header, bound to a `HomeViewModel`.
@MainActor
public final class HomeController: UITableViewController {
    private let viewModel: HomeViewModel
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var total = ""
    private var plan = ""

    public init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Home"
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Plan",
            primaryAction: UIAction { [weak self] _ in
                self?.viewModel.choosePlanTapped()
            })
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)

        let observers = viewModel.viewObservers
        observers.loadingState = { [weak self] state in
            if state == .notLoading {
                self?.spinner.stopAnimating()
            } else {
                self?.spinner.startAnimating()
            }
        }
        observers.reloadData = { [weak self] in self?.tableView.reloadData() }
        observers.total = { [weak self] total in
            self?.total = total
            self?.tableView.reloadData()
        }
        observers.plan = { [weak self] plan in
            self?.plan = plan
            self?.tableView.reloadData()
        }
        observers.presentAlert = { [weak self] alert in
            self?.present(UIAlertController(alert), animated: true)
        }
        viewModel.start()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "\(viewModel.greeting) · Plan: \(plan) · Total: \(total)"
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueOrCreateCell(withStyle: .default, reuseIdentifier: "OrderCell")
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.rowText(at: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }
}
#endif

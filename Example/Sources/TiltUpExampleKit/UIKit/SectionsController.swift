#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The sidebar on iOS: Home, Orders and Plan in a sidebar-style list, the one the detail shows checked.
final class SectionsController: UITableViewController {
    private let viewModel: SectionsViewModel

    init(viewModel: SectionsViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "TiltUp"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "section")
        viewModel.viewObservers.reloadData = { [weak self] in self?.tableView.reloadData() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.sections.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "section", for: indexPath)
        let section = viewModel.sections[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = section.rawValue
        cell.contentConfiguration = content
        cell.accessoryType = section == viewModel.selected ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.picked(viewModel.sections[indexPath.row])
    }
}

#endif

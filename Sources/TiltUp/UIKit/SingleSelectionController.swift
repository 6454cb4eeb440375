#if canImport(UIKit) && os(iOS)
import UIKit

/// The table view controller that draws a ``SingleSelectionViewModel``, with its checkmark, buttons and toolbar.
///
/// A checkmark is on the selected row, cancel and confirm buttons are in the navigation bar, and an
/// optional toolbar button below.
///
/// ```swift
/// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
/// let controller = SingleSelectionController(viewModel: viewModel)
/// router.push(controller, retaining: self)
/// ```
@preconcurrency @MainActor
public final class SingleSelectionController<Value: SingleSelectionableRow>: UITableViewController {
    /// The view model this controller draws.
    public let viewModel: SingleSelectionViewModel<Value>

    private static var cellIdentifier: String { "SingleSelectionCell" }
    private lazy var confirmButton = UIBarButtonItem(
        primaryAction: UIAction(title: "Save") { [weak self] _ in
            self?.viewModel.tappedConfirm()
        })
    private lazy var toolbarButton = UIBarButtonItem(
        primaryAction: UIAction(title: "") { [weak self] _ in
            self?.viewModel.tappedToolbarButton()
        })

    /// Creates the controller for `viewModel`.
    ///
    /// - Parameters:
    ///   - viewModel: the list's view model.
    ///   - style: the table's style.
    public init(viewModel: SingleSelectionViewModel<Value>, style: UITableView.Style = .insetGrouped) {
        self.viewModel = viewModel
        super.init(style: style)
    }

    /// Not available: the controller is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in
                self?.viewModel.tappedCancel()
            })
        toolbarItems = [.flexibleSpace(), toolbarButton, .flexibleSpace()]
        bindViewObservers()
        viewModel.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.updateToolbarHidden(animated: animated)
    }

    private func bindViewObservers() {
        let observers = viewModel.viewObservers
        observers.navTitle = { [weak self] title in self?.title = title }
        observers.confirmButtonVisible = { [weak self] visible in
            guard let self else { return }
            navigationItem.rightBarButtonItem = visible ? confirmButton : nil
        }
        observers.confirmButtonEnabled = { [weak self] enabled in self?.confirmButton.isEnabled = enabled }
        observers.confirmButtonTitle = { [weak self] title in self?.confirmButton.title = title }
        observers.toolbarHidden = { [weak self] hidden, animated in
            self?.navigationController?.setToolbarHidden(hidden, animated: animated)
        }
        observers.toolbarButtonTitle = { [weak self] title in self?.toolbarButton.title = title }
        observers.rowUpdated = { [weak self] indexPath in
            self?.tableView.reloadRows(at: [indexPath], with: .automatic)
        }
    }

    public override func numberOfSections(in tableView: UITableView) -> Int {
        viewModel.numberOfSections
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows(inSection: section)
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        viewModel.title(forSection: section)
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueOrCreateCell(withStyle: .subtitle, reuseIdentifier: Self.cellIdentifier)
        let row = viewModel.row(at: indexPath)
        let description = row.value.singleSelectionableRow
        var content = cell.defaultContentConfiguration()
        content.text = description.title
        content.secondaryText = description.subtitle
        cell.contentConfiguration = content
        if row.isSelected {
            cell.accessoryType = .checkmark
        } else {
            cell.accessoryType = description.hasNextStep ? .disclosureIndicator : .none
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.selectRow(at: indexPath)
    }
}

#endif

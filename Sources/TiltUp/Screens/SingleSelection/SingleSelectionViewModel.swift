import Foundation

/// The view model of a single-choice list: rows in sections, one of which can be selected and confirmed.
///
/// Selecting a row deselects the previous one, and reports both through
/// ``SingleSelection/ViewObservers/rowUpdated``. When the list does not require confirmation, or the row
/// has a next step, selecting it confirms at once through
/// ``SingleSelection/CoordinatorObservers/tappedConfirm``. Everything a view needs to draw the list is
/// public, so any front end can draw it: `SingleSelectionController` on iOS, a terminal view elsewhere.
///
/// ```swift
/// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
/// viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in self?.didChoose(plan) }
/// viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.router.dismissModal() }
/// viewModel.preselectRow(at: IndexPath(row: 0, section: 0))
/// ```
///
/// The view side: the view sets ``viewObservers`` (each one optional: set those it draws), calls
/// ``start()`` once it is ready, reads the list with ``numberOfSections``, ``numberOfRows(inSection:)``
/// and ``row(at:)``, and passes the user's taps on as actions named after them:
///
/// ```swift
/// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")  // the view model above
/// viewModel.viewObservers.navTitle = { [weak self] title in self?.title = title }
/// viewModel.viewObservers.rowUpdated = { [weak self] indexPath in self?.tableView.reloadRows(at: [indexPath], with: .none) }
/// viewModel.viewObservers.confirmButtonEnabled = { [weak self] enabled in self?.confirmButton.isEnabled = enabled }
/// viewModel.start()
///
/// // The user taps:
/// viewModel.selectRow(at: indexPath)  // a row
/// viewModel.tappedConfirm()           // the confirm button: coordinatorObservers.tappedConfirm runs
/// viewModel.tappedCancel()            // the cancel button: coordinatorObservers.tappedCancel runs
/// ```
///
/// Each action the view calls has the name of the coordinator observer it leads to.
///
/// An action given an index path out of range (``selectRow(at:)``, ``preselectRow(at:)``) changes
/// nothing, calls no observer, and writes a line naming the index path and the range to standard error.
/// The data source's reads (``row(at:)``, ``numberOfRows(inSection:)``, ``title(forSection:)``), which a
/// table view calls only within the counts it was given, stop the program with that message instead, as
/// an array subscript would, but clearer.
@preconcurrency @MainActor
public final class SingleSelectionViewModel<Value: SingleSelectionableRow> {
    /// A row as the view draws it: its value, and whether it is the selected one.
    public struct Row {
        /// The value the row stands for.
        public let value: Value
        /// Whether the row is selected.
        public let isSelected: Bool
    }

    /// What the list tells its coordinator.
    public let coordinatorObservers = SingleSelection.CoordinatorObservers<Value>()
    /// What the list tells the view that draws it.
    public let viewObservers = SingleSelection.ViewObservers()

    private let sections: [(title: String?, rows: [Value])]
    private let navTitle: String
    private let requireConfirmation: Bool
    private let toolbarButtonTitle: String?

    /// The selected row, if any.
    public private(set) var selectedIndexPath: IndexPath?

    /// Creates a list of rows in one untitled section.
    ///
    /// - Parameters:
    ///   - rows: the values to choose from, in order.
    ///   - navTitle: the screen's title.
    ///   - requireConfirmation: whether a selection waits for the confirm button; with `false`, selecting a
    ///     row confirms it and the confirm button is hidden.
    ///   - toolbarButtonTitle: the title of a toolbar button, if the screen shows one.
    public convenience init(rows: [Value], navTitle: String, requireConfirmation: Bool = true, toolbarButtonTitle: String? = nil) {
        self.init(
            sections: [(title: nil, rows: rows)], navTitle: navTitle,
            requireConfirmation: requireConfirmation, toolbarButtonTitle: toolbarButtonTitle
        )
    }

    /// Creates a list of rows in titled sections.
    ///
    /// - Parameters:
    ///   - sections: the sections, each with its title, if any, and its values, in order.
    ///   - navTitle: the screen's title.
    ///   - requireConfirmation: whether a selection waits for the confirm button.
    ///   - toolbarButtonTitle: the title of a toolbar button, if the screen shows one.
    public init(
        sections: [(title: String?, rows: [Value])],
        navTitle: String,
        requireConfirmation: Bool = true,
        toolbarButtonTitle: String? = nil
    ) {
        self.sections = sections
        self.navTitle = navTitle
        self.requireConfirmation = requireConfirmation
        self.toolbarButtonTitle = toolbarButtonTitle
    }

    /// Sends the view its first state; call it once the view is ready to draw.
    public func start() {
        viewObservers.navTitle?(navTitle)
        viewObservers.confirmButtonVisible?(requireConfirmation)
        updateConfirmButton()
        viewObservers.toolbarButtonTitle?(toolbarButtonTitle)
        updateToolbarHidden(animated: false)
    }

    /// Tells the view whether the toolbar is hidden: it is when there is no toolbar button.
    public func updateToolbarHidden(animated: Bool) {
        viewObservers.toolbarHidden?(toolbarButtonTitle == nil, animated)
    }

    // MARK: Data for the view

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The title of `section`, if any.
    ///
    /// - Parameter section: the section's index.
    /// - Returns: the section's title, or `nil` for an untitled section.
    public func title(forSection section: Int) -> String? {
        check(section: section)
        return sections[section].title
    }

    /// The number of rows in `section`.
    ///
    /// - Parameter section: the section's index.
    /// - Returns: how many rows it has.
    public func numberOfRows(inSection section: Int) -> Int {
        check(section: section)
        return sections[section].rows.count
    }

    /// The row at `indexPath`.
    ///
    /// - Parameter indexPath: the row's index path; out of range, it stops the program, as an array subscript does.
    /// - Returns: what the row shows.
    public func row(at indexPath: IndexPath) -> Row {
        check(indexPath)
        return Row(value: sections[indexPath.section].rows[indexPath.row], isSelected: indexPath == selectedIndexPath)
    }

    /// The confirm button's title: "Next" when the selected row has a next step, else "Save".
    public var confirmButtonTitle: String {
        guard let selectedIndexPath, row(at: selectedIndexPath).value.singleSelectionableRow.hasNextStep else {
            return "Save"
        }
        return "Next"
    }

    // MARK: Actions

    /// Selects the row at `indexPath` without confirming it, as when the list opens on the current choice.
    public func preselectRow(at indexPath: IndexPath) {
        guard isInRange(indexPath) else { return }
        select(indexPath)
    }

    /// The user tapped the row at `indexPath`: it becomes the selected row.
    ///
    /// It is confirmed at once when the list does not require confirmation or the row has a next step.
    ///
    /// - Parameter indexPath: the row's index path; out of range, nothing changes and standard error says so.
    public func selectRow(at indexPath: IndexPath) {
        guard isInRange(indexPath) else { return }
        select(indexPath)
        let value = sections[indexPath.section].rows[indexPath.row]
        if !requireConfirmation || value.singleSelectionableRow.hasNextStep {
            coordinatorObservers.tappedConfirm?(value)
        }
    }

    /// The user tapped cancel: ``SingleSelection/CoordinatorObservers/tappedCancel`` runs.
    public func tappedCancel() {
        coordinatorObservers.tappedCancel?()
    }

    /// The user tapped confirm: the selected row is confirmed through
    /// ``SingleSelection/CoordinatorObservers/tappedConfirm``; with none selected nothing happens.
    public func tappedConfirm() {
        guard let selectedIndexPath else { return }
        coordinatorObservers.tappedConfirm?(sections[selectedIndexPath.section].rows[selectedIndexPath.row])
    }

    // MARK: Earlier names

    /// The user tapped the row at `indexPath`; the earlier name of ``selectRow(at:)``, which reads as the action it is.
    @available(*, deprecated, renamed: "selectRow(at:)")
    public func selectedRow(at indexPath: IndexPath) {
        selectRow(at: indexPath)
    }

    /// The user tapped cancel; the earlier name of ``tappedCancel()``, the name of the observer it leads to.
    @available(*, deprecated, renamed: "tappedCancel()")
    public func tappedCancelButton() {
        tappedCancel()
    }

    /// The user tapped confirm; the earlier name of ``tappedConfirm()``, the name of the observer it leads to.
    @available(*, deprecated, renamed: "tappedConfirm()")
    public func tappedConfirmButton() {
        tappedConfirm()
    }

    /// The user tapped the toolbar button.
    public func tappedToolbarButton() {
        coordinatorObservers.tappedToolbarButton?()
    }

    // MARK: Internals

    private func select(_ indexPath: IndexPath) {
        check(indexPath)
        let previous = selectedIndexPath
        selectedIndexPath = indexPath
        if let previous, previous != indexPath {
            viewObservers.rowUpdated?(previous)
        }
        viewObservers.rowUpdated?(indexPath)
        updateConfirmButton()
    }

    private func updateConfirmButton() {
        viewObservers.confirmButtonEnabled?(selectedIndexPath != nil)
        viewObservers.confirmButtonTitle?(confirmButtonTitle)
    }

    /// Whether `indexPath` is in range; when it is not, says so on standard error.
    private func isInRange(_ indexPath: IndexPath) -> Bool {
        guard let problem = Self.problem(with: indexPath, rowCounts: sections.map(\.rows.count)) else { return true }
        FileHandle.standardError.write(Data("TiltUp: \(problem); nothing was selected\n".utf8))
        return false
    }

    private func check(_ indexPath: IndexPath) {
        if let problem = Self.problem(with: indexPath, rowCounts: sections.map(\.rows.count)) {
            preconditionFailure(problem)
        }
    }

    private func check(section: Int) {
        if let problem = Self.problem(section: section, sections: sections.count) {
            preconditionFailure(problem)
        }
    }

    /// What is wrong with `indexPath` for sections of these sizes, or `nil` when it is in range.
    nonisolated static func problem(with indexPath: IndexPath, rowCounts: [Int]) -> String? {
        guard indexPath.count == 2 else {
            return "SingleSelectionViewModel: index path \(Array(indexPath)) must have a section and a row"
        }
        if let problem = problem(section: indexPath.section, sections: rowCounts.count) {
            return problem
        }
        let rows = rowCounts[indexPath.section]
        guard (0..<rows).contains(indexPath.row) else {
            return "SingleSelectionViewModel: row \(indexPath.row) is out of range; section \(indexPath.section) has \(rows) rows"
        }
        return nil
    }

    /// What is wrong with `section` for a list of `sections` sections, or `nil` when it is in range.
    nonisolated static func problem(section: Int, sections: Int) -> String? {
        guard (0..<sections).contains(section) else {
            return "SingleSelectionViewModel: section \(section) is out of range; the list has \(sections) sections"
        }
        return nil
    }
}

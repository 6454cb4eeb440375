#if canImport(UIKit)
// `Screen` and `SplitViewController` alias UIKit's types here (Platform.swift), and a public signature
// (with library evolution) or a default argument may use such a name only in a file that imports its module.
import UIKit
#endif

/// Drives a split view controller in which each column (sidebar, content, detail) has its own ``Router`` and
/// its own coordinator.
///
/// Each column's coordinator is retained, by the split router and by its app coordinator, for as long as it
/// owns its column. Showing another coordinator in a column (the detail of another item) ends the one there:
/// its modals are dismissed, every screen on its stack has its pop handler run, top first, and it is
/// released. A ``SplitCoordinator`` owns one.
///
/// ```swift
/// splitRouter.show(SectionsCoordinator(parent: self, router: splitRouter.makeColumnRouter()), in: .sidebar)
/// splitRouter.show(OrderCoordinator(parent: self, router: splitRouter.makeColumnRouter(), id: 42), in: .detail)
/// ```
///
/// In compact width (an iPhone, Slide Over, a narrow window) the columns collapse into one stack, the
/// sidebar's screens first and the detail's on top, as UIKit's split view collapses onto its primary
/// navigation controller and SwiftUI's `NavigationSplitView` into one stack. Collapsing and expanding pop
/// nothing and release nothing. The user's Back there pops the top column's screens, one at a time, each
/// pop handler once; Back from the detail's first screen clears the detail column, its coordinator
/// released, and ``SplitEvent/columnCleared(_:)`` is told. Misuse never crashes: it is reported as a
/// ``NavigationDiagnostic`` to ``diagnosticHandler``.
@preconcurrency @MainActor
public final class SplitRouter {
    /// A column's coordinator, whose router's navigation controller is the column's screen.
    public struct Column {
        /// The coordinator of the column; its ``Coordinating/router`` drives the column's navigation controller.
        public let coordinator: any Coordinating
        /// Where it is shown.
        public let column: SplitColumn
        /// The route that stands for the column's coordinator in deep links and saved navigation, if any.
        public internal(set) var route: AnyHashable?

        /// Describes `coordinator` shown in `column`, with the route that stands for it, if any.
        ///
        /// ```swift
        /// let orders = OrdersCoordinator(parent: self, router: splitRouter.makeColumnRouter())
        /// let column = SplitRouter.Column(orders, in: .sidebar, route: ShopRoute.orders)
        /// ```
        ///
        /// - Parameters:
        ///   - coordinator: the column's coordinator, made with a router from ``SplitRouter/makeColumnRouter()``.
        ///   - column: the column it is shown in.
        ///   - route: the step that stands for it in deep links and saved navigation.
        public init(_ coordinator: any Coordinating, in column: SplitColumn, route: AnyHashable? = nil) {
            self.coordinator = coordinator
            self.column = column
            self.route = route
        }

        /// The router of the column.
        @MainActor public var router: Router { coordinator.router }
    }

    /// The split view controller this router drives.
    public let splitViewController: SplitViewController

    /// Receives every ``NavigationDiagnostic`` about this split view; by default writes it to standard error.
    public var diagnosticHandler: @MainActor (NavigationDiagnostic) -> Void = { NavigationDiagnostic.log($0) }

    /// The columns shown now, by position.
    var ownColumns: [SplitColumn: Column] = [:]
    /// The front end that shows the columns.
    let frontEnd: any SplitFrontEnd
    /// What the front end connected, kept alive for as long as the router lives (UIKit's delegate object).
    private var frontEndDelegate: AnyObject?
    /// The router whose stack shows the split view, when a ``SplitCoordinator`` shows it: a modal it
    /// presents covers the split view.
    weak var presenter: Router? {
        didSet {
            for column in ownColumns.values {
                column.router.journalLink.foundAt = -1
            }
        }
    }
    let eventQueue = EventQueue<SplitEvent>()
    /// Whether this router is changing its split view controller itself.
    var isChanging = false
    /// How many times each column has been shown or emptied: a handler that changed a column while its
    /// coordinator ended is seen so.
    private(set) var columnChanges: [SplitColumn: Int] = [:]

    /// Creates a router with a new split view controller: a sidebar and a detail, and a content column between
    /// them when `showsContentColumn`.
    ///
    /// - Parameter showsContentColumn: whether the split view has a content column.
    public convenience init(showsContentColumn: Bool = false) {
        self.init(splitViewController: Platform.makeSplitViewController(showsContentColumn: showsContentColumn))
    }

    /// Creates a router that drives `splitViewController`.
    public init(splitViewController: SplitViewController) {
        self.splitViewController = splitViewController
        frontEnd = Platform.splitFrontEnd(for: splitViewController)
        frontEndDelegate = frontEnd.connect(self)
        SplitRegistry.register(self)
    }

    /// The split router that drives `screen`, if it is a split view controller one drives.
    ///
    /// - Parameter screen: a screen, usually the root of the app's stack.
    /// - Returns: the router, or `nil` when `screen` is no split view controller driven by one.
    public static func router(driving screen: Screen) -> SplitRouter? {
        SplitRegistry.router(of: screen)
    }

    /// A new router for a column: an empty navigation controller of the kind the columns use, with this
    /// diagnostic handler.
    ///
    /// - Returns: the router; its navigation controller is headless if the split view controller is.
    public func makeColumnRouter() -> Router {
        let router = Router(navigationController: frontEnd.makeNavigationController())
        router.diagnosticHandler = diagnosticHandler
        router.splitRouter = self
        return router
    }

    // MARK: Columns

    /// The columns shown now, sidebar first.
    public var columns: [Column] {
        ownColumns.values.sorted { $0.column < $1.column }
    }

    /// The column shown at `column`, if any.
    ///
    /// - Parameter column: the column's place.
    /// - Returns: its coordinator and route, or `nil` when it is empty.
    public func column(_ column: SplitColumn) -> Column? {
        ownColumns[column]
    }

    /// Whether the columns are collapsed into one stack now: in compact width.
    public var isCollapsed: Bool { frontEnd.isCollapsed }

    /// The column whose screens are on top in compact width: the last one shown with a screen.
    public var topColumn: SplitColumn? {
        columns.last { !$0.router.viewControllers.isEmpty }?.column
    }

    /// Shows `coordinator` in `column`, in place of the coordinator there, which ends.
    ///
    /// The convenient form of ``show(_:)``.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator, made with a router from ``makeColumnRouter()``; do not start it.
    ///   - column: the column.
    ///   - route: the step that stands for it in deep links and saved navigation, if any.
    public func show(_ coordinator: any Coordinating, in column: SplitColumn, route: AnyHashable? = nil) {
        show(Column(coordinator, in: column, route: route))
    }

    /// Shows a coordinator in its column, in place of the coordinator there.
    ///
    /// The columns after it go first, detail first, as ``clear(_:)`` empties them: what they showed followed
    /// from the coordinator replaced (a note of the notebook the content column showed). Then the coordinator
    /// there ends: its modal is dismissed, every screen on its stack has its pop handler run, top first, and it
    /// is released. Then the new coordinator is retained and started (its `start()` shows the column's first
    /// screen on its router). A step shown on a column's own stack (``Router/push(_:retaining:animated:transition:popHandler:)``)
    /// keeps the columns beside it; a coordinator shown in a column does not.
    ///
    /// Showing the coordinator that is there changes nothing but its route. A coordinator, or a router, that
    /// is another column's already changes nothing and is reported as ``NavigationDiagnostic/Kind/duplicateScreens``.
    /// A handler that shows or clears this column while the coordinator there (or a column after it) ends, or
    /// shows a column after it again, wins: its change stands, `column` is not shown, and
    /// ``NavigationDiagnostic/Kind/columnChangedByHandler`` is reported. Observers hear each change in the
    /// order it happened.
    ///
    /// - Parameter column: the coordinator and where to show it.
    public func show(_ column: Column) {
        let recording = beginRecording("show")
        defer { recording?.end() }
        let position = column.column
        if let current = ownColumns[position], current.coordinator === column.coordinator {
            ownColumns[position]?.route = column.route
            presenter?.journalCore?.routesMayHaveChanged()
            return
        }
        guard isShowable(column, "show") else { return }
        let changesBefore = columnChanges[position]
        // A handler of a column after it that changed this one, or showed one after it again, wins: what it
        // shows stays.
        let laterEnded = endColumns(after: position)
        let replaced = columnChanges[position] == changesBefore && laterEnded ? ownColumns.removeValue(forKey: position) : nil
        if let replaced {
            changing { end(replaced) }
        }
        guard columnChanges[position] == changesBefore, laterEnded, isShowable(column, nil) else {
            if replaced != nil, ownColumns[position] == nil {
                // What the handler did left the column empty: the one replaced has gone all the same.
                columnChanges[position, default: 0] += 1
                changing { frontEnd.setColumn(nil, for: position) }
                append(.columnCleared(position))
            }
            let ending = replaced.map { "\(type(of: $0.coordinator)), which was ending" } ?? "a column after it, which was ending"
            report(
                .columnChangedByHandler,
                "show: a handler of \(ending), changed the \(position) column or showed \(type(of: column.coordinator)) meanwhile; its change stands, and \(type(of: column.coordinator)) was not shown in the \(position) column"
            )
            eventQueue.deliver()
            return
        }
        ownColumns[position] = column
        columnChanges[position, default: 0] += 1
        column.router.splitRouter = self
        column.coordinator.appCoordinator?.pushCoordinator(column.coordinator)
        changing { frontEnd.setColumn(column.router.navigationController, for: position) }
        append(.columnShown(position))
        column.coordinator.start()
        eventQueue.deliver()
    }

    /// Empties `column`, and the columns after it: each coordinator ends as a replaced one does in ``show(_:)``,
    /// detail first.
    ///
    /// An empty column changes nothing. A handler that changes `column`, or shows a column after it again,
    /// while the columns after it end wins, as in ``show(_:)``: the columns are left as the handler left them.
    /// What a handler shows in a column after it once `column` itself has ended stays too.
    ///
    /// ```swift
    /// splitRouter.clear(.content)  // the notebook's notes go, and the note beside them
    /// ```
    ///
    /// - Parameter column: the column to empty.
    public func clear(_ column: SplitColumn) {
        let recording = beginRecording("clear")
        defer { recording?.end() }
        clearColumn(column)
    }

    /// Empties every column; each ends as in ``clear(_:)``, detail first.
    public func removeAllColumns() {
        for column in SplitColumn.allCases.reversed() {
            clear(column)
        }
    }

    // MARK: Observing

    /// Calls `observer` after every change of the columns, and when the split collapses or expands.
    ///
    /// The observation lasts until the returned token is disposed of or released.
    ///
    /// ```swift
    /// let observation = splitRouter.observe { event in
    ///     if event == .columnCleared(.detail) { sidebar.deselect() }
    /// }
    /// ```
    ///
    /// - Parameter observer: called with each ``SplitEvent``, on the main actor.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe(_ observer: @escaping @MainActor (SplitEvent) -> Void) -> Disposable {
        eventQueue.observers.add(observer)
    }

    // MARK: Internals

    /// Empties `column` and the columns after it, detail first, ending their coordinators, and tells the
    /// observers of each in the order it happened. A handler that changes `column` while the columns after it
    /// end wins: `column` is left as the handler left it.
    func clearColumn(_ column: SplitColumn) {
        let changesBefore = columnChanges[column]
        if endColumns(after: column), columnChanges[column] == changesBefore {
            clearOnly(column)
        }
        eventQueue.deliver()
    }

    /// Empties the columns after `column`, detail first; each is told before what its handlers do. Returns
    /// whether they are empty at the end: `false` when a handler (or a link that waited for them) showed one
    /// again meanwhile, whose change wins.
    private func endColumns(after column: SplitColumn) -> Bool {
        for later in ownColumns.keys.sorted(by: >) where later > column {
            clearOnly(later)
        }
        return !ownColumns.keys.contains { $0 > column }
    }

    /// Empties `column` alone, ending its coordinator: the clearing is told first, then what its handlers change.
    private func clearOnly(_ column: SplitColumn) {
        guard let cleared = ownColumns.removeValue(forKey: column) else { return }
        columnChanges[column, default: 0] += 1
        changing { frontEnd.setColumn(nil, for: column) }
        append(.columnCleared(column))
        changing { end(cleared) }
    }

    /// Whether `column` can be shown now: in a column the split has, and no other column's already; reports why
    /// not, for `method`, when one is given.
    private func isShowable(_ column: Column, _ method: String?) -> Bool {
        if let other = ownColumns.values.first(where: { $0.coordinator === column.coordinator || $0.router === column.router }) {
            if let method {
                report(
                    .duplicateScreens,
                    "\(method): \(type(of: column.coordinator)) or its router is the \(other.column) column's already; nothing changed")
            }
            return false
        }
        guard column.column != .content || frontEnd.showsContentColumn else {
            if let method {
                report(
                    .splitColumnUnavailable,
                    "\(method): this split view has two columns, no content column, so \(type(of: column.coordinator)) was not shown; make it with showsContentColumn: true"
                )
            }
            return false
        }
        return true
    }

    /// Runs `body`, a change this router makes to its split view controller itself, which the controller's
    /// own report of it does not undo. Nested changes (a handler's) keep the outer one's mark.
    private func changing(_ body: () -> Void) {
        let wasChanging = isChanging
        isChanging = true
        body()
        isChanging = wasChanging
    }

    /// Gives the column at `column` the route that stands for it, when a deep link showed it.
    func setRoute(_ route: AnyHashable, for column: SplitColumn) {
        guard ownColumns[column] != nil else { return }
        ownColumns[column]?.route = route
        presenter?.journalCore?.routesMayHaveChanged()
    }

    /// Whether `screen`, seen on the stack of `router`, is the navigation controller of another of this split's
    /// columns: UIKit nests the detail's there when it collapses, and the column's Router leaves it out.
    func isOtherColumnScreen(_ screen: Screen, than router: Router) -> Bool {
        ownColumns.values.contains { $0.router !== router && $0.router.navigationController === screen }
    }

    /// A column's Router saw its stack change.
    func columnStackDidChange() {
        frontEnd.columnStackDidChange()
    }

    /// Ends a column that has left: its modals go, its stack empties, its coordinator is released.
    func end(_ column: Column) {
        column.router.end()
        column.coordinator.appCoordinator?.popCoordinator(column.coordinator)
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        report(NavigationDiagnostic(kind: kind, message: "SplitRouter." + message))
    }

    /// Queues `event` for the observers, and tells the journal, if one records, of a column shown or cleared.
    func append(_ event: SplitEvent) {
        eventQueue.append(event)
        switch event {
        case .columnShown(let column): presenter?.journalCore?.record(.columnShown(column))
        case .columnCleared(let column): presenter?.journalCore?.record(.columnCleared(column))
        case .collapsed, .expanded: break  // the window's width, which the root Router records
        case .sidebarHidden, .sidebarShown: break  // no route and no screen changes
        }
    }

    /// UIKit collapsed or expanded the split view: the window's width changed, which nothing else tells.
    func windowWidthDidChange(collapsed: Bool) {
        let sizeClass: SizeClass = collapsed ? .compact : .regular
        asUserGesture(.sizeClassChange(to: sizeClass)) {
            presenter?.journalCore?.record(.sizeClassChanged(sizeClass))
            splitDidChangeCollapse(collapsed)
        }
    }
}

extension SplitRouter: SplitChangeReceiver {
    func splitDidChangeColumns() {
        guard !isChanging else { return }
        // A column set on the controller directly: the coordinator whose screen left ends.
        let removed = ownColumns.values.filter { column in
            frontEnd.columnScreen(column.column) !== column.router.navigationController
        }
        for column in removed.sorted(by: { $0.column > $1.column }) {
            ownColumns[column.column] = nil
            columnChanges[column.column, default: 0] += 1
            append(.columnCleared(column.column))
            changing { end(column) }
        }
        eventQueue.deliver()
    }

    func splitDidChangeCollapse(_ isCollapsed: Bool) {
        append(isCollapsed ? .collapsed : .expanded)
        eventQueue.deliver()
    }

    func splitDidCloseColumnByUser(_ column: SplitColumn) {
        clearColumn(column)
    }

    func splitDidReport(_ diagnostic: NavigationDiagnostic) {
        report(diagnostic)
    }
}

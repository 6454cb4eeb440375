#if canImport(UIKit)
// `Screen` and `TabBarController` alias UIKit's types here (Platform.swift), and a public signature
// (with library evolution) or a default argument may use such a name only in a file that imports its module.
import UIKit
#endif

/// Drives a tab bar controller in which each tab has its own ``Router`` and its own coordinator.
///
/// Each tab's coordinator is retained, by the tab bar router and by its app coordinator, for as long as
/// its tab exists, whichever tab is selected. Replacing or removing tabs ends the removed tabs: the
/// modals they present are dismissed, every screen on their stacks has its pop handler run, top first,
/// and their coordinators are released. A tab ended while the user's gesture or an animated presentation
/// runs in it ends the same way: the gesture is cancelled (the headless controller cancels it; on iOS
/// the tab's controller catches up when UIKit's transition ends), every handler runs exactly once, and
/// the tab's Router and navigation controller both end empty. A ``TabBarCoordinator`` owns one.
///
/// ```swift
/// let tabBarRouter = TabBarRouter()
/// tabBarRouter.setTabs([
///     TabBarRouter.Tab(HomeCoordinator(parent: self, router: tabBarRouter.makeTabRouter())),
///     TabBarRouter.Tab(OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter())),
/// ])
/// tabBarRouter.selectTab(at: 1)
/// ```
///
/// The user re-tapping the selected tab pops its stack to the root, as UIKit does, with the pop
/// handlers run (SwiftUI's `TabView` pops nothing). A tab the user hid is never selected. Misuse never crashes: it is reported as a ``NavigationDiagnostic`` to ``diagnosticHandler``.
///
/// Used without a ``TabBarCoordinator``, call ``removeAllTabs()`` when the tab bar goes away, so that
/// every tab ends and its coordinator is released; a TabBarCoordinator does it when its tab bar leaves
/// the stack.
///
/// Change the tabs through the tab bar router. A ``HeadlessTabBarController`` tells it of changes made
/// on the controller directly; UIKit's `UITabBarController` does not (its delegate hears only the user's
/// taps and the end of the user's customizing), so there tabs removed directly would not end. The order
/// of ``tabs`` and the selection are read from the controller: tabs reordered on it (on iOS, by the user
/// with the More tab's Edit) are followed, and a tab selected in code on it directly is seen, though not
/// reported as a ``TabBarEvent``. A screen put on the controller directly is no tab of this router: it
/// is reported as ``NavigationDiagnostic/Kind/tabNotFound``, and while it is selected ``selectedIndex`` is `nil`.
@preconcurrency @MainActor
public final class TabBarRouter {
    /// The tab bar controller this router drives.
    public let tabBarController: TabBarController

    /// Receives every ``NavigationDiagnostic`` about this tab bar; by default writes it to standard error.
    public var diagnosticHandler: @MainActor (NavigationDiagnostic) -> Void = { NavigationDiagnostic.log($0) }

    /// The tabs, in the tab bar controller's order.
    public var tabs: [Tab] {
        followControllersOrder()
        return ownTabs
    }

    /// The tabs as this router last arranged them; ``tabs`` brings them into the controller's order first.
    var ownTabs: [Tab] = []
    /// The screens on the controller that are no tab of this router, once reported.
    var reportedStrangers: Set<ObjectIdentifier> = []
    /// The groups of the tabs, as the last ``setItems(_:selectedIndex:animated:)`` gave them.
    var ownGroups: [TabGroup] = []
    /// The groups the call under way gives, read by ``setTabs(_:selectedIndex:animated:)``.
    var pendingGroups: [TabGroup]?
    /// The identifiers of the tabs the user hid.
    var hiddenTabIdentifiers: Set<String> = []
    /// The tab each group showed last, by the group's identifier: what it shows when selected from another tab.
    var lastSelectedInGroup: [String: ObjectIdentifier] = [:]
    /// The route of the link whose step selected a tab that has a route of its own, and that tab: the step
    /// shows it while it stays selected.
    var linkRoute: (tab: ObjectIdentifier, route: AnyHashable)?
    /// The screen shown above the tabs (iOS 26), with its handlers and coordinator.
    var accessory: BottomAccessory?

    /// The front end that shows the tabs.
    let frontEnd: any TabBarFrontEnd
    /// What the front end connected, kept alive for as long as the router lives (UIKit's delegate object).
    private var frontEndDelegate: AnyObject?
    /// The router whose stack shows the tab bar, when a ``TabBarCoordinator`` shows it: a modal it
    /// presents covers the tab bar.
    weak var presenter: Router? {
        didSet {
            for tab in ownTabs {
                tab.router.journalLink.foundAt = -1
            }
        }
    }
    let eventQueue = EventQueue<TabBarEvent>()
    /// Whether this router is changing its tab bar controller itself, and notes the changes as it goes.
    var isChanging = false

    /// Creates a router with a new tab bar controller.
    public convenience init() {
        self.init(tabBarController: Platform.makeTabBarController())
    }

    /// Creates a router that drives `tabBarController`.
    public init(tabBarController: TabBarController) {
        self.tabBarController = tabBarController
        frontEnd = Platform.tabBarFrontEnd(for: tabBarController)
        frontEndDelegate = frontEnd.connect(self)
        TabBarRegistry.register(self)
    }

    /// The tab bar router that drives `screen`, if it is a tab bar controller one drives.
    ///
    /// ```swift
    /// let tabBarRouter = TabBarRouter.router(driving: appCoordinator.router.viewControllers[0])
    /// ```
    ///
    /// - Parameter screen: a screen, usually the root of the app's stack.
    /// - Returns: the router, or `nil` when `screen` is no tab bar controller driven by one.
    public static func router(driving screen: Screen) -> TabBarRouter? {
        TabBarRegistry.router(of: screen)
    }

    /// A new router for a tab: an empty navigation controller of the kind the tabs use, with this diagnostic handler.
    ///
    /// - Returns: the router; its navigation controller is headless if the tab bar controller is.
    public func makeTabRouter() -> Router {
        let router = Router(navigationController: frontEnd.makeNavigationController())
        router.diagnosticHandler = diagnosticHandler
        router.tabBarRouter = self
        return router
    }

    // MARK: Tabs

    /// Shows `tabs`, in order; tabs that were there before and are listed again keep their stacks.
    ///
    /// The tabs are in no group: ``setItems(_:selectedIndex:animated:)`` gives groups of tabs.
    ///
    /// Each tab that is new to the tab bar has its coordinator retained and started (its `start()` shows the
    /// tab's first screen on its router); do not start it yourself. Each tab that is not listed again ends:
    /// its modal is dismissed, every screen on its stack has its pop handler run, top first, and its
    /// coordinator is released; a new tab that an earlier tab's `start()` removed is never started. A coordinator
    /// or a router listed twice keeps its first place only (``NavigationDiagnostic/Kind/duplicateScreens``). Tabs
    /// that would all be hidden show the first again (<doc:TabsSidebarsAndTransitions>).
    ///
    /// - Parameters:
    ///   - tabs: the tabs, in order.
    ///   - selectedIndex: the tab to select, even when the selected tab is still there (an index passed is a
    ///     request); one with no tab, or a tab the user hid, is ignored (``NavigationDiagnostic/Kind/tabNotFound``).
    ///     Without one, the selected tab stays selected if it is still there, wherever it moved; otherwise, as in
    ///     UIKit, the tab at the same index is selected, else the first. A tab the user hid is never selected:
    ///     where the rule falls on one, the first tab shown is.
    ///   - animated: whether the change is animated.
    public func setTabs(_ tabs: [Tab], selectedIndex: Int? = nil, animated: Bool = false) {
        let recording = beginRecording("setTabs")
        defer { recording?.end() }
        var coordinators: Set<ObjectIdentifier> = []
        var routers: Set<ObjectIdentifier> = []
        let unique = Self.uniquelyNamed(
            tabs.filter {
                coordinators.insert(ObjectIdentifier($0.coordinator)).inserted && routers.insert(ObjectIdentifier($0.router)).inserted
            })
        if unique.count != tabs.count {
            report(.duplicateScreens, "setTabs: a coordinator or a router is listed more than once; only its first place is kept")
        }
        let previous = self.tabs
        let selectedBefore = self.selectedIndex
        ownGroups = pendingGroups ?? []
        pendingGroups = nil
        reportUnstableIdentifiers(of: unique)
        reportDuplicateIdentifiers(of: unique)
        let staying = Set(unique.map { ObjectIdentifier($0.coordinator) })
        let before = Set(previous.map { ObjectIdentifier($0.coordinator) })
        let removed = previous.filter { !staying.contains(ObjectIdentifier($0.coordinator)) }
        let added = unique.filter { !before.contains(ObjectIdentifier($0.coordinator)) }
        ownTabs = unique
        reportedStrangers = []
        let shownAgain = showFirstTabIfEveryTabIsHidden()
        isChanging = true
        for tab in added {
            tab.router.tabBarRouter = self
            tab.coordinator.appCoordinator?.pushCoordinator(tab.coordinator)
        }
        for tab in unique where tab.title != nil || tab.systemImage != nil {
            Platform.label(tab.router.navigationController, title: tab.title, systemImage: tab.systemImage)
        }
        frontEnd.setTabScreens(unique.map { $0.router.navigationController }, layout: layout(of: unique), animated: animated)
        if let selectedIndex {
            if !unique.indices.contains(selectedIndex) {
                report(.tabNotFound, "setTabs: there is no tab at index \(selectedIndex); the selection follows UIKit's rule")
            } else if isHidden(unique[selectedIndex]) {
                report(
                    .tabNotFound,
                    "setTabs: the tab at index \(selectedIndex) is hidden (the user hid it); a hidden tab is never selected, and the selection follows UIKit's rule"
                )
            } else {
                frontEnd.selectTabScreen(unique[selectedIndex].router.navigationController)
            }
        }
        selectFirstTabShownIfHiddenSelected()
        if !removed.isEmpty || !added.isEmpty || !unique.elementsEqual(previous, by: { $0.coordinator === $1.coordinator }) {
            append(.tabsChanged(count: unique.count))
        }
        if shownAgain {
            append(.tabShown(index: 0))
        }
        noteSelection(changedFrom: selectedBefore)
        for tab in removed {
            end(tab)
        }
        isChanging = false
        // A tab that an earlier tab's start() removed meanwhile has ended: it is never started.
        for tab in added where ownTabs.contains(where: { $0.coordinator === tab.coordinator }) {
            tab.coordinator.start()
        }
        eventQueue.deliver()
    }

    /// Removes every tab, and the accessory above them; each ends as a removed tab does in
    /// ``setTabs(_:selectedIndex:animated:)``.
    ///
    /// An accessory shown meanwhile by a handler (a removal handler that shows another), or a tab a handler adds,
    /// goes too, in rounds, as ``AppCoordinator/close()`` ends what handlers show; past 16 rounds what is left is
    /// reported (``NavigationDiagnostic/Kind/closeUnfinished``).
    public func removeAllTabs() {
        setTabs([Tab]())
        removeAccessoriesInRounds()
    }

    /// The index in ``tabs`` of the selected tab, or `nil` when there are no tabs or the controller's
    /// selected screen is none of them.
    public var selectedIndex: Int? {
        frontEnd.selectedTabScreen.flatMap(indexOfTab(showing:))
    }

    /// The selected tab, or `nil` when ``selectedIndex`` is.
    public var selectedTab: Tab? {
        selectedIndex.map { ownTabs[$0] }
    }

    /// Selects the tab at `index`; an index with no tab, or a tab the user hid, changes nothing and reports
    /// ``NavigationDiagnostic/Kind/tabNotFound``.
    ///
    /// Unlike the user's tap, selecting the selected tab again changes nothing.
    public func selectTab(at index: Int) {
        let recording = beginRecording("selectTab")
        defer { recording?.end() }
        guard tabs.indices.contains(index) else {
            report(.tabNotFound, "selectTab: there is no tab at index \(index); the selection did not change")
            return
        }
        guard !isHidden(ownTabs[index]) else {
            report(
                .tabNotFound,
                "selectTab: the tab at index \(index) is hidden (the user hid it); a hidden tab is never selected, and the selection did not change"
            )
            return
        }
        let before = selectedIndex
        isChanging = true
        frontEnd.selectTabScreen(ownTabs[index].router.navigationController)
        isChanging = false
        noteSelection(changedFrom: before)
        eventQueue.deliver()
    }

    /// Selects the tab that `coordinator` owns.
    ///
    /// - Parameter coordinator: a tab's coordinator.
    /// - Returns: whether its tab is selected; a coordinator that owns no tab, or the tab of one the user hid,
    ///   changes nothing and reports ``NavigationDiagnostic/Kind/tabNotFound``.
    @discardableResult
    public func selectTab(of coordinator: any Coordinating) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.coordinator === coordinator }) else {
            report(.tabNotFound, "selectTab(of:): \(type(of: coordinator)) owns no tab; the selection did not change")
            return false
        }
        selectTab(at: index)
        return selectedIndex == index
    }

    // MARK: Observing

    /// Calls `observer` after every change of the tabs or of the selection, and after each re-tap.
    ///
    /// The observation lasts until the returned token is disposed of or released.
    ///
    /// ```swift
    /// let observation = tabBarRouter.observe { event in
    ///     if case .tabSelected(let index) = event { print("tab", index) }
    /// }
    /// ```
    ///
    /// - Parameter observer: called with each ``TabBarEvent``, on the main actor.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe(_ observer: @escaping @MainActor (TabBarEvent) -> Void) -> Disposable {
        eventQueue.observers.add(observer)
    }

    // MARK: Internals

    /// Notes that a deep link's step `route` selected the tab at `index`: a tab without a route gets it, as the
    /// route that stands for it; a tab with one keeps its own, and the step shows it while it stays selected.
    func setRoute(_ route: AnyHashable, forTabAt index: Int) {
        // A group's route selected its tab: the tab keeps its own route, which the path shows.
        guard tabs.indices.contains(index), !ownGroups.contains(where: { $0.route == route }) else { return }
        guard ownTabs[index].route == nil else {
            // Another route its tab bar coordinator hands to the tab: the tab's own route still names it.
            linkRoute = (ObjectIdentifier(ownTabs[index].coordinator), route)
            return
        }
        ownTabs[index].route = route
        presenter?.journalCore?.routesMayHaveChanged()
    }

    /// The route of the link that selected the tab at `index`, when it is not the tab's own and the tab is still selected.
    func linkRoute(ofTabAt index: Int) -> AnyHashable? {
        guard let linkRoute, index == selectedIndex, ObjectIdentifier(ownTabs[index].coordinator) == linkRoute.tab else { return nil }
        return linkRoute.route
    }

    /// Ends a tab that has left the tab bar: its modals go, its stack empties, its coordinator is released.
    func end(_ tab: Tab) {
        tab.router.end()
        tab.coordinator.appCoordinator?.popCoordinator(tab.coordinator)
    }

    /// Notes a change of the selected tab that this router made as an event, when the index differs from
    /// `before`, the one read before the change (so a selection made earlier on UIKit's controller in code,
    /// which its delegate does not report, is not mistaken for this change).
    func noteSelection(changedFrom before: Int?) {
        if let current = selectedIndex, current != before {
            append(.tabSelected(index: current))
        }
    }

    /// The index in ``tabs`` of the tab whose navigation controller is `screen`.
    func indexOfTab(showing screen: Screen) -> Int? {
        tabs.firstIndex { $0.router.navigationController === screen }
    }

    /// The Router of the tab whose navigation controller is `screen`, if any.
    func routerOfTab(showing screen: Screen) -> Router? {
        indexOfTab(showing: screen).map { tabs[$0].router }
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        report(NavigationDiagnostic(kind: kind, message: "TabBarRouter." + message))
    }

    /// Queues `event` for the observers, and tells the journal, if one records, of a selection or new tabs.
    func append(_ event: TabBarEvent) {
        eventQueue.append(event)
        if case .tabSelected = event {
            noteGroupSelection()
            linkRoute = nil
        }
        guard let journalCore = presenter?.journalCore else { return }
        switch event {
        case .tabsChanged(let count): journalCore.record(.tabsChanged(count: count))
        case .tabSelected(let index): journalCore.record(.tabSelected(index: index))
        case .tabReselected: break  // what it changed, the tab's Router records
        case .sidebarShown: journalCore.record(.sidebarVisibilityChanged(visible: true))
        case .sidebarHidden: journalCore.record(.sidebarVisibilityChanged(visible: false))
        case .tabHidden(let index): journalCore.record(.tabHidden(index: index, hidden: true))
        case .tabShown(let index): journalCore.record(.tabHidden(index: index, hidden: false))
        }
    }

    /// The user tapped the tab showing `screen` (UIKit's `tabBarController(_:didSelect:)`).
    ///
    /// A tap on another tab is always a selection, even when the router had not seen the selection
    /// before it (one made on UIKit's controller in code, which its delegate does not report).
    func userDidSelect(_ screen: Screen, reselected: Bool) {
        if let index = indexOfTab(showing: screen) {
            append(reselected ? .tabReselected(index: index) : .tabSelected(index: index))
        }
        eventQueue.deliver()
    }

}

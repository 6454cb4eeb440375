#if !canImport(UIKit)
import Foundation
import TiltUp

/// The example app in a terminal: real coordinators and routers on a headless navigation controller,
/// terminal views in place of view controllers, one command a line.
@MainActor
public final class TerminalApp {
    /// One window: what the app makes at launch, as on iOS (the app coordinator, the route navigator, the
    /// sign-up), its root navigation controller, and the journal recording it.
    struct Window {
        var navigationController: HeadlessNavigationController
        var launch: ExampleLaunch
        var journal: NavigationJournal<ExampleRoute>
    }

    /// The open windows, in the order they were opened; `window` switches between them.
    private var windows: [Window]
    /// The index of the window the user sees.
    private var current = 0
    /// The launch of the window the user sees. `replay` makes it again (TerminalApp+Journal.swift).
    var launch: ExampleLaunch { windows[current].launch }
    public var appCoordinator: AppCoordinator { launch.appCoordinator }
    public let service: FakeOrderService
    var navigationController: HeadlessNavigationController { windows[current].navigationController }
    /// What makes the screens: the terminal's, or another one in tests.
    private let factory: ExampleScreenFactory
    /// Whether the coordinators drive SwiftUI's navigation model rather than UIKit's.
    private let swiftUINavigation: Bool
    private var diagnostics: [String] = []
    /// Where `save` writes the navigation and `restore` reads it: the file given with `--state`.
    private let stateFile: URL?
    /// The app's one route navigator, made at launch: it follows whichever coordinator shows the root
    /// screen, so links and saved navigation work the same before and after signing in again.
    var navigator: RouteNavigator<ExampleRoute> { launch.navigator }
    /// The navigation of the window the user sees as it happens, for `journal` (TerminalApp+Journal.swift).
    var journal: NavigationJournal<ExampleRoute> { windows[current].journal }

    /// The commands of every screen that do something where the user is now: `back` when there is a
    /// screen to go back to, `swipe down` when a sheet is up, `fail` where orders are loaded, `tab` when
    /// the tabs can be tapped, `open`, `advance` and `share` once signed in, `save` and `restore` with a
    /// `--state` file, `where`, `width` and `window`.
    ///
    /// While an alert is up nothing but its answers reaches the app, as on a phone: of these, only
    /// `fail` and `advance` (the fake service's and server's, not the user's), `where`, `width`, `window`,
    /// `help` and `quit` are listed.
    private var globalCommands: [TerminalCommand] {
        let alertIsUp = visibleScreen?.alert != nil
        var commands: [TerminalCommand] = []
        let controller = visibleNavigationController
        if !alertIsUp, controller.presentedViewController == nil, controller.viewControllers.count > 1 {
            commands.append(TerminalCommand("back", help: "go back, as the back button or the edge swipe does"))
        }
        if !alertIsUp, presenterOfTopModal != nil {
            commands.append(TerminalCommand("swipe down", help: "swipe the sheet down, closing it"))
        }
        if visibleScreen?.loadsOrders == true {
            commands.append(TerminalCommand("fail", argument: "on|off", help: "make the fake order service fail, or not"))
        }
        if signedInName != nil {
            commands.append(
                TerminalCommand("advance", argument: "number", help: "the server says the order moved on to its next status"))
        }
        if tabsAreTappable, let tabBarRouter {
            let names = tabBarRouter.tabs.compactMap { ($0.route?.base as? ExampleRoute).map(Self.tabName) }
            commands.append(
                TerminalCommand(
                    "tab", argument: names.joined(separator: "|"), help: "tap a tab; tapping the selected one goes back to its first screen"
                ))
        }
        if !alertIsUp {
            commands.append(
                TerminalCommand(
                    "open", argument: "url", help: "open a link from anywhere, e.g. " + ExampleRoute.sampleLinks.joined(separator: ", ")))
        }

        if !alertIsUp, stateFile != nil {
            if signedInName != nil {
                commands.append(
                    TerminalCommand(screenHasSaveCommand ? "save state" : "save", help: "save where you are to the --state file"))
            }
            commands.append(TerminalCommand("restore", help: "come back to where the --state file says, as a relaunch does"))
        }
        if !alertIsUp, signedInName != nil {
            commands.append(TerminalCommand("share", help: "print the link of this screen, which opens it again"))
        }
        if tappableSidebar != nil {
            commands.append(TerminalCommand("section", argument: "home|orders|plan", help: "tap a section in the sidebar"))
        }
        commands.append(
            TerminalCommand("where", argument: "[--diagram]", help: "print the navigation: tabs, stacks, modals, routes and coordinators"))
        commands.append(
            TerminalCommand("width", argument: "compact|regular", help: "make the window narrow (iPhone, Slide Over) or wide (iPad)"))
        commands.append(
            TerminalCommand("window", argument: "new|close|N", help: "open another window, close this one, or bring window N to the front"))
        commands.append(
            TerminalCommand(
                "journal", argument: "[--diagram | save FILE]",
                help: "print what happened so far, draw it, or save it as JSON for a bug report"))
        commands.append(
            TerminalCommand("replay", argument: "FILE", help: "launch again and replay a saved journal, saying where the app did otherwise")
        )
        commands.append(TerminalCommand("help", help: "list the commands of this screen"))
        commands.append(TerminalCommand("quit", help: "leave the app"))
        return commands
    }

    /// The app's own commands that an alert holds back until it is answered.
    private static let heldBackByAlerts: Set<String> = ["back", "swipe down", "tab", "open", "share", "save", "restore"]

    /// Makes the app; with `swiftUINavigation`, its coordinators drive SwiftUI's navigation model
    /// (`NavigationStackController`), and `back` and `swipe down` write as SwiftUI does.
    ///
    /// - Parameters:
    ///   - service: the fake order service.
    ///   - stateFile: where `save` writes the navigation and `restore` reads it.
    ///   - swiftUINavigation: whether the coordinators drive SwiftUI's navigation model.
    ///   - factory: what makes the screens; the terminal's own by default.
    public init(
        service: FakeOrderService = FakeOrderService(answersLater: true), stateFile: URL? = nil, swiftUINavigation: Bool = false,
        factory: ExampleScreenFactory = TerminalScreenFactory()
    ) {
        self.service = service
        self.stateFile = stateFile
        self.factory = factory
        self.swiftUINavigation = swiftUINavigation
        windows = [Self.makeWindow(swiftUINavigation: swiftUINavigation, factory: factory, service: service)]
        appCoordinator.router.diagnosticHandler = { [weak self] in self?.diagnostics.append($0.description) }
    }

    /// A new window of the app, nothing shown yet, and a journal recording it.
    private static func makeWindow(swiftUINavigation: Bool, factory: ExampleScreenFactory, service: OrderService) -> Window {
        let navigationController = swiftUINavigation ? NavigationStackController() : HeadlessNavigationController()
        let launch = ExampleLaunch(router: Router(navigationController: navigationController), factory: factory, service: service)
        return Window(
            navigationController: navigationController, launch: launch,
            journal: NavigationJournal(navigator: launch.navigator, capacity: 1_000))
    }

    /// Makes the window again in place of this one, on the same front end, with nothing shown yet: for `replay`.
    func relaunch() {
        windows[current].launch.close()
        windows[current] = Self.makeWindow(swiftUINavigation: swiftUINavigation, factory: factory, service: service)
        diagnostics = []
        appCoordinator.router.diagnosticHandler = { [weak self] in self?.diagnostics.append($0.description) }
    }

    /// `window new`, `window close`, `window N`: another window with its own navigation, the one the user sees
    /// closed (its coordinators released), or window N brought to the front.
    private func windowCommand(_ argument: String) -> [String] {
        switch argument {
        case "new":
            windows.append(Self.makeWindow(swiftUINavigation: swiftUINavigation, factory: factory, service: service))
            current = windows.count - 1
            appCoordinator.router.diagnosticHandler = { [weak self] in self?.diagnostics.append($0.description) }
            launch.start()
            return ["Window \(current + 1) opened, with its own navigation (\(windows.count) windows)."] + treeLines()
        case "close":
            guard windows.count > 1 else { return ["This is the last window: quit instead."] }
            let closed = windows.remove(at: current)
            closed.launch.close()
            let released = closed.launch.appCoordinator.retainedCoordinators.isEmpty
            current = max(0, current - 1)
            return [
                "Window closed\(released ? ": its coordinators were released" : "") (\(windows.count) left); window \(current + 1) is in front."
            ]
                + treeLines()
        default:
            guard let number = Int(argument), windows.indices.contains(number - 1) else {
                return ["window takes new, close or a window's number from 1 to \(windows.count), not “\(argument)”."]
            }
            current = number - 1
            return ["Window \(number) is in front."] + treeLines()
        }
    }

    /// `width compact|regular`: the window made narrow (an iPhone, Slide Over) or wide (an iPad).
    private func widthCommand(_ argument: String) -> [String] {
        guard let sizeClass = SizeClass(rawValue: argument) else { return ["width takes compact or regular, not “\(argument)”."] }
        navigationController.simulateSizeClassChange(to: sizeClass)
        return ["The window is \(sizeClass) now: nothing was popped or closed."] + treeLines()
    }

    /// The navigation of the window the user sees, as `where` prints it.
    private func treeLines() -> [String] {
        navigator.navigationDescription.split(separator: "\n").map(String.init)
    }

    /// Starts the first coordinator and returns the first drawing.
    public func start() -> [String] {
        launch.start()
        return settleAndDraw(message: ["TiltUp \(ExampleLaunch.tiltUpVersion) example. Type help for the commands of each screen."])
    }

    /// Carries out one line of input and returns what to print; `quit` is true when the app should end.
    public func handle(_ line: String) -> (output: [String], quit: Bool) {
        let words = line.trimmingCharacters(in: .whitespaces)
        guard !words.isEmpty else { return ([], false) }
        let (command, argument) = Self.split(words)
        var message: [String] = []
        if Self.heldBackByAlerts.contains(command), let answerTheAlertFirst = visibleScreen?.answerTheAlertFirst {
            return (settleAndDraw(message: [answerTheAlertFirst]), false)
        }
        switch command {
        case "quit", "exit":
            return (["Bye."], true)
        case "help":
            message = help()
        case "back":
            message = goBack()
        case "swipe down":
            message = swipeDown()
        case "fail":
            message = setFailure(argument)
        case "advance" where signedInName != nil:
            message = advanceOrder(argument)
        case "tab":
            message = tapTab(argument)
        case "open":
            message = open(argument)
        case "share" where signedInName != nil:
            message = launch.currentLink.map { ["Link of this screen: \($0.absoluteString)"] } ?? ["This screen has no link."]
        case "section" where tappableSidebar != nil:
            message =
                tappableSidebar.map { sidebar in
                    switch sidebar.perform("section", argument: argument) {
                    case .refused(let reason): [reason]
                    case .done, .unknown: []
                    }
                } ?? []
        case "where":
            message = whereCommand(argument)
        case "window":
            message = windowCommand(argument)
        case "width":
            message = widthCommand(argument)
        case "journal":
            message = journalCommand(argument)
        case "replay":
            message = replayCommand(argument)
        case "save" where argument == "state" || !screenHasSaveCommand:
            message = save()
        case "restore":
            message = restore()
        default:
            guard let screen = visibleScreen else { return (["No screen is shown."], false) }
            switch screen.handle(command, argument: argument) {
            case .done: break
            case .unknown: message = ["Unknown command “\(command)”. Type help for the commands of this screen."]
            case .refused(let reason): message = [reason]
            }
        }
        return (settleAndDraw(message: message), false)
    }

    /// Reads commands until the end of input, printing after each; returns the exit status.
    ///
    /// Piped input is echoed after a `> `, so the output reads as a transcript; typed input is asked for
    /// with `prompt`, which writes `> ` before each line.
    public static func run(
        readLine: () -> String?, echo: Bool, stateFile: URL? = nil, swiftUINavigation: Bool = false, prompt: () -> Void = {},
        write: (String) -> Void
    ) -> Int32 {
        let app = TerminalApp(stateFile: stateFile, swiftUINavigation: swiftUINavigation)
        app.start().forEach(write)
        while true {
            if !echo {
                prompt()
            }
            guard let line = readLine() else { break }
            if echo {
                write("> \(line)")
            }
            let (output, quit) = app.handle(line)
            output.forEach(write)
            if quit {
                break
            }
        }
        return 0
    }

    // MARK: Global commands

    private func help() -> [String] {
        let commands = (visibleScreen?.availableCommands() ?? []) + globalCommands
        let width = commands.map(\.usage.count).max() ?? 0
        return ["Commands:"] + commands.map { "  \($0.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.help)" }
    }

    private func goBack() -> [String] {
        if let split = splitRouter, split.isCollapsed, navigationController.presentedViewController == nil,
            splitColumnController?.presentedViewController == nil,
            let splitViewController = split.splitViewController as HeadlessSplitViewController?
        {
            // Compact width: the columns are one stack, and Back from the section's first screen closes it.
            return splitViewController.simulateBackSwipe() == nil ? ["There is nothing to go back to."] : []
        }
        let controller = visibleNavigationController
        guard controller.presentedViewController == nil, controller.viewControllers.count > 1 else {
            return ["There is nothing to go back to."]
        }
        controller.simulateBackSwipe()
        return []
    }

    private func swipeDown() -> [String] {
        guard let presenter = presenterOfTopModal else { return ["No sheet is up to swipe down."] }
        presenter.simulateSwipeDown()
        return []
    }

    // MARK: Tabs, links and saved navigation

    /// Whether the visible screen has a `save` command of its own (the plan sheet's [Save] button): there,
    /// saving the navigation is `save state`.
    private var screenHasSaveCommand: Bool {
        visibleScreen?.availableCommands().contains { $0.name == "save" } == true
    }

    /// The tab bar router of the signed-in app, when its tabs are shown.
    private var tabBarRouter: TabBarRouter? {
        navigationController.topViewController.flatMap(TabBarRouter.router(driving:))
    }

    /// The coordinator of the tabs, where links start.
    private var tabsCoordinator: MainTabsCoordinator? {
        appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? MainTabsCoordinator }.first
    }

    /// The coordinator of the sidebar and the section beside it, in a regular window.
    private var splitCoordinator: MainSplitCoordinator? {
        appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? MainSplitCoordinator }.first
    }

    /// The name signed up with, once the tabs or the sidebar are shown.
    private var signedInName: String? {
        tabsCoordinator?.name ?? splitCoordinator?.name
    }

    /// The split view shown at the root, if any.
    private var splitRouter: SplitRouter? {
        navigationController.topViewController.flatMap(SplitRouter.router(driving:))
    }

    /// The column stack the user looks at in the split view: the one that presents a modal, else the top one.
    private var splitColumnController: HeadlessNavigationController? {
        guard let splitRouter else { return nil }
        let stacks = splitRouter.columns.compactMap { $0.router.navigationController as HeadlessNavigationController? }
        if let presenting = stacks.first(where: { $0.presentedViewController != nil }) {
            return presenting
        }
        return splitRouter.topColumn.flatMap { splitRouter.column($0)?.router.navigationController }
    }

    /// The sidebar's screen, when the user can tap it: the split view is wide, or shows nothing beside it.
    private var tappableSidebar: SectionsTerminalScreen? {
        guard let splitRouter, navigationController.presentedViewController == nil, visibleScreen?.alert == nil,
            splitColumnController?.presentedViewController == nil,
            let sidebar = splitRouter.column(.sidebar)?.router.viewControllers.first as? SectionsTerminalScreen,
            sidebar !== visibleScreen
        else { return nil }
        return splitRouter.isCollapsed ? nil : sidebar
    }

    /// Whether the user can tap a tab: the tabs are shown, and no modal or alert covers them.
    private var tabsAreTappable: Bool {
        guard let tabBarRouter, navigationController.presentedViewController == nil, visibleScreen?.alert == nil else {
            return false
        }
        return tabBarRouter.selectedTab?.router.navigationController.presentedViewController == nil
    }

    private static func tabName(_ route: ExampleRoute) -> String {
        route == .home ? "home" : "orders"
    }

    private func tapTab(_ argument: String) -> [String] {
        guard let tabBarRouter, let controller = tabBarRouter.tabBarController as HeadlessTabBarController? else {
            return ["There are no tabs here: sign up first."]
        }
        guard tabsAreTappable else { return ["A sheet covers the tabs: close it first."] }
        let names = tabBarRouter.tabs.map { ($0.route?.base as? ExampleRoute).map(Self.tabName) ?? "" }
        guard let index = names.firstIndex(of: argument.lowercased()) else {
            return ["“\(argument)” is not a tab: choose \(names.joined(separator: " or "))."]
        }
        controller.simulateTabSelection(at: index)
        return []
    }

    /// Opens a `tiltup://` link from wherever the user is, as the system does when a link is tapped.
    /// Before sign-up, the link waits for it: the sign-up form is the flow it needs first.
    private func open(_ link: String) -> [String] {
        guard let url = URL(string: link), let path = ExampleRoute.path(from: url) else {
            return ["“\(link)” is not a link of this app. Try \(ExampleRoute.sampleLinks.joined(separator: ", "))."]
        }
        // Read once here; opened as a link from outside, as `open(_:using:)` does.
        let opening = navigator.open(path, from: .url)
        pendingLink = opening.isPending ? (link, opening) : nil
        return describe(opening, of: link)
    }

    /// A link that waits for sign-up, and what it came to.
    private var pendingLink: (link: String, opening: RouteOpening<ExampleRoute>)?

    private func describe(_ opening: RouteOpening<ExampleRoute>, of link: String) -> [String] {
        switch opening.ending {
        case nil: ["Sign up first: \(link) opens once you are in."]
        case .complete: ["Opened \(link)."]
        case .replaced: ["\(link) was replaced by a later link."]
        case .refused: ["\(link) was refused."]
        case .stopped, .cancelled: ["Opened \(link) as far as \(opening.shown); the rest could not be shown."]
        }
    }

    /// What `save` writes: who signed in, and the navigation as routes.
    private struct SavedSession: Codable {
        let name: String
        let navigation: NavigationSnapshot<ExampleRoute>
    }

    private func save() -> [String] {
        guard let stateFile else { return ["There is no file to save to: start the app with --state FILE."] }
        guard let name = signedInName else { return ["Nothing to save before signing up."] }
        let session = SavedSession(name: name, navigation: navigator.capture())
        do {
            try JSONEncoder().encode(session).write(to: stateFile)
            return ["Saved where you are to \(stateFile.path)."]
        } catch {
            return ["Could not save to \(stateFile.path): \(error.localizedDescription)"]
        }
    }

    /// Comes back to the saved navigation: signs in as the saved user if needed, then restores what this
    /// version of the app can read of it, and says what it left out.
    private func restore() -> [String] {
        guard let stateFile else { return ["There is no file to restore from: start the app with --state FILE."] }
        guard let data = try? Data(contentsOf: stateFile) else {
            return ["Nothing saved in \(stateFile.path) yet: use save first."]
        }
        let session: SavedSession
        do {
            session = try JSONDecoder().decode(SavedSession.self, from: data)
        } catch {
            return ["Could not read \(stateFile.path): it holds no saved navigation. Use save to write it again."]
        }
        if signedInName != session.name {
            if navigationController.horizontalSizeClass == .regular {
                MainSplitCoordinator(appCoordinator: appCoordinator, name: session.name, factory: TerminalScreenFactory(), service: service)
                    .start()
            } else {
                MainTabsCoordinator(appCoordinator: appCoordinator, name: session.name, factory: TerminalScreenFactory(), service: service)
                    .start()
            }
        }
        let opening = navigator.restore(session.navigation)
        var lines =
            opening.isComplete
            ? ["Restored the navigation saved in \(stateFile.path)."]
            : ["Restored what could be; \(opening.unresolved) could not be shown."]
        for step in session.navigation.unreadableSteps {
            lines.append("Left out what this version cannot read: \(step).")
        }
        return lines
    }

    private func setFailure(_ argument: String) -> [String] {
        switch argument {
        case "on":
            service.failure = OrderServiceError(message: "The server did not answer.")
            return ["The order service will fail."]
        case "off":
            service.failure = nil
            return ["The order service will answer."]
        default:
            return ["fail takes on or off, not “\(argument)”."]
        }
    }

    /// The fake server says an order moved on: the Orders list hears it from the service, wherever the
    /// user is.
    private func advanceOrder(_ argument: String) -> [String] {
        guard let number = Int(argument), service.advanceOrder(number: number) else {
            return ["“\(argument)” is not an order: choose a number from 1 to \(service.orders.count)."]
        }
        return ["The server says order #\(number) moved on."]
    }

    // MARK: Drawing

    /// Loads the visible screen, lets the main queue deliver what the service sends, and draws.
    private func settleAndDraw(message: [String]) -> [String] {
        var notices: [String] = []
        let deadline = Date(timeIntervalSinceNow: 5)
        repeat {
            visibleScreen?.loadIfNeeded()
            // One turn of the main queue at least: what the service told main-actor observers arrives.
            _ = RunLoop.current.run(mode: .default, before: Date())
            while service.fetchesInFlight > 0, Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
            }
            for screen in allScreens {
                notices += screen.takeNotices()
            }
        } while service.fetchesInFlight > 0 && Date() < deadline
        if let pending = pendingLink, !pending.opening.isPending {
            // The link waited for sign-up; now it has been opened.
            pendingLink = nil
            notices += describe(pending.opening, of: pending.link)
        }
        let notes = diagnostics.map { "note: \($0)" }
        diagnostics.removeAll()
        return message + notices + notes + draw()
    }

    private func draw() -> [String] {
        guard let screen = visibleScreen else { return ["(no screen)"] }
        var lines = ["", "═══ \(screen.title) ═══"]
        if windows.count > 1 {
            lines.append("Window \(current + 1) of \(windows.count)")
        }
        if let tabBarRouter {
            let names = tabBarRouter.tabs.enumerated().map { index, tab in
                let name = (tab.route?.base as? ExampleRoute).map { Self.tabName($0).capitalized } ?? "?"
                return index == tabBarRouter.selectedIndex ? "[\(name)]" : name
            }
            lines.append("Tabs: " + names.joined(separator: " "))
        }
        if let splitRouter, let sections = splitCoordinator?.sections {
            let names = sections.sections.map { $0 == sections.selected ? "[\($0.rawValue)]" : $0.rawValue }
            let layout = splitRouter.isCollapsed ? "compact width: one stack" : "regular width: side by side"
            lines.append("Sidebar: " + names.joined(separator: " ") + " · " + layout)
        }
        lines.append(
            "Path: " + rootStackTitles.joined(separator: " › ")
                + (modalTitles.isEmpty ? "" : "  |  Modal: " + modalTitles.joined(separator: " › ")))
        let held = appCoordinator.retainedCoordinators.map { String(describing: type(of: $0)) }
        lines.append("Coordinators held: \(held.count) (\(held.joined(separator: ", ")))")
        lines += screen.body()
        lines += screen.alertLines()
        return lines
    }

    // MARK: Finding screens

    /// The navigation controller whose top screen the user sees: the innermost presented one.
    private var visibleNavigationController: HeadlessNavigationController {
        var controller = navigationController
        if controller.presentedViewController == nil, let tab = tabBarRouter?.selectedTab?.router.navigationController {
            controller = tab
        }
        if controller.presentedViewController == nil, let column = splitColumnController {
            controller = column
        }
        while let presented = controller.presentedViewController as? HeadlessNavigationController {
            controller = presented
        }
        return controller
    }

    /// The controller that presents the topmost modal, if any modal is up.
    private var presenterOfTopModal: HeadlessNavigationController? {
        let controller = visibleNavigationController
        if controller.presentedViewController != nil {
            return controller
        }
        return controller.presentingViewController
    }

    var visibleScreen: TerminalScreen? {
        let controller = visibleNavigationController
        return (controller.presentedViewController ?? controller.topViewController) as? TerminalScreen
    }

    /// The stack under the modals: the root's, the selected tab's, or the split view's column on top.
    private var baseNavigationController: HeadlessNavigationController {
        tabBarRouter?.selectedTab?.router.navigationController ?? splitColumnController ?? navigationController
    }

    private var rootStackTitles: [String] {
        if let splitRouter {
            // The columns, sidebar first: the one stack of compact width.
            return splitRouter.columns.flatMap { $0.router.viewControllers.compactMap { ($0 as? TerminalScreen)?.title } }
        }
        return baseNavigationController.viewControllers.compactMap { ($0 as? TerminalScreen)?.title }
    }

    private var modalTitles: [String] {
        var titles: [String] = []
        var controller = navigationController.presentedViewController == nil ? baseNavigationController : navigationController
        while let presented = controller.presentedViewController as? HeadlessNavigationController {
            titles += presented.viewControllers.compactMap { ($0 as? TerminalScreen)?.title }
            controller = presented
        }
        return titles
    }

    private var allScreens: [TerminalScreen] {
        var screens: [TerminalScreen] = []
        let tabs = tabBarRouter?.tabs.map(\.router.navigationController) ?? []
        for root in [navigationController] + tabs {
            var controller: HeadlessNavigationController? = root
            while let current = controller {
                screens += current.viewControllers.compactMap { $0 as? TerminalScreen }
                controller = current.presentedViewController as? HeadlessNavigationController
            }
        }
        return screens
    }

    /// "swipe down" is one command of two words; everything else is a word and an argument.
    private static func split(_ line: String) -> (command: String, argument: String) {
        let lowered = line.lowercased()
        if lowered == "swipe down" || lowered == "swipe-down" {
            return ("swipe down", "")
        }
        guard let space = line.firstIndex(of: " ") else { return (lowered, "") }
        let command = line[..<space].lowercased()
        let argument = line[line.index(after: space)...].trimmingCharacters(in: .whitespaces)
        return (command, argument)
    }
}
#endif

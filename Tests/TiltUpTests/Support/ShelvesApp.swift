import Foundation
import TiltUp
import TiltUpTestSupport

/// The routes of the shelves app, the attack's three-column split view: shelves in the sidebar (prefs pushed
/// above them), a shelf's books in the content column, a book in the detail (chapters pushed above it), and
/// panels that any column's coordinator, or a panel's, presents, with pages pushed in them.
enum ShelfRoute: Hashable, Codable, Sendable {
    case shelves
    case prefs
    case shelf(String)
    case book(Int)
    case chapter(Int)
    /// A modal coordinator with a stack of its own, presented by whichever coordinator is asked.
    case panel(PanelStyle)
    /// A page pushed in a panel, or on the other tab's stack (``ShelvesInTabsApp``).
    case page(Int)
    /// A tab of ``ShelvesInTabsApp``: "shelves" (the split view) or "other" (a plain stack).
    case tab(String)
}

/// How a panel is presented.
enum PanelStyle: String, Hashable, Codable, Sendable, CaseIterable {
    case sheet
    case detents
    case popover
    case fullScreen
    /// A sheet resting at `.medium`, its largest undimmed detent: the columns beside it take the user's taps.
    case undimmed
}

/// The shelves app: three columns, each coordinator of which presents panels, all headless.
@MainActor
final class ShelvesApp {
    let journal = ShopJournal()
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let split: ShelvesSplitCoordinator
    let navigator: RouteNavigator<ShelfRoute>

    init(_ frontEnd: TestFrontEnd = .uiKit, in sizeClass: SizeClass = .regular) {
        navigationController = frontEnd.makeNavigationController()
        navigationController.simulateSizeClassChange(to: sizeClass)
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        split = ShelvesSplitCoordinator(appCoordinator: appCoordinator, journal: journal)
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)
    }

    var splitRouter: SplitRouter { split.splitRouter }
    var splitViewController: HeadlessSplitViewController {
        #if canImport(UIKit)
        split.splitRouter.splitViewController as! HeadlessSplitViewController
        #else
        split.splitRouter.splitViewController
        #endif
    }

    var sidebar: ShelvesListCoordinator? { splitRouter.column(.sidebar)?.coordinator as? ShelvesListCoordinator }
    var content: ShelfCoordinator? { splitRouter.column(.content)?.coordinator as? ShelfCoordinator }
    var detail: BookCoordinator? { splitRouter.column(.detail)?.coordinator as? BookCoordinator }

    /// The coordinator of `column`, as a route handler.
    func coordinator(of column: SplitColumn) -> (any Coordinating)? { splitRouter.column(column)?.coordinator }

    /// Every screen shown, each column's, then each modal and what presents it, innermost last.
    var screens: String {
        var parts: [String] = []
        for column in SplitColumn.allCases {
            let router = splitRouter.column(column)?.router
            parts.append("\(column): \((router?.viewControllers ?? []).map(Self.name).joined(separator: ", "))")
        }
        for column in SplitColumn.allCases {
            var presenter = splitRouter.column(column)?.router
            while let router = presenter, let presented = router.presentedRouter {
                parts.append("[\(presented.viewControllers.map(Self.name).joined(separator: ", "))]")
                presenter = presented
            }
        }
        return parts.joined(separator: " | ")
    }

    static func name(_ screen: Screen) -> String { (screen as? TestScreen)?.name ?? "?" }

    /// Calls the `onDismiss` of each sheet SwiftUI is taking away, as `RouterView` does.
    func settle() {
        for _ in 0..<1_000 {
            var routers = splitRouter.columns.map(\.router)
            var index = 0
            while index < routers.count {
                if let presented = routers[index].presentedRouter { routers.append(presented) }
                index += 1
            }
            let stacks = routers.compactMap { $0.navigationController as? NavigationStackController }
            guard let stack = stacks.first(where: { $0.modalBeingDismissed != nil }), let sheet = stack.modalBeingDismissed else { return }
            stack.sheetDidDismiss(sheet)
        }
    }
}

/// Presents a panel from `coordinator` for `.panel(style)`: what every coordinator of the app does.
@MainActor
func panelDecision(from coordinator: any Coordinating, style: PanelStyle, named owner: String, journal: ShopJournal) -> RouteDecision {
    .handOff {
        let panel = PanelCoordinator(parent: coordinator, style: style, owner: owner, journal: journal)
        panel.start()
        return panel
    }
}

@MainActor
final class ShelvesSplitCoordinator: SplitCoordinator {
    let journal: ShopJournal

    init(appCoordinator: any AppCoordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(appCoordinator: appCoordinator, showsContentColumn: true)
        journal.note(self)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(
                ShelvesListCoordinator(parent: self, router: splitRouter.makeColumnRouter(), journal: journal), in: .sidebar,
                route: ShelfRoute.shelves)
        ]
    }
}

@MainActor
final class ShelvesListCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen("shelves"), retaining: self, animated: false, popHandler: journal.popHandler("shelves"))
    }

    func handle(_ route: ShelfRoute) -> RouteDecision {
        switch route {
        case .prefs:
            return .show {
                self.router.push(TestScreen("prefs"), retaining: self, animated: false, popHandler: self.journal.popHandler("prefs"))
            }
        case .panel(let style):
            return panelDecision(from: self, style: style, named: "shelves", journal: journal)
        case .shelf(let name):
            return .handOff {
                guard let split = self.router.splitRouter else { return self }
                let shelf = ShelfCoordinator(parent: self, router: split.makeColumnRouter(), name: name, journal: self.journal)
                split.show(shelf, in: .content)
                return shelf
            }
        default:
            return .decline
        }
    }
}

@MainActor
final class ShelfCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let name: String

    init(parent: any Coordinating, router: Router, name: String, journal: ShopJournal) {
        self.journal = journal
        self.name = name
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen("shelf \(name)"), retaining: self, animated: false, popHandler: journal.popHandler("shelf \(name)"))
    }

    func handle(_ route: ShelfRoute) -> RouteDecision {
        switch route {
        case .panel(let style):
            return panelDecision(from: self, style: style, named: "shelf \(name)", journal: journal)
        case .book(let id):
            return .handOff {
                guard let split = self.router.splitRouter else { return self }
                let book = BookCoordinator(parent: self, router: split.makeColumnRouter(), id: id, journal: self.journal)
                split.show(book, in: .detail)
                return book
            }
        default:
            return .decline
        }
    }
}

@MainActor
final class BookCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let id: Int

    init(parent: any Coordinating, router: Router, id: Int, journal: ShopJournal) {
        self.journal = journal
        self.id = id
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen("book \(id)"), retaining: self, animated: false, popHandler: journal.popHandler("book \(id)"))
    }

    func handle(_ route: ShelfRoute) -> RouteDecision {
        switch route {
        case .panel(let style):
            return panelDecision(from: self, style: style, named: "book \(id)", journal: journal)
        case .chapter(let number):
            return .show {
                self.router.push(
                    TestScreen("chapter \(number)"), retaining: self, animated: false,
                    popHandler: self.journal.popHandler("chapter \(number)"))
            }
        default:
            return .decline
        }
    }
}

/// A panel: a modal coordinator with its own stack, named after its style and the coordinator that presented it
/// ("sheet of shelf a"); pages pushed in it, and panels presented over it.
@MainActor
final class PanelCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let style: PanelStyle
    let owner: String
    var name: String { "\(style.rawValue) of \(owner)" }

    init(parent: any Coordinating, style: PanelStyle, owner: String, journal: ShopJournal) {
        self.journal = journal
        self.style = style
        self.owner = owner
        super.init(parent: parent, modal: true)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen(name), animated: false)
        guard let presenter = parent?.router else { return }
        let dismiss = journal.dismissHandler(name)
        switch style {
        case .sheet:
            presenter.presentModal(router, retaining: self, animated: false, presentationStyle: .pageSheet, dismissHandler: dismiss)
        case .detents:
            presenter.presentSheet(
                router, retaining: self, animated: false, detents: [.medium, .large], selectedDetent: .medium, dismissHandler: dismiss)
        case .popover:
            presenter.presentPopover(
                router, retaining: self, animated: false, anchor: .rect(CGRect(x: 10, y: 10, width: 20, height: 20)),
                dismissHandler: dismiss)
        case .undimmed:
            presenter.presentSheet(
                router, retaining: self, animated: false, detents: [.medium, .large], selectedDetent: .medium,
                largestUndimmedDetent: .medium, dismissHandler: dismiss)
        case .fullScreen:
            presenter.presentModal(router, retaining: self, animated: false, presentationStyle: .fullScreen, dismissHandler: dismiss)
        }
    }

    func handle(_ route: ShelfRoute) -> RouteDecision {
        switch route {
        case .page(let number):
            return .show {
                self.router.push(
                    TestScreen("page \(number) of \(self.name)"), retaining: self, animated: false,
                    popHandler: self.journal.popHandler("page \(number) of \(self.name)"))
            }
        case .panel(let style):
            return panelDecision(from: self, style: style, named: name, journal: journal)
        default:
            return .decline
        }
    }
}

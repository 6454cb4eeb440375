import Foundation
import TiltUp

/// One thing done to the shop app in the randomized test of tabs and routes.
enum TabsOperation: CustomStringConvertible {
    case open([ShopRoute])
    case tap(Int)
    /// Selects a tab in code, as an app may while a modal is up: the modal stays with its tab.
    case select(Int)
    case swipeBack
    case swipeDown
    case showTabs([ShopRoute])
    /// Capture, encode to JSON, decode, and restore into a new app: it must show the same.
    case relaunch

    static func random(using generator: inout some RandomNumberGenerator) -> TabsOperation {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<7: return .open(ShopRouteGenerator.path(using: &generator))
        case 7, 8: return .tap(Int.random(in: 0..<3, using: &generator))
        case 9: return .select(Int.random(in: 0..<3, using: &generator))
        case 10..<13: return .swipeBack
        case 13..<15: return .swipeDown
        case 15, 16:
            let routes = ShopTabsCoordinator.tabRoutes.filter { _ in Int.random(in: 0..<3, using: &generator) > 0 }
            return .showTabs(routes.isEmpty ? [.orders] : Bool.random(using: &generator) ? routes : routes.reversed())
        default: return .relaunch
        }
    }

    var description: String {
        switch self {
        case .open(let path): "open \(path)"
        case .tap(let index): "tap tab \(index)"
        case .select(let index): "select tab \(index)"
        case .swipeBack: "swipe back"
        case .swipeDown: "swipe down"
        case .showTabs(let routes): "show tabs \(routes)"
        case .relaunch: "relaunch"
        }
    }
}

/// Runs operations on a shop app and on the reference model side by side, checking after each.
@MainActor
enum TabsHarness {
    struct Failure: CustomStringConvertible {
        let step: Int
        let operation: TabsOperation
        let problem: String
        var description: String { "step \(step) (\(operation)): \(problem)" }
    }

    /// - Parameter frontEnd: the front end the app runs on. With `.swiftUIWaitingForOnDismiss`, dismissals
    ///   last until `onDismiss`, as under `RouterView`: links opened while a sheet goes wait for its
    ///   `onDismiss`, which comes before any other operation (the user cannot tap through a sheet going
    ///   away); the app is checked once it has.
    static func run(_ operations: [TabsOperation], on frontEnd: TestFrontEnd = .uiKit) -> Failure? {
        let app = ShopApp(frontEnd)
        var model = TabsReferenceModel(swiftUI: frontEnd.isSwiftUI)
        for (step, operation) in operations.enumerated() {
            if frontEnd == .swiftUIWaitingForOnDismiss {
                let isLink = if case .open = operation { true } else { false }
                if !isLink {
                    app.settle()
                }
                let problem = app.swiftUIStacks.allSatisfy { $0.modalBeingDismissed == nil } ? check(app, against: &model) : nil
                if let problem = problem ?? apply(operation, to: app, model: &model, frontEnd: frontEnd) {
                    return Failure(step: step, operation: operation, problem: problem)
                }
                continue
            }
            if let problem = apply(operation, to: app, model: &model, frontEnd: frontEnd) ?? check(app, against: &model) {
                return Failure(step: step, operation: operation, problem: problem)
            }
        }
        app.settle()
        if let problem = check(app, against: &model) {
            return Failure(step: operations.count, operation: .relaunch, problem: "at the end: \(problem)")
        }
        return nil
    }

    private static func apply(_ operation: TabsOperation, to app: ShopApp, model: inout TabsReferenceModel, frontEnd: TestFrontEnd)
        -> String?
    {
        switch operation {
        case .open(let path):
            app.navigator.open(path)
            model.open(path)
        case .tap(let index):
            guard index < model.tabs.count else { return nil }
            app.tabBarController.simulateTabSelection(at: index)
            model.tap(index)
        case .select(let index):
            guard index < model.tabs.count else { return nil }
            app.tabBarRouter.selectTab(at: index)
            model.select(index)
        case .swipeBack:
            guard model.canSwipeBack else { return nil }
            app.topRouter.headless.simulateBackSwipe()
            model.swipeBack()
        case .swipeDown:
            guard model.canSwipeDown, let presenter = app.presenterOfTopModal else { return nil }
            presenter.headless.simulateSwipeDown()
            model.swipeDown()
        case .showTabs(let routes):
            app.tabs.showTabs(routes)
            model.showTabs(routes)
        case .relaunch:
            return relaunch(app, model: model, frontEnd: frontEnd)
        }
        return nil
    }

    /// Restores the app's captured navigation into a new app with the same tabs: it must capture the
    /// same, and look the same but for the modals of tabs that are not selected, which are not saved.
    /// The new app runs on the same rules, and does not wait for `onDismiss`: nothing is being dismissed.
    private static func relaunch(_ app: ShopApp, model: TabsReferenceModel, frontEnd: TestFrontEnd) -> String? {
        do {
            let data = try JSONEncoder().encode(app.navigator.capture())
            let snapshot = try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: data)
            let relaunched = ShopApp(frontEnd.isSwiftUI ? .swiftUI : .uiKit)
            relaunched.tabs.showTabs(app.tabBarRouter.tabs.compactMap { $0.route?.base as? ShopRoute })
            relaunched.navigator.restore(snapshot)
            if relaunched.navigator.capture() != snapshot {
                return "restored in a new app, it captures \(relaunched.navigator.capture()), not \(snapshot)"
            }
            if !model.hasBackgroundModals, relaunched.describe() != app.describe() {
                return "restored in a new app:\n\(relaunched.describe())\nnot\n\(app.describe())"
            }
            if !relaunched.journal.diagnostics.isEmpty {
                return "restoring reported \(relaunched.journal.diagnostics)"
            }
            relaunched.end()
            if !relaunched.appCoordinator.retainedCoordinators.isEmpty {
                return "the restored app's coordinators outlived its screens"
            }
            return nil
        } catch {
            return "JSON: \(error)"
        }
    }

    private static func check(_ app: ShopApp, against model: inout TabsReferenceModel) -> String? {
        defer {
            app.journal.runs.removeAll()
            app.journal.diagnostics.removeAll()
            model.expectedRuns.removeAll()
            model.expectedDiagnostics.removeAll()
        }
        if app.journal.runs != model.expectedRuns {
            return "handlers ran \(app.journal.runs), model \(model.expectedRuns)"
        }
        if app.journal.diagnostics.map(\.kind) != model.expectedDiagnostics {
            return "diagnostics \(app.journal.diagnostics.map(\.kind)), model \(model.expectedDiagnostics)"
        }
        if app.navigator.currentPath != model.foreground {
            return "path \(app.navigator.currentPath), model \(model.foreground)"
        }
        let snapshot = app.navigator.capture()
        if snapshot != model.snapshot {
            return "captured \(snapshot), model \(model.snapshot)"
        }
        if app.tabBarRouter.tabs.map(\.route) != model.tabs.map({ AnyHashable($0.route) })
            || app.tabBarRouter.selectedIndex != model.selected
        {
            return
                "tabs \(app.tabBarRouter.tabs.map(\.route)) selected \(String(describing: app.tabBarRouter.selectedIndex)), model \(model.tabs.map(\.route)) selected \(model.selected)"
        }
        let retained = app.appCoordinator.retainedCoordinators.count
        if retained != model.coordinatorCount || app.journal.liveCoordinatorCount != model.coordinatorCount {
            return "\(retained) coordinators retained, \(app.journal.liveCoordinatorCount) alive, model \(model.coordinatorCount)"
        }
        return nil
    }
}

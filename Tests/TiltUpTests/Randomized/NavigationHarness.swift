import TiltUp

#if canImport(UIKit)
import UIKit

/// A screen of a randomized run, known by its number.
final class ModelScreen: UIViewController {
    let id: Int

    init(_ id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
#else
/// A screen of a randomized run, known by its number.
final class ModelScreen {
    let id: Int

    init(_ id: Int) {
        self.id = id
    }
}
#endif

/// A coordinator of a randomized run; it only needs to be retained and released.
@MainActor
final class ModelCoordinator: Coordinator {
    override func start() {}
}

/// Runs operations on real routers and on the reference model side by side, and checks after each one
/// that they agree.
@MainActor
final class NavigationHarness {
    private let model = NavigationReferenceModel()
    private var appCoordinator: AppCoordinator? = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
    private var handlerLog: [Int] = []
    private var diagnostics: [NavigationDiagnostic.Kind] = []

    private var nextID = 1
    private var screens: [Int: WeakScreen] = [:]
    private var coordinators: [Int: WeakCoordinator] = [:]
    private var routers: [Int: WeakRouter] = [:]
    private var modelRouters: [ObjectIdentifier: Int] = [:]

    private struct WeakScreen { weak var screen: ModelScreen? }
    private struct WeakCoordinator { weak var coordinator: ModelCoordinator? }
    private struct WeakRouter { weak var router: Router? }

    /// A statement of what went wrong, with the step that showed it.
    struct Failure: Error, CustomStringConvertible {
        let step: Int
        let message: String
        var description: String { "step \(step): \(message)" }
    }

    init() {
        let root = appCoordinator!.router
        root.diagnosticHandler = { [unowned self] in diagnostics.append($0.kind) }
        routers[0] = WeakRouter(router: root)
    }

    /// Runs `operations`, checking after each; returns the first disagreement, if any.
    static func run(_ operations: [NavigationOperation]) -> Failure? {
        let harness = NavigationHarness()
        for (step, operation) in operations.enumerated() {
            harness.perform(operation)
            if let problem = harness.check() {
                return Failure(step: step, message: "after \(operation): \(problem)")
            }
        }
        // When the app coordinator lets go, everything must go with it.
        harness.appCoordinator = nil
        if let problem = harness.checkEverythingReleased() {
            return Failure(step: operations.count, message: "after the app coordinator was released: \(problem)")
        }
        return nil
    }

    // MARK: Performing

    private func perform(_ operation: NavigationOperation) {
        switch operation {
        case .push(let index, let handler, let coordinator):
            let (router, routerModel) = pick(index)
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: coordinator)
            push(screen, on: router, real: real)
            model.push(screen.id, on: routerModel, actions: expected)
        case .pushExisting(let index, let position):
            let (router, routerModel) = pick(index)
            guard !routerModel.stack.isEmpty else { return }
            let id = routerModel.stack[position % routerModel.stack.count]
            guard let screen = screens[id]?.screen else { return }
            let (real, expected) = actions(handler: true, coordinator: false)
            push(screen, on: router, real: real)
            model.push(id, on: routerModel, actions: expected)
        case .pop(let index):
            let (router, routerModel) = pick(index)
            router.pop(animated: false)
            model.pop(routerModel)
        case .popToRoot(let index):
            let (router, routerModel) = pick(index)
            router.popToRoot(animated: true)
            model.popToRoot(routerModel)
        case .popTo(let index, let position):
            let (router, routerModel) = pick(index)
            guard !routerModel.stack.isEmpty else { return }
            let target = position % routerModel.stack.count
            guard let screen = screens[routerModel.stack[target]]?.screen else { return }
            router.popToViewController(screen, animated: true)
            model.pop(routerModel, above: target)
        case .popToStranger(let index):
            let (router, routerModel) = pick(index)
            router.popToViewController(ModelScreen(-1), animated: true)
            model.report(.screenNotOnStack)
            _ = routerModel
        case .replaceRoot(let index, let handler, let coordinator):
            let (router, routerModel) = pick(index)
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: coordinator)
            model.attach(expected, to: screen.id)
            replaceRoot(with: screen, on: router, real: real)
            model.setStack(routerModel, to: [screen.id])
        case .removeAll(let index):
            let (router, routerModel) = pick(index)
            router.removeAll(animated: true)
            model.setStack(routerModel, to: [])
        case .presentScreen(let index, let handler, let coordinator):
            let (router, routerModel) = pick(index)
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: coordinator)
            present(screen, on: router, real: real)
            model.present(.screen(screen.id), on: routerModel, actions: expected)
        case .presentRouter(let index, let count, let seed, let handler, let coordinator):
            let (router, routerModel) = pick(index)
            let (child, childModel) = makeRouter(screens: count, seed: seed)
            let (real, expected) = actions(handler: handler, coordinator: coordinator)
            present(child, on: router, real: real)
            model.present(.router(childModel), on: routerModel, actions: expected)
        case .presentSelf(let index):
            let (router, _) = pick(index)
            let (real, expected) = actions(handler: true, coordinator: false)
            router.presentModal(router, animated: false, dismissHandler: real.first)
            model.report(.invalidModal)
            model.run(expected)
        case .dismiss(let index):
            let (router, routerModel) = pick(index)
            router.dismissModal(animated: true)
            model.dismiss(routerModel)
        case .backSwipe(let index):
            let (router, routerModel) = pick(index)
            headless(router).simulateBackSwipe()
            model.backSwipe(routerModel)
        case .swipeDown(let index):
            let (router, routerModel) = pick(index)
            headless(router).simulateSwipeDown()
            model.swipeDown(routerModel)
        case .setStack(let index, let keep, let newScreens):
            let (router, routerModel) = pick(index)
            var kept: [ModelScreen] = routerModel.stack.enumerated().compactMap { offset, id in
                keep & (1 << UInt64(offset % 64)) != 0 ? screens[id]?.screen : nil
            }
            kept += (0..<newScreens).map { _ in makeScreen() }
            headless(router).setViewControllers(kept, animated: true)
            model.setStack(routerModel, to: kept.map(\.id))
        }
    }

    /// The real router and its model at `index` of the chain of shown routers.
    private func pick(_ index: Int) -> (Router, NavigationReferenceModel.RouterModel) {
        let chain = model.chain
        let routerModel = chain[index % chain.count]
        return (routers[routerModel.id]!.router!, routerModel)
    }

    private func makeScreen() -> ModelScreen {
        let screen = ModelScreen(nextID)
        nextID += 1
        screens[screen.id] = WeakScreen(screen: screen)
        return screen
    }

    /// A new router, not yet presented, with `count` screens pushed with random handlers and coordinators.
    private func makeRouter(screens count: Int, seed: UInt64) -> (Router, NavigationReferenceModel.RouterModel) {
        let router = Router(navigationController: HeadlessNavigationController())
        router.diagnosticHandler = { [unowned self] in diagnostics.append($0.kind) }
        let routerModel = NavigationReferenceModel.RouterModel(id: nextID)
        nextID += 1
        routers[routerModel.id] = WeakRouter(router: router)
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            let screen = makeScreen()
            let (real, expected) = actions(handler: generator.next() % 2 == 0, coordinator: generator.next() % 2 == 0)
            push(screen, on: router, real: real)
            model.push(screen.id, on: routerModel, actions: expected)
        }
        return (router, routerModel)
    }

    /// A handler that logs its number, and a coordinator to retain, as the real calls take them and as
    /// the model expects them to run.
    private func actions(handler: Bool, coordinator: Bool) -> (real: RealActions, expected: [NavigationReferenceModel.Action]) {
        var real = RealActions()
        var expected: [NavigationReferenceModel.Action] = []
        if handler {
            let id = nextID
            nextID += 1
            real.handler = { [unowned self] in handlerLog.append(id) }
            expected.append(.handler(id))
        }
        if coordinator, let appCoordinator {
            let made = ModelCoordinator(appCoordinator: appCoordinator)
            let id = nextID
            nextID += 1
            coordinators[id] = WeakCoordinator(coordinator: made)
            real.coordinator = made
            expected.append(model.retain(id))
        }
        return (real, expected)
    }

    private struct RealActions {
        var handler: Router.Handler?
        var coordinator: ModelCoordinator?
        var first: Router.Handler? { handler }
    }

    private func push(_ screen: ModelScreen, on router: Router, real: RealActions) {
        if let coordinator = real.coordinator {
            router.push(screen, retaining: coordinator, animated: true, popHandler: real.handler)
        } else {
            router.push(screen, animated: true, popHandler: real.handler)
        }
    }

    private func replaceRoot(with screen: ModelScreen, on router: Router, real: RealActions) {
        if let coordinator = real.coordinator {
            router.replaceRoot(with: screen, retaining: coordinator, animated: true, popHandler: real.handler)
        } else {
            router.replaceRoot(with: screen, animated: true, popHandler: real.handler)
        }
    }

    private func present(_ screen: ModelScreen, on router: Router, real: RealActions) {
        if let coordinator = real.coordinator {
            router.presentModal(screen, retaining: coordinator, animated: true, dismissHandler: real.handler)
        } else {
            router.presentModal(screen, animated: true, dismissHandler: real.handler)
        }
    }

    private func present(_ child: Router, on router: Router, real: RealActions) {
        if let coordinator = real.coordinator {
            router.presentModal(child, retaining: coordinator, animated: true, presentationStyle: .pageSheet, dismissHandler: real.handler)
        } else {
            router.presentModal(child, animated: true, presentationStyle: .pageSheet, dismissHandler: real.handler)
        }
    }

    private func headless(_ router: Router) -> HeadlessNavigationController {
        #if canImport(UIKit)
        router.navigationController as! HeadlessNavigationController
        #else
        router.navigationController
        #endif
    }

    // MARK: Checking

    private func ids(_ screens: [Screen]) -> [Int] {
        screens.map { ($0 as? ModelScreen)?.id ?? -1 }
    }

    /// The first way the real routers disagree with the model, if any.
    private func check() -> String? {
        if handlerLog != model.handlerLog {
            return "handlers ran \(handlerLog), the model expected \(model.handlerLog)"
        }
        if diagnostics != model.diagnostics {
            return "diagnostics were \(diagnostics), the model expected \(model.diagnostics)"
        }
        var router: Router? = routers[0]?.router
        for routerModel in model.chain {
            guard let real = router else { return "router \(routerModel.id) is not presented" }
            guard routers[routerModel.id]?.router === real else { return "router \(routerModel.id) is not the one presented" }
            if ids(real.viewControllers) != routerModel.stack || ids(real.navigationController.viewControllers) != routerModel.stack {
                return "router \(routerModel.id) holds \(ids(real.viewControllers)), the model \(routerModel.stack)"
            }
            let presented = real.navigationController.presentedViewController
            switch routerModel.modal?.content {
            case nil:
                if presented != nil { return "router \(routerModel.id) presents something the model does not" }
            case .screen(let id)?:
                if (presented as? ModelScreen)?.id != id { return "router \(routerModel.id) should present screen \(id)" }
            case .router(let child)?:
                if presented !== routers[child.id]?.router?.navigationController {
                    return "router \(routerModel.id) should present router \(child.id)"
                }
            }
            router = real.presentedRouter
        }
        if router != nil {
            return "a router is presented that the model does not have"
        }
        return checkRetention() ?? checkReleased()
    }

    private func checkRetention() -> String? {
        guard let appCoordinator else { return nil }
        var held = 0
        for (id, weak) in coordinators {
            let count = model.retainCounts[id, default: 0]
            if count > 0 {
                held += 1
                guard let coordinator = weak.coordinator, appCoordinator.containsCoordinator(coordinator) else {
                    return "coordinator \(id) is retained \(count) times in the model but not by the app coordinator"
                }
            } else if weak.coordinator != nil {
                return "coordinator \(id) is still alive, though nothing shows it"
            }
        }
        if appCoordinator.retainedCoordinators.count != held {
            return "the app coordinator holds \(appCoordinator.retainedCoordinators.count) coordinators, the model \(held)"
        }
        return nil
    }

    private func checkReleased() -> String? {
        let live = model.liveScreens
        for (id, weak) in screens where weak.screen != nil && !live.contains(id) {
            return "screen \(id) has left but is still alive"
        }
        let shown = Set(model.chain.map(\.id))
        for (id, weak) in routers where weak.router != nil && !shown.contains(id) {
            return "router \(id) is no longer presented but is still alive"
        }
        return nil
    }

    private func checkEverythingReleased() -> String? {
        if let id = screens.first(where: { $0.value.screen != nil })?.key { return "screen \(id) is still alive" }
        if let id = coordinators.first(where: { $0.value.coordinator != nil })?.key { return "coordinator \(id) is still alive" }
        if let id = routers.first(where: { $0.value.router != nil })?.key { return "router \(id) is still alive" }
        return nil
    }
}

import TiltUp
import TiltUpTestSupport

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

/// The address of a local variable: how deep the call stack is, compared with another such address.
@inline(never)
func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

/// Runs operations on real routers and on the reference model side by side, and checks after each one
/// that they agree.
@MainActor
final class NavigationHarness {
    /// How much deeper than the operation that started it a handler may run. Nesting is up to 300
    /// levels deep: recursion per level goes far past this, work that does not recurse stays far below.
    static let handlerStackLimit: UInt = 160 * 1024

    private let model = NavigationReferenceModel()
    /// The front end the routers drive; on SwiftUI's, its stacks are written to as SwiftUI writes.
    private let frontEnd: TestFrontEnd
    private var appCoordinator: AppCoordinator?
    private var handlerLog: [Int] = []
    private var diagnostics: [NavigationDiagnostic.Kind] = []
    private var eventLogs: [Int: [String]] = [:]
    private var tokens: [Disposable] = []
    private var stackBase: UInt = 0
    private var deepestHandler: UInt = 0

    private var nextID = 1
    private var screens: [Int: WeakScreen] = [:]
    private var coordinators: [Int: WeakCoordinator] = [:]
    private var routers: [Int: WeakRouter] = [:]
    private var routerIDs: [ObjectIdentifier: Int] = [:]
    private var modelRouters: [Int: NavigationReferenceModel.RouterModel] = [:]
    /// Screens and routers kept alive on purpose, in the same order as the model's.
    private var held: [ModelScreen] = []
    private var kept: [Router] = []
    private var states: [(state: Router.NavigationState, router: NavigationReferenceModel.RouterModel, stay: Int?)] = []

    private struct WeakScreen { weak var screen: ModelScreen? }
    private struct WeakCoordinator { weak var coordinator: ModelCoordinator? }
    private struct WeakRouter { weak var router: Router? }

    /// A statement of what went wrong, with the step that showed it.
    struct Failure: Error, CustomStringConvertible {
        let step: Int
        let message: String
        var description: String { "step \(step): \(message)" }
    }

    init(frontEnd: TestFrontEnd = .uiKit) {
        self.frontEnd = frontEnd
        appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let root = appCoordinator!.router
        register(root, model: model.root)
    }

    /// Runs `operations`, checking after each; returns the first disagreement, if any.
    static func run(_ operations: [NavigationOperation], on frontEnd: TestFrontEnd = .uiKit) -> Failure? {
        let harness = NavigationHarness(frontEnd: frontEnd)
        for (step, operation) in operations.enumerated() {
            harness.stackBase = stackAddress()
            harness.perform(operation)
            if let problem = harness.check() {
                return Failure(step: step, message: "after \(operation): \(problem)")
            }
        }
        // When the app coordinator and the harness let go, everything must go with them.
        harness.appCoordinator = nil
        harness.held = []
        harness.kept = []
        harness.model.held = []
        harness.model.kept = []
        harness.tokens = []
        if let problem = harness.checkEverythingReleased() {
            return Failure(step: operations.count, message: "after the app coordinator was released: \(problem)")
        }
        return nil
    }

    // MARK: Performing

    private func perform(_ operation: NavigationOperation) {
        switch operation {
        case .push(let index, let handler, let coordinator, let reaction):
            let (router, routerModel) = pick(index)
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: coordinator, reaction: reaction, owner: (router, routerModel))
            push(screen, on: router, real: real)
            model.push(screen.id, on: routerModel, actions: expected)
        case .pushExisting(let index, let position):
            let (router, routerModel) = pick(index)
            guard !routerModel.stack.isEmpty else { return }
            let id = routerModel.screens[position % routerModel.stack.count]
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
            guard let screen = screens[routerModel.screens[target]]?.screen else { return }
            router.popToViewController(screen, animated: true)
            model.pop(routerModel, above: target)
        case .popToStranger(let index):
            let (router, _) = pick(index)
            router.popToViewController(ModelScreen(-1), animated: true)
            model.report(.screenNotOnStack)
        case .replaceRoot(let index, let handler, let coordinator, let reaction):
            let (router, routerModel) = pick(index)
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: coordinator, reaction: reaction, owner: (router, routerModel))
            replaceRoot(with: screen, on: router, real: real)
            model.replaceRoot(routerModel, with: screen.id, actions: expected)
        case .removeAll(let index):
            let (router, routerModel) = pick(index)
            router.removeAll(animated: true)
            model.removeAll(routerModel)
        case .presentScreen(let index, let handler, let coordinator, let reaction):
            let (router, routerModel) = pick(index)
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: coordinator, reaction: reaction)
            present(screen, on: router, real: real)
            model.present(.screen(screen.id), on: routerModel, actions: expected, isSheet: screen.id.isMultiple(of: 2))
        case .presentRouter(let index, let count, let seed, let handler, let coordinator, let reaction):
            let (router, routerModel) = pick(index)
            let (child, childModel) = makeRouter(screens: count, seed: seed)
            let (real, expected) = actions(handler: handler, coordinator: coordinator, reaction: reaction)
            let popover = seed % 3 == 0
            present(child, on: router, real: real, style: popover ? .popover : .pageSheet)
            model.present(.router(childModel), on: routerModel, actions: expected, isSheet: true, isPopover: popover)
        case .presentSelf(let index):
            let (router, _) = pick(index)
            let (real, expected) = actions(handler: true, coordinator: false)
            router.presentModal(router, animated: false, dismissHandler: real.handler)
            model.report(.invalidModal)
            model.run(expected)
        case .presentInTree(let index, let targetIndex, let asController):
            let (router, routerModel) = pick(index)
            let (target, targetModel) = pick(targetIndex)
            let (real, expected) = actions(handler: true, coordinator: false)
            if asController {
                router.presentModal(target.navigationController, animated: false, dismissHandler: real.handler)
                let refused = model.presentController(of: targetModel, on: routerModel, actions: expected)
                precondition(refused, "every router of the chain is either this one, presented, or up the chain")
            } else {
                router.presentModal(target, animated: false, dismissHandler: real.handler)
                model.present(.router(targetModel), on: routerModel, actions: expected, isSheet: false)
            }
        case .presentNested(let depth):
            guard let (top, topModel) = model.chain.last.map({ (routers[$0.id]!.router!, $0) }), topModel.modal == nil else { return }
            var presenter = (top, topModel)
            for level in 0..<depth {
                let (child, childModel) = makeRouter(screens: 1, seed: UInt64(level))
                let (real, expected) = actions(handler: true, coordinator: level % 3 == 0)
                present(child, on: presenter.0, real: real)
                model.present(.router(childModel), on: presenter.1, actions: expected, isSheet: true)
                presenter = (child, childModel)
            }
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
        case .tapOutside(let index):
            let (router, routerModel) = pick(index)
            headless(router).simulateTapOutside()
            model.tapOutside(routerModel)
        case .sizeClass(let regular):
            headless(routers[0]!.router!).simulateSizeClassChange(to: regular ? .regular : .compact)
            model.changeSizeClass(regular: regular)
        case .setStack(let index, let keep, let order, let newScreens, let addHeld, let duplicate):
            let (router, routerModel) = pick(index)
            var ids = routerModel.screens.enumerated().compactMap { offset, id in keep & (1 << UInt64(offset % 64)) != 0 ? id : nil }
            var generator = SplitMix64(seed: order)
            ids.shuffle(using: &generator)
            let made = (0..<newScreens).map { _ in makeScreen() }
            ids += made.map(\.id)
            if addHeld, let screen = held.last, !model.liveScreens.subtracting(routerModel.screens).contains(screen.id) {
                ids.insert(screen.id, at: Int(generator.next() % UInt64(ids.count + 1)))
            }
            if duplicate, let first = ids.first {
                ids.append(first)
            }
            let list = ids.map { id in screens[id]!.screen! }
            headless(router).setViewControllers(list, animated: true)
            model.setStack(routerModel, to: ids)
            _ = made
        case .observe(let index, let spec, let disposes):
            let (router, routerModel) = pick(index)
            observe(router, routerModel, reaction: spec, disposes: disposes)
        case .hold(let index, let position):
            let (_, routerModel) = pick(index)
            guard !routerModel.stack.isEmpty, let screen = screens[routerModel.screens[position % routerModel.stack.count]]?.screen else {
                return
            }
            hold(screen)
        case .pushHeld(let index, let position, let handler):
            let (router, routerModel) = pick(index)
            guard !held.isEmpty else { return }
            let screen = held[position % held.count]
            guard !model.liveScreens.contains(screen.id) else { return }
            let (real, expected) = actions(handler: handler, coordinator: false)
            push(screen, on: router, real: real)
            model.push(screen.id, on: routerModel, actions: expected)
        case .keep(let index):
            let (router, routerModel) = pick(index)
            guard routerModel !== model.root, !kept.contains(where: { $0 === router }) else { return }
            kept.append(router)
            model.kept.append(routerModel)
            if kept.count > 3 {
                kept.removeFirst()
                model.kept.removeFirst()
            }
        case .presentKept(let index, let keptIndex):
            guard !kept.isEmpty else { return }
            let (router, routerModel) = pick(index)
            let (real, expected) = actions(handler: true, coordinator: false)
            router.presentModal(kept[keptIndex % kept.count], animated: true, dismissHandler: real.handler)
            model.present(.router(model.kept[keptIndex % kept.count]), on: routerModel, actions: expected, isSheet: false)
        case .pushOnKept(let keptIndex, let handler):
            guard !kept.isEmpty else { return }
            let screen = makeScreen()
            let (real, expected) = actions(handler: handler, coordinator: false)
            push(screen, on: kept[keptIndex % kept.count], real: real)
            model.push(screen.id, on: model.kept[keptIndex % kept.count], actions: expected)
        case .popKept(let keptIndex):
            guard !kept.isEmpty else { return }
            kept[keptIndex % kept.count].pop(animated: true)
            model.pop(model.kept[keptIndex % kept.count])
        case .popAndPushBack(let index, let savedTop):
            var (router, routerModel) = pick(index)
            var position = routerModel.stack.count - 1
            if savedTop, let saved = states.last, let savedRouter = routers[saved.router.id]?.router,
                let found = saved.router.stack.firstIndex(where: { $0.id == saved.stay })
            {
                (router, routerModel, position) = (savedRouter, saved.router, found)
            }
            guard position > 0, let screen = screens[routerModel.screens[position]]?.screen,
                let below = screens[routerModel.screens[position - 1]]?.screen
            else { return }
            router.popToViewController(below, animated: true)
            model.pop(routerModel, above: position - 1)
            let (real, expected) = actions(handler: true, coordinator: false)
            push(screen, on: router, real: real)
            model.push(screen.id, on: routerModel, actions: expected)
        case .saveState(let index):
            let (router, routerModel) = pick(index)
            states.append((router.currentNavigationState, routerModel, routerModel.stack.last?.id))
            if states.count > 4 {
                states.removeFirst()
            }
            // Its top screen may leave and come back: a new stay, which the state does not stand for.
            if let top = routerModel.stack.last, let screen = screens[top.screen]?.screen {
                hold(screen)
            }
        case .writePath(let index, let keep, let twice):
            let (router, routerModel) = pick(index)
            guard let stack = router.navigationController as? NavigationStackController else { return }
            let path = Array(stack.path.prefix(keep % (stack.path.count + 1)))
            stack.writePath(path)
            if twice {
                stack.writePath(path)
            }
            if path.count < routerModel.stack.count - 1 {
                model.pop(routerModel, above: path.count)
            }
        case .writeLateOrReordered(let index, let reordered):
            let (router, routerModel) = pick(index)
            guard let stack = router.navigationController as? NavigationStackController else { return }
            if reordered, stack.path.count >= 2 {
                stack.writePath(stack.path.reversed())
                model.report(.unexpectedPathWrite)
            } else if !reordered, let gone = held.last, !(stack.viewControllers.contains { $0 === gone }) {
                stack.writePath(stack.path + [gone])
            }
            _ = routerModel
        case .writeLongerPath(let index):
            let (router, _) = pick(index)
            guard let stack = router.navigationController as? NavigationStackController else { return }
            stack.writePath(stack.path + [ModelScreen(-2)])
        case .writeDismissal(let index, let onDismissFirst, let twice):
            let (router, routerModel) = pick(index)
            guard let stack = router.navigationController as? NavigationStackController, let presented = stack.presentedViewController
            else { return }
            for _ in 0..<(twice ? 2 : 1) {
                if onDismissFirst {
                    stack.sheetDidDismiss(presented)
                    stack.writeDismissal(of: presented)
                } else {
                    stack.writeDismissal(of: presented)
                    stack.sheetDidDismiss(presented)
                }
            }
            model.writeDismissal(routerModel)
        case .popToState(let index, let stateIndex, let sameRouter):
            guard !states.isEmpty else { return }
            let saved = states[stateIndex % states.count]
            var (router, routerModel) = pick(index)
            if sameRouter, let savedRouter = routers[saved.router.id]?.router {
                (router, routerModel) = (savedRouter, saved.router)
            }
            router.popToNavigationState(saved.state, animated: true)
            model.popToState(saved.stay, savedOn: saved.router, on: routerModel)
        }
    }

    /// Keeps `screen` alive, to push it again after it left; the oldest of five held screens is let go.
    private func hold(_ screen: ModelScreen) {
        held.append(screen)
        model.held.append(screen.id)
        if held.count > 4 {
            held.removeFirst()
            model.held.removeFirst()
        }
    }

    /// The real router and its model at `index` of the chain of shown routers.
    private func pick(_ index: Int) -> (Router, NavigationReferenceModel.RouterModel) {
        let chain = model.chain
        let routerModel = chain[index % chain.count]
        return (routers[routerModel.id]!.router!, routerModel)
    }

    /// The real routers shown now, found through the routers themselves, not the model.
    private var realChain: [Router] {
        var chain = [routers[0]!.router!]
        while let next = chain[chain.count - 1].presentedRouter {
            chain.append(next)
        }
        return chain
    }

    private func register(_ router: Router, model routerModel: NavigationReferenceModel.RouterModel) {
        router.diagnosticHandler = { [unowned self] in diagnostics.append($0.kind) }
        routers[routerModel.id] = WeakRouter(router: router)
        routerIDs[ObjectIdentifier(router.navigationController)] = routerModel.id
        modelRouters[routerModel.id] = routerModel
    }

    private func makeScreen(id: Int? = nil) -> ModelScreen {
        let screen = ModelScreen(id ?? nextID)
        if id == nil {
            nextID += 1
        }
        screens[screen.id] = WeakScreen(screen: screen)
        return screen
    }

    private func allocateID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// A new router, not yet presented, with `count` screens pushed with random handlers and coordinators.
    private func makeRouter(screens count: Int, seed: UInt64) -> (Router, NavigationReferenceModel.RouterModel) {
        let router = Router(navigationController: frontEnd.makeModalNavigationController())
        let routerModel = NavigationReferenceModel.RouterModel(id: allocateID())
        register(router, model: routerModel)
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            let screen = makeScreen()
            let (real, expected) = actions(handler: generator.next() % 2 == 0, coordinator: generator.next() % 2 == 0)
            push(screen, on: router, real: real)
            model.push(screen.id, on: routerModel, actions: expected)
        }
        return (router, routerModel)
    }

    /// A handler that logs its number (and then maybe navigates), and a coordinator to retain, as the
    /// real calls take them and as the model expects them to run.
    private func actions(
        handler: Bool,
        coordinator: Bool,
        reaction spec: ReactionSpec? = nil,
        owner: (Router, NavigationReferenceModel.RouterModel)? = nil
    ) -> (real: RealActions, expected: [NavigationReferenceModel.Action]) {
        var real = RealActions()
        var expected: [NavigationReferenceModel.Action] = []
        if handler || spec != nil {
            let id = allocateID()
            let reaction = spec.map { makeReaction($0, owner: owner?.1) }
            let perform = reaction.map { reaction in realReaction(reaction, owner: owner?.0) }
            real.handler = { [unowned self] in
                logHandler(id)
                perform?()
            }
            expected.append(.handler(id, reaction))
        }
        if coordinator, let appCoordinator {
            let made = ModelCoordinator(appCoordinator: appCoordinator)
            let id = allocateID()
            coordinators[id] = WeakCoordinator(coordinator: made)
            real.coordinator = made
            expected.append(model.retain(id))
        }
        return (real, expected)
    }

    private func logHandler(_ id: Int) {
        handlerLog.append(id)
        let address = stackAddress()
        if stackBase > address {
            deepestHandler = max(deepestHandler, stackBase - address)
        }
    }

    private struct RealActions {
        var handler: Router.Handler?
        var coordinator: ModelCoordinator?
    }

    // MARK: Reactions and observers

    private func makeReaction(_ spec: ReactionSpec, owner: NavigationReferenceModel.RouterModel?) -> NavigationReferenceModel.Reaction {
        NavigationReferenceModel.Reaction(spec: spec, screen: allocateID(), handler: allocateID(), owner: owner)
    }

    /// What the reaction does to the real routers, resolved against the real chain when it runs.
    private func realReaction(_ reaction: NavigationReferenceModel.Reaction, owner: Router?) -> @MainActor () -> Void {
        { [unowned self, weak owner] in
            let chain = realChain
            let pick = { (index: Int) in chain[index % chain.count] }
            let handlerID = reaction.handler
            let handler: Router.Handler = { [unowned self] in logHandler(handlerID) }
            switch reaction.spec {
            case .push(let router):
                pick(router).push(makeScreen(id: reaction.screen), animated: true, popHandler: handler)
            case .pushHeld(let router, let index):
                guard !held.isEmpty else { return }
                let screen = held[index % held.count]
                guard !realLiveScreens.contains(screen.id) else { return }
                pick(router).push(screen, animated: true, popHandler: handler)
            case .pop(let router):
                pick(router).pop(animated: true)
            case .popToRoot(let router):
                pick(router).popToRoot(animated: true)
            case .present(let router):
                pick(router).presentModal(makeScreen(id: reaction.screen), animated: true, dismissHandler: handler)
            case .dismiss(let router):
                pick(router).dismissModal(animated: true)
            case .pushOnOwner:
                guard let owner, reaction.owner != nil else { return }
                owner.push(makeScreen(id: reaction.screen), animated: true, popHandler: handler)
            }
        }
    }

    /// The screens shown now by the real routers, and those on the stacks of kept routers.
    private var realLiveScreens: Set<Int> {
        var live: Set<Int> = []
        for router in realChain {
            live.formUnion(ids(router.navigationController.viewControllers))
            if let presented = router.navigationController.presentedViewController as? ModelScreen {
                live.insert(presented.id)
            }
        }
        for router in kept {
            live.formUnion(ids(router.navigationController.viewControllers))
        }
        return live
    }

    private func observe(_ router: Router, _ routerModel: NavigationReferenceModel.RouterModel, reaction spec: ReactionSpec, disposes: Bool)
    {
        typealias ObserverModel = NavigationReferenceModel.ObserverModel
        let reaction = makeReaction(spec, owner: routerModel)
        let recorders = (0..<3).map { _ in allocateID() }
        let lastRecorder = ObserverModel(.recorder(recorders[2]))
        var observers: [ObserverModel] = [ObserverModel(.recorder(recorders[0])), ObserverModel(.navigator(reaction))]
        if disposes {
            observers.append(ObserverModel(.disposer(lastRecorder)))
        }
        observers += [ObserverModel(.recorder(recorders[1])), lastRecorder]

        let navigate = realReaction(reaction, owner: router)
        var lastToken: Disposable?
        var realObservers: [@MainActor (RouterEvent) -> Void] = []
        for observer in observers {
            switch observer.kind {
            case .recorder(let id):
                eventLogs[id] = []
                realObservers.append { [unowned self] in eventLogs[id, default: []].append(describe($0)) }
            case .navigator:
                var hasActed = false
                realObservers.append { _ in
                    guard !hasActed else { return }
                    hasActed = true
                    navigate()
                }
            case .disposer:
                var hasActed = false
                realObservers.append { _ in
                    guard !hasActed else { return }
                    hasActed = true
                    lastToken?.dispose()
                }
            }
        }
        for (observer, realObserver) in zip(observers, realObservers) {
            let token = router.observe(realObserver)
            tokens.append(token)
            lastToken = token
            model.addObserver(observer, to: routerModel)
        }
    }

    private func describe(_ event: RouterEvent) -> String {
        switch event {
        case .topViewControllerChanged(let top): "top:" + (top.map(name) ?? "nil")
        case .modalPresented(let modal): "presented:" + name(modal)
        case .modalDismissed(let modal): "dismissed:" + name(modal)
        }
    }

    private func name(_ screen: Screen) -> String {
        if let screen = screen as? ModelScreen { return "s\(screen.id)" }
        return routerIDs[ObjectIdentifier(screen)].map { "r\($0)" } ?? "?"
    }

    // MARK: Real calls

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

    /// Presents `screen` as a sheet when its number is even, full screen (which cannot be swiped down) when odd.
    private func present(_ screen: ModelScreen, on router: Router, real: RealActions) {
        let style: ModalPresentationStyle = screen.id.isMultiple(of: 2) ? .pageSheet : .fullScreen
        if let coordinator = real.coordinator {
            router.presentModal(screen, retaining: coordinator, animated: true, presentationStyle: style, dismissHandler: real.handler)
        } else {
            router.presentModal(screen, animated: true, presentationStyle: style, dismissHandler: real.handler)
        }
    }

    private func present(_ child: Router, on router: Router, real: RealActions, style: ModalPresentationStyle = .pageSheet) {
        if let coordinator = real.coordinator {
            router.presentModal(child, retaining: coordinator, animated: true, presentationStyle: style, dismissHandler: real.handler)
        } else {
            router.presentModal(child, animated: true, presentationStyle: style, dismissHandler: real.handler)
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
        if deepestHandler > Self.handlerStackLimit {
            return "a handler ran \(deepestHandler) bytes deeper than its operation: something recurses per level"
        }
        for (id, log) in eventLogs where log != model.eventLogs[id] {
            return "observer \(id) heard \(log), the model expected \(model.eventLogs[id] ?? [])"
        }
        var router: Router? = routers[0]?.router
        for routerModel in model.chain {
            guard let real = router else { return "router \(routerModel.id) is not presented" }
            guard routers[routerModel.id]?.router === real else { return "router \(routerModel.id) is not the one presented" }
            if let problem = compareStacks(real, routerModel) { return problem }
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
        for (real, routerModel) in zip(kept, model.kept) {
            if let problem = compareStacks(real, routerModel) { return problem }
        }
        return checkRetention() ?? checkReleased()
    }

    private func compareStacks(_ real: Router, _ routerModel: NavigationReferenceModel.RouterModel) -> String? {
        let routerStack = ids(real.viewControllers)
        let controllerStack = ids(real.navigationController.viewControllers)
        if routerStack != routerModel.screens || controllerStack != routerModel.screens {
            return
                "router \(routerModel.id) holds \(routerStack), its navigation controller \(controllerStack), the model \(routerModel.screens)"
        }
        return nil
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
        let live = model.liveScreens.union(model.held)
        for (id, weak) in screens where weak.screen != nil && !live.contains(id) {
            return "screen \(id) has left but is still alive"
        }
        let shown = Set(model.chain.map(\.id)).union(model.kept.map(\.id))
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

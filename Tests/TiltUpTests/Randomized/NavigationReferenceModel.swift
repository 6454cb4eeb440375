import TiltUp

/// The reference model: the simplest statement of what a tree of routers must do, with no navigation
/// controller, no weak references and no fast paths. The real routers are checked against it.
///
/// The rules it states:
/// - A pop handler belongs to one stay of one screen on one stack: it runs once, when that stay ends,
///   by any path, and never for a later stay of the same screen.
/// - A router's stack and its navigation controller's always agree; a router whose modal goes away
///   ends with an empty stack, every screen on it having left, top first.
/// - A presentation that would make a loop (presenting oneself, a router or controller up the presenting
///   chain, or one already presented) is refused with `invalidModal`; its handlers run once at once.
/// - A modal presented while a pushed screen was on top goes when that screen leaves (its coordinator
///   presented it), before the screens' handlers run: no modal stays whose coordinator has gone.
/// - A dismissal ends every level above it at once, then each level innermost first: its router's
///   modal is reported dismissed, its screens leave, its dismiss handlers run.
/// - Observers hear every event of their router once, in the order the changes happened, and only after
///   the handlers of the change ran; a disposed observer is never called again.
@MainActor
final class NavigationReferenceModel {
    /// What runs when a screen leaves or a modal goes away, in order.
    enum Action {
        case handler(Int, Reaction?)
        case release(coordinator: Int)
    }

    /// What a handler or an observer does when it runs, resolved against the state at that moment.
    struct Reaction {
        let spec: ReactionSpec
        /// The screen a push or presentation makes, and the handler it is given.
        let screen: Int
        let handler: Int
        /// The router whose stack the handler's screen was on, for `pushOnOwner`.
        let owner: RouterModel?
    }

    struct Stay {
        let screen: Int
        let id: Int
    }

    final class ObserverModel {
        enum Kind {
            case recorder(Int)
            case navigator(Reaction)
            case disposer(ObserverModel)
        }

        let kind: Kind
        var isActive = true
        var hasActed = false

        init(_ kind: Kind) {
            self.kind = kind
        }
    }

    final class RouterModel {
        let id: Int
        var stack: [Stay] = []
        var modal: Modal?
        weak var presenter: RouterModel?
        var observers: [ObserverModel] = []
        var lastTop: Int?
        var lastPresented: String?
        var changeDepth = 0
        var pendingEvents: [String] = []
        var isDelivering = false

        init(id: Int) {
            self.id = id
        }

        var screens: [Int] { stack.map(\.screen) }
    }

    struct Modal {
        enum Content {
            case screen(Int)
            case router(RouterModel)
        }

        let content: Content
        let actions: [Action]
        /// Whether it was presented as a sheet, which the user can swipe down; full screen otherwise.
        var isSheet = true
        /// Whether it was presented `.popover`: a popover in regular width, a sheet in compact width.
        var isPopover = false
        /// The stay of the pushed screen on top when it was presented, which it goes with.
        var presentedOverStay: Int?

        var name: String {
            switch content {
            case .screen(let id): "s\(id)"
            case .router(let router): "r\(router.id)"
            }
        }
    }

    let root = RouterModel(id: 0)
    private(set) var handlerLog: [Int] = []
    private(set) var diagnostics: [NavigationDiagnostic.Kind] = []
    private(set) var retainCounts: [Int: Int] = [:]
    private(set) var eventLogs: [Int: [String]] = [:]
    /// Routers the harness keeps alive after they were dismissed, and screens it keeps after they left.
    var kept: [RouterModel] = []
    var held: [Int] = []
    private var stayActions: [Int: [Action]] = [:]
    private var nextStay = 0

    /// The routers shown now: the root, then each presented router in turn.
    var chain: [RouterModel] {
        var routers = [root]
        while case .router(let next)? = routers.last?.modal?.content {
            routers.append(next)
        }
        return routers
    }

    /// Every screen shown now, on a stack or presented, or on the stack of a kept router.
    var liveScreens: Set<Int> {
        var screens: Set<Int> = []
        for router in chain {
            screens.formUnion(router.screens)
            if case .screen(let screen)? = router.modal?.content {
                screens.insert(screen)
            }
        }
        for router in kept {
            screens.formUnion(router.screens)
        }
        return screens
    }

    func report(_ kind: NavigationDiagnostic.Kind) {
        diagnostics.append(kind)
    }

    func retain(_ coordinator: Int) -> Action {
        retainCounts[coordinator, default: 0] += 1
        return .release(coordinator: coordinator)
    }

    func run(_ actions: [Action]) {
        for action in actions {
            switch action {
            case .handler(let id, let reaction):
                handlerLog.append(id)
                reaction.map(perform)
            case .release(let coordinator):
                retainCounts[coordinator, default: 0] -= 1
            }
        }
    }

    // MARK: Stacks

    private func newStay(_ screen: Int) -> Stay {
        nextStay += 1
        return Stay(screen: screen, id: nextStay)
    }

    /// The one way a stack changes: screens still on it keep their stays, new ones begin stays (the
    /// pending actions join the stay of their screen), the top is noted for observers, and the stays
    /// that ended have their actions run, top first; then the events go out.
    private func changeStack(_ router: RouterModel, to screens: [Int], adopting pending: (screen: Int, actions: [Action])? = nil) {
        router.changeDepth += 1
        var previous: [Int: Stay] = [:]
        for stay in router.stack {
            previous[stay.screen] = stay
        }
        let updated = screens.map { previous.removeValue(forKey: $0) ?? newStay($0) }
        let leaving = router.stack.reversed().filter { previous[$0.screen]?.id == $0.id }
        router.stack = updated
        if let pending, let stay = updated.last(where: { $0.screen == pending.screen }) {
            stayActions[stay.id, default: []] += pending.actions
        }
        noteTop(router)
        if let stay = router.modal?.presentedOverStay, leaving.contains(where: { $0.id == stay }) {
            dismissModal(router)
        }
        for stay in leaving {
            run(stayActions.removeValue(forKey: stay.id) ?? [])
        }
        endChange(router)
    }

    func push(_ screen: Int, on router: RouterModel, actions: [Action]) {
        if let stay = router.stack.last(where: { $0.screen == screen }) {
            report(.screenAlreadyOnStack)
            stayActions[stay.id, default: []] += actions
        } else {
            changeStack(router, to: router.screens + [screen], adopting: (screen, actions))
        }
    }

    func replaceRoot(_ router: RouterModel, with screen: Int, actions: [Action]) {
        changeStack(router, to: [screen], adopting: (screen, actions))
    }

    func removeAll(_ router: RouterModel) {
        guard !router.stack.isEmpty else { return }
        changeStack(router, to: [])
    }

    func pop(_ router: RouterModel) {
        guard router.stack.count > 1 else {
            report(router.stack.isEmpty ? .stackIsEmpty : .cannotPopRoot)
            return
        }
        changeStack(router, to: router.screens.dropLast())
    }

    func popToRoot(_ router: RouterModel) {
        guard !router.stack.isEmpty else {
            report(.stackIsEmpty)
            return
        }
        changeStack(router, to: [router.screens[0]])
    }

    func pop(_ router: RouterModel, above index: Int) {
        changeStack(router, to: Array(router.screens.prefix(index + 1)))
    }

    /// The navigation controller's stack is set directly; a screen listed twice keeps its first place.
    func setStack(_ router: RouterModel, to screens: [Int]) {
        var seen: Set<Int> = []
        let unique = screens.filter { seen.insert($0).inserted }
        if unique.count != screens.count {
            report(.duplicateScreens)
        }
        changeStack(router, to: unique)
    }

    func backSwipe(_ router: RouterModel) {
        guard router.modal == nil, router.stack.count > 1 else {
            report(.gestureUnavailable)
            return
        }
        changeStack(router, to: router.screens.dropLast())
    }

    /// A state saved on `origin`, applied to `router`: its top stay, or `nil` for an empty stack. A state
    /// from another router is unavailable, an empty one too.
    func popToState(_ stay: Int?, savedOn origin: RouterModel, on router: RouterModel) {
        guard origin.id == router.id else {
            report(.navigationStateUnavailable)
            return
        }
        guard let stay else {
            removeAll(router)
            return
        }
        guard let index = router.stack.firstIndex(where: { $0.id == stay }) else {
            report(.navigationStateUnavailable)
            return
        }
        pop(router, above: index)
    }

    // MARK: Modals

    /// Whether `router` is among the routers `start` presents, directly or in turn.
    private func presents(_ start: RouterModel, inTurn router: RouterModel) -> Bool {
        var next = start.modal
        while case .router(let presented)? = next?.content {
            if presented === router { return true }
            next = presented.modal
        }
        return false
    }

    /// Presents a new screen or a router on `router`; `controllerOf` presents a router's navigation
    /// controller as a plain screen.
    func present(_ content: Modal.Content, on router: RouterModel, actions: [Action], isSheet: Bool, isPopover: Bool = false) {
        if case .router(let child) = content {
            if child === router || child.presenter != nil || presents(child, inTurn: router) {
                report(.invalidModal)
                run(actions)
                return
            }
        }
        if router.modal != nil {
            report(.modalAlreadyPresented)
            if case .router(let refused) = content {
                tearDown(refused)
            }
            run(actions)
            return
        }
        let modal = Modal(
            content: content, actions: actions, isSheet: isSheet, isPopover: isPopover,
            presentedOverStay: router.stack.count > 1 ? router.stack.last?.id : nil)
        router.modal = modal
        if case .router(let child) = content {
            child.presenter = router
        }
        router.changeDepth += 1
        router.lastPresented = modal.name
        router.pendingEvents.append("presented:\(modal.name)")
        endChange(router)
    }

    /// A router's navigation controller presented as a plain screen: refused where it would make a loop.
    func presentController(of target: RouterModel, on router: RouterModel, actions: [Action]) -> Bool {
        if target === router || target.presenter != nil || presents(target, inTurn: router) {
            report(.invalidModal)
            run(actions)
            return true
        }
        return false
    }

    func dismiss(_ router: RouterModel) {
        if router.modal != nil {
            dismissModal(router)
        } else if let presenter = router.presenter {
            dismiss(presenter)
        } else {
            report(.nothingToDismiss)
        }
    }

    func swipeDown(_ router: RouterModel) {
        guard let modal = router.modal else {
            report(.gestureUnavailable)
            return
        }
        if case .router(let child) = modal.content, child.modal != nil {
            report(.gestureUnavailable)
            return
        }
        if modal.isPopover, isRegular {
            // A popover in regular width: the user taps outside it instead.
            report(.gestureUnavailable)
            return
        }
        if !modal.isSheet {
            // Full screen: iOS has no swipe-down for it.
            report(.gestureUnavailable)
            return
        }
        dismissModal(router)
    }

    /// Whether the window is in regular width; every router of the chain hangs from the root, so has its size class.
    private(set) var isRegular = false

    /// The window's size class changed: nothing is popped or dismissed, and no event is sent.
    func changeSizeClass(regular: Bool) {
        isRegular = regular
    }

    /// The user tapped outside the modal of `router`: only a popover in regular width closes so.
    func tapOutside(_ router: RouterModel) {
        guard let modal = router.modal else {
            report(.gestureUnavailable)
            return
        }
        if case .router(let child) = modal.content, child.modal != nil {
            report(.gestureUnavailable)
            return
        }
        guard modal.isPopover, isRegular else {
            report(.gestureUnavailable)
            return
        }
        dismissModal(router)
    }

    /// SwiftUI wrote the modal of `router` away: whatever its style, with no diagnostic when there is none.
    func writeDismissal(_ router: RouterModel) {
        dismissModal(router)
    }

    /// The modal of `router` goes away, with every level above it.
    private func dismissModal(_ router: RouterModel) {
        guard let modal = router.modal else { return }
        router.changeDepth += 1
        router.modal = nil
        noteModalGone(router)
        finish(modal)
        endChange(router)
    }

    private func noteModalGone(_ router: RouterModel) {
        guard let presented = router.lastPresented else { return }
        router.lastPresented = nil
        router.pendingEvents.append("dismissed:\(presented)")
    }

    /// All levels are unlinked at once; then each ends, innermost first.
    private func finish(_ first: Modal) {
        var levels = [first]
        while case .router(let router) = levels[levels.count - 1].content, let next = router.modal {
            router.modal = nil
            levels.append(next)
        }
        for level in levels.reversed() {
            if case .router(let router) = level.content {
                router.presenter = nil
                router.changeDepth += 1
                noteModalGone(router)
                endChange(router)
                endForGood(router)
            }
            run(level.actions)
        }
    }

    /// A router refused as a modal: whatever it presents goes, then its screens leave.
    private func tearDown(_ router: RouterModel) {
        dismissModal(router)
        endForGood(router)
    }

    /// A router that goes away: its screens leave, and what handlers push or present on it meanwhile leaves
    /// too, round after round, since nothing shows it any more; 16 rounds at most, then it is reported.
    private func endForGood(_ router: RouterModel) {
        for _ in 0..<16 {
            removeAll(router)
            if router.modal != nil {
                dismissModal(router)
            }
            if router.stack.isEmpty, router.modal == nil {
                return
            }
        }
        report(.closeUnfinished)
    }

    // MARK: Observers

    func addObserver(_ observer: ObserverModel, to router: RouterModel) {
        router.observers.append(observer)
        if case .recorder(let id) = observer.kind {
            eventLogs[id] = []
        }
    }

    private func noteTop(_ router: RouterModel) {
        let top = router.stack.last?.screen
        guard top != router.lastTop else { return }
        router.lastTop = top
        router.pendingEvents.append("top:" + (top.map { "s\($0)" } ?? "nil"))
    }

    private func endChange(_ router: RouterModel) {
        router.changeDepth -= 1
        guard router.changeDepth == 0, !router.isDelivering, !router.pendingEvents.isEmpty else { return }
        router.isDelivering = true
        var index = 0
        while index < router.pendingEvents.count {
            let event = router.pendingEvents[index]
            index += 1
            for observer in router.observers where observer.isActive {
                call(observer, with: event)
            }
        }
        router.pendingEvents.removeAll()
        router.isDelivering = false
    }

    private func call(_ observer: ObserverModel, with event: String) {
        switch observer.kind {
        case .recorder(let id):
            eventLogs[id, default: []].append(event)
        case .navigator(let reaction):
            guard !observer.hasActed else { return }
            observer.hasActed = true
            perform(reaction)
        case .disposer(let target):
            guard !observer.hasActed else { return }
            observer.hasActed = true
            target.isActive = false
        }
    }

    // MARK: Reactions

    func perform(_ reaction: Reaction) {
        let chain = chain
        func pick(_ index: Int) -> RouterModel { chain[index % chain.count] }
        let handler = [Action.handler(reaction.handler, nil)]
        switch reaction.spec {
        case .push(let router):
            push(reaction.screen, on: pick(router), actions: handler)
        case .pushHeld(let router, let index):
            guard !held.isEmpty else { return }
            let screen = held[index % held.count]
            guard !liveScreens.contains(screen) else { return }
            push(screen, on: pick(router), actions: handler)
        case .pop(let router):
            pop(pick(router))
        case .popToRoot(let router):
            popToRoot(pick(router))
        case .present(let router):
            present(.screen(reaction.screen), on: pick(router), actions: handler, isSheet: false)
        case .dismiss(let router):
            dismiss(pick(router))
        case .pushOnOwner:
            guard let owner = reaction.owner else { return }
            push(reaction.screen, on: owner, actions: handler)
        }
    }
}

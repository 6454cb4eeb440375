import TiltUpTestSupport
/// What a handler or an observer does when it runs. Router indices are resolved against the chain of
/// shown routers at that moment.
enum ReactionSpec: CustomStringConvertible, Sendable {
    case push(router: Int)
    /// Pushes a screen the harness holds, if it is not shown anywhere.
    case pushHeld(router: Int, index: Int)
    case pop(router: Int)
    case popToRoot(router: Int)
    case present(router: Int)
    case dismiss(router: Int)
    /// Pushes a new screen on the router the handler's screen was pushed on, shown or not.
    case pushOnOwner

    var description: String {
        switch self {
        case .push(let r): ".push(router: \(r))"
        case .pushHeld(let r, let i): ".pushHeld(router: \(r), index: \(i))"
        case .pop(let r): ".pop(router: \(r))"
        case .popToRoot(let r): ".popToRoot(router: \(r))"
        case .present(let r): ".present(router: \(r))"
        case .dismiss(let r): ".dismiss(router: \(r))"
        case .pushOnOwner: ".pushOnOwner"
        }
    }

    static func random(using generator: inout SplitMix64) -> ReactionSpec? {
        let router = Int(generator.next() % 8)
        switch generator.next() % 12 {
        case 0, 1: return .push(router: router)
        case 2, 3: return .pushHeld(router: router, index: Int(generator.next() % 4))
        case 4: return .pop(router: router)
        case 5: return .popToRoot(router: router)
        case 6: return .present(router: router)
        case 7: return .dismiss(router: router)
        case 8: return .pushOnOwner
        default: return nil
        }
    }
}

/// One step of a randomized navigation run. Indices are resolved against the state when the step runs
/// (modulo the number of routers or screens), so any subsequence of steps is still a valid run: that is
/// what lets a failing run be shrunk.
enum NavigationOperation: CustomStringConvertible, Sendable {
    case push(router: Int, handler: Bool, coordinator: Bool, reaction: ReactionSpec?)
    case pushExisting(router: Int, index: Int)
    case pop(router: Int)
    case popToRoot(router: Int)
    case popTo(router: Int, index: Int)
    case popToStranger(router: Int)
    case replaceRoot(router: Int, handler: Bool, coordinator: Bool, reaction: ReactionSpec?)
    case removeAll(router: Int)
    case presentScreen(router: Int, handler: Bool, coordinator: Bool, reaction: ReactionSpec?)
    case presentRouter(router: Int, screens: Int, seed: UInt64, handler: Bool, coordinator: Bool, reaction: ReactionSpec?)
    case presentSelf(router: Int)
    /// Presents a router of the chain, or its navigation controller as a plain screen.
    case presentInTree(router: Int, target: Int, asController: Bool)
    /// Presents `depth` new routers, each on the one before, on top of the chain.
    case presentNested(depth: Int)
    case dismiss(router: Int)
    case backSwipe(router: Int)
    case swipeDown(router: Int)
    /// The user taps outside the modal: a popover in regular width closes.
    case tapOutside(router: Int)
    /// The window's size class changes (a rotation, a resize): a popover up adapts, nothing leaves.
    case sizeClass(regular: Bool)
    /// Sets the navigation controller's stack directly: a subset of the screens in any order, new
    /// screens, maybe a held screen, maybe one screen twice.
    case setStack(router: Int, keep: UInt64, order: UInt64, newScreens: Int, addHeld: Bool, duplicate: Bool)
    /// Observers on a router: a recorder, one that navigates at its first event, maybe one that disposes
    /// of a later recorder at its first event, and two more recorders.
    case observe(router: Int, reaction: ReactionSpec, disposes: Bool)
    /// Keeps a screen of a stack alive after it leaves, to push it again later.
    case hold(router: Int, index: Int)
    case pushHeld(router: Int, index: Int, handler: Bool)
    /// Keeps a presented router alive after it is dismissed, to use it again.
    case keep(router: Int)
    case presentKept(router: Int, kept: Int)
    case pushOnKept(kept: Int, handler: Bool)
    case popKept(kept: Int)
    /// Pops a screen (the top of the last saved state when `savedTop`, else the top) with everything
    /// above it, and pushes the same screen again: a new stay.
    case popAndPushBack(router: Int, savedTop: Bool)
    case saveState(router: Int)
    /// Pops to a saved state, on the router it was saved on when `sameRouter`, else on `router`.
    case popToState(router: Int, state: Int, sameRouter: Bool)
    /// SwiftUI writes the path with the first `keep` screens above the root (the back button, its menu),
    /// maybe twice.
    case writePath(router: Int, keep: Int, twice: Bool)
    /// A path with a screen the Router never showed: changes nothing.
    case writeLongerPath(router: Int)
    /// A late path, with a held screen that has left the stack after it; or the path reordered, refused.
    case writeLateOrReordered(router: Int, reordered: Bool)
    /// SwiftUI sets the sheet's item to `nil` and calls its `onDismiss`, in either order, maybe twice.
    case writeDismissal(router: Int, onDismissFirst: Bool, twice: Bool)

    var description: String {
        switch self {
        case .push(let r, let h, let c, let x):
            "push(router: \(r), handler: \(h), coordinator: \(c), reaction: \(x.map { "\($0)" } ?? "nil"))"
        case .pushExisting(let r, let i): "pushExisting(router: \(r), index: \(i))"
        case .pop(let r): "pop(router: \(r))"
        case .popToRoot(let r): "popToRoot(router: \(r))"
        case .popTo(let r, let i): "popTo(router: \(r), index: \(i))"
        case .popToStranger(let r): "popToStranger(router: \(r))"
        case .replaceRoot(let r, let h, let c, let x):
            "replaceRoot(router: \(r), handler: \(h), coordinator: \(c), reaction: \(x.map { "\($0)" } ?? "nil"))"
        case .removeAll(let r): "removeAll(router: \(r))"
        case .presentScreen(let r, let h, let c, let x):
            "presentScreen(router: \(r), handler: \(h), coordinator: \(c), reaction: \(x.map { "\($0)" } ?? "nil"))"
        case .presentRouter(let r, let n, let s, let h, let c, let x):
            "presentRouter(router: \(r), screens: \(n), seed: \(s), handler: \(h), coordinator: \(c), reaction: \(x.map { "\($0)" } ?? "nil"))"
        case .presentSelf(let r): "presentSelf(router: \(r))"
        case .presentInTree(let r, let t, let c): "presentInTree(router: \(r), target: \(t), asController: \(c))"
        case .presentNested(let d): "presentNested(depth: \(d))"
        case .dismiss(let r): "dismiss(router: \(r))"
        case .backSwipe(let r): "backSwipe(router: \(r))"
        case .swipeDown(let r): "swipeDown(router: \(r))"
        case .tapOutside(let r): "tapOutside(router: \(r))"
        case .sizeClass(let regular): "sizeClass(regular: \(regular))"
        case .setStack(let r, let k, let o, let n, let h, let d):
            "setStack(router: \(r), keep: \(k), order: \(o), newScreens: \(n), addHeld: \(h), duplicate: \(d))"
        case .observe(let r, let x, let d): "observe(router: \(r), reaction: \(x), disposes: \(d))"
        case .hold(let r, let i): "hold(router: \(r), index: \(i))"
        case .pushHeld(let r, let i, let h): "pushHeld(router: \(r), index: \(i), handler: \(h))"
        case .keep(let r): "keep(router: \(r))"
        case .presentKept(let r, let k): "presentKept(router: \(r), kept: \(k))"
        case .pushOnKept(let k, let h): "pushOnKept(kept: \(k), handler: \(h))"
        case .popKept(let k): "popKept(kept: \(k))"
        case .saveState(let r): "saveState(router: \(r))"
        case .popAndPushBack(let r, let t): "popAndPushBack(router: \(r), savedTop: \(t))"
        case .popToState(let r, let s, let o): "popToState(router: \(r), state: \(s), sameRouter: \(o))"
        case .writePath(let r, let k, let t): "writePath(router: \(r), keep: \(k), twice: \(t))"
        case .writeLongerPath(let r): "writeLongerPath(router: \(r))"
        case .writeLateOrReordered(let r, let o): "writeLateOrReordered(router: \(r), reordered: \(o))"
        case .writeDismissal(let r, let o, let t): "writeDismissal(router: \(r), onDismissFirst: \(o), twice: \(t))"
        }
    }

    /// A random operation for routers of SwiftUI's stacks: one of SwiftUI's writes about one time in five,
    /// else any operation of ``random(using:)``.
    static func randomForSwiftUI(using generator: inout SplitMix64) -> NavigationOperation {
        let router = Int(generator.next() % 8)
        switch generator.next() % 40 {
        case 0..<4: return .writePath(router: router, keep: Int(generator.next() % 8), twice: generator.next() % 4 == 0)
        case 4: return .writeLongerPath(router: router)
        case 8: return .writeLateOrReordered(router: router, reordered: generator.next() % 2 == 0)
        case 5..<8: return .writeDismissal(router: router, onDismissFirst: generator.next() % 3 == 0, twice: generator.next() % 4 == 0)
        default: return random(using: &generator)
        }
    }

    /// A random operation, weighted towards the ones that build state up so runs go deep.
    static func random(using generator: inout SplitMix64) -> NavigationOperation {
        let router = Int(generator.next() % 8)
        let handler = generator.next() % 2 == 0
        let coordinator = generator.next() % 2 == 0
        let reaction = generator.next() % 3 == 0 ? ReactionSpec.random(using: &generator) : nil
        switch generator.next() % 212 {
        case 0..<36: return .push(router: router, handler: handler, coordinator: coordinator, reaction: reaction)
        case 36..<42: return .pushExisting(router: router, index: Int(generator.next() % 16))
        case 42..<58: return .pop(router: router)
        case 58..<64: return .popToRoot(router: router)
        case 64..<72: return .popTo(router: router, index: Int(generator.next() % 16))
        case 72..<74: return .popToStranger(router: router)
        case 74..<80: return .replaceRoot(router: router, handler: handler, coordinator: coordinator, reaction: reaction)
        case 80..<83: return .removeAll(router: router)
        case 83..<93: return .presentScreen(router: router, handler: handler, coordinator: coordinator, reaction: reaction)
        case 93..<109:
            return .presentRouter(
                router: router, screens: Int(generator.next() % 4), seed: generator.next(), handler: handler, coordinator: coordinator,
                reaction: reaction)
        case 109..<111: return .presentSelf(router: router)
        case 111..<116: return .presentInTree(router: router, target: Int(generator.next() % 8), asController: generator.next() % 2 == 0)
        case 116..<118: return .presentNested(depth: generator.next() % 4 == 0 ? 300 : Int(2 + generator.next() % 8))
        case 118..<134: return .dismiss(router: router)
        case 134..<146: return .backSwipe(router: router)
        case 146..<156: return .swipeDown(router: router)
        case 156..<164:
            return .setStack(
                router: router, keep: generator.next(), order: generator.next(), newScreens: Int(generator.next() % 3),
                addHeld: generator.next() % 3 == 0, duplicate: generator.next() % 8 == 0)
        case 164..<170:
            return .observe(router: router, reaction: ReactionSpec.random(using: &generator) ?? .push(router: router), disposes: handler)
        case 170..<174: return .hold(router: router, index: Int(generator.next() % 16))
        case 174..<182: return .pushHeld(router: router, index: Int(generator.next() % 4), handler: handler)
        case 182..<185: return .keep(router: router)
        case 185..<189: return .presentKept(router: router, kept: Int(generator.next() % 3))
        case 189..<192: return .pushOnKept(kept: Int(generator.next() % 3), handler: handler)
        case 192..<193: return .popKept(kept: Int(generator.next() % 3))
        case 193..<195: return .saveState(router: router)
        case 195..<197: return .popAndPushBack(router: router, savedTop: coordinator)
        case 197..<200: return .popToState(router: router, state: Int(generator.next() % 4), sameRouter: handler)
        case 200..<206: return .tapOutside(router: router)
        default: return .sizeClass(regular: handler)
        }
    }
}

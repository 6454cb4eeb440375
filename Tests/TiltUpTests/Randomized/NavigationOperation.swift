/// One step of a randomized navigation run. Indices are resolved against the state when the step runs
/// (modulo the number of routers or screens), so any subsequence of steps is still a valid run: that is
/// what lets a failing run be shrunk.
enum NavigationOperation: CustomStringConvertible, Sendable {
    case push(router: Int, handler: Bool, coordinator: Bool)
    case pushExisting(router: Int, index: Int)
    case pop(router: Int)
    case popToRoot(router: Int)
    case popTo(router: Int, index: Int)
    case popToStranger(router: Int)
    case replaceRoot(router: Int, handler: Bool, coordinator: Bool)
    case removeAll(router: Int)
    case presentScreen(router: Int, handler: Bool, coordinator: Bool)
    case presentRouter(router: Int, screens: Int, seed: UInt64, handler: Bool, coordinator: Bool)
    case presentSelf(router: Int)
    case dismiss(router: Int)
    case backSwipe(router: Int)
    case swipeDown(router: Int)
    case setStack(router: Int, keep: UInt64, newScreens: Int)

    var description: String {
        switch self {
        case .push(let r, let h, let c): "push(router: \(r), handler: \(h), coordinator: \(c))"
        case .pushExisting(let r, let i): "pushExisting(router: \(r), index: \(i))"
        case .pop(let r): "pop(router: \(r))"
        case .popToRoot(let r): "popToRoot(router: \(r))"
        case .popTo(let r, let i): "popTo(router: \(r), index: \(i))"
        case .popToStranger(let r): "popToStranger(router: \(r))"
        case .replaceRoot(let r, let h, let c): "replaceRoot(router: \(r), handler: \(h), coordinator: \(c))"
        case .removeAll(let r): "removeAll(router: \(r))"
        case .presentScreen(let r, let h, let c): "presentScreen(router: \(r), handler: \(h), coordinator: \(c))"
        case .presentRouter(let r, let n, let s, let h, let c):
            "presentRouter(router: \(r), screens: \(n), seed: \(s), handler: \(h), coordinator: \(c))"
        case .presentSelf(let r): "presentSelf(router: \(r))"
        case .dismiss(let r): "dismiss(router: \(r))"
        case .backSwipe(let r): "backSwipe(router: \(r))"
        case .swipeDown(let r): "swipeDown(router: \(r))"
        case .setStack(let r, let k, let n): "setStack(router: \(r), keep: \(k), newScreens: \(n))"
        }
    }

    /// A random operation, weighted towards the ones that build state up so runs go deep.
    static func random(using generator: inout SplitMix64) -> NavigationOperation {
        let router = Int(generator.next() % 8)
        let handler = generator.next() % 2 == 0
        let coordinator = generator.next() % 2 == 0
        switch generator.next() % 100 {
        case 0..<22: return .push(router: router, handler: handler, coordinator: coordinator)
        case 22..<25: return .pushExisting(router: router, index: Int(generator.next() % 16))
        case 25..<35: return .pop(router: router)
        case 35..<39: return .popToRoot(router: router)
        case 39..<44: return .popTo(router: router, index: Int(generator.next() % 16))
        case 44..<46: return .popToStranger(router: router)
        case 46..<50: return .replaceRoot(router: router, handler: handler, coordinator: coordinator)
        case 50..<52: return .removeAll(router: router)
        case 52..<58: return .presentScreen(router: router, handler: handler, coordinator: coordinator)
        case 58..<68:
            return .presentRouter(
                router: router, screens: Int(generator.next() % 4), seed: generator.next(), handler: handler, coordinator: coordinator)
        case 68..<70: return .presentSelf(router: router)
        case 70..<80: return .dismiss(router: router)
        case 80..<88: return .backSwipe(router: router)
        case 88..<95: return .swipeDown(router: router)
        default: return .setStack(router: router, keep: generator.next(), newScreens: Int(generator.next() % 3))
        }
    }
}

/// A small, fast, seedable generator, so that a seed reproduces a run exactly.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

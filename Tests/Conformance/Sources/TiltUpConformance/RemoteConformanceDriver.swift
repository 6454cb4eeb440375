import TiltUp

/// A front end whose user's gestures a UI test makes with a finger, a mouse or a key: the conformance host
/// app's driver. The app's steps and the reading back are `base`'s (UIKit's, or SwiftUI's on a simulator or a
/// Mac); at each gesture the app asks its UI test through ``channel`` and waits until the test made it.
///
/// ```swift
/// let driver = RemoteConformanceDriver(UIKitConformanceDriver(hosted: true), on: .iPhone) { gesture, index, _ in
///     ConformanceUIRequest(gestureIndex: index, gesture: gesture)
/// }
/// let run = await driver.run(scenario)  // the channel shows it when the scenario is over
/// ```
@MainActor
public final class RemoteConformanceDriver<Base: ConformanceDriver>: ConformanceDriver {
    /// What the host app's front end does: the Routers' stacks, the app's own gestures, the reading back.
    public let base: Base
    /// Where the app asks for each gesture and shows the run.
    public let channel: ConformanceUIChannel
    private let device: ConformanceDevice
    /// Where on the screen a gesture is made, as the app sees its window now.
    private let locate: @MainActor (ConformanceUIGesture, Int, ConformanceContext) -> ConformanceUIRequest
    private var plan: [ConformanceUIPlan.Item] = []
    /// What the UI test does with the element each gesture touches, as the model says (set by ``run(_:)``).
    private var expectations: [ConformanceUIExpectation] = []
    private var nextGesture = 0

    /// A driver of `base`, whose gestures the UI test makes on `device`, each located by `locate`.
    ///
    /// - Parameters:
    ///   - base: the front end in the app's window.
    ///   - device: where the app runs.
    ///   - channel: where the app meets its UI test.
    ///   - locate: the request for a gesture, the scenario's gesture at an index, in a context.
    public init(
        _ base: Base, on device: ConformanceDevice, channel: ConformanceUIChannel = ConformanceUIChannel(),
        locate: @escaping @MainActor (ConformanceUIGesture, Int, ConformanceContext) -> ConformanceUIRequest
    ) {
        self.base = base
        self.device = device
        self.channel = channel
        self.locate = locate
    }

    /// "UIKit, gestures by the UI test on iPhone".
    public var name: String { "\(base.name), gestures by the UI test on \(device)" }

    /// Whose rules `base` follows.
    public var rules: ConformanceRules { base.rules }

    /// The app coordinator of `base`'s window.
    public var appCoordinator: AppCoordinator { base.appCoordinator }

    /// Plans the scenario's gestures on the device, then gets `base`'s window ready.
    public func prepare(for scenario: ConformanceScenario) -> String? {
        guard scenario.platform == device.platform else { return "it models \(scenario.platform), and this is \(device)" }
        if let reason = ConformanceUIPlan.unreachable(scenario.startingWidth, on: device) { return reason }
        plan = ConformanceUIPlan.items(for: scenario, on: device)
        nextGesture = 0
        return base.prepare(for: scenario)
    }

    /// A modal Router of `base`'s front end.
    public func makeModalRouter() -> Router {
        base.makeModalRouter()
    }

    /// Asks the UI test for the gesture and waits until it is made; lets the app do what is the app's (the
    /// window's width, its closing); returns false for what the UI test cannot make, or did not make in time.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        let index = nextGesture
        nextGesture += 1
        guard plan.indices.contains(index) else { return false }
        switch plan[index] {
        case .byTheApp:
            return await base.perform(gesture, in: context)
        case .madeWithThePrevious:
            return true
        case .notMade:
            return false
        case .physical(let physical):
            var request = locate(physical, index, context)
            request.expectation = expectations.indices.contains(index) ? expectations[index] : .touch
            return await channel.ask(request)
        }
    }

    /// Waits as `base` does.
    public func settle() async {
        await base.settle()
    }

    /// The screens as `base` reads them back.
    public func screens(shown stack: [String]) -> [String] {
        base.screens(shown: stack)
    }

    /// The sheet as `base` reads it.
    public func sheet(presentedBy presenter: Router) -> ConformanceSheet? {
        base.sheet(presentedBy: presenter)
    }

    /// The tab bar as `base` reads it.
    public func tabBar(of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        base.tabBar(of: tabBarRouter)
    }

    /// What `base` could not read back.
    public var notReadBack: [ConformanceReading] { base.notReadBack }

    /// What `base`'s run rests on.
    public var guesses: [String] { base.guesses }

    /// Runs `scenario`, the headless model first (under the same rules) for the elements it says the user finds
    /// no such one of, and shows the run on the channel when it is over.
    public func run(_ scenario: ConformanceScenario) async -> ConformanceRun {
        expectations = await ConformanceUIPlan.expectations(for: scenario, under: base.rules, on: device)
        let run = await ConformanceRunner.run(scenario, on: self)
        channel.finish(run)
        return run
    }
}

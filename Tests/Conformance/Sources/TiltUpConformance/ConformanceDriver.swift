import TiltUp

/// A front end a ``ConformanceScenario`` runs on: it makes the window and the modals' stacks, and does the
/// user's gestures as that front end receives them.
@MainActor
public protocol ConformanceDriver: AnyObject {
    /// The front end's name, in a failure: "headless UIKit rules", "UIKit".
    var name: String { get }
    /// The app coordinator of the window, whose Router's stack holds the screen "root".
    var appCoordinator: AppCoordinator { get }
    /// A new Router for a modal stack, of this front end.
    func makeModalRouter() -> Router
    /// Does the user's `gesture`; `presenter` presents `top`, the stack the user sees, if it is a modal.
    /// Returns false where this front end cannot make the gesture programmatically: the scenario is listed as
    /// not covered there, and stops.
    func perform(_ gesture: ConformanceGesture, top: Router, presenter: Router?) async -> Bool
    /// Waits until no transition is under way (UIKit's animations, SwiftUI's `onDismiss`).
    func settle() async
}

/// What a ``ConformanceScenario`` did on one front end.
public struct ConformanceRun: Sendable {
    /// The handlers that ran, in order.
    public var runs: [String] = []
    /// The screens of the stack on top at the end, bottom first.
    public var screens: [String] = []
    /// The gesture the front end could not make, if any: the scenario stopped there.
    public var uncovered: ConformanceGesture?
    /// The diagnostics the Routers reported, as their kinds.
    public var diagnostics: [NavigationDiagnostic.Kind] = []

    /// A run that has done nothing yet.
    public init() {}

    /// Why this run differs from what `scenario` expects, or `nil` when it does what the model says (or was
    /// not covered).
    public func mismatch(with scenario: ConformanceScenario) -> String? {
        guard uncovered == nil else { return nil }
        var found: [String] = []
        if runs != scenario.expectedRuns {
            found.append("handlers ran \(runs), the model says \(scenario.expectedRuns)")
        }
        if screens != scenario.expectedScreens {
            found.append("the user sees \(screens), the model says \(scenario.expectedScreens)")
        }
        guard !found.isEmpty else { return nil }
        let guess = scenario.guess.map { " (the model's guess: \($0))" } ?? ""
        return "\(scenario.name): " + found.joined(separator: "; ") + guess
    }
}

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
    /// Does the user's `gesture` on what `context` names: the stack the user sees, the one presenting it, the
    /// tab bar or split view in the window. Returns false where this front end cannot make the gesture
    /// programmatically: the scenario is listed as not covered there, and stops.
    func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool
    /// Waits until no transition is under way (UIKit's animations, SwiftUI's `onDismiss`).
    func settle() async
}

/// Where the user's gesture of a ``ConformanceScenario`` lands.
@MainActor
public struct ConformanceContext {
    /// The stack the user sees: a modal's, a tab's, a column's, or the window's.
    public let top: Router
    /// The stack presenting ``top``, if it is a modal.
    public let presenter: Router?
    /// The tab bar in the window, if the scenario put one there.
    public let tabBarRouter: TabBarRouter?
    /// The split view in the window, if the scenario put one there.
    public let splitRouter: SplitRouter?
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
    /// What the window's journal recorded, one line per change: the change and its cause
    /// (``ConformanceRun/journalLine(_:)``), the same on every front end where they agree.
    public var journal: [String] = []

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
        if let expectedJournal = scenario.expectedJournal, journal != expectedJournal {
            found.append("the journal recorded \(journal), the model says \(expectedJournal)")
        }
        guard !found.isEmpty else { return nil }
        let guess = scenario.guess.map { " (the model's guess: \($0))" } ?? ""
        return "\(scenario.name): " + found.joined(separator: "; ") + guess
    }
}

extension ConformanceRun {
    /// A journal entry as the suite compares it: what changed, and who caused it.
    public static func journalLine(_ entry: NavigationJournal<ConformanceRoute>.Entry) -> String {
        "\(entry.change) (\(entry.cause))"
    }

    /// Why this run's journal differs from `other`'s, the same scenario on another front end, or `nil`.
    public func journalMismatch(with other: ConformanceRun, scenario: ConformanceScenario) -> String? {
        guard uncovered == nil, other.uncovered == nil, journal != other.journal else { return nil }
        let guess = scenario.guess.map { " (the model's guess: \($0))" } ?? ""
        return "\(scenario.name): the journal recorded \(journal), the model's recorded \(other.journal)" + guess
    }
}

/// The route of the conformance suite: the scenarios call the Routers directly and show none, but its journal
/// records the changes and their causes all the same.
public enum ConformanceRoute: String, Hashable, Codable, Sendable {
    /// Never shown.
    case none
}

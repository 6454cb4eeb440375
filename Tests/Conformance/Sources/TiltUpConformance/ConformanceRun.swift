import TiltUp

/// What a ``ConformanceScenario`` did on one front end: what a UI test reads back from the app, as JSON.
public struct ConformanceRun: Sendable, Equatable, Codable {
    /// The handlers that ran, in order.
    public var runs: [String] = []
    /// The screens of the stack on top at the end, bottom first.
    public var screens: [String] = []
    /// The gesture the front end could not make, if any: the scenario stopped there.
    public var uncovered: ConformanceGesture?
    /// Why the scenario did not run at all on this front end (another platform's, say), if it did not.
    public var notRun: String?
    /// The diagnostics the Routers reported, as their kinds.
    public var diagnostics: [NavigationDiagnostic.Kind] = []
    /// What the window's journal recorded, one line per change: the change and its cause
    /// (``ConformanceRun/journalLine(_:)``), the same on every front end where they agree.
    public var journal: [String] = []
    /// The sheet on top at the end, if it has detents.
    public var sheet: ConformanceSheet?
    /// The tab bar at the end, if the scenario put one in the window.
    public var tabBar: ConformanceTabBar?
    /// The zoom sources asked for, in order, one line per transition that asked.
    public var sources: [String] = []
    /// What the front end gives no way to read back, which the comparison leaves out rather than compare the
    /// model with itself: SwiftUI's sidebar, a Mac's sheets and tabs, the accessory below iOS 26.
    public var notReadBack: [ConformanceReading] = []
    /// What the run on this front end rests on besides the scenario's guess: a width given by a trait override.
    public var guesses: [String] = []
    /// The indices, among the scenario's gestures, of those the front end refused, saying so (a diagnostic of a
    /// gesture unavailable): on the model, where the user finds no element to touch.
    public var refusedGestures: [Int] = []

    /// A run that has done nothing yet.
    public init() {}

    /// Whether the run went to its end: it ran, and every gesture was made.
    public var isCovered: Bool { uncovered == nil && notRun == nil }

    /// What the comparison of a run with its scenario looks at.
    public enum Comparison: Sendable {
        /// The headless model: everything, the diagnostics and the journal's refusals included.
        case model
        /// UIKit or SwiftUI: where a gesture is refused nothing reaches TiltUp, so no diagnostic and no journal
        /// line says so; the rest is compared.
        case platform
    }

    /// Why this run differs from what `scenario` expects, or `nil` when it does what the model says (or was
    /// not covered).
    ///
    /// - Parameters:
    ///   - scenario: the scenario this run ran.
    ///   - comparison: whose run it is: the model's, compared in full, or a real front end's.
    /// - Returns: what differs, with the scenario's name and guess.
    public func mismatch(with scenario: ConformanceScenario, _ comparison: Comparison = .model) -> String? {
        guard isCovered else { return nil }
        var found: [String] = []
        if runs != scenario.expectedRuns {
            found.append("handlers ran \(runs), the model says \(scenario.expectedRuns)")
        }
        if screens != scenario.expectedScreens {
            found.append("the user sees \(screens), the model says \(scenario.expectedScreens)")
        }
        if let expected = scenario.expectedJournal {
            let (recorded, said) =
                comparison == .model ? (journal, expected) : (Self.changes(of: journal), Self.changes(of: expected))
            if recorded != said {
                found.append("the journal recorded \(recorded), the model says \(said)")
            }
        }
        if comparison == .model, let expected = scenario.expectedDiagnostics, diagnostics != expected {
            found.append("the diagnostics were \(diagnostics.map(\.rawValue)), the model says \(expected.map(\.rawValue))")
        }
        if let expected = scenario.expectedSheet, !notReadBack.contains(.sheet), sheet != expected {
            found.append("the sheet is \(sheet.map { "\($0)" } ?? "not there"), the model says \(expected)")
        }
        if let expected = scenario.expectedTabBar {
            let (read, said) = (tabBar?.leaving(out: notReadBack), expected.leaving(out: notReadBack))
            if read != said {
                found.append("the tab bar is \(read.map { "\($0)" } ?? "not there"), the model says \(said)")
            }
        }
        if let expected = scenario.expectedSources, sources != expected {
            found.append("the zoom asked for the sources \(sources), the model says \(expected)")
        }
        guard !found.isEmpty else { return nil }
        return "\(scenario.name): " + found.joined(separator: "; ") + guessSaid(scenario)
    }

    /// The scenario's guess and this run's, as a failure ends with them.
    func guessSaid(_ scenario: ConformanceScenario) -> String {
        let model = scenario.guess.map { " (the model's guess: \($0))" } ?? ""
        let run = guesses.isEmpty ? "" : " (this run's guess: \(guesses.joined(separator: "; ")))"
        return model + run
    }

    /// Why this run's journal differs from `other`'s, the same scenario on another front end, or `nil`.
    ///
    /// - Parameters:
    ///   - other: the same scenario's run on the model.
    ///   - scenario: the scenario both ran.
    ///   - comparison: `.platform` when this run is UIKit's or SwiftUI's, whose refusals record nothing.
    /// - Returns: what differs, with the scenario's name and guess.
    public func journalMismatch(with other: ConformanceRun, scenario: ConformanceScenario, _ comparison: Comparison = .model)
        -> String?
    {
        guard isCovered, other.isCovered else { return nil }
        let (mine, theirs) =
            comparison == .model ? (journal, other.journal) : (Self.changes(of: journal), Self.changes(of: other.journal))
        guard mine != theirs else { return nil }
        return "\(scenario.name): the journal recorded \(mine), the model's recorded \(theirs)" + guessSaid(scenario)
    }

    /// The lines of `journal` that record a change: a refused call or gesture records "nothing changed".
    public static func changes(of journal: [String]) -> [String] {
        journal.filter { !$0.hasPrefix(refusalPrefix) }
    }

    /// How a journal line of a refusal begins.
    static let refusalPrefix = "nothing changed"
}

extension ConformanceRun {
    /// A journal entry as the suite compares it: what changed, and who caused it.
    public static func journalLine(_ entry: NavigationJournal<ConformanceRoute>.Entry) -> String {
        "\(entry.change) (\(entry.cause))"
    }
}

/// The route of the conformance suite: the scenarios call the Routers directly and show none, but its journal
/// records the changes and their causes all the same.
public enum ConformanceRoute: String, Hashable, Codable, Sendable {
    /// Never shown.
    case none
}

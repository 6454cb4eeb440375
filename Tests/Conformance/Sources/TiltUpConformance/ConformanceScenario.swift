import TiltUp

/// One navigation scenario, run the same way on every front end: the platform and width it runs under, what
/// the app and the user do, and what must follow. The headless front ends run it in `swift test`; UIKit and
/// SwiftUI run it in a window on a simulator or a Mac, with the user's gestures made by a UI test where no
/// API makes them.
public struct ConformanceScenario: Sendable, CustomStringConvertible {
    /// The scenario's name, as a test names it.
    public let name: String
    /// The platform whose user the scenario models: which gestures exist, and how wide the window can be.
    public let platform: NavigationPlatform
    /// The window's width when the scenario starts; `nil` leaves the platform's own (an iPhone's compact, a
    /// Mac's regular).
    public let width: SizeClass?
    /// The front ends' rules the scenario holds under: UIKit's and SwiftUI's unless it says.
    public let rules: [ConformanceRules]
    /// What the app and the user do, in order.
    public let steps: [ConformanceStep]
    /// The handlers the steps run, in order: "pop item", "dismiss settings", "accessory player".
    public let expectedRuns: [String]
    /// What the user sees at the end: the screens of the stack on top, bottom first.
    public let expectedScreens: [String]
    /// What the window's journal records, one line per change (``ConformanceRun/journalLine(_:)``), where the
    /// scenario says; `nil` leaves it to the comparison of the front ends' runs.
    public let expectedJournal: [String]?
    /// The diagnostics the Routers report, where the scenario says: a refusal is the rule there. Compared on
    /// the headless model only: UIKit refuses a gesture by doing nothing, which ``expectedRuns`` and
    /// ``expectedScreens`` hold.
    public let expectedDiagnostics: [NavigationDiagnostic.Kind]?
    /// The sheet on top at the end, where the scenario says: its detents in order, and the one it rests at.
    public let expectedSheet: ConformanceSheet?
    /// The tab bar at the end, where the scenario says: its tabs, the selected one, the hidden ones, the
    /// sidebar and the accessory.
    public let expectedTabBar: ConformanceTabBar?
    /// The zoom sources asked for, in order, where the scenario says (one line per transition that asks).
    public let expectedSources: [String]?
    /// The model's guess this scenario rests on, where no source settles what UIKit or SwiftUI does; `nil`
    /// where Apple documents it. The first run on a Mac confirms or refutes it.
    public let guess: String?
    /// Where the headless model is known to break this scenario's rule today: the issue section whose fix
    /// makes it pass, and the rules it fails under. The tests expect it to fail there until then, and fail once
    /// it passes, so that the mark goes.
    public let knownModelBug: ConformanceKnownBug?

    /// A scenario whose first screen, "root", is on the window's stack before `steps`.
    ///
    /// ```swift
    /// ConformanceScenario(
    ///     "Escape closes a sheet on a Mac", on: .macOS,
    ///     steps: [.present("settings", .pageSheet), .user(.escape)],
    ///     runs: ["pop settings", "dismiss settings"], screens: ["root"])
    /// ```
    ///
    /// - Parameters:
    ///   - name: the scenario's name.
    ///   - platform: the platform it models; iOS by default.
    ///   - width: the window's width at the start; the platform's own by default.
    ///   - rules: the front ends' rules it holds under; both by default.
    ///   - steps: what the app and the user do.
    ///   - expectedRuns: the handlers that run, in order.
    ///   - expectedScreens: the screens of the stack on top at the end.
    ///   - expectedDiagnostics: the diagnostics' kinds, if compared.
    ///   - expectedJournal: the journal's lines, if compared.
    ///   - expectedSheet: the sheet on top at the end, if compared.
    ///   - expectedTabBar: the tab bar at the end, if compared.
    ///   - expectedSources: the zoom sources asked for, if compared.
    ///   - guess: the guess the scenario rests on.
    ///   - knownModelBug: the issue section that fixes the model where it breaks the rule today.
    public init(
        _ name: String, on platform: NavigationPlatform = .iOS, width: SizeClass? = nil,
        rules: [ConformanceRules] = ConformanceRules.allCases, steps: [ConformanceStep], runs expectedRuns: [String],
        screens expectedScreens: [String], diagnostics expectedDiagnostics: [NavigationDiagnostic.Kind]? = nil,
        journal expectedJournal: [String]? = nil, sheet expectedSheet: ConformanceSheet? = nil,
        tabBar expectedTabBar: ConformanceTabBar? = nil, sources expectedSources: [String]? = nil, guess: String? = nil,
        knownModelBug: ConformanceKnownBug? = nil
    ) {
        self.name = name
        self.platform = platform
        self.width = width
        self.rules = rules
        self.steps = steps
        self.expectedRuns = expectedRuns
        self.expectedScreens = expectedScreens
        self.expectedJournal = expectedJournal
        self.expectedDiagnostics = expectedDiagnostics
        self.expectedSheet = expectedSheet
        self.expectedTabBar = expectedTabBar
        self.expectedSources = expectedSources
        self.guess = guess
        self.knownModelBug = knownModelBug
    }

    /// The scenario's name.
    public var description: String { name }

    /// Whether the scenario holds under `rules`.
    public func holds(under rules: ConformanceRules) -> Bool {
        self.rules.contains(rules)
    }

    /// The known model bug that breaks the scenario under `rules`, if any.
    public func knownModelBug(under rules: ConformanceRules) -> ConformanceKnownBug? {
        knownModelBug.flatMap { $0.rules.contains(rules) ? $0 : nil }
    }

    /// The gestures the user makes in the scenario, in order.
    public var gestures: [ConformanceGesture] {
        steps.flatMap(\.flattened).compactMap { step in
            if case .user(let gesture) = step { return gesture }
            return nil
        }
    }
}

/// Whose rules a front end follows: UIKit's controllers, or SwiftUI's own navigation (`RouterView`).
public enum ConformanceRules: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// UIKit's navigation controller's.
    case uiKit
    /// SwiftUI's own navigation's.
    case swiftUI

    /// The rules' name, as a test names its argument.
    public var description: String { rawValue }
}

/// A bug of the headless model that breaks a scenario's rule today, which another change fixes: the issue
/// section that says so, and the rules under which the scenario fails until then.
public struct ConformanceKnownBug: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The issue section, and what it says is wrong: "issue 59 §4: Mac Catalyst runs the zoom's gestures".
    public let issue: String
    /// The rules under which the scenario fails until the fix.
    public let rules: [ConformanceRules]

    /// A bug named by `issue`, breaking the scenario under `rules` (both by default).
    public init(_ issue: String, under rules: [ConformanceRules] = ConformanceRules.allCases) {
        self.issue = issue
        self.rules = rules
    }

    /// A bug named by `issue`, under both rules.
    public init(stringLiteral issue: String) {
        self.init(issue)
    }

    /// The issue section.
    public var description: String { issue }
}

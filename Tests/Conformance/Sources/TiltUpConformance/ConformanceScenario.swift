import TiltUp

/// One navigation scenario, run the same way on every front end: what the app and the user do, and what
/// must follow. The headless front ends run it in `swift test`; UIKit's runs it in a window on a simulator.
public struct ConformanceScenario: Sendable, CustomStringConvertible {
    /// The scenario's name, as a test names it.
    public let name: String
    /// What the app and the user do, in order.
    public let steps: [ConformanceStep]
    /// The handlers the steps run, in order: "pop item", "dismiss settings".
    public let expectedRuns: [String]
    /// What the user sees at the end: the screens of the stack on top, bottom first.
    public let expectedScreens: [String]
    /// What the window's journal records, one line per change (``ConformanceRun/journalLine(_:)``), where the
    /// scenario says; `nil` leaves it to the comparison of the front ends' runs.
    public let expectedJournal: [String]?
    /// The model's guess this scenario rests on, where no source settles what UIKit or SwiftUI does; `nil`
    /// where Apple documents it. The first run on a Mac confirms or refutes it.
    public let guess: String?

    /// A scenario whose first screen, "root", is on the window's stack before `steps`.
    public init(
        _ name: String, steps: [ConformanceStep], runs expectedRuns: [String], screens expectedScreens: [String],
        journal expectedJournal: [String]? = nil, guess: String? = nil
    ) {
        self.name = name
        self.steps = steps
        self.expectedRuns = expectedRuns
        self.expectedScreens = expectedScreens
        self.expectedJournal = expectedJournal
        self.guess = guess
    }

    /// The scenario's name.
    public var description: String { name }
}

/// One thing the app or the user does in a ``ConformanceScenario``.
public enum ConformanceStep: Sendable, Equatable {
    /// The app pushes a screen named so on the stack on top; its pop handler records "pop NAME".
    case push(String)
    /// The app pops the stack on top.
    case pop
    /// The app presents a stack whose root is a screen named so, from the stack on top; its dismiss handler
    /// records "dismiss NAME".
    case present(String, ModalPresentationStyle)
    /// The app presents a sheet with these detents, as ``present(_:_:)`` does.
    case presentSheet(String, [SheetDetent])
    /// The app dismisses the modal on top.
    case dismiss
    /// The app puts a tab bar in place of the window's stack, a tab for each name, each tab's root a screen
    /// named so; the first tab's stack is then the one on top.
    case tabs([String])
    /// The app puts a split view in place of the window's stack: a sidebar and a detail column, each a stack
    /// whose root is a screen named so; the detail's stack is then the one on top.
    case split(sidebar: String, detail: String)
    /// The user does `gesture`.
    case user(ConformanceGesture)
}

/// What the user does in a ``ConformanceScenario``.
public enum ConformanceGesture: Sendable, Equatable {
    /// The back button, or a back swipe the user finishes.
    case back
    /// A back swipe the user begins and cancels: nothing changes.
    case cancelledBackSwipe
    /// A swipe-down of the sheet on top.
    case swipeDown
    /// A tap outside the popover on top.
    case tapOutside
    /// The sheet on top dragged to a detent.
    case dragSheet(to: SheetDetent)
    /// The window's width changes.
    case width(SizeClass)
    /// The window closes: everything on it goes.
    case closeWindow
    /// A tap on the tab at this index; its stack is then the one on top.
    case selectTab(Int)
}

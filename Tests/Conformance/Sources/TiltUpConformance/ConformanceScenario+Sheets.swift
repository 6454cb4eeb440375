import TiltUp

// Sheets at any height (IPadMacAndWindows.md, "Sheets at any height"): every kind of detent, ordered by height,
// smallest first, the sheet resting at the smallest available one; a drag between detents dismisses nothing; a
// detent whose resolver returns nil, or one the sheet lacks, cannot be rested at; the screens behind take the
// user's taps while the sheet rests at or below its largest undimmed detent.
extension ConformanceScenario {
    /// Every kind of detent, their order, a drag to each, and the undimmed sheet.
    public static let sheets: [ConformanceScenario] = detentScenarios + undimmedScenarios

    /// A custom detent a tenth of the sheet's full height.
    static let peek = SheetDetent.custom("peek") { $0.maximumDetentValue * 0.1 }
    /// A custom detent that is unavailable: its resolver returns nil.
    static let unavailable = SheetDetent.custom("unavailable") { _ in nil }

    static let detentScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "a sheet's detents are ordered by height, and it rests at the smallest",
            steps: [.presentSheet("filters", [.large, .medium, .fraction(0.1)])], runs: [], screens: ["filters"],
            diagnostics: [], sheet: .resting(.fraction(0.1), of: [.fraction(0.1), .medium, .large])),
        ConformanceScenario(
            "a detent given twice is one detent",
            steps: [.presentSheet("filters", [.medium, .large, .medium])], runs: [], screens: ["filters"], diagnostics: [],
            sheet: .resting(.medium, of: [.medium, .large])),
        ConformanceScenario(
            "a sheet at a fraction of its height dragged to large and back dismisses nothing",
            steps: [
                .presentSheet("filters", [.fraction(0.25), .large]), .user(.dragSheet(to: .large)),
                .user(.dragSheet(to: .fraction(0.25))),
            ],
            runs: [], screens: ["filters"], diagnostics: [], sheet: .resting(.fraction(0.25), of: [.fraction(0.25), .large])),
        ConformanceScenario(
            "a sheet at a fixed height, below medium, dragged to medium",
            steps: [.presentSheet("filters", [.medium, .height(200)]), .user(.dragSheet(to: .medium))], runs: [],
            screens: ["filters"], diagnostics: [], sheet: .resting(.medium, of: [.height(200), .medium])),
        ConformanceScenario(
            "a sheet at a custom detent dragged to large and back to it",
            steps: [.presentSheet("player", [.large, peek]), .user(.dragSheet(to: .large)), .user(.dragSheet(to: peek))],
            runs: [], screens: ["player"], diagnostics: [], sheet: .resting(peek, of: [peek, .large])),
        ConformanceScenario(
            "a custom detent whose resolver returns nil cannot be rested at, and comes last",
            steps: [.presentSheet("filters", [unavailable, .medium, .large]), .user(.dragSheet(to: unavailable))], runs: [],
            screens: ["filters"], diagnostics: [.gestureUnavailable], sheet: .resting(.medium, of: [.medium, .large, unavailable])),
        ConformanceScenario(
            "a drag to a detent the sheet does not have leaves it where it rests",
            steps: [.presentSheet("filters", [.medium, .large]), .user(.dragSheet(to: .fraction(0.3)))], runs: [],
            screens: ["filters"], diagnostics: [.gestureUnavailable], sheet: .resting(.medium, of: [.medium, .large])),
        ConformanceScenario(
            "a sheet dragged below its smallest detent is swiped down, its handlers once",
            steps: [.presentSheet("filters", [.fraction(0.3), .large]), .user(.dragSheet(to: .large)), .user(.swipeDown)],
            runs: ["pop filters", "dismiss filters"], screens: ["root"], diagnostics: []),
    ]

    /// A sheet a fifth of the window high, undimmed there, over the screen "a".
    static let miniPlayer: [ConformanceStep] = [
        .push("a"), .presentSheet("player", [.fraction(0.2), .large], undimmedUpTo: .fraction(0.2)),
    ]

    static let undimmedScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "the stack behind an undimmed sheet takes the Back button, and the sheet stays",
            steps: miniPlayer + [.pushBehindSheet("b"), .user(.backBehindSheet)], runs: ["pop b"], screens: ["player"],
            diagnostics: [], sheet: .resting(.fraction(0.2), of: [.fraction(0.2), .large])),
        ConformanceScenario(
            "above its largest undimmed detent the sheet covers the stack behind",
            steps: miniPlayer + [.pushBehindSheet("b"), .user(.dragSheet(to: .large)), .user(.backBehindSheet)], runs: [],
            screens: ["player"], diagnostics: [.gestureUnavailable], sheet: .resting(.large, of: [.fraction(0.2), .large])),
        ConformanceScenario(
            "going back past the screen an undimmed sheet was presented over dismisses the sheet first, handlers once",
            steps: miniPlayer + [.user(.backBehindSheet)], runs: ["pop player", "dismiss player", "pop a"], screens: ["root"],
            diagnostics: []),
        ConformanceScenario(
            "a sheet with no undimmed detent covers the stack behind at every detent",
            steps: [.push("a"), .presentSheet("filters", [.medium, .large]), .user(.backBehindSheet)], runs: [],
            screens: ["filters"], diagnostics: [.gestureUnavailable], sheet: .resting(.medium, of: [.medium, .large])),
    ]
}

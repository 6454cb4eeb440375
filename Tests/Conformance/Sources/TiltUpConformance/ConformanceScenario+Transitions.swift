import TiltUp

// Zoom and custom transitions (TabsSidebarsAndTransitions.md, "Transitions"): the screen leaves the way it came,
// the zoom asks for its source on the way in and again on the way out, the user's interactive dismissal is
// begun, then cancelled (nothing changes) or finished (handlers once); a modal presented so is dismissible
// whatever its style. The fluid zoom is an iPhone's and an iPad's: a Mac runs the standard transition.
extension ConformanceScenario {
    /// Zoom and custom transitions, their interactive dismissal begun, cancelled and finished, on each platform.
    public static let transitions: [ConformanceScenario] = zoomScenarios + customTransitionScenarios + macTransitionScenarios

    static let zoomScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "a zoomed push the user begins to dismiss and lets go stays, its source asked on the way in only",
            rules: [.uiKit], steps: [.push("photo", transition: .zoom), .user(.begin(.interactiveDismissal)), .user(.cancel)],
            runs: [], screens: ["root", "photo"], diagnostics: [], sources: ["photo"]),
        ConformanceScenario(
            "a zoomed push the user dismisses interactively leaves once, its source asked again",
            rules: [.uiKit],
            steps: [.push("photo", transition: .zoom), .user(.begin(.interactiveDismissal)), .user(.finish)],
            runs: ["pop photo"], screens: ["root"], diagnostics: [],
            journal: ["pushed ConformanceScreen (the app)", "popped 1 (the user's interactive dismissal of the top screen)"],
            sources: ["photo", "photo"]),
        ConformanceScenario(
            "a zoomed push the user begins to dismiss, lets go, then dismisses, leaves once",
            steps: [
                .push("photo", transition: .zoom), .user(.begin(.interactiveDismissal)), .user(.cancel),
                .user(.interactiveDismissal),
            ],
            runs: ["pop photo"], screens: ["root"], diagnostics: []),
        ConformanceScenario(
            "a zoomed full-screen modal is dismissed interactively whatever its style, its handlers once",
            rules: [.uiKit],
            steps: [
                .present("photo", .fullScreen, transition: .zoom), .user(.begin(.interactiveDismissal)), .user(.cancel),
                .user(.begin(.interactiveDismissal)), .user(.finish),
            ],
            runs: ["pop photo", "dismiss photo"], screens: ["root"], diagnostics: [],
            sources: ["photo", "photo"]),
        ConformanceScenario(
            "a zoomed full-screen modal the user begins to dismiss and lets go stays", rules: [.uiKit],
            steps: [.present("photo", .fullScreen, transition: .zoom), .user(.begin(.interactiveDismissal)), .user(.cancel)],
            runs: [], screens: ["photo"], diagnostics: [], sources: ["photo"]),
        ConformanceScenario(
            "a zoomed full-screen modal can be swiped down on iOS",
            steps: [.present("photo", .fullScreen, transition: .zoom), .user(.swipeDown)],
            runs: ["pop photo", "dismiss photo"], screens: ["root"], diagnostics: [],
            guess: "a zoom presentation gives a full-screen modal the swipe-down (one report)"),
        ConformanceScenario(
            "a screen pushed with the standard transition has no interactive dismissal of its own",
            steps: [.push("a"), .user(.interactiveDismissal)], runs: [], screens: ["root", "a"],
            diagnostics: [.gestureUnavailable],
            journal: ["pushed ConformanceScreen (the app)", "nothing changed (the user's interactive dismissal of the top screen)"]),
        ConformanceScenario(
            "under SwiftUI's rules the zoom asks no source provider: SwiftUI finds the source by its identifier",
            rules: [.swiftUI], steps: [.push("photo", transition: .zoom), .user(.interactiveDismissal)],
            runs: ["pop photo"], screens: ["root"], diagnostics: [], sources: []),
    ]

    static let customTransitionScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "a custom transition's interaction controller: the user lets go, then dismisses, the screen leaves once",
            rules: [.uiKit],
            steps: [
                .push("card", transition: .custom(interactive: true)), .user(.begin(.interactiveDismissal)), .user(.cancel),
                .user(.begin(.interactiveDismissal)), .user(.finish),
            ],
            runs: ["pop card"], screens: ["root"], diagnostics: [], sources: []),
        ConformanceScenario(
            "a custom transition with no interaction controller cannot be dismissed interactively", rules: [.uiKit],
            steps: [.push("card", transition: .custom(interactive: false)), .user(.interactiveDismissal)], runs: [],
            screens: ["root", "card"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a full-screen modal with an interactive custom transition is dismissed interactively, its handlers once",
            rules: [.uiKit],
            steps: [
                .present("card", .fullScreen, transition: .custom(interactive: true)), .user(.begin(.interactiveDismissal)),
                .user(.finish),
            ],
            runs: ["pop card", "dismiss card"], screens: ["root"], diagnostics: [],
            journal: [
                "presented navigation stack .fullScreen (the app)",
                "dismissed navigation stack (the user's interactive dismissal of the modal)",
            ]),
        ConformanceScenario(
            "a full-screen modal with an interactive custom transition the user lets go of stays", rules: [.uiKit],
            steps: [
                .present("card", .fullScreen, transition: .custom(interactive: true)), .user(.begin(.interactiveDismissal)),
                .user(.cancel),
            ],
            runs: [], screens: ["card"], diagnostics: []),
    ]

    static let macTransitionScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "a native Mac runs no zoom: no source asked, no interactive dismissal, and Back pops once", on: .macOS,
            steps: [.push("photo", transition: .zoom), .user(.interactiveDismissal), .user(.back)], runs: ["pop photo"],
            screens: ["root"], diagnostics: [.gestureUnavailable],
            journal: [
                "pushed ConformanceScreen (the app)", "nothing changed (the user's interactive dismissal of the top screen)",
                "popped 1 (the user's back swipe)",
            ],
            sources: []),
        ConformanceScenario(
            "a zoomed full-screen modal on a native Mac is a sheet, which Escape closes, no source asked", on: .macOS,
            steps: [.present("photo", .fullScreen, transition: .zoom), .user(.interactiveDismissal), .user(.escape)],
            runs: ["pop photo", "dismiss photo"], screens: ["root"], diagnostics: [.gestureUnavailable],
            journal: [
                "presented navigation stack .fullScreen (the app)",
                "nothing changed (the user's interactive dismissal of the modal)", "dismissed navigation stack (the user's swipe-down)",
            ],
            sources: []),
        ConformanceScenario(
            "a native Mac runs no custom transition: the user cannot dismiss through it", on: .macOS, rules: [.uiKit],
            steps: [.push("card", transition: .custom(interactive: true)), .user(.begin(.interactiveDismissal)), .user(.finish)],
            runs: [], screens: ["root", "card"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "Mac Catalyst runs no zoom: no source asked, no interactive dismissal", on: .macCatalyst,
            steps: [.push("photo", transition: .zoom), .user(.interactiveDismissal), .user(.back)], runs: ["pop photo"],
            screens: ["root"], diagnostics: [.gestureUnavailable], sources: []),
        ConformanceScenario(
            "a zoomed full-screen modal on Mac Catalyst cannot be dismissed interactively", on: .macCatalyst,
            rules: [.uiKit],
            steps: [.present("photo", .fullScreen, transition: .zoom), .user(.begin(.interactiveDismissal)), .user(.finish)],
            runs: [], screens: ["photo"], diagnostics: [.gestureUnavailable], sources: []),
        ConformanceScenario(
            "a custom transition's interaction controller runs on Mac Catalyst", on: .macCatalyst, rules: [.uiKit],
            steps: [.push("card", transition: .custom(interactive: true)), .user(.begin(.interactiveDismissal)), .user(.finish)],
            runs: ["pop card"], screens: ["root"], diagnostics: [],
            guess: "UIKit's custom animators and interaction controllers run on Mac Catalyst as on an iPad"),
    ]
}

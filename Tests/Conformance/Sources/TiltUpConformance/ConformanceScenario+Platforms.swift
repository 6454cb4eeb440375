import TiltUp

// Each platform's gestures (NavigationPlatform's table, RunningOnAMac.md): the Back button and the back swipe,
// the swipe-down and Escape, the window's width, and a full-screen modal, which a native Mac shows as a sheet.
extension ConformanceScenario {
    /// The gestures of iOS, Mac Catalyst and native macOS, what each refuses, and a Mac's full screen.
    public static let platforms: [ConformanceScenario] = iOSGestures + catalystGestures + macOSGestures

    /// An iPhone's and an iPad's: the swipe-down, no Escape.
    static let iOSGestures: [ConformanceScenario] = [
        ConformanceScenario(
            "Escape closes no sheet on iOS", on: .iOS,
            steps: [.present("settings", .pageSheet), .user(.escape)], runs: [], screens: ["settings"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "Escape closes no popover on an iPad, a tap outside does", on: .iOS, width: .regular,
            steps: [.present("filters", .popover), .user(.escape), .user(.tapOutside)],
            runs: ["pop filters", "dismiss filters"], screens: ["root"], diagnostics: [.gestureUnavailable],
            journal: [
                "presented navigation stack .popover (the app)", "nothing changed (the user's swipe-down)",
                "dismissed navigation stack (the user's tap outside the popover)",
            ]),
        ConformanceScenario(
            "a popover on an iPad cannot be swiped down", on: .iOS, width: .regular,
            steps: [.present("filters", .popover), .user(.swipeDown)], runs: [], screens: ["filters"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a popover on an iPhone is a sheet, which the user swipes down", on: .iOS, width: .compact,
            steps: [.present("filters", .popover), .user(.swipeDown)], runs: ["pop filters", "dismiss filters"],
            screens: ["root"], diagnostics: []),
    ]

    /// Mac Catalyst's: the Back button and a trackpad's swipe, Escape and no swipe-down, full screen kept, a
    /// window regular until made narrow.
    static let catalystGestures: [ConformanceScenario] = [
        ConformanceScenario(
            "a sheet on Mac Catalyst cannot be swiped down", on: .macCatalyst,
            steps: [.present("settings", .pageSheet), .user(.swipeDown)], runs: [], screens: ["settings"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a sheet on Mac Catalyst cannot be swiped down slowly either", on: .macCatalyst,
            steps: [.present("settings", .pageSheet), .user(.begin(.swipeDown)), .user(.finish)], runs: [],
            screens: ["settings"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "Escape closes a sheet on Mac Catalyst, its stack with it, each handler once", on: .macCatalyst,
            steps: [.present("settings", .pageSheet), .push("account"), .user(.escape)],
            runs: ["pop account", "pop settings", "dismiss settings"], screens: ["root"], diagnostics: [],
            journal: [
                "presented navigation stack .pageSheet (the app)", "pushed ConformanceScreen (the app)",
                "dismissed navigation stack (the user's swipe-down)",
            ],
            guess: "a Catalyst sheet closes on Escape unless isModalInPresentation is set (one report)"),
        ConformanceScenario(
            "Escape leaves a full-screen modal up on Mac Catalyst", on: .macCatalyst,
            steps: [.present("cover", .fullScreen), .user(.escape)], runs: [], screens: ["cover"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "the Back button pops on Mac Catalyst", on: .macCatalyst,
            steps: [.push("a"), .push("b"), .user(.back)], runs: ["pop b"], screens: ["root", "a"], diagnostics: []),
        ConformanceScenario(
            "a trackpad's back swipe pops on Mac Catalyst", on: .macCatalyst,
            steps: [.push("a"), .user(.backSwipe)], runs: ["pop a"], screens: ["root"], diagnostics: [],
            guess: "a UIKit app built for the Mac pops with a two-finger trackpad swipe (one report)"),
        ConformanceScenario(
            "Escape closes a popover on Mac Catalyst", on: .macCatalyst,
            steps: [.present("filters", .popover), .user(.escape)], runs: ["pop filters", "dismiss filters"],
            screens: ["root"], diagnostics: []),
        ConformanceScenario(
            "a click outside closes a popover on Mac Catalyst", on: .macCatalyst,
            steps: [.present("filters", .popover), .user(.tapOutside)], runs: ["pop filters", "dismiss filters"],
            screens: ["root"], diagnostics: []),
        ConformanceScenario(
            "Escape leaves up a sheet whose stack sets isModalInPresentation on Mac Catalyst", on: .macCatalyst,
            steps: [.present("form", .pageSheet, refusesDismissal: true), .user(.escape)], runs: [], screens: ["form"],
            diagnostics: [.gestureUnavailable],
            guess: "isModalInPresentation keeps a Catalyst sheet up on Escape, as it does on a swipe-down (one report)"),
        ConformanceScenario(
            "a Mac Catalyst window starts regular: a split view stands side by side, with no Back at the detail's root",
            on: .macCatalyst, steps: [.split(sidebar: "list", detail: "item"), .user(.back)], runs: ["pop root"],
            screens: ["item"], diagnostics: [.gestureUnavailable],
            journal: [
                "replaced 1 by split view (the app)", "showed the sidebar column (the app)", "pushed ConformanceScreen (the app)",
                "showed the detail column (the app)", "pushed ConformanceScreen (the app)",
                "nothing changed (the user's Back in the detail column)",
            ]),
        ConformanceScenario(
            "a Mac Catalyst window made narrow collapses a split view, whose Back clears the detail", on: .macCatalyst,
            steps: [.split(sidebar: "list", detail: "item"), .user(.width(.compact)), .user(.back)],
            runs: ["pop root", "pop item"], screens: ["list"], diagnostics: [],
            guess: "a Catalyst window made narrow reports compact width (no source settles it)"),
    ]

    /// A native Mac's: the toolbar's Back and ⌘[, no swipe at all, Escape, every modal a sheet, always regular.
    static let macOSGestures: [ConformanceScenario] = [
        ConformanceScenario(
            "a native Mac has no back swipe", on: .macOS,
            steps: [.push("a"), .user(.backSwipe)], runs: [], screens: ["root", "a"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "the toolbar's Back or ⌘[ pops on a native Mac, recorded as a back swipe", on: .macOS,
            steps: [.push("a"), .push("b"), .user(.back)], runs: ["pop b"], screens: ["root", "a"], diagnostics: [],
            journal: [
                "pushed ConformanceScreen (the app)", "pushed ConformanceScreen (the app)", "popped 1 (the user's back swipe)",
            ],
            guess: "NavigationStack on a Mac goes back on ⌘[ (no source says it binds it)"),
        ConformanceScenario(
            "a sheet on a native Mac cannot be swiped down", on: .macOS,
            steps: [.present("settings", .pageSheet), .user(.swipeDown)], runs: [], screens: ["settings"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "Escape closes a sheet on a native Mac, recorded as a swipe-down", on: .macOS,
            steps: [.present("settings", .pageSheet), .user(.escape)], runs: ["pop settings", "dismiss settings"],
            screens: ["root"], diagnostics: [],
            journal: ["presented navigation stack .pageSheet (the app)", "dismissed navigation stack (the user's swipe-down)"],
            guess: "Escape is a user dismissal of a sheet on macOS (one report; apps bind .cancelAction)"),
        ConformanceScenario(
            "a full-screen modal is a sheet on a native Mac, which Escape closes", on: .macOS,
            steps: [.present("cover", .fullScreen), .user(.escape)], runs: ["pop cover", "dismiss cover"], screens: ["root"],
            diagnostics: []),
        ConformanceScenario(
            "a full-screen modal on a native Mac cannot be swiped down", on: .macOS,
            steps: [.present("cover", .fullScreen), .user(.swipeDown)], runs: [], screens: ["cover"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "Escape closes only the modal on top on a native Mac", on: .macOS,
            steps: [.present("a", .pageSheet), .present("b", .fullScreen), .user(.escape)], runs: ["pop b", "dismiss b"],
            screens: ["a"], diagnostics: []),
        ConformanceScenario(
            "Escape with nothing presented changes nothing on a native Mac", on: .macOS,
            steps: [.push("a"), .user(.escape)], runs: [], screens: ["root", "a"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a native Mac's window never becomes compact: a popover stays one, and a click outside closes it", on: .macOS,
            steps: [.present("filters", .popover), .user(.width(.compact)), .user(.tapOutside)],
            runs: ["pop filters", "dismiss filters"], screens: ["root"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "Escape closes a popover on a native Mac", on: .macOS,
            steps: [.present("filters", .popover), .user(.escape)], runs: ["pop filters", "dismiss filters"],
            screens: ["root"], diagnostics: []),
        ConformanceScenario(
            "Escape leaves up a sheet with interactive dismissal disabled on a native Mac", on: .macOS,
            steps: [.present("form", .pageSheet, refusesDismissal: true), .user(.escape)], runs: [], screens: ["form"],
            diagnostics: [.gestureUnavailable],
            guess: "interactiveDismissDisabled stops Escape (one report; Apple says it stops every nonprogrammatic dismissal)"),
        ConformanceScenario(
            "a click outside leaves up a popover with interactive dismissal disabled on a native Mac", on: .macOS,
            steps: [.present("filters", .popover, refusesDismissal: true), .user(.tapOutside)], runs: [], screens: ["filters"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a native Mac's tab has no back swipe", on: .macOS,
            steps: [.tabs(["home", "orders"]), .push("detail"), .user(.backSwipe)], runs: ["pop root"],
            screens: ["home", "detail"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a native Mac's split column has no back swipe", on: .macOS,
            steps: [.split(sidebar: "list", detail: "item"), .push("photo"), .user(.backSwipe)], runs: ["pop root"],
            screens: ["item", "photo"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a split view never collapses on a native Mac", on: .macOS,
            steps: [.split(sidebar: "list", detail: "item"), .push("photo"), .user(.width(.compact)), .user(.back)],
            runs: ["pop root", "pop photo"], screens: ["item"], diagnostics: [.gestureUnavailable]),
    ]
}

import TiltUp

extension ConformanceScenario {
    /// Stacks and modals, the splits' Back, closed windows, under iOS's gestures.
    public static let stacks: [ConformanceScenario] = stackScenarios + modalStyleScenarios + onDismissScenarios + splitSidebarScenarios

    static let stackScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "the app pushes and pops", steps: [.push("a"), .push("b"), .pop],
            runs: ["pop b"], screens: ["root", "a"]),
        ConformanceScenario(
            "the back button pops the top screen, its handler once", steps: [.push("a"), .push("b"), .user(.back)],
            runs: ["pop b"], screens: ["root", "a"]),
        ConformanceScenario(
            "a back swipe the user cancels changes nothing", steps: [.push("a"), .user(.begin(.backSwipe)), .user(.cancel)],
            runs: [], screens: ["root", "a"],
            guess: "a cancelled interactive pop is silent: no handler, the screen stays (several reports)"),
        ConformanceScenario(
            "a sheet swiped down takes its stack with it, its handlers once",
            steps: [.present("settings", .pageSheet), .push("account"), .user(.swipeDown)],
            runs: ["pop account", "pop settings", "dismiss settings"], screens: ["root"]),
        ConformanceScenario(
            "a full-screen modal cannot be swiped down", steps: [.present("cover", .fullScreen), .user(.swipeDown)],
            runs: [], screens: ["cover"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "an edge swipe the user finishes pops the top screen, its handler once",
            steps: [.push("a"), .push("b"), .user(.backSwipe)], runs: ["pop b"], screens: ["root", "a"]),
        ConformanceScenario(
            "a sheet the user begins to swipe down and lets go stays",
            steps: [.present("settings", .pageSheet), .user(.begin(.swipeDown)), .user(.cancel)], runs: [], screens: ["settings"]),
        ConformanceScenario(
            "a sheet the user swipes down to the end goes, its handlers once",
            steps: [.present("settings", .pageSheet), .user(.begin(.swipeDown)), .user(.finish)],
            runs: ["pop settings", "dismiss settings"], screens: ["root"]),
        ConformanceScenario(
            "the swipe-down of nested modals dismisses only the one on top",
            steps: [.present("a", .pageSheet), .present("b", .pageSheet), .user(.swipeDown)],
            runs: ["pop b", "dismiss b"], screens: ["a"]),
        ConformanceScenario(
            "the app dismisses the modal over a modal",
            steps: [.present("a", .pageSheet), .present("b", .formSheet), .dismiss],
            runs: ["pop b", "dismiss b"], screens: ["a"]),
        ConformanceScenario(
            "a popover adapts to the width, dismisses nothing, and closes on a tap outside in regular width",
            steps: [
                .user(.width(.regular)), .present("filters", .popover), .user(.width(.compact)), .user(.width(.regular)),
                .user(.tapOutside),
            ],
            runs: ["pop filters", "dismiss filters"], screens: ["root"],
            guess: "a popover up when the width changes adapts into a sheet and back, and is not dismissed (several reports)"),
        ConformanceScenario(
            "a sheet dragged between its detents dismisses nothing",
            steps: [.presentSheet("filters", [.medium, .large]), .user(.dragSheet(to: .large)), .user(.dragSheet(to: .medium))],
            runs: [], screens: ["filters"]),
        ConformanceScenario(
            "a closed window runs every handler once, the modals first",
            steps: [.push("a"), .present("sheet", .pageSheet), .push("b"), .user(.closeWindow)],
            runs: ["pop b", "pop sheet", "dismiss sheet", "pop a", "pop root"], screens: []),
        ConformanceScenario(
            "a tab keeps its stack while another tab is selected",
            steps: [.tabs(["home", "orders"]), .push("detail"), .user(.selectTab(1)), .push("order"), .user(.selectTab(0))],
            runs: ["pop root"], screens: ["home", "detail"]),
        ConformanceScenario(
            "a split view collapses and expands without popping, and Back in compact width pops the detail's top",
            steps: [
                .split(sidebar: "list", detail: "item"), .push("photo"), .user(.width(.regular)), .user(.width(.compact)),
                .user(.back),
            ],
            runs: ["pop root", "pop photo"], screens: ["item"],
            guess: "collapsing puts the detail's stack on the sidebar's, and expanding takes it back (several reports)"),
        ConformanceScenario(
            "Back in compact width past the detail's first screen clears the detail column",
            steps: [.split(sidebar: "list", detail: "item"), .user(.width(.compact)), .user(.back)],
            runs: ["pop root", "pop item"], screens: ["list"],
            guess: "UIKit's collapsed Back past the detail's root shows the sidebar and leaves the detail column empty"),
    ]

    /// Which modal styles the user swipes down or taps outside of, and a modal that refuses both
    /// (`isModalInPresentation`: "prevents the interactive dismissal of the view controller while it is
    /// onscreen", and UIKit "ignores events outside the view controller's bounds").
    static let modalStyleScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "a form sheet is swiped down, its handlers once",
            steps: [.present("settings", .formSheet), .user(.swipeDown)], runs: ["pop settings", "dismiss settings"],
            screens: ["root"], diagnostics: []),
        ConformanceScenario(
            "an automatic modal is a page sheet, which the user swipes down",
            steps: [.present("settings", .automatic), .user(.swipeDown)], runs: ["pop settings", "dismiss settings"],
            screens: ["root"], diagnostics: []),
        ConformanceScenario(
            "an over-full-screen modal cannot be swiped down",
            steps: [.present("cover", .overFullScreen), .user(.swipeDown)], runs: [], screens: ["cover"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a tap outside a sheet on an iPad closes nothing", width: .regular,
            steps: [.present("settings", .formSheet), .user(.tapOutside)], runs: [], screens: ["settings"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a sheet whose stack sets isModalInPresentation cannot be swiped down",
            steps: [.present("form", .pageSheet, refusesDismissal: true), .user(.swipeDown)], runs: [], screens: ["form"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a popover whose stack sets isModalInPresentation stays on a tap outside", width: .regular,
            steps: [.present("filters", .popover, refusesDismissal: true), .user(.tapOutside)], runs: [], screens: ["filters"],
            diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "a back swipe under way when the app presents a modal over the window is cancelled: the screen stays",
            rules: [.uiKit],
            steps: [
                .tabs(["home", "orders"]), .push("detail"), .user(.begin(.backSwipe)), .presentOverWindow("alert", .formSheet),
                .user(.finish),
            ],
            runs: ["pop root"], screens: ["alert"], diagnostics: [.gestureUnavailable],
            guess:
                "a back swipe under way when a modal comes up over its stack is cancelled (UIKit sends the touch to where it began, so the pop might finish under the modal; no source settles it)"
        ),
    ]

    /// SwiftUI takes a sheet away until it calls its `onDismiss`, once its animation is over, and shows one
    /// sheet at a time: a sheet the app presents meanwhile comes up after it.
    static let onDismissScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "under SwiftUI's rules a sheet presented as another goes comes up after that one's onDismiss: a swipe-down before finds none",
            rules: [.swiftUI],
            steps: [.present("a", .pageSheet), .inOneTurn([.dismiss, .present("b", .pageSheet), .user(.swipeDown)])],
            runs: ["pop a", "dismiss a"], screens: ["b"], diagnostics: [.gestureUnavailable])
    ]

    /// A split view's sidebar button: in regular width it hides and shows the sidebar, in compact width there is
    /// none (the columns are one stack).
    static let splitSidebarScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "in compact width a split view has no sidebar button: the columns are one stack", width: .compact,
            steps: [.split(sidebar: "list", detail: "item"), .push("photo"), .user(.toggleSidebar)], runs: ["pop root"],
            screens: ["item", "photo"], diagnostics: [.gestureUnavailable]),
        ConformanceScenario(
            "in regular width the sidebar button hides a split view's sidebar and shows it again, nothing popped",
            width: .regular,
            steps: [.split(sidebar: "list", detail: "item"), .push("photo"), .user(.toggleSidebar), .user(.toggleSidebar)],
            runs: ["pop root"], screens: ["item", "photo"], diagnostics: []),
    ]
}

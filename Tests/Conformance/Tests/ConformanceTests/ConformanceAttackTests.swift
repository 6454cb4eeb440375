import Testing
import TiltUp

@testable import TiltUpConformance

/// Attacks on the conformance suite's tab and split scenarios, its `.selectTab` gesture, its collapsed Back and
/// its journals (CHANGELOG, Unreleased: "tab and split view scenarios … compares each run's journal with the
/// headless model's under the same rules"): handlers run once, never twice or never, in scenarios the suite does
/// not list; the journals of UIKit's and SwiftUI's rules agree where the docs say they do, and differ only where
/// the docs say they do; the containers' coordinators are released when the window closes.
@MainActor
@Suite struct ConformanceAttackTests {
    typealias Rules = HeadlessConformanceDriver.Rules

    /// Invented scenarios on which both rules must do the same, journals included.
    nonisolated static let agreeing: [ConformanceScenario] = [
        ConformanceScenario(
            "selecting the tab already selected changes nothing",
            steps: [.tabs(["home", "orders"]), .user(.selectTab(0))], runs: ["pop root"], screens: ["home"]),
        ConformanceScenario(
            "a tab selected twice in a row, its stack at its root, changes nothing the second time",
            steps: [.tabs(["home", "orders"]), .user(.selectTab(1)), .user(.selectTab(1))], runs: ["pop root"],
            screens: ["orders"]),
        ConformanceScenario(
            "a tap on a tab that does not exist changes nothing",
            steps: [.tabs(["home", "orders"]), .push("detail"), .user(.selectTab(2)), .user(.selectTab(-1))],
            runs: ["pop root"], screens: ["home", "detail"]),
        ConformanceScenario(
            "Back in a collapsed split with a sheet up pops the sheet's top, not the detail's",
            steps: [
                .split(sidebar: "list", detail: "item"), .user(.width(.compact)), .push("photo"),
                .present("sheet", .pageSheet), .push("b"), .user(.back),
            ],
            runs: ["pop root", "pop b"], screens: ["sheet"]),
        ConformanceScenario(
            "Back in a collapsed split at a sheet's root changes nothing under it",
            steps: [
                .split(sidebar: "list", detail: "item"), .user(.width(.compact)), .present("sheet", .pageSheet), .user(.back),
            ],
            runs: ["pop root"], screens: ["sheet"]),
        ConformanceScenario(
            "a sheet swiped down in a collapsed split runs its handlers once and leaves the detail",
            steps: [
                .split(sidebar: "list", detail: "item"), .user(.width(.compact)), .present("sheet", .pageSheet),
                .push("b"), .user(.swipeDown),
            ],
            runs: ["pop root", "pop b", "pop sheet", "dismiss sheet"], screens: ["item"]),
        ConformanceScenario(
            "Back in a split side by side at the detail's root changes nothing",
            steps: [.split(sidebar: "list", detail: "item"), .user(.width(.regular)), .user(.back)],
            runs: ["pop root"], screens: ["item"]),
        ConformanceScenario(
            "a sheet over a tab swiped down runs its handlers once and leaves the tab's stack",
            steps: [.tabs(["home", "orders"]), .push("detail"), .present("sheet", .pageSheet), .push("b"), .user(.swipeDown)],
            runs: ["pop root", "pop b", "pop sheet", "dismiss sheet"], screens: ["home", "detail"]),
        ConformanceScenario(
            "a tap on another tab while a sheet over the tab bar is up changes nothing",
            steps: [.tabs(["home", "orders"]), .present("sheet", .pageSheet), .user(.selectTab(1)), .push("b")],
            runs: ["pop root"], screens: ["sheet", "b"]),
    ]

    // MARK: Handlers once, in invented scenarios

    @Test(arguments: agreeing, Rules.allCases)
    func inventedTabAndSplitScenariosRunEachHandlerOnceAsTheModelSays(_ scenario: ConformanceScenario, _ rules: Rules) async {
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.uncovered == nil)
        #expect(run.mismatch(with: scenario) == nil, "\(run.journal)")
    }

    @Test(arguments: agreeing)
    func inventedTabAndSplitScenariosRecordTheSameJournalUnderUIKitsAndSwiftUIsRules(_ scenario: ConformanceScenario) async {
        let uiKit = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        let swiftUI = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.swiftUI))
        #expect(swiftUI.journalMismatch(with: uiKit, scenario: scenario) == nil)
    }

    @Test(arguments: Rules.allCases)
    func aTapOnATabThatDoesNotExistRunsNoHandlerAndCrashesNothing(_ rules: Rules) async {
        let scenario = ConformanceScenario(
            "out of range", steps: [.tabs(["home", "orders"]), .user(.selectTab(7))], runs: ["pop root"], screens: ["home"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.mismatch(with: scenario) == nil)
        #expect(run.diagnostics == [.gestureUnavailable], "the tap is refused, and said so")
    }

    /// RecordingNavigation.md: "on UIKit, a tap on the selected tab pops its stack to the root: those pops are the
    /// tap's; SwiftUI's `TabView` pops nothing, and such a tap records nothing".
    @Test func aSelectedTabTappedAgainPopsToItsRootUnderUIKitsRulesOnlyAndTheJournalsSaySo() async {
        let steps: [ConformanceStep] = [.tabs(["home", "orders"]), .user(.selectTab(1)), .push("order"), .user(.selectTab(1))]
        let scenario = ConformanceScenario("re-tap", steps: steps, runs: [], screens: [])
        let uiKit = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        let swiftUI = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.swiftUI))

        #expect(uiKit.runs == ["pop root", "pop order"])
        #expect(uiKit.screens == ["orders"])
        #expect(swiftUI.runs == ["pop root"])
        #expect(swiftUI.screens == ["orders", "order"])
        #expect(uiKit.journal.last == "popped 1 (the user's tap on tab 1)", "\(uiKit.journal)")
        #expect(swiftUI.journal.count == uiKit.journal.count - 1, "the re-tap records nothing: \(swiftUI.journal)")
        #expect(swiftUI.journalMismatch(with: uiKit, scenario: scenario) != nil, "a documented difference is still found")
    }

    // MARK: Back past the detail

    @Test(arguments: Rules.allCases)
    func backAfterTheDetailWasClearedRunsNoHandlerAndLeavesTheSidebar(_ rules: Rules) async {
        let scenario = ConformanceScenario(
            "Back twice in compact width",
            steps: [.split(sidebar: "list", detail: "item"), .user(.width(.compact)), .user(.back), .user(.back)],
            runs: ["pop root", "pop item"], screens: ["list"])
        let driver = HeadlessConformanceDriver(rules)
        let run = await ConformanceRunner.run(scenario, on: driver)
        #expect(run.mismatch(with: scenario) == nil)
        #expect(!run.runs.contains("pop list"), "the sidebar's root never leaves by Back")
    }

    /// ConformanceScenario.expectedScreens: "What the user sees at the end". After the collapsed Back clears the
    /// detail, the user sees the sidebar.
    /// (It read the screens of the detail's stack, empty then, and the suite's own scenario said `screens: []`.)
    @Test(arguments: Rules.allCases)
    func theScreensARunReportsAfterTheDetailIsClearedAreTheSidebarTheUserSees(_ rules: Rules) async {
        let scenario = ConformanceScenario(
            "cleared", steps: [.split(sidebar: "list", detail: "item"), .user(.width(.compact)), .user(.back)],
            runs: ["pop root", "pop item"], screens: ["list"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.screens == ["list"], "the user sees the sidebar, not the empty detail")
    }

    // MARK: Closing the window

    nonisolated static let closing: [ConformanceScenario] = [
        ConformanceScenario(
            "a closed window after a split runs every handler once",
            steps: [.split(sidebar: "list", detail: "item"), .push("photo"), .user(.closeWindow)],
            runs: ["pop root", "pop photo", "pop item", "pop list"], screens: []),
        ConformanceScenario(
            "a closed window after a collapsed split with a sheet runs every handler once",
            steps: [
                .split(sidebar: "list", detail: "item"), .user(.width(.compact)), .push("photo"),
                .present("sheet", .pageSheet), .push("b"), .user(.closeWindow),
            ],
            runs: ["pop root", "pop b", "pop sheet", "dismiss sheet", "pop photo", "pop item", "pop list"], screens: []),
        ConformanceScenario(
            "a closed window after tabs runs every handler once",
            steps: [
                .tabs(["home", "orders"]), .push("detail"), .user(.selectTab(1)), .push("order"),
                .present("sheet", .pageSheet), .user(.closeWindow),
            ],
            runs: ["pop root", "pop sheet", "dismiss sheet", "pop order", "pop orders", "pop detail", "pop home"], screens: []),
    ]

    @Test(arguments: closing, Rules.allCases)
    func closingTheWindowAfterASplitOrTabsScenarioRunsEveryHandlerExactlyOnce(_ scenario: ConformanceScenario, _ rules: Rules) async {
        let driver = HeadlessConformanceDriver(rules)
        let run = await ConformanceRunner.run(scenario, on: driver)
        #expect(run.runs.sorted() == scenario.expectedRuns.sorted(), "each once, in whatever order: \(run.runs)")
        #expect(Set(run.runs).count == run.runs.count, "none twice: \(run.runs)")
        #expect(run.screens.isEmpty)
        #expect(driver.appCoordinator.retainedCoordinators.isEmpty)
    }

    /// AppCoordinator.close(): "Every modal is dismissed, innermost first"; TabBarRouter: a tab that ends has "the
    /// modals they present … dismissed, every screen on their stacks … pop handler run, top first". The order holds
    /// within a tab, not across tabs: another tab's stack may end before the selected tab's sheet.
    @Test(arguments: Rules.allCases)
    func closingTheWindowDismissesATabsSheetBeforeThatTabsOwnScreensLeave(_ rules: Rules) async throws {
        let scenario = try #require(Self.closing.last)
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        let dismissed = try #require(run.runs.firstIndex(of: "dismiss sheet"))
        let sheetsTab = ["pop order", "pop orders"].compactMap { run.runs.firstIndex(of: $0) }
        #expect(sheetsTab.count == 2)
        #expect(sheetsTab.allSatisfy { $0 > dismissed }, "\(run.runs)")
        #expect(try #require(run.runs.firstIndex(of: "pop sheet")) < dismissed, "the sheet's screen, then its dismissal")
        #expect(try #require(run.runs.firstIndex(of: "pop order")) < run.runs.firstIndex(of: "pop orders")!, "top first")
    }

    // MARK: Leaks

    @Test(arguments: Rules.allCases)
    func theTabsCoordinatorAndItsTabsAreReleasedWhenTheWindowCloses(_ rules: Rules) async {
        let driver = HeadlessConformanceDriver(rules)
        weak var weakTabs: ConformanceTabs?
        var weakTabCoordinators: [Weak] = []
        do {
            let tabs = ConformanceTabs(appCoordinator: driver.appCoordinator, names: ["home", "orders"], popHandler: { _ in {} })
            driver.appCoordinator.start(coordinator: tabs)
            tabs.tabRouters[0].push(ConformanceScreen("detail"), animated: false)
            tabs.tabBarRouter.selectTab(at: 1)
            weakTabs = tabs
            weakTabCoordinators = tabs.tabBarRouter.tabs.map { Weak($0.coordinator) }
        }
        #expect(weakTabs != nil, "retained while shown")
        driver.appCoordinator.close()
        #expect(weakTabs == nil, "the tab bar's coordinator leaked")
        #expect(weakTabCoordinators.allSatisfy { $0.object == nil }, "a tab's coordinator leaked")
    }

    @Test(arguments: Rules.allCases)
    func theSplitCoordinatorAndItsColumnsAreReleasedWhenTheWindowCloses(_ rules: Rules) async {
        let driver = HeadlessConformanceDriver(rules)
        weak var weakSplit: ConformanceSplit?
        var weakColumns: [Weak] = []
        do {
            let split = ConformanceSplit(appCoordinator: driver.appCoordinator, sidebar: "list", detail: "item", popHandler: { _ in {} })
            driver.appCoordinator.start(coordinator: split)
            split.columnRouters[1].push(ConformanceScreen("photo"), animated: false)
            weakSplit = split
            weakColumns = split.splitRouter.columns.map { Weak($0.coordinator) }
        }
        #expect(weakSplit != nil, "retained while shown")
        driver.appCoordinator.close()
        #expect(weakSplit == nil, "the split view's coordinator leaked")
        #expect(weakColumns.count == 2)
        #expect(weakColumns.allSatisfy { $0.object == nil }, "a column's coordinator leaked")
    }

    @Test(arguments: closing, Rules.allCases)
    func aScenarioRunLeavesNoCoordinatorOfItsContainersAliveAfterTheWindowCloses(_ scenario: ConformanceScenario, _ rules: Rules) async {
        weak var weakDriver: HeadlessConformanceDriver?
        do {
            let driver = HeadlessConformanceDriver(rules)
            weakDriver = driver
            _ = await ConformanceRunner.run(scenario, on: driver)
        }
        #expect(weakDriver == nil, "the run's driver, window and coordinators are released")
    }
}

/// A weak reference to a coordinator, to see it released.
@MainActor
final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

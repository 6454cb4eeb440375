import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

// The Recording and replaying navigation article: its code, compiled and run, and its two diagrams, made
// by the test below and compared with the article's, so that the pictures never go stale.

// docs-twin: Sources/TiltUp/TiltUp.docc/RecordingNavigation.md
@MainActor
final class BugReporter {
    let journal: NavigationJournal<ExampleRoute>

    init(navigator: RouteNavigator<ExampleRoute>) {
        journal = NavigationJournal(navigator: navigator, capacity: 500)
        journal.redact = { route in
            if case .order = route { return .order(0) }  // order numbers stay on the phone
            return route
        }
    }

    func attachment() throws -> Data {
        try journal.jsonData()
    }
}
// docs-twin-end

@MainActor
@Suite struct RecordingNavigationArticle {
    /// The example signed in on a test app coordinator, as the article's tests start it.
    private static func signedIn() -> (TestAppCoordinator, RouteNavigator<ExampleRoute>) {
        let appCoordinator = TestAppCoordinator()
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService())
        signUp.signedUp(as: "Lisa")
        return (appCoordinator, navigator)
    }

    @Test func aBugReportsJournalReplaysOnTheHeadlessApp() throws {
        let (recordedApp, recordedNavigator) = Self.signedIn()
        let reporter = BugReporter(navigator: recordedNavigator)
        reporter.journal.redact = { $0 }
        recordedNavigator.open([.orders, .order(2)], from: .url)
        recordedApp.simulateBackSwipe()
        let bugReport = try reporter.attachment()

        // docs-twin: Sources/TiltUp/TiltUp.docc/RecordingNavigation.md
        let recording = try NavigationJournal<ExampleRoute>.read(jsonData: bugReport)
        let (appCoordinator, navigator) = Self.signedIn()
        let replay = appCoordinator.replay(recording, navigator: navigator)
        #expect(replay.divergence == nil)
        // docs-twin-end
        #expect(replay.matchedCount == recording.entries.count)
        #expect(recording.skipped.isEmpty)
    }

    @Test func signingUpIsDoneAgainByRedoAndTheLinksAfterItOpenAsRecorded() throws {
        let recordedApp = TestAppCoordinator()
        let recordedNavigator = RouteNavigator<ExampleRoute>(appCoordinator: recordedApp)
        let recordedSignUp = ExampleLaunch.startSignUp(on: recordedApp, factory: StubScreenFactory(), service: FakeOrderService())
        let journal = NavigationJournal(navigator: recordedNavigator)
        recordedSignUp.signedUp(as: "Lisa")
        recordedNavigator.open([.orders, .order(2)], from: .url)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        // docs-twin: Sources/TiltUp/TiltUp.docc/RecordingNavigation.md
        let appCoordinator = TestAppCoordinator()
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService())

        let replay = appCoordinator.replay(
            recording, navigator: navigator,
            redo: { action in
                // The user signed up: done again with a test account, so the links after it open as recorded.
                guard action.contains(where: { $0.call == "replaceRoot" }) else { return false }
                signUp.signedUp(as: "Test")
                return true
            })
        #expect(replay.standIns.isEmpty)
        // docs-twin-end
        #expect(replay.divergence == nil)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(navigator.currentPath == [.orders, .order(2)])
    }

    @Test func aJournalMadeBeforeTheLaunchReplaysOnAnAppWhoseRedoLaunches() throws {
        let recordedApp = TestAppCoordinator()
        let recordedNavigator = RouteNavigator<ExampleRoute>(appCoordinator: recordedApp)
        let journal = NavigationJournal(navigator: recordedNavigator)
        let recordedSignUp = ExampleLaunch.startSignUp(on: recordedApp, factory: StubScreenFactory(), service: FakeOrderService())
        recordedSignUp.signedUp(as: "Lisa")
        recordedNavigator.open([.orders, .order(2)], from: .url)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        // docs-twin: Sources/TiltUp/TiltUp.docc/RecordingNavigation.md
        let appCoordinator = TestAppCoordinator()
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        var signUp: SignUpCoordinator?

        let replay = appCoordinator.replay(
            recording, navigator: navigator,
            redo: { action in
                if action.first?.number == 1 {
                    // The launch: the journal's first entries.
                    signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService())
                    return true
                }
                guard action.contains(where: { $0.call == "replaceRoot" }) else { return false }
                signUp?.signedUp(as: "Test")
                return true
            })
        #expect(replay.divergence == nil)
        // docs-twin-end
        #expect(replay.standIns.isEmpty)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(navigator.currentPath == [.orders, .order(2)])
    }

    @Test func redactedRoutesAreNotWritten() throws {
        let (appCoordinator, navigator) = Self.signedIn()
        let reporter = BugReporter(navigator: navigator)
        navigator.open([.orders, .order(2)], from: .url)
        #expect(appCoordinator.retainedCoordinators.count > 1)
        let json = String(decoding: try reporter.attachment(), as: UTF8.self)
        #expect(reporter.journal.entries.last?.path == [.orders, .order(0)])
        #expect(!json.contains(#""_0":2"#))
    }

    @Test func theArticlesDiagramsAreWhatTheTestsMake() throws {
        let (appCoordinator, navigator) = Self.signedIn()
        let journal = NavigationJournal(navigator: navigator)
        navigator.open([.home, .plan], from: .url)
        appCoordinator.simulateSwipeDown()
        navigator.open([.orders, .order(2)], from: .notification)
        appCoordinator.simulateBackSwipe()
        appCoordinator.tabBarController?.simulateTabSelection(at: 0)
        navigator.open([.orders, .order(2)], from: .notification)

        let article = try String(contentsOf: Self.articleURL, encoding: .utf8)
        let diagrams = Self.mermaidBlocks(of: article)
        #expect(diagrams.count == 2)
        #expect(
            diagrams.first == navigator.navigationDiagram,
            "the article's tree is not what navigationDiagram makes:\n\(navigator.navigationDiagram)")
        #expect(diagrams.last == journal.diagram, "the article's map is not what the journal's diagram makes:\n\(journal.diagram)")
    }

    private static var articleURL: URL {
        // The tests' folder, through the link an app target's build makes to it (scripts/check-client-modes.sh).
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TiltUp/TiltUp.docc/RecordingNavigation.md")
    }

    private static func mermaidBlocks(of text: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```mermaid" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}

import Testing
import TiltUp
import TiltUpTestSupport

/// A route whose description is any text: what an app's route or a screen's title could carry.
struct TextRoute: Hashable, Codable, CustomStringConvertible, Sendable {
    let text: String
    var description: String { text }
}

/// A root coordinator that shows each text route as a pushed screen titled with it.
@MainActor
final class TextRouteCoordinator: Coordinator, RouteHandling {
    override func start() {
        router.replaceRoot(with: TestScreen("root"), retaining: self, animated: false)
    }

    func handle(_ route: TextRoute) -> RouteDecision {
        .show { self.router.push(TestScreen(route.text), animated: false) }
    }
}

/// No text a route or a title carries can rewrite a diagram: each stays inside its own box.
@MainActor
@Suite struct DiagramTextTests {
    nonisolated static let hostileTexts = [
        "end\n  1. Fake · retains Nobody",
        "a\r\nb\rc\u{2028}d",
        "quote \" and ] and [\"x\"] and --> n0 and -. modal .->",
        "\n\n",
    ]

    @Test(arguments: hostileTexts)
    func theTreeDiagramDrawsOneBoxPerScreenWhateverTheTextOfARouteOrATitle(text: String) {
        let app = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let root = TextRouteCoordinator(appCoordinator: app)
        app.start(coordinator: root)
        let navigator = RouteNavigator<TextRoute>(root: root)
        let journal = NavigationJournal(navigator: navigator)
        navigator.open([TextRoute(text: "first"), TextRoute(text: text)])

        let description = navigator.navigationDescription.split(separator: "\n")
        #expect(description.count == 4, "the controller, the root and two screens: \(description)")
        let tree = navigator.navigationDiagram.split(separator: "\n").map(String.init)
        #expect(tree.first == "flowchart TD")
        #expect(tree.dropFirst().filter { Self.isBox($0, prefix: "n") }.count == 4)
        #expect(tree.dropFirst().filter { Self.isArrow($0, prefix: "n") }.count == 3)
        #expect(tree.count == 8, "nothing else: \(tree)")

        let moves = journal.diagram.split(separator: "\n").map(String.init)
        #expect(moves.first == "flowchart LR")
        #expect(moves.dropFirst().allSatisfy { Self.isBox($0, prefix: "p") || $0.hasPrefix("    p") && $0.contains(" -- \"") })
    }

    /// Whether `line` is one box, `    n3["…"]`, with no quote inside its label.
    static func isBox(_ line: String, prefix: String) -> Bool {
        guard line.hasPrefix("    \(prefix)"), let open = line.range(of: "[\""), line.hasSuffix("\"]") else { return false }
        let label = line[open.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        return !label.contains("\"") && line[line.index(line.startIndex, offsetBy: 5)..<open.lowerBound].allSatisfy(\.isNumber)
    }

    /// Whether `line` is one arrow between two boxes, `    n2 --> n3`.
    static func isArrow(_ line: String, prefix: String) -> Bool {
        let parts = line.dropFirst(4).split(separator: " ")
        return line.hasPrefix("    ") && parts.count == 3 && parts[1] == "-->"
            && [parts[0], parts[2]].allSatisfy { $0.hasPrefix(prefix) && $0.dropFirst().allSatisfy(\.isNumber) }
    }
}

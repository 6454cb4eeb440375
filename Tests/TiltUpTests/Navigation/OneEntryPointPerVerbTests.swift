import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// One entry point per verb: seven public functions show a screen (push, replace the root, present a screen
/// or a Router, each for a screen and, but presenting a Router, for a hosted view), each taking its transition
/// as a parameter with a default, and each recorded by a journal one way, with or without a transition,
/// for a screen or a hosted view.
@MainActor
@Suite struct OneEntryPointPerVerbTests {
    /// The package's `Sources/TiltUp`, read from the checkout the tests were built from.
    nonisolated static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TiltUp")

    nonisolated static var sourcesAreReadable: Bool { FileManager.default.fileExists(atPath: sources.path) }

    /// Each `public func` of the package named `names`, as `name(firstLabel FirstType, label:label:…)`.
    static func publicFunctions(named names: Set<String>) throws -> [String] {
        var found: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            found += signatures(in: text, named: names)
        }
        return found.sorted()
    }

    /// The signatures of the `public func`s named `names` in `text`: the labels of their parameters, and the
    /// type of their first one, which tells `presentModal(_ Screen…)` from `presentModal(_ Router…)`.
    static func signatures(in text: String, named names: Set<String>) -> [String] {
        var signatures: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "public func ") {
            rest = rest[start.upperBound...]
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard names.contains(name), let open = rest.firstIndex(of: "(") else { continue }
            var depth = 0
            var parameters: [String] = []
            var current = ""
            var index = open
            scan: while index < rest.endIndex {
                let character = rest[index]
                switch character {
                case ">" where current.hasSuffix("-"):
                    current.append(character)  // `->` in a closure's type is no closing bracket
                case "(", "<", "[", "{":
                    if depth > 0 { current.append(character) }
                    depth += 1
                case ")", ">", "]", "}":
                    depth -= 1
                    if depth == 0 {
                        parameters.append(current)
                        break scan
                    }
                    current.append(character)
                case "," where depth == 1:
                    parameters.append(current)
                    current = ""
                default:
                    current.append(character)
                }
                index = rest.index(after: index)
            }
            let declared = parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            let labels = declared.map { $0.split(separator: " ").first.map(String.init) ?? "" }.map {
                $0.hasSuffix(":") ? String($0.dropLast()) : $0
            }
            let firstType =
                declared.first.flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.split(separator: "=").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? ""
            signatures.append("\(name)(\(labels.map { "\($0):" }.joined())) \(firstType)")
        }
        return signatures
    }

    @Test(.enabled(if: sourcesAreReadable, "reads the package's sources"))
    func sevenPublicFunctionsShowAScreenEachVerbOnceWithItsTransitionBeforeItsHandler() throws {
        let found = try Self.publicFunctions(named: ["push", "replaceRoot", "presentModal"])
        #expect(
            found == [
                "presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:) Router",
                "presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:) Screen",
                "presentModal(view:title:largeTitleDisplayMode:inNavigationController:retaining:animated:presentationStyle:transition:dismissHandler:) Content",
                "push(_:retaining:animated:transition:popHandler:) Screen",
                "push(view:title:largeTitleDisplayMode:retaining:animated:transition:popHandler:) Content",
                "replaceRoot(with:retaining:animated:popHandler:) Screen",
                "replaceRoot(with:title:largeTitleDisplayMode:retaining:animated:popHandler:) Content",
            ])
    }

    @Test func theSignatureReaderSeesEveryParameterWhateverItsType() {
        let text = """
            public func push(_ screen: Screen, handler: @escaping (Int, String) -> Void = { _, _ in }, later: [Int: String] = [:]) {}
            public func pop() {}
            public func push<Content: HostableView>(view: Content, title: String? = nil) -> HostingController<Content> {}
            """
        #expect(
            Self.signatures(in: text, named: ["push"]) == ["push(_:handler:later:) Screen", "push(view:title:) Content"])
    }

    @Test func everyVerbTakesTheTransitionBetweenItsOptionsAndItsTrailingHandlerAsTheOldOverloadsDid() {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.diagnosticHandler = { _ in }
        var runs: [String] = []
        router.push(TestScreen("list"), animated: false)
        let zoom = ScreenTransition.zoom(sourceID: 1)

        let photo = TestScreen("photo")
        router.push(photo, retaining: nil, animated: false, transition: zoom) { runs.append("pop photo") }
        #expect(router.transition(of: photo) == zoom)
        let hosted = router.push(view: AboutView(), title: "About", animated: false, transition: zoom) { runs.append("pop about") }
        #expect(router.transition(of: hosted) == zoom)
        router.popToRoot(animated: false)

        let player = TestScreen("player")
        router.presentModal(player, animated: false, presentationStyle: .fullScreen, transition: zoom) { runs.append("dismiss player") }
        #expect(router.transition(of: player) == zoom)
        router.dismissModal(animated: false)

        let modalRouter = Router(navigationController: HeadlessNavigationController())
        modalRouter.push(TestScreen("form"), animated: false)
        router.presentModal(modalRouter, animated: false, presentationStyle: .pageSheet, transition: zoom) { runs.append("dismiss form") }
        #expect(router.transition(of: modalRouter.navigationController) == zoom)
        router.dismissModal(animated: false)

        let viewScreen = router.presentModal(
            view: AboutView(), inNavigationController: false, animated: false, presentationStyle: .fullScreen, transition: zoom
        ) { runs.append("dismiss view") }
        #expect(router.transition(of: viewScreen) == zoom)
        router.dismissModal(animated: false)

        #expect(runs == ["pop about", "pop photo", "dismiss player", "dismiss form", "dismiss view"])
    }

    @Test func withoutATransitionEachVerbShowsWithTheStandardOne() {
        let router = Router(navigationController: HeadlessNavigationController())
        router.diagnosticHandler = { _ in }
        router.push(TestScreen("list"), animated: false)
        let screen = TestScreen("detail")
        router.push(screen, animated: false)
        let hosted = router.push(view: AboutView(), animated: false)
        #expect(router.transition(of: screen) == .standard && router.transition(of: hosted) == .standard)
        let modal = router.presentModal(view: AboutView(), inNavigationController: false, animated: false)
        #expect(router.transition(of: modal) == .standard)
    }

    /// What a journal recorded, as the test compares it: the change, its cause and its call.
    private func lines(_ journal: NavigationJournal<ShopRoute>, from start: Int) -> [String] {
        journal.entries.dropFirst(start).map { "\($0.change) · \($0.cause) · \($0.call ?? "no call")" }
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func eachVerbIsRecordedUnderItsOwnCallWithOrWithoutATransitionForAScreenOrAView(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(0)
        let zoom = ScreenTransition.zoom(sourceID: 3)

        var start = journal.entries.count
        router.push(TestScreen("a"), animated: false)
        router.push(TestScreen("b"), animated: false, transition: zoom)
        router.push(view: AboutView(), animated: false)
        router.push(view: AboutView(), animated: false, transition: zoom)
        #expect(
            lines(journal, from: start) == [
                "pushed TestScreen · the app · push", "pushed TestScreen · the app · push",
                "pushed AboutView · the app · push", "pushed AboutView · the app · push",
            ])
        #expect(Set(journal.entries.dropFirst(start).map(\.action)).count == 4, "each call an action of its own")

        start = journal.entries.count
        router.replaceRoot(with: TestScreen("c"), animated: false)
        router.replaceRoot(with: AboutView(), animated: false)
        #expect(
            lines(journal, from: start) == [
                "replaced 5 by TestScreen · the app · replaceRoot", "replaced 1 by AboutView · the app · replaceRoot",
            ])

        start = journal.entries.count
        router.presentModal(TestScreen("d"), animated: false)
        router.dismissModal(animated: false)
        router.presentModal(TestScreen("e"), animated: false, transition: zoom)
        router.dismissModal(animated: false)
        router.presentModal(view: AboutView(), inNavigationController: false, animated: false)
        router.dismissModal(animated: false)
        router.presentModal(view: AboutView(), inNavigationController: false, animated: false, transition: zoom)
        router.dismissModal(animated: false)
        router.presentSheet(view: AboutView(), inNavigationController: false, animated: false, detents: [.medium])
        let presented = lines(journal, from: start).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        #expect(
            presented == [
                "presented TestScreen .fullScreen · the app · presentModal", "presented TestScreen .fullScreen · the app · presentModal",
                "presented AboutView .fullScreen · the app · presentModal", "presented AboutView .fullScreen · the app · presentModal",
                "presented AboutView .pageSheet · the app · presentModal",
            ])
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    @Test func aHostedViewPushedByAHandlerDuringTheUsersSwipeIsPartOfTheSwipeUnderItsCall() {
        let app = ShopApp(.uiKit)
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(0)
        router.push(TestScreen("review"), animated: false) { router.push(view: AboutView(), animated: false) }
        let start = journal.entries.count
        router.headless.simulateBackSwipe()
        #expect(
            lines(journal, from: start) == [
                "popped 1 · the user's back swipe · no call", "pushed AboutView · the user's back swipe · push",
            ])
    }
}

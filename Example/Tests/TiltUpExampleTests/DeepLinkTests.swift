import Foundation
import Testing
import TiltUp
import TiltUpExampleKit

@MainActor
@Suite struct ExampleDeepLinkTests {
    private let launch = ExampleLaunch(router: Router(), factory: StubScreenFactory(), service: FakeOrderService())

    private func link(_ text: String) -> URL {
        URL(string: text)!
    }

    @Test func aLinkToAnOrderWhileSignedOutWaitsForSignUpThenShowsTheOrder() throws {
        launch.start()
        let signUp = try #require(launch.appCoordinator.retainedCoordinators.first as? SignUpCoordinator)
        let opening = launch.navigator.open(link("tiltup://orders/2"), using: ExampleRoute.urls)
        #expect(opening.isPending)
        #expect(launch.navigator.currentPath.isEmpty)

        signUp.signedUp(as: "Lisa")

        #expect(opening.isComplete)
        #expect(launch.navigator.currentPath == [.orders, .order(2)])
        #expect(launch.currentLink == link("tiltup://orders/2"))
    }

    @Test func aLinkBeforeLaunchIsKeptAndOpenedOnceTheSignUpIsUp() {
        #expect(launch.open(link("tiltup://home/plan")))
        launch.start()
        #expect(launch.appCoordinator.retainedCoordinators.first is SignUpCoordinator)
        let signUp = launch.appCoordinator.retainedCoordinators.first as? SignUpCoordinator
        signUp?.signedUp(as: "Lisa")
        #expect(launch.navigator.currentPath == [.home, .plan])
    }

    @Test func aWindowRestoresItsNavigationThenOpensTheLinkItCameWithOnceSignedUp() throws {
        let saving = ExampleLaunch(router: Router(), factory: StubScreenFactory(), service: FakeOrderService())
        saving.start()
        (saving.appCoordinator.retainedCoordinators.first as? SignUpCoordinator)?.signedUp(as: "Lisa")
        saving.navigator.open([.orders, .order(1)])
        let saved = try #require(saving.savedNavigation())
        saving.close()
        #expect(saving.appCoordinator.retainedCoordinators.isEmpty, "the closed window released its coordinators")

        #expect(launch.open(link("tiltup://home/plan")))  // the link the window came with, before it starts
        #expect(!launch.open(link("https://example.com/elsewhere")), "not one of the example's links")
        launch.start(restoring: saved)
        let signUp = try #require(launch.appCoordinator.retainedCoordinators.first as? SignUpCoordinator)
        signUp.signedUp(as: "Lisa")

        #expect(launch.navigator.currentPath == [.home, .plan], "the link, asked for last, is what the user sees")
    }

    @Test func everyPathOfTheAppIsSharedAsALinkThatOpensItAgain() throws {
        let paths: [[ExampleRoute]] = [[.home], [.home, .plan], [.orders], [.orders, .order(1)], [.orders, .order(Int.max)]]
        for path in paths {
            for universal in [false, true] {
                let url = try ExampleRoute.urls.url(for: path, universal: universal).get()
                #expect(ExampleRoute.path(from: url) == path, "\(url)")
            }
        }
        #expect(try ExampleRoute.urls.url(for: [.orders, .order(2)], universal: true).get() == link("https://tiltup.example.com/orders/2"))
    }

    @Test func everyRouteTheTableDeclaresWithAnyNumberRoundTripsOrIsRefusedNeverReadAsAnotherPath() {
        var generator = SeededGenerator(seed: 22)
        let numbers =
            [0, 1, -1, 2, 42, Int.max, Int.min, Int.max - 1] + (0..<50).map { _ in Int.random(in: .min ... .max, using: &generator) }
        let routes: [ExampleRoute] = [.home, .plan, .orders] + numbers.map { .order($0) }
        var failures: [String] = []
        for _ in 0..<1_000 {
            let path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in routes.randomElement(using: &generator)! }
            for universal in [false, true] {
                switch ExampleRoute.urls.url(for: path, universal: universal) {
                case .success(let url):
                    if ExampleRoute.urls.path(for: url) != .success(path) {
                        failures.append("\(path) was written as \(url), which reads back as \(ExampleRoute.urls.path(for: url))")
                    }
                case .failure(let error):
                    // Only a number the app refuses (zero or negative) is refused.
                    if !path.contains(where: { if case .order(let number) = $0 { number <= 0 } else { false } }) {
                        failures.append("\(path) was refused: \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(ExampleRoute.urls.url(for: [.orders, .order(0)]) == .failure(.valueNotWritable("0", in: ":number")))
    }

    @Test func theTerminalOpensALinkAfterSignUpSharesTheScreenAndSaysWhereItIs() {
        let app = TerminalApp(service: FakeOrderService())
        _ = app.start()
        #expect(app.handle("open tiltup://orders/2").output.first == "Sign up first: tiltup://orders/2 opens once you are in.")
        for line in ["name Lisa", "email lisa@rules.com", "password secret", "submit"] {
            _ = app.handle(line)
        }
        let signedIn = app.handle("continue").output
        #expect(signedIn.first == "Opened tiltup://orders/2.")
        #expect(signedIn.contains("═══ Order #2 ═══"))
        #expect(app.handle("share").output.first == "Link of this screen: tiltup://orders/2")
        let whereOutput = app.handle("where").output
        #expect(whereOutput.contains("    tab 1 (selected) · route .orders · OrdersCoordinator"))
        #expect(whereOutput.contains("      2. OrderTerminalScreen · route .order(2) · retains OrdersCoordinator"))
    }
}

/// SplitMix64: the same numbers on every run, so that a failure can be run again.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

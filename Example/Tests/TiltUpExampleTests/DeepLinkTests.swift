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

        signUp.goToHome(name: "Lisa")

        #expect(opening.isComplete)
        #expect(launch.navigator.currentPath == [.orders, .order(2)])
        #expect(launch.currentLink == link("tiltup://orders/2"))
    }

    @Test func aLinkBeforeLaunchIsKeptAndOpenedOnceTheSignUpIsUp() {
        #expect(launch.open(link("tiltup://home/plan")))
        launch.start()
        #expect(launch.appCoordinator.retainedCoordinators.first is SignUpCoordinator)
        let signUp = launch.appCoordinator.retainedCoordinators.first as? SignUpCoordinator
        signUp?.goToHome(name: "Lisa")
        #expect(launch.navigator.currentPath == [.home, .plan])
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

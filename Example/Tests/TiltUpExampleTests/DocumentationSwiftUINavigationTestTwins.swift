#if !canImport(UIKit)
import Testing
import TiltUp
import TiltUpTest

/// The SwiftUI navigation article's test, run as written.
@MainActor
@Suite struct DocumentationSwiftUINavigationTests {
    // docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
    @Test func theBackButtonsMenuReleasesEveryScreensCoordinator() throws {
        let stack = NavigationStackController()
        let appCoordinator = TestAppCoordinator(navigationController: stack)
        let store = StoreCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: store)
        store.showDetails()
        store.showDetails()
        #expect(stack.path.count == 2)

        stack.writePath([])  // the back button's menu, back to the first screen

        #expect(stack.path.isEmpty)
        #expect(appCoordinator.containsCoordinator(store))
        let viewModel = try appCoordinator.router.hostedModel(as: StoreViewModel.self)
        #expect(viewModel.state.values.greeting == "Welcome")
        #expect(appCoordinator.diagnostics.isEmpty)
    }
    // docs-twin-end
}
#endif

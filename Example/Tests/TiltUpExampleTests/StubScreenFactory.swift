import TiltUp
import TiltUpExampleKit

#if canImport(UIKit)
import UIKit
/// A screen for coordinator tests, standing for a real view.
class StubScreen: UIViewController {}
#else
/// A screen for coordinator tests, standing for a real view.
class StubScreen {
    // Written out: under default main-actor isolation (an Xcode 26 target) an implicit one would be
    // nonisolated, and the subclasses' main-actor initializers could not override it.
    init() {}
}
#endif

final class SignUpStubScreen: StubScreen {}
final class HomeStubScreen: StubScreen {}
final class PlanStubScreen: StubScreen {}
final class OrdersStubScreen: StubScreen {}
final class OrderStubScreen: StubScreen {}

/// Makes stub screens, so coordinator tests check navigation without any view.
@MainActor
final class StubScreenFactory: ExampleScreenFactory {
    func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen { SignUpStubScreen() }
    func makeHomeScreen(viewModel: HomeViewModel) -> Screen { HomeStubScreen() }
    func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen { PlanStubScreen() }
    func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen { OrdersStubScreen() }
    func makeOrderScreen(viewModel: OrderViewModel) -> Screen { OrderStubScreen() }
}

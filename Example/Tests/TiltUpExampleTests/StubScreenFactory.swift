import Foundation
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
    func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel {
        CameraViewModel(settings: settings, device: StubCamera(), hint: hint)
    }
    func makeCameraScreen(viewModel: CameraViewModel) -> Screen { CameraStubScreen() }
    func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen { SectionsStubScreen() }
}

final class SectionsStubScreen: StubScreen {}

final class CameraStubScreen: StubScreen {}

/// A camera for coordinator tests: permission granted, and each photo one byte, at once.
@MainActor
final class StubCamera: CameraDevice {
    let authorization = Camera.Authorization.authorized
    let hasFlash = false
    func requestAuthorization(_ completion: @escaping @MainActor (Bool) -> Void) { completion(true) }
    func start(position: Camera.Position, completion: @escaping @MainActor (Result<Void, CameraError>) -> Void) {
        completion(.success(()))
    }
    func stop() {}
    func capturePhoto(flashMode: Camera.FlashMode, completion: @escaping @MainActor (Result<PhotoCapture, CameraError>) -> Void) {
        completion(.success(PhotoCapture(fileData: Data([1]))))
    }
}

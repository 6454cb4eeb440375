import TiltUp

// The "Starting without a window" article's types, as an app declares them. This file imports neither
// XCTest nor Swift Testing, so the iOS check compiles it too.

// docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
enum Greeting {
    @MainActor final class ViewObservers: BaseViewObservers {
        var greeting: ((String) -> Void)?
    }
}

@MainActor final class GreetingViewModel {
    let viewObservers = Greeting.ViewObservers()
    let name: String

    init(name: String) {
        self.name = name
    }

    func start() {
        viewObservers.greeting?("Hello, \(name)")
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
/// The greeting screen where UIKit does not exist: any class, with no superclass.
@MainActor final class GreetingScreen {
    let viewModel: GreetingViewModel
    private(set) var text = ""

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        viewModel.viewObservers.greeting = { [weak self] greeting in self?.text = greeting }
        viewModel.start()
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
/// Makes the screens the coordinators show, so that they never name a UIKit type.
@MainActor protocol GreetingScreenFactory {
    func makeGreetingScreen(viewModel: GreetingViewModel) -> Screen
}

final class GreetingCoordinator: Coordinator {
    private let factory: any GreetingScreenFactory

    init(appCoordinator: any AppCoordinating, factory: any GreetingScreenFactory) {
        self.factory = factory
        super.init(appCoordinator: appCoordinator)
    }

    override func start() {
        let viewModel = GreetingViewModel(name: "Lisa")
        router.replaceRoot(with: factory.makeGreetingScreen(viewModel: viewModel), retaining: self)
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
struct GreetingScreens: GreetingScreenFactory {
    func makeGreetingScreen(viewModel: GreetingViewModel) -> Screen {
        #if canImport(UIKit)
        GreetingController(viewModel: viewModel)  // the app's UIViewController
        #else
        GreetingScreen(viewModel: viewModel)
        #endif
    }
}
// docs-twin-end

#if canImport(UIKit)
import UIKit

/// The greeting screen on iOS, which the article's factory makes there.
final class GreetingController: UIViewController {
    let viewModel: GreetingViewModel
    private let label = UILabel()

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        viewModel.viewObservers.greeting = { [weak self] greeting in self?.label.text = greeting }
        viewModel.start()
    }
}
#endif

// docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
#if canImport(UIKit)
import UIKit
class PlaceholderScreen: UIViewController {}
#else
class PlaceholderScreen {
    init() {}  // written out, for targets with default main-actor isolation
}
#endif

final class GreetingStubScreen: PlaceholderScreen {}

struct StubGreetingScreens: GreetingScreenFactory {
    func makeGreetingScreen(viewModel: GreetingViewModel) -> Screen { GreetingStubScreen() }
}
// docs-twin-end

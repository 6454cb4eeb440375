#if canImport(SwiftUI)
import SwiftUI
import TiltUp
#if canImport(UIKit)
import UIKit
#endif

// The SwiftUI article's views and app, compiled for iOS by ../shared/tools/ios-typecheck.

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
@MainActor
struct ReceiptView: View, ViewModelBacked {
    let viewModel: ReceiptViewModel
    @StateObject private var state: ScreenState<ReceiptValues>

    init(viewModel: ReceiptViewModel) {
        self.viewModel = viewModel
        _state = StateObject(wrappedValue: ScreenState(receipt: viewModel))
    }

    var body: some View {
        List {
            Text(state.values.total)
            Button("Done") { viewModel.doneTapped() }
        }
        .loadingOverlay(of: state)
        .alerts(of: state)
        .onAppear { viewModel.start() }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
@available(iOS 17, macOS 14, *)
@MainActor
struct ReceiptTotalView: View {
    @State private var state: ScreenState<ReceiptValues>

    init(viewModel: ReceiptViewModel) {
        _state = State(initialValue: ScreenState(receipt: viewModel))
    }

    var body: some View {
        Text(state.values.total)
    }
}
// docs-twin-end

#if canImport(Observation)
// Not a block of the article, which names it in its prose: the same state handed to a child view with
// `@Bindable` (iOS 17), which needs `ScreenState` to be `Observable` (ios-typecheck-next checks it).
@available(iOS 17, macOS 14, *)
@MainActor
struct ReceiptTotalField: View {
    @Bindable var state: ScreenState<ReceiptValues>

    var body: some View {
        TextField("Total", text: $state.values.total)
    }
}
#endif

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
@MainActor
struct AboutView: View {
    @Environment(\.closeScreen) private var closeScreen

    var body: some View {
        Button("Close") { closeScreen() }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
enum ShopPlan: String, CaseIterable, SingleSelectionableRow {
    case basic, plus

    var singleSelectionableRow: SingleSelection.Row {
        SingleSelection.Row(title: rawValue.capitalized, subtitle: nil, hasNextStep: false)
    }
}

final class PlanPickerCoordinator: Coordinator {
    override func start() {
        let viewModel = SingleSelectionViewModel(rows: ShopPlan.allCases, navTitle: "Choose a plan")
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] _ in self?.router.pop() }
        router.push(view: SingleSelectionView(viewModel: viewModel), title: "Choose a plan", retaining: self)
    }
}
// docs-twin-end

/// The app's routes in the article's SwiftUI-lifecycle app.
enum ShopRoute: Hashable {
    case orders

    static func path(from url: URL) -> [ShopRoute]? {
        url.host == "orders" ? [.orders] : nil
    }
}

/// The app's first coordinator in the article's SwiftUI-lifecycle app.
final class ShopCoordinator: Coordinator {
    override func start() {
        router.push(view: AboutView(), retaining: self)
    }
}

#if canImport(UIKit)  // the app delegate and AppCoordinatorView: UIKit's
// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
@main @MainActor
struct ShopApp: App {
    @UIApplicationDelegateAdaptor private var delegate: ShopAppDelegate

    var body: some Scene {
        WindowGroup {
            AppCoordinatorView(delegate.appCoordinator)
                .ignoresSafeArea()
                .onOpenURL { url in delegate.open(url) }
        }
    }
}

final class ShopAppDelegate: NSObject, UIApplicationDelegate {
    let appCoordinator = AppCoordinator()
    private lazy var navigator = RouteNavigator<ShopRoute>(appCoordinator: appCoordinator)

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        appCoordinator.start(coordinator: ShopCoordinator(appCoordinator: appCoordinator))
        return true
    }

    func open(_ url: URL) {
        guard let path = ShopRoute.path(from: url) else { return }
        navigator.open(path)
    }
}
// docs-twin-end

#endif

#endif

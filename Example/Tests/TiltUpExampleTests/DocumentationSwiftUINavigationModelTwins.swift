import Foundation
import TiltUp

// The SwiftUI navigation article's screen, coordinator and routes, compiled on every platform.

/// The article's routes: the store, then its details.
enum StoreRoute: Hashable, Codable, Sendable {
    case store
    case details

    @MainActor static let urls: RouteURLTable<StoreRoute> = {
        var table = RouteURLTable<StoreRoute>(scheme: "store")
        table.add("store", .store)
        table.add("details", .details)
        return table
    }()
}

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
#if canImport(SwiftUI)
import SwiftUI
#endif

struct StoreValues {
    var greeting = ""
}

@MainActor
final class StoreViewModel {
    let state = ScreenState(StoreValues())
    var showDetails: () -> Void = {}

    func start() {
        state.loadingState = .loading("Opening the store")
        state.values.greeting = "Welcome"
        state.loadingState = .notLoading
    }
}

struct StoreView: HostableView, ViewModelBacked {
    let viewModel: StoreViewModel

    #if canImport(SwiftUI)
    var body: some View {
        ScreenStateReader(viewModel.state) { state in
            Button(state.values.greeting) { viewModel.showDetails() }
        }
        .toolbar { Text("Store") }
        .loadingOverlay(of: viewModel.state)
        .alerts(of: viewModel.state)
    }
    #endif
}

final class StoreCoordinator: Coordinator {
    override func start() {
        let viewModel = StoreViewModel()
        viewModel.showDetails = { [weak self] in self?.showDetails() }
        router.push(view: StoreView(viewModel: viewModel), title: "Store", retaining: self)
        viewModel.start()
    }

    func showDetails() {
        router.push(view: StoreView(viewModel: StoreViewModel()), title: "Details")
    }
}
// docs-twin-end

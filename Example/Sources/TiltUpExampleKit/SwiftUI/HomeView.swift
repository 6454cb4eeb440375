#if canImport(SwiftUI)
import SwiftUI
import TiltUp

/// Home in SwiftUI: the same `HomeViewModel` and coordinator as the UIKit and terminal screens.
@MainActor
struct HomeView: View, ViewModelBacked {
    let viewModel: HomeViewModel
    @StateObject private var state: ScreenState<HomeScreenValues>
    @State private var started = false

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        _state = StateObject(wrappedValue: ScreenState(home: viewModel))
    }

    var body: some View {
        List {
            Section {
                ForEach(0..<viewModel.numberOfRows, id: \.self) { index in
                    Text(viewModel.rowText(at: index))
                }
            } header: {
                Text("\(viewModel.greeting) · Plan: \(state.values.plan) · Total: \(state.values.total)")
            }
            .id(state.reloadCount)
        }
        .refreshable { viewModel.loadOrders() }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Plan") { viewModel.choosePlanTapped() }
            }
        }
        .loadingOverlay(of: state)
        .alerts(of: state)
        .onAppear {
            guard !started else { return }
            started = true
            viewModel.start()
        }
    }
}

#endif

#if canImport(SwiftUI)
import SwiftUI
import TiltUp

/// An order in SwiftUI: the same `OrderViewModel` and coordinator as the UIKit and terminal screens.
@MainActor
struct OrderView: View, ViewModelBacked {
    let viewModel: OrderViewModel
    @StateObject private var state: ScreenState<NoScreenValues>
    @State private var started = false

    init(viewModel: OrderViewModel) {
        self.viewModel = viewModel
        _state = StateObject(wrappedValue: ScreenState(observing: viewModel.viewObservers))
    }

    var body: some View {
        let _ = state.reloadCount  // redraw on each reloadData
        List {
            Text(viewModel.details)
            Text(viewModel.photosSummary)
            Button("Photograph parcel") { viewModel.photographParcelTapped() }
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

#if canImport(SwiftUI)
import SwiftUI
import TiltUp

/// Orders in SwiftUI: the same `OrdersViewModel` as the UIKit and terminal screens. The list follows the
/// view model's feed through a `ScreenState`, identified by each order's number, so SwiftUI animates the
/// rows a filter hides and the orders that move on to another status.
@MainActor
struct OrdersView: View, ViewModelBacked {
    let viewModel: OrdersViewModel
    @StateObject private var state: ScreenState<OrdersScreenValues>
    @State private var query = ""
    @State private var started = false

    init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        _state = StateObject(wrappedValue: ScreenState(orders: viewModel))
    }

    /// The search field's text: each change the user makes filters the orders. (A binding rather than
    /// `onChange(of:)`, whose spelling changed in iOS 17, so that the view builds without a warning for
    /// iOS 15 to 18.)
    private var searchText: Binding<String> {
        Binding(
            get: { query },
            set: { text in
                guard text != query else { return }
                query = text
                viewModel.filterChanged(text)
            })
    }

    var body: some View {
        OrdersListView(state: state, viewModel: viewModel)
            .searchable(text: searchText)
            .refreshable { viewModel.loadOrders() }
            .onAppear {
                guard !started else { return }
                started = true
                viewModel.start()
            }
    }
}

/// The list itself, observing the state so that each update redraws it.
@MainActor
private struct OrdersListView: View {
    @ObservedObject var state: ScreenState<OrdersScreenValues>
    let viewModel: OrdersViewModel

    var body: some View {
        SectionedList(state.values.list) { section in
            Text(section.title)
        } row: { order in
            Button(order.title) { viewModel.orderTapped(number: order.id) }
                .zoomTransitionSource(id: order.id)  // the order zooms out of its row
        }
        .loadingOverlay(of: state)
        .alerts(of: state)
    }
}

#endif

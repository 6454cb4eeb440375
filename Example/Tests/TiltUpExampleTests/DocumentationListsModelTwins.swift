import TiltUp

// The view model of the Lists article, compiled here and for iOS.

// docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
struct ShipmentRow: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

@MainActor
final class ShipmentsViewModel {
    let list = ListFeed<ListSectionTitle, ShipmentRow>()
    private var shipments: [ShipmentRow] = []
    private var filter = ""

    func shipmentsLoaded(_ shipments: [ShipmentRow]) {
        self.shipments = shipments
        publish()
    }

    func filterChanged(_ text: String) {
        filter = text
        publish()
    }

    private func publish() {
        let shown = filter.isEmpty ? shipments : shipments.filter { $0.title.lowercased().contains(filter.lowercased()) }
        list.update(to: ListState(rows: shown))
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
struct ShipmentsValues: Equatable {
    var list = ListState<ListSectionTitle, ShipmentRow>()
}

extension ScreenState where Values == ShipmentsValues {
    /// A state that shows the shipments' list, and follows it for as long as the state lives.
    convenience init(shipments viewModel: ShipmentsViewModel) {
        self.init(ShipmentsValues())
        observe(viewModel.list, into: \.list)
    }
}
// docs-twin-end

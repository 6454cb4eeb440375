#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

// The UIKit and SwiftUI front ends of the Lists article, compiled for iOS (ios-typecheck).

// docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
final class ShipmentsController: UITableViewController {
    let viewModel = ShipmentsViewModel()
    private var adapter: TableViewListAdapter<ListSectionTitle, ShipmentRow>?

    override func viewDidLoad() {
        super.viewDidLoad()
        adapter = TableViewListAdapter(tableView: tableView, feed: viewModel.list) { tableView, _, shipment in
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "shipment") ?? UITableViewCell(style: .default, reuseIdentifier: "shipment")
            var content = cell.defaultContentConfiguration()
            content.text = shipment.title
            cell.contentConfiguration = content
            return cell
        }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
@MainActor
struct ShipmentsList: View {
    @StateObject private var state: ScreenState<ShipmentsValues>

    init(viewModel: ShipmentsViewModel) {
        _state = StateObject(wrappedValue: ScreenState(shipments: viewModel))
    }

    var body: some View {
        SectionedList(state.values.list) { section in
            Text(section.title)
        } row: { shipment in
            Text(shipment.title)
        }
    }
}
// docs-twin-end

#endif

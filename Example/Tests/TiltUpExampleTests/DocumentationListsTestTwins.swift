import Testing
import TiltUp
import TiltUpTest

@MainActor
@Suite struct ListsArticle {
    @Test func theViewModelsTransitionsAreRecorded() {
        // docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
        let viewModel = ShipmentsViewModel()
        let recorder = ListRecorder(viewModel.list)
        viewModel.shipmentsLoaded([
            ShipmentRow(id: 1, title: "Boxes"), ShipmentRow(id: 2, title: "Tape"), ShipmentRow(id: 3, title: "Bins"),
        ])
        viewModel.filterChanged("b")
        recorder.assertRowIDs([[], [1, 2, 3], [1, 3]])
        recorder.assertChanges(["+1 section", "−1 row"])
        // docs-twin-end
        #expect(recorder.changes.last?.deletedRows == [[0, 1]])
    }

    @Test func aStateMadeWithTheFeedShowsEachListWithNoTokenKept() {
        // docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
        let viewModel = ShipmentsViewModel()
        let state = ScreenState(shipments: viewModel)
        viewModel.shipmentsLoaded([ShipmentRow(id: 1, title: "Boxes"), ShipmentRow(id: 2, title: "Tape")])
        viewModel.filterChanged("tape")
        #expect(state.values.list.allRows.map(\.title) == ["Tape"])
        // docs-twin-end
        viewModel.filterChanged("")
        #expect(state.values.list.allRows.map(\.id) == [1, 2])
    }

    @Test func theHeadlessTableAppliesEachUpdate() {
        let viewModel = ShipmentsViewModel()
        // docs-twin: Sources/TiltUp/TiltUp.docc/ListScreens.md
        let listView = HeadlessListView<ListSectionTitle, ShipmentRow>()
        let display = ListDisplay(
            feed: viewModel.list, reload: { listView.reloadData($0) },
            apply: { changes, state, done in
                listView.performBatchUpdates(changes, to: state)  // false, with UIKit's words, for an update UIKit would throw on
                done()
            })
        // docs-twin-end
        viewModel.shipmentsLoaded([ShipmentRow(id: 1, title: "Boxes"), ShipmentRow(id: 2, title: "Tape")])
        viewModel.filterChanged("tape")
        #expect(listView.state == viewModel.list.state)
        #expect(listView.batchUpdateCount == 2)
        #expect(display.appliedChanges.map(\.description) == ["+1 section", "−1 row"])
    }
}

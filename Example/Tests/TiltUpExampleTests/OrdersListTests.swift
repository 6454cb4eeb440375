import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

@MainActor
@Suite struct OrdersListTests {
    private let viewModel = OrdersViewModel(service: FakeOrderService())

    @Test func theListIsGroupedByStatusNarrowedByTheFilterAndFollowsStatusChanges() {
        let recorder = ListRecorder(viewModel.list)
        viewModel.start()
        viewModel.filterChanged("bo")
        viewModel.orderAdvanced(number: 2)
        viewModel.filterChanged("")

        recorder.assertRowIDs([[], [1, 2, 3], [2], [2], [1, 3, 2]])
        recorder.assertChanges(["+3 sections", "−2 rows", "1 moved, 1 changed", "+2 rows"])
        #expect(recorder.states.last?.sections.map(\.model.title) == ["Processing", "Shipped", "Delivered"])
        #expect(recorder.states.last?.sections[1].rows.map(\.title) == ["#2 Moving boxes"])
    }

    @Test func theServersWordMovesAnOrderOnceOnTheMainActor() async {
        let service = FakeOrderService()
        let viewModel = OrdersViewModel(service: service)
        viewModel.start()
        viewModel.start()

        #expect(service.advanceOrder(number: 2))
        #expect(viewModel.statuses[2] == nil, "the main-actor observer runs in the main queue's next turn")
        await waitForMainQueue()

        #expect(viewModel.statuses[2] == .shipped, "once, though the model was started twice")
        #expect(viewModel.list.state.sections[1].rows.map(\.id) == [2])
        #expect(!service.advanceOrder(number: 4))
    }

    @Test func theListsStatesFollowTheServerAndEndWhenTheModelGoes() async {
        let service = FakeOrderService()
        var viewModel: OrdersViewModel? = OrdersViewModel(service: service)
        weak let released = viewModel
        let rowIDs = TestObserver<[[Int]]>()
        let sequence = viewModel!.list.states
        viewModel?.start()
        service.advanceOrder(number: 3)
        await waitForMainQueue()
        viewModel = nil
        service.advanceOrder(number: 3)
        await waitForMainQueue()

        for await state in sequence {
            rowIDs.record(state.sections.map { section in section.rows.map { row in row.id } })
        }

        #expect(released == nil, "the service's observation does not keep the model, and the sequence ended with it")
        rowIDs.assertValues([[], [[1, 2, 3], [], []], [[1, 2], [3], []]])
    }

    @Test func reloadDataIsStillCalledForScreensThatRedrawEverything() {
        let reloads = TestObserver<Void>()
        viewModel.viewObservers.reloadData = { reloads.record(()) }
        viewModel.start()
        viewModel.filterChanged("tape")
        reloads.assertValueCount(1)
        #expect(viewModel.numberOfRows == 3)
    }

    @Test func everyUpdateIsAcceptedByTheHeadlessTable() {
        let view = HeadlessListView<ListSectionTitle, OrderRow>()
        var diagnostics: [ListDiagnostic] = []
        view.diagnosticHandler = { diagnostics.append($0) }
        let display = ListDisplay(
            feed: viewModel.list, reload: { view.reloadData($0) },
            apply: { changes, state, done in
                view.performBatchUpdates(changes, to: state)
                done()
            })
        viewModel.start()
        for text in ["b", "bo", "x", "", "tape"] {
            viewModel.filterChanged(text)
        }
        for number in [3, 3, 1, 2, 3] {
            viewModel.orderAdvanced(number: number)
        }
        #expect(diagnostics.isEmpty)
        #expect(view.state == viewModel.list.state)
        #expect(view.batchUpdateCount == display.appliedChanges.count)
        #expect(viewModel.orderAdvanced(number: 9) == false)
    }
}

import Testing
import TiltUp

@MainActor
@Suite struct ViewObserversTests {
    final class OrdersViewObservers: BaseTableViewObservers {
        var title: ((String) -> Void)?
    }

    @Test func aSubclassCarriesTheBaseObserversAndItsOwn() {
        let observers = OrdersViewObservers()
        var states: [LoadingState] = []
        var alerts: [String?] = []
        var reloads = 0
        observers.loadingState = { states.append($0) }
        observers.presentAlert = { alerts.append($0.title) }
        observers.reloadData = { reloads += 1 }

        let observing: any BaseTableViewObserving = observers
        observing.loadingState?(.loading())
        observing.loadingState?(.notLoading)
        observing.presentAlert?(AlertModel(title: "Oops", message: nil))
        observing.reloadData?()

        #expect(states == [.loading("Loading"), .notLoading])
        #expect(alerts == ["Oops"])
        #expect(reloads == 1)
    }

    @Test func loadingCarriesItsMessageAndDefaultsToLoading() {
        #expect(LoadingState.loading() == .loading("Loading"))
        #expect(LoadingState.loading("Saving") != .loading())
        #expect(LoadingState.notLoading != .loading())
    }

    @Test func baseViewObserversStartEmpty() {
        let observers = BaseViewObservers()
        #expect(observers.loadingState == nil)
        #expect(observers.presentAlert == nil)
        #expect(BaseTableViewObservers().reloadData == nil)
    }
}

@MainActor
@Suite struct AlertModelTests {
    @Test func anAlertWithoutActionsGetsASingleOKButton() throws {
        let alert = AlertModel(title: "Saved", message: "Your order was saved.")
        #expect(alert.title == "Saved")
        #expect(alert.message == "Your order was saved.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(alert.actions.first?.style == .default)
        try #require(alert.action(titled: "OK")).trigger()
    }

    @Test func aTestCanTriggerAnActionsHandler() throws {
        var deleted = 0
        let alert = AlertModel(
            title: "Delete?", message: nil, preferredStyle: .actionSheet,
            actions: [
                .init(title: "Delete", style: .destructive) { deleted += 1 },
                .init(title: "Cancel", style: .cancel),
            ]
        )
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        try #require(alert.action(titled: "Delete")).trigger()
        try #require(alert.action(titled: "Cancel")).trigger()
        #expect(deleted == 1)
        #expect(alert.action(titled: "Nope") == nil)
    }
}

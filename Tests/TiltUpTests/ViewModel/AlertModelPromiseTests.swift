import Testing
import TiltUp

/// `AlertModel` keeps its promises whatever it is given, so that no model can crash UIKit's alert
/// controller (which raises on a second cancel action) or render differently in SwiftUI.
@Suite struct AlertModelPromiseTests {
    @Test func anAlertGivenNoActionsGetsOneOKButton() {
        var alert = AlertModel(title: "Saved", message: nil)
        #expect(alert.actions == [AlertModel.Action(title: "OK")])
        alert.actions = []
        #expect(alert.actions == [AlertModel.Action(title: "OK")])
    }

    @Test func onlyTheFirstCancelActionKeepsTheCancelStyle() {
        var alert = AlertModel(
            title: "Leave?", message: nil,
            actions: [
                .init(title: "Stay", style: .cancel), .init(title: "Leave", style: .destructive), .init(title: "Later", style: .cancel),
            ])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive, .default])
        #expect(alert.actions.map(\.title) == ["Stay", "Leave", "Later"])

        alert.actions.append(.init(title: "Never", style: .cancel))
        #expect(alert.actions.map(\.style) == [.cancel, .destructive, .default, .default])

        alert.actions[1].style = .cancel
        #expect(alert.actions.filter { $0.style == .cancel }.count == 1)
        #expect(alert.cancelAction?.title == "Stay")
    }

    @MainActor
    @Test func anActionWhoseStyleWasChangedKeepsItsHandler() {
        final class Taps: @unchecked Sendable { var titles: [String] = [] }
        let taps = Taps()
        var alert = AlertModel(
            title: nil, message: nil,
            actions: [.init(title: "A", style: .cancel), .init(title: "B", style: .cancel) { taps.titles.append("B") }])
        alert.action(titled: "B")?.trigger()
        alert.actions = alert.actions.reversed()
        alert.action(titled: "B")?.trigger()
        #expect(taps.titles == ["B", "B"])
        #expect(alert.actions.map(\.style) == [.default, .cancel])  // B stays the default action it became
    }
}

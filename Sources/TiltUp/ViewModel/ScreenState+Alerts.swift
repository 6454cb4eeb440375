import Dispatch

/// An alert as a ``ScreenState`` shows it: the model, and a number no other alert of that state has.
public struct AlertPresentation: Identifiable, Sendable, Equatable {
    /// Tells this presentation from the ones before and after it, even of an equal model.
    public let id: Int
    /// The alert shown.
    public let model: AlertModel
}

/// What a ScreenState remembers of its alerts between changes.
struct AlertBook {
    /// The number of the last alert presented.
    var lastID = 0
    /// The alert answered (a button tapped, or dismissed without one), whose handler has run or will.
    var answeredID: Int?
    /// An alert waiting for the next turn of the main queue, because it replaces one that was up.
    var waiting: AlertModel?
}

// The rules, which SwiftUI does not keep by itself:
// - Each alert is answered once: by its button, or, dismissed without a button, by its cancel action.
//   SwiftUI clears the `isPresented` binding before the button's action on iOS 15 and after it on
//   iOS 16; whichever comes first, the handler that runs is the button's, and it runs once.
// - Handlers run on the next turn of the main queue, after the alert has gone: an alert presented from
//   a handler finds none up, and is shown.
// - An alert presented while another is up replaces it: the one up is taken down unanswered (none of
//   its handlers run; a diagnostic says so) and the new one is shown on the next turn of the main queue,
//   so that SwiftUI sees the first go and the second come.
// - `alert` keeps the last alert after it went, so its title does not blank while it animates out.

extension ScreenState {
    /// Shows `model`, as the view model's `presentAlert` observer does.
    ///
    /// If an alert is up and unanswered, it is taken down without running any handler, a diagnostic says
    /// so, and `model` is shown on the next turn of the main queue (the latest, if several replace it).
    ///
    /// ```swift
    /// state.present(AlertModel(title: "Saved", message: nil))
    /// ```
    public func present(_ model: AlertModel) {
        if let waiting = alertBook.waiting {
            reportReplaced(waiting, by: model)
            alertBook.waiting = model
            return
        }
        guard isAlertPresented, let shown = alert, alertBook.answeredID != shown.id else {
            show(model)
            return
        }
        reportReplaced(shown.model, by: model)
        alertBook.answeredID = shown.id
        isAlertPresented = false
        alertBook.waiting = model
        onNextMainQueueTurn { [weak self] in self?.showWaitingAlert() }
    }

    /// Answers the alert that is up as a tap on its button at `index` would.
    ///
    /// The alert goes, and the button's handler runs on the next turn of the main queue, once. With no alert
    /// up, or `index` out of range, nothing happens and ``diagnosticHandler`` is told.
    ///
    /// ```swift
    /// state.answerAlert(actionAt: 0)
    /// await waitForMainQueue()  // TiltUpTest: the handler has run
    /// ```
    ///
    /// - Parameter index: the position of the button among the alert's actions.
    public func answerAlert(actionAt index: Int) {
        guard isAlertPresented, let shown = alert else {
            diagnosticHandler("ScreenState.answerAlert(actionAt: \(index)): no alert is up; nothing was answered")
            return
        }
        answer(actionAt: index, ofAlert: shown.id)
    }

    /// Dismisses the alert that is up without a button, as tapping outside an action sheet does.
    ///
    /// Its cancel action's handler, if it has one, runs on the next turn of the main queue, once.
    public func dismissAlert() {
        guard let shown = alert else { return }
        alertWasDismissed(shown.id)
    }

    /// A tap on the button at `index` of the alert numbered `id`; a second answer, or one to an alert
    /// that was replaced, does nothing.
    func answer(actionAt index: Int, ofAlert id: Int) {
        guard let shown = alert, shown.id == id, alertBook.answeredID != id else { return }
        guard shown.model.actions.indices.contains(index) else {
            diagnosticHandler(
                "ScreenState.answerAlert(actionAt: \(index)): \(Self.describe(shown.model)) has \(shown.model.actions.count) actions; nothing was answered"
            )
            return
        }
        alertBook.answeredID = id
        isAlertPresented = false
        let action = shown.model.actions[index]
        onNextMainQueueTurn { action.trigger() }
    }

    /// The alert numbered `id` went without a button, or before its button's action arrived (SwiftUI
    /// clears the binding first on iOS 15): if no button answers it by the next turn of the main queue,
    /// its cancel action does.
    func alertWasDismissed(_ id: Int) {
        guard let shown = alert, shown.id == id, alertBook.answeredID != id, isAlertPresented else { return }
        isAlertPresented = false
        onNextMainQueueTurn { [weak self] in
            guard let self, self.alertBook.answeredID != id else { return }
            self.alertBook.answeredID = id
            shown.model.cancelAction?.trigger()
        }
    }

    /// Runs `body` on the next turn of the main queue: the one place the alert rules wait for it.
    private func onNextMainQueueTurn(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { body() }
        }
    }

    private func showWaitingAlert() {
        guard let waiting = alertBook.waiting else { return }
        alertBook.waiting = nil
        show(waiting)
    }

    private func show(_ model: AlertModel) {
        alertBook.lastID += 1
        alert = AlertPresentation(id: alertBook.lastID, model: model)
        isAlertPresented = true
    }

    private func reportReplaced(_ replaced: AlertModel, by model: AlertModel) {
        diagnosticHandler(
            "ScreenState: the alert \(Self.describe(model)) was presented while \(Self.describe(replaced)) was up; "
                + "that one was taken down unanswered, none of its handlers ran")
    }

    private static func describe(_ model: AlertModel) -> String {
        "\"\(model.title ?? model.message ?? "")\""
    }
}

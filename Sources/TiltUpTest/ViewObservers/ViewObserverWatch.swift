import Foundation
import TiltUp

/// Watches the view observers, records the expected calls, tells when enough have come, checks them,
/// and puts the observers back as it found them.
///
/// Every observer is watched in front of whatever the test (or a `ScreenState`) set, which still runs,
/// and is put back afterwards. The calls of the observers it does not expect are named in the failure,
/// and an alert or a reload that comes while an expected call is missing ends the wait once the main
/// queue has run what was already queued, since the view model has then taken another way and the
/// expected call will not come.
@MainActor
final class ViewObserverWatch {
    /// The name of the helper watching, for its messages.
    let helper: String
    private let viewObservers: any BaseViewObserving
    private let expectsAlert: Bool
    private let expectsLoadingCycle: Bool
    private let expectsReload: Bool

    private var loadingStates: [LoadingState] = []
    private var alerts: [AlertModel] = []
    private var reloads = 0
    private var whenSatisfied: (() -> Void)?
    /// The calls of observers that were not expected, described, oldest first.
    private var unexpectedCalls: [String] = []
    /// Whether an unexpected alert or reload came while an expected call was missing.
    private var tookAnotherWay = false
    /// Whether the wait ended because of that, before the timeout.
    private(set) var gaveUp = false
    private var isCheckingForAnotherWay = false
    /// What ``reset()`` puts back: the observers as the watch found them.
    private var restore: [@MainActor () -> Void] = []

    init(helper: String, viewObservers: any BaseViewObserving, presentAlert: Bool, loadingCycle: Bool, reloadData: Bool) {
        self.helper = helper
        self.viewObservers = viewObservers
        expectsAlert = presentAlert
        expectsLoadingCycle = loadingCycle
        expectsReload = reloadData
        watch()
    }

    /// Watches every observer, in front of the one the test or a `ScreenState` set, which still runs and
    /// is put back by ``reset()``: an expected call is recorded, an unexpected one noted.
    private func watch() {
        let viewObservers = self.viewObservers
        let ownAlert = viewObservers.presentAlert
        viewObservers.presentAlert = { [weak self] alert in
            if let self {
                if self.expectsAlert {
                    self.alerts.append(alert)
                    self.check()
                } else {
                    self.noteUnexpected("presentAlert(\(Self.describe(alert)))", takesAnotherWay: true)
                }
            }
            ownAlert?(alert)
        }
        restore.append { viewObservers.presentAlert = ownAlert }
        let ownLoading = viewObservers.loadingState
        viewObservers.loadingState = { [weak self] state in
            if let self {
                if self.expectsLoadingCycle {
                    self.loadingStates.append(state)
                    self.check()
                } else {
                    self.noteUnexpected("loadingState(\(Self.describe(state)))", takesAnotherWay: false)
                }
            }
            ownLoading?(state)
        }
        restore.append { viewObservers.loadingState = ownLoading }
        if let reloading = viewObservers as? any ReloadDataObserving {
            let ownReload = reloading.reloadData
            reloading.reloadData = { [weak self] in
                if let self {
                    if self.expectsReload {
                        self.reloads += 1
                        self.check()
                    } else {
                        self.noteUnexpected("reloadData()", takesAnotherWay: true)
                    }
                }
                ownReload?()
            }
            restore.append { reloading.reloadData = ownReload }
        }
    }

    private func noteUnexpected(_ call: String, takesAnotherWay: Bool) {
        unexpectedCalls.append(call)
        if takesAnotherWay, !isSatisfied {
            tookAnotherWay = true
            checkForAnotherWay()
        }
    }

    /// Once the main queue has run what was already queued, ends the wait if the expected calls are
    /// still missing after an unexpected alert or reload.
    private func checkForAnotherWay() {
        guard tookAnotherWay, whenSatisfied != nil, !isCheckingForAnotherWay else { return }
        isCheckingForAnotherWay = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isCheckingForAnotherWay = false
                guard !self.isSatisfied, let body = self.whenSatisfied else { return }
                self.whenSatisfied = nil
                self.gaveUp = true
                body()
            }
        }
    }

    /// A watch of a screen's base observers, for `waitForBaseViewObservers`.
    convenience init(viewObservers: any BaseViewObserving, expecting types: [BaseViewObservers.ExpectationType]) {
        self.init(
            helper: "waitForBaseViewObservers", viewObservers: viewObservers,
            presentAlert: types.contains(.presentAlert), loadingCycle: types.contains(.loadingCycle), reloadData: false
        )
    }

    /// A watch of a list screen's base observers, for `waitForBaseTableViewObservers`.
    convenience init(tableViewObservers: any BaseTableViewObserving, expecting types: [BaseTableViewObservers.ExpectationType]) {
        self.init(
            helper: "waitForBaseTableViewObservers", viewObservers: tableViewObservers,
            presentAlert: types.contains(.presentAlert), loadingCycle: types.contains(.loadingCycle),
            reloadData: types.contains(.reloadData)
        )
    }

    /// Every call that has come so far.
    var calls: ViewObserverCalls {
        ViewObserverCalls(alerts: alerts, loadingStates: loadingStates, reloadDataCount: reloads)
    }

    /// Whether every expected call has come.
    var isSatisfied: Bool {
        (!expectsAlert || !alerts.isEmpty)
            && (!expectsLoadingCycle || loadingStates.count >= 2)
            && (!expectsReload || reloads > 0)
    }

    /// Calls `body` once, as soon as every expected call has come (at once if they already have), or
    /// once an unexpected alert or reload shows that they will not (see ``gaveUp``).
    func onSatisfied(_ body: @escaping () -> Void) {
        whenSatisfied = body
        check()
        checkForAnotherWay()
    }

    private func check() {
        guard isSatisfied, let body = whenSatisfied else { return }
        whenSatisfied = nil
        body()
    }

    /// Puts back every observer it watched in front of, exactly as it found it: the test's own, a
    /// `ScreenState`'s, or `nil`.
    func reset() {
        whenSatisfied = nil
        for put in restore {
            put()
        }
        restore = []
    }

    /// What went wrong, one line each; empty when the calls were exactly the expected ones.
    func problems(timedOut: Bool, limit: WaitLimit) -> [String] {
        var problems: [String] = []
        if expectsLoadingCycle {
            if loadingStates.count != 2 || loadingStates.first == .notLoading || loadingStates.last != .notLoading {
                problems.append(
                    "loadingCycle expected loadingState(.loading) then loadingState(.notLoading), got \(loadingStates.map(Self.describe))")
            }
        }
        if expectsAlert, alerts.count != 1 {
            problems.append("presentAlert expected 1 call, got \(alerts.count)")
        }
        if expectsReload, reloads != 1 {
            problems.append("reloadData expected 1 call, got \(reloads)")
        }
        if !problems.isEmpty, !unexpectedCalls.isEmpty {
            problems.append("calls not expected: \(unexpectedCalls.joined(separator: ", "))")
        }
        if gaveUp, !problems.isEmpty {
            problems.insert("stopped waiting: an alert or a reload that was not expected came instead", at: 0)
        } else if timedOut, !problems.isEmpty, limit.misuse == nil {
            problems.insert("timed out \(limit.afterDescription)", at: 0)
        }
        return (limit.misuse.map { [$0] } ?? []) + problems.map { "\(helper) failed: \($0)" }
    }

    private static func describe(_ alert: AlertModel) -> String {
        "\"\(alert.title ?? alert.message ?? "")\""
    }

    private static func describe(_ state: LoadingState) -> String {
        switch state {
        case .notLoading: ".notLoading"
        case .loading(let message): ".loading(\"\(message)\")"
        }
    }
}

import Foundation
import TiltUp

/// Sets the expected view observers, records their calls, tells when enough calls have come, checks
/// them, and resets the observers it set.
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

    init(helper: String, viewObservers: any BaseViewObserving, presentAlert: Bool, loadingCycle: Bool, reloadData: Bool) {
        self.helper = helper
        self.viewObservers = viewObservers
        expectsAlert = presentAlert
        expectsLoadingCycle = loadingCycle
        expectsReload = reloadData
        if presentAlert {
            viewObservers.presentAlert = { [weak self] in
                self?.alerts.append($0)
                self?.check()
            }
        }
        if loadingCycle {
            viewObservers.loadingState = { [weak self] in
                self?.loadingStates.append($0)
                self?.check()
            }
        }
        if reloadData, let reloading = viewObservers as? any ReloadDataObserving {
            reloading.reloadData = { [weak self] in
                self?.reloads += 1
                self?.check()
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

    /// Calls `body` once, as soon as every expected call has come (at once if they already have).
    func onSatisfied(_ body: @escaping () -> Void) {
        whenSatisfied = body
        check()
    }

    private func check() {
        guard isSatisfied, let body = whenSatisfied else { return }
        whenSatisfied = nil
        body()
    }

    /// Sets the observers it set back to `nil`.
    func reset() {
        whenSatisfied = nil
        if expectsAlert {
            viewObservers.presentAlert = nil
        }
        if expectsLoadingCycle {
            viewObservers.loadingState = nil
        }
        if expectsReload, let reloading = viewObservers as? any ReloadDataObserving {
            reloading.reloadData = nil
        }
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
        if timedOut, !problems.isEmpty, limit.misuse == nil {
            problems.insert("timed out \(limit.afterDescription)", at: 0)
        }
        return (limit.misuse.map { [$0] } ?? []) + problems.map { "\(helper) failed: \($0)" }
    }

    private static func describe(_ state: LoadingState) -> String {
        switch state {
        case .notLoading: ".notLoading"
        case .loading(let message): ".loading(\"\(message)\")"
        }
    }
}

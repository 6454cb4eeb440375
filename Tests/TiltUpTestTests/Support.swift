import Dispatch
import Testing
import TiltUp
import TiltUpTestSupport

extension Issue {
    /// Whether this is the failure a helper reports: exactly `message`, at `line` of this file.
    /// Whether this is a failure reading `message` (before the navigation it shows, if any) at `line`.
    func isFailure(_ message: String, at line: Int, fileID: String = #fileID) -> Bool {
        comments.map { $0.rawValue.components(separatedBy: Self.navigationHeading)[0] } == [message]
            && sourceLocation?.line == line && sourceLocation?.fileID == fileID
    }

    /// The navigation the failure shows after its message: what was on screen.
    var navigationShown: String? {
        let parts = comments.first?.rawValue.components(separatedBy: Self.navigationHeading) ?? []
        return parts.count == 2 ? parts[1] : nil
    }

    private static let navigationHeading = "\nNavigation now:\n"

}

/// A coordinator that pushes a `FakeScreen` and retains itself.
@MainActor
final class FakeCoordinator: Coordinator {
    override func start() {
        router.push(FakeScreen(), retaining: self, animated: false)
    }
}

/// A view model whose view observers are called at once or later on the main queue.
@MainActor
final class FakeListViewModel {
    let viewObservers = BaseTableViewObservers()
    var later = false
    /// What the failure alert's "Retry" action does.
    var retry: (@MainActor @Sendable () -> Void)?

    init(later: Bool = false) {
        self.later = later
    }

    func refresh(failing: Bool = false, skipNotLoading: Bool = false) {
        run {
            self.viewObservers.loadingState?(.loading())
            if !skipNotLoading {
                self.viewObservers.loadingState?(.notLoading)
            }
            if failing {
                let retry = AlertModel.Action(title: "Retry") { [weak self] in self?.retry?() }
                self.viewObservers.presentAlert?(AlertModel(title: "Failed", message: nil, actions: [retry]))
            } else {
                self.viewObservers.reloadData?()
            }
        }
    }

    private func run(_ body: @escaping @MainActor () -> Void) {
        if later {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        } else {
            body()
        }
    }
}

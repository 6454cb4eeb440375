#if canImport(Combine)
// Compiled for iOS by ../shared/tools/ios-typecheck: Combine does not exist on Linux.
// docs-twin: Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md
import Combine
import TiltUp

extension Router {
    /// The top screen after each change, as TiltUp 5's `topViewControllerSubject` sent it: like it, it
    /// does not replay the current screen to a new subscriber.
    func topViewControllerPublisher() -> AnyPublisher<Screen?, Never> {
        eventsPublisher
            .compactMap { event -> Screen?? in
                guard case .topViewControllerChanged(let top) = event else { return nil }
                return .some(top)
            }
            .eraseToAnyPublisher()
    }
}
// docs-twin-end

/// The cart of the ObservingValues article's publisher snippet.
final class CartViewModel {
    @Observable var itemCount = 0
}

// docs-twin: Sources/TiltUp/TiltUp.docc/ObservingValues.md
import Combine
import TiltUp

final class CartBadgeText {
    private(set) var text = ""
    private var cancellables: Set<AnyCancellable> = []

    init(cart: CartViewModel) {
        cart.$itemCount.publisher
            .map { $0 == 1 ? "1 item" : "\($0) items" }
            .sink { [weak self] text in self?.text = text }
            .store(in: &cancellables)
    }
}
// docs-twin-end
#endif

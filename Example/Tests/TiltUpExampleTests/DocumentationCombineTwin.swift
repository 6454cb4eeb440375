#if canImport(Combine)
// Compiled for iOS by ../shared/tools/ios-typecheck: Combine does not exist on Linux.
// docs-twin: Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md
import Combine
import TiltUp

extension Router {
    /// The top screen now and after each change, as TiltUp 5's `topViewControllerSubject` gave it.
    func topViewControllerPublisher() -> AnyPublisher<Screen?, Never> {
        let subject = CurrentValueSubject<Screen?, Never>(viewControllers.last)
        let observation = observeNavigation { event in
            if case .topViewControllerChanged(let top) = event {
                subject.send(top)
            }
        }
        return subject.handleEvents(receiveCancel: { observation.dispose() }).eraseToAnyPublisher()
    }
}
// docs-twin-end
#endif

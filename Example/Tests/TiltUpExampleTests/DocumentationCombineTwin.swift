#if canImport(Combine)
// Compiled for iOS by ../shared/tools/ios-typecheck: Combine does not exist on Linux.
// docs-twin: Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md
import Combine
import TiltUp

extension Router {
    /// The top screen after each change, as TiltUp 5's `topViewControllerSubject` sent it: a
    /// passthrough publisher that, like it, does not replay the current screen to a new subscriber.
    func topViewControllerPublisher() -> AnyPublisher<Screen?, Never> {
        let subject = PassthroughSubject<Screen?, Never>()
        let observation = observe { event in
            if case .topViewControllerChanged(let top) = event {
                subject.send(top)
            }
        }
        return subject.handleEvents(receiveCancel: { observation.dispose() }).eraseToAnyPublisher()
    }
}
// docs-twin-end
#endif

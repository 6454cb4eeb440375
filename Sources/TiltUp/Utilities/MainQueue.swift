import Dispatch
import Foundation

/// Whether the caller runs where the main actor does: on the main thread, or in a block of the main queue.
///
/// The main queue is where the main actor runs its jobs, also where that is not the process's first thread,
/// as under Swift Testing on Linux. For TiltUpTest's waiting helpers too, which import it with
/// `@_spi(TiltUpTest) import TiltUp`.
///
/// - Returns: `true` on the main actor's thread.
@_spi(TiltUpTest)
public func isOnMainActorThread() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker.key) == true
}

/// A key set on the main queue.
private final class MainQueueMarker: @unchecked Sendable {
    // Only read after it is set, once, here.
    let key = DispatchSpecificKey<Bool>()

    init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }
}

private let mainQueueMarker = MainQueueMarker()

import Dispatch
import Foundation
import Testing

/// Whether a recording of a sequence has ended by itself, written by the recording's task and read by its
/// deadline's.
private final class RecordingEnd: @unchecked Sendable {
    private let lock = NSLock()
    private var ended = false

    var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    func markEnded() {
        lock.lock()
        ended = true
        lock.unlock()
    }
}

/// Hands each element of `stream` to `append`, in order, until the stream ends or `count` elements have come,
/// or until `limit` has passed without either; returns whether it stopped at the limit.
///
/// The limit counts both time and turns of the recording's executor: it is reached only once `limit` has
/// passed and the recording has had a hundred chances to run since, so that a main actor kept busy by other
/// tests (Swift Testing runs them side by side) does not make a sequence that did end look as if it had not.
func recordElements<Element>(
    of stream: AsyncStream<Element>, upTo count: Int = .max, limit: WaitLimit, isolation: isolated (any Actor)? = #isolation,
    _ append: @escaping (Element) -> Void
) async -> Bool {
    let end = RecordingEnd()
    // On the caller's actor, where `append` may be called.
    let recording = Task {
        _ = isolation
        var received = 0
        for await element in stream {
            append(element)
            received += 1
            if received >= count { break }
        }
        if received >= count || !Task.isCancelled {
            end.markEnded()
        }
    }
    // On the same actor, after the recording in its queue: each of its turns lets the recording go on first.
    let deadline = Task { () -> Bool in
        _ = isolation
        guard let nanoseconds = limit.nanoseconds else { return false }
        let start = DispatchTime.now().uptimeNanoseconds
        var turns = 0
        while !end.hasEnded {
            if turns >= 100, DispatchTime.now().uptimeNanoseconds - start >= nanoseconds {
                recording.cancel()
                return true
            }
            do {
                try await Task.sleep(nanoseconds: 1_000_000)
            } catch {
                return false
            }
            turns += 1
        }
        return false
    }
    await recording.value
    deadline.cancel()
    return await deadline.value && !end.hasEnded
}

/// The elements of `stream` until it ends, or until `count` have come, waiting `timeout` at most.
///
/// When neither has happened within `timeout` seconds, it returns those it gave, with a failure at the
/// caller's line: a test whose sequence's end is lost fails rather than waiting for ever. For TiltUp's own
/// tests, of sequences whose elements need not be `Sendable` (`Router.events`).
///
/// - Parameters:
///   - stream: the sequence to read.
///   - count: how many elements to wait for at most.
///   - timeout: how long to wait, in seconds.
///   - sourceLocation: where the caller is, for the failure.
/// - Returns: the elements read, in order.
@_spi(TiltUpTestInternals)
@MainActor
public func elements<Element>(
    of stream: AsyncStream<Element>, upTo count: Int = .max, timeout: TimeInterval = 5,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> [Element] {
    var read: [Element] = []
    let stopped = await recordElements(of: stream, upTo: count, limit: WaitLimit(timeout, helper: "elements(of:)")) { read.append($0) }
    if stopped {
        Issue.record(
            "the sequence neither ended nor gave \(count == .max ? "its end" : "\(count) elements") within \(timeout) seconds; it gave \(read.count)",
            sourceLocation: sourceLocation)
    }
    return read
}

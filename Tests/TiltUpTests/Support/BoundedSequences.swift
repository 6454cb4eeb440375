import Foundation
import Testing

/// What a bounded loop has seen so far, read and written on the main actor only.
final class SeenElements<Element>: @unchecked Sendable {
    var elements: [Element] = []
}

/// The elements of `stream` until it ends, or until `count` have come; if neither has happened within
/// `seconds`, those it gave, with an issue recorded at the caller's line: a test whose stream's end (or
/// element) is lost fails at once rather than waiting for ever.
@MainActor
func elements<Element>(
    of stream: AsyncStream<Element>, upTo count: Int = .max, within seconds: Double = 5,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> [Element] {
    let seen = SeenElements<Element>()
    nonisolated(unsafe) let stream = stream
    let loop = Task { @MainActor in
        for await element in stream {
            seen.elements.append(element)
            if seen.elements.count >= count { return }
        }
    }
    let deadline = Task { @MainActor () -> Bool in
        do {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        } catch {
            return false
        }
        loop.cancel()
        return true
    }
    await loop.value
    deadline.cancel()
    if await deadline.value {
        Issue.record(
            "the sequence neither ended nor gave \(count) elements within \(seconds) seconds; it gave \(seen.elements.count)",
            sourceLocation: sourceLocation)
    }
    return seen.elements
}

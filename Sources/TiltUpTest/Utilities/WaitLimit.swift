import Foundation

/// What a waiting helper's `timeout` means, whatever number it is given; never a trap.
///
/// - From zero up to ``longest`` seconds: waits at most that long (zero: does not wait).
/// - More than ``longest``, `.infinity` included: waits with no limit, until the expected calls come.
/// - Negative, or not a number: does not wait, and fails at once, saying why.
struct WaitLimit: Sendable {
    /// Seconds to wait at most; `nil` for no limit.
    let seconds: TimeInterval?
    /// The failure of a timeout that means nothing (negative, or not a number), reported whatever comes.
    let misuse: String?

    /// The longest limit kept as given, about 31 years: above it no clock would tell the difference.
    static let longest: TimeInterval = 1_000_000_000

    init(_ timeout: TimeInterval, helper: String) {
        if timeout.isNaN || timeout < 0 {
            seconds = 0
            misuse = "\(helper) failed: the timeout must be zero or more seconds, or .infinity; \(timeout) did not wait"
        } else if timeout > Self.longest {
            seconds = nil
            misuse = nil
        } else {
            seconds = timeout
            misuse = nil
        }
    }

    /// Whether the helper may wait at all.
    var waits: Bool { seconds != 0 }

    /// The limit in nanoseconds, for `Task.sleep`; `nil` for no limit.
    var nanoseconds: UInt64? {
        seconds.map { UInt64($0 * 1_000_000_000) }
    }

    /// When waiting stops: `distantFuture` for no limit.
    var deadline: Date {
        seconds.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
    }

    /// The limit as the failure message says it: "after 0.5 seconds".
    var afterDescription: String {
        seconds.map { "after \($0) seconds" } ?? "with no limit"
    }
}

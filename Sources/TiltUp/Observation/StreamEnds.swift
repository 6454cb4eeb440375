/// The asynchronous streams a source has handed out: each ends when its consumer stops, or when the
/// source goes (this object is released with it).
///
/// A source keeps one and makes its streams with ``stream(_:)``: the stream observes the source through
/// the token `start` returns, and is finished, its observation disposed of, when the source is released.
final class StreamEnds: Sendable {
    private let finishers = Locked<(next: Int, all: [Int: @Sendable () -> Void])>((0, [:]))

    deinit {
        // The source has gone: every stream it handed out ends, once its buffered elements are read.
        let all = finishers.withLock { state in
            defer { state.all = [:] }
            return state.all.values
        }
        for finish in all {
            finish()
        }
    }

    /// A stream whose elements `start` yields to the continuation it is given, through an observation of
    /// the source: the returned token, disposed of when the stream ends.
    func stream<Element>(
        _ start: (AsyncStream<Element>.Continuation) -> Disposable
    ) -> AsyncStream<Element> {
        AsyncStream { continuation in
            let token = start(continuation)
            let id = finishers.withLock { state in
                state.next += 1
                state.all[state.next] = { continuation.finish() }
                return state.next
            }
            continuation.onTermination = { [weak self] _ in
                token.dispose()
                self?.finishers.withLock { _ = $0.all.removeValue(forKey: id) }
            }
        }
    }
}

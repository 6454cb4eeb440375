/// The observations a source has handed out (asynchronous streams, publishers' subscriptions): each ends
/// when its consumer stops, or when the source goes (this object is released with it).
///
/// A source keeps one and makes its streams with ``stream(_:)``; a subscription registers its end with
/// ``onSourceEnd(_:)``.
final class StreamEnds: Sendable {
    private let finishers = Locked<(next: Int, all: [Int: @Sendable () -> Void])>((0, [:]))

    deinit {
        // The source has gone: every observation it handed out ends, once its buffered elements are read.
        let all = finishers.withLock { state in
            defer { state.all = [:] }
            return state.all.values
        }
        for finish in all {
            finish()
        }
    }

    /// Calls `finish` once, when the source goes, unless the returned function is called first.
    func onSourceEnd(_ finish: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let id = finishers.withLock { state in
            state.next += 1
            state.all[state.next] = finish
            return state.next
        }
        return { [weak self] in
            self?.finishers.withLock { _ = $0.all.removeValue(forKey: id) }
        }
    }

    /// A stream whose elements `start` yields to the continuation it is given, through an observation of
    /// the source: the returned token, disposed of when the stream ends.
    func stream<Element>(
        _ start: (AsyncStream<Element>.Continuation) -> Disposable
    ) -> AsyncStream<Element> {
        AsyncStream { continuation in
            let token = start(continuation)
            let forget = onSourceEnd { continuation.finish() }
            continuation.onTermination = { _ in
                token.dispose()
                forget()
            }
        }
    }
}

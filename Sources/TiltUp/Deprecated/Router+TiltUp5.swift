// TiltUp 5's public Router members that TiltUp 6 removed, kept as unavailable declarations so that a
// TiltUp 5 call site fails to compile with a message naming what to write instead.

extension Router {
    /// TiltUp 5's change of a modal, sent by `presentedViewControllerSubject`; removed.
    @available(
        *, unavailable,
        message: "TiltUp 6 reports modals as RouterEvent.modalPresented(_:) and .modalDismissed(_:), from observe(_:)"
    )
    public enum ModalChange {}

    /// TiltUp 5's Combine subject of the top screen; removed.
    @available(
        *, unavailable,
        message:
            "TiltUp 6 has no Combine subjects: use observe(_:) and its .topViewControllerChanged(_:) events (see Moving from TiltUp 5 for a Combine adapter)"
    )
    public var topViewControllerSubject: Never { fatalError("unavailable") }

    /// TiltUp 5's Combine subject of the presented modal; removed.
    @available(
        *, unavailable,
        message: "TiltUp 6 has no Combine subjects: use observe(_:) and its .modalPresented(_:) and .modalDismissed(_:) events"
    )
    public var presentedViewControllerSubject: Never { fatalError("unavailable") }
}

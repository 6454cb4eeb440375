import TiltUp

extension BaseViewObservers {
    /// What `waitForBaseViewObservers` expects of a screen's view observers.
    public enum ExpectationType: Sendable, CaseIterable {
        /// One call of `presentAlert`.
        case presentAlert
        /// One call of `loadingState` with `.loading`, then one with `.notLoading`.
        case loadingCycle
    }
}

extension BaseTableViewObservers {
    /// What `waitForBaseTableViewObservers` expects of a list screen's view observers.
    public enum ExpectationType: Sendable, CaseIterable {
        /// One call of `presentAlert`.
        case presentAlert
        /// One call of `loadingState` with `.loading`, then one with `.notLoading`.
        case loadingCycle
        /// One call of `reloadData`.
        case reloadData
    }
}

import TiltUp

extension AlertModel {
    /// The alert a screen shows when its orders could not be loaded: the service's message, and a
    /// choice to try again or leave it.
    static func couldNotLoadOrders(_ error: OrderServiceError, retry: @escaping @MainActor @Sendable () -> Void) -> AlertModel {
        AlertModel(
            title: "Could not load orders", message: error.message,
            actions: [
                .init(title: "Retry", handler: retry),
                .init(title: "Cancel", style: .cancel),
            ])
    }
}

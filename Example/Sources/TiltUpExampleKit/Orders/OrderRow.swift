import TiltUp

/// Where an order is on its way.
public enum OrderStatus: String, CaseIterable, Sendable {
    case processing = "Processing"
    case shipped = "Shipped"
    case delivered = "Delivered"

    /// The status after this one; delivered stays delivered.
    var next: OrderStatus {
        switch self {
        case .processing: .shipped
        case .shipped, .delivered: .delivered
        }
    }
}

/// One row of the Orders list: the row view model a cell, a terminal line or a SwiftUI row shows.
public struct OrderRow: Identifiable, Equatable, Sendable {
    /// The order's number, from 1: its identity in the list.
    public let id: Int
    /// `#2 Moving boxes`.
    public let title: String
    /// Where the order is.
    public let status: OrderStatus
}

/// The Orders list: one section per status, in the order orders go through them.
public typealias OrdersList = ListState<ListSectionTitle, OrderRow>

#if canImport(UIKit)
import UIKit

extension SheetDetent {
    /// UIKit's detent of the same name.
    @MainActor var uiKit: UISheetPresentationController.Detent {
        switch self {
        case .medium: .medium()
        case .large: .large()
        }
    }

    /// The identifier of UIKit's detent of the same name.
    var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
        switch self {
        case .medium: .medium
        case .large: .large
        }
    }

    /// The detent UIKit's identifier names, if it is one of these.
    init?(uiKitIdentifier identifier: UISheetPresentationController.Detent.Identifier) {
        switch identifier {
        case .medium: self = .medium
        case .large: self = .large
        default: return nil
        }
    }
}

#endif

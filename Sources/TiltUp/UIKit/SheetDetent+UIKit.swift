#if canImport(UIKit)
import UIKit

extension SheetDetent {
    /// UIKit's detent for this one: `.medium()`, `.large()`, or a custom detent of ``uiKitIdentifier`` whose
    /// resolver measures this one. Below iOS 16, which has no custom detents, every other detent is `.large()`.
    @MainActor var uiKit: UISheetPresentationController.Detent {
        switch kind {
        case .medium: return .medium()
        case .large: return .large()
        case .fraction, .points, .custom:
            guard #available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *) else { return .large() }
            let detent = self
            return .custom(identifier: uiKitIdentifier) { context in
                detent.height(in: Context(maximumDetentValue: Double(context.maximumDetentValue))).map { CGFloat($0) }
            }
        }
    }

    /// The identifier of UIKit's detent for this one: `.medium`, `.large`, or `TiltUp.` followed by
    /// ``identifier`` (`.large` below iOS 16).
    var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
        switch kind {
        case .medium: return .medium
        case .large: return .large
        case .fraction, .points, .custom:
            guard #available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *) else { return .large }
            return UISheetPresentationController.Detent.Identifier("TiltUp." + identifier)
        }
    }

    /// The detent UIKit's identifier names, by its ``identifier`` (the sheet's own detent of that identifier
    /// is found by the Router).
    init(uiKitIdentifier identifier: UISheetPresentationController.Detent.Identifier) {
        switch identifier {
        case .medium: self = .medium
        case .large: self = .large
        default:
            let raw = identifier.rawValue
            self = SheetDetent(savedIdentifier: raw.hasPrefix("TiltUp.") ? String(raw.dropFirst("TiltUp.".count)) : raw)
        }
    }
}

#endif

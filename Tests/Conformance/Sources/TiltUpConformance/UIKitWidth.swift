#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The window's width for the drivers of UIKit's and SwiftUI's front ends, given the platform's way: the
/// window's own width where it is the one asked for; on a Mac a window resized (Mac Catalyst's
/// `requestGeometryUpdate`); on an iPad, whose window is regular, compact width as a trait override of the
/// child (what Split View gives, which UIKit's containers are taken to adapt to as to a narrow window: a
/// guess, which the run says). An iPhone's window is never made regular. Nothing here says what the width
/// then changes: UIKit does.
@MainActor
final class UIKitWidth {
    /// The guess a trait override rests on, which a run that made one says.
    static let traitOverrideGuess =
        "compact width here is a trait override of the iPad's regular window, as Split View gives: that UIKit's containers adapt to it as to a narrow window is a guess"

    private let child: UIViewController
    private let container: UIViewController
    /// The width asked of a Mac's window, until its trait collection says it (``settle()`` waits for it).
    private var pending: SizeClass?
    /// What the widths given so far rest on.
    private(set) var guesses: [String] = []

    /// The width of `child`, whose only parent is `container`, the window's root.
    init(of child: UIViewController, in container: UIViewController) {
        self.child = child
        self.container = container
    }

    /// The window's own width, without the driver's trait override: the container's.
    var own: SizeClass? {
        switch container.traitCollection.horizontalSizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }

    /// Gives the child the width `sizeClass`; returns why it cannot (an iPhone's window made regular, a Mac
    /// window that cannot be resized), or `nil`. A Mac's window is resized and reaches the width after
    /// ``settle()``, or never, which the run then shows.
    func give(_ sizeClass: SizeClass) -> String? {
        removeOverride()
        guard let own, own != sizeClass else { return nil }
        #if targetEnvironment(macCatalyst)
        return resizeWindow(to: sizeClass)
        #else
        guard own == .regular else { return "this window is compact, and the UI test does not make it regular" }
        setOverride(.compact)
        if !guesses.contains(Self.traitOverrideGuess) {
            guesses.append(Self.traitOverrideGuess)
        }
        return nil
        #endif
    }

    /// Waits, at most two seconds, until a resized Mac window's trait collection says the width asked of it.
    func settle() async {
        guard let wanted = pending else { return }
        for _ in 0..<100 where own != wanted {
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        pending = nil
    }

    #if targetEnvironment(macCatalyst)
    /// Asks the Mac to make the window 320 points wide for compact (an iPhone's width), 1,000 for regular;
    /// returns why it cannot (no scene, or a Mac Catalyst before 16, which has no geometry request), or `nil`.
    private func resizeWindow(to sizeClass: SizeClass) -> String? {
        guard let scene = container.view.window?.windowScene else { return "the window has no scene to resize" }
        guard #available(iOS 16.0, macCatalyst 16.0, *) else {
            return "Mac Catalyst before 16 has no request to resize a window"
        }
        pending = sizeClass
        scene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 400)
        let frame = scene.effectiveGeometry.systemFrame
        let size = CGSize(width: sizeClass == .compact ? 320 : 1_000, height: max(frame.height, 600))
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(origin: frame.origin, size: size))) { _ in }
        return nil
    }
    #endif

    private func setOverride(_ sizeClass: SizeClass) {
        let horizontal: UIUserInterfaceSizeClass = sizeClass == .compact ? .compact : .regular
        #if canImport(SwiftUI, _version: 5.0)  // an iOS 17 SDK or later, which has trait overrides
        if #available(iOS 17.0, *) {
            child.traitOverrides.horizontalSizeClass = horizontal
            return
        }
        #endif
        setLegacyOverride(UITraitCollection(horizontalSizeClass: horizontal))
    }

    private func removeOverride() {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            child.traitOverrides.remove(UITraitHorizontalSizeClass.self)
            return
        }
        #endif
        setLegacyOverride(nil)
    }

    /// By name: the method is deprecated from iOS 17 on, where trait overrides are used instead.
    private func setLegacyOverride(_ traits: UITraitCollection?) {
        _ = container.perform(NSSelectorFromString("setOverrideTraitCollection:forChildViewController:"), with: traits, with: child)
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

private struct ZoomNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
}

extension EnvironmentValues {
    /// The namespace `RouterView` matches zoom sources and zoomed screens in.
    var zoomTransitionNamespace: Namespace.ID? {
        get { self[ZoomNamespaceKey.self] }
        set { self[ZoomNamespaceKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as the source of the zoom with the identifier `id`.
    ///
    /// Marks this view as the source of the zoom whose ``ScreenTransition/sourceID`` is `id`: a screen pushed
    /// or presented by the `RouterView` around it with `.zoom(sourceID: id)` zooms out of it, and back into it
    /// when it leaves (SwiftUI's `matchedTransitionSource(id:in:)`, iOS 18).
    ///
    /// ```swift
    /// PhotoThumbnail(photo: photo)
    ///     .zoomTransitionSource(id: photo.id)
    /// ```
    ///
    /// Below iOS 18, on a Mac (Catalyst or native), and outside a `RouterView`, it changes nothing (the standard
    /// transition runs).
    ///
    /// - Parameter id: the identifier the transition is given.
    /// - Returns: the view, marked as the zoom's source.
    public func zoomTransitionSource(id: some Hashable & Sendable) -> some View {
        modifier(ZoomSourceModifier(id: AnyHashable(id)))
    }

    /// This view zooming out of its source when `transition` is a zoom (iOS 18, in the `RouterView`'s
    /// namespace); unchanged otherwise.
    func zoomTransition(_ transition: ScreenTransition) -> some View {
        modifier(ZoomDestinationModifier(sourceID: transition.style == .zoom ? transition.sourceID : nil))
    }
}

/// `matchedTransitionSource(id:in:)` in the `RouterView`'s namespace, where the zoom runs.
private struct ZoomSourceModifier: ViewModifier {
    let id: AnyHashable
    @Environment(\.zoomTransitionNamespace) private var namespace

    func body(content: Content) -> some View {
        #if os(iOS) && canImport(SwiftUI, _version: 6.0)  // an SDK of iOS 18 or later
        if #available(iOS 18.0, macCatalyst 18.0, *), NavigationPlatform.current.runsZoom, let namespace {
            content.matchedTransitionSource(id: id, in: namespace)
        } else {
            content
        }
        #else
        content
        #endif
    }
}

/// `navigationTransition(.zoom(sourceID:in:))` in the `RouterView`'s namespace, where the zoom runs.
private struct ZoomDestinationModifier: ViewModifier {
    let sourceID: AnyHashable?
    @Environment(\.zoomTransitionNamespace) private var namespace

    func body(content: Content) -> some View {
        #if os(iOS) && canImport(SwiftUI, _version: 6.0)  // an SDK of iOS 18 or later
        if #available(iOS 18.0, macCatalyst 18.0, *), NavigationPlatform.current.runsZoom, let sourceID, let namespace {
            content.navigationTransition(.zoom(sourceID: sourceID, in: namespace))
        } else {
            content
        }
        #else
        content
        #endif
    }
}

#endif

#if canImport(SwiftUI) && !canImport(UIKit)
import SwiftUI

extension HeadlessHostingController: SwiftUIRenderedScreen {
    /// The hosted view as SwiftUI's own navigation shows it, with this screen's title (a native Mac's
    /// `RouterView`: no UIKit, so no `UIHostingController`, and a toolbar title of the window's size).
    var renderedView: AnyView {
        AnyView(rootView.navigationTitle(title ?? ""))
    }

    /// The screen's title.
    var renderedTitle: String? { title }
}

#endif

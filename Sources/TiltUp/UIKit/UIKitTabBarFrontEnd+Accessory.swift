#if canImport(UIKit)
import UIKit

// iOS 26's tab bar: the accessory above it (`UITabAccessory`), and how it shrinks as the user scrolls.
// Compiled with an SDK of iOS 26 or later (SwiftUI 7 is its marker); below iOS 26 neither exists.
extension UIKitTabBarFrontEnd {
    func showBottomAccessory(_ screen: Screen?) {
        if let shown = accessoryScreen {
            shown.willMove(toParent: nil)
            shown.view.removeFromSuperview()
            shown.removeFromParent()
            accessoryScreen = nil
        }
        #if canImport(SwiftUI, _version: 7.0)
        guard #available(iOS 26.0, macCatalyst 26.0, *) else { return }
        guard let screen else {
            tabBarController.bottomAccessory = nil
            return
        }
        tabBarController.addChild(screen)
        tabBarController.bottomAccessory = UITabAccessory(contentView: screen.view)
        screen.didMove(toParent: tabBarController)
        accessoryScreen = screen
        #endif
    }

    /// Whether UIKit draws the accessory: it was given one, which it does on iOS and Mac Catalyst 26 or later.
    var drawsBottomAccessory: Bool {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, macCatalyst 26.0, *) {
            return true
        }
        #endif
        return false
    }

    func applyMinimizeBehavior() {
        #if canImport(SwiftUI, _version: 7.0)
        guard #available(iOS 26.0, macCatalyst 26.0, *) else { return }
        tabBarController.tabBarMinimizeBehavior =
            switch minimizeBehavior {
            case .automatic: .automatic
            case .never: .never
            case .onScrollDown: .onScrollDown
            case .onScrollUp: .onScrollUp
            }
        #endif
    }
}

#endif

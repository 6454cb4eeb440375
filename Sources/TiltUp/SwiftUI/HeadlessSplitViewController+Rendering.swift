#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// What SwiftUI's rendering (`RouterView`) reads of a split view and tells it: the renderer reaches nothing
// else of the headless core.
extension HeadlessSplitViewController {
    /// Whether SwiftUI draws this split view (a `NavigationSplitView`), rather than showing it as a view controller.
    var isDrawnBySwiftUI: Bool { core.rules.tabBarIsDrawnBySwiftUI }

    /// Calls `onChange` after each change of the columns or the width, and of each column's stack, for as
    /// long as `renderer` lives.
    func addRenderer(_ renderer: AnyObject, onChange: @escaping @MainActor () -> Void) {
        core.watchers.add(renderer, onChange)
    }

    /// The stack of SwiftUI's navigation shown in `column`, if any.
    func columnStack(_ column: SplitColumn) -> NavigationStackController? {
        Platform.swiftUIStack(core.viewController(for: column))
    }

    /// The stacks of the columns shown, sidebar first.
    var columnStacks: [NavigationStackController] {
        SplitColumn.allCases.compactMap(columnStack)
    }

    /// Whether the split view has a content column.
    var hasContentColumn: Bool { core.showsContentColumn }
}

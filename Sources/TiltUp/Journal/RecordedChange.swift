#if canImport(UIKit)
// `ModalPresentationStyle` aliases UIKit's type here (Platform.swift).
import UIKit
#endif

/// A change of one Router or TabBarRouter, as the recorder is told of it: screens' types, never screens
/// (their names are read only when the entries are).
enum RecordedChange {
    case pushed(screen: Any.Type)
    /// `count` screens popped; `routed` when one of them showed a route.
    case popped(count: Int, routed: Bool)
    case replaced(popped: Int, top: Any.Type)
    case presented(screen: Any.Type, style: ModalPresentationStyle)
    case dismissed(screen: Any.Type)
    case tabSelected(index: Int)
    case tabsChanged(count: Int)
    case sidebarVisibilityChanged(visible: Bool)
    case tabHidden(index: Int, hidden: Bool)
    case tabMoved(from: Int, to: Int)
    case columnShown(SplitColumn)
    case columnCleared(SplitColumn)
    case sizeClassChanged(SizeClass)
}

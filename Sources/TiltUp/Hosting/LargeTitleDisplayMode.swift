/// Whether a hosted screen's navigation bar shows its title large, as UIKit's
/// `UINavigationItem.LargeTitleDisplayMode` does.
///
/// ```swift
/// router.push(view: OrderView(viewModel: viewModel), title: "Order", largeTitleDisplayMode: .never)
/// ```
public enum LargeTitleDisplayMode: Sendable, Equatable, CaseIterable {
    /// As the screen below it on the stack shows its title.
    case automatic
    /// Always large, when the navigation bar prefers large titles.
    case always
    /// Never large.
    case never
}

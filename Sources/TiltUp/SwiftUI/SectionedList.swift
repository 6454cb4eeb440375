#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI `List` of a ``ListState``, each section and row identified, so that SwiftUI animates what changed.
///
/// Feed it from the view model's ``ListFeed`` through the screen's ``ScreenState``
/// (``ScreenState/observe(_:into:)``). A state with duplicate identities, which `ForEach` cannot follow, is
/// shown by position instead, without animation.
///
/// ```swift
/// SectionedList(state.values.orders) { section in
///     Text(section.title)
/// } row: { order in
///     Text(order.title)
/// }
/// ```
@MainActor
public struct SectionedList<Section: Identifiable & Equatable, Row: Identifiable & Equatable, Header: View, RowContent: View>: View {
    private let state: ListState<Section, Row>
    private let header: (Section) -> Header
    private let row: (Row) -> RowContent

    /// A list of `state`, each section headed by `header`, each row drawn by `row`.
    ///
    /// - Parameters:
    ///   - state: the list to show.
    ///   - header: draws a section's header.
    ///   - row: draws a row.
    public init(
        _ state: ListState<Section, Row>, @ViewBuilder header: @escaping (Section) -> Header,
        @ViewBuilder row: @escaping (Row) -> RowContent
    ) {
        self.state = state
        self.header = header
        self.row = row
    }

    /// The list.
    public var body: some View {
        if state.duplicateIdentity == nil {
            List {
                ForEach(state.sections, id: \.id) { section in
                    SwiftUI.Section(header: header(section.model)) {
                        ForEach(section.rows) { row($0) }
                    }
                }
            }
            .animation(.default, value: state)
        } else {
            List {
                ForEach(state.sections.indices, id: \.self) { index in
                    SwiftUI.Section(header: header(state.sections[index].model)) {
                        ForEach(state.sections[index].rows.indices, id: \.self) { row(state.sections[index].rows[$0]) }
                    }
                }
            }
        }
    }
}

#endif

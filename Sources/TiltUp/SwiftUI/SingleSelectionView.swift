#if canImport(SwiftUI)
import SwiftUI

/// A single-choice list in SwiftUI, drawn from a ``SingleSelectionViewModel``: what
/// ``SingleSelectionController`` is in UIKit, with the same view model and coordinator.
///
/// It follows the view model through a ``ScreenState`` (`ScreenState(singleSelection:)`), starts it
/// when it first appears, and passes taps on as the view model's actions. Host it with the Router:
///
/// ```swift
/// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
/// router.push(view: SingleSelectionView(viewModel: viewModel), title: "Choose a plan", retaining: self)
/// ```
@preconcurrency @MainActor
public struct SingleSelectionView<Value: SingleSelectionableRow>: View, ViewModelBacked {
    /// The list's view model.
    public let viewModel: SingleSelectionViewModel<Value>
    @StateObject private var state: ScreenState<SingleSelection.ScreenValues>
    @State private var started = false

    /// Creates the view of `viewModel`.
    public init(viewModel: SingleSelectionViewModel<Value>) {
        self.viewModel = viewModel
        _state = StateObject(wrappedValue: ScreenState(singleSelection: viewModel))
    }

    /// The sections and rows, the cancel and confirm buttons and the toolbar button.
    public var body: some View {
        let values = state.values
        List {
            ForEach(0..<viewModel.numberOfSections, id: \.self) { section in
                Section(viewModel.title(forSection: section) ?? "") {
                    ForEach(0..<viewModel.numberOfRows(inSection: section), id: \.self) { row in
                        rowView(at: IndexPath(row: row, section: section), revision: values.rowRevision)
                    }
                }
            }
        }
        .navigationTitle(values.navTitle)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { viewModel.tappedCancel() }
            }
            ToolbarItem(placement: .confirmationAction) {
                if values.confirmButtonVisible {
                    Button(values.confirmButtonTitle) { viewModel.tappedConfirm() }
                        .disabled(!values.confirmButtonEnabled)
                }
            }
            ToolbarItem(placement: Self.toolbarButtonPlacement) {
                if let title = values.toolbarButtonTitle, !values.toolbarHidden {
                    Button(title) { viewModel.tappedToolbarButton() }
                }
            }
        }
        .onAppear {
            if !started {
                started = true
                viewModel.start()
            }
            viewModel.updateToolbarHidden(animated: true)
        }
    }

    /// Where the toolbar's button goes: the bottom bar on iOS; a Mac's window has one toolbar, at the top.
    private static var toolbarButtonPlacement: ToolbarItemPlacement {
        #if os(macOS)
        .automatic
        #else
        .bottomBar
        #endif
    }

    private func rowView(at indexPath: IndexPath, revision: Int) -> some View {
        let row = viewModel.row(at: indexPath)
        let description = row.value.singleSelectionableRow
        return Button {
            viewModel.selectRow(at: indexPath)
        } label: {
            HStack {
                VStack(alignment: .leading) {
                    Text(description.title)
                    if let subtitle = description.subtitle {
                        Text(subtitle).font(.subheadline).foregroundColor(.secondary)
                    }
                }
                Spacer()
                if row.isSelected {
                    Image(systemName: "checkmark").foregroundColor(.accentColor)
                } else if description.hasNextStep {
                    Image(systemName: "chevron.right").foregroundColor(.secondary)
                }
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .id("\(indexPath.section)-\(indexPath.row)-\(revision)")
    }
}

#endif

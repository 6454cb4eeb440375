#if canImport(SwiftUI) && os(macOS)
import SwiftUI
import TiltUp

/// The sidebar of sections in SwiftUI, on a native Mac: the same `SectionsViewModel` and split coordinator
/// as UIKit's table and the terminal's list.
@MainActor
struct SectionsView: View, ViewModelBacked {
    let viewModel: SectionsViewModel
    @State private var revision = 0

    var body: some View {
        List(viewModel.sections, id: \.self) { section in
            Button {
                viewModel.picked(section)
            } label: {
                HStack {
                    Text(section.rawValue)
                    Spacer()
                    if section == viewModel.selected {
                        Image(systemName: "checkmark")
                    }
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        }
        .id(revision)
        .onAppear {
            viewModel.viewObservers.reloadData = { revision += 1 }
        }
    }
}

#endif

#if canImport(SwiftUI) && os(macOS)
import SwiftUI
import TiltUp

/// TiltUp's camera screen in SwiftUI on a native Mac, over the same `CameraViewModel` as iOS's camera screen,
/// with the terminal's pretend camera as its device: what it shows is left to the imagination.
@MainActor
struct CameraView: View, ViewModelBacked {
    let viewModel: CameraViewModel
    @State private var state = Camera.State()

    var body: some View {
        VStack(spacing: 12) {
            Text("[ camera preview ]").font(.title)
            Text("Photos: \(state.photoCount) of \(state.numberOfPhotos.upperBound)")
            if let hint = state.hint {
                Text("Next: \(hint)").foregroundColor(.secondary)
            }
            HStack {
                Button("Cancel") { viewModel.tappedCancel() }
                if state.photoCount > 0 {
                    Button("Retake") { viewModel.retakeLastPhoto() }
                }
                Button("Shoot") { viewModel.tappedShutter() }.disabled(!state.canCapture)
                Button("Use") { viewModel.tappedConfirm() }.disabled(!state.canConfirm)
            }
        }
        .padding()
        .onAppear {
            viewModel.viewObservers.state = { state = $0 }
            state = viewModel.state
            viewModel.viewWillAppear()
        }
    }
}

#endif

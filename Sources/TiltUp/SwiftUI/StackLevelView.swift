#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// A screen of a ``NavigationStackController`` in SwiftUI's path, known by identity and held weakly, so
/// that a key SwiftUI keeps after its screen has gone matches no other.
struct ScreenKey: Hashable {
    let id: ObjectIdentifier
    weak var screen: Screen?

    init(_ screen: Screen) {
        id = ObjectIdentifier(screen)
        self.screen = screen
    }

    static func == (lhs: ScreenKey, rhs: ScreenKey) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The modal a sheet or cover shows.
struct ModalItem: Identifiable {
    let screen: Screen
    var id: ObjectIdentifier { ObjectIdentifier(screen) }
}

/// What one level of a ``NavigationStackController`` shows, and the bindings through which SwiftUI writes.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
final class StackRenderState: ObservableObject {
    /// How long a dismissal waits for SwiftUI's `onDismiss` before it ends all the same.
    static let onDismissDeadline: DispatchTimeInterval = .seconds(2)

    let stack: NavigationStackController
    /// The modal a binding last gave SwiftUI, and the kind of that binding: the one its `onDismiss` is about.
    private var shownModal: (screen: Screen, kind: NavigationStackController.ModalKind)?
    /// The dismissal whose deadline is set, so that each change during it does not set another.
    private var dismissalWithDeadline: ObjectIdentifier?
    /// Where this level's view is in the window (SwiftUI's `.global` space), as it was last laid out.
    var frameInWindow: CGRect?
    /// The level's path with a link's value on top, until the value is followed.
    private let links = LinkablePath()
    /// What the presented sheet's custom detents were measured against, by the sheet.
    var measuredSheetContext: (sheet: ObjectIdentifier, context: SheetDetent.Context)?

    init(_ stack: NavigationStackController) {
        self.stack = stack
        stack.waitsForOnDismiss = true
        stack.addRenderer(self) { [weak self] in self?.stackDidChange() }
    }

    private func stackDidChange() {
        objectWillChange.send()
        guard let dismissal = stack.modalBeingDismissed.map(ObjectIdentifier.init), dismissal != dismissalWithDeadline else { return }
        dismissalWithDeadline = dismissal
        // SwiftUI's onDismiss is not documented to come for every dismissal (a presenter that goes away
        // takes its sheet without one): the Router's calls do not wait for it forever.
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.onDismissDeadline) { [weak stack] in
            MainActor.assumeIsolated { stack?.finishDismissal(ifStill: dismissal) }
        }
    }

    var root: Screen? { stack.rootScreen }

    func screen(for key: ScreenKey) -> Screen? {
        guard let screen = key.screen, stack.isOnStack(screen) else { return nil }
        return screen
    }

    /// The transition the screen of `key` was pushed with.
    func transition(of key: ScreenKey) -> ScreenTransition {
        screen(for: key).map(stack.transition(of:)) ?? .standard
    }

    /// The path of the level's `NavigationStack`: the Router's screens, and a link's value until it is followed.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
    var path: Binding<NavigationPath> {
        links.binding(
            keys: { [stack] in stack.path.map(ScreenKey.init) },
            write: { [weak self] keys in
                guard let self else { return }
                // A key whose screen has gone was written late: the Router has already taken it away.
                self.stack.writePath(keys.compactMap { self.screen(for: $0) })
            })
    }

    /// A link's value appeared on top of the level's path: it goes to the stack's coordinators.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
    func followLink(_ value: AnyHashable) {
        links.follow(value, with: stack)
        objectWillChange.send()
    }

    /// The binding of the sheet, cover or popover (`kind`); nothing is shown until `shows`, so that nested
    /// modals are presented one level at a time, each once the one below has appeared.
    ///
    /// SwiftUI writes `nil` through a binding whose modifier shows nothing during its updates: a write speaks
    /// only for a modal of its own kind, that this binding showed (the stack checks the kind again).
    func modal(_ kind: NavigationStackController.ModalKind, shows: Bool) -> Binding<ModalItem?> {
        Binding(
            get: { [weak self] in
                guard let self, shows, let modal = self.stack.presentedModal, modal.kind == kind else { return nil }
                self.shownModal = (modal.screen, kind)
                return ModalItem(screen: modal.screen)
            },
            set: { [weak self] item in
                guard let self, item == nil, let shown = self.shownModal, shown.kind == kind else { return }
                self.stack.writeDismissal(of: shown.screen, through: kind)
            })
    }

    /// SwiftUI's `onDismiss` of the sheet.
    func sheetDidDismiss() { modalDidDismiss(.sheet) }

    /// SwiftUI's `onDismiss` of the full-screen cover.
    func coverDidDismiss() { modalDidDismiss(.cover) }

    /// SwiftUI's `onDismiss` of the sheet or cover (`kind`): about the modal that modifier showed, if it
    /// was the last one shown; a late one from another modifier changes nothing.
    func modalDidDismiss(_ kind: NavigationStackController.ModalKind) {
        guard let shown = shownModal, shown.kind == kind else { return }
        shownModal = nil
        stack.sheetDidDismiss(shown.screen, through: kind)
    }

    /// Where SwiftUI's popover points, in this level's coordinates: its anchor's rectangle of the window, or,
    /// with no anchor it can use, the middle of the level, as UIKit's front end does.
    var popoverAttachmentAnchor: PopoverAttachmentAnchor {
        guard let frame = frameInWindow, let rect = stack.presentedPopoverAnchor.flatMap(Self.rectInWindow) else {
            return .point(.center)
        }
        return .rect(.rect(rect.offsetBy(dx: -frame.minX, dy: -frame.minY)))
    }

    /// The rectangle of the window `anchor` points at, if SwiftUI can point there: a view still in a window,
    /// or a rectangle. A bar button item has no view TiltUp can read, and SwiftUI's bars have none.
    private static func rectInWindow(_ anchor: PopoverAnchor) -> CGRect? {
        switch anchor {
        case .view(let view, let rect): ViewControllerView.rectInWindow(of: view, rect)
        case .barButtonItem: nil
        case .rect(let rect): rect
        }
    }

    /// The popover's content disappeared. `popover(item:)` has no `onDismiss`: a disappearance ends the
    /// popover's dismissal once SwiftUI has written it (a disappearance without one, as the popover adapts
    /// to a sheet, changes nothing).
    func popoverDidDisappear() {
        guard let shown = shownModal, shown.kind == .popover, stack.modalBeingDismissed === shown.screen else { return }
        modalDidDismiss(.popover)
    }
}

/// One level of a ``NavigationStackController``: its `NavigationStack`, and the sheet or cover above it.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
struct StackLevelView: View {
    @StateObject private var state: StackRenderState
    @Environment(\.routeLinkTypes) private var routeLinkTypes
    @State private var hasAppeared = false

    init(stack: NavigationStackController) {
        _state = StateObject(wrappedValue: StackRenderState(stack))
    }

    var body: some View {
        content
            .modifier(StackModalsModifier(state: state, shows: hasAppeared))
            .onAppear { hasAppeared = true }
    }

    @ViewBuilder private var content: some View {
        if let tabs = Platform.headlessTabBar(state.root), tabs.isDrawnBySwiftUI {
            // Each tab has a NavigationStack of its own, and NavigationStacks do not nest.
            TabLevelView(tabBarController: tabs)
        } else if let split = Platform.headlessSplit(state.root), split.isDrawnBySwiftUI {
            // Each column too.
            SplitLevelView(splitViewController: split)
        } else {
            NavigationStack(path: state.path) {
                ScreenContentView(screen: state.root)
                    .navigationDestination(for: ScreenKey.self) { key in
                        ScreenContentView(screen: state.screen(for: key))
                            .zoomTransition(state.transition(of: key))
                    }
                    .routeLinkDestinations(routeLinkTypes) { [state] value in state.followLink(value) }
            }
        }
    }
}

/// The sheet, cover or popover a stack presents, over the view it modifies; nothing is shown until `shows`,
/// so that nested modals are presented one level at a time.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
struct StackModalsModifier: ViewModifier {
    @ObservedObject var state: StackRenderState
    let shows: Bool

    func body(content: Content) -> some View {
        content
            .background(LevelFrameReader(state: state))
            .sheet(item: state.modal(.sheet, shows: shows), onDismiss: state.sheetDidDismiss) { item in
                ModalContentView(screen: item.screen)
                    .modifier(SheetDetentsModifier(state: state))
                    .zoomTransition(state.stack.transition(of: item.screen))
            }
            #if os(iOS)
        // A native Mac has no full-screen cover: its model presents every modal that is no popover as a sheet.
        .fullScreenCover(item: state.modal(.cover, shows: shows), onDismiss: state.coverDidDismiss) { item in
            ModalContentView(screen: item.screen)
            .zoomTransition(state.stack.transition(of: item.screen))
        }
            #endif
            .popover(item: state.modal(.popover, shows: shows), attachmentAnchor: state.popoverAttachmentAnchor) { item in
                ModalContentView(screen: item.screen)
                    .onDisappear(perform: state.popoverDidDisappear)
            }
    }
}

/// Notes where a level's view is in the window, now and each time it moves: what a popover's anchor, a
/// rectangle of the window, is measured from.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
private struct LevelFrameReader: View {
    let state: StackRenderState

    var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .global)
            Color.clear.task(id: frame) { state.frameInWindow = frame }
        }
    }
}

/// The modal a sheet or cover shows: a Router's stack, or a screen on its own.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
struct ModalContentView: View {
    let screen: Screen

    var body: some View {
        #if os(macOS)
        // A Mac sizes a sheet to its content's ideal size, which a stack or a list barely has: a sheet's
        // usual size, which the content's own frame overrides.
        ScreenContentView(screen: screen)
            .frame(minWidth: 320, idealWidth: 480, minHeight: 240, idealHeight: 400)
            .interactiveDismissDisabled(Platform.isModalInPresentation(screen))
        #else
        ScreenContentView(screen: screen)
            .interactiveDismissDisabled(Platform.isModalInPresentation(screen))
        #endif
    }
}

/// One screen: a hosted view rendered as itself, a stack or tab bar of SwiftUI's navigation, or a UIKit
/// view controller through a representable.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
struct ScreenContentView: View {
    let screen: Screen?

    var body: some View {
        if let screen {
            if let hosted = screen as? any SwiftUIRenderedScreen {
                hosted.renderedView
            } else if let stack = Platform.swiftUIStack(screen) {
                StackLevelView(stack: stack)
            } else if let tabs = Platform.headlessTabBar(screen), tabs.isDrawnBySwiftUI {
                TabLevelView(tabBarController: tabs)
            } else if let split = Platform.headlessSplit(screen), split.isDrawnBySwiftUI {
                SplitLevelView(splitViewController: split)
            } else {
                ViewControllerView(controller: screen)
            }
        }
    }
}

/// A screen whose content SwiftUI renders itself, with its title: a ``HostingController``.
@MainActor
protocol SwiftUIRenderedScreen {
    /// The hosted view, with the title and large-title mode of the screen's navigation item.
    var renderedView: AnyView { get }
    /// The title of the screen's navigation item, if any.
    var renderedTitle: String? { get }
}

#endif

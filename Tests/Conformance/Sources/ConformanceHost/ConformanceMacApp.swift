#if os(macOS) && !canImport(UIKit)
import Combine
import SwiftUI
import TiltUp
import TiltUpConformance

/// The conformance host app on a native Mac: one window, whose `RouterView` runs the scenario the UI test asked
/// for, the user's gestures made by the UI test with the mouse and the keyboard.
@available(macOS 13.0, *)
struct ConformanceMacApp: App {
    var body: some Scene {
        WindowGroup {
            ConformanceMacWindow()
        }
    }
}

/// The scenario's window: `RouterView` of the driver's Router, and in a corner the host's status, which the UI
/// test reads, and the button it presses once it made a gesture (⌃⌥⌘G, a key, so that no click lands in the
/// window: a click would close a popover).
@available(macOS 13.0, *)
@MainActor
struct ConformanceMacWindow: View {
    @StateObject private var host = ConformanceMacHost()

    var body: some View {
        RouterView(host.driver.appCoordinator.router)
            .frame(minWidth: 320, minHeight: 480)
            .overlay(alignment: .bottomTrailing) {
                VStack(alignment: .trailing) {
                    Text(host.summary)
                        .font(.caption2)
                        .accessibilityIdentifier(ConformanceUITestSupport.statusIdentifier)
                        .accessibilityValue(host.statusJSON)
                    Button("Made") { host.channel.gestureMade() }
                        .keyboardShortcut("g", modifiers: [.command, .control, .option])
                        .accessibilityIdentifier(ConformanceUITestSupport.gestureMadeIdentifier)
                }
                .padding(4)
            }
            .task { await host.run() }
    }
}

/// The run of the scenario the UI test asked for, and what the window shows of it.
@MainActor
final class ConformanceMacHost: ObservableObject {
    let driver = MacConformanceDriver()
    let channel = ConformanceUIChannel()
    @Published private(set) var statusJSON = ConformanceUIStatus.running.json
    @Published private(set) var summary = "running"
    private var started = false

    init() {
        channel.onChange = { [weak self] status in
            self?.statusJSON = status.json
            switch status {
            case .running: self?.summary = "running"
            case .awaiting(let request): self?.summary = "gesture \(request.gestureIndex)"
            case .finished: self?.summary = "finished"
            }
        }
    }

    /// Runs the scenario once, when the window first appears.
    func run() async {
        guard !started, let (scenario, _) = ConformanceUITestSupport.requested(in: ProcessInfo.processInfo.environment) else { return }
        started = true
        let remote = RemoteConformanceDriver(driver, on: .mac, channel: channel, locate: Self.request)
        _ = await remote.run(scenario)
    }

    /// Where the UI test makes `gesture` in the window: the tab's title for a tap on a tab (a sidebar's row), a
    /// corner away from the popover for a click outside it; the keyboard needs no place.
    static func request(for gesture: ConformanceUIGesture, at index: Int, in context: ConformanceContext) -> ConformanceUIRequest {
        switch gesture {
        case .tapTab(let tab):
            let tabs = context.tabBarRouter?.tabs ?? []
            return ConformanceUIRequest(gestureIndex: index, gesture: gesture, label: tabs.indices.contains(tab) ? tabs[tab].title : nil)
        case .tapOutside:
            return ConformanceUIRequest(gestureIndex: index, gesture: gesture, from: ConformanceUIPoint(x: 0.05, y: 0.95))
        default:
            return ConformanceUIRequest(gestureIndex: index, gesture: gesture)
        }
    }
}
#endif

import Foundation
import TiltUp

/// What the conformance host app shows its UI test, as JSON in an accessibility element: the step it waits
/// for the user's gesture at, or the run once the scenario is over.
public enum ConformanceUIStatus: Sendable, Equatable, Codable {
    /// The app does the scenario's steps.
    case running
    /// The app waits for the UI test to make a gesture, then to say so (``ConformanceUIChannel/gestureMade()``).
    case awaiting(ConformanceUIRequest)
    /// The scenario is over: what it did, read back from the front end.
    case finished(ConformanceRun)

    /// The status as the app shows it: one line of JSON.
    public var json: String {
        (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    /// The status the app shows, read back by the UI test; `nil` for text that is none.
    ///
    /// - Parameter json: the accessibility element's value.
    public init?(json: String) {
        guard let data = json.data(using: .utf8), let status = try? JSONDecoder().decode(Self.self, from: data) else { return nil }
        self = status
    }
}

/// A gesture the host app asks its UI test for: where the user makes it, as the app knows it then.
public struct ConformanceUIRequest: Sendable, Equatable, Codable {
    /// Which of the scenario's gestures it is, from 0.
    public let gestureIndex: Int
    /// What the user does.
    public let gesture: ConformanceUIGesture
    /// Where, as the app sees its window (each 0 to 1 of the window's width or height): the point a drag or
    /// tap starts at, and the point it ends at, where the gesture needs them.
    public let from: ConformanceUIPoint?
    /// The point a drag ends at.
    public let to: ConformanceUIPoint?
    /// The title of the navigation bar or tab, or the button's label, the UI test looks for, where it needs one.
    public let label: String?
    /// The label of the Back button the UI test looks for in that navigation bar (the title of the screen it goes
    /// back to, as UIKit's bar shows it), where the app knows one.
    public let backLabel: String?
    /// What the UI test does with the element the gesture touches: touch it, or check that the device shows
    /// none (``ConformanceUIPlan/expectations(for:under:on:)``).
    public var expectation: ConformanceUIExpectation

    /// A request for `gesture`, the scenario's gesture at `gestureIndex`.
    public init(
        gestureIndex: Int, gesture: ConformanceUIGesture, from: ConformanceUIPoint? = nil, to: ConformanceUIPoint? = nil,
        label: String? = nil, backLabel: String? = nil, expectation: ConformanceUIExpectation = .touch
    ) {
        self.gestureIndex = gestureIndex
        self.gesture = gesture
        self.from = from
        self.to = to
        self.label = label
        self.backLabel = backLabel
        self.expectation = expectation
    }
}

/// A point of the app's window, each coordinate from 0 to 1 of its width or height, top left first.
public struct ConformanceUIPoint: Sendable, Equatable, Codable {
    /// From 0 (the left edge) to 1.
    public let x: Double
    /// From 0 (the top edge) to 1.
    public let y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Where the conformance host app and its UI test meet: the app publishes each status (``onChange``), waits at
/// each gesture until the UI test says it made it, and publishes the run at the end.
@MainActor
public final class ConformanceUIChannel {
    /// What the app shows now.
    public private(set) var status: ConformanceUIStatus = .running {
        didSet { onChange(status) }
    }
    /// Called with each new status: the host shows it in its accessibility element.
    public var onChange: @MainActor (ConformanceUIStatus) -> Void = { _ in }
    /// How long the app waits for the UI test's gesture before it gives up on it, in seconds.
    public let patience: Double
    private var waiting: CheckedContinuation<Bool, Never>?
    private var request = 0
    /// The request the UI test answered before the app began to wait for it.
    private var answeredEarly: Int?

    /// A channel that waits `patience` seconds for each gesture (a minute by default).
    public init(patience: Double = 60) {
        self.patience = patience
    }

    /// Shows `request` and waits until the UI test says it made the gesture; returns false when it did not say
    /// so in time (nothing waits forever).
    public func ask(_ request: ConformanceUIRequest) async -> Bool {
        self.request += 1
        let number = self.request
        status = .awaiting(request)
        if answeredEarly == number {
            answeredEarly = nil
            status = .running
            return true
        }
        let made = await withCheckedContinuation { continuation in
            waiting = continuation
            Task { [weak self, patience] in
                try? await Task.sleep(nanoseconds: UInt64(patience * 1_000_000_000))
                self?.resume(number, made: false)
            }
        }
        status = .running
        return made
    }

    /// The UI test made the gesture the app waits for; with none awaited, nothing happens.
    public func gestureMade() {
        guard case .awaiting = status else { return }
        if waiting == nil {
            answeredEarly = request
        }
        resume(request, made: true)
    }

    /// The scenario is over: shows what it did.
    public func finish(_ run: ConformanceRun) {
        status = .finished(run)
    }

    private func resume(_ number: Int, made: Bool) {
        guard number == request, let waiting else { return }
        self.waiting = nil
        waiting.resume(returning: made)
    }
}

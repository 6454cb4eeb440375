import Foundation

/// A photo the camera took: its encoded data, and how long taking it took.
///
/// On iOS, `makePreviewUIImage()` and `makeFileDataRepresentation(maxPixelSize:)` turn it into an image
/// to show and a smaller file to upload.
public struct PhotoCapture: Sendable, Equatable {
    /// The photo as the camera encoded it (HEIC or JPEG on iOS).
    public let fileData: Data
    /// How long, in seconds, the device said taking the photo would take.
    public let expectedCaptureSeconds: TimeInterval
    /// How long, in seconds, it took.
    public let actualCaptureSeconds: TimeInterval

    /// Creates a photo from its encoded data and timings.
    ///
    /// - Parameters:
    ///   - fileData: the photo, encoded (JPEG or HEIC).
    ///   - expectedCaptureSeconds: how long the capture was expected to take.
    ///   - actualCaptureSeconds: how long it took.
    public init(fileData: Data, expectedCaptureSeconds: TimeInterval = 0, actualCaptureSeconds: TimeInterval = 0) {
        self.fileData = fileData
        self.expectedCaptureSeconds = expectedCaptureSeconds
        self.actualCaptureSeconds = actualCaptureSeconds
    }

    /// How long the device said taking the photo would take, as TiltUp 5's `PhotoCapture` gave it.
    public var expectedCaptureDuration: Measurement<UnitDuration> {
        Measurement(value: expectedCaptureSeconds, unit: .seconds)
    }

    /// How long taking the photo took, as TiltUp 5's `PhotoCapture` gave it.
    public var actualCaptureDuration: Measurement<UnitDuration> {
        Measurement(value: actualCaptureSeconds, unit: .seconds)
    }
}

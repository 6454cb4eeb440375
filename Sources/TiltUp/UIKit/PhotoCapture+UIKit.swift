#if canImport(UIKit) && canImport(ImageIO) && os(iOS)
import ImageIO
import UIKit

extension PhotoCapture {
    /// A photo made from `image`, for tests and previews, as TiltUp 5's stubbing initializer made it.
    ///
    /// - Parameters:
    ///   - image: the photo.
    ///   - expectedCaptureDuration: how long the capture was expected to take.
    ///   - actualCaptureDuration: how long it took.
    public init?(
        forStubbingWith image: UIImage,
        expectedCaptureDuration: Measurement<UnitDuration>,
        actualCaptureDuration: Measurement<UnitDuration>
    ) {
        guard let data = image.jpegData(compressionQuality: 0.9) else { return nil }
        self.init(
            fileData: data, expectedCaptureSeconds: expectedCaptureDuration.converted(to: .seconds).value,
            actualCaptureSeconds: actualCaptureDuration.converted(to: .seconds).value)
    }

    /// The photo as an image to show.
    ///
    /// - Returns: the image, or `nil` when the data is not an image.
    public func makePreviewUIImage() -> UIImage? {
        UIImage(data: fileData)
    }

    /// The photo, upright and no larger than `maxPixelSize` on its longer side, encoded as a file to upload.
    ///
    /// It is encoded as HEIC, or JPEG where HEIC cannot be written.
    ///
    /// - Parameter maxPixelSize: the most pixels on the longer side.
    /// - Returns: the file's data, or `nil` when the data is not an image.
    public func makeFileDataRepresentation(maxPixelSize: Int) -> Data? {
        guard maxPixelSize > 0, let source = CGImageSourceCreateWithData(fileData as CFData, nil) else { return nil }
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ]
        guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else { return nil }
        return UIImage.encode(image, compressionQuality: 0.8)
    }
}
#endif

#if canImport(UIKit) && canImport(AVFoundation) && os(iOS)
import AVFoundation

extension PhotoCapture {
    /// TiltUp 5's orientation of the photo; removed.
    @available(
        *, unavailable,
        message: "the photo's data carries its orientation: makePreviewUIImage() and makeFileDataRepresentation(maxPixelSize:) apply it"
    )
    public var orientation: AVCaptureVideoOrientation { fatalError("unavailable") }
}
#endif

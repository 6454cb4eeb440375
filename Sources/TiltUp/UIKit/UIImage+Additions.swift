#if canImport(UIKit) && canImport(ImageIO) && os(iOS)
import ImageIO
import UIKit

extension UIImage {
    /// The image drawn at `size`, stretched if the aspect ratios differ.
    ///
    /// - Parameter size: the size of the new image, in points.
    /// - Returns: the new image.
    public func scaled(to size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// The image scaled down, keeping its aspect ratio, to fit within `size`.
    ///
    /// An image that already fits is returned as it is.
    ///
    /// - Parameter size: the most width and height, in points.
    /// - Returns: the image; `nil` when `size` has no area.
    public func scaled(toFit size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else { return nil }
        let ratio = min(size.width / self.size.width, size.height / self.size.height)
        guard ratio < 1 else { return self }
        return scaled(to: CGSize(width: (self.size.width * ratio).rounded(), height: (self.size.height * ratio).rounded()))
    }

    /// The image encoded as HEIC with `compressionQuality`.
    ///
    /// - Parameter compressionQuality: from 0 (smallest) to 1 (best).
    /// - Returns: the data; `nil` when the device cannot write HEIC.
    public func heicData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        return Self.encode(cgImage, type: "public.heic", compressionQuality: compressionQuality)
    }

    /// An image of one `color`, `size` points large.
    ///
    /// - Parameters:
    ///   - color: the color that fills it.
    ///   - size: its size, in points.
    /// - Returns: the image.
    public static func make(color: UIColor, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// `image` encoded as HEIC, or JPEG where HEIC cannot be written.
    static func encode(_ image: CGImage, compressionQuality: CGFloat) -> Data? {
        encode(image, type: "public.heic", compressionQuality: compressionQuality)
            ?? encode(image, type: "public.jpeg", compressionQuality: compressionQuality)
    }

    private static func encode(_ image: CGImage, type: String, compressionQuality: CGFloat) -> Data? {
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, type as CFString, 1, nil) else { return nil }
        let options: [CFString: Any] = [kCGImageDestinationLossyCompressionQuality: compressionQuality]
        CGImageDestinationAddImage(destination, image, options as CFDictionary)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return data as Data
    }
}
#endif

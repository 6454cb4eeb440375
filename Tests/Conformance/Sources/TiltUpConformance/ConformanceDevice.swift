import TiltUp

/// A device the conformance UI tests run on: an iPhone or an iPad simulator, or a Mac, running the host app as
/// Mac Catalyst or as a native macOS app.
public enum ConformanceDevice: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// An iPhone simulator: iOS, compact width.
    case iPhone
    /// An iPad simulator: iOS, a regular window (compact width is a trait override there, a guess).
    case iPad
    /// The host app built for Mac Catalyst.
    case macCatalyst
    /// The host app built for macOS: SwiftUI's front end only.
    case mac

    /// The platform whose rules the device's scenarios follow.
    public var platform: NavigationPlatform {
        switch self {
        case .iPhone, .iPad: .iOS
        case .macCatalyst: .macCatalyst
        case .mac: .macOS
        }
    }

    /// The front ends the host app runs there: UIKit's and `RouterView`, or only `RouterView` on a native Mac.
    public var frontEnds: [ConformanceRules] {
        self == .mac ? [.swiftUI] : [.uiKit, .swiftUI]
    }

    /// The width of the host app's window as the device gives it: an iPhone's compact, an iPad's (full
    /// screen) and a Mac's regular.
    public var ownWidth: SizeClass {
        self == .iPhone ? .compact : .regular
    }

    /// The device's name.
    public var description: String { rawValue }

    /// The scenarios the device runs under `rules`: those of its platform that hold under them; on an iPhone
    /// not those of a regular window, which an iPhone's tab bar and popovers never see.
    public func scenarios(under rules: ConformanceRules) -> [ConformanceScenario] {
        ConformanceScenario.all.filter { scenario in
            scenario.platform == platform && scenario.holds(under: rules) && !(self == .iPhone && scenario.width == .regular)
        }
    }
}

extension ConformanceScenario {
    /// The window's width the scenario starts at on the model: its own, else the platform's (an iPhone's
    /// compact, a Mac's regular).
    public var startingWidth: SizeClass {
        width ?? (platform == .iOS ? .compact : .regular)
    }
}

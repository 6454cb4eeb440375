/// A height a sheet can rest at: UIKit's `UISheetPresentationController.Detent` and SwiftUI's
/// `PresentationDetent`.
///
/// A sheet presented with ``Router/presentSheet(_:retaining:animated:detents:selectedDetent:prefersGrabberVisible:largestUndimmedDetent:dismissHandler:)-(Screen,_,_,_,_,_,_,_)``
/// rests at one of its detents; the user drags it from one to another, which dismisses nothing. Dragging
/// it below its smallest detent is the swipe-down: it goes, and its dismiss handler runs once.
///
/// ```swift
/// router.presentSheet(filters, detents: [.fraction(0.25), .medium, .large])
/// router.presentedSheetDetent  // .fraction(0.25): the smallest, unless another was selected
/// ```
///
/// Two detents are the same detent when their ``identifier``s are equal. A detent is saved (in a
/// ``NavigationSnapshot``) as its identifier, so a custom detent read back has no resolver: restoring rests
/// the sheet at the sheet's own detent of that identifier, whose resolver measures it, where the sheet
/// declares one again (<doc:IPadMacAndWindows#Sheets-at-any-height>).
public struct SheetDetent: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// What a sheet's detents are measured against: UIKit's `UISheetPresentationControllerDetentResolutionContext`
    /// and SwiftUI's `PresentationDetent.Context`.
    public struct Context: Sendable, Equatable {
        /// The height of the tallest detent a sheet can have there: that of `.large`, in points.
        public var maximumDetentValue: Double

        /// A context whose largest detent is `maximumDetentValue` points tall.
        ///
        /// - Parameter maximumDetentValue: the height of `.large`, in points.
        public init(maximumDetentValue: Double) {
            self.maximumDetentValue = maximumDetentValue
        }

        /// The context the headless front end measures sheets in, and the Router orders detents by: `.large`
        /// is 800 points tall.
        public static let reference = Context(maximumDetentValue: 800)
    }

    /// How the height is found.
    enum Kind: Sendable {
        case medium
        case large
        case fraction(Double)
        case points(Double)
        /// A custom detent; `nil` when it was read back from a save, which keeps no resolver.
        case custom((@Sendable (Context) -> Double?)?)
    }

    /// The detent's name, unique among a sheet's detents: `medium`, `large`, `fraction(0.25)`, `height(200.0)`,
    /// or a custom detent's own.
    ///
    /// On iOS it is the identifier of UIKit's detent (`largestUndimmedDetentIdentifier` and the user's
    /// selection speak of it), prefixed with `TiltUp.` for every detent but `.medium` and `.large`.
    public let identifier: String
    let kind: Kind

    init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// About half the screen's height (UIKit's `.medium()`, SwiftUI's `.medium`).
    public static let medium = SheetDetent(identifier: "medium", kind: .medium)

    /// The full height of a sheet (UIKit's `.large()`, SwiftUI's `.large`): the system's default.
    public static let large = SheetDetent(identifier: "large", kind: .large)

    /// A fraction of the full height of a sheet (SwiftUI's `.fraction(_:)`; UIKit's custom detent).
    ///
    /// ```swift
    /// router.presentSheet(player, detents: [.fraction(0.2), .large])
    /// ```
    ///
    /// - Parameter fraction: the fraction of `.large`'s height, from 0 to 1; a value outside is clamped.
    /// - Returns: the detent, whose identifier is `fraction(<the fraction>)`.
    public static func fraction(_ fraction: Double) -> SheetDetent {
        let clamped = fraction.isNaN ? 1 : min(max(fraction, 0), 1)
        return SheetDetent(identifier: "fraction(\(clamped))", kind: .fraction(clamped))
    }

    /// A fixed height, in points, no taller than `.large` (SwiftUI's `.height(_:)`; UIKit's custom detent).
    ///
    /// ```swift
    /// router.presentSheet(picker, detents: [.height(240)])
    /// ```
    ///
    /// - Parameter height: the height in points; a negative one is 0, and one taller than the sheet can be is `.large`'s.
    /// - Returns: the detent, whose identifier is `height(<the height>)`.
    public static func height(_ height: Double) -> SheetDetent {
        let clamped = height.isNaN ? 0 : max(height, 0)
        return SheetDetent(identifier: "height(\(clamped))", kind: .points(clamped))
    }

    /// A detent whose height `resolver` works out from the sheet's context (UIKit's
    /// `.custom(identifier:resolver:)`, SwiftUI's `CustomPresentationDetent`).
    ///
    /// ```swift
    /// extension SheetDetent {
    ///     static let peek = SheetDetent.custom("peek") { context in context.maximumDetentValue * 0.1 }
    /// }
    /// ```
    ///
    /// The resolver returns the height in points, clamped to `.large`'s, or `nil` for a detent that is not
    /// available in that context (it is skipped: the sheet cannot rest there). UIKit calls it when it lays
    /// the sheet out; SwiftUI's custom detents are types, so the SwiftUI front end gives SwiftUI the height
    /// the resolver returns for the view that presents the sheet.
    ///
    /// - Parameters:
    ///   - identifier: the detent's name, unique among the sheet's detents; the same in every launch, as
    ///     saved navigation keeps it.
    ///   - resolver: the detent's height in a context, or `nil` when it is unavailable there.
    /// - Returns: the detent.
    public static func custom(_ identifier: String, resolver: @escaping @Sendable (Context) -> Double?) -> SheetDetent {
        SheetDetent(identifier: identifier, kind: .custom(resolver))
    }

    /// The height, in points, this detent rests at in `context`.
    ///
    /// The height, in points, this detent rests at in `context`; `nil` when it is unavailable there (a custom
    /// detent's resolver said so, or one read back from a save that no sheet declares).
    ///
    /// - Parameter context: what the sheet is measured against.
    /// - Returns: the height, no taller than `context.maximumDetentValue`, or `nil`.
    public func height(in context: Context) -> Double? {
        let maximum = max(context.maximumDetentValue, 0)
        let height: Double?
        switch kind {
        case .medium: height = maximum / 2
        case .large: height = maximum
        case .fraction(let fraction): height = maximum * fraction
        case .points(let points): height = points
        case .custom(let resolver): height = resolver?(context)
        }
        guard let height, !height.isNaN else { return nil }
        return min(max(height, 0), maximum)
    }

    /// The detent in a word, for logs and diagnostics: its identifier.
    public var description: String { identifier }

    /// Whether two detents have the same ``identifier``.
    ///
    /// - Parameters:
    ///   - lhs: a detent.
    ///   - rhs: another detent.
    /// - Returns: `true` when they are the same detent.
    public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Whether `lhs` comes before `rhs`, in an order that agrees with `==`.
    ///
    /// Exactly one of `lhs == rhs`, `lhs < rhs` and `rhs < lhs` holds, for every two detents. Detents are
    /// ordered by what their identifiers say, so that a detent read back from a save, which keeps no resolver,
    /// takes the place of the detent it names: first the built-in ones (`.medium`, `.large`, fractions and
    /// heights), lower first by their height in ``Context/reference``, two of one height by identifier; then
    /// the custom ones, which only their sheet can measure, by identifier. (A custom detent given the
    /// identifier a built-in one writes, such as `fraction(0.5)`, is that detent and takes its place; one
    /// named `fraction(2.0)`, which no built-in detent writes, is custom.) A sheet orders its own detents by
    /// the heights their resolvers give: ``Router/presentedSheetDetents``.
    ///
    /// ```swift
    /// let peek = SheetDetent.custom("peek") { context in context.maximumDetentValue * 0.1 }
    /// [SheetDetent.large, peek, .fraction(0.2), .medium].sorted()  // [.fraction(0.2), .medium, .large, peek]
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: a detent.
    ///   - rhs: another detent.
    /// - Returns: `true` when `lhs` comes first.
    public static func < (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        guard lhs.identifier != rhs.identifier else { return false }
        switch (lhs.builtInHeight, rhs.builtInHeight) {
        case (let left?, let right?): return left < right || (left == right && lhs.identifier < rhs.identifier)
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs.identifier < rhs.identifier
        }
    }

    /// The height in ``Context/reference`` of the built-in detent this detent's identifier names; `nil` for a
    /// custom identifier. The same for every detent of one identifier, whatever its resolver, saved or not.
    private var builtInHeight: Double? {
        guard case .custom = kind else { return height(in: .reference) }
        return Self.builtIn(named: identifier)?.height(in: .reference)
    }

    /// Hashes the ``identifier``.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// Reads a detent saved as its identifier.
    ///
    /// Reads a detent saved as its identifier (a string); an identifier no built-in detent writes (`peek`,
    /// but also `fraction(2.0)`, as `.fraction` clamps) is a custom one with no resolver, which a sheet
    /// restores only when it declares a detent of that identifier.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: a `DecodingError` when what is there is no string.
    public init(from decoder: any Decoder) throws {
        self = SheetDetent(savedIdentifier: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the detent as its identifier.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// The detent a saved identifier names: the built-in one that produces exactly this identifier, or else a
    /// custom one with no resolver (`fraction(2.0)` is custom: `.fraction(2)` is `fraction(1.0)`).
    init(savedIdentifier identifier: String) {
        self = Self.builtIn(named: identifier) ?? SheetDetent(identifier: identifier, kind: .custom(nil))
    }

    /// The built-in detent whose identifier is `identifier`, in the canonical form `.medium`, `.large`,
    /// `.fraction` or `.height` writes; `nil` for an identifier none of them writes (an out-of-range or NaN
    /// number, another spelling of one).
    private static func builtIn(named identifier: String) -> SheetDetent? {
        let named: SheetDetent?
        switch identifier {
        case Self.medium.identifier: named = .medium
        case Self.large.identifier: named = .large
        default: named = argument(of: "fraction", in: identifier).map(fraction) ?? argument(of: "height", in: identifier).map(height)
        }
        // `.fraction` and `.height` clamp: only the identifier they write names the detent they make.
        return named?.identifier == identifier ? named : nil
    }

    /// The number in `identifier` when it reads `name(number)`.
    private static func argument(of name: String, in identifier: String) -> Double? {
        guard identifier.hasPrefix(name + "("), identifier.hasSuffix(")") else { return nil }
        return Double(identifier.dropFirst(name.count + 1).dropLast())
    }

    /// `detents` each once (the first of an identifier), ordered by their height in the reference context,
    /// smallest first; a detent unavailable there comes last, in the order given.
    static func ordered(_ detents: [SheetDetent]) -> [SheetDetent] {
        var seen: Set<String> = []
        let unique = detents.filter { seen.insert($0.identifier).inserted }
        // Each resolver asked once, not at each comparison of the sort.
        let measured = unique.enumerated().map { (offset: $0.offset, detent: $0.element, height: $0.element.height(in: .reference)) }
        return
            measured
            .sorted { lhs, rhs in
                switch (lhs.height, rhs.height) {
                case (let left?, let right?): left < right || (left == right && lhs.offset < rhs.offset)
                case (.some, nil): true
                case (nil, .some): false
                case (nil, nil): lhs.offset < rhs.offset
                }
            }
            .map(\.detent)
    }
}

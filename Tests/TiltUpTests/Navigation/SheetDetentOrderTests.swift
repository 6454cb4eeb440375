import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// `SheetDetent`'s `Comparable` holds its law for every kind of detent, saved (read back from a save, with
/// no resolver) and not: exactly one of `a == b`, `a < b`, `b < a`; `<` transitive; detents equal in every
/// comparison interchangeable. Sorting, de-duplicating and restoring the selected detent rest on it.
@Suite struct SheetDetentOrderTests {
    /// One detent of each kind and edge: the built-in ones, fractions and heights at and past their bounds,
    /// custom detents of every height and none, two customs of one identifier with different resolvers, and
    /// customs named as built-in detents are.
    static let kinds: [SheetDetent] = [
        .medium, .large,
        .fraction(0), .fraction(0.1), .fraction(0.5), .fraction(1), .fraction(7), .fraction(-1), .fraction(.nan),
        .height(0), .height(80), .height(400), .height(800), .height(900), .height(-5), .height(.nan), .height(.infinity),
        .custom("peek") { $0.maximumDetentValue * 0.1 },
        .custom("peek") { _ in 500 },
        .custom("half") { $0.maximumDetentValue / 2 },
        .custom("tall") { _ in 10_000 },
        .custom("never") { _ in nil },
        .custom("nan") { _ in .nan },
        .custom("medium") { _ in 10 },
        .custom("fraction(0.5)") { _ in nil },
        .custom("height(80.0)") { _ in 700 },
        .custom("") { _ in 1 },
    ]

    /// `detent` written to a save and read back: its identifier alone.
    static func saved(_ detent: SheetDetent) throws -> SheetDetent {
        try JSONDecoder().decode(SheetDetent.self, from: JSONEncoder().encode(detent))
    }

    /// Every kind, saved and not, and detents made at random from `seed`, saved and not.
    static func detents(seed: UInt64, count: Int) throws -> [SheetDetent] {
        var random = SplitMix64(seed: seed)
        var made: [SheetDetent] = []
        for index in 0..<count {
            let value = Double(random.next() % 1_000) / 100
            switch random.next() % 5 {
            case 0: made.append(.fraction(value / 10))
            case 1: made.append(.height(value * 100))
            case 2:
                let height = value * 100
                made.append(.custom("random \(index % 7)") { _ in height })
            case 3: made.append(.custom("unavailable \(index % 3)") { _ in nil })
            default: made.append(random.next().isMultiple(of: 2) ? .medium : .large)
            }
        }
        let unsaved = kinds + made
        return try unsaved + unsaved.map(saved)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func exactlyOneOfEqualLessAndGreaterHoldsForEveryPairOfEveryKindSavedOrNot(_ seed: UInt64) throws {
        let all = try Self.detents(seed: seed, count: 30)
        for a in all {
            #expect(!(a < a), "\(a) is not less than itself")
            for b in all {
                let held = [a == b, a < b, b < a].filter { $0 }.count
                #expect(held == 1, "\(a) and \(b): \(a == b ? "equal" : "") \(a < b ? "less" : "") \(b < a ? "greater" : "")")
                if a == b {
                    #expect(a.hashValue == b.hashValue)
                }
            }
        }
    }

    @Test(arguments: [4, 5] as [UInt64])
    func theOrderIsTransitiveAndDetentsOfOneIdentifierTakeTheSamePlace(_ seed: UInt64) throws {
        let all = try Self.detents(seed: seed, count: 12)
        for a in all {
            for b in all {
                for c in all {
                    if a < b, b < c {
                        #expect(a < c, "\(a) < \(b) < \(c)")
                    }
                    if a == b {
                        #expect((a < c) == (b < c) && (c < a) == (c < b), "\(a) and \(b) are one detent, apart from \(c)")
                    }
                }
            }
        }
    }

    @Test func aCustomDetentReadBackFromASaveIsTheSheetsOwnDetentNeitherLessNorGreater() throws {
        let peek = SheetDetent.custom("peek") { $0.maximumDetentValue * 0.1 }
        let read = try Self.saved(peek)
        #expect(read == peek)
        #expect(!(peek < read) && !(read < peek))
        #expect(read.height(in: .reference) == nil, "a save keeps no resolver")
        #expect(Set([peek, read]).count == 1)
    }

    @Test(arguments: [6, 7] as [UInt64])
    func sortingGivesOneOrderWhateverTheOrderGivenAndDeduplicatingKeepsOneOfEachIdentifier(_ seed: UInt64) throws {
        let all = try Self.detents(seed: seed, count: 20)
        var random = SplitMix64(seed: seed)
        let sorted = all.sorted().map(\.identifier)
        for _ in 0..<5 {
            #expect(all.shuffled(using: &random).sorted().map(\.identifier) == sorted)
        }
        #expect(Set(all).count == Set(all.map(\.identifier)).count)
        let ordered = all.sorted()
        #expect(zip(ordered, ordered.dropFirst()).allSatisfy { !($1 < $0) }, "each no greater than the next")
    }

    @Test func builtInDetentsComeByHeightThenCustomOnesByIdentifierWhichOnlyTheirSheetMeasures() {
        let peek = SheetDetent.custom("peek") { $0.maximumDetentValue * 0.1 }
        let alpha = SheetDetent.custom("alpha") { _ in 700 }
        let sorted = [SheetDetent.large, peek, .height(200), alpha, .fraction(0.1), .medium].sorted()
        #expect(sorted.map(\.identifier) == ["fraction(0.1)", "height(200.0)", "medium", "large", "alpha", "peek"])
        #expect(SheetDetent.fraction(0.5) < .medium, "one height: by identifier")
        #expect(SheetDetent.custom("medium") { _ in 10 } == .medium)
        #expect(!(SheetDetent.custom("medium") { _ in 10 } < .fraction(0.4)), "named as .medium, it takes .medium's place")
    }

    @Test(arguments: [
        ("fraction(0.5)", true), ("height(240.0)", true), ("height(inf)", true), ("medium", true),
        ("fraction(.5)", false), ("fraction(0.50)", false), ("height(240)", false), ("fraction(-0.0)", false),
        ("fraction(2.0)", false), ("height(-5.0)", false), ("fraction(nan)", false), ("height(nan)", false),
        ("fraction(1e-1)", false), ("Medium", false),
    ])
    func anIdentifierIsABuiltInDetentOnlyInTheFormThatDetentWrites(_ identifier: String, _ isBuiltIn: Bool) throws {
        let read = try JSONDecoder().decode(SheetDetent.self, from: JSONEncoder().encode(identifier))
        #expect(read.identifier == identifier, "read back as itself")
        // A built-in detent comes before every custom one, and `.large` is the tallest.
        #expect((read <= .large) == isBuiltIn, "\(identifier)")
        #expect((SheetDetent.custom(identifier) { _ in 300 } <= .large) == isBuiltIn, "a custom detent named \(identifier)")
        // Only a built-in detent's height is known without a resolver.
        #expect((read.height(in: .reference) != nil) == isBuiltIn)
    }
}

import Foundation
import Testing
import TiltUp

/// Saved navigation outlives the version of TiltUp that wrote it: an app keeps it across an update. So its
/// format, as TiltUp 6.0.0 writes it, is checked in below, apart from the code that writes it: a fixed navigation
/// must still be written exactly so, and what 6.0.0 wrote must still read back whole. A change to the format
/// (a detent's identifier, a field's name, an enum's coding) fails here until it is made on purpose: a new
/// fixture beside this one, which must keep reading. The public API check cannot see these: they are values,
/// not declarations.
@Suite struct SavedNavigationFormatTests {
    /// A route type as apps write them: a case alone, one with a value, one with labelled values.
    enum SavedRoute: Hashable, Codable {
        case orders
        case order(Int)
        case edit(id: Int, draft: Bool)
    }

    /// The navigation the fixtures hold: two background tabs, a foreground path with a sheet at each kind of
    /// built-in detent and at a custom one, two hidden tabs and a reordered group.
    static var navigation: NavigationSnapshot<SavedRoute> {
        var snapshot = NavigationSnapshot<SavedRoute>(
            background: [[.orders], [.orders, .order(7)]],
            foreground: [.orders, .order(1), .edit(id: 2, draft: true), .order(3), .order(4), .order(5)],
            sheetDetents: [1: .medium, 2: .large, 3: .fraction(0.25), 4: .height(200), 5: .custom("peek") { _ in 120 }])
        snapshot.hiddenTabs = ["radio", "search"]
        snapshot.tabOrders = ["library": ["artists", "albums"]]
        return snapshot
    }

    /// `restorationData()` of ``navigation``, as TiltUp 6.0.0 writes it.
    static let restorationData6 = #"""
        {"background":[[{"orders":{}}],[{"orders":{}},{"order":{"_0":7}}]],
         "foreground":[{"orders":{}},{"order":{"_0":1}},{"edit":{"id":2,"draft":true}},{"order":{"_0":3}},{"order":{"_0":4}},
                       {"order":{"_0":5}}],
         "hiddenTabs":["radio","search"],
         "sheetDetents":{"1":"medium","2":"large","3":"fraction(0.25)","4":"height(200.0)","5":"peek"},
         "tabOrders":{"library":["artists","albums"]},
         "version":1}
        """#

    /// ``navigation`` encoded with its `Codable` conformance, as TiltUp 6.0.0 writes it.
    static let codable6 = #"""
        {"background":[[{"orders":{}}],[{"orders":{}},{"order":{"_0":7}}]],
         "foreground":[{"orders":{}},{"order":{"_0":1}},{"edit":{"id":2,"draft":true}},{"order":{"_0":3}},{"order":{"_0":4}},
                       {"order":{"_0":5}}],
         "hiddenTabs":["radio","search"],
         "sheetDetents":{"1":"medium","2":"large","3":"fraction(0.25)","4":"height(200.0)","5":"peek"},
         "tabOrders":{"library":["artists","albums"]}}
        """#

    /// The built-in detents and a custom one, encoded, as TiltUp 6.0.0 writes them.
    static let detents6 = #"["medium","large","fraction(0.25)","height(200.0)","peek"]"#

    @Test func restorationDataIsWrittenAsTheCheckedInFormat() throws {
        let written = try Self.navigation.restorationData()
        #expect(try canonicalJSON(written) == canonicalJSON(Data(Self.restorationData6.utf8)))
    }

    @Test func theCodableSnapshotIsWrittenAsTheCheckedInFormat() throws {
        let written = try JSONEncoder().encode(Self.navigation)
        #expect(try canonicalJSON(written) == canonicalJSON(Data(Self.codable6.utf8)))
    }

    @Test func restorationDataWrittenBy6ReadsBackWhole() throws {
        let restored = try NavigationSnapshot<SavedRoute>.read(restorationData: Data(Self.restorationData6.utf8))
        #expect(restored.unreadableSteps.isEmpty)
        #expect(restored.unreadableFields.isEmpty)
        #expect(restored.snapshot == Self.navigation)
        expectBuiltInDetents(restored.snapshot.sheetDetents)
    }

    @Test func aCodableSnapshotWrittenBy6ReadsBackWhole() throws {
        let snapshot = try JSONDecoder().decode(NavigationSnapshot<SavedRoute>.self, from: Data(Self.codable6.utf8))
        #expect(snapshot.unreadableSteps.isEmpty)
        #expect(snapshot.unreadableFields.isEmpty)
        #expect(snapshot == Self.navigation)
        expectBuiltInDetents(snapshot.sheetDetents)
    }

    @Test func sheetDetentsAreSavedAsTheirCheckedInIdentifiers() throws {
        let detents: [SheetDetent] = [.medium, .large, .fraction(0.25), .height(200), .custom("peek") { _ in 120 }]
        #expect(try canonicalJSON(JSONEncoder().encode(detents)) == canonicalJSON(Data(Self.detents6.utf8)))
        let read = try JSONDecoder().decode([SheetDetent].self, from: Data(Self.detents6.utf8))
        #expect(read == detents)
        expectBuiltInDetents([1: read[0], 2: read[1], 3: read[2], 4: read[3]])
    }

    /// The detents a 6.0.0 save names by identifier are read back as the built-in ones, which measure the
    /// sheet (a detent read back as an unknown name would be a custom one without a resolver: no height).
    private func expectBuiltInDetents(_ detents: [Int: SheetDetent], sourceLocation: SourceLocation = #_sourceLocation) {
        let context = SheetDetent.Context.reference
        #expect(detents[1]?.height(in: context) == 400, "medium", sourceLocation: sourceLocation)
        #expect(detents[2]?.height(in: context) == 800, "large", sourceLocation: sourceLocation)
        #expect(detents[3]?.height(in: context) == 200, "fraction(0.25)", sourceLocation: sourceLocation)
        #expect(detents[4]?.height(in: context) == 200, "height(200.0)", sourceLocation: sourceLocation)
    }
}

/// `data`'s JSON with its keys sorted and no spaces: two encodings of the same values compare equal whatever
/// order the encoder wrote the keys in.
func canonicalJSON(_ data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let canonical = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: canonical, as: UTF8.self)
}

/// The positions of a list's identities, for the list diff: an open-addressing hash table, at most half
/// full, whose slots hold positions (4 bytes each), not identities.
///
/// The identities stay in the list: each call is given `idAt`, the identity at a position. A slot holds a
/// position plus one (zero: empty). Smaller than a dictionary from identities to positions, it is also
/// quicker to fill and to search, which is most of a diff's time. Positions must stay below `UInt32.max`.
@usableFromInline
@frozen
struct IdentityTable {
    @usableFromInline var slots: [UInt32]
    @usableFromInline let mask: Int

    /// An empty table for `count` identities.
    @inlinable
    init(count: Int) {
        var size = 16
        while size < count * 2 {
            size *= 2
        }
        slots = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The first slot to try for `id`.
    ///
    /// `_rawHashValue(seed:)` is the hash `Set` and `Dictionary` use: `Hasher`'s, seeded per process, so mixed
    /// even for a type whose own `hashValue` is not, and without the cost of making a `Hasher` here (twice
    /// the diff's time).
    @inlinable
    func firstSlot<ID: Hashable>(of id: ID) -> Int {
        id._rawHashValue(seed: 0) & mask
    }

    /// Adds `id` at `position`, or returns `false` when the table has it already.
    @inlinable
    mutating func insert<ID: Hashable>(_ id: ID, at position: Int, idAt: (Int) -> ID) -> Bool {
        var slot = firstSlot(of: id)
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = UInt32(truncatingIfNeeded: position + 1)
                return true
            }
            if idAt(Int(entry) - 1) == id { return false }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `id`, or `nil` when the table does not have it.
    @inlinable
    func position<ID: Hashable>(of id: ID, idAt: (Int) -> ID) -> Int? {
        var slot = firstSlot(of: id)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if idAt(Int(entry) - 1) == id { return Int(entry) - 1 }
            slot = (slot + 1) & mask
        }
    }
}

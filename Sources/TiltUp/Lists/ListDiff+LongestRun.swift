extension ListDiff {
    /// Marks with ``inPlace`` a longest run of `oldOfNew[rows]` whose old positions in section `source` keep
    /// their order (not necessarily contiguous); rows from other sections, or new ones, take no part.
    ///
    /// Patience sorting, with constant-time paths for a row that extends the longest run so far and for
    /// one below every run's last row: a list where few rows moved, and a reversed one, cost time linear in
    /// its length. `tails` and `previous` are scratch space, kept between sections.
    ///
    /// - Returns: how many rows stay in the section, and how many of them keep their place.
    @usableFromInline
    static func markLongestIncreasingRun(
        in oldOfNew: inout [Int], _ rows: Range<Int>, from source: Int, tails: inout [Int], previous: inout [UInt32]
    ) -> (staying: Int, inPlace: Int) {
        let none = UInt32.max
        let first = rows.lowerBound
        // tails[k]: the row of the smallest last value of a run of length k + 1; tails[0] is kept in
        // `lowestRow` alone, as a reversed list changes it at every row.
        tails.removeAll(keepingCapacity: true)
        var lowestRow = -1
        var lowest = Int.max  // the value at tails[0]
        var highest = Int.min  // the value at tails.last
        func tail(_ k: Int) -> Int {
            k == 0 ? lowestRow : tails[k]
        }
        var staying = 0
        for flat in rows {
            let value = oldOfNew[flat]
            guard value >= 0, value >> 32 == source else { continue }
            staying += 1
            if value > highest {
                // Past every run's last value (a list where few rows moved): the longest run grows.
                previous[flat] = tails.isEmpty ? none : UInt32(truncatingIfNeeded: tail(tails.count - 1) - first)
                tails.append(flat)
                highest = value
                if tails.count == 1 {
                    lowestRow = flat
                    lowest = value
                }
            } else if value <= lowest {
                // Below every run's last value (a reversed list's every row): a run of its own.
                previous[flat] = none
                lowestRow = flat
                lowest = value
                if tails.count == 1 {
                    highest = value
                }
            } else {
                var low = 1
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if oldOfNew[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                previous[flat] = UInt32(truncatingIfNeeded: tail(low - 1) - first)
                tails[low] = flat
                if low == tails.count - 1 {
                    highest = value
                }
            }
        }
        guard !tails.isEmpty else { return (0, 0) }
        var flat = tail(tails.count - 1)
        while true {
            oldOfNew[flat] |= inPlace
            let before = previous[flat]
            if before == none { break }
            flat = first + Int(before)
        }
        return (staying, tails.count)
    }
}

/// Which sections keep their place in a list update, when some must move: as many as possible (a longest
/// run of the kept sections that keeps their old order), and, among the runs that long, the one that
/// leaves the most row moves as moves. A row move that touches a moved section becomes a deletion and an
/// insertion (``ListChanges``' rules), so a section is worth keeping in place for the rows reordered
/// inside it, and for the rows moved between it and another section kept in place.
///
/// Every run that long is tried when there are few of them (at most ``maximumRunsTried``, among at most
/// ``maximumCandidates`` sections); otherwise each section is weighed on its own, a row moved between two
/// sections counting half for each, and the heaviest run is taken, in time `O(n log n)`.
@usableFromInline
enum SectionPlacement {
    /// A row that moves between two kept sections, by their positions among the kept sections.
    @usableFromInline
    struct Crossing {
        let first: Int
        let second: Int

        @usableFromInline
        init(_ first: Int, _ second: Int) {
            self.first = first
            self.second = second
        }
    }

    static let maximumCandidates = 64
    static let maximumRunsTried = 256

    /// For each kept section, in the new order, whether it keeps its place.
    ///
    /// - Parameters:
    ///   - ranks: each kept section's rank in the old order (a permutation of `0..<ranks.count`).
    ///   - reorderedRows: for each kept section, the rows that change their place inside it.
    ///   - crossings: the rows moved from one kept section to another.
    /// - Returns: `true` for the sections in the chosen run.
    @usableFromInline
    static func inPlace(ranks: [Int], reorderedRows: [Int], crossings: [Crossing]) -> [Bool] {
        let count = ranks.count
        // The longest run ending at each section, and starting at each (the ranks read backwards).
        let ending = runLengths(ranks)
        let starting = Array(runLengths(ranks.reversed().map { count - 1 - $0 }).reversed())
        let longest = ending.max() ?? 0
        let candidates = (0..<count).filter { ending[$0] + starting[$0] - 1 == longest }
        if candidates.count <= maximumCandidates,
            let best = bestOfEveryRun(candidates, ranks: ranks, ending: ending, longest: longest, reorderedRows, crossings)
        {
            return best
        }
        var weights = reorderedRows.map { 2 * $0 }
        for crossing in crossings {
            weights[crossing.first] += 1
            weights[crossing.second] += 1
        }
        return heaviestRun(ranks, weights: weights)
    }

    /// The length of the longest increasing run ending at each value, in `O(n log n)` (a Fenwick tree of
    /// the longest run ending below each value).
    private static func runLengths(_ values: [Int]) -> [Int] {
        var tree = [Int](repeating: 0, count: values.count + 1)
        var lengths = [Int](repeating: 0, count: values.count)
        for (index, value) in values.enumerated() {
            var below = 0
            var node = value
            while node > 0 {
                below = max(below, tree[node])
                node &= node - 1
            }
            lengths[index] = below + 1
            node = value + 1
            while node <= values.count {
                tree[node] = max(tree[node], below + 1)
                node += node & -node
            }
        }
        return lengths
    }

    /// Tries every longest run through `candidates`, or returns `nil` when there are more than
    /// ``maximumRunsTried``.
    private static func bestOfEveryRun(
        _ candidates: [Int], ranks: [Int], ending: [Int], longest: Int, _ reorderedRows: [Int], _ crossings: [Crossing]
    ) -> [Bool]? {
        // Runs go from a candidate of length k to a later one of length k + 1 and a higher rank.
        var next: [Int: [Int]] = [:]
        var runsFrom: [Int: Int] = [:]  // how many runs continue from each candidate, capped
        for candidate in candidates.reversed() {
            let followers = candidates.filter {
                $0 > candidate && ending[$0] == ending[candidate] + 1 && ranks[$0] > ranks[candidate]
            }
            next[candidate] = followers
            runsFrom[candidate] =
                ending[candidate] == longest ? 1 : min(maximumRunsTried + 1, followers.reduce(0) { $0 + (runsFrom[$1] ?? 0) })
        }
        let firsts = candidates.filter { ending[$0] == 1 }
        guard firsts.reduce(0, { $0 + (runsFrom[$1] ?? 0) }) <= maximumRunsTried else { return nil }

        let relevant = crossings.filter { runsFrom[$0.first] != nil && runsFrom[$0.second] != nil }
        var inRun = [Bool](repeating: false, count: ranks.count)
        var best: (score: Int, run: [Bool])?
        func visit(_ candidate: Int) {
            inRun[candidate] = true
            defer { inRun[candidate] = false }
            guard ending[candidate] == longest else {
                for follower in next[candidate] ?? [] {
                    visit(follower)
                }
                return
            }
            var score = 0
            for section in candidates where inRun[section] {
                score += reorderedRows[section]
            }
            for crossing in relevant where inRun[crossing.first] && inRun[crossing.second] {
                score += 1
            }
            if score > best?.score ?? -1 {
                best = (score, inRun)
            }
        }
        for first in firsts {
            visit(first)
        }
        return best?.run
    }

    /// Which values are in a longest increasing run: among the longest, the one whose weights add up to
    /// the most. Each value asks a Fenwick tree for the best run ending below it: `O(n log n)`.
    static func heaviestRun(_ values: [Int], weights: [Int]) -> [Bool] {
        // For each tree node, the best run ending at a value in the range it covers: (length, weight)
        // compared in that order, and the index of its last element.
        var length = [Int](repeating: 0, count: values.count + 1)
        var weight = [Int](repeating: 0, count: values.count + 1)
        var last = [Int](repeating: -1, count: values.count + 1)
        var previous = [Int](repeating: -1, count: values.count)
        var best = (length: 0, weight: 0, index: -1)
        for (index, value) in values.enumerated() {
            var below = (length: 0, weight: 0, index: -1)
            var node = value
            while node > 0 {
                if (length[node], weight[node]) > (below.length, below.weight) {
                    below = (length[node], weight[node], last[node])
                }
                node &= node - 1
            }
            previous[index] = below.index
            let here = (length: below.length + 1, weight: below.weight + weights[index])
            if here > (best.length, best.weight) {
                best = (here.length, here.weight, index)
            }
            node = value + 1
            while node <= values.count {
                if here > (length[node], weight[node]) {
                    (length[node], weight[node], last[node]) = (here.length, here.weight, index)
                }
                node += node & -node
            }
        }
        var inRun = [Bool](repeating: false, count: values.count)
        var index = best.index
        while index >= 0 {
            inRun[index] = true
            index = previous[index]
        }
        return inRun
    }
}

import Dispatch
import TiltUp

/// Written by `blackHole` and read by `opaque`: the global state that stops the optimizer from
/// removing or hoisting the measured work.
nonisolated(unsafe) var sink = 0

/// Keeps a value alive in the optimizer's eyes, so the work that made it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withUnsafeBytes(of: value) { sink &+= Int($0.first ?? 0) }
}

/// Returns `value` through a call with a side effect, so work on it is redone each time.
@inline(never)
func opaque<T>(_ value: T) -> T {
    sink &+= 1
    return value
}

/// The best of several rounds of the nanoseconds one operation takes: `body` does `operations`
/// operations per call. The best round is the one least disturbed by the rest of the machine.
@MainActor
func nanosecondsPerOperation(operations: Int, rounds: Int = 7, _ body: () -> Void) -> Double {
    body()  // warm up
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        best = min(best, Double(elapsed) / Double(operations))
    }
    return best
}

/// How many diagnostics the benchmarks' Routers reported: each is a measured call that took its
/// misuse path (a coordinator whose app coordinator has gone, say), so none may be.
@MainActor var diagnosticsReported = 0

/// The diagnostic handler of every benchmark's Router: counts, and prints the first.
@MainActor
func countDiagnostic(_ diagnostic: NavigationDiagnostic) {
    if diagnosticsReported == 0 {
        print("A benchmark's Router reported: \(diagnostic)")
    }
    diagnosticsReported += 1
}

/// One line of the table: an operation, its cost, and its baseline's cost measured in the same run.
struct Row {
    let operation: String
    let nanoseconds: Double
    let baseline: String
    let baselineNanoseconds: Double

    var ratio: Double { nanoseconds / baselineNanoseconds }
}

func printTable(_ title: String, _ rows: [Row]) {
    print("\n## \(title)\n")
    print("| operation | ns/op | baseline | ns/op | ratio |")
    print("|---|---:|---|---:|---:|")
    for row in rows {
        print(
            "| \(row.operation) | \(format(row.nanoseconds, digits: 2)) | \(row.baseline) | \(format(row.baselineNanoseconds, digits: 2)) | \(format(row.ratio, digits: 2))× |"
        )
    }
}

func format(_ value: Double, digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

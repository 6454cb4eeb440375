import Testing
import XCTest

/// Where a helper was called from: passed on unchanged from the helper's default arguments.
struct CallSite: Sendable {
    let fileID: StaticString
    let file: StaticString
    let line: UInt
    let column: UInt

    /// The location as Swift Testing wants it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
    }
}

/// Records a test failure at `site`, in whichever framework is running the current test.
///
/// Under Swift Testing (`Test.current` is set) it records an issue with the caller's source location;
/// otherwise it calls `XCTFail` with the caller's file and line.
func reportFailure(_ message: String, at site: CallSite) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    } else {
        XCTFail(message, file: site.file, line: site.line)
    }
}

/// `message` with the caller's own message appended after " - ", when there is one.
func describe(_ message: String, userMessage: String) -> String {
    userMessage.isEmpty ? message : "\(message) - \(userMessage)"
}

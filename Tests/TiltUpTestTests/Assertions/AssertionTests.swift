import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

@Suite struct AssertUnwrapTests {
    @Test func returnsTheValue() throws {
        #expect(try assertUnwrap(Optional(42)) == 42)
    }

    @Test func failsAtTheCallersLineAndThrows() {
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try assertUnwrap(Optional<Int>.none) }
        } matching: {
            $0.isFailure("assertUnwrap failed: expected a value of type Int, found nil", at: line)
        }
    }

    @Test func appendsTheCallersMessage() {
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try assertUnwrap(Optional<String>.none, message: "no name") }
        } matching: {
            $0.isFailure("assertUnwrap failed: expected a value of type String, found nil - no name", at: line)
        }
    }
}

@Suite struct OneFailureTests {
    /// Counts the issues a known-issue block records.
    final class IssueCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func aFailedAssertCastThatStopsTheTestIsReportedOnce() throws {
        let issues = IssueCount()
        try withKnownIssue {
            _ = try assertCast(12, as: String.self)
        } matching: { _ in
            issues.add()
            return true
        }
        #expect(issues.value == 1)
    }

    @Test func aFailedAssertUnwrapThatStopsTheTestIsReportedOnce() throws {
        let issues = IssueCount()
        try withKnownIssue {
            _ = try assertUnwrap(Optional<Int>.none)
        } matching: { _ in
            issues.add()
            return true
        }
        #expect(issues.value == 1)
    }
}

@Suite struct AssertCastTests {
    @Test func returnsTheCastValue() throws {
        let value: Any = "text"
        #expect(try assertCast(value, as: String.self) == "text")
    }

    @Test func failsWithWhatWasFound() {
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try assertCast(12, as: String.self) }
        } matching: {
            $0.isFailure("assertCast failed: expected a value of type String, found a value of type Int", at: line)
        }
    }

    @Test func failsOnNil() {
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try assertCast(nil, as: FakeScreen.self) }
        } matching: {
            $0.isFailure("assertCast failed: expected a value of type FakeScreen, found nil", at: line)
        }
    }
}

@Suite struct AssertTypeTests {
    @Test func passesForTheRightType() {
        assertType(of: FakeScreen(), is: FakeScreen.self)
        assertType(of: FakeScreen(), isNot: OtherScreen.self)
        assertType(of: nil, isNot: OtherScreen.self)
    }

    @Test func isFailsForAnotherType() {
        let line = #line + 2
        withKnownIssue {
            assertType(of: OtherScreen(), is: FakeScreen.self)
        } matching: {
            $0.isFailure("assertType(of:is:) failed: expected a value of type FakeScreen, found a value of type OtherScreen", at: line)
        }
    }

    @Test func isNotFailsForThatType() {
        let line = #line + 2
        withKnownIssue {
            assertType(of: FakeScreen(), isNot: FakeScreen.self)
        } matching: {
            $0.isFailure(
                "assertType(of:isNot:) failed: expected a value not of type FakeScreen, found a value of type FakeScreen", at: line)
        }
    }
}

@Suite struct AssertOptionalBoolTests {
    @Test func passesForTheExpectedValue() {
        assertTrue(Optional(true))
        assertFalse(Optional(false))
    }

    @Test(arguments: [false, nil] as [Bool?])
    func assertTrueFailsForFalseAndNil(_ value: Bool?) {
        let line = #line + 2
        withKnownIssue {
            assertTrue(value)
        } matching: {
            $0.isFailure("assertTrue failed: expected true, found \(value.map { "\($0)" } ?? "nil")", at: line)
        }
    }

    @Test(arguments: [true, nil] as [Bool?])
    func assertFalseFailsForTrueAndNil(_ value: Bool?) {
        let line = #line + 2
        withKnownIssue {
            assertFalse(value)
        } matching: {
            $0.isFailure("assertFalse failed: expected false, found \(value.map { "\($0)" } ?? "nil")", at: line)
        }
    }
}

@Suite struct UnexpectedNilErrorTests {
    @Test func describesTheTypeAndPlace() {
        let error = UnexpectedNilError(expectedType: Int.self, file: "Tests/OrderTests.swift", line: 12)
        #expect(error.localizedDescription == "Unexpectedly found nil while unwrapping a value of type Int? at Tests/OrderTests.swift:12.")
        #expect("\(error)" == error.localizedDescription)
    }

    @Test func saysAnyForAny() {
        let error = UnexpectedNilError(expectedType: Any.self, file: "File.swift", line: 1)
        #expect(error.localizedDescription == "Unexpectedly found nil while unwrapping a value of type Any? at File.swift:1.")
    }

    @Test func theThrownErrorCarriesTheCallersFileAndLine() throws {
        var thrown: ExpectationFailedError?
        let line = #line + 3
        withKnownIssue {
            do {
                _ = try assertUnwrap(Optional<Double>.none)
            } catch {
                thrown = error as? ExpectationFailedError
            }
        } matching: {
            $0.comments.first?.rawValue.hasPrefix("assertUnwrap failed") == true
        }
        let error = try #require(thrown)
        #expect(error.expectation.sourceLocation.line == line)
        #expect(error.expectation.sourceLocation.fileName == "AssertionTests.swift")
    }
}

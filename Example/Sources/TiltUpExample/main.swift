// The TiltUp example app in a terminal: `swift run TiltUpExample`, then type `help`.
// It reads one command a line, typed or piped from a file, and exits with status 0 at the end of input.

#if canImport(UIKit)
// On iOS the example's coordinators drive the UIKit controllers of TiltUpExampleKit instead.
#else
import Foundation
import TiltUpExampleKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Echo each command when it is piped in, so the output reads as a transcript; prompt with "> " when
// it is typed.
let echo = isatty(STDIN_FILENO) == 0
let status = MainActor.assumeIsolated {
    TerminalApp.run(
        readLine: { Swift.readLine() }, echo: echo,
        prompt: {
            print("> ", terminator: "")
            fflush(nil)  // every output stream: the prompt has no newline to flush it
        },
        write: { print($0) })
}
exit(status)
#endif

// The TiltUp example app in a terminal: `swift run TiltUpExample`, then type `help`.
// It reads one command a line, typed or piped from a file, and exits with status 0 at the end of input.
// `--state FILE` names the file that `save` writes where the user is to, and `restore` reads back,
// in this run or the next one. `--swiftui-navigation` runs the same coordinators on SwiftUI's navigation
// model (NavigationStackController), as the example's SwiftUI-navigation app does on iOS. On a Mac,
// `swift run TiltUpExample --mac-app` opens the example's SwiftUI navigation app in a window instead: the
// same sources as on iOS, drawn by SwiftUI's own navigation (`RouterView`), sign-up in AppKit.

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

#if os(macOS)
import AppKit

if CommandLine.arguments.contains("--mac-app"), #available(macOS 13.0, *) {  // RouterView's NavigationStack
    MainActor.assumeIsolated {
        NSApplication.shared.setActivationPolicy(.regular)  // a window and a Dock icon, without an app bundle
        ExampleSwiftUINavigationApp.main()
    }
}
#endif

// Echo each command when it is piped in, so the output reads as a transcript; prompt with "> " when
// it is typed.
let echo = isatty(STDIN_FILENO) == 0
let arguments = CommandLine.arguments
let stateFile = arguments.firstIndex(of: "--state").flatMap { index in
    index + 1 < arguments.count ? URL(fileURLWithPath: arguments[index + 1]) : nil
}
let status = MainActor.assumeIsolated {
    TerminalApp.run(
        readLine: { Swift.readLine() }, echo: echo, stateFile: stateFile,
        swiftUINavigation: arguments.contains("--swiftui-navigation"),
        prompt: {
            print("> ", terminator: "")
            fflush(nil)  // every output stream: the prompt has no newline to flush it
        },
        write: { print($0) })
}
exit(status)
#endif

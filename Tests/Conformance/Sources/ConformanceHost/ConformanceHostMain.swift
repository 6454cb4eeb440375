// The conformance host app: the example app, unless its UI test launches it to run a conformance scenario
// (TILTUP_CONFORMANCE_SCENARIO in its environment, ConformanceUITestSupport). Built by the Xcode project that
// Tests/Conformance/project.yml generates, for iOS, Mac Catalyst and macOS.
import Foundation
import TiltUpConformance
import TiltUpExampleKit

#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import SwiftUI
#endif

/// Starts the example app, or the window where a conformance scenario runs for the UI test.
@main
enum ConformanceHostMain {
    static func main() {
        #if canImport(UIKit)
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ConformanceHostAppDelegate.self))
        #elseif os(macOS)
        MainActor.assumeIsolated {
            guard #available(macOS 13.0, *) else { return }  // RouterView's NavigationStack
            if ConformanceUITestSupport.requested(in: ProcessInfo.processInfo.environment) != nil {
                ConformanceMacApp.main()
            } else {
                ExampleSwiftUINavigationApp.main()
            }
        }
        #endif
    }
}

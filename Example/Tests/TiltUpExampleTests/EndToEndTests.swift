#if !canImport(UIKit)
import Foundation
import Testing

/// Pipes scripts of commands into the built `TiltUpExample` and checks what it printed and its status.
@Suite struct EndToEndTests {
    struct Run {
        let output: String
        let status: Int32

        /// The output from the line that echoes `command` on, up to the next echoed command.
        func after(_ command: String) -> String {
            guard let start = output.range(of: "> \(command)\n") else { return "" }
            let rest = output[start.upperBound...]
            let end = rest.range(of: "\n> ")?.lowerBound ?? rest.endIndex
            return String(rest[..<end])
        }
    }

    /// The example's executable, beside the test bundle in the build folder.
    static var executable: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("TiltUpExample")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    func run(_ script: [String], arguments: [String] = []) throws -> Run {
        let process = Process()
        let executable = try #require(Self.executable, "build the TiltUpExample product first")
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((script.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }

    @Test func theWholeFlowRunsAndEndsWithStatusZero() throws {
        let run = try run([
            "help",
            "name Lisa", "email lisa@rules", "password secret",
            "submit", "ok", "submit", "ok",
            "email lisa@rules.com", "submit", "continue",
            "plan", "select 3", "confirm",
            "plan", "swipe down",
            "back",
            "tab orders", "order 2", "tab home", "tab orders", "tab orders",
        ])
        #expect(run.status == 0)
        #expect(run.after("help").contains("name <text>"))
        #expect(run.after("password secret").contains("[Submit] enabled"))
        #expect(run.after("submit").contains("┌ Alert: Unsuccessful"))
        #expect(run.after("continue").contains("… Loading orders\n✓ Done loading\n↻ Reloaded 3 orders"))
        #expect(run.after("continue").contains("Total: $47.48"))
        #expect(run.after("continue").contains("Tabs: [Home] Orders"))
        #expect(run.after("continue").contains("Coordinators held: 3 (MainTabsCoordinator, HomeCoordinator, OrdersCoordinator)"))
        #expect(run.after("plan").contains("Modal: Choose a plan"))
        #expect(run.after("plan").contains("Coordinators held: 4"))
        #expect(run.after("select 3").contains("3. [x] Premium"))
        #expect(run.after("confirm").contains("Plan: Premium"))
        #expect(run.after("swipe down").contains("═══ Home ═══"))
        #expect(run.after("swipe down").contains("Coordinators held: 3"))
        #expect(run.after("back").hasPrefix("There is nothing to go back to."))
        #expect(run.after("order 2").contains("═══ Order #2 ═══\nTabs: Home [Orders]\nPath: Orders › Order #2"))
        #expect(run.after("order 2").contains("Moving boxes, $29.99"))
        #expect(run.after("tab home").contains("═══ Home ═══"))
        // Back on Orders, its stack is as it was; tapping Orders again goes back to the list.
        let orders = run.output.components(separatedBy: "> tab orders\n")
        #expect(orders.count == 4)
        #expect(orders[2].contains("═══ Order #2 ═══"))
        #expect(orders[3].contains("═══ Orders ═══\nTabs: Home [Orders]\nPath: Orders\n"))
    }

    @Test func aLinkOpensFromAnywhereAndTheNavigationSurvivesARelaunch() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tiltup-e2e-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try run(
            [
                "open tiltup://orders/2", "restore",
                "name Lisa", "email lisa@rules.com", "password secret", "submit", "continue",
                "open tiltup://orders/2", "open tiltup://home/plan", "select 3", "save state",
                "open tiltup://nowhere",
            ], arguments: ["--state", state.path])
        #expect(first.status == 0)
        #expect(first.after("open tiltup://orders/2").hasPrefix("Sign up first: tiltup://orders/2 opens once you are in."))
        #expect(first.after("restore").hasPrefix("Nothing saved in \(state.path) yet"))
        #expect(first.output.contains("> open tiltup://orders/2\nOpened tiltup://orders/2.\n\n═══ Order #2 ═══"))
        #expect(first.after("open tiltup://home/plan").contains("Tabs: [Home] Orders\nPath: Home  |  Modal: Choose a plan"))
        #expect(first.after("save state").hasPrefix("Saved where you are to \(state.path)."))
        #expect(first.after("open tiltup://nowhere").hasPrefix("“tiltup://nowhere” is not a link of this app."))

        let second = try run(["restore", "swipe down", "tab orders", "back"], arguments: ["--state", state.path])
        #expect(second.status == 0)
        #expect(second.after("restore").hasPrefix("Restored the navigation saved in \(state.path)."))
        #expect(second.after("restore").contains("═══ Choose a plan ═══\nTabs: [Home] Orders\nPath: Home  |  Modal: Choose a plan"))
        #expect(
            second.after("restore").contains(
                "Coordinators held: 4 (MainTabsCoordinator, HomeCoordinator, OrdersCoordinator, PlanCoordinator)"))
        #expect(second.after("swipe down").contains("Welcome, Lisa"))
        #expect(second.after("tab orders").contains("═══ Order #2 ═══"))
        #expect(second.after("back").contains("═══ Orders ═══"))
        #expect(!second.output.contains("note: TiltUp"), "no misuse reached the library")
    }

    @Test func aSavedFileFromAnotherVersionRestoresWhatItCanAndADamagedOneIsToldFromAMissingOne() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tiltup-e2e-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: state) }
        let saving = try run(
            ["name Lisa", "email lisa@rules.com", "password secret", "submit", "continue", "open tiltup://orders/2", "save"],
            arguments: ["--state", state.path])
        #expect(saving.after("save").hasPrefix("Saved where you are to \(state.path)."))

        // A later version of the app saved a route this one does not have, after the order.
        var saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any])
        var navigation = try #require(saved["navigation"] as? [String: Any])
        var foreground = try #require(navigation["foreground"] as? [Any])
        #expect(foreground.count == 2)
        foreground.append(["receipt": [String: Any]()])
        navigation["foreground"] = foreground
        saved["navigation"] = navigation
        try JSONSerialization.data(withJSONObject: saved).write(to: state)

        let newer = try run(["restore"], arguments: ["--state", state.path])
        #expect(
            newer.after("restore").hasPrefix(
                "Restored the navigation saved in \(state.path).\nLeft out what this version cannot read: foreground, step 3 of 3"))
        #expect(newer.after("restore").contains("═══ Order #2 ═══"))

        try Data("not saved navigation".utf8).write(to: state)
        let damaged = try run(["restore"], arguments: ["--state", state.path])
        #expect(damaged.after("restore").hasPrefix("Could not read \(state.path): it holds no saved navigation."))

        try FileManager.default.removeItem(at: state)
        let missing = try run(["restore"], arguments: ["--state", state.path])
        #expect(missing.after("restore").hasPrefix("Nothing saved in \(state.path) yet: use save first."))
    }

    @Test func threeUnsuccessfulAttemptsDisableSubmitForGood() throws {
        let run = try run([
            "name Lisa", "email lisa@rules", "password secret",
            "submit", "ok", "submit", "ok", "submit", "ok",
            "email lisa@rules.com", "submit",
        ])
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "┌ Alert: Unsuccessful").count == 3)
        #expect(run.output.contains("┌ Alert: Too Many Attempts"))
        #expect(run.after("email lisa@rules.com").contains("[Submit] disabled"))
        #expect(run.after("email lisa@rules.com").contains("Email:    [lisa@rules.com]"))
        #expect(
            run.output.hasSuffix(
                "Submit is disabled for good: too many attempts.\n\n═══ Sign up ═══\nPath: Sign up\nCoordinators held: 1 (SignUpCoordinator)\nName:     [Lisa]\nEmail:    [lisa@rules.com]\nPassword: [••••••]\n[Submit] disabled\n"
            ))
    }

    @Test func aFailedLoadShowsAnAlertAndRetryRecovers() throws {
        let run = try run([
            "fail on", "name Lisa", "email lisa@rules.com", "password secret", "submit", "continue",
            "fail off", "retry",
        ])
        #expect(run.status == 0)
        #expect(run.after("continue").contains("┌ Alert: Could not load orders\n│ The server did not answer.\n└ [Retry] [Cancel]"))
        #expect(run.after("continue").contains("  (none)"))
        #expect(run.after("retry").contains("Total: $47.48"))
    }

    @Test func unknownCommandsAndBadValuesExplainThemselvesAndChangeNothing() throws {
        let run = try run([
            "dance", "submit", "back", "swipe down", "fail maybe", "tab home", "save",
            "name Lisa", "email lisa@rules.com", "password secret", "submit", "continue", "plan",
            "select 9", "select two", "confirm please",
        ])
        #expect(run.status == 0)
        #expect(run.after("dance").hasPrefix("Unknown command “dance”. Type help for the commands of this screen.\n"))
        #expect(run.after("submit").hasPrefix("Submit is disabled: fill in name, email and password.\n"))
        #expect(run.after("back").hasPrefix("There is nothing to go back to.\n"))
        #expect(run.after("swipe down").hasPrefix("No sheet is up to swipe down.\n"))
        #expect(run.after("fail maybe").hasPrefix("fail takes on or off, not “maybe”.\n"))
        #expect(run.after("tab home").hasPrefix("There are no tabs here: sign up first.\n"))
        #expect(run.after("save").hasPrefix("There is no file to save to: start the app with --state FILE.\n"))
        #expect(run.after("select 9").hasPrefix("“9” is not a plan: choose a number from 1 to 3.\n"))
        #expect(run.after("select 9").contains("1. [x] Basic"))
        #expect(run.after("select two").hasPrefix("“two” is not a plan"))
        #expect(!run.output.contains("note: TiltUp"), "no misuse reached the library")
    }

    @Test func anEmptyInputEndsAtOnceWithStatusZero() throws {
        let run = try run([])
        #expect(run.status == 0)
        #expect(run.output.contains("═══ Sign up ═══"))
    }
}
#endif

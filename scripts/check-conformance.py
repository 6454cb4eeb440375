#!/usr/bin/env python3
"""The conformance suite proves it can fail: wrong rules planted in a copy of the headless model must each make
the conformance run fail, and the copy with none planted must pass.

The conformance scenarios (Tests/Conformance) say what each platform lets the user do. A suite that passes
whatever the model does proves nothing, so this check copies TiltUp's sources and the conformance module into
a package of its own, plants each wrong rule of FAULTS into the copy behind a runtime switch (the fault runs
only when the environment variable TILTUP_PLANTED_FAULT names it), builds that package once, and runs its
runner (every scenario on the headless front ends, `ConformanceCheck.report()`) once with no fault and once
per fault. It fails when the run without a fault does not pass, when a planted fault leaves every scenario
passing, or when a fault's anchor (the line it replaces) is not found exactly once in the sources: a rule
moved or rewritten needs its fault moved with it, here. The library's own sources carry no switch: only the
copy does.

    python3 scripts/check-conformance.py --self-test      # CI: every fault caught, none planted passes
    python3 scripts/check-conformance.py --self-test -v   # and the scenarios that catch each fault
    python3 scripts/check-conformance.py --list           # the faults, by the rule each breaks

The copy is built in .build/conformance-self-test (reused, so that a second run rebuilds only what changed).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "conformance-self-test")
SWITCH = "TILTUP_PLANTED_FAULT"


class Fault:
    """A wrong rule: its name (the rule it breaks), what it says, and the patches that plant it."""

    def __init__(self, name, rule, patches):
        self.name = name
        self.rule = rule
        # Each patch: (file under Sources/TiltUp, the exact text it replaces, what it puts there). The
        # replacement calls plantedFault(name), true only when the fault is switched on.
        self.patches = patches


def planted(name):
    return f'plantedFault("{name}")'


FAULTS = [
    Fault(
        "mac-swipes-sheets-down",
        "a Mac's user swipes a sheet down (a Mac has Escape, no swipe-down)",
        [(
            "Navigation/NavigationPlatform.swift",
            "    var hasSwipeDown: Bool { self == .iOS }",
            f"    var hasSwipeDown: Bool {{ {planted('mac-swipes-sheets-down')} || self == .iOS }}",
        )],
    ),
    Fault(
        "escape-closes-sheets-on-ios",
        "Escape closes a sheet on iOS (only a Mac's does)",
        [(
            "Navigation/NavigationPlatform.swift",
            "    var hasEscape: Bool { isMac }",
            f"    var hasEscape: Bool {{ {planted('escape-closes-sheets-on-ios')} || isMac }}",
        )],
    ),
    Fault(
        "native-mac-full-screen-covers",
        "a native Mac shows a full-screen cover (it has none: a full-screen modal is a sheet there)",
        [(
            "Navigation/NavigationPlatform.swift",
            "    var presentsEveryModalAsSheet: Bool { self == .macOS }",
            f"    var presentsEveryModalAsSheet: Bool {{ !{planted('native-mac-full-screen-covers')} && self == .macOS }}",
        )],
    ),
    Fault(
        "mac-zooms",
        "a Mac, Catalyst or native, runs the zoom (Apple's fluid zoom is an iPhone's and an iPad's)",
        [(
            "Navigation/NavigationPlatform.swift",
            "    var runsZoom: Bool { self == .iOS }",
            f"    var runsZoom: Bool {{ {planted('mac-zooms')} || self == .iOS }}",
        )],
    ),
    Fault(
        "sidebar-in-compact-width",
        "the tab bar's sidebar shows, and its button works, in compact width (there is a tab bar only)",
        [
            (
                "Headless/HeadlessTabBarCore+Sidebar.swift",
                "        layout.hasGroups && horizontalSizeClass == .regular",
                f"        layout.hasGroups && ({planted('sidebar-in-compact-width')} || horizontalSizeClass == .regular)",
            ),
            (
                "Headless/HeadlessTabBarCore+Sidebar.swift",
                "        guard horizontalSizeClass == .regular else {",
                f"        guard {planted('sidebar-in-compact-width')} || horizontalSizeClass == .regular else {{",
            ),
        ],
    ),
    Fault(
        "hidden-tab-left-selected",
        "the selected tab the user hides stays selected (the first tab shown is selected)",
        [(
            "Headless/HeadlessTabBarCore+Sidebar.swift",
            "        if hidden, selectedIndex == index, let first = visibleTabScreens.first,",
            f"        if !{planted('hidden-tab-left-selected')}, hidden, selectedIndex == index, let first = visibleTabScreens.first,",
        )],
    ),
    Fault(
        "detents-in-the-order-given",
        "a sheet keeps its detents in the order given (they are ordered by height, smallest first)",
        [(
            "Navigation/SheetDetent.swift",
            "    static func ordered(_ detents: [SheetDetent]) -> [SheetDetent] {",
            "    static func ordered(_ detents: [SheetDetent]) -> [SheetDetent] {\n"
            f"        if {planted('detents-in-the-order-given')} {{\n"
            "            var given: Set<String> = []\n"
            "            return detents.filter { given.insert($0.identifier).inserted }\n"
            "        }",
        )],
    ),
    Fault(
        "full-screen-modal-swipeable",
        "a full-screen modal is swiped down like a sheet (only a sheet or a zoomed modal is)",
        [(
            "Navigation/ModalPresentationStyle+Sheet.swift",
            "        [.automatic, .pageSheet, .formSheet, .popover].contains(self)",
            f"        ({planted('full-screen-modal-swipeable')} && self == .fullScreen) || [.automatic, .pageSheet, .formSheet, .popover].contains(self)",
        )],
    ),
    Fault(
        "native-mac-back-swipe",
        "a native Mac's user swipes back (only the toolbar's Back and ⌘[ go back there)",
        [(
            "Navigation/NavigationPlatform.swift",
            "    var hasBackSwipe: Bool { self != .macOS }",
            f"    var hasBackSwipe: Bool {{ {planted('native-mac-back-swipe')} || self != .macOS }}",
        )],
    ),
    Fault(
        "native-mac-window-compact",
        "a native Mac's window becomes compact (it is always regular)",
        [(
            "Navigation/NavigationPlatform.swift",
            "    var canBeCompact: Bool { self != .macOS }",
            f"    var canBeCompact: Bool {{ {planted('native-mac-window-compact')} || self != .macOS }}",
        )],
    ),
    Fault(
        "editor-with-sidebar-hidden",
        "the user hides and moves tabs with the sidebar hidden (UIKit's editor is the sidebar's)",
        [(
            "Headless/HeadlessTabBarCore+Sidebar.swift",
            "        if !isSidebarVisible {",
            f"        if !{planted('editor-with-sidebar-hidden')}, !isSidebarVisible {{",
        )],
    ),
    Fault(
        "any-tab-hidden",
        "the user hides a tab that does not allow hiding",
        [(
            "Headless/HeadlessTabBarCore+Sidebar.swift",
            "        guard layout.info[id]?.allowsHiding == true else {",
            f"        guard {planted('any-tab-hidden')} || layout.info[id]?.allowsHiding == true else {{",
        )],
    ),
    Fault(
        "any-group-reordered",
        "the user reorders a group that does not allow it",
        [(
            "Headless/HeadlessTabBarCore+Sidebar.swift",
            "        guard let group = layout.group(of: moving), group.allowsReordering,",
            f"        guard let group = layout.group(of: moving), {planted('any-group-reordered')} || group.allowsReordering,",
        )],
    ),
    Fault(
        "cancelled-gesture-finishes",
        "a gesture the user lets go of finishes (nothing changes when it is cancelled)",
        [(
            "Headless/HeadlessNavigationController+InteractiveGesture.swift",
            "            let finishing = finished && core.canStillFinish(self)",
            f"            let finishing = ({planted('cancelled-gesture-finishes')} || finished) && core.canStillFinish(self)",
        )],
    ),
    Fault(
        "undimmed-sheet-covers",
        "a sheet resting at its largest undimmed detent covers the screens behind it (they take the user's taps)",
        [(
            "Headless/HeadlessNavigationCore+Detents.swift",
            "        presentedSheet?.leavesBackgroundUsable == true",
            f"        !{planted('undimmed-sheet-covers')} && presentedSheet?.leavesBackgroundUsable == true",
        )],
    ),
    # Planted by the adversarial review of the tools (notes/attack-tools.md): wrong rules no scenario catches
    # today. Each fails this self-test until a scenario catches it (the notes propose one for each it can).
    Fault("form-sheet-not-swipeable", "a .formSheet cannot be swiped down", [(
        "Navigation/ModalPresentationStyle+Sheet.swift", "[.automatic, .pageSheet, .formSheet, .popover].contains(self)",
        f"([.automatic, .pageSheet, .popover].contains(self) || (!{planted('form-sheet-not-swipeable')} && self == .formSheet))")]),
    Fault("automatic-not-swipeable", "an .automatic modal (a page sheet) cannot be swiped down", [(
        "Navigation/ModalPresentationStyle+Sheet.swift", "[.automatic, .pageSheet, .popover].contains(self)",
        f"([.pageSheet, .popover].contains(self) || (!{planted('automatic-not-swipeable')} && self == .automatic))")]),
    Fault("over-full-screen-swipeable", "an .overFullScreen modal is swiped down", [(
        "Navigation/ModalPresentationStyle+Sheet.swift", "[.pageSheet, .popover].contains(self)",
        f"([.pageSheet, .popover].contains(self) || ({planted('over-full-screen-swipeable')} && self == .overFullScreen))")]),
    Fault("swipe-down-ignores-modal-in-presentation", "isModalInPresentation does not stop the swipe-down", [(
        "Headless/HeadlessNavigationCore+Gestures.swift", "        if Platform.isModalInPresentation(presented) {",
        f"        if !{planted('swipe-down-ignores-modal-in-presentation')} && Platform.isModalInPresentation(presented) {{")]),
    Fault("escape-ignores-modal-in-presentation", "isModalInPresentation does not stop Escape", [(
        "Headless/HeadlessNavigationCore+Platform.swift", "        if Platform.isModalInPresentation(presented) {",
        f"        if !{planted('escape-ignores-modal-in-presentation')} && Platform.isModalInPresentation(presented) {{")]),
    Fault("tap-outside-ignores-modal-in-presentation", "isModalInPresentation does not stop a tap outside a popover", [(
        "Headless/HeadlessNavigationCore+Popovers.swift", "        if Platform.isModalInPresentation(presented) {",
        f"        if !{planted('tap-outside-ignores-modal-in-presentation')} && Platform.isModalInPresentation(presented) {{")]),
    Fault("tap-outside-closes-sheets", "a tap outside a sheet (its dimmed background) closes it", [(
        "Headless/HeadlessNavigationCore+Popovers.swift", "        guard presentsPopover else {",
        f"        guard {planted('tap-outside-closes-sheets')} || presentsPopover else {{")]),
    Fault("reselected-tab-keeps-stack", "UIKit: re-tapping the selected tab does not pop it to its root", [(
        "Headless/HeadlessTabBarCore.swift", "            if rules.reselectedTabPopsToRoot, let stack",
        f"            if !{planted('reselected-tab-keeps-stack')}, rules.reselectedTabPopsToRoot, let stack")]),
    Fault("swiftui-reselected-tab-pops", "SwiftUI: re-tapping the selected tab pops it to its root", [(
        "Headless/HeadlessTabBarCore.swift", "rules.reselectedTabPopsToRoot, let stack",
        f"{planted('swiftui-reselected-tab-pops')} || rules.reselectedTabPopsToRoot, let stack")]),
    Fault("tab-tap-through-modal", "a tab is tapped through a modal covering the tab bar", [(
        "Headless/HeadlessTabBarCore.swift", '        guard !isCovered("simulateTabSelection") else { return }',
        f'        guard {planted("tab-tap-through-modal")} || !isCovered("simulateTabSelection") else {{ return }}')]),
    Fault("undimmed-sheet-covers-tab-bar", "a sheet resting at an undimmed detent blocks the tab bar (issue 59 §3)", [(
        "Headless/HeadlessTabBarCore.swift", "compactMap({ Platform.headless($0)?.core.modalCoveringStack })",
        f"compactMap({{ {planted('undimmed-sheet-covers-tab-bar')} ? Platform.headless($0)?.core.presentedViewController : Platform.headless($0)?.core.modalCoveringStack }})")]),
    Fault("tabs-customized-in-compact", "an iPhone's user hides and moves tabs (no sidebar, no editor)", [(
        "Headless/HeadlessTabBarCore+Sidebar.swift", "        if !canShowSidebar {",
        f"        if !{planted('tabs-customized-in-compact')} && !canShowSidebar {{"), (
        # The sidebar's own check refuses the editor in compact width too (no sidebar shows there): the fault lets
        # both through where no sidebar can show, and only there.
        "Headless/HeadlessTabBarCore+Sidebar.swift", "!isSidebarVisible {\n            // UIKit's editor is the sidebar's Edit",
        f"!isSidebarVisible, !({planted('tabs-customized-in-compact')} && !canShowSidebar) {{\n"
        "            // UIKit's editor is the sidebar's Edit")]),
    Fault("last-shown-tab-hidden", "the user hides the last tab shown", [(
        "Headless/HeadlessTabBarCore+Sidebar.swift", "        if hidden, visibleTabScreens.count == 1 {",
        f"        if !{planted('last-shown-tab-hidden')}, hidden, visibleTabScreens.count == 1 {{")]),
    Fault("swiftui-reports-sidebar", "SwiftUI's sidebar toggle is followed (isSidebarVisible, event)", [
        ("Headless/HeadlessTabBarCore+Sidebar.swift", "guard rules.reportsTabSidebarVisibility else { return platform.isMac }",
         f"guard {planted('swiftui-reports-sidebar')} || rules.reportsTabSidebarVisibility else {{ return platform.isMac }}"),
        ("Headless/HeadlessTabBarCore+Sidebar.swift", "guard rules.reportsTabSidebarVisibility else {\n            report(",
         f"guard {planted('swiftui-reports-sidebar')} || rules.reportsTabSidebarVisibility else {{\n            report(")]),
    Fault("swiftui-runs-custom-transitions", "SwiftUI's navigation runs the app's custom transitions", [(
        "Headless/FrontEndRules.swift", "zoomAsksSourceProvider: false, runsCustomTransitions: false,",
        f"zoomAsksSourceProvider: false, runsCustomTransitions: {planted('swiftui-runs-custom-transitions')},")]),
    Fault("swiftui-no-ondismiss-wait", "SwiftUI's dismissals do not wait for onDismiss", [(
        "Headless/FrontEndRules.swift", "gesturesArriveAsWrites: true, dismissalsWaitForOnDismiss: true,",
        f"gesturesArriveAsWrites: true, dismissalsWaitForOnDismiss: !{planted('swiftui-no-ondismiss-wait')},")]),
    Fault("tab-stacks-ignore-mac", "a tab's stack ignores the Mac platform of its tab bar (gets iOS's gestures)", [(
        "Headless/HeadlessNavigationCore+Platform.swift", "platformOverride ?? containingTabBar?.platform",
        f"platformOverride ?? ({planted('tab-stacks-ignore-mac')} ? nil : containingTabBar?.platform)")]),
    Fault("columns-ignore-mac", "a split view's columns ignore the Mac platform of the split", [(
        "Headless/HeadlessNavigationCore+Platform.swift", "?? containingSplit?.platform",
        f"?? ({planted('columns-ignore-mac')} ? nil : containingSplit?.platform)")]),
    Fault("back-swipe-finishes-under-modal", "a back swipe finishes after a modal came up over the stack", [(
        "Headless/HeadlessNavigationCore+Gestures.swift", "        if let covering = modalCoveringStack {",
        f"        if !{planted('back-swipe-finishes-under-modal')}, let covering = modalCoveringStack {{")]),
    Fault("split-sidebar-toggled-in-compact", "a collapsed split view's sidebar is shown/hidden by the user", [(
        "Headless/HeadlessSplitCore+Sidebar.swift", "        if isCollapsed {",
        f"        if !{planted('split-sidebar-toggled-in-compact')} && isCollapsed {{")]),
    Fault("duplicate-detents-kept", "a sheet keeps a detent given twice", [(
        "Navigation/SheetDetent.swift", "        let unique = detents.filter { seen.insert($0.identifier).inserted }",
        f"        let unique = {planted('duplicate-detents-kept')} ? detents : detents.filter {{ seen.insert($0.identifier).inserted }}")]),
]

SWITCH_SOURCE = f"""// Planted by scripts/check-conformance.py in its copy of the sources only: the wrong rule named by
// {SWITCH} runs, the others do not.
import Foundation

let plantedFaultName = ProcessInfo.processInfo.environment["{SWITCH}"]

func plantedFault(_ name: String) -> Bool {{
    plantedFaultName == name
}}
"""

RUNNER_SOURCE = """// The conformance self-test's runner: every scenario on the headless front ends of the copied model.
import Foundation
import TiltUpConformance

exit(await ConformanceCheck.report())
"""

MANIFEST = """// swift-tools-version: 6.0
// Written by scripts/check-conformance.py: TiltUp's sources with wrong rules planted, and the conformance runner.
import PackageDescription

let package = Package(
    name: "ConformanceSelfTest",
    platforms: [.iOS(.v15), .macOS(.v13)],
    targets: [
        .target(name: "TiltUp"),
        .target(name: "TiltUpConformance", dependencies: ["TiltUp"]),
        .executableTarget(name: "ConformanceRunner", dependencies: ["TiltUpConformance"]),
    ],
    swiftLanguageModes: [.v6]
)
"""


def fail(message):
    print(f"check-conformance: {message}", file=sys.stderr)
    sys.exit(1)


def swift_files(directory):
    for folder, _, names in os.walk(directory):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                yield os.path.relpath(path, directory), path


def write_if_changed(path, text):
    """Writes `text` unless the file holds it already: an unchanged file keeps its date, so the build reuses it."""
    try:
        with open(path, encoding="utf-8") as file:
            if file.read() == text:
                return
    except FileNotFoundError:
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def plant(sources, faults):
    """Applies every fault's patches to `sources` (relative path -> text); fails on an anchor not found once."""
    planted_sources = dict(sources)
    for fault in faults:
        for file, anchor, replacement in fault.patches:
            text = planted_sources.get(file)
            if text is None:
                fail(f"{fault.name}: Sources/TiltUp/{file} does not exist; move the fault with the rule it breaks")
            count = text.count(anchor)
            if count != 1:
                fail(
                    f"{fault.name}: the anchor {anchor.strip()!r} is in Sources/TiltUp/{file} {count} times, not once; "
                    "the rule moved or changed: move the fault with it"
                )
            planted_sources[file] = text.replace(anchor, replacement)
    return planted_sources


def write_package(faults):
    """Writes the package: the copied sources with `faults` planted, the switch, the conformance module, the runner."""
    sources = {}
    for relative, path in swift_files(os.path.join(ROOT, "Sources", "TiltUp")):
        with open(path, encoding="utf-8") as file:
            sources[relative] = file.read()
    planted_sources = plant(sources, faults)
    planted_sources["PlantedFault.swift"] = SWITCH_SOURCE
    package = os.path.join(WORK, "package")
    wanted = set()
    for relative, text in planted_sources.items():
        path = os.path.join(package, "Sources", "TiltUp", relative)
        write_if_changed(path, text)
        wanted.add(path)
    conformance = os.path.join(ROOT, "Tests", "Conformance", "Sources", "TiltUpConformance")
    for relative, path in swift_files(conformance):
        with open(path, encoding="utf-8") as file:
            target = os.path.join(package, "Sources", "TiltUpConformance", relative)
            write_if_changed(target, file.read())
            wanted.add(target)
    runner = os.path.join(package, "Sources", "ConformanceRunner", "main.swift")
    write_if_changed(runner, RUNNER_SOURCE)
    wanted.add(runner)
    manifest = os.path.join(package, "Package.swift")
    write_if_changed(manifest, MANIFEST)
    wanted.add(manifest)
    for folder, _, names in os.walk(os.path.join(package, "Sources")):
        for name in names:
            path = os.path.join(folder, name)
            if path not in wanted:
                os.remove(path)  # a source deleted since the last run
    return package


def build(package, verbose):
    started = time.monotonic()
    # No debug information: nothing debugs the copy, and it is a third of the build's time.
    command = ["swift", "build", "--package-path", package, "--scratch-path", os.path.join(WORK, "build"),
               "-Xswiftc", "-gnone", "--product", "ConformanceRunner"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"building the copy with the faults planted failed:\n{result.stdout}{result.stderr}")
    if verbose:
        print(f"built the copy with {len(FAULTS)} faults planted in {time.monotonic() - started:.1f} s")
    bin_path = subprocess.run(command[:-2] + ["--show-bin-path"], capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "ConformanceRunner")


def run(runner, fault):
    environment = dict(os.environ)
    environment.pop(SWITCH, None)
    if fault is not None:
        environment[SWITCH] = fault.name
    result = subprocess.run([runner], capture_output=True, text=True, env=environment, timeout=120)
    try:
        outcome = json.loads(result.stdout)
    except json.JSONDecodeError:
        fail(f"the runner ({fault.name if fault else 'no fault'}) printed no outcome:\n{result.stdout}{result.stderr}")
    if (result.returncode == 0) != (not outcome["failures"] and not outcome["staleMarks"]):
        fail(f"the runner's exit status {result.returncode} contradicts its outcome ({fault.name if fault else 'no fault'})")
    return outcome


def self_test(verbose):
    started = time.monotonic()
    package = write_package(FAULTS)
    runner = build(package, verbose)
    with ThreadPoolExecutor(max_workers=2) as pool:
        outcomes = list(pool.map(lambda fault: (fault, run(runner, fault)), [None] + FAULTS))
    problems = []
    clean = outcomes[0][1]
    if clean["failures"] or clean["staleMarks"]:
        listed = "\n  ".join(finding["problem"] for finding in clean["failures"] + clean["staleMarks"])
        problems.append(f"with no fault planted the conformance run fails:\n  {listed}")
    for fault, outcome in outcomes[1:]:
        caught = sorted({finding["scenario"] for finding in outcome["failures"]})
        if not caught:
            problems.append(f"{fault.name}: planted, and every scenario still passes ({fault.rule})")
        elif verbose:
            print(f"{fault.name}: {len(caught)} scenarios fail")
            for name in caught:
                print(f"    {name}")
    if problems:
        fail("\n".join(problems))
    scenarios = clean["runCount"]
    print(
        f"check-conformance: each of {len(FAULTS)} planted wrong rules fails the conformance run, which passes with "
        f"none ({scenarios} runs, {len(clean['knownFailures'])} known model bugs; {time.monotonic() - started:.0f} s)"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--self-test", action="store_true", help="plant each wrong rule and require the run to fail")
    parser.add_argument("--list", action="store_true", help="list the wrong rules planted")
    parser.add_argument("-v", "--verbose", action="store_true", help="name the scenarios that catch each fault")
    arguments = parser.parse_args()
    if arguments.list:
        for fault in FAULTS:
            print(f"{fault.name}: {fault.rule}")
    elif arguments.self_test:
        self_test(arguments.verbose)
    else:
        parser.error("say --self-test or --list")


if __name__ == "__main__":
    main()

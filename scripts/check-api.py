#!/usr/bin/env python3
"""TiltUp's and TiltUpTest's public API against its baseline: a change that breaks a caller fails unless the
CHANGELOG lists it under **Breaking**.

The baseline is `api/<Module>.json`, the toolchain's `swift-api-digester -dump-sdk` of each module as
released (before 6.0.0 is tagged: the API of main when this check began, commit fd08e94, so that the
Unreleased section lists every break since). The check builds nothing: it reads the
modules of the last `swift build` (`.build/debug/Modules`), lets `swift-api-digester -diagnose-sdk` list
what changed against the baseline (removed, renamed or retyped declarations, changed attributes,
conformances and requirements, new cases of a public enum an exhaustive `switch` must name), and fails for
each change that no bullet of the Unreleased section's `### Breaking` names: a bullet names a member when it
writes its base name and its type's name in code spans (`NavigationCause` ... `tapOutside`), and a
top-level declaration by its name alone. What the baseline lacks (new API) is not a break.

    python3 scripts/check-api.py               # after `swift build`: fails on an unlisted break
    python3 scripts/check-api.py --update      # writes the baseline anew, at a release
    python3 scripts/check-api.py --self-test   # the check fails on a break and passes once it is listed

The baseline is the API as Linux builds it (the platform-neutral core and the headless front ends, which
every platform shares); the UIKit and SwiftUI glue's API is compared by the iOS type checks.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["TiltUp", "TiltUpTest"]
BASELINE = os.path.join(ROOT, "api")
CHANGELOG = os.path.join(ROOT, "CHANGELOG.md")
# "Func Router.popToRoot(animated:) has been removed", "EnumElement NavigationCause.tapOutside has been
# added as a new enum case": the kind, then the declaration's qualified name.
CHANGE = re.compile(r"^(\w+) (\S+?)(\(.*?\))? (?:has|is now|without|with)\b")
CODE = re.compile(r"`([^`]+)`")


def fail(message):
    print(f"check-api: {message}", file=sys.stderr)
    sys.exit(1)


def modules_path():
    path = os.path.join(ROOT, ".build", "debug", "Modules")
    if not all(os.path.exists(os.path.join(path, f"{module}.swiftmodule")) for module in MODULES):
        fail(f"no built modules in {path}: run `swift build` first")
    return path


def digester(*arguments):
    result = subprocess.run(["swift-api-digester", *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"swift-api-digester {' '.join(arguments)} failed:\n{result.stdout}{result.stderr}")
    return result.stdout + result.stderr


def dump(module, modules, output):
    digester("-dump-sdk", "-module", module, "-I", modules, "-o", output, "-abort-on-module-fail",
             "-avoid-location", "-avoid-tool-args")


def changes(module, modules, baseline):
    """What changed in `module` against `baseline`, one line each, as the digester words it."""
    output = digester("-diagnose-sdk", "-module", module, "-I", modules, "-baseline-path", baseline)
    return [line.strip() for line in output.splitlines() if line.strip() and not line.startswith("/*")]


def breaking_bullets(changelog):
    """The bullets of the Unreleased section's `### Breaking`, each as one string."""
    text = open(changelog).read()
    unreleased = re.search(r"^## \[Unreleased\]\n(.*?)(?=^## \[)", text, re.S | re.M)
    if not unreleased:
        return []
    breaking = re.search(r"^### Breaking\n(.*?)(?=^### |\Z)", unreleased.group(1), re.S | re.M)
    if not breaking:
        return []
    bullets, current = [], None
    for line in breaking.group(1).splitlines():
        if line.startswith("- "):
            current = [line[2:]]
            bullets.append(current)
        elif current is not None and line.startswith("  "):
            current.append(line.strip())
        else:
            current = None
    return [" ".join(bullet) for bullet in bullets]


def names(bullet):
    """The identifiers a bullet writes in code spans: `NavigationCause.tapOutside`, `close()` ..."""
    found = set()
    for span in CODE.findall(bullet):
        for identifier in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span.split("(")[0]):
            found.add(identifier)
    return found


def listed(change, bullets):
    match = CHANGE.match(change)
    if not match:
        return False  # a change worded otherwise: listed only by hand, so it fails and is read
    qualified = match.group(2).split(".")
    member, owner = qualified[-1], qualified[-2] if len(qualified) > 1 else None
    return any(member in names(bullet) and (owner is None or owner in names(bullet)) for bullet in bullets)


def check(modules, baseline_dir, changelog):
    bullets = breaking_bullets(changelog)
    unlisted = []
    for module in MODULES:
        baseline = os.path.join(baseline_dir, f"{module}.json")
        if not os.path.exists(baseline):
            fail(f"no baseline {os.path.relpath(baseline, ROOT)}: write it with --update")
        unlisted += [(module, change) for change in changes(module, modules, baseline) if not listed(change, bullets)]
    return unlisted


def self_test(modules):
    """A baseline with a case the API has not and a function renamed: both fail until a bullet names them."""
    with tempfile.TemporaryDirectory() as work:
        for module in MODULES:
            dump(module, modules, os.path.join(work, f"{module}.json"))
        path = os.path.join(work, "TiltUp.json")
        tree = json.load(open(path))

        def find(node, name):
            if node.get("printedName") == name:
                return node
            for child in node.get("children", []):
                hit = find(child, name)
                if hit:
                    return hit
            return None

        cause = find(tree["ABIRoot"], "NavigationCause")
        cause["children"] = [child for child in cause["children"] if child.get("printedName") != "tapOutside"]
        router = find(tree["ABIRoot"], "Router")
        pop = next(child for child in router["children"] if child.get("printedName") == "popToRoot(animated:)")
        pop["printedName"], pop["name"] = "popToTop(animated:)", "popToTop"
        json.dump(tree, open(path, "w"))

        changelog = os.path.join(work, "CHANGELOG.md")
        unreleased = "# Changelog\n\n## [Unreleased]\n\n### Breaking\n\n{}\n### Added\n\n- Something.\n\n## [6.0.0]\n"
        open(changelog, "w").write(unreleased.format(""))
        found = sorted(change for _, change in check(modules, work, changelog))
        if len(found) != 2 or not any("tapOutside" in c for c in found) or not any("popToTop" in c for c in found):
            fail(f"self-test: a new case and a renamed function should both fail, found {found}")
        open(changelog, "w").write(unreleased.format(
            "- `NavigationCause` has a case `tapOutside`.\n- `Router.popToTop(animated:)` is\n  `popToRoot(animated:)` now.\n"))
        if check(modules, work, changelog):
            fail("self-test: both breaks are listed under Breaking, yet the check fails")
        open(changelog, "w").write(unreleased.format("- `tapOutside` is a new case.\n- `popToTop` went.\n"))
        if len(check(modules, work, changelog)) != 2:
            fail("self-test: a bullet that names a member without its type lists it")
    print("check-api self-test: a break fails until a Breaking bullet names it")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="write the baseline anew from the built modules")
    parser.add_argument("--self-test", action="store_true", help="check the check against a doctored baseline")
    arguments = parser.parse_args()
    modules = modules_path()
    if arguments.update:
        os.makedirs(BASELINE, exist_ok=True)
        for module in MODULES:
            dump(module, modules, os.path.join(BASELINE, f"{module}.json"))
        print(f"wrote {', '.join(f'api/{module}.json' for module in MODULES)}")
        return
    if arguments.self_test:
        self_test(modules)
    unlisted = check(modules, BASELINE, CHANGELOG)
    for module, change in unlisted:
        print(f"{module}: {change}")
    if unlisted:
        fail(f"{len(unlisted)} change(s) above break callers of the baseline API, and no bullet of the Unreleased "
             "section's ### Breaking in CHANGELOG.md names them: list each there (or, at a release, run --update)")
    print(f"API: no unlisted break against api/ ({', '.join(MODULES)})")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Checks that main is ready to be released as the version in `VERSION`, runs CI's checks, and prints the one
command that tags it.

    python3 scripts/release.py              # every agreement check, the iOS `///` examples (`check-doc-examples.py
                                            # --apple`), then `bash .ci/run`, then the tag command
    python3 scripts/release.py --no-ci      # the release's agreement checks only
    python3 scripts/release.py --ci         # what holds between releases too (CI runs it, with --self-test)
    python3 scripts/release.py --self-test  # each check fails on a planted disagreement, then the checks
    python3 scripts/release.py --skip-apple-api   # release without comparing the iOS and macOS API (says so)

The iOS and macOS API is compared only where their SDKs are extracted for `../shared/tools/apple-typecheck`
(`.ci/run` compares them there, and skips them, saying so, on a machine without them; `.github/workflows/apple.yml`
does not compare them: CONTRIBUTING.md, "The public API holds still"). So a release requires them: before
`.ci/run`, this fails unless apple-typecheck and the SDKs `api/baseline.json` names are on this machine, and
`.ci/run` then runs the API check with `--require-apple` (every platform compared, or it fails). `--skip-apple-api`
releases without them, and says so. (`check-api.py --update` compares the iOS and macOS API with a released
baseline before it replaces it, so the API of the release before is compared too.)

What must agree with `VERSION` (x.y.z):
- both podspecs' `s.version`, TiltUpTest's dependency on TiltUp, and every Podfile line the README and the
  articles show (the release's git tag: the CocoaPods trunk is read-only from 2 December 2026, so nothing is
  pushed there; `scripts/check-podspecs.rb` checks the lines);
- the Swift Package Manager lines (`from: "x.y.z"`) of the README, the articles and the documented manifests;
- the DocC catalogs' `Info.plist` (`CFBundleVersion`) and the example app (`ExampleLaunch.tiltUpVersion`);
- the CHANGELOG: a `## [x.y.z] - YYYY-MM-DD` section right under an empty `## [Unreleased]`, and both link
  references;
- the public-API baseline (`api/baseline.json`): written for this version (`python3 scripts/check-api.py --update`),
  with an empty allowlist, so that after the release a break fails CI unless the major version goes up.

The tag is made by hand, once this prints it: nothing here pushes anything.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPOSITORY = "https://github.com/TiltUp/TiltUp"


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as file:
        return file.read()


def version_of(root):
    text = read(root, "VERSION").strip()
    if not re.fullmatch(r"\d+\.\d+\.\d+", text):
        return None, [f"VERSION: {text!r} is not x.y.z"]
    return text, []


def swiftpm_pages(root):
    """The pages that may show a `.package(url: … TiltUp …)` line."""
    pages = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md"]
    for folder, _, files in os.walk(os.path.join(root, "Sources")):
        pages += [os.path.relpath(os.path.join(folder, name), root) for name in files if name.endswith(".md")]
    for folder, _, files in os.walk(os.path.join(root, "Tests", "DocumentationManifests")):
        pages += [os.path.relpath(os.path.join(folder, name), root) for name in files if name == "Package.swift"]
    return sorted(page for page in set(pages) if os.path.exists(os.path.join(root, page)))


# A package dependency on TiltUp, however it is spelled: on one line or several, with or without `.git`, with any
# requirement (`from:`, `exact:`, `.upToNextMajor(from:)`, `branch:`, a range).
PACKAGE_LINE = re.compile(r'\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?url:\s*"([^"]*TiltUp/TiltUp[^"]*)"\s*,\s*(.*?)\)\s*(?=[,\]\s`]|$)', re.S)


def released_version(root, version):
    """The version the install lines name: the latest release, which api/baseline.json records; VERSION where the
    baseline is no release yet. In a release's commit both are VERSION."""
    import json

    path = os.path.join(root, "api", "baseline.json")
    if os.path.exists(path):
        found = json.loads(read(root, "api/baseline.json")).get("version", "")
        if re.fullmatch(r"\d+\.\d+\.\d+", found):
            return found
    return version


def agreement_problems(root, release=True):
    """What disagrees. Always: the podspecs, the DocC catalogs and the example say VERSION (the version being
    prepared); every package and Podfile line names the latest release. For a release (`release`): that release is
    VERSION, with its CHANGELOG section and its API baseline."""
    version, problems = version_of(root)
    if version is None:
        return problems
    installed = version if release else released_version(root, version)
    for spec in ("TiltUp.podspec", "TiltUpTest.podspec"):
        found = re.search(r"s\.version\s*=\s*'([^']*)'", read(root, spec))
        if not found or found.group(1) != version:
            problems.append(f"{spec}: s.version is {found.group(1) if found else 'missing'}, not {version}")
    expected = f'url: "{REPOSITORY}.git", from: "{installed}"'
    for page in swiftpm_pages(root):
        text = read(root, page)
        for match in PACKAGE_LINE.finditer(text):
            said = " ".join(f'url: "{match.group(1)}", {match.group(2)}'.split())
            if said != expected:
                number = text.count("\n", 0, match.start()) + 1
                problems.append(f"{page}:{number}: the package line says .package({said}), not .package({expected})")
    for catalog in ("Sources/TiltUp/TiltUp.docc", "Sources/TiltUpTest/TiltUpTest.docc"):
        plist = os.path.join(catalog, "Info.plist")
        found = re.search(r"<key>CFBundleVersion</key>\s*<string>([^<]*)</string>", read(root, plist))
        if not found or found.group(1) != version:
            problems.append(f"{plist}: CFBundleVersion is {found.group(1) if found else 'missing'}, not {version}")
    example = "Example/Sources/TiltUpExampleKit/App/ExampleLaunch.swift"
    found = re.search(r'static let tiltUpVersion = "([^"]*)"', read(root, example))
    if not found or found.group(1) != version:
        problems.append(f"{example}: tiltUpVersion is {found.group(1) if found else 'missing'}, not {version}")
    if release:
        problems += changelog_problems(read(root, "CHANGELOG.md"), version)
        problems += api_problems(root, version)
    podspecs = subprocess.run(["ruby", os.path.join(root, "scripts", "check-podspecs.rb")], capture_output=True, text=True)
    if podspecs.returncode != 0:
        problems += [line for line in podspecs.stderr.splitlines() if line.strip()]
    return problems


def changelog_problems(text, version):
    problems = []
    headings = re.findall(r"^## \[([^\]]+)\](.*)$", text, re.M)
    if not headings or headings[0][0] != "Unreleased":
        problems.append("CHANGELOG.md: the first section is not ## [Unreleased]")
    if len(headings) < 2 or headings[1][0] != version:
        problems.append(f"CHANGELOG.md: the section under Unreleased is not ## [{version}]")
    elif not re.fullmatch(r" - \d{4}-\d{2}-\d{2}", headings[1][1]):
        problems.append(f"CHANGELOG.md: ## [{version}] has no release date (## [{version}] - YYYY-MM-DD)")
    unreleased = re.search(r"^## \[Unreleased\]\n(.*?)(?=^## \[)", text, re.S | re.M)
    if unreleased and re.search(r"^\s*[-*] ", unreleased.group(1), re.M):
        problems.append("CHANGELOG.md: Unreleased still lists changes: they belong to the release's section")
    if f"[Unreleased]: {REPOSITORY}/compare/{version}...HEAD" not in text:
        problems.append(f"CHANGELOG.md: no link [Unreleased]: {REPOSITORY}/compare/{version}...HEAD")
    if f"[{version}]: {REPOSITORY}/releases/tag/{version}" not in text:
        problems.append(f"CHANGELOG.md: no link [{version}]: {REPOSITORY}/releases/tag/{version}")
    return problems


def api_problems(root, version):
    """The API baseline is this version's (`check-api.py --update` records it in api/baseline.json), and it
    acknowledges no break: a release's baseline is its API."""
    import json

    path = os.path.join(root, "api", "baseline.json")
    if not os.path.exists(path):
        return ["api/baseline.json: missing: write the release's baseline with python3 scripts/check-api.py --update"]
    found = json.loads(read(root, "api/baseline.json")).get("version")
    problems = []
    if found != version:
        problems.append(f"api/baseline.json: the API baseline is {found}'s, not {version}'s: python3 scripts/check-api.py --update")
    allowlist = os.path.join(root, "api", "breakage-allowlist.txt")
    if os.path.exists(allowlist):
        lines = [line for line in read(root, "api/breakage-allowlist.txt").splitlines() if line.strip() and not line.startswith("#")]
        if lines:
            problems.append(f"api/breakage-allowlist.txt: {len(lines)} lines: a release's baseline is its API and acknowledges no break")
    return problems


def apple_sdk_problems(root, work=None):
    """What keeps the iOS and macOS API from being compared here: apple-typecheck, or an SDK api/baseline.json
    names, missing (the check builds each platform's modules with apple-typecheck against that SDK)."""
    import json

    path = os.path.join(root, "api", "baseline.json")
    if not os.path.exists(path):
        return []
    surfaces = json.loads(read(root, "api/baseline.json")).get("surfaces", {})
    tool = os.environ.get("APPLE_TYPECHECK_TOOL") or os.path.join(root, "..", "shared", "tools", "apple-typecheck")
    problems = []
    if not os.path.isfile(tool):
        problems.append(f"no {tool}: the iOS and macOS API cannot be compared here (--skip-apple-api releases without)")
    for platform, config in sorted(surfaces.items()):
        if platform == "linux":
            continue
        folder = work or os.environ.get("APPLE_TYPECHECK_WORK") or (
            os.environ.get("IOS_TYPECHECK_WORK") if platform == "ios" else None) or os.path.join(
            os.environ.get("TMPDIR", "/tmp"), "apple-typecheck")
        if not os.path.isdir(os.path.join(folder, "sdk", config["sdk"])):
            problems.append(f"{config['sdk']} is not extracted in {folder}/sdk, so the {platform} API cannot be compared: "
                            f"APPLE_TYPECHECK_PLATFORM={platform} APPLE_TYPECHECK_SDK={config['sdk']} "
                            "../shared/tools/apple-typecheck MIRROR extracts it (--skip-apple-api releases without)")
    return problems


def git_problems(version):
    problems = []
    status = subprocess.run(["git", "-C", ROOT, "status", "--porcelain"], capture_output=True, text=True).stdout
    if status.strip():
        problems.append("git: the working tree has changes: release a commit")
    tags = subprocess.run(["git", "-C", ROOT, "tag", "--list", version], capture_output=True, text=True).stdout
    if tags.strip():
        problems.append(f"git: the tag {version} exists already")
    return problems


# Each disagreement the self-test plants: its name, whether only a release checks it, the file, what it replaces
# ("{v}" is VERSION) and what with.
PLANTS = [
    ("a podspec of another version", False, "TiltUpTest.podspec", "s.version          = '{v}'", "s.version          = '9.9.9'"),
    ("podspecs of another version than VERSION", False, "VERSION", "{v}", "9.9.9"),
    ("a package line of another version", False, "README.md", 'from: "{v}"', 'from: "5.4.0"'),
    ("an article's package line of another version", False, "Sources/TiltUp/TiltUp.docc/GettingStarted.md", 'from: "{v}"',
     'from: "5.4.0"'),
    ("a documented manifest of another version", False, "Tests/DocumentationManifests/README/Package.swift", 'from: "{v}"',
     'from: "5.4.0"'),
    ("a DocC catalog of another version", False, "Sources/TiltUpTest/TiltUpTest.docc/Info.plist", "<string>{v}</string>",
     "<string>9.9.9</string>"),
    ("the example of another version", False, "Example/Sources/TiltUpExampleKit/App/ExampleLaunch.swift",
     'tiltUpVersion = "{v}"', 'tiltUpVersion = "9.9.9"'),
    ("a release section without its date", True, "CHANGELOG.md", "## [{v}] - ", "## [{v}] (not yet tagged) "),
    ("a change left in Unreleased", True, "CHANGELOG.md", "## [Unreleased]\n", "## [Unreleased]\n\n- Something.\n"),
    ("an API baseline of another version", True, "api/baseline.json", '"version": "{v}"', '"version": "5.4.0"'),
    ("a break acknowledged in a release", True, "api/breakage-allowlist.txt", "\n",
     "\n> `Router` is gone\nClass Router has been removed\n"),
    ("a Podfile line of the frozen trunk", False, "README.md",
     "pod 'TiltUp', :git => 'https://github.com/TiltUp/TiltUp.git', :tag => '{v}'", "pod 'TiltUp', '~> 6.0'"),
    # From the adversarial review of the tools: spellings an earlier check let through.
    ("a package line without .git, of another version", False, "README.md", "### CocoaPods\n",
     '```swift\n.package(url: "https://github.com/TiltUp/TiltUp", from: "5.4.0")\n```\n\n### CocoaPods\n'),
    ("a package line pinned exactly to another version", False, "README.md", "### CocoaPods\n",
     '```swift\n.package(url: "https://github.com/TiltUp/TiltUp.git", exact: "5.4.0")\n```\n\n### CocoaPods\n'),
    ("a package line of another version over two lines", False, "README.md", "### CocoaPods\n",
     '```swift\n.package(\n    url: "https://github.com/TiltUp/TiltUp.git",\n    from: "5.4.0")\n```\n\n### CocoaPods\n'),
    ("a package line up to the next major of another version", False, "README.md", "### CocoaPods\n",
     '```swift\n.package(url: "https://github.com/TiltUp/TiltUp.git", .upToNextMajor(from: "5.4.0"))\n```\n\n### CocoaPods\n'),
    ("a package line in backticks in prose, of another version", False, "CHANGELOG.md", 'from: "{v}")`', 'from: "5.4.0")`'),
    ("a trunk Podfile line in double quotes", False, "README.md", "### CocoaPods\n",
     '### CocoaPods\n\nOr `pod "TiltUp", "~> 6.0"`.\n'),
    ("a trunk Podfile in a ```rb fence", False, "README.md", "### CocoaPods\n",
     "### CocoaPods\n\n```rb\npod 'TiltUp', '~> 6.0'\n```\n"),
    ("a trunk Podfile line in the CHANGELOG", False, "CHANGELOG.md", "## [Unreleased]\n",
     "## [Unreleased]\n\nInstall 6.0 with `pod 'TiltUp', '~> 6.0'`.\n"),
]


def self_test(release):
    """Plants each disagreement `release`'s checks look for in a copy, and requires a problem it did not have."""
    version, problems = version_of(ROOT)
    if version is None:
        return problems
    failures = []
    entries = ["VERSION", "README.md", "CHANGELOG.md", "CONTRIBUTING.md", "TiltUp.podspec", "TiltUpTest.podspec", "LICENSE",
               "api", "Sources", "scripts", "Tests/DocumentationManifests", "Example/Sources/TiltUpExampleKit/App"]
    with tempfile.TemporaryDirectory() as work:
        if not apple_sdk_problems(ROOT, work):
            failures.append("self-test: SDKs missing from an empty folder were not caught")
        else:
            print("self-test: an SDK of the baseline not extracted: caught")
    for name, release_only, path, before, after in PLANTS:
        if release_only and not release:
            continue
        before, after = before.format(v=version), after.format(v=version)
        with tempfile.TemporaryDirectory() as copy:
            for entry in entries:
                source, target = os.path.join(ROOT, entry), os.path.join(copy, entry)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, target)
            unplanted = set(agreement_problems(copy, release))
            text = read(copy, path) if os.path.exists(os.path.join(copy, path)) else ""
            if before not in text:
                failures.append(f"self-test: could not plant {name}: {path} does not hold {before!r}")
                continue
            with open(os.path.join(copy, path), "w", encoding="utf-8") as file:
                file.write(text.replace(before, after, 1))
            found = [problem for problem in agreement_problems(copy, release) if problem not in unplanted]
            if found:
                print(f"self-test: {name}: caught ({found[0]})")
            else:
                failures.append(f"self-test: {name} was not caught")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-ci", action="store_true", help="the release's agreement checks only, not CI's checks")
    parser.add_argument("--ci", action="store_true",
                        help="what holds between releases too (CI runs it): the podspecs, DocC and the example say VERSION, "
                             "every package and Podfile line the latest release")
    parser.add_argument("--self-test", action="store_true", help="plant each disagreement first")
    parser.add_argument("--skip-apple-api", action="store_true",
                        help="release without comparing the iOS and macOS API (where their SDKs are not extracted)")
    arguments = parser.parse_args()
    release = not arguments.ci
    problems = self_test(release) if arguments.self_test else []
    problems += agreement_problems(ROOT, release)
    version, _ = version_of(ROOT)
    if problems:
        for problem in problems:
            print(f"release: {problem}", file=sys.stderr)
        sys.exit(1)
    if not release:
        print(f"release: the podspecs, DocC and the example say {version}; every package and Podfile line, "
              f"{released_version(ROOT, version)}")
        return
    print(f"release: {version} agrees everywhere: podspecs, package and pod lines, DocC, the example, CHANGELOG, API baseline")
    if arguments.no_ci or arguments.self_test:
        return
    problems = git_problems(version)
    environment = dict(os.environ)
    if arguments.skip_apple_api:
        print("release: --skip-apple-api: the iOS and macOS API is NOT compared with api/ios and api/macos for this release")
    else:
        problems += apple_sdk_problems(ROOT)
        environment["TILTUP_API_REQUIRE_APPLE"] = "1"
    if problems:
        for problem in problems:
            print(f"release: {problem}", file=sys.stderr)
        sys.exit(1)
    # The `///` examples of UIKit and SwiftUI code run in no CI job (Linux CI has no Apple SDK): the release
    # compiles them against the iOS SDK that ../shared/tools/apple-typecheck extracts, and stops without it.
    examples = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "check-doc-examples.py"), "--apple", "--self-test"])
    if examples.returncode != 0:
        print("release: the iOS examples of /// comments do not compile, or the iOS SDK is not extracted (above)", file=sys.stderr)
        sys.exit(1)
    subprocess.run(["bash", os.path.join(ROOT, ".ci", "run")], check=True, env=environment)
    print("\nrelease: ready. Tag it with:\n")
    print(f'    git tag -a {version} -m "TiltUp {version}" && git push origin {version}\n')


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The Xcode a job of the Apple workflow uses: the newest of a major version among those the runner's image has.

GitHub's macOS images keep several Xcodes in /Applications (Xcode_26.0.1.app, Xcode_26.2.app, Xcode_16.4.app,
and prereleases such as Xcode_27.0_beta_3.app or Xcode_26.1_Release_Candidate.app) and replace them as Apple
ships new ones: a workflow pinned to one path breaks the day it goes (actions/runner-images issues 13141 and
13319, Xcode 26.0 replaced by 26.0.1, then by 26.2). This picks by major version instead, prints the chosen
Xcode's Developer directory (what DEVELOPER_DIR takes), and fails, naming what the image has, when it has
no Xcode of that major version.

    python3 scripts/select-xcode.py 26                      # /Applications/Xcode_26.2.app/Contents/Developer
    python3 scripts/select-xcode.py 27 --allow-prerelease   # a beta where no release of 27 is there yet
    python3 scripts/select-xcode.py --self-test             # the choice, on fake listings of /Applications

A release always wins over a prerelease of the same major version; --allow-prerelease only lets a prerelease
be chosen where no release is there. `Xcode.app` (the image's default, a link to one of the others) is not
counted: its version is not in its name.
"""

import argparse
import os
import re
import sys
import tempfile

NAME = re.compile(r"^Xcode_(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[_-](.+))?\.app$")


def version_of(name):
    """(major, minor, patch, is_release, prerelease text) of an Xcode's folder name, or None."""
    match = NAME.match(name)
    if not match:
        return None
    major, minor, patch, suffix = match.groups()
    return int(major), int(minor or 0), int(patch or 0), suffix is None, suffix or ""


def prerelease_rank(suffix):
    """Orders prereleases: betas by number, then release candidates."""
    lowered = suffix.lower()
    numbers = [int(number) for number in re.findall(r"\d+", lowered)]
    kind = 1 if ("release_candidate" in lowered or lowered.startswith("rc")) else 0
    return kind, numbers


def select(applications, major, allow_prerelease):
    """The Developer directory of the newest Xcode of `major` in `applications`, or an error message."""
    try:
        names = sorted(os.listdir(applications))
    except OSError as error:
        return None, f"cannot read {applications}: {error.strerror}"
    candidates = []
    for name in names:
        version = version_of(name)
        developer = os.path.join(applications, name, "Contents", "Developer")
        if version and version[0] == major and os.path.isdir(developer) and not os.path.islink(os.path.join(applications, name)):
            candidates.append((version, developer))
    releases = [candidate for candidate in candidates if candidate[0][3]]
    pool = releases or (candidates if allow_prerelease else [])
    if not pool:
        found = ", ".join(name for name in names if name.startswith("Xcode")) or "no Xcode at all"
        wanted = f"Xcode {major}" + ("" if allow_prerelease else " (a release; --allow-prerelease takes a beta)")
        return None, f"no {wanted} in {applications}; the image has: {found}"
    best = max(pool, key=lambda candidate: (candidate[0][:3], prerelease_rank(candidate[0][4])))
    return best[1], None


def self_test():
    cases = [
        # (the folders in /Applications, major, prereleases allowed, the one chosen or None)
        (["Xcode.app", "Xcode_16.4.app", "Xcode_26.0.1.app", "Xcode_26.2.app"], 26, False, "Xcode_26.2.app"),
        (["Xcode_26.0.app", "Xcode_26.0.1.app"], 26, False, "Xcode_26.0.1.app"),
        (["Xcode_26.10.app", "Xcode_26.9.app"], 26, False, "Xcode_26.10.app"),
        (["Xcode_26.2.app", "Xcode_26.3_beta_2.app"], 26, True, "Xcode_26.2.app"),
        (["Xcode_26.2.app", "Xcode_27.0_beta_2.app", "Xcode_27.0_beta_10.app"], 27, True, "Xcode_27.0_beta_10.app"),
        (["Xcode_27.0_beta_3.app", "Xcode_27.0_Release_Candidate.app"], 27, True, "Xcode_27.0_Release_Candidate.app"),
        (["Xcode_26.2.app", "Xcode_27.0_beta_3.app"], 27, False, None),
        (["Xcode_16.4.app", "Xcode_26.2.app"], 27, True, None),
        (["Xcode.app"], 26, False, None),
        ([], 26, False, None),
    ]
    failures = []
    for folders, major, prerelease, expected in cases:
        with tempfile.TemporaryDirectory() as applications:
            for folder in folders:
                if folder == "Xcode.app":
                    continue
                os.makedirs(os.path.join(applications, folder, "Contents", "Developer"))
            if "Xcode.app" in folders and len(folders) > 1:
                os.symlink(os.path.join(applications, folders[1]), os.path.join(applications, "Xcode.app"))
            chosen, error = select(applications, major, prerelease)
            got = os.path.basename(os.path.dirname(os.path.dirname(chosen))) if chosen else None
            if got != expected:
                failures.append(f"{folders}, Xcode {major}{' or a prerelease' if prerelease else ''}: chose {got}, not {expected}")
            elif expected is None and (not error or f"Xcode {major}" not in error):
                failures.append(f"{folders}: the failure does not say which Xcode is missing: {error}")
    with tempfile.TemporaryDirectory() as applications:
        os.makedirs(os.path.join(applications, "Xcode_26.2.app"))  # no Contents/Developer: not an Xcode
        if select(applications, 26, False)[0] is not None:
            failures.append("a folder with no Contents/Developer was chosen")
    if failures:
        print("select-xcode self-test failed:\n  " + "\n  ".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"select-xcode: {len(cases) + 1} listings, each chose as expected")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("major", nargs="?", type=int, help="the Xcode major version: 26, 27")
    parser.add_argument("--applications", default="/Applications", help="where the image keeps its Xcodes")
    parser.add_argument("--allow-prerelease", action="store_true", help="take a beta where no release is there")
    parser.add_argument("--self-test", action="store_true", help="check the choice on fake listings")
    arguments = parser.parse_args()
    if arguments.self_test:
        self_test()
        return
    if arguments.major is None:
        parser.error("name the major version of Xcode, or --self-test")
    chosen, error = select(arguments.applications, arguments.major, arguments.allow_prerelease)
    if error:
        print(f"select-xcode: {error}", file=sys.stderr)
        sys.exit(1)
    print(chosen)


if __name__ == "__main__":
    main()

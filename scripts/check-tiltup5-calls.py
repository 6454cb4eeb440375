#!/usr/bin/env python3
"""TiltUp 5 call sites of removed or renamed API fail, or warn, with a message naming the replacement.

Builds Tests/ClientModes/TiltUp5Calls (Swift 5 language mode, as a TiltUp 5 app) against this
repository and compares the compiler's errors and warnings in its sources with their `// expect:`
comments: `// expect: error: <message>` or `// expect: warning: <message>`, each on its own line, above
the line of code that must report it. Fails for an expected message that is missing and for any other
error or warning in those sources. Needs no network; the build is kept in .build-client-modes, which
scripts/check-client-modes.sh shares: both link this repository at one path, so TiltUp is built once.
"""
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests", "ClientModes", "TiltUp5Calls")
EXPECT = re.compile(r"^\s*// expect: (.*)$")
DIAGNOSTIC = re.compile(r"^(/[^:]+):(\d+):\d+: (error|warning): (.*?)(?: \[#\w+\])?$")


def expected():
    found = set()
    for path in glob.glob(os.path.join(FIXTURE, "Sources", "**", "*.swift"), recursive=True):
        relative = os.path.relpath(path, FIXTURE)
        pending = []
        with open(path) as f:
            for number, line in enumerate(f, 1):
                match = EXPECT.match(line)
                if match:
                    kind, _, message = match.group(1).partition(": ")
                    pending.append((kind, message.strip()))
                elif line.strip():
                    found.update((relative, number, kind, message) for kind, message in pending)
                    pending = []
    return found


def main():
    # The folder scripts/check-client-modes.sh builds in: TiltUp at the same path, so built once.
    work = os.path.join(tempfile.gettempdir(), "tiltup-client-modes", hashlib.md5(ROOT.encode()).hexdigest()[:8])
    os.makedirs(work, exist_ok=True)
    link = os.path.join(work, "TiltUp")
    if os.path.islink(link):
        os.remove(link)
    os.symlink(ROOT, link)
    app = os.path.join(work, "TiltUp5Calls")
    shutil.rmtree(app, ignore_errors=True)
    os.mkdir(app)
    shutil.copy(os.path.join(FIXTURE, "Package.swift"), app)
    os.symlink(os.path.join(FIXTURE, "Sources"), os.path.join(app, "Sources"))
    scratch = os.path.join(ROOT, ".build-client-modes")
    # The fixture is compiled anew each time, so that every warning is printed again; TiltUp is not.
    for stale in glob.glob(os.path.join(scratch, "*", "debug", "TiltUp5Calls.build")) + glob.glob(
            os.path.join(scratch, "*", "debug", "Modules", "TiltUp5Calls.*")):
        shutil.rmtree(stale, ignore_errors=True) if os.path.isdir(stale) else os.remove(stale)
    result = subprocess.run(
        ["swift", "build", "--package-path", app, "--scratch-path", scratch],
        capture_output=True, text=True)
    output = result.stdout + result.stderr
    reported = set()
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        path = os.path.realpath(match.group(1))
        if not path.startswith(os.path.realpath(FIXTURE) + os.sep):
            continue
        reported.add((os.path.relpath(path, os.path.realpath(FIXTURE)), int(match.group(2)), match.group(3), match.group(4)))
    wanted = expected()
    missing = sorted(wanted - reported)
    unexpected = sorted(reported - wanted)
    for path, line, kind, message in missing:
        print(f"{path}:{line}: expected {kind} not reported: {message}")
    for path, line, kind, message in unexpected:
        print(f"{path}:{line}: unexpected {kind}: {message}")
    if not wanted:
        sys.exit("no `// expect:` comments found")
    if missing or unexpected:
        if not reported:
            print(output)
        sys.exit(1)
    print(f"TiltUp 5 calls: all {len(wanted)} expected messages reported, and nothing else")


main()

#!/usr/bin/env bash
# The third way users compile TiltUp code: a new Xcode 26 app target (swift-tools-version 6.2, default
# main-actor isolation, NonisolatedNonsendingByDefault, InferIsolatedConformances). Builds the example
# app, its tests and the documentation's compiled twins with those settings, warnings as errors, against
# this repository, and runs the tests. (Swift 6 is the package itself; Swift 5 is Tests/Swift5ModeTests.)
# Needs no network. The build is kept in .build-client-modes between runs, and shared with
# scripts/check-tiltup5-calls.py: both link this repository at the same path, so TiltUp is built once.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
# One folder per checkout, the same for both scripts: TiltUp is at the same path for both builds.
work="${TMPDIR:-/tmp}/tiltup-client-modes/$(printf '%s' "$repository" | md5sum | cut -c1-8)"
mkdir -p "$work"
ln -sfn "$repository" "$work/TiltUp"
rm -rf "$work/Xcode26App"
app="$work/Xcode26App"
mkdir -p "$app/Sources" "$app/Tests"
cp Tests/ClientModes/Xcode26App/Package.swift "$app/Package.swift"
ln -s "$repository/Example/Sources/TiltUpExampleKit" "$app/Sources/TiltUpExampleKit"
ln -s "$repository/Example/Sources/TiltUpExample" "$app/Sources/TiltUpExample"
ln -s "$repository/Example/Tests/TiltUpExampleTests" "$app/Tests/TiltUpExampleTests"
ln -s "$repository/Tests/DocumentationTests" "$app/Tests/DocumentationTests"
scratch="$repository/.build-client-modes"
# Any warning fails, read from the output: a -warnings-as-errors flag would also change TiltUp's own
# command line, which scripts/check-tiltup5-calls.py then could not share.
log=$(mktemp)
swift build --package-path "$app" --scratch-path "$scratch" --build-tests 2>&1 | tee "$log"
if grep -E "(^|: )warning: " "$log"; then
    echo "the Xcode 26 app mode has warnings (above)" >&2
    exit 1
fi
swift test --package-path "$app" --scratch-path "$scratch" --skip-build
echo "Xcode 26 app mode: the example app, its tests and the documentation's twins compile, and the tests pass"

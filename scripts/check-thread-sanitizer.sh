#!/usr/bin/env bash
# The observation, test-recording and journal-lifetime tests under the thread sanitizer. They are built
# in a package of their own (Tests/ClientModes/ThreadSanitizer) beside a link to this repository, so that
# the sanitizer's build holds TiltUp, TiltUpTest and these tests only, not every test of the package.
# Needs no network. The build is kept in .build-tsan between runs.
# `--build` builds only and `--test` runs the built tests only (CI builds while the README's tests run, then
# runs these alone); with neither, both.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
phase=${1:-all}
# One folder per checkout, the same for both phases.
work="${TMPDIR:-/tmp}/tiltup-tsan/$(printf '%s' "$repository" | md5sum | cut -c1-8)"
if [ "$phase" != "--test" ]; then
    rm -rf "$work"
    mkdir -p "$work"
    ln -s "$repository" "$work/TiltUp"
    package="$work/ThreadSanitizer"
    tests="$package/Tests/ThreadSanitizerTests"
    mkdir -p "$package/Sources" "$tests"
    cp Tests/ClientModes/ThreadSanitizer/Package.swift "$package/Package.swift"
    ln -s "$repository/Tests/TiltUpTestSupport" "$package/Sources/TiltUpTestSupport"
    for file in \
        Tests/TiltUpTests/Observation/ObservationTests.swift \
        Tests/TiltUpTests/Observation/ObserverDisposalTests.swift \
        Tests/TiltUpTests/Observation/DisposableTests.swift \
        Tests/TiltUpTests/Observation/SourceSubscriptionTests.swift \
        Tests/TiltUpTests/Journal/NavigationJournalLifetimeTests.swift \
        Tests/TiltUpTestTests/Observation/TestObserverTests.swift \
        Tests/TiltUpTests/Support/TestFrontEnd.swift \
        Tests/TiltUpTests/Support/ShopApp.swift \
        Tests/TiltUpTests/Support/TestCoordinators.swift \
        Tests/TiltUpTestTests/Support.swift; do
        ln -s "$repository/$file" "$tests/$(basename "$file")"
    done
fi
package="$work/ThreadSanitizer"
scratch="$repository/.build-tsan"
if [ "$phase" != "--test" ]; then
    swift build --package-path "$package" --scratch-path "$scratch" --build-tests --sanitize=thread
fi
if [ "$phase" != "--build" ]; then
    TSAN_OPTIONS=halt_on_error=1 swift test --package-path "$package" --scratch-path "$scratch" --skip-build \
        --sanitize=thread --disable-xctest
    echo "thread sanitizer: no data race in the observation, test-recording and journal-lifetime tests"
fi

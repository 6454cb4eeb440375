#!/usr/bin/env bash
# The optimized build: `swift build -c release` of every product (TiltUp, TiltUpTest, the example, the
# benchmarks, the test support), as an app's Release build and every Archive compile their packages. Some
# diagnostics appear only when optimizing (region isolation's "sending ... risks causing data races"), so a
# debug-only green can hide a Release failure; any warning fails too (`-warnings-as-errors`, so that a rebuild
# that compiles nothing anew cannot pass code that warns), and no target of Package.swift may turn the optimizer
# off with `unsafeFlags` (`-Onone`).
#
#   bash scripts/check-optimized-build.sh              # the optimized build
#   bash scripts/check-optimized-build.sh --self-test  # first shows that this step fails on what debug passes
#
# The self-test builds scripts/fixtures/optimized-build, a package whose one file has the shape of an error TiltUp
# once shipped, through the same function as TiltUp: the debug build must pass and the optimized one fail, or this
# step would guard nothing. It then plants `-Onone` in a copy of that package's manifest, which must be refused.
set -euo pipefail
cd "$(dirname "$0")/.."

# Builds the package at $1 optimized, in the scratch folder $2; fails on an error, a warning, or a manifest that
# turns the optimizer off.
optimized_build() {
    local package=$1 scratch=$2 log
    if grep -nE 'unsafeFlags|-Onone' "$package/Package.swift"; then
        echo "$package/Package.swift turns the optimizer off (above): a Release build must be optimized" >&2
        return 1
    fi
    log=$(mktemp)
    if ! swift build -c release --package-path "$package" --scratch-path "$scratch" -Xswiftc -warnings-as-errors \
        2>&1 | tee "$log"; then
        return 1
    fi
    if grep -E "(^|: )warning: " "$log"; then
        echo "the optimized build has warnings (above): TiltUp builds without any" >&2
        return 1
    fi
}

if [ "${1:-}" = "--self-test" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    cp -R scripts/fixtures/optimized-build "$work/probe"
    if ! swift build -c debug --package-path "$work/probe" --scratch-path "$work/scratch" > "$work/debug.log" 2>&1; then
        cat "$work/debug.log" >&2
        echo "check-optimized-build: self-test: the probe should build unoptimized" >&2
        exit 1
    fi
    if optimized_build "$work/probe" "$work/scratch" > "$work/release.log" 2>&1 \
        || ! grep -q "risks causing data races" "$work/release.log"; then
        cat "$work/release.log" >&2
        echo "check-optimized-build: self-test: the optimized build of the probe did not fail on its data race" >&2
        exit 1
    fi
    sed -i.bak 's|targets: \[.target(name: "Probe")\]|targets: [.target(name: "Probe", swiftSettings: [.unsafeFlags(["-Onone"])])]|' \
        "$work/probe/Package.swift"
    if optimized_build "$work/probe" "$work/scratch" > "$work/onone.log" 2>&1; then
        cat "$work/onone.log" >&2
        echo "check-optimized-build: self-test: a manifest that turns the optimizer off was not refused" >&2
        exit 1
    fi
    echo "check-optimized-build: self-test: the optimized build fails on the fault the debug one passes, and refuses -Onone"
fi

optimized_build . .build
echo "optimized build: every product compiles with -O, without a warning"

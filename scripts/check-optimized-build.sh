#!/usr/bin/env bash
# The optimized build: `swift build -c release` of every product (TiltUp, TiltUpTest, the example, the
# benchmarks, the test support), as an app's Release build and every Archive compile their packages. Some
# diagnostics appear only when optimizing (region isolation's "sending ... risks causing data races"), so a
# debug-only green can hide a Release failure; any warning fails too.
#
#   bash scripts/check-optimized-build.sh              # the optimized build
#   bash scripts/check-optimized-build.sh --self-test  # first shows that -O reports a fault -Onone misses
#
# The self-test compiles scripts/fixtures/optimized-only-error.swift, the shape of an error TiltUp once
# shipped, both ways: it must pass unoptimized and fail optimized, or this step would guard nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--self-test" ]; then
    fixture=scripts/fixtures/optimized-only-error.swift
    if ! swiftc -swift-version 6 -Onone -emit-sil "$fixture" -o /dev/null 2>/dev/null; then
        echo "check-optimized-build: self-test: $fixture should compile unoptimized" >&2
        exit 1
    fi
    if out=$(swiftc -swift-version 6 -O -emit-sil "$fixture" -o /dev/null 2>&1) \
        || ! grep -q "risks causing data races" <<< "$out"; then
        echo "check-optimized-build: self-test: the optimized compile of $fixture did not report its data race:" >&2
        echo "$out" >&2
        exit 1
    fi
    echo "check-optimized-build: self-test: the optimized compile reports the fault the debug one misses"
fi

log=$(mktemp)
swift build -c release 2>&1 | tee "$log"
if grep -E "(^|: )warning: " "$log"; then
    echo "the optimized build has warnings (above): TiltUp builds without any" >&2
    exit 1
fi
echo "optimized build: every product compiles with -O, without a warning"

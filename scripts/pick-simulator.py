#!/usr/bin/env python3
"""The simulator a job of the Apple workflow tests on: the first available device of a family ("iPhone",
"iPad") on the newest iOS runtime that the selected Xcode can run, by its UDID. Device names change with each
Xcode, so none is named.

A runner's image installs simulator runtimes for each of its Xcodes, so the newest runtime there may be newer
than the Xcode the job selected (DEVELOPER_DIR): an iOS 26.2 runtime beside Xcode 26.0, whose SDK is iOS 26.0,
or an iOS 27 beta runtime beside Xcode 26. An Xcode runs the runtimes up to its own SDK's version, so the
runtime chosen is the newest whose version is at most the iOS Simulator SDK's of the selected Xcode
(`xcrun --sdk iphonesimulator --show-sdk-version`).

    python3 scripts/pick-simulator.py iPhone       # prints the UDID; fails, saying what there is, when none fits
    python3 scripts/pick-simulator.py --self-test  # the choice, on fake listings
"""

import json
import subprocess
import sys


def runtime_version(key):
    """[26, 2] of "com.apple.CoreSimulator.SimRuntime.iOS-26-2"."""
    return [int(part) for part in key.rsplit("iOS-", 1)[1].split("-")]


def sdk_version(text):
    """[26, 2] of "26.2"."""
    return [int(part) for part in text.strip().split(".")]


def choose(devices, family, sdk):
    """The UDID of the first available `family` device on the newest iOS runtime of `devices` (simctl's
    "devices" listing: runtime identifier -> devices) whose version is at most `sdk`, or an error message."""
    ios = sorted((key for key in devices if ".iOS-" in key), key=runtime_version, reverse=True)
    runnable = [key for key in ios if runtime_version(key)[:2] <= sdk[:2]]  # a patch runtime (26.2.1) runs on 26.2
    for key in runnable:
        for device in devices[key]:
            if device["name"].startswith(family) and device.get("isAvailable", True):
                return device["udid"], None
    sdk_text = ".".join(str(part) for part in sdk)
    return None, (
        f"no available {family} simulator on an iOS runtime up to the selected Xcode's SDK, iOS {sdk_text}; "
        f"iOS runtimes: {', '.join(ios) or 'none'}")


def self_test():
    def device(name, udid, available=True):
        return {"name": name, "udid": udid, "isAvailable": available}

    listing = {
        "com.apple.CoreSimulator.SimRuntime.iOS-18-6": [device("iPhone 16", "a"), device("iPad Air 11-inch (M3)", "b")],
        "com.apple.CoreSimulator.SimRuntime.iOS-26-0": [device("iPhone 17", "c"), device("iPad Pro 13-inch (M4)", "d")],
        "com.apple.CoreSimulator.SimRuntime.iOS-26-2": [device("iPhone 17 Pro", "e")],
        "com.apple.CoreSimulator.SimRuntime.iOS-27-0": [device("iPhone 18", "f", available=False), device("iPhone 17", "g")],
        "com.apple.CoreSimulator.SimRuntime.watchOS-26-0": [device("iPhone-like watch", "h")],
    }
    cases = [
        # (family, the selected Xcode's SDK, the UDID chosen or None)
        ("iPhone", [26, 2], "e"),  # the newest runtime the Xcode has, not iOS 27's
        ("iPhone", [26, 0], "c"),  # iOS 26.2's runtime is newer than Xcode 26.0
        ("iPad", [26, 2], "d"),  # no iPad on iOS 26.2: the next runtime down
        ("iPhone", [27, 0], "g"),  # an unavailable device is skipped
        ("iPad", [18, 0], None),  # every runtime with an iPad is newer than the SDK
    ]
    failures = []
    for family, sdk, expected in cases:
        chosen, error = choose(listing, family, sdk)
        if chosen != expected:
            failures.append(f"{family} with SDK {sdk}: chose {chosen}, not {expected}")
        elif expected is None and (not error or "iOS 18.0" not in error or "iOS-18-6" not in error):
            failures.append(f"{family} with SDK {sdk}: the failure does not say the SDK and the runtimes: {error}")
    if failures:
        print("pick-simulator self-test failed:\n  " + "\n  ".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"pick-simulator: {len(cases)} listings, each chose as expected")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    if len(sys.argv) != 2:
        sys.exit("usage: pick-simulator.py iPhone|iPad|--self-test")
    family = sys.argv[1]
    sdk = subprocess.run(
        ["xcrun", "--sdk", "iphonesimulator", "--show-sdk-version"], capture_output=True, text=True, check=True).stdout
    listing = subprocess.run(
        ["xcrun", "simctl", "list", "devices", "available", "--json"], capture_output=True, text=True, check=True)
    chosen, error = choose(json.loads(listing.stdout)["devices"], family, sdk_version(sdk))
    if error:
        sys.exit(f"pick-simulator: {error}")
    print(chosen)


if __name__ == "__main__":
    main()

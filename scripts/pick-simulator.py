#!/usr/bin/env python3
"""The simulator a job of the Apple workflow tests on: the first available device of a family ("iPhone",
"iPad") on the newest iOS runtime the selected Xcode has, by its UDID. Device names change with each Xcode, so
none is named.

    python3 scripts/pick-simulator.py iPhone    # prints the UDID; fails, saying what there is, when none fits
"""

import json
import subprocess
import sys


def runtime_version(key):
    """[26, 2] of "com.apple.CoreSimulator.SimRuntime.iOS-26-2"."""
    return [int(part) for part in key.rsplit("iOS-", 1)[1].split("-")]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: pick-simulator.py iPhone|iPad")
    family = sys.argv[1]
    listing = subprocess.run(
        ["xcrun", "simctl", "list", "devices", "available", "--json"], capture_output=True, text=True, check=True)
    runtimes = json.loads(listing.stdout)["devices"]
    ios = sorted((key for key in runtimes if ".iOS-" in key), key=runtime_version, reverse=True)
    for key in ios:
        for device in runtimes[key]:
            if device["name"].startswith(family):
                print(device["udid"])
                return
    sys.exit(f"pick-simulator: no available {family} simulator; iOS runtimes: {', '.join(ios) or 'none'}")


if __name__ == "__main__":
    main()

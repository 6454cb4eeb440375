#!/usr/bin/env bash
# The package manifests of README.md and the DocC catalogs (their twins under
# Tests/DocumentationManifests/) resolve: each is loaded, with its TiltUp dependency pointed at this
# repository instead of GitHub, and every product it names must exist. Needs no network.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repository" "$work/TiltUp"
count=0
for manifest in Tests/DocumentationManifests/*/Package.swift; do
    app="$work/$(basename "$(dirname "$manifest")")"
    mkdir -p "$app/Sources/App" "$app/Tests/AppTests"
    echo "import TiltUp" > "$app/Sources/App/App.swift"
    echo "import TiltUpTest" > "$app/Tests/AppTests/AppTests.swift"
    sed 's|\.package(url: "https://github.com/TiltUp/TiltUp.git", from: "6.0.0")|.package(path: "../TiltUp")|' "$manifest" > "$app/Package.swift"
    grep -q '.package(path: "../TiltUp")' "$app/Package.swift" || { echo "$manifest: no TiltUp dependency to point here"; exit 1; }
    if ! output=$(swift package --package-path "$app" --scratch-path "$work/.build-$count" show-dependencies 2>&1); then
        echo "$manifest does not resolve:"
        echo "$output"
        exit 1
    fi
    count=$((count + 1))
done
echo "$count documented manifests resolve against this repository"

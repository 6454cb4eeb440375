#!/usr/bin/env bash
# Builds the DocC documentation of TiltUp and TiltUpTest with the toolchain's own `docc` (no plugin),
# treating every DocC warning as an error, then checks that every public symbol has a summary.
# The archives land in .build/docs. DOCC names another docc ("xcrun docc" on a Mac).
set -euo pipefail
read -r -a docc <<<"${DOCC:-docc}"
cd "$(dirname "$0")/.."

# Symbol graphs of every module, public symbols only, members the compiler synthesizes left out.
swift package dump-symbol-graph --skip-synthesized-members >/dev/null
graphs=$(ls -d .build/*/symbolgraph | head -n 1)

out=.build/docs
rm -rf "$out"
for module in TiltUp TiltUpTest; do
    own="$out/symbol-graphs/$module"
    mkdir -p "$own"
    cp "$graphs/$module".symbols.json "$own/"
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$own/"
    done
    echo "== docc: $module"
    "${docc[@]}" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$own" \
        --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.tiltup.$module" \
        --warnings-as-errors
done

python3 scripts/check-doc-comments.py "$out/symbol-graphs"

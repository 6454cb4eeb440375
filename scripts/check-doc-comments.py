#!/usr/bin/env python3
"""Lists the public symbols of TiltUp and TiltUpTest that have no documentation comment.

Reads the symbol graphs that scripts/build-docs.sh gathers (the folder given, by default .build/docs/symbol-graphs); exits 1 when any public symbol lacks a
`///` summary of its own. Symbols the compiler synthesizes (an enum's `==`, a memberwise
initializer) and symbols that inherit their documentation from a protocol or superclass are skipped.
"""
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/docs/symbol-graphs")
missing = []
scanned = 0
for module in ("TiltUp", "TiltUpTest"):
    for path in sorted((root / module).glob("*.symbols.json")):
        graph = json.loads(path.read_text())
        # Symbols that implement a requirement or override a member take their documentation from it.
        inherits = {
            relation["source"]
            for relation in graph.get("relationships", [])
            if relation["kind"] in ("overrides", "requirementOf", "defaultImplementationOf")
            or (relation["kind"] == "memberOf" and relation.get("sourceOrigin"))
        }
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            scanned += 1
            identifier = symbol["identifier"]["precise"]
            if identifier in inherits:
                continue
            if "docComment" in symbol:
                continue
            # Only symbols whose declaration is in our sources count; synthesized ones have no location.
            location = symbol.get("location", {}).get("uri", "")
            if "/Sources/" not in location:
                continue
            title = ".".join(symbol["pathComponents"])
            missing.append(f"{module}: {title} ({location.split('/Sources/')[-1]})")

for line in missing:
    print(f"undocumented: {line}")
if scanned == 0:
    print("doc comments: no public symbol found; were the symbol graphs emitted?")
    sys.exit(1)
if missing:
    sys.exit(1)
print(f"doc comments: all {scanned} public symbols of TiltUp and TiltUpTest have a summary.")

#!/usr/bin/env python3
"""Every ```swift block of README.md and the DocC catalogs has a compiled twin, and the two agree.

A twin is a region of a Swift file under Tests/ (compiled by `swift build --build-tests`, or by
../shared/tools/ios-typecheck when it is wrapped in `#if canImport(UIKit)`), or of a package manifest
under Tests/DocumentationManifests/ (resolved by scripts/check-doc-manifests.sh), between

    // docs-twin: <path of the document>
    ...the block, indented as the code around it needs...
    // docs-twin-end

A block and its twin agree when they are the same lines once their common indentation is removed.
Fails, naming each one, for a block with no twin and for a twin whose block has changed or gone.
"""
import glob
import re
import sys
import textwrap

DOCUMENTS = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
TWIN_FILES = sorted(glob.glob("Tests/**/*.swift", recursive=True) + glob.glob("Example/Tests/**/*.swift", recursive=True))
BEGIN = re.compile(r"^\s*// docs-twin: (\S+)\s*$")
END = re.compile(r"^\s*// docs-twin-end\s*$")


def normalize(text):
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return textwrap.dedent("\n".join(lines))


def blocks(path):
    with open(path) as f:
        return [normalize(b) for b in re.findall(r"^```swift\n(.*?)^```", f.read(), re.S | re.M)]


def twins():
    found = []
    for path in TWIN_FILES:
        with open(path) as f:
            lines = f.read().splitlines()
        start = None
        for number, line in enumerate(lines, 1):
            begin = BEGIN.match(line)
            if begin:
                if start is not None:
                    sys.exit(f"{path}:{number}: a docs-twin region begins inside another")
                start, document = number, begin.group(1)
            elif END.match(line):
                if start is None:
                    sys.exit(f"{path}:{number}: docs-twin-end without a beginning")
                found.append((document, normalize("\n".join(lines[start:number - 1])), f"{path}:{start}"))
                start = None
        if start is not None:
            sys.exit(f"{path}:{start}: a docs-twin region is never ended")
    return found


def main():
    problems = []
    regions = twins()
    document_blocks = {document: blocks(document) for document in DOCUMENTS}
    for document in DOCUMENTS:
        mine = [text for (doc, text, _) in regions if doc == document]
        for index, block in enumerate(document_blocks[document]):
            if block not in mine:
                first = block.splitlines()[0] if block else ""
                problems.append(f"{document}: swift block {index + 1} (`{first}`) has no identical twin under Tests/")
    for document, text, where in regions:
        if document not in DOCUMENTS:
            problems.append(f"{where}: twin of {document}, which is not a checked document")
        elif text not in document_blocks[document]:
            first = text.splitlines()[0] if text else ""
            problems.append(f"{where}: twin (`{first}`) matches no swift block of {document}: one of the two changed")
    for problem in problems:
        print(problem)
    count = sum(len(found) for found in document_blocks.values())
    if problems:
        sys.exit(f"{len(problems)} doc/twin disagreement(s)")
    print(f"every swift block of {len(DOCUMENTS)} documents ({count} blocks) has an identical compiled twin")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Checks the documentation comments of TiltUp's and TiltUpTest's public API.

1. Every public symbol has a `///` summary of its own: read from the symbol graphs that
   scripts/build-docs.sh gathers (the folder given, by default .build/docs/symbol-graphs). Symbols the
   compiler synthesizes (an enum's `==`, a memberwise initializer) and symbols that inherit their
   documentation from a protocol or superclass are skipped.
2. The shape Quick Help shows, read from the sources (every file, so the iOS-only ones too):
   - the summary (the first paragraph) of a public declaration is at most 25 words;
   - a public function, initializer or subscript with more than one parameter documents each one, in a
     `- Parameters:` list or `- Parameter name:` lines (DocC itself then wants every one of them);
   - a public function that returns a value says what, with `- Returns:`; one that throws, with `- Throws:`;
   - a member's comment keeps to at most 20 lines of prose (its code examples and its parameter, return
     and throw sections aside): a longer contract belongs in an article, linked from the symbol.
   Declarations marked deprecated or unavailable, and overrides, are left out.
Exits 1, naming each declaration and what it lacks, when any rule is broken.
"""
import glob
import json
import pathlib
import re
import sys

SUMMARY_WORDS = 25
PROSE_LINES = 20
DECLARATION = re.compile(
    r"^\s*(?:@\S+(?:\([^)]*\))?\s+)*(?:(?:public|open)\s+)(?:(?:static|class|final|override|convenience|required|"
    r"nonisolated|mutating|indirect|lazy|weak|internal\(set\)|private\(set\))\s+)*"
    r"(func|init|subscript|var|let|class|struct|enum|protocol|typealias|actor)\b"
)
CASE = re.compile(r"^\s*(?:indirect\s+)?case\s+\w")


def symbol_graph_check(root):
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
                if symbol["identifier"]["precise"] in inherits or "docComment" in symbol:
                    continue
                location = symbol.get("location", {}).get("uri", "")
                if "/Sources/" not in location:
                    continue
                title = ".".join(symbol["pathComponents"])
                missing.append(f"undocumented: {module}: {title} ({location.split('/Sources/')[-1]})")
    return scanned, missing


def doc_comment(lines, index):
    """The `///` lines above the declaration at `index`, attributes between them skipped."""
    above = index - 1
    depth = 0
    while above >= 0:
        text = lines[above].strip()
        if text.startswith("///"):
            break
        # Attribute lines, and the lines of a multi-line attribute such as `@available(`…`)`.
        depth += text.count(")") - text.count("(")
        if text.startswith("@") or depth > 0 or text.startswith(")"):
            above -= 1
            continue
        return [], []
    comment = []
    while above >= 0 and lines[above].strip().startswith("///"):
        comment.insert(0, lines[above].strip()[3:].removeprefix(" "))
        above -= 1
    attributes = lines[above + 1 + len(comment):index]
    return comment, attributes


def signature(lines, index):
    """The declaration's text up to its body, with `->` written `→` so that angle brackets balance."""
    text = ""
    depth = 0
    for line in lines[index:index + 40]:
        for character in line.replace("->", "→"):
            if character in "([<":
                depth += 1
            elif character in ")]>":
                depth -= 1
            elif character == "{" and depth <= 0:
                return text
            text += character
        text += " "
    return text


def parameters(text, kind):
    """The local names of the parameters, and what follows their list."""
    start = text.find("(", text.find(kind))
    if start < 0:
        return [], ""
    depth = 0
    current = ""
    found = []
    for position in range(start, len(text)):
        character = text[position]
        if character in "([<{":
            depth += 1
            if depth == 1:
                continue
        elif character in ")]>}":
            depth -= 1
            if depth == 0:
                if current.strip():
                    found.append(current)
                names = [part.split(":")[0].split()[-1] for part in found if part.split(":")[0].split()]
                return names, text[position + 1:]
        if depth == 1 and character == ",":
            found.append(current)
            current = ""
        else:
            current += character
    return [], ""


def sections(comment):
    summary = []
    for line in comment:
        if not line.strip():
            break
        summary.append(line)
    prose = 0
    in_code = False
    in_section = False
    for line in comment:
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            continue
        if re.match(r"^- (Parameters|Parameter \w+|Returns|Throws):", line):
            in_section = True
        elif line and not line.startswith(" "):
            in_section = False
        if not in_section and line.strip():
            prose += 1
    return " ".join(summary), prose


def source_check():
    problems = []
    checked = 0
    for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
        lines = pathlib.Path(path).read_text().split("\n")
        for index, line in enumerate(lines):
            match = DECLARATION.match(line)
            is_case = CASE.match(line)
            if not match and not is_case:
                continue
            comment, attributes = doc_comment(lines, index)
            if not comment:
                continue  # a case or member without a comment of its own: the symbol-graph check's
            context = " ".join(attributes) + " " + line
            if "deprecated" in context or "unavailable" in context or re.search(r"\boverride\b", line):
                continue
            checked += 1
            kind = match.group(1) if match else "case"
            where = f"{path}:{index + 1}"
            summary, prose = sections(comment)
            text = "\n".join(comment)
            if len(summary.split()) > SUMMARY_WORDS:
                problems.append(f"{where}: the summary has {len(summary.split())} words (at most {SUMMARY_WORDS}): {summary[:70]}…")
            if kind in ("func", "init", "subscript", "var", "let", "case") and prose > PROSE_LINES:
                problems.append(f"{where}: {prose} lines of prose (at most {PROSE_LINES}): move the contract to an article")
            if kind not in ("func", "init", "subscript"):
                continue
            names, rest = parameters(signature(lines, index), kind)
            named = [name for name in names if name != "_"]
            if len(named) > 1:
                for name in named:
                    if not re.search(rf"^\s*- (?:Parameter )?{re.escape(name)}:", text, re.M):
                        problems.append(f"{where}: parameter `{name}` is not documented (- Parameters:)")
            head = rest.split("where")[0]
            returned = re.search(r"→\s*(.+?)\s*$", head.strip())
            if kind in ("func", "subscript") and returned and returned.group(1) not in ("Void", "()") and "- Returns:" not in text:
                problems.append(f"{where}: what it returns is not documented (- Returns:)")
            if re.search(r"\b(throws|rethrows)\b", head.split("→")[0]) and "- Throws:" not in text:
                problems.append(f"{where}: what it throws is not documented (- Throws:)")
    return checked, problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/docs/symbol-graphs")
    scanned, missing = symbol_graph_check(root)
    checked, problems = source_check()
    for line in missing + problems:
        print(line)
    if scanned == 0:
        print("doc comments: no public symbol found; were the symbol graphs emitted?")
        sys.exit(1)
    if missing or problems:
        sys.exit(f"doc comments: {len(missing)} public symbols without a summary, {len(problems)} comments out of shape")
    print(
        f"doc comments: all {scanned} public symbols of TiltUp and TiltUpTest have a summary; {checked} comments in the sources "
        "have the shape Quick Help shows (short summary, parameters, returns, throws)."
    )


if __name__ == "__main__":
    main()

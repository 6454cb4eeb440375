#!/usr/bin/env python3
"""Every code example of a `///` comment in Sources/ compiles: the examples Quick Help and the DocC symbol
pages show first.

What counts as an example: each ```swift fence of a `///` comment in Sources/TiltUp and Sources/TiltUpTest,
found anew on each run (no list of them to keep). A fence that names another language (```text, ```sh) is
left alone. A fence that names none, an indented code block (four spaces after a blank `///` line, outside
a list: DocC shows it as code), a ```swift fence opened inside an example (the one above left open), a
fence never closed, and a fence in a `/** */` comment fail, saying where: write examples as ```swift fences.

How an example is compiled: as it reads, line for line, in a generated file type-checked in Swift 6 in one
compiler run (Linux: `swiftc -typecheck` against `.build/debug/Modules`, the modules of the last
`swift build --build-tests`; it builds nothing). Each example becomes a class of its own, so that the names
two examples declare do not meet:

  - its statements are the body of a method of that class (`async` when the example awaits);
  - its types, functions and properties (`override func start()`, `var body: some View`, `@Environment ...
    var`, `private let ...`, `@Test func ...`) are members of the class; `@main` is dropped (a module has
    one entry point);
  - its `extension` and `protocol` declarations go to the file's top level, its imports to the top.

The class's superclass is `self` as the example reads it: `DocCoordinator` (a coordinator of the
documentation's shop app, with the members its examples reach through `self`) when the example's own code
uses `self` or `parent`, or calls `showRoute`; `DocTestCase` (an `XCTestCase`) when it uses XCTest; for an
`override func` member, the context class that declares the method (OVERRIDE_BASES); else `DocExample`.
The names examples use without declaring them (`router`, `navigationController`, `appCoordinator`,
`tabBarRouter`, `viewModel`, `OrderView`, `AppRoute`, ...) are declared with their types in
Tests/DocExamples/ (no value is ever made: the examples are type-checked, never run). An example that needs
more says so in a plain `//` line (never `///`, which Quick Help would show) right above its doc comment
(only `//` lines between; a directive above no example fails); each applies to every example of that
comment:

    // doc-example: let viewModel: CameraViewModel
        a name of that type (`let` or `var`, no value), in scope of the example's statements (a member of
        its class when it has none);
    // doc-example: override func handle(_ route: AppRoute) -> RouteDecision { switch route { EXAMPLE default: return .decline } }
        a template for a fragment: the example's lines replace EXAMPLE, and the whole is a member of its class.

The documented declaration's `@available(<platform> ...)` attributes, and its types', go on the example's
class. Where an example is checked: that of the declaration it documents (its `#if` conditions) on Linux,
here and in CI, unless the example itself uses UIKit, SwiftUI or Combine; else iOS code (UIKit, SwiftUI,
Combine), against the iOS 26.2 SDK with `--apple` (../shared/tools/apple-typecheck with APP_DIR, where the
SDK is extracted; not in Linux CI); else macOS. An Apple example that uses XCTest or Swift Testing, or
documents a file that imports them (Apple's SDKs here lack both), cannot be compiled here: it is listed,
not failed.

A failure names the source file, line and column of the example's line, the documented symbol, and the
compiler's message. Warnings fail too, but for an unused value (the compiler's `no-usage` group: an
example shows a value in a comment, or declares a `let` for the reader).

    python3 scripts/check-doc-examples.py              # Linux: after `swift build --build-tests`
    python3 scripts/check-doc-examples.py --apple      # the iOS (and macOS) examples, against the SDKs
    python3 scripts/check-doc-examples.py --self-test  # then a wrong name planted in every example fails at its line
    python3 scripts/check-doc-examples.py --list       # every example: where, platform, symbol
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = ["Sources/TiltUp", "Sources/TiltUpTest"]
CONTEXT_DIR = "Tests/DocExamples"
GENERATED = "DocExamples.swift"
# A module cache of the check's own: SwiftPM's, reached through the `.build/debug` link, holds the same
# modules under another path, and clang refuses a module "defined in both".
MODULE_CACHE = os.path.join(ROOT, ".build", "doc-examples", "ModuleCache")
DIRECTIVE = re.compile(r"^\s*// doc-example:\s?(.*)$")
DOC_LINE = re.compile(r"^(\s*)///( ?)(.*)$")
# A fence, however indented (one in a list item is indented with it).
OPEN_FENCE = re.compile(r"^(\s*)(`{3,})\s*([^`\s]*)\s*$")
# The platforms an example can be checked on, and what their `#if` conditions see. iOS is the iOS 26.2 SDK
# (`canImport(SwiftUI, _version: 7.0)` holds), without XCTest and Swift Testing; macOS the 15.5 SDK.
PLATFORMS = {
    "linux": {"os": {"Linux"}, "modules": {"Foundation", "Dispatch", "XCTest", "Testing", "Glibc"}, "swiftui": 0},
    "ios": {
        "os": {"iOS"},
        "modules": {"Foundation", "Dispatch", "UIKit", "SwiftUI", "Combine", "AVFoundation", "ImageIO", "Observation", "Darwin"},
        "swiftui": 7,
    },
    "macos": {
        "os": {"macOS"},
        "modules": {"Foundation", "Dispatch", "AppKit", "SwiftUI", "Combine", "AVFoundation", "ImageIO", "Observation", "Darwin"},
        "swiftui": 6,
    },
}
# `override func NAME` in an example: the context class that declares NAME becomes its superclass.
OVERRIDE_BASES = {
    "start": "DocCoordinator",
    "makeTabs": "DocTabBarCoordinator",
    "makeItems": "DocTabBarCoordinator",
    "makeColumns": "DocSplitCoordinator",
    "setUp": "DocTestCase",
    "tearDown": "DocTestCase",
    "setUpWithError": "DocTestCase",
    "tearDownWithError": "DocTestCase",
}
# An example that uses UIKit, SwiftUI or Combine is checked on iOS, even where it documents platform-neutral
# code (a SwiftUI view that reads `closeScreen`).
USES_APPLE_FRAMEWORKS = re.compile(
    r"^\s*import\s+(UIKit|SwiftUI|Combine|AppKit)\b|\bUI[A-Z][a-z]\w*|\bNSUserActivity\b|\bAnyCancellable\b|\.sink\s*\{|"
    r"\b(View|Scene|App)\b\s*[{,]|\bsome (View|Scene)\b|\b(Text|Button|List|NavigationLink|NavigationStack|WindowGroup|"
    r"Image|Label|VStack|HStack|ZStack|ForEach)\s*[({]|@(Environment|State|Binding|StateObject|ObservedObject)\b",
    re.M,
)
# XCTest or Swift Testing, which Apple's SDKs here lack: an Apple example that uses them is listed, not compiled.
USES_TEST_FRAMEWORKS = re.compile(r"^\s*import\s+(XCTest|Testing)\b|#expect\b|#require\b|@Test\b|@Suite\b|\bXCT[A-Z]\w*", re.M)
USES_XCTEST = re.compile(r"\bXCT[A-Z]\w*|\bexpectation\(description:|\bfunc test\w*\s*\(")
USES_COORDINATOR_SELF = re.compile(r"(?<![.\w])self\b|(?<![.\w])parent(?!\s*:)\b|(?<![.\w])showRoute\(")
# Warnings the wrapping causes, not the example (a value an example shows in a comment, a `let` it declares
# for the reader): the compiler's `no-usage` group, and these messages where it names no group.
WRAPPING_WARNINGS = re.compile(
    r"was never used|never mutated|is unused|was written to, but never read|never been used"
)


class Failure(Exception):
    pass


# --- reading Swift --------------------------------------------------------------------------------


def code_only(line, state):
    """The line without comments and string contents; `state` carries block comments and multi-line
    strings from line to line ({"comment": depth, "string": None or '\"\"\"'})."""
    out = []
    i = 0
    n = len(line)
    while i < n:
        if state["comment"]:
            if line.startswith("*/", i):
                state["comment"] -= 1
                i += 2
            elif line.startswith("/*", i):
                state["comment"] += 1
                i += 2
            else:
                i += 1
            continue
        if state["string"]:
            if line[i] == "\\":
                i += 2
                continue
            if line.startswith(state["string"], i):
                i += len(state["string"])
                state["string"] = None
                out.append('"')
            else:
                i += 1
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["comment"] += 1
            i += 2
            continue
        if line.startswith('"""', i):
            state["string"] = '"""'
            out.append('"')
            i += 3
            continue
        if line[i] == '"':
            # A one-line string, interpolations included: skipped to its closing quote.
            i += 1
            depth = 0
            while i < n:
                if line[i] == "\\" and i + 1 < n and line[i + 1] == "(":
                    depth += 1
                    i += 2
                elif line[i] == "\\":
                    i += 2
                elif depth and line[i] == "(":
                    depth += 1
                    i += 1
                elif depth and line[i] == ")":
                    depth -= 1
                    i += 1
                elif not depth and line[i] == '"':
                    i += 1
                    break
                else:
                    i += 1
            out.append('""')
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def depth_change(code):
    return sum(code.count(c) for c in "{([") - sum(code.count(c) for c in "})]")


def evaluate(condition, platform):
    """An `#if` condition on `platform` (see PLATFORMS)."""
    facts = PLATFORMS[platform]

    def can_import(match):
        module = match.group(1)
        version = match.group(2)
        if module not in facts["modules"]:
            return " False "
        if version and module == "SwiftUI":
            return " True " if float(version) <= facts["swiftui"] else " False "
        return " True "

    expression = re.sub(r"//.*", "", condition)
    expression = re.sub(r"canImport\(\s*(\w+)\s*(?:,\s*_version:\s*([\d.]+)\s*)?\)", can_import, expression)
    expression = re.sub(r"os\(\s*(\w+)\s*\)", lambda m: " True " if m.group(1) in facts["os"] else " False ", expression)
    expression = re.sub(r"targetEnvironment\(\s*\w+\s*\)", " False ", expression)
    expression = re.sub(r"(swift|compiler)\(\s*>=\s*[\d.]+\s*\)", " True ", expression)
    expression = re.sub(r"\bDEBUG\b", " True ", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    if not re.fullmatch(r"[\sA-Za-z()]*", expression) or re.search(r"\b(?!True|False|and|or|not)[A-Za-z]+", expression):
        raise Failure(f"cannot read the condition `#if {condition.strip()}`")
    return eval(expression)


DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|fileprivate|private|final|static|class|"
    r"override|convenience|required|nonisolated|mutating|nonmutating|indirect|lazy|weak|unowned|dynamic|"
    r"@preconcurrency|@MainActor)(?:\([^)]*\))?\s+)*"
    r"(func|init[?!]?|var|let|case|class|struct|enum|protocol|extension|actor|typealias|associatedtype|subscript|macro)\b\s*(.*)$"
)
TYPE_DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|fileprivate|private|final|indirect|"
    r"nonisolated)\s+)*(class|struct|enum|protocol|extension|actor)\s+([\w.]+)"
)


def parameter_labels(signature):
    """`(_ x: Int, at index: Int, animated: Bool = true)` -> `_:at:animated:`."""
    depth = 0
    parts, current = [], ""
    for c in signature:
        if c in "([<{":
            depth += 1
            if depth == 1 and c == "(":
                continue
        elif c in ")]>}":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and c == ",":
            parts.append(current)
            current = ""
        elif depth >= 1:
            current += c
    if current.strip():
        parts.append(current)
    labels = []
    for part in parts:
        names = part.split(":")[0].split()
        names = [n for n in names if not n.startswith("@") and n not in ("inout", "isolated", "sending", "borrowing", "consuming")]
        if names:
            labels.append(names[0] + ":")
    return "".join(labels)


def symbol_name(lines, index):
    """The name of the declaration that starts at lines[index] (and may go on over the next lines)."""
    match = DECL.match(lines[index])
    if not match:
        return lines[index].strip()
    keyword, rest = match.group(1), match.group(2)
    if keyword in ("func", "macro"):
        found = re.match(r"(`?[^\s(<]+`?)", rest)
        if not found:
            return f"{keyword} {rest}".strip()
        name = found.group(1)
        text = rest[len(name) :] + " " + " ".join(l.strip() for l in lines[index + 1 : index + 30])
        generic = re.match(r"\s*<", text)
        if generic:
            depth = 0
            for position, c in enumerate(text):
                depth += c == "<"
                depth -= c == ">"
                if depth == 0 and c == ">":
                    text = text[position + 1 :]
                    break
        return f"{name}({parameter_labels(text[text.find('('):])})"
    if keyword.startswith("init") or keyword == "subscript":
        text = rest + " " + " ".join(l.strip() for l in lines[index + 1 : index + 30])
        return f"{keyword}({parameter_labels(text[text.find('('):])})"
    name = re.match(r"`?(\w+)`?", rest)
    return name.group(1) if name else keyword


class Example:
    def __init__(self, path, fence_line, symbol, conditions, availability, directives):
        self.path = path
        self.fence_line = fence_line  # 1-based line of the opening fence
        self.symbol = symbol
        self.conditions = conditions
        self.availability = availability
        self.directives = directives
        self.lines = []  # the example's lines, as the reader sees them
        self.columns = []  # 0-based column of each line's first character in the source
        self.platform = None
        self.number = 0

    def where(self, index=None):
        line = self.fence_line + 1 + (index or 0)
        return f"{self.path}:{line}"


def scan(root):
    """Every example of Sources/, and the problems with its fences."""
    examples, problems = [], []
    for source in SOURCES:
        for directory, _, files in sorted(os.walk(os.path.join(root, source))):
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.relpath(os.path.join(directory, name), root)
                    scan_file(root, path, examples, problems)
    for number, example in enumerate(examples, 1):
        example.number = number
    return examples, problems


def scan_file(root, path, examples, problems):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        lines = f.read().split("\n")
    state = {"comment": 0, "string": None}
    depth = 0
    conditions = []  # the `#if` branches the line is in: [condition as it holds there]
    types = []  # (name, depth inside its braces, its availability)
    pending_type = None
    attributes = []
    used_directives = set()
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        # Conditional compilation.
        directive = re.match(r"^\s*#(if|elseif|else|endif)\b(.*)$", line) if not state["comment"] and not state["string"] else None
        if directive:
            kind, condition = directive.group(1), re.sub(r"//.*", "", directive.group(2)).strip()
            if kind == "if":
                conditions.append([f"({condition})", [f"({condition})"]])
            elif kind == "elseif":
                previous = conditions[-1][1]
                conditions[-1][0] = " && ".join([f"!{c}" for c in previous] + [f"({condition})"])
                previous.append(f"({condition})")
            elif kind == "else":
                conditions[-1][0] = " && ".join(f"!{c}" for c in conditions[-1][1])
            elif conditions:
                conditions.pop()
            index += 1
            continue
        if "/**" in line and not state["comment"] and not state["string"]:
            end = index
            while end < len(lines) and "*/" not in lines[end]:
                end += 1
            if any("```" in l for l in lines[index : end + 1]):
                problems.append(f"{path}:{index + 1}: a fence in a /** */ comment: write the example in /// lines, so that it is checked")
        doc = DOC_LINE.match(line) if not state["comment"] and not state["string"] else None
        if doc:
            index = read_doc_comment(path, lines, index, conditions, types, examples, problems, used_directives)
            continue
        code = code_only(line, state)
        type_decl = TYPE_DECL.match(code)
        for attribute in re.findall(r"@available\([^)]*\)", code if stripped.startswith("@") else ""):
            if not re.match(r"@available\(\s*\*", attribute):
                attributes.append(attribute)
        if type_decl:
            pending_type = (type_decl.group(2), list(attributes))
        if stripped and not stripped.startswith("@") and not type_decl:
            attributes = []
        before = depth
        depth += sum(code.count(c) for c in "{") - sum(code.count(c) for c in "}")
        if pending_type and depth > before:
            types.append((pending_type[0], depth, pending_type[1]))
            pending_type = None
            attributes = []
        while types and depth < types[-1][1]:
            types.pop()
        index += 1
    for number, line in enumerate(lines):
        if DIRECTIVE.match(line) and number not in used_directives:
            problems.append(
                f"{path}:{number + 1}: a `// doc-example:` line that is not right above a doc comment with a ```swift "
                f"example (only `//` lines may come between): it changes nothing"
            )


def read_doc_comment(path, lines, start, conditions, types, examples, problems, used_directives):
    """Reads the `///` comment at lines[start]; returns the index of the line after it. Adds the lines of
    the `// doc-example:` directives its examples use to `used_directives`."""
    end = start
    while end < len(lines) and DOC_LINE.match(lines[end]):
        end += 1
    # The declaration it documents: after the lines of attributes alone and of comments.
    declaration = end
    availability = []
    while declaration < len(lines):
        text = lines[declaration].strip()
        for attribute in re.findall(r"@available\([^)]*\)", text if text.startswith("@") else ""):
            if not re.match(r"@available\(\s*\*", attribute):
                availability.append(attribute)
        # Lines of attributes alone, and comments, come before the declaration.
        if text.startswith("//") or re.fullmatch(r"(@[\w.]+(\([^)]*\))?\s*)+", text):
            declaration += 1
        else:
            break
    name = symbol_name(lines, declaration) if declaration < len(lines) else "?"
    owners = [t[0] for t in types]
    own_type = TYPE_DECL.match(lines[declaration]) if declaration < len(lines) else None
    if own_type and own_type.group(1) == "extension":
        name = own_type.group(2)
    symbol = ".".join(owners + [name])
    for _, _, type_availability in types:
        availability = type_availability + availability
    # `// doc-example:` lines right above the comment.
    directives = []
    directive_lines = []
    above = start - 1
    while above >= 0 and lines[above].strip().startswith("//") and not DOC_LINE.match(lines[above]):
        match = DIRECTIVE.match(lines[above])
        if match:
            directives.insert(0, match.group(1).strip())
            directive_lines.append(above)
        above -= 1
    active = [c[0] for c in conditions]

    index = start
    in_list = False
    previous_blank = True
    while index < end:
        match = DOC_LINE.match(lines[index])
        text = match.group(3) if match.group(2) else match.group(3)
        column = len(match.group(1)) + 3 + len(match.group(2))
        fence = OPEN_FENCE.match(text)
        if fence:
            indent, ticks, language = len(fence.group(1)), fence.group(2), fence.group(3)
            close = index + 1
            body = []
            closed = False
            while close < end:
                inner = DOC_LINE.match(lines[close])
                inner_text = inner.group(3)
                inner_column = len(inner.group(1)) + 3 + len(inner.group(2))
                if re.match(r"^\s*" + ticks + r"`*\s*$", inner_text):
                    closed = True
                    break
                reopened = OPEN_FENCE.match(inner_text)
                if reopened and reopened.group(3) and language.lower() == "swift":
                    problems.append(
                        f"{path}:{close + 1}: a ```{reopened.group(3)} fence inside the example that opens at line "
                        f"{index + 1} (of `{symbol}`): the fence above is not closed, so DocC shows both as one block"
                    )
                # The code's lines lose the fence's indentation, as in Markdown.
                strip = min(indent, len(inner_text) - len(inner_text.lstrip(" ")))
                body.append((inner_text[strip:], inner_column + strip))
                close += 1
            if not closed:
                problems.append(f"{path}:{index + 1}: the fence of an example of `{symbol}` is never closed in its comment")
            if not language:
                problems.append(
                    f"{path}:{index + 1}: a fence of `{symbol}` names no language: ```swift for code (compiled by this "
                    f"check), ```text for output"
                )
            elif language.lower() == "swift":
                example = Example(path, index + 1, symbol, active, availability, directives)
                used_directives.update(directive_lines)
                example.lines = [t for t, _ in body]
                example.columns = [c for _, c in body]
                examples.append(example)
            index = close + 1
            previous_blank = False
            continue
        if not text.strip():
            previous_blank = True
        else:
            indent = len(text) - len(text.lstrip(" "))
            if re.match(r"^\s{0,3}([-*+]|\d+[.)])\s", text):
                in_list = True
            elif indent < 2:
                in_list = False
            if indent >= 4 and previous_blank and not in_list:
                problems.append(
                    f"{path}:{index + 1}: an indented code block in the comment of `{symbol}`: DocC shows it as code, "
                    f"but nothing compiles it; write it as a ```swift fence"
                )
            previous_blank = False
        index += 1
    return end


# --- wrapping -------------------------------------------------------------------------------------

MEMBER_START = re.compile(
    r"^(?:(?:public|open|internal|package|fileprivate|private|static|class|override|convenience|required|"
    r"nonisolated|mutating|lazy|weak|unowned|final|dynamic)\s+)*(func|init|deinit|subscript|override)\b"
)
TYPE_START = re.compile(
    r"^(?:(?:public|open|internal|package|fileprivate|private|final|indirect|nonisolated)\s+)*(class|struct|enum|actor|typealias)\b"
)
FILE_START = re.compile(r"^(?:(?:public|internal|package|fileprivate|private)\s+)*(extension|protocol)\b")
MODIFIED = re.compile(r"^(public|open|internal|package|fileprivate|private|static|lazy|weak|unowned|override|nonisolated)\s")


def chunks(example):
    """The example's top-level pieces: [(kind, [line indices])], kind being import, file, type, member,
    statement or case."""
    state = {"comment": 0, "string": None}
    depth = 0
    pieces = []
    leading = []  # comments and attributes waiting for the piece they belong to
    for index, line in enumerate(example.lines):
        code = code_only(line, state)
        stripped = line.strip()
        starts_piece = depth == 0 and line[:1] not in (" ", "\t", ".") and stripped and not stripped.startswith(("}", ")", "]"))
        if starts_piece and (stripped.startswith("//") or re.fullmatch(r"@[\w.]+(\(.*\))?", stripped)):
            leading.append(index)
        elif starts_piece:
            pieces.append(leading + [index])
            leading = []
        elif pieces:
            pieces[-1].append(index)
        else:
            leading.append(index)
        depth = max(0, depth + depth_change(code))
    if leading:
        if pieces:
            pieces[-1].extend(leading)
        else:
            pieces.append(leading)
    result = []
    for indices in pieces:
        text = [example.lines[i].strip() for i in indices]
        attributes = [t for t in text if t.startswith("@") and not t.startswith("@Test") and not t.startswith("@Suite")]
        head = next((t for t in text if t and not t.startswith("//") and not re.fullmatch(r"@[\w.]+(\(.*\))?", t)), "")
        bare = re.sub(r"^(@[\w.]+(\([^)]*\))?\s+)+", "", head)
        has_attribute = head != bare or any(not a.startswith("@MainActor") and not a.startswith("@main") for a in attributes)
        if not head:
            kind = "statement"
        elif bare.startswith("import "):
            kind = "import"
        elif FILE_START.match(bare):
            kind = "file"
        elif TYPE_START.match(bare):
            kind = "type"
        elif MEMBER_START.match(bare) or MODIFIED.match(bare):
            kind = "member"
        elif re.match(r"^(let|var)\b", bare):
            # A property with a wrapper or a body is a member; a plain `let` or `var` is a statement.
            computed = re.match(r"^var\s+\w+\s*:\s*[^=]+\{\s*(\S.*)?$", bare) and " = " not in bare
            kind = "member" if has_attribute or computed else "statement"
        elif re.match(r"^case\b", bare) or re.match(r"^default\s*:", bare):
            kind = "case"
        else:
            kind = "statement"
        result.append((kind, indices))
    return result


def base_class(example, pieces):
    """The context class an example's class inherits from: what `self` is as the example reads."""
    for kind, indices in pieces:
        if kind == "member":
            for i in indices:
                override = re.match(r"^\s*override\s+(?:\w+\s+)*func\s+(\w+)", example.lines[i])
                if override and override.group(1) in OVERRIDE_BASES:
                    return OVERRIDE_BASES[override.group(1)]
    if USES_XCTEST.search(code_text(example)):
        return "DocTestCase"
    # `self` in the example's own types is theirs; in its statements and members it is the example's class.
    own = {i for kind, indices in pieces if kind in ("statement", "member", "case") for i in indices}
    state = {"comment": 0, "string": None}
    code = "\n".join(code_only(line, state) for i, line in enumerate(example.lines) if i in own)
    if USES_COORDINATOR_SELF.search(code):
        return "DocCoordinator"
    return "DocExample"


def unconditional_code(example):
    """The example's code outside its own `#if` blocks (which say themselves where they compile)."""
    depth = 0
    kept = []
    for line in code_text(example).split("\n"):
        if re.match(r"^\s*#if\b", line):
            depth += 1
        elif re.match(r"^\s*#endif\b", line):
            depth -= 1
        elif depth == 0:
            kept.append(line)
    return "\n".join(kept)


def code_text(example):
    state = {"comment": 0, "string": None}
    return "\n".join(code_only(line, state) for line in example.lines)


class Generated:
    """The generated file, and where each of its lines comes from."""

    def __init__(self):
        self.lines = []
        self.origin = []  # per line: (example, index of the example's line) or (example, None) or None

    def add(self, text, example=None, index=None):
        for line in text.split("\n"):
            self.lines.append(line)
            self.origin.append((example, index) if example else None)


def wrap(examples, platform):
    """The generated file holding `examples`, and the problems of those it cannot hold."""
    out = Generated()
    problems = []
    wrappable = []
    for example in examples:
        try:
            wrap_one(example, Generated())
            wrappable.append(example)
        except Failure as failure:
            problems.append(str(failure))
    out.add("// Generated by scripts/check-doc-examples.py from the ```swift examples of `///` comments in Sources/;")
    out.add("// each example's lines are as its comment shows them. Not checked in.")
    out.add("import Foundation\nimport TiltUp\nimport TiltUpTest")
    # The modules the examples import, each at the line of the first example that imports it.
    imported = {"Foundation", "TiltUp", "TiltUpTest"}
    for example in wrappable:
        for kind, indices in chunks(example):
            for i in indices if kind == "import" else []:
                module = re.match(r"^\s*import\s+(\w+)", example.lines[i])
                if module and module.group(1) not in imported:
                    imported.add(module.group(1))
                    out.add(example.lines[i].strip(), example, i)
    # The frameworks examples use without importing them, where the platform has them. (Apple's SDKs here
    # lack XCTest and Swift Testing, and apple-typecheck skips a file that imports them.)
    frameworks = ["Combine", "SwiftUI", "UIKit"] + (["Testing", "XCTest"] if platform == "linux" else [])
    for module in frameworks:
        if module not in imported:
            out.add(f"#if canImport({module})\nimport {module}\n#endif")
    for example in wrappable:
        wrap_one(example, out)
    return out, problems


def wrap_one(example, out):
    """Adds `example` to `out`, wrapped as its kind of code needs."""
    out.add("")
    out.add(f"// MARK: {example.where(-1)} `{example.symbol}`", example)
    pieces = chunks(example)
    templates = [d for d in example.directives if "EXAMPLE" in d]
    declarations = [d for d in example.directives if "EXAMPLE" not in d]
    for d in declarations:
        if not re.match(r"^(let|var)\s+\w+\s*:\s*\S", d):
            raise Failure(
                f"{example.path}:{example.fence_line}: `// doc-example: {d}` above the comment of `{example.symbol}`: "
                f"a directive is `let name: Type` or a template holding EXAMPLE"
            )
    if any(kind == "file" for kind, _ in pieces) and not templates:
        if any(kind in ("statement", "case") for kind, _ in pieces):
            raise Failure(
                f"{example.where()}: the example of `{example.symbol}` declares an extension or protocol and runs "
                f"statements: split it in two, or give it a template (// doc-example: ... EXAMPLE ...)"
            )
        for kind, indices in pieces:
            for i in indices:
                if kind != "import":
                    out.add(strip_main(example.lines[i]), example, i)
        return
    base = base_class(example, pieces)
    availability = " ".join(dict.fromkeys(example.availability))
    out.add(f"{availability + ' ' if availability else ''}@MainActor final class DocExample{example.number}: {base} {{", example)
    cases = [indices for kind, indices in pieces if kind == "case"]
    if cases and not templates:
        raise Failure(
            f"{example.where(cases[0][0])}: the example of `{example.symbol}` starts with a `case` of a switch: give it "
            f"the function and switch it is in, as a template right above its doc comment (// doc-example: override "
            f"func handle(_ route: AppRoute) -> RouteDecision {{ switch route {{ EXAMPLE default: return .decline }} }})"
        )
    statements = [] if templates else [i for kind, indices in pieces if kind == "statement" for i in indices]
    # A directive's declarations are in scope of the statements; with none (a template, or members only),
    # they are members of the class.
    typed = [re.match(r"^(let|var)\s+(\w+)\s*:\s*(.+)$", d).groups() for d in declarations]
    if not statements:
        for _, name, declared in typed:
            out.add(f"    var {name}: {declared} {{ get {{ docExampleValue() }} set {{}} }}", example)
    if templates:
        before, _, after = templates[0].partition("EXAMPLE")
        out.add("    " + before, example)
        for i, line in enumerate(example.lines):
            out.add(strip_main(line), example, i)
        out.add("    " + after, example)
    else:
        for kind, indices in pieces:
            if kind in ("type", "member", "file"):
                for i in indices:
                    out.add(strip_main(example.lines[i]), example, i)
    if statements:
        awaits = re.search(r"(?<![\w.])await\b", code_text(example))
        out.add(f"    func example() {'async ' if awaits else ''}throws {{", example)
        for keyword, name, declared in typed:
            out.add(f"    {keyword} {name}: {declared} = docExampleValue()", example)
        out.add("    do {", example)
        for i in statements:
            out.add(example.lines[i], example, i)
        out.add("    }", example)
        out.add("    }", example)
    out.add("}", example)


def strip_main(line):
    return re.sub(r"^(\s*)@main(\s+|$)", r"\1", line)


# --- compiling ------------------------------------------------------------------------------------

DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")


def report(diagnostics, generated, generated_path, context_files):
    """The compiler's errors and warnings, each at the example's line in Sources/; returns the problems."""
    problems = []
    seen = set()
    for path, line, column, severity, message in diagnostics:
        if severity == "note":
            continue
        group = re.search(r"\s*\[#([\w-]+)\]$", message)
        message = message[: group.start()] if group else message
        if severity == "warning" and (group and group.group(1) == "no-usage" or not group and WRAPPING_WARNINGS.search(message)):
            continue
        if os.path.basename(path) == os.path.basename(generated_path):
            origin = generated.origin[line - 1] if 0 < line <= len(generated.origin) else None
            if origin is None:
                text = f"{GENERATED}:{line}: {severity}: {message} (the generated file's own line: a bug of the check)"
            else:
                example, index = origin
                if index is None:
                    text = (
                        f"{example.where(-1)}: the example of `{example.symbol}` ({severity}): {message} "
                        f"(in the code the check wraps it in: is a directive above its comment wrong?)"
                    )
                else:
                    missing = re.match(r"cannot find (?:type )?'(\w+)' in scope", message)
                    if missing:
                        message += (
                            f" (a name the example takes from its context: declare it in the example if a reader "
                            f"needs it, else give it a type in {CONTEXT_DIR}/DocExampleContext.swift, or in a "
                            f"`// doc-example: let {missing.group(1)}: Type` line right above the doc comment)"
                        )
                    source_column = example.columns[index] + column
                    text = (
                        f"{example.path}:{example.fence_line + 1 + index}:{source_column}: {severity} in the example of "
                        f"`{example.symbol}`: {message}\n    {example.lines[index].strip()}"
                    )
        else:
            relative = next((c for c in context_files if os.path.basename(c) == os.path.basename(path)), path)
            text = f"{relative}:{line}:{column}: {severity}: {message}"
        if text not in seen:
            seen.add(text)
            problems.append(text)
    return problems


def parse_diagnostics(output):
    found = []
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line.strip())
        if match:
            found.append((match.group(1), int(match.group(2)), int(match.group(3)), match.group(4), match.group(5)))
    return found


def context_files(root):
    directory = os.path.join(root, CONTEXT_DIR)
    return sorted(os.path.join(CONTEXT_DIR, name) for name in os.listdir(directory) if name.endswith(".swift"))


def check_linux(root, examples, work):
    """Type-checks the Linux examples against the last build's modules; returns the problems."""
    modules = os.path.join(ROOT, ".build", "debug", "Modules")
    if not os.path.isfile(os.path.join(modules, "TiltUpTest.swiftmodule")):
        raise Failure(f"no built modules in {modules}: run `swift build --build-tests` first")
    generated, problems = wrap([e for e in examples if e.platform == "linux"], "linux")
    path = os.path.join(work, GENERATED)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(generated.lines) + "\n")
    contexts = context_files(root)
    command = [
        "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-diagnostic-style", "llvm",
        "-module-name", "DocExamples", "-I", modules, "-module-cache-path", MODULE_CACHE,
        path, *[os.path.join(root, c) for c in contexts],
    ]
    result = subprocess.run(command, capture_output=True, text=True)
    output = result.stdout + result.stderr
    problems += report(parse_diagnostics(output), generated, path, contexts)
    if result.returncode != 0 and not problems:
        problems.append(f"swiftc failed without a diagnostic:\n{output[-3000:]}")
    return problems


# Each Apple platform's run of ../shared/tools/apple-typecheck: iOS with the newest SDK here, so that the
# examples of iOS 18 and 26 API (behind `canImport(SwiftUI, _version: ...)`) are compiled too.
APPLE_RUNS = {
    "ios": {"APPLE_TYPECHECK_PLATFORM": "ios", "APPLE_TYPECHECK_SDK": "iPhoneOS26.2.sdk"},
    "macos": {"APPLE_TYPECHECK_PLATFORM": "macos", "APPLE_TYPECHECK_SDK": "MacOSX15.5.sdk", "APPLE_TYPECHECK_DEPLOYMENT": "13.0"},
}


def apple_sdk(platform):
    """Where apple-typecheck keeps `platform`'s SDK once extracted."""
    work = os.environ.get("APPLE_TYPECHECK_WORK") or (platform == "ios" and os.environ.get("IOS_TYPECHECK_WORK"))
    work = work or os.path.join(os.environ.get("TMPDIR", "/tmp"), "apple-typecheck")
    return os.path.join(work, "sdk", APPLE_RUNS[platform]["APPLE_TYPECHECK_SDK"])


def apple_tool(root):
    for base in (root, ROOT):
        tool = os.path.normpath(os.path.join(base, "..", "shared", "tools", "apple-typecheck"))
        if os.path.isfile(tool):
            return tool
    return None


def check_apple(root, examples, platform, work):
    """Type-checks the examples of `platform` (ios, macos) against its SDK with apple-typecheck, as an app
    package (APP_DIR) whose one module holds them and the context; returns the problems."""
    tool = apple_tool(root)
    if not tool:
        raise Failure("no ../shared/tools/apple-typecheck: the iOS examples need it, and an extracted SDK")
    if not os.path.isdir(apple_sdk(platform)):
        raise Failure(
            f"no {platform} SDK at {apple_sdk(platform)}: extract it once with "
            f"APPLE_TYPECHECK_PLATFORM={platform} APPLE_TYPECHECK_SDK={APPLE_RUNS[platform]['APPLE_TYPECHECK_SDK']} "
            f"../shared/tools/apple-typecheck MIRROR"
        )
    generated, problems = wrap([e for e in examples if e.platform == platform], platform)
    app = os.path.join(work, f"app-{platform}")
    module = os.path.join(app, "Sources", "DocExamples")
    os.makedirs(module)
    path = os.path.join(module, GENERATED)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(generated.lines) + "\n")
    contexts = context_files(root)
    for context in contexts:
        shutil.copy(os.path.join(root, context), module)
    # The run's own settings; only where SDKs are kept comes from the caller's environment.
    environment = {
        k: v for k, v in os.environ.items() if not k.startswith(("APPLE_TYPECHECK_", "IOS_TYPECHECK_")) or k.endswith("_WORK")
    }
    environment.update(APPLE_RUNS[platform])
    environment["APP_DIR"] = app
    # TiltUpTest is importable by the app only when apple-typecheck keeps the modules.
    environment["APPLE_TYPECHECK_MODULES_OUT"] = os.path.join(work, f"modules-{platform}")
    result = subprocess.run(["bash", tool], cwd=root, capture_output=True, text=True, env=environment)
    output = result.stdout + result.stderr
    if "no sources in" in output or not re.search(r"^app: \d+ errors", output, re.M):
        raise Failure(f"apple-typecheck ({platform}) did not check the examples:\n{output[-3000:]}")
    app_prefix = os.path.realpath(app) + os.sep
    diagnostics = parse_diagnostics(output)
    mine = [d for d in diagnostics if os.path.realpath(d[0]).startswith(app_prefix)]
    problems += report(mine, generated, path, contexts)
    for file, line, column, severity, message in diagnostics:
        if severity == "error" and not os.path.realpath(file).startswith(app_prefix):
            problems.append(f"{file}:{line}:{column}: error in TiltUp itself against the {platform} SDK: {message}")
    if re.search(r"^app: [1-9]", output, re.M) and not problems:
        problems.append(f"apple-typecheck reports errors in the examples that this check could not place:\n{output[-3000:]}")
    return problems


def assign_platforms(root, examples, problems):
    """Where each example is checked: Linux for platform-neutral code; else iOS, else macOS; `unchecked`
    where that platform cannot compile the file (XCTest or Swift Testing, absent from Apple's SDKs here)."""
    for example in examples:
        try:
            example.platform = next(
                (p for p in ("linux", "ios", "macos") if all(evaluate(c, p) for c in example.conditions)), None
            )
            if example.platform == "linux" and USES_APPLE_FRAMEWORKS.search(unconditional_code(example)):
                example.platform = "ios" if all(evaluate(c, "ios") for c in example.conditions) else None
        except Failure as failure:
            problems.append(f"{example.where(-1)}: {failure}")
            continue
        if example.platform is None:
            condition = " && ".join(example.conditions)
            problems.append(
                f"{example.where(-1)}: the example of `{example.symbol}` is in code that no checked platform compiles "
                f"(#if {condition}), or uses UIKit, SwiftUI or Combine where iOS does not compile it"
            )
        elif example.platform != "linux":
            with open(os.path.join(root, example.path), encoding="utf-8") as f:
                in_test_file = re.search(r"^\s*(@\w+\s+)*import\s+(XCTest|Testing)\b", f.read(), re.M)
            if in_test_file or USES_TEST_FRAMEWORKS.search(code_text(example)):
                example.platform = "unchecked"


def run(root, platforms):
    """Finds the examples of `root`'s Sources/ and checks those of `platforms`; returns (examples,
    problems, seconds per platform)."""
    examples, problems = scan(root)
    assign_platforms(root, examples, problems)
    seconds = {}
    with tempfile.TemporaryDirectory(prefix="doc-examples-") as work:
        for platform in platforms:
            if platform != "linux" and not any(e.platform == platform for e in examples):
                continue
            started = time.monotonic()
            try:
                problems += check_linux(root, examples, work) if platform == "linux" else check_apple(root, examples, platform, work)
            except Failure as failure:
                problems.append(str(failure))
            seconds[platform] = time.monotonic() - started
    return examples, problems, seconds


# Where a wrong name is planted in an example: the first member it uses (`router.push(` becomes
# `router.pushMisspelled(`, `[1, 2].sum()` `[1, 2].sumMisspelled()`), else the first type it makes, else the
# first type it names (not one it declares).
PLANTS = [
    re.compile(r"(?<=[\w\])?])\.([a-z]\w*)\b"),
    re.compile(r"\b([A-Z]\w*)(?=\()"),
    re.compile(r"\b([A-Z]\w*)\b"),
]
DECLARES = re.compile(r"\b(struct|class|enum|protocol|actor|typealias|associatedtype|func)\s+$|<\s*$")


def plant_site(example):
    """(index of the line, column, the name, the wrong name) for a wrong name planted in `example`'s code
    outside its own `#if` blocks, or None."""
    for pattern in PLANTS:
        state = {"comment": 0, "string": None}
        depth = 0
        for index, line in enumerate(example.lines):
            code = code_only(line, state)
            if re.match(r"^\s*#if\b", code):
                depth += 1
            elif re.match(r"^\s*#endif\b", code):
                depth -= 1
            if depth or re.match(r"^\s*import\b", code):
                continue
            for match in pattern.finditer(code):
                name = match.group(1)
                # code_only keeps the columns of the code before the first string or comment of the line.
                if name in ("init", "self") or line[match.start(1) : match.end(1)] != name:
                    continue
                if re.search(r"\b\d+$", code[: match.start()]) or DECLARES.search(code[: match.start()]):
                    continue
                return index, match.start(1), name, name + "Misspelled"
    return None


def self_test(examples, platforms):
    """Plants a wrong name in every example of `platforms` at once, in a copy of Sources/, and requires the
    check to report each in its example; then plants fences a reader would see wrongly, and a directive cut
    off from its comment."""
    mine = [e for e in examples if e.platform in platforms]
    plants = []  # (example, file:line:, the wrong name)
    with tempfile.TemporaryDirectory(prefix="doc-examples-self-test-") as copy:
        for source in SOURCES + [CONTEXT_DIR]:
            shutil.copytree(os.path.join(ROOT, source), os.path.join(copy, source))
        for example in mine:
            site = plant_site(example)
            if site:
                index, column, name, wrong = site
                line = example.fence_line + 1 + index
                edit(copy, example.path, line, None, wrong, at=(example.columns[index] + column, name))
                plants.append((example, f"{example.path}:{line}:", wrong))
        _, found, _ = run(copy, platforms)
        # Each must fail at its line (the compiler may place an error in a statement over several lines at
        # another of them: an error in the example's lines counts).
        def reported(example, line):
            lines = range(example.fence_line + 1, example.fence_line + 1 + len(example.lines))
            located = [re.match(r"^(.*?):(\d+):", p) for p in found]
            return any(m and m.group(1) == example.path and int(m.group(2)) in lines and re.search(r"\berror\b", p) for m, p in zip(located, found))

        missed = [(e, where) for e, where, _ in plants if not reported(e, where)]
        unplanted = [e for e in mine if not plant_site(e)]
        if missed:
            print("\n".join(found))
            for example, where in missed:
                print(f"not reported: the wrong name planted at {where} (example of `{example.symbol}`)")
            fail(f"self-test: {len(missed)} example(s) did not fail with a wrong name in them (above): are they compiled?")
        first = next((p for _, where, wrong in plants for p in found if where in p and wrong in p), found[0] if found else "")
        print(
            f"self-test: a wrong name planted in each of the {len(plants)} examples checked ({', '.join(platforms)}) fails "
            f"the check in that example, e.g.\n  {first.splitlines()[0]}"
        )
        for example in unplanted:
            print(f"  (no name to misspell in {example.where(-1)}, the example of `{example.symbol}`)")

        # Fences a reader would see wrongly (found without compiling).
        shutil.rmtree(os.path.join(copy, "Sources"))
        for source in SOURCES:
            shutil.copytree(os.path.join(ROOT, source), os.path.join(copy, source))
        plain = [e for e in examples if e.platform == "linux"]
        unlabelled, reopened, indented = plain[0], plain[len(plain) // 2], plain[-1]
        edit(copy, unlabelled.path, unlabelled.fence_line, "```swift", "```")
        edit(copy, reopened.path, reopened.fence_line + 1, None, "```swift", insert=True)
        closing = indented.fence_line + len(indented.lines) + 1
        edit(copy, indented.path, closing + 1, None, "", insert=True)
        edit(copy, indented.path, closing + 2, None, "    router.pop()", insert=True)
        # A directive cut off from its comment by a blank line.
        directed = next(e for e in examples if e.directives and e.path not in {unlabelled.path, reopened.path, indented.path})
        with open(os.path.join(copy, directed.path), encoding="utf-8") as f:
            text = f.read().split("\n")
        start = directed.fence_line - 1
        while DOC_LINE.match(text[start - 1]):
            start -= 1
        text.insert(start, "")
        with open(os.path.join(copy, directed.path), "w", encoding="utf-8") as f:
            f.write("\n".join(text))
        # Added by the adversarial review of the tools (notes/attack-tools.md): code DocC shows that nothing
        # compiles and nothing reports, each in a file of its own.
        taken = {unlabelled.path, reopened.path, indented.path, directed.path}
        spare = []
        for example in plain:
            if example.path not in taken:
                taken.add(example.path)
                spare.append(example)
        tilde, option, listed = spare[0], spare[1], spare[2]
        for offset, text in enumerate(["~~~swift", "router.popMisspelled()", "~~~", ""]):
            edit(copy, tilde.path, tilde.fence_line + offset, None, text, insert=True)
        edit(copy, option.path, option.fence_line, "```swift", "```swift,nocopy")
        for offset, text in enumerate(["- Note: call it so:", "", "      router.popMisspelled()", ""]):
            edit(copy, listed.path, listed.fence_line + offset, None, text, insert=True)
        fences_review = [
            ("a ~~~swift fence (DocC shows it as Swift)", f"{tilde.path}:{tilde.fence_line}:", "fence"),
            ("a ```swift,nocopy fence (a DocC code-listing option)", f"{option.path}:{option.fence_line}:", "fence"),
            ("an indented code block in a list item", f"{listed.path}:{listed.fence_line + 2}:", "indented code block"),
        ]
        fences = fences_review + [
            ("a `// doc-example:` line cut off from its comment", f"{directed.path}:{start}:", "not right above"),
            ("a fence that names no language", f"{unlabelled.path}:{unlabelled.fence_line}:", "names no language"),
            ("a ```swift fence opened inside an example", f"{reopened.path}:{reopened.fence_line + 1}:", "inside the example"),
            ("an indented code block", f"{indented.path}:{closing + 2}:", "indented code block"),
        ]
        _, found = scan(copy)
    missing = [what for what, where, needle in fences if not any(where in p and needle in p for p in found)]
    if missing:
        print("\n".join(found))
        fail(f"self-test: the check did not report {', '.join(missing)} at its line (its report is above)")
    for what, where, needle in fences:
        print(f"  {what}: " + next(p for p in found if where in p and needle in p).split("\n")[0])


def edit(root, path, line, old, new, insert=False, at=None):
    """Replaces `old` by `new` in line `line` of `path` under `root` (`at`: the name at that column), or
    inserts `new` as a `///` line before it."""
    full = os.path.join(root, path)
    with open(full, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if at:
        column, name = at
        text = lines[line - 1]
        if text[column : column + len(name)] != name:
            fail(f"self-test: cannot plant `{new}` at {path}:{line}:{column + 1}")
        lines[line - 1] = text[:column] + new + text[column + len(name) :]
    elif insert:
        indent = re.match(r"^(\s*)", lines[line - 2]).group(1)
        lines.insert(line - 1, f"{indent}/// {new}".rstrip())
    elif old not in lines[line - 1]:
        fail(f"self-test: cannot plant `{new}` at {path}:{line}")
    else:
        lines[line - 1] = lines[line - 1].replace(old, new, 1)
    with open(full, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def fail(message):
    print(f"check-doc-examples: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apple", action="store_true", help="check the iOS (and macOS) examples with apple-typecheck")
    parser.add_argument("--self-test", action="store_true", help="then plant mistakes in a copy and require each to fail")
    parser.add_argument("--list", action="store_true", help="list every example: where, platform, symbol")
    parser.add_argument("--keep", metavar="DIR", help="also write the generated files to DIR")
    arguments = parser.parse_args()
    os.chdir(ROOT)
    if arguments.list:
        examples, problems = scan(ROOT)
        assign_platforms(ROOT, examples, problems)
        for e in examples:
            print(f"{e.where(-1)}\t{e.platform}\t{e.symbol}")
        print("\n".join(problems))
        return
    platforms = ["ios", "macos"] if arguments.apple else ["linux"]
    examples, problems, seconds = run(ROOT, platforms)
    if arguments.keep:
        os.makedirs(arguments.keep, exist_ok=True)
        for platform in ("linux", "ios", "macos"):
            generated, _ = wrap([e for e in examples if e.platform == platform], platform)
            with open(os.path.join(arguments.keep, f"{platform}-{GENERATED}"), "w", encoding="utf-8") as f:
                f.write("\n".join(generated.lines) + "\n")
    count = {p: [e for e in examples if e.platform == p] for p in ("linux", "ios", "macos", "unchecked")}
    for problem in problems:
        print(problem)
    print(
        f"{len(examples)} examples in the /// comments of Sources/: {len(count['linux'])} platform-neutral, checked on "
        f"Linux; {len(count['ios'])} iOS and {len(count['macos'])} macOS (UIKit, SwiftUI, Combine), checked by --apple "
        f"against the SDKs (where they are extracted: not in Linux CI)"
    )
    for example in count["unchecked"]:
        print(
            f"  not compiled anywhere here: {example.where(-1)} `{example.symbol}` (Apple-only code that needs XCTest "
            f"or Swift Testing, which Apple's SDKs here lack)"
        )
    if problems:
        fail(f"{len(problems)} problem(s) with the examples (above)")
    checked = sum(len(count[p]) for p in seconds)
    took = ", ".join(f"{p} {t:.1f} s" for p, t in seconds.items())
    print(f"every one of the {checked} examples checked compiles ({took})")
    if arguments.self_test:
        self_test(examples, platforms)


if __name__ == "__main__":
    main()

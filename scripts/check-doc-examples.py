#!/usr/bin/env python3
"""Every code example of a `///` comment in Sources/ compiles: the examples Quick Help and the DocC symbol
pages show first.

What counts as an example: each Swift code block of a `///` comment in Sources/TiltUp and Sources/TiltUpTest,
found anew on each run (no list of them to keep), read as DocC reads Markdown: a fence of three or more
backticks or tildes whose language (the first word of its info string, before a comma or a space, in any
case) is `swift`, whatever code-listing options follow (```swift, nocopy; ~~~swift; ```Swift highlight=[2]).
A fence that names another language (```text, ```sh) is left alone. A fence that names none (or DocC's
options alone: ```nocopy), an indented code block (four spaces past the paragraph's indentation after a
blank line, in a list item too: DocC shows it as code, in no language this check can tell), a fence opened
inside an example (the one above left open), a fence never closed, and a fence in a `/** */` comment fail,
saying where: write examples as ```swift fences.

How an example is compiled: as it reads, line for line, in a generated file type-checked in Swift 6 in one
compiler run (Linux: `swiftc -typecheck` against `.build/debug/Modules`, the modules of the last
`swift build --build-tests`; it builds nothing). Each example becomes a class of its own, so that the names
two examples declare do not meet, and its code goes where a reader writes it:

  - its statements are the body of a `@MainActor` method of that class (`async` when the example awaits),
    as in a coordinator or a main-actor test, where TiltUp is used; on Apple's platforms, statements that
    are SwiftUI views alone (`List(orders) { ... }.alerts(of: state)`) are a `@ViewBuilder` body instead;
  - its types are nested in the class (a nested type keeps its own isolation, as at file scope);
  - its functions, `@Test` functions and plain properties are members of a class that no actor isolates
    (DocSuite: as at file scope or in a test suite), its XCTest methods of a nonisolated XCTestCase
    (DocTestCase), so that one calling main-actor API without `@MainActor` fails as in the reader's file;
    an `override func` is a member of the context class that declares the method (OVERRIDE_BASES), a scene
    delegate's method of one (DocSceneDelegate), and a SwiftUI view's `var body` or `@Environment var` of a
    main-actor class (DocExample), as they are in the reader's class, all on the main actor;
  - its `extension` and `protocol` declarations go to the file's top level, its imports to the top;
    `@main` is dropped (a module has one entry point).

The class's superclass is `self` as the example reads it: `DocCoordinator` (a coordinator of the
documentation's shop app, with the members its examples reach through `self`) when the example's own code
uses `self` or `parent`, or calls `showRoute`; `DocTestCase` when it uses XCTest; else as above.
The names examples use without declaring them (`router`, `navigationController`, `appCoordinator`,
`tabBarRouter`, `viewModel`, `OrderView`, `AppRoute`, ...) are declared with their types in
Tests/DocExamples/ (no value is ever made: the examples are type-checked, never run). An example that needs
more says so in a plain `//` line (never `///`, which Quick Help would show) right above its doc comment
(only `//` lines between; a directive above no example fails); each applies to every example of that
comment:

    // doc-example: var adapter: TableViewListAdapter<ListSectionTitle, OrderRow>?
        a name of that type (no value): a `let` in scope of the example's statements (a member of its class
        when it has none), a `var` a property of its class (which the reader keeps, and the example sets).
        The name may not be one the context declares with another type: the reader knows `viewModel` as the
        other examples use it and never sees this line, so the example declares it where they see it;
    // doc-example: override func handle(_ route: AppRoute) -> RouteDecision { switch route { EXAMPLE default: return .decline } }
        a template for a fragment: the example's lines replace EXAMPLE, and the whole is a member of its class.

The documented declaration's `@available(<platform> ...)` attributes, and its types', go on the example's
class. Where an example is checked: that of the declaration it documents (its `#if` conditions) on Linux,
here and in CI, unless the example itself uses UIKit, SwiftUI or Combine; else iOS code (UIKit, SwiftUI,
Combine), against the iOS 26.2 SDK with `--apple` (../shared/tools/apple-typecheck with APP_DIR, where the
SDK is extracted; not in Linux CI: scripts/release.py runs it); else macOS. Each branch of the example's
own `#if` blocks is compiled too, on the first platform where its condition holds when none of those does
(the `canImport(UIKit)` branch of a platform-neutral example with `--apple`); a branch whose condition holds
on none fails. An Apple example that uses XCTest or Swift Testing, or documents a file that imports them
(Apple's SDKs here lack both), cannot be compiled here: it is listed, not failed.

A failure names the source file, line and column of the example's line, the documented symbol, and the
compiler's message. Warnings fail too, but one kind: a value the example shows the reader on purpose, at the
top level of its statements, as a `let` it declares and uses no further, or on a line whose comment says
what the value is (SHOWN_LET, SHOWN_VALUE). A reader's compiler would warn there too, but only because the
snippet stops where their code goes on.

    python3 scripts/check-doc-examples.py              # Linux: after `swift build --build-tests`
    python3 scripts/check-doc-examples.py --apple      # the iOS (and macOS) examples, against the SDKs
    python3 scripts/check-doc-examples.py --self-test  # then a wrong name planted in every example fails at its line,
                                                       # and each hole the check once had (PLANTED) is reported
    python3 scripts/check-doc-examples.py --list       # every example: where, the platforms it is compiled on, symbol
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
OPEN_FENCE = re.compile(r"^(\s*)(`{3,}(?=[^`]*$)|~{3,})(.*)$")
# DocC's code-listing options, which may follow the language after a comma (```` ```swift, nocopy ````).
LISTING_OPTIONS = {"nocopy", "showlinenumbers", "wrap", "highlight", "strikeout"}
# A list item's marker and the spaces after it.
LIST_MARKER = re.compile(r"^([-*+]|\d{1,9}[.)])( +(?=\S)| *$)")
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
# The methods of a UIKit scene delegate, which a reader writes in theirs (on the main actor).
SCENE_DELEGATE_METHOD = re.compile(r"^\s*func\s+(scene|sceneDid\w+|sceneWill\w+|stateRestorationActivity|windowScene)\s*\(")
# A SwiftUI view's members: its body, and properties with a wrapper (`@Environment`, `@State`, ...).
VIEW_MEMBER = re.compile(r"^\s*(var\s+body\s*:\s*some\s+View\b|@(?!Test\b|MainActor\b|discardableResult\b|available\b)[A-Z]\w*(\(.*\))?\s+.*\bvar\b)")
# The classes of the context whose members are on the main actor; an example's class that inherits one is
# too. The others (DocSuite, a test suite or file scope; DocTestCase, an XCTestCase) are not isolated.
MAIN_ACTOR_BASES = {"DocExample", "DocCoordinator", "DocTabBarCoordinator", "DocSplitCoordinator", "DocSceneDelegate"}
USES_COORDINATOR_SELF = re.compile(r"(?<![.\w])self\b|(?<![.\w])parent(?!\s*:)\b|(?<![.\w])showRoute\(")
# The one kind of warning an example may cause: a value it shows the reader on purpose, which a reader's
# code would go on to use. Only at the top level of its statements, and only as
#   - a `let` it declares and uses no further (`let observation = router.observe { ... }`), or
#   - a value on a line that says what it is in a comment (`router.presentedSheetDetent  // .large`).
# A `var` never mutated, an unused result without a comment, a value unused inside a closure or a function,
# a variable written and never read: each is a warning in the reader's code too, and fails.
SHOWN_LET = re.compile(r"^initialization of immutable value '(\w+)' was never used")
SHOWN_VALUE = re.compile(
    r"^(expression of type '.*' is unused|result of call to '.*' is unused|property is accessed but result is unused|"
    r"result of operator '.*' is unused|result of '.*' initializer is unused)$"
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
        self.directive_line = {}  # each directive's 1-based line in the source
        self.lines = []  # the example's lines, as the reader sees them
        self.columns = []  # 0-based column of each line's first character in the source
        self.platform = None  # where it is checked first: linux, ios, macos, or unchecked
        self.primary = None  # that platform, even where it is unchecked
        self.platforms = []  # where it is compiled: its platform, and those of its own #if branches
        self.unchecked = []  # where it would be, but cannot be here
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
            if any("```" in l or "~~~" in l for l in lines[index : end + 1]):
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
    # Markdown's blocks, as DocC reads them: the content columns of the list items the line is in, and
    # whether it goes on a paragraph (which an indented line continues instead of starting code).
    items = []
    in_paragraph = False
    while index < end:
        match = DOC_LINE.match(lines[index])
        text = match.group(3)
        if not text.strip():
            in_paragraph = False
            index += 1
            continue
        indent = len(text) - len(text.lstrip(" "))
        marker = LIST_MARKER.match(text[indent:])
        fence = OPEN_FENCE.match(text)
        # A line less indented than a list item's content ends the item, unless it goes on its paragraph.
        while items and indent < items[-1] and not (in_paragraph and not marker and not fence):
            items.pop()
        base = items[-1] if items else 0
        if indent - base >= 4 and not in_paragraph:
            # An indented code block (in a list item too: indented past the item's content): DocC shows
            # it as code; it runs to the next line indented less that is not blank.
            problems.append(
                f"{path}:{index + 1}: an indented code block in the comment of `{symbol}`"
                f"{' (in a list item)' if items else ''}: DocC shows it as code, but this check cannot tell its "
                f"language; write it as a ```swift fence, so that it is compiled"
            )
            index += 1
            while index < end:
                following = DOC_LINE.match(lines[index]).group(3)
                if following.strip() and len(following) - len(following.lstrip(" ")) - base < 4:
                    break
                index += 1
            continue
        if fence and indent - base < 4:
            index = read_fence(path, lines, index, end, fence, symbol, active, availability, directives, directive_lines,
                               examples, problems, used_directives)
            in_paragraph = False
            continue
        if marker:
            spaces = len(marker.group(2))
            content = indent + len(marker.group(1)) + (spaces if 0 < spaces <= 4 else 1)
            items.append(content)
        in_paragraph = True
        index += 1
    return end


def fence_language(info):
    """The language DocC reads in a fence's info string: its first word, before a comma or a space, lowercased
    (```` ```swift, nocopy ````, ```` ```Swift highlight=[2] ````); none when that word is a code-listing option
    (```` ```nocopy ````)."""
    first = re.split(r"[,\s]", info.strip(), maxsplit=1)[0].lower() if info.strip() else ""
    if not first or first in LISTING_OPTIONS or "=" in first or "[" in first:
        return ""
    return first


def read_fence(path, lines, index, end, fence, symbol, active, availability, directives, directive_lines, examples,
               problems, used_directives):
    """Reads the fence that opens at lines[index]; returns the index of the line after it. A ```swift (or
    ~~~swift) fence becomes an example."""
    indent, marks, info = len(fence.group(1)), fence.group(2), fence.group(3).strip()
    language = fence_language(info)
    close = index + 1
    body = []
    closed = False
    while close < end:
        inner = DOC_LINE.match(lines[close])
        inner_text = inner.group(3)
        inner_column = len(inner.group(1)) + 3 + len(inner.group(2))
        # Closed by a fence of the same character, at least as long, with nothing after it.
        if re.match(r"^\s*" + re.escape(marks) + re.escape(marks[0]) + r"*\s*$", inner_text):
            closed = True
            break
        reopened = OPEN_FENCE.match(inner_text)
        if reopened and fence_language(reopened.group(3)) and language == "swift":
            problems.append(
                f"{path}:{close + 1}: a {reopened.group(2)}{reopened.group(3).strip()} fence inside the example that opens "
                f"at line {index + 1} (of `{symbol}`): the fence above is not closed, so DocC shows both as one block"
            )
        # The code's lines lose the fence's indentation, as in Markdown.
        strip = min(indent, len(inner_text) - len(inner_text.lstrip(" ")))
        body.append((inner_text[strip:], inner_column + strip))
        close += 1
    if not closed:
        problems.append(f"{path}:{index + 1}: the fence of an example of `{symbol}` is never closed in its comment")
    if not language:
        problems.append(
            f"{path}:{index + 1}: a fence of `{symbol}` names no language"
            f"{f' ({marks}{info}: options only)' if info else ''}: ```swift for code (compiled by this check), ```text "
            f"for output"
        )
    elif language == "swift":
        example = Example(path, index + 1, symbol, active, availability, directives)
        example.directive_line = {DIRECTIVE.match(lines[i]).group(1).strip(): i + 1 for i in directive_lines}
        used_directives.update(directive_lines)
        example.lines = [t for t, _ in body]
        example.columns = [c for _, c in body]
        examples.append(example)
    return close + 1


# --- the context's names --------------------------------------------------------------------------

CONTEXT_DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|static|nonisolated|override)\s+)*"
    r"(?:var|let)\s+(\w+)\s*:\s*(.+?)\s*(?:\{.*|=.*)?$"
)


def normalized_type(text, aliases):
    """A type as written, without spaces, an implicitly unwrapped `!`, or the context's typealiases."""
    text = re.sub(r"\s+", "", text).rstrip("!")
    return re.sub(r"\b\w+\b", lambda m: aliases.get(m.group(0), m.group(0)), text)


def context_names(root):
    """The names the context declares, with their types: its top-level `var`s and `let`s, and the members of
    the classes an example's `self` is (Doc...): {name: {type, ...}} (one per `#if` branch), and its
    typealiases."""
    names, aliases = {}, {}
    for context in context_files(root):
        with open(os.path.join(root, context), encoding="utf-8") as f:
            text = f.read().split("\n")
        state = {"comment": 0, "string": None}
        depth = 0
        self_class_depth = None
        for line in text:
            code = code_only(line, state)
            alias = re.match(r"^\s*typealias\s+(\w+)\s*=\s*(\w+)\s*$", code)
            if alias and depth == 0:
                aliases[alias.group(1)] = alias.group(2)
            declared = CONTEXT_DECLARATION.match(code)
            if declared and (depth == 0 or depth == self_class_depth):
                names.setdefault(declared.group(1), set()).add(declared.group(2))
            if depth == 0 and re.match(r"^\s*(?:@\w+\s+)*(?:final\s+)?class\s+Doc\w+\b", code):
                self_class_depth = 1
            depth += code.count("{") - code.count("}")
            if depth == 0:
                self_class_depth = None
    return {name: {normalized_type(t, aliases) for t in types} for name, types in names.items()}, aliases


def check_directives(root, examples, problems):
    """A `// doc-example: let name: Type` line may not give a name the context declares another type: the
    reader knows `tabBarController` as a HeadlessTabBarController, and a directive is not shown to them.
    Where an example needs the name to be something else, it declares it itself, or uses another name."""
    names, aliases = context_names(root)
    reported = set()
    for example in examples:
        for directive in example.directives:
            declared = re.match(r"^(?:let|var)\s+(\w+)\s*:\s*(.+)$", directive)
            if not declared or "EXAMPLE" in directive:
                continue
            name, written = declared.group(1), declared.group(2)
            known = names.get(name)
            if known and normalized_type(written, aliases) not in known:
                line = example.directive_line.get(directive, example.fence_line)
                where = f"{example.path}:{line}"
                if where in reported:
                    continue
                reported.add(where)
                problems.append(
                    f"{where}: `// doc-example: {directive}` redeclares `{name}`, which the context "
                    f"({CONTEXT_DIR}) declares as `{' or '.join(sorted(known))}`, as `{written.strip()}` (for the example of "
                    f"`{example.symbol}`): a reader knows `{name}` as the other examples use it, and never sees this "
                    f"line; let the example declare it where the reader sees it, or use another name"
                )


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
    """The context class an example's class inherits from: what `self` is as the example reads, and so
    whether its members are on the main actor (MAIN_ACTOR_BASES) or not, as where the reader writes them."""
    for kind, indices in pieces:
        if kind == "member":
            for i in indices:
                override = re.match(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*override\s+(?:\w+\s+)*func\s+(\w+)", example.lines[i])
                if override and override.group(1) in OVERRIDE_BASES:
                    return OVERRIDE_BASES[override.group(1)]
                if SCENE_DELEGATE_METHOD.match(example.lines[i]):
                    return "DocSceneDelegate"
    if USES_XCTEST.search(code_text(example)):
        return "DocTestCase"
    # `self` in the example's own types is theirs; in its statements and members it is the example's class.
    own = {i for kind, indices in pieces if kind in ("statement", "member", "case") for i in indices}
    state = {"comment": 0, "string": None}
    code = "\n".join(code_only(line, state) for i, line in enumerate(example.lines) if i in own)
    if USES_COORDINATOR_SELF.search(code):
        return "DocCoordinator"
    # Functions, `@Test` functions and plain properties with no type of the reader's around them are
    # written at file scope, or in a test suite: nonisolated. A SwiftUI view's members (`var body`, a
    # property wrapper) are a view's, on the main actor.
    members = [indices for kind, indices in pieces if kind == "member"]
    if members and not any(VIEW_MEMBER.match(example.lines[i]) for indices in members for i in indices):
        return "DocSuite"
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


def wrap(examples, platform, root):
    """The generated file holding `examples`, and the problems of those it cannot hold."""
    out = Generated()
    problems = []
    wrappable = []
    for example in examples:
        try:
            wrap_one(example, Generated(), platform, root)
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
        wrap_one(example, out, platform, root)
    return out, problems


def wrap_one(example, out, platform, root):
    """Adds `example` to `out`, wrapped as its kind of code needs on `platform`."""
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
    isolation = "@MainActor " if base in MAIN_ACTOR_BASES else ""
    out.add(f"{availability + ' ' if availability else ''}{isolation}final class DocExample{example.number}: {base} {{", example)
    cases = [indices for kind, indices in pieces if kind == "case"]
    if cases and not templates:
        raise Failure(
            f"{example.where(cases[0][0])}: the example of `{example.symbol}` starts with a `case` of a switch: give it "
            f"the function and switch it is in, as a template right above its doc comment (// doc-example: override "
            f"func handle(_ route: AppRoute) -> RouteDecision {{ switch route {{ EXAMPLE default: return .decline }} }})"
        )
    statements = [] if templates else [i for kind, indices in pieces if kind == "statement" for i in indices]
    # A directive's `let` is in scope of the statements; its `var` (a property the reader keeps, which the
    # example sets), and every declaration where there are no statements (a template, or members only), are
    # members of the class.
    typed = [re.match(r"^(let|var)\s+(\w+)\s*:\s*(.+)$", d).groups() for d in declarations]
    for keyword, name, declared in typed:
        if keyword == "var" or not statements:
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
        # The statements run where TiltUp is used, on the main actor (a coordinator's method, a `@MainActor`
        # test); the example's declarations around them keep their own isolation. SwiftUI views alone
        # (`List(orders) { ... }.alerts(of: state)`) are a view's body, as the reader writes them.
        awaits = re.search(r"(?<![\w.])await\b", code_text(example))
        if platform != "linux" and view_fragment(example, pieces, root):
            out.add("    @MainActor @ViewBuilder var exampleBody: some View {", example)
            for i in statements:
                out.add(example.lines[i], example, i)
            out.add("    }", example)
        else:
            out.add(f"    @MainActor func example() {'async ' if awaits else ''}throws {{", example)
            for keyword, name, declared in typed:
                if keyword == "let":
                    out.add(f"    let {name}: {declared} = docExampleValue()", example)
            out.add("    do {", example)
            for i in statements:
                out.add(example.lines[i], example, i)
            out.add("    }", example)
            out.add("    }", example)
    out.add("}", example)


# SwiftUI's views an example's body may start with; with the views of TiltUp and of the context (VIEW_TYPES).
SWIFTUI_VIEWS = {
    "List", "Text", "Button", "NavigationLink", "NavigationStack", "NavigationSplitView", "VStack", "HStack",
    "ZStack", "LazyVStack", "LazyHStack", "ForEach", "Image", "Label", "TextField", "Toggle", "Picker", "Form",
    "Section", "ScrollView", "Group", "TabView", "Color", "Spacer", "ProgressView",
}
VIEW_TYPES = {}


def view_types(root):
    """The names of the views an example may make: SwiftUI's, and the structs of TiltUp and of the context
    that conform to `View` (or wrap a UIKit controller for SwiftUI)."""
    if root not in VIEW_TYPES:
        names = set(SWIFTUI_VIEWS)
        files = [os.path.join(root, c) for c in context_files(root)]
        for directory, _, found in os.walk(os.path.join(root, "Sources", "TiltUp")):
            files += [os.path.join(directory, f) for f in found if f.endswith(".swift")]
        for path in files:
            with open(path, encoding="utf-8") as f:
                for match in re.finditer(r"\bstruct\s+(\w+)(<[^>{]*>)?\s*:\s*([^{]*)\{", f.read()):
                    if re.search(r"\b(View|UIViewControllerRepresentable|UIViewRepresentable)\b", match.group(3)):
                        names.add(match.group(1))
        VIEW_TYPES[root] = names
    return VIEW_TYPES[root]


def view_fragment(example, pieces, root):
    """Whether the example's statements are views alone (each makes a view, then goes on with its modifiers:
    `List(orders) { ... }.alerts(of: state)`), as in a SwiftUI `body`; on Apple's platforms only."""
    starts = [example.lines[indices[0]].strip() for kind, indices in pieces if kind == "statement"]
    starts = [start for start in starts if not start.startswith("//")]
    names = view_types(root)
    return bool(starts) and all(
        re.match(r"^(\w+)(<[^>]*>)?\s*[({]", start) and re.match(r"^\w+", start).group(0) in names for start in starts
    )


def strip_main(line):
    return re.sub(r"^(\s*)@main(\s+|$)", r"\1", line)


# --- compiling ------------------------------------------------------------------------------------

DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")


def top_level_statement_lines(example):
    """The indices of the lines that start a statement at the top level of the example's statements (or of
    its fragment, for a template), with the code of each line (comments and strings left out)."""
    if getattr(example, "top_level", None) is None:
        pieces = chunks(example)
        statements = {i for kind, indices in pieces if kind in ("statement", "case") for i in indices}
        if any("EXAMPLE" in d for d in example.directives):
            statements = set(range(len(example.lines)))
        state = {"comment": 0, "string": None}
        depth = 0
        example.top_level, example.code_lines = set(), []
        for index, line in enumerate(example.lines):
            code = code_only(line, state)
            example.code_lines.append(code)
            if depth == 0 and index in statements:
                example.top_level.add(index)
            depth = max(0, depth + depth_change(code))
    return example.top_level


def shows_value(example, index, message):
    """Whether a warning at the example's line `index` is about a value it shows the reader on purpose
    (SHOWN_LET, SHOWN_VALUE)."""
    if index not in top_level_statement_lines(example):
        return False
    line = example.lines[index]
    shown = SHOWN_LET.match(message)
    if shown:
        return bool(re.match(r"^\s*let\s+" + re.escape(shown.group(1)) + r"\b", line))
    if SHOWN_VALUE.match(message):
        # A comment after the code says what the value is (a `//` outside strings, after code).
        code = code_only(line, {"comment": 0, "string": None})
        return bool(code.strip()) and code != code_only(line.replace("//", "@@"), {"comment": 0, "string": None})
    return False


def report(diagnostics, generated, generated_path, context_files):
    """The compiler's errors and warnings, each at the example's line in Sources/; returns the problems."""
    problems = []
    seen = set()
    for path, line, column, severity, message in diagnostics:
        if severity == "note":
            continue
        group = re.search(r"\s*\[#([\w-]+)\]$", message)
        message = message[: group.start()] if group else message
        if os.path.basename(path) == os.path.basename(generated_path):
            origin = generated.origin[line - 1] if 0 < line <= len(generated.origin) else None
            if severity == "warning" and origin and origin[1] is not None and shows_value(origin[0], origin[1], message):
                continue
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
    generated, problems = wrap([e for e in examples if "linux" in e.platforms], "linux", root)
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
    generated, problems = wrap([e for e in examples if platform in e.platforms], platform, root)
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


def own_branches(example):
    """The branches of the example's own `#if` blocks: [(index of the `#if` line, the condition under which
    the branch is compiled, enclosing branches included)]."""
    branches = []
    stack = []  # per open `#if`: [the condition of the current branch, the conditions of the branches before]
    state = {"comment": 0, "string": None}
    for index, line in enumerate(example.lines):
        directive = re.match(r"^\s*#(if|elseif|else|endif)\b(.*)$", code_only(line, state))
        if not directive:
            continue
        kind, condition = directive.group(1), directive.group(2).strip()
        if kind == "if":
            stack.append([f"({condition})", [f"({condition})"]])
        elif kind == "elseif" and stack:
            stack[-1][0] = " && ".join([f"!{c}" for c in stack[-1][1]] + [f"({condition})"])
            stack[-1][1].append(f"({condition})")
        elif kind == "else" and stack:
            stack[-1][0] = " && ".join(f"!{c}" for c in stack[-1][1])
        elif stack:
            stack.pop()
            continue
        branches.append((index, " && ".join(c[0] for c in stack)))
    return branches


def assign_platforms(root, examples, problems):
    """Where each example is checked: Linux for platform-neutral code; else iOS, else macOS (its platform);
    and, for each branch of its own `#if` blocks that none of those compiles, the first platform where the
    branch's condition holds (the `canImport(UIKit)` branch of a platform-neutral example on iOS). A
    platform that cannot compile it here (XCTest or Swift Testing on Apple's SDKs, which lack them) is
    listed as `unchecked`."""
    for example in examples:
        example.platforms, example.unchecked = [], []
        try:
            primary = next(
                (p for p in ("linux", "ios", "macos") if all(evaluate(c, p) for c in example.conditions)), None
            )
            if primary == "linux" and USES_APPLE_FRAMEWORKS.search(unconditional_code(example)):
                primary = "ios" if all(evaluate(c, "ios") for c in example.conditions) else None
        except Failure as failure:
            problems.append(f"{example.where(-1)}: {failure}")
            continue
        example.platform = example.primary = primary
        if primary is None:
            condition = " && ".join(example.conditions)
            problems.append(
                f"{example.where(-1)}: the example of `{example.symbol}` is in code that no checked platform compiles "
                f"(#if {condition}), or uses UIKit, SwiftUI or Combine where iOS does not compile it"
            )
            continue
        wanted = [primary]
        for index, condition in own_branches(example):
            try:
                if any(evaluate(condition, p) for p in wanted):
                    continue
                holds = [p for p in ("linux", "ios", "macos") if evaluate(condition, p)]
            except Failure as failure:
                problems.append(f"{example.where(index)}: {failure}")
                continue
            if not holds:
                problems.append(
                    f"{example.where(index)}: a branch of the example of `{example.symbol}` (#if {condition}) holds on "
                    f"none of the platforms this check compiles (Linux, iOS 26.2, macOS 15), so nothing compiles it"
                )
                continue
            # Where the documented declaration exists too, if it can.
            holds.sort(key=lambda p: not all(evaluate(c, p) for c in example.conditions))
            wanted.append(holds[0])
        uses_tests = None
        for platform in wanted:
            if platform != "linux":
                if uses_tests is None:
                    with open(os.path.join(root, example.path), encoding="utf-8") as f:
                        in_test_file = re.search(r"^\s*(@\w+\s+)*import\s+(XCTest|Testing)\b", f.read(), re.M)
                    uses_tests = bool(in_test_file or USES_TEST_FRAMEWORKS.search(code_text(example)))
                if uses_tests:
                    example.unchecked.append(platform)
                    continue
            example.platforms.append(platform)
        if primary in example.unchecked:
            example.platform = "unchecked"


def run(root, platforms):
    """Finds the examples of `root`'s Sources/ and checks those of `platforms`; returns (examples,
    problems, seconds per platform)."""
    examples, problems = scan(root)
    assign_platforms(root, examples, problems)
    check_directives(root, examples, problems)
    seconds = {}
    with tempfile.TemporaryDirectory(prefix="doc-examples-") as work:
        for platform in platforms:
            if platform != "linux" and not any(platform in e.platforms for e in examples):
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


# The examples the self-test adds, in a file of its own in the copy, each wrong in one way the check must
# report (or, the last, right in a way it must not): (what, `//` lines above the comment, the comment's
# lines, [(index of a line, platform where it is reported or "read" when reading finds it, a regular
# expression its report matches)]); an index -1 - n is the n-th line above the comment.
PLANTED = [
    ("a ~~~swift fence, compiled", [], ["~~~swift", "router.popMisspelled()", "~~~"], [(1, "linux", "popMisspelled")]),
    ("a ```swift,nocopy fence (a DocC code-listing option), compiled", [],
     ["```swift,nocopy", "router.popMisspelled()", "```"], [(1, "linux", "popMisspelled")]),
    ("a ```Swift, highlight=[1] fence, compiled", [], ["```Swift, highlight=[1]", "router.popMisspelled()", "```"],
     [(1, "linux", "popMisspelled")]),
    ("a ````swift fence, compiled", [], ["````swift", "router.popMisspelled()", "````"], [(1, "linux", "popMisspelled")]),
    ("an indented code block in a list item", [], ["- Note: call it so:", "", "      router.popMisspelled()"],
     [(2, "read", "indented code block")]),
    ("a fence of code-listing options alone", [], ["```nocopy", "router.pop()", "```"], [(0, "read", "names no language")]),
    ("the branches of an example's own #if: each compiled where its condition holds", [],
     ["```swift", "router.pop()", "#if canImport(UIKit)", "router.popMisspelledOnIOS()", "#else",
      "router.popMisspelledElsewhere()", "#endif", "```"],
     [(3, "ios", "popMisspelledOnIOS"), (5, "linux", "popMisspelledElsewhere")]),
    ("a branch of an example's own #if that no platform compiles", [],
     ["```swift", "router.pop()", "#if os(Windows)", "router.popMisspelled()", "#endif", "```"],
     [(2, "read", "holds on none")]),
    ("a directive that gives a context name another type", ["// doc-example: let tabBarController: HeadlessNavigationController"],
     ["```swift", "tabBarController.simulateSizeClassChange(to: .compact)", "```"],
     [(-1, "read", "redeclares `tabBarController`.*HeadlessTabBarController.*HeadlessNavigationController")]),
    ("a var never mutated", [], ["```swift", "var count = router.popToRoot().count", "print(count)", "```"],
     [(1, "linux", "warning.*never mutated")]),
    ("a result unused, and no comment says what it is", [], ["```swift", "SheetDetent.medium.height(in: .reference)", "```"],
     [(1, "linux", "warning.*is unused")]),
    ("a value unused inside a closure", [],
     ["```swift", "let observation = router.observe { _ in", "    let kind = 1", "}", "observation.dispose()", "```"],
     [(2, "linux", "warning.*'kind' was never used")]),
    ("a @Test function that calls main-actor API without @MainActor", [],
     ["```swift", "@Test func popsToRoot() {", "    TestAppCoordinator().router.popToRoot()", "}", "```"],
     [(2, "linux", "main actor")]),
    ("an XCTest method that calls main-actor API without @MainActor", [],
     ["```swift", "func testPopsToRoot() {", "    router.popToRoot()", "    XCTAssertTrue(router.viewControllers.isEmpty)", "}", "```"],
     [(2, "linux", "main actor")]),
    ("a function that calls main-actor API without @MainActor", [],
     ["```swift", "func closeOrders() {", "    router.popToRoot()", "}", "```"], [(2, "linux", "main actor")]),
]
# Right, and must pass: values an example shows the reader on purpose.
PLANTED_RIGHT = [
    ("values shown on purpose (a `let`, a value with a comment)", [],
     ["```swift", "let detents = router.presentedSheetDetents", "router.presentedSheetDetent  // .large", "```"]),
]
PLANTED_FILE = "Sources/TiltUp/DocExamplesSelfTest.swift"


def planted_file():
    """The text of PLANTED_FILE, and [(what, line, platform, pattern)] for each report it must cause, and
    [(what, first line, last line)] for the examples that must cause none."""
    lines = ["// Planted in a copy by scripts/check-doc-examples.py --self-test.", "extension Router {"]
    expected, clean = [], []
    for number, (what, above, comment, reports) in enumerate(PLANTED + [p[:3] + ([],) for p in PLANTED_RIGHT]):
        lines.append("")
        first_above = len(lines) + 1
        lines += [f"    {line}" for line in above]
        first = len(lines) + 1
        lines += [f"    /// Planted: {what}.", "    ///"] + [f"    /// {line}".rstrip() for line in comment]
        lines.append(f"    public func docExampleSelfTest{number}() {{}}")
        start = first + 2
        for index, platform, pattern in reports:
            line = first_above + len(above) + index if index < 0 else start + index
            expected.append((what, line, platform, pattern))
        if number >= len(PLANTED):
            clean.append((what, start, start + len(comment) - 1))
    lines.append("}")
    return "\n".join(lines) + "\n", expected, clean


def self_test(examples, platforms):
    """Plants a wrong name in every example of `platforms` at once, in a copy of Sources/, and requires the
    check to report each in its example; adds PLANTED (each hole the check once had) and requires each
    report, and none for PLANTED_RIGHT; then plants fences a reader would see wrongly, and a directive cut
    off from its comment."""
    mine = [e for e in examples if set(e.platforms) & set(platforms)]
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
        text, expected, clean = planted_file()
        with open(os.path.join(copy, PLANTED_FILE), "w", encoding="utf-8") as f:
            f.write(text)
        planted_examples, found, _ = run(copy, platforms)
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

        # The holes the check once had: each report where it belongs.
        checked = [e for e in expected if e[2] == "read" or e[2] in platforms]
        missing = [
            (what, line, pattern)
            for what, line, _, pattern in checked
            if not any(p.startswith(f"{PLANTED_FILE}:{line}:") and re.search(pattern, p) for p in found)
        ]
        clean = clean if "linux" in platforms else []
        wrongly = [
            (what, p)
            for what, start, end in clean
            for p in found
            if re.match(rf"^{re.escape(PLANTED_FILE)}:(\d+):", p) and start <= int(re.match(r"^.*?:(\d+):", p).group(1)) <= end
        ]
        # Where the #if's other branch compiles, the check must say so, whichever platform runs.
        branches = next(e for e in planted_examples if e.path == PLANTED_FILE and "router.popMisspelledOnIOS()" in e.lines)
        if missing or wrongly or branches.platforms != ["linux", "ios"]:
            print("\n".join(p for p in found if p.startswith(PLANTED_FILE)))
            for what, line, pattern in missing:
                print(f"not reported: {what} at {PLANTED_FILE}:{line} (a report matching {pattern!r})")
            for what, problem in wrongly:
                print(f"reported, though right: {what}: {problem.splitlines()[0]}")
            if branches.platforms != ["linux", "ios"]:
                print(f"an example with a canImport(UIKit) branch is compiled on {branches.platforms}, not Linux and iOS")
            fail("self-test: the planted examples above were not reported as they must be (its report is above)")
        for what, line, platform, pattern in checked:
            problem = next(p for p in found if p.startswith(f"{PLANTED_FILE}:{line}:") and re.search(pattern, p))
            print(f"  {what} ({'found reading' if platform == 'read' else platform}): {problem.splitlines()[0][len(PLANTED_FILE) + 1 :]}")
        for what, _, _ in clean:
            print(f"  {what}: not reported")

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
        edit(copy, indented.path, closing + 2, None, "        router.pop()", insert=True)
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
        fences = [
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
        check_directives(ROOT, examples, problems)
        for e in examples:
            primary = getattr(e, "primary", None)
            also = [p for p in e.platforms if p != primary] + [f"{p} unchecked" for p in e.unchecked if p != primary]
            print(f"{e.where(-1)}\t{e.platform}{' (+' + ', '.join(also) + ')' if also else ''}\t{e.symbol}")
        print("\n".join(problems))
        return
    platforms = ["ios", "macos"] if arguments.apple else ["linux"]
    examples, problems, seconds = run(ROOT, platforms)
    if arguments.keep:
        os.makedirs(arguments.keep, exist_ok=True)
        for platform in ("linux", "ios", "macos"):
            generated, _ = wrap([e for e in examples if platform in e.platforms], platform, ROOT)
            with open(os.path.join(arguments.keep, f"{platform}-{GENERATED}"), "w", encoding="utf-8") as f:
                f.write("\n".join(generated.lines) + "\n")
    count = {p: [e for e in examples if e.platform == p] for p in ("linux", "ios", "macos", "unchecked")}
    compiled = {p: [e for e in examples if p in e.platforms] for p in ("linux", "ios", "macos")}
    for problem in problems:
        print(problem)
    print(
        f"{len(examples)} examples in the /// comments of Sources/: {len(count['linux'])} platform-neutral, "
        f"{len(count['ios'])} iOS and {len(count['macos'])} macOS (UIKit, SwiftUI, Combine). Compiled on Linux (here "
        f"and in CI): {len(compiled['linux'])}; on iOS and macOS, by --apple against the SDKs: {len(compiled['ios'])} and "
        f"{len(compiled['macos'])} (an example is compiled again where a branch of its own #if holds)"
    )
    for example in examples:
        if example.unchecked:
            print(
                f"  not compiled on {' or '.join(example.unchecked)} here: {example.where(-1)} `{example.symbol}` "
                f"(Apple code that needs XCTest or Swift Testing, which Apple's SDKs here lack)"
            )
    if problems:
        fail(f"{len(problems)} problem(s) with the examples (above)")
    took = ", ".join(f"{p} {len(compiled[p])} in {t:.1f} s" for p, t in seconds.items())
    print(f"every example checked compiles ({took})")
    if arguments.self_test:
        self_test(examples, platforms)


if __name__ == "__main__":
    main()

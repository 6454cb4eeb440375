#!/usr/bin/env python3
"""TiltUp's and TiltUpTest's public API against its baseline, as Linux, iOS and macOS clients see it: a change
that breaks a caller fails until `api/breakage-allowlist.txt` acknowledges exactly that change, under a quote of
the CHANGELOG bullet that explains it; once the baseline is a release's, a break also needs a new major version.

The baseline (`api/`, written by `--update` at a release) holds, for each platform, what
`swift-api-digester -dump-sdk` reads in the modules (`api/<Module>.json` for Linux, `api/ios/` and `api/macos/`
for the modules `../shared/tools/apple-typecheck` builds against the iPhoneOS and MacOSX SDKs, with the UIKit,
SwiftUI and AppKit front ends), what the digester does not record (`<Module>.extra.json`: the raw values of
public enums with a raw type, read at the places the compiler's parser gives each case; the global-actor
isolation of each public declaration, inferred isolation included; and `declarations`, each public
declaration's whole form as `swift-symbolgraph-extract` prints it, normalized), and `api/baseline.json`: the
version it is the API of (the `VERSION` file's, when `--update` wrote it) and the SDK and target of each Apple
platform.

The check lists, one line each, what changed against the baseline:
  - the digester's own lines (`swift-api-digester -diagnose-sdk`): a declaration removed, renamed or retyped, a
    default argument removed, a new case of a public enum, a new requirement without a default, a changed
    conformance, inheritance or generic signature (the `SendableMetatype` of a concrete type is left out: every
    concrete type has it, and a module records it only where a function body happened to use it);
  - its own, worded the same way: `EnumElement E.c has raw value change from "a" to "b"`;
    `Func T.f() has isolation change from nonisolated to @MainActor` (a member is not listed again when it
    changed with its type); `Func P.f() has been added as a protocol requirement whose default implementation is
    constrained (...)` (a default only some conformers get, which the digester counts as a default);
  - `Func T.f(a:b:) is now declared (...)`: the whole new form (labels, types, which parameters have defaults,
    isolation) of each declaration that replaces one the digester reports as removed, renamed or retyped. A
    signature grown with a defaulted parameter keeps the digester's line when that default goes later; this line
    changes, so the later break is reported on its own;
  - `Func T.f(a:) has declaration change from `...` to `...``: any change of a declaration's whole form, as the
    compiler prints it for callers (its symbol graph's declaration: attributes such as `@discardableResult`,
    `@MainActor` or `@preconcurrency`, `async`, `throws`, labels, types with their `@Sendable` and `@escaping`,
    default argument values, generic constraints, `{ get set }`, an enum case's associated values and their
    labels), with its availability (`@available(iOS, introduced: 17)`, deprecation, renaming), `@_spi` and
    `open`; the names parameters have inside the body and availability messages are left out. Each declaration
    is named by kind and path, an enum case without its labels, so a relabelled case is a change of it;
  - `Func T.f(a:b:) has been added as an overload that calls of Func T.f(a:) also match`: a new overload that a
    call of one still there, with its labels and argument types, can reach (ambiguous, or left to the compiler's
    ranking; best effort: the types are compared as printed, so a literal, `nil` or a closure that converts to
    two overloads of different types is not seen, nor a protocol extension's new member meeting a conformer's);
  - `Struct Duration has been added, named as a type of a module clients import beside TiltUp`: a new top-level
    type that takes a name of Swift, Foundation or the platform's UI frameworks from a client's code.
What the API cannot show is not here: values, such as the formats saved data is written in (Tests/TiltUpTests:
SavedNavigationFormatTests and SavedJournalFormatTests pin them against checked-in saves), and behaviour.

A line passes when `api/breakage-allowlist.txt` holds it, exactly, in a group that quotes the beginning of a
bullet under `### Breaking` of the CHANGELOG's Unreleased section (or of the section of the version in
`VERSION`) that names, in its code spans, the declaration the line is about: its name (`init` or `T(...)` for
an initializer) and its type's name where it has a type (`Func Router.pop(animated:) ...` needs `pop` and
`Router`; `Class Router ...` needs `Router`), or, for a digester line that a type was replaced (generic
signature, parameter, return or declared type), the type its old form used and its new form does not; the
check's own `is now declared`/`has declaration change` line of a declaration is tied where another line of that
declaration in the group is. A bullet that merely names a member acknowledges nothing, and a line under a bullet
that does not explain it so fails. The allowlist fails when a quote matches no
bullet, or two, and (when every platform was compared) when it holds a line that nothing produces. A break
against a released baseline (a version without a pre-release part) also needs `VERSION`'s major number above
the baseline's. CONTRIBUTING.md ("The public API holds still") gives the allowlist's format.

    python3 scripts/check-api.py                 # after `swift build`; iOS and macOS where their SDK is extracted
    python3 scripts/check-api.py --modules ios=DIR --modules macos=DIR   # Apple modules built already by
                                                 # APPLE_TYPECHECK_MODULES_OUT=DIR ../shared/tools/apple-typecheck
    python3 scripts/check-api.py --linux-only    # only the Linux modules
    python3 scripts/check-api.py --no-apple-build ...   # an Apple platform only with the --modules given
    python3 scripts/check-api.py --require-apple # fail unless iOS and macOS are compared too (a release's CI run)
    python3 scripts/check-api.py --update        # at a release: the baseline becomes this API, the allowlist empty
    python3 scripts/check-api.py --self-test     # first plants each kind of break in a copy (see self_test); -v
                                                 # prints each planted break's lines

Linux modules are those of the last `swift build` (`.build/debug/Modules`). An Apple platform whose modules are
not given is built by `../shared/tools/apple-typecheck` when the baseline's SDK is extracted (about 30 s each),
and skipped, saying so, where it is not (a fresh clone without `../shared`). `.ci/run` passes the modules its
type-checks build and `--require-apple` where both SDKs are extracted (the CI machine); scripts/release.py runs
it with `--require-apple` anywhere before a release, and `--update` over a released baseline compares every
platform with it before writing anything. A pre-release baseline written before the
declarations were recorded is compared without them, saying so; a release's must have them.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict, namedtuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["TiltUp", "TiltUpTest"]
API = os.path.join(ROOT, "api")
ALLOWLIST = os.path.join(API, "breakage-allowlist.txt")
BASELINE_INFO = os.path.join(API, "baseline.json")
CHANGELOG = os.path.join(ROOT, "CHANGELOG.md")
VERSION_FILE = os.path.join(ROOT, "VERSION")
APPLE_TYPECHECK = os.environ.get("APPLE_TYPECHECK_TOOL") or os.path.join(ROOT, "..", "shared", "tools", "apple-typecheck")
# What `--update` dumps each Apple platform against: the newest SDK of each here (Xcode 26's iOS SDK; macOS 15.5),
# at the deployment targets Package.swift declares. The check builds the modules the way baseline.json records.
APPLE = {
    "ios": {"sdk": "iPhoneOS26.2.sdk", "deployment": "15.0"},
    "macos": {"sdk": "MacOSX15.5.sdk", "deployment": "13.0"},
}
CALLABLE = {"Func", "Constructor", "Subscript"}
# Conformance to SendableMetatype is implied for every concrete type; a module lists it only where some function
# body needed it, so it comes and goes with bodies (HeadlessNavigationController's, on iOS) and says nothing.
NOISE = re.compile(r"^(Class|Struct|Enum) \S+ has (added|removed) conformance to SendableMetatype$")
SUBJECT = re.compile(r"^(Func|Constructor|Subscript) ((?:[^ (]+\.)?)([^ .(]+)\(([^)]*)\) ")
RENAMED = re.compile(r" has been renamed to (?:Func|Constructor|Subscript) ([^ ]+\))")
SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$")
INTEGER_TYPES = {"Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"}
FLOAT_TYPES = {"Float", "Double", "CGFloat", "Float16", "Float80"}
ALLOWLIST_HEADER = """\
# Breaks of the public API against api/ that CHANGELOG.md explains (CONTRIBUTING.md: "The public API holds
# still"). One change per line, exactly as scripts/check-api.py prints it: the digester's own words, or the
# check's for raw values, isolation, constrained defaults and the new form of a replaced declaration. Each
# group starts with `> ` and the beginning of the bullet, under ### Breaking of the CHANGELOG's Unreleased
# section, that explains the lines below it. `--update` (at a release) empties this file.
"""


def fail(message):
    print(f"check-api: {message}", file=sys.stderr)
    sys.exit(1)


def run(command, cwd=None, env=None):
    result = subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=env)
    if result.returncode != 0:
        fail(f"`{' '.join(command)}` failed:\n{result.stdout}{result.stderr}")
    return result.stdout + result.stderr


def read(path, default=None):
    if not os.path.exists(path):
        if default is not None:
            return default
        fail(f"{os.path.relpath(path, ROOT)} is missing")
    with open(path) as file:
        return file.read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


# --- where the modules are ------------------------------------------------------------------------------------

class Surface:
    """A platform's view of the modules: the folder they are in, the flags that read them, its baseline folder."""

    def __init__(self, name, modules, flags=(), baseline=API, module_names=MODULES, sources=None):
        self.name, self.modules, self.flags, self.baseline = name, modules, list(flags), baseline
        self.module_names = module_names
        self.sources = sources or [os.path.join(ROOT, "Sources", module) for module in module_names]

    def flag(self, name):
        return self.flags[self.flags.index(name) + 1] if name in self.flags else None


_host_target = None


def host_target():
    global _host_target
    if _host_target is None:
        info = json.loads(run(["swiftc", "-print-target-info"]))
        _host_target = info["target"]["triple"]
    return _host_target


def linux_surface():
    path = os.path.join(ROOT, ".build", "debug", "Modules")
    built = [os.path.join(path, f"{module}.swiftmodule") for module in MODULES]
    if not all(os.path.exists(module) for module in built):
        fail(f"no built modules in {os.path.relpath(path, ROOT)}: run `swift build` first")
    oldest = min(os.path.getmtime(module) for module in built)
    newer = [os.path.join(folder, name) for module in MODULES for folder, _, names in os.walk(os.path.join(ROOT, "Sources", module))
             for name in names if name.endswith(".swift") and os.path.getmtime(os.path.join(folder, name)) > oldest]
    if newer:
        print(f"check-api: note: {os.path.relpath(newer[0], ROOT)} (and {len(newer) - 1} more) changed after the last "
              "`swift build`: the check reads the built modules")
    return Surface("linux", path)


def apple_work(platform):
    work = os.environ.get("APPLE_TYPECHECK_WORK") or (os.environ.get("IOS_TYPECHECK_WORK") if platform == "ios" else None)
    return work or os.path.join(os.environ.get("TMPDIR", "/tmp"), "apple-typecheck")


def modules_flags(folder):
    path = os.path.join(folder, "flags.txt")
    if not all(os.path.exists(os.path.join(folder, f"{module}.swiftmodule")) for module in MODULES) or not os.path.exists(path):
        fail(f"{folder} holds no TiltUp and TiltUpTest modules with their flags.txt: build them with "
             "APPLE_TYPECHECK_MODULES_OUT=DIR ../shared/tools/apple-typecheck")
    return read(path).split()


def build_apple(platform, config, output):
    """The platform's modules, built by apple-typecheck against the SDK and deployment target `config` names."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("APPLE_TYPECHECK_OPTIMIZE", "APPLE_TYPECHECK_LIBRARY_EVOLUTION", "APP_DIR", "APPLE_TYPECHECK_ARCH")}
    env.update(APPLE_TYPECHECK_PLATFORM=platform, APPLE_TYPECHECK_SDK=config["sdk"],
               APPLE_TYPECHECK_DEPLOYMENT=config["deployment"], APPLE_TYPECHECK_MODULES_OUT=output)
    print(f"API ({platform}): building TiltUp and TiltUpTest against {config['sdk']} with apple-typecheck ...", flush=True)
    result = subprocess.run(["bash", APPLE_TYPECHECK], cwd=ROOT, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        tail = "\n".join((result.stdout + result.stderr).splitlines()[-15:])
        fail(f"apple-typecheck ({platform}, {config['sdk']}) failed, so its modules cannot be read:\n{tail}")


def apple_surfaces(arguments, info, work):
    """The Apple platforms to compare (or, with `info` None, to dump for --update), each with its modules."""
    surfaces, skipped = [], []
    for platform, default in APPLE.items():
        config = default if info is None else info["surfaces"].get(platform)
        if config is None:
            continue
        given = arguments.modules.get(platform)
        if arguments.linux_only:
            skipped.append(f"{platform} (--linux-only)")
            continue
        elif given:
            folder = given
        elif arguments.no_apple_build:
            skipped.append(f"{platform} (--no-apple-build, and no --modules {platform}=DIR)")
            continue
        elif not os.path.isfile(APPLE_TYPECHECK):
            skipped.append(f"{platform} (no {os.path.relpath(APPLE_TYPECHECK, ROOT)})")
            continue
        elif not os.path.isdir(os.path.join(apple_work(platform), "sdk", config["sdk"])):
            skipped.append(f"{platform} ({config['sdk']} is not extracted on this machine: "
                           f"APPLE_TYPECHECK_PLATFORM={platform} APPLE_TYPECHECK_SDK={config['sdk']} "
                           "../shared/tools/apple-typecheck MIRROR extracts it)")
            continue
        else:
            folder = os.path.join(work, f"modules-{platform}")
            build_apple(platform, config, folder)
        flags = modules_flags(folder)
        surface = Surface(platform, folder, flags, baseline=os.path.join(API, platform))
        sdk, target = os.path.basename(surface.flag("-sdk") or ""), surface.flag("-target")
        expected = config["target"] if info is not None else None
        if sdk != config["sdk"] or (target != expected if expected else not (target or "").endswith(config["deployment"])):
            fail(f"the {platform} modules in {folder} were built for {target} against {sdk}; the baseline is "
                 f"{expected or config['deployment']} against {config['sdk']}: build them with "
                 f"APPLE_TYPECHECK_SDK={config['sdk']} APPLE_TYPECHECK_DEPLOYMENT={config['deployment']}")
        surface.config = {"sdk": sdk, "deployment": config["deployment"], "target": target}
        surfaces.append(surface)
    return surfaces, skipped


# --- what the compiler says -----------------------------------------------------------------------------------

def dump(surface, module, output):
    run(["swift-api-digester", "-dump-sdk", "-module", module, "-I", surface.modules, *surface.flags, "-o", output,
         "-abort-on-module-fail", "-avoid-location", "-avoid-tool-args"])


def diagnose(surface, module, baseline):
    """The digester's lines for `module` against the dump `baseline`, as it words them."""
    output = run(["swift-api-digester", "-diagnose-sdk", "-module", module, "-I", surface.modules, *surface.flags,
                  "-baseline-path", baseline, "-abort-on-module-fail"])
    lines = []
    for line in output.splitlines():
        line = line.strip()
        if line and not line.startswith("/*") and not NOISE.match(line) and line not in lines:
            lines.append(line)
    return lines


Decl = namedtuple("Decl", "kind qualified node parent")


class Index:
    """A dump's declarations: by USR, and the functions, initializers and subscripts by (parent, base name)."""

    def __init__(self, tree):
        self.decls, self.callables, self.protocols = {}, defaultdict(list), []
        self._walk(tree["ABIRoot"], [], None)

    def _walk(self, node, parents, parent_usr):
        for child in node.get("children", []):
            kind = child.get("declKind")
            if not kind or kind == "Import":
                continue
            qualified = ".".join(parents + [child["printedName"]])
            if "usr" in child:
                self.decls[child["usr"]] = Decl(kind, qualified, child, parent_usr)
            if kind in CALLABLE:
                self.callables[(".".join(parents), child["name"])].append(child)
            if kind == "Protocol":
                self.protocols.append((qualified, child))
            if child.get("kind") == "TypeDecl":
                self._walk(child, parents + [child["printedName"]], child.get("usr"))

    def raw_enums(self):
        """(qualified name, raw type, case names) of each enum whose raw values the compiler synthesizes."""
        for decl in self.decls.values():
            node = decl.node
            if decl.kind == "Enum" and node.get("enumRawTypeName") and not node.get("isExternal"):
                cases = [child["printedName"] for child in node.get("children", []) if child.get("declKind") == "EnumElement"]
                yield decl.qualified, node["enumRawTypeName"], cases


def symbol_graph(surface, module):
    """The public symbols of `module` as `swift-symbolgraph-extract` prints them (SPI included, synthesized left out)."""
    with tempfile.TemporaryDirectory() as output:
        flags = surface.flags if "-target" in surface.flags else ["-target", host_target(), *surface.flags]
        run(["swift-symbolgraph-extract", "-module-name", module, "-I", surface.modules, *flags, "-output-dir", output,
             "-minimum-access-level", "public", "-skip-synthesized-members", "-include-spi-symbols"])
        symbols = []
        for name in sorted(os.listdir(output)):
            with open(os.path.join(output, name)) as file:
                symbols += json.load(file).get("symbols", [])
    return symbols


def isolation(symbols):
    """USR -> global actor (`@MainActor`) of each public declaration isolated to one, inferred isolation included."""
    actors = {"s:ScM"} | {symbol["identifier"]["precise"] for symbol in symbols
                          if any("globalActor" in fragment["spelling"] for fragment in symbol.get("declarationFragments", [])
                                 if fragment["kind"] == "attribute")}
    found = {}
    for symbol in symbols:
        isolated = []
        for fragment in symbol.get("declarationFragments", []):
            if fragment["kind"] == "keyword":
                break  # the attributes of the declaration itself come before its keyword; a parameter's are after
            if fragment["kind"] == "attribute" and fragment.get("preciseIdentifier") in actors:
                isolated.append("@" + fragment["spelling"])
        if isolated:
            found[symbol["identifier"]["precise"]] = " ".join(isolated)
    return dict(sorted(found.items()))


# The digester's word for each kind of symbol, so that a declaration is named as the digester's lines name it.
KIND_WORDS = {
    "swift.func": "Func", "swift.method": "Func", "swift.type.method": "Func", "swift.func.op": "Func",
    "swift.init": "Constructor", "swift.subscript": "Subscript", "swift.type.subscript": "Subscript",
    "swift.property": "Var", "swift.type.property": "Var", "swift.var": "Var", "swift.enum.case": "EnumElement",
    "swift.struct": "Struct", "swift.class": "Class", "swift.actor": "Class", "swift.enum": "Enum",
    "swift.protocol": "Protocol", "swift.typealias": "TypeAlias", "swift.associatedtype": "AssociatedType",
    "swift.macro": "Macro",
}


def declaration_key(symbol):
    """`Func Router.pop(animated:)`: the kind and the path a declaration keeps while its form changes. An enum case
    is named without its associated values' labels (`EnumElement NavigationCause.tabTap`), as the digester names it,
    so that a relabelled case is a change of its declaration rather than a case gone and a case added."""
    kind = symbol["kind"]["identifier"]
    path = list(symbol["pathComponents"])
    if kind == "swift.enum.case":
        path[-1] = path[-1].split("(")[0]
    return f"{KIND_WORDS.get(kind, kind)} {'.'.join(path)}"


def availability(entries):
    """A symbol's availability, as `@available(...)` attributes: what a client of each platform may call it on."""
    def version(value):
        return ".".join(str(value[part]) for part in ("major", "minor", "patch") if part in value)

    attributes = []
    for entry in sorted(entries, key=lambda entry: json.dumps(entry, sort_keys=True)):
        parts = [entry.get("domain", "*")]
        parts += [f"{key}: {version(entry[key])}" for key in ("introduced", "deprecated", "obsoleted") if key in entry]
        parts += [word for key, word in (("isUnconditionallyUnavailable", "unavailable"),
                                         ("isUnconditionallyDeprecated", "deprecated")) if entry.get(key)]
        if entry.get("renamed"):
            parts.append(f"renamed: \"{entry['renamed']}\"")
        attributes.append(f"@available({', '.join(parts)})")
    return attributes


def declaration_text(symbol):
    """A declaration as a caller sees it, in one normalized line: its availability, SPI and access (when `open`),
    then the compiler's own declaration (attributes, effects, labels, types, default values, generic constraints),
    without the names parameters have inside the body (`retaining coordinator:` is `retaining:`), which no caller
    writes. The availability's message is left out: it changes nothing a client compiles."""
    words = availability(symbol.get("availability", []))
    if symbol.get("spi"):
        words.append("@_spi")
    if symbol.get("accessLevel") not in (None, "public"):
        words.append(symbol["accessLevel"])
    parts = []
    fragments = symbol.get("declarationFragments", [])
    for position, fragment in enumerate(fragments):
        if fragment["kind"] == "internalParam":
            if position >= 2 and fragments[position - 2]["kind"] == "externalParam" and parts[-1] == " ":
                parts.pop()  # `label name` is `label`
            else:
                parts.append("_")  # a subscript's parameter: it has no label
            continue
        parts.append(fragment["spelling"])
    return " ".join(" ".join(words + ["".join(parts)]).split())


def declarations(symbols):
    """`Kind Path` -> the normalized declarations of that name (several where overloads share it), sorted."""
    found = defaultdict(set)
    for symbol in symbols:
        found[declaration_key(symbol)].add(declaration_text(symbol))
    return {key: sorted(texts) for key, texts in sorted(found.items())}


# --- raw values -----------------------------------------------------------------------------------------------

PARSED = re.compile(r'^( *)\((enum_decl|enum_element_decl) .*?range=\[(.+?):(\d+):(\d+) - line:(\d+):(\d+)\] "([^"]+)"')
LITERAL = re.compile(r'#*"(?:[^"\\]|\\.)*"#*|0[xX][0-9a-fA-F_]+(?:\.[0-9a-fA-F_]+)?(?:[pP][+-]?[0-9_]+)?|0[oO][0-7_]+|'
                     r'0[bB][01_]+|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?')
ESCAPES = {"0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", '"': '"', "'": "'"}


def parsed_enums(files, texts):
    """Each enum the compiler's parser finds in `files`: its name and its own cases, with their source ranges.

    The parser's dump leaves out what `#if` holds, so it reads copies whose `#if`, `#elseif`, `#else` and `#endif`
    lines are blank: every branch counts (on the same lines and columns), and an enum two branches declare with
    other raw values is ambiguous rather than silently one of them.
    """
    if not files:
        return []
    with tempfile.TemporaryDirectory() as folder:
        copies = {}
        for number, path in enumerate(files):
            copy = os.path.join(folder, f"{number}-{os.path.basename(path)}")
            write(copy, re.sub(r"^[ \t]*#(if|elseif|else|endif)\b.*$", "", texts[path], flags=re.M))
            copies[copy] = path
        output = run(["swiftc", "-dump-parse", "-parse-as-library", *copies])
    enums, open_enums = [], []
    for line in output.splitlines():
        match = PARSED.match(line)
        if not match:
            continue
        indent, kind, path = len(match.group(1)), match.group(2), copies.get(match.group(3), match.group(3))
        start, end = (int(match.group(4)), int(match.group(5))), (int(match.group(6)), int(match.group(7)))
        if kind == "enum_decl":
            while open_enums and open_enums[-1][0] >= indent:
                open_enums.pop()
            enum = (indent, match.group(8), [])
            open_enums.append(enum)
            enums.append(enum)
        else:
            owner = next((enum for enum in reversed(open_enums) if enum[0] + 2 == indent), None)
            if owner is not None:
                owner[2].append((match.group(8), path, start, end))
    return [(name, cases) for _, name, cases in enums]


def swift_string(literal):
    hashes = len(literal) - len(literal.lstrip("#"))
    body = literal[hashes + 1:len(literal) - hashes - 1]
    if hashes:
        return body
    return re.sub(r'\\u\{([0-9a-fA-F]+)\}|\\(.)', lambda m: chr(int(m.group(1), 16)) if m.group(1) else ESCAPES.get(m.group(2), m.group(2)), body)


def case_values(qualified, raw_type, cases, lines_of):
    """Each case's raw value, as written after its `=` or as Swift gives it (the name; the previous number + 1)."""
    values, previous = {}, None
    for name, path, start, end in cases:
        if start == end:
            if raw_type == "String":
                value = json.dumps(name)
            elif raw_type in INTEGER_TYPES:
                value = str(int(previous) + 1 if previous is not None else 0)
            elif raw_type in FLOAT_TYPES:
                value = repr(float(previous) + 1 if previous is not None else 0.0)
            else:
                fail(f"cannot tell the raw value of {qualified}.{name}: a {raw_type} case needs one written")
        else:
            lines = lines_of(path)
            text = lines[end[0] - 1]
            literal = LITERAL.match(text, end[1] - 1)
            head = "\n".join([lines[start[0] - 1][start[1] - 1:]] + lines[start[0]:end[0] - 1]) if end[0] > start[0] else ""
            head = head + "\n" + text[:end[1] - 1] if head else text[start[1] - 1:end[1] - 1]
            form = re.match(r"^`?" + re.escape(name) + r"`?\s*=\s*(-?)\s*$", head)
            if not literal or not form:
                fail(f"cannot read the raw value of {qualified}.{name} at {path}:{start[0]}")
            token = literal.group(0)
            if token.endswith('"'):
                value = json.dumps(swift_string(token), ensure_ascii=False)
            else:
                digits = form.group(1) + token.replace("_", "")
                if raw_type in FLOAT_TYPES:
                    value = repr(float.fromhex(digits) if "x" in digits.lower() else float(digits))
                else:
                    value = str(int(digits, 0) if re.match(r"-?0[xXoObB]", digits) else int(digits, 10))
        values[name] = value
        previous = value
    return values


def raw_values(index, sources):
    """Enum -> {"rawType", "values": case -> raw value}, for each public enum with a raw type.

    The compiler's dump names the enums, their raw types and their cases; the compiler's parser gives each case's
    source range, whose `= literal` is the raw value (none: Swift's implicit one). An enum found in no file, or
    found twice with other values, fails rather than going unchecked.
    """
    enums = list(index.raw_enums())
    if not enums:
        return {}
    texts = {}
    for source in sources:
        for folder, _, names in os.walk(source):
            for name in sorted(names):
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name), encoding="utf-8") as file:
                        texts[os.path.join(folder, name)] = file.read()
    wanted = {qualified.split(".")[-1] for qualified, _, _ in enums}
    files = sorted(path for path, text in texts.items() if any(re.search(rf"\benum\s+{re.escape(name)}\b", text) for name in wanted))
    parsed = parsed_enums(files, texts)
    split_lines = {}

    def lines_of(path):
        if path not in split_lines:
            split_lines[path] = texts.get(path) or read(path)
            split_lines[path] = split_lines[path].split("\n")
        return split_lines[path]

    found = {}
    for qualified, raw_type, cases in sorted(enums):
        readings = []
        for name, parsed_cases in parsed:
            if name == qualified.split(".")[-1] and sorted(case[0] for case in parsed_cases) == sorted(cases):
                values = case_values(qualified, raw_type, parsed_cases, lines_of)
                if values not in readings:
                    readings.append(values)
        if len(readings) != 1:
            fail(f"cannot read the raw values of {qualified}: {'no' if not readings else 'more than one'} declaration "
                 f"in {', '.join(os.path.relpath(s, ROOT) for s in sources)} has its cases {cases}")
        found[qualified] = {"rawType": raw_type, "values": {case: readings[0][case] for case in cases}}
    return found


def extra(surface, module, index):
    symbols = symbol_graph(surface, module)
    return {"rawValues": raw_values(index, surface.sources), "isolation": isolation(symbols),
            "declarations": declarations(symbols)}


# --- the check's own lines ------------------------------------------------------------------------------------

def signature(node, isolated):
    """A function's, initializer's or subscript's whole form: labels, types, defaults, isolation, result."""
    names = labels(node["printedName"])
    children = node.get("children", [])
    result, parameters = (children[0]["printedName"] if children else "()"), children[1:]
    parts = []
    for position, parameter in enumerate(parameters):
        label = names[position] if position < len(names) else "_"
        ownership = parameter.get("paramValueOwnership")
        parts.append(f"{label}: {ownership.lower() + ' ' if ownership else ''}{parameter['printedName']}"
                     f"{' = default' if parameter.get('hasDefaultArg') else ''}")
    text = f"({', '.join(parts)}){' throws' if node.get('throwing') else ''} -> {result}"
    if node.get("genericSig"):
        text += f" {node['genericSig']}"
    prefix = " ".join(word for word in [isolated, "static" if node.get("static") else ""] if word)
    return f"{prefix} {text}" if prefix else text


def labels(printed_name):
    return printed_name[printed_name.index("(") + 1:-1].split(":")[:-1] if "(" in printed_name else []


def takes(labels_of_new, labels_of_old):
    """Whether a declaration with `labels_of_new` has every one of `labels_of_old`, in order (and maybe more)."""
    remaining = iter(labels_of_new)
    return all(any(label == candidate for candidate in remaining) for label in labels_of_old)


def new_forms(digester_lines, base, current, current_isolation):
    """`X.f(...) is now (...)` for each declaration that takes the place of one a digester line reports as changed:
    the one it names as the new name; else the one with the same labels, retyped; else, when none has them, each
    new one with the same base name whose labels hold the old ones, in order (the old calls reach it while its
    other parameters have defaults)."""
    lines = []
    for line in digester_lines:
        subject = SUBJECT.match(line)
        if not subject or line.endswith(" has been added as a protocol requirement"):
            continue
        parent, base_name, old_labels = subject.group(2).rstrip("."), subject.group(3), subject.group(4).split(":")[:-1]
        renamed = RENAMED.search(line)
        if renamed:
            new_name = renamed.group(1).split(".")[-1]
            nodes = [node for node in current.callables.get((parent, new_name.split("(")[0]), [])
                     if node["printedName"] == new_name]
        else:
            overloads = current.callables.get((parent, base_name), [])
            old_name = f"{base_name}({''.join(label + ':' for label in old_labels)})"
            nodes = [node for node in overloads if node["printedName"] == old_name]
            if not nodes:
                nodes = [node for node in overloads if takes(labels(node["printedName"]), old_labels)]
        for node in nodes:
            if node.get("usr") in base.decls:
                continue  # the same declaration as in the baseline: the digester compares it itself
            qualified = f"{parent}.{node['printedName']}" if parent else node["printedName"]
            form = f"{node['declKind']} {qualified} is now declared {signature(node, current_isolation.get(node.get('usr'), ''))}"
            if form not in lines:
                lines.append(form)
    return lines


def raw_value_changes(base_values, current_values):
    lines = []
    for enum, base_enum in sorted(base_values.items()):
        current_enum = current_values.get(enum)
        if current_enum is None:
            continue  # gone, or without a raw type: the digester reports that
        for case, old in base_enum["values"].items():
            new = current_enum["values"].get(case)
            if new is not None and new != old:
                lines.append(f"EnumElement {enum}.{case} has raw value change from {old} to {new}")
    return lines


def isolation_changes(base, current, base_isolation, current_isolation):
    changed = {}
    for usr in base.decls.keys() & current.decls.keys():
        old, new = base_isolation.get(usr, ""), current_isolation.get(usr, "")
        if old != new:
            changed[usr] = (old, new)
    lines = []
    for usr, (old, new) in changed.items():
        decl = current.decls[usr]
        if changed.get(decl.parent) == (old, new):
            continue  # changed with its type, whose line says so
        lines.append(f"{decl.kind} {decl.qualified} has isolation change from {old or 'nonisolated'} to {new or 'nonisolated'}")
    return sorted(lines)


def constrained_defaults(base, current):
    """New requirements whose only defaults are in constrained extensions: a conformer outside them has none."""
    lines = []
    for qualified, protocol in current.protocols:
        old = base.decls.get(protocol.get("usr"))
        if old is None:
            continue  # a new protocol: nobody conforms yet
        old_requirements = {child.get("usr") for child in old.node.get("children", []) if child.get("protocolReq")}
        members = protocol.get("children", [])
        for requirement in members:
            if not requirement.get("protocolReq") or requirement.get("usr") in old_requirements:
                continue
            types = [child.get("printedName") for child in requirement.get("children", [])]
            defaults = [member for member in members if member.get("isFromExtension")
                        and member.get("printedName") == requirement.get("printedName")
                        and member.get("declKind") == requirement.get("declKind")]
            if not defaults:
                continue  # no default at all: the digester reports the new requirement itself
            if any(member.get("genericSig") == requirement.get("genericSig")
                   and [child.get("printedName") for child in member.get("children", [])] == types for member in defaults):
                continue
            constraints = "; ".join(sorted({member.get("genericSig", "") for member in defaults}))
            lines.append(f"{requirement['declKind']} {qualified}.{requirement['printedName']} has been added as a protocol "
                         f"requirement whose default implementation is constrained ({constraints})")
    return sorted(lines)


def declaration_changes(base_declarations, current_declarations):
    """`Func Router.pop(animated:) has declaration change from `...` to `...``: each declaration whose whole form
    changed (its effects, attributes, availability, labels, types, default values, constraints, an enum case's
    associated values), named as before. A name that gained an overload alone is new API (see `new_overloads`);
    one that lost its only declaration, the digester reports."""
    lines = []
    for key in sorted(base_declarations.keys() & current_declarations.keys()):
        old, new = base_declarations[key], current_declarations[key]
        gone, came = [text for text in old if text not in new], [text for text in new if text not in old]
        if gone and came:
            lines.append(f"{key} has declaration change from {' and '.join(f'`{text}`' for text in gone)} "
                         f"to {' and '.join(f'`{text}`' for text in came)}")
        elif gone:
            lines.append(f"{key} has lost its declaration {' and '.join(f'`{text}`' for text in gone)}")
    return lines


def parameters(node):
    """[(label, type, has a default)] of a function, initializer or subscript of a dump."""
    names = labels(node["printedName"])
    return [(names[position] if position < len(names) else "_", parameter["printedName"], bool(parameter.get("hasDefaultArg")))
            for position, parameter in enumerate(node.get("children", [])[1:])]


def reaches(arguments, declared):
    """Whether a call passing `arguments` ([(label, type)], in order) can reach a declaration with the parameters
    `declared`: each argument takes the next parameter of its label and type, the parameters passed over and those
    left after the last argument all have defaults."""
    position = 0
    for label, type_name in arguments:
        while position < len(declared) and declared[position][:2] != (label, type_name):
            if not declared[position][2]:
                return False
            position += 1
        if position == len(declared):
            return False
        position += 1
    return all(has_default for _, _, has_default in declared[position:])


def calls(declared):
    """The argument lists a call of a declaration with `declared` may pass: its required parameters with any of its
    defaulted ones (every combination up to 10 defaulted parameters; beyond, none, each alone, and all)."""
    defaulted = [position for position, parameter in enumerate(declared) if parameter[2]]
    if len(defaulted) <= 10:
        choices = [{p for bit, p in enumerate(defaulted) if mask >> bit & 1} for mask in range(1 << len(defaulted))]
    else:
        choices = [set(), set(defaulted)] + [{p} for p in defaulted]
    return [[parameter[:2] for position, parameter in enumerate(declared) if not parameter[2] or position in chosen]
            for chosen in choices]


def new_overloads(base, current):
    """`Func T.f(a:b:) has been added as an overload that calls of Func T.f(a:) also match`: a new function,
    initializer or subscript that a call of a declaration still there, with the same labels and argument types,
    could reach, leaving the call ambiguous or to the compiler's ranking. Best effort: it compares labels and the
    types as printed, so a call whose argument converts to both (a literal, `nil`, a closure) of overloads of
    different types is not seen, nor a new member of a protocol extension or of another module's type that a
    conformer's or the client's own declaration of that name then meets."""
    lines = []
    for (parent, name), nodes in sorted(current.callables.items()):
        olds = [node for node in base.callables.get((parent, name), []) if node.get("usr") in current.decls]
        for node in nodes:
            if node.get("usr") in base.decls:
                continue
            declared = parameters(node)
            for old in olds:
                if bool(old.get("static")) != bool(node.get("static")):
                    continue
                if any(reaches(arguments, declared) for arguments in calls(parameters(old))):
                    qualified = f"{parent}." if parent else ""
                    line = (f"{node['declKind']} {qualified}{node['printedName']} has been added as an overload that calls of "
                            f"{old['declKind']} {qualified}{old['printedName']} also match")
                    if line not in lines:
                        lines.append(line)
    return lines


TOP_LEVEL_TYPES = {"Struct", "Class", "Enum", "Protocol", "TypeAlias"}
CLIENT_IMPORTS = {"linux": ["Foundation"], "ios": ["Foundation", "Combine", "SwiftUI", "UIKit"],
                  "macos": ["Foundation", "Combine", "SwiftUI", "AppKit"]}


def shadowing_types(surface, base, current, work):
    """`Struct Duration has been added, named as a type of a module clients import beside TiltUp`: a new top-level
    type named as one of Swift, Foundation or the platform's UI frameworks, which takes that name from a client's
    code (TiltUp's declaration shadows the one of a module TiltUp imports). The compiler says which names those
    modules have: a file naming each new type, type-checked without TiltUp. The line is the same on every platform."""
    base_names = {decl.qualified for decl in base.decls.values() if decl.parent is None}
    added = sorted({(decl.kind, decl.qualified) for usr, decl in current.decls.items()
                    if decl.parent is None and decl.kind in TOP_LEVEL_TYPES and usr not in base.decls
                    and decl.qualified not in base_names and decl.node.get("moduleName") in (None, *surface.module_names)})
    if not added:
        return []
    imports = CLIENT_IMPORTS.get(surface.name, CLIENT_IMPORTS["linux"])
    source = os.path.join(work, f"shadowing-{surface.name}.swift")
    header = [f"import {module}" for module in imports]
    write(source, "\n".join(header + [f"typealias CheckAPIShadow{number} = {name}" for number, (_, name) in enumerate(added)]) + "\n")
    flags = [flag for flag in surface.flags]
    if "-target" not in flags:
        flags = ["-target", host_target(), *flags]
    result = subprocess.run(["swiftc", "-typecheck", *flags, source], capture_output=True, text=True)
    missing = set()
    for match in re.finditer(r":(\d+):\d+: error: cannot find type '([^']+)' in scope", result.stdout + result.stderr):
        missing.add(match.group(2))
    return [f"{kind} {name} has been added, named as a type of a module clients import beside TiltUp"
            for kind, name in added if name not in missing]


# The baselines written before `--update` recorded declarations (compared only once it has: see `check`).
UNRECORDED = []


def changes(surface, module, work):
    """Every line for `module` on `surface` against its baseline: the digester's, then the check's own."""
    base_path = os.path.join(surface.baseline, f"{module}.json")
    extra_path = os.path.join(surface.baseline, f"{module}.extra.json")
    for path in (base_path, extra_path):
        if not os.path.exists(path):
            fail(f"no baseline {os.path.relpath(path, ROOT)}: a release writes it with --update")
    current_path = os.path.join(work, f"{surface.name}-{module}.json")
    dump(surface, module, current_path)
    with open(base_path) as file:
        base = Index(json.load(file))
    with open(current_path) as file:
        current = Index(json.load(file))
    with open(extra_path) as file:
        base_extra = json.load(file)
    current_extra = extra(surface, module, current)
    digester_lines = diagnose(surface, module, base_path)
    base_declarations = base_extra.get("declarations")
    if base_declarations is None:
        UNRECORDED.append(os.path.relpath(extra_path, ROOT))
    own = (new_forms(digester_lines, base, current, current_extra["isolation"])
           + raw_value_changes(base_extra["rawValues"], current_extra["rawValues"])
           + isolation_changes(base, current, base_extra["isolation"], current_extra["isolation"])
           + constrained_defaults(base, current)
           + declaration_changes(base_declarations or {}, current_extra["declarations"])
           + new_overloads(base, current)
           + shadowing_types(surface, base, current, work))
    return digester_lines + [line for line in own if line not in digester_lines]


# --- acknowledgements ------------------------------------------------------------------------------------------

def parse_allowlist(text):
    """[(quote, lines, line number)] and the format's problems."""
    groups, problems, seen, current = [], [], {}, None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith(">"):
            quote = " ".join(line[1:].split())
            if not quote:
                problems.append(f"line {number}: an empty quote")
            current = (quote, [], number)
            groups.append(current)
        elif current is None:
            problems.append(f"line {number}: `{line}` comes before any `> ` quote of the bullet that explains it")
        elif line in seen:
            problems.append(f"line {number}: `{line}` is acknowledged twice (line {seen[line]} too)")
        else:
            seen[line] = number
            current[1].append(line)
    problems += [f"line {number}: `> {quote}` acknowledges no line" for quote, lines, number in groups if not lines]
    return groups, problems


ACCESSOR = re.compile(r"\.(?:Get|Set|Modify|Read|Address|MutableAddress|WillSet|DidSet|Init|Yield)\(\)$")
LINE_SUBJECT = re.compile(r"^([A-Za-z]+) (\S+)")
LINE_PATH = re.compile(r"^((?:[A-Za-z_][A-Za-z0-9_]*\.)*)(.+)$")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def line_subject(line):
    """(kind, name, type's name or None) of the declaration a line is about: `Func Router.pop(animated:) ...` is
    about `pop` of `Router`, `Accessor T.title.Get() ...` about `title` of `T`, `Class Router ...` about `Router`."""
    match = LINE_SUBJECT.match(line)
    if not match:
        return None
    kind, path = match.groups()
    if kind == "Accessor":
        path = ACCESSOR.sub("", path)
    parents, name = LINE_PATH.match(path.split("(")[0]).groups()
    return kind, name, parents.rstrip(".").split(".")[-1] if parents else None


def unnamed_in(bullet, line):
    """What of the declaration `line` is about the bullet does not name in its code spans (its name; its type's
    name, where it has a type), or None when it names both. An initializer is named by `init` or by a call of its
    type (`Tab(...)`), a subscript by `subscript` or `T[...]`."""
    subject = line_subject(line)
    if subject is None:
        return "no declaration this check can tell"
    kind, name, parent = subject
    spans = re.findall(r"`([^`]+)`", bullet)
    tokens = {token for span in spans for token in IDENTIFIER.findall(span)}
    missing = []
    if kind == "Constructor" and name == "init":
        named = "init" in tokens or (parent is not None and any(re.search(rf"\b{re.escape(parent)}\(", span) for span in spans))
    elif kind == "Subscript" and name == "subscript":
        named = "subscript" in tokens or (parent is not None and any(re.search(rf"\b{re.escape(parent)}\[", span) for span in spans))
    elif IDENTIFIER.fullmatch(name):
        named = name in tokens
    else:
        named = any(name in span for span in spans)  # an operator
    if not named:
        missing.append(f"`{name}`")
    if parent is not None and parent not in tokens:
        missing.append(f"its type `{parent}`")
    return " and ".join(missing) if missing else None


# The digester's lines that say a type a declaration used was replaced: `... type change from X to Y`.
TYPE_CHANGE = re.compile(r" has (?:generic signature|declared type|return type|parameter \d+ type) change from (.+?) to (.+)$")
COMPANION = re.compile(r" (?:is now declared |has declaration change from )")


def changed_type_named(bullet, line):
    """The type the bullet names in a code span that `line` says its declaration stopped using, or None: a line
    `... has generic signature change from <C where C : TiltUp.HostableView> to <C where C : SwiftUI.View>` is
    explained by a bullet about `HostableView` whatever declaration it is about. Only the digester's type-change
    lines, and only a type name (capitalized) in the old form that the new form does not have."""
    match = TYPE_CHANGE.search(line)
    if not match:
        return None
    old, new = match.groups()
    spans = re.findall(r"`([^`]+)`", bullet)
    for token in sorted({token for span in spans for token in IDENTIFIER.findall(span)}):
        if token[0].isupper() and re.search(rf"\b{token}\b", old) and not re.search(rf"\b{token}\b", new):
            return token
    return None


def untied(bullet, lines):
    """{line: what of it the bullet does not name} for the lines of a group that the bullet does not explain. A
    line is tied to the bullet when the bullet names, in its code spans, the declaration it is about (its name,
    and its type's name where it has a type), or a type its old form used and its new form does not (a digester
    type-change line); the check's own `is now declared` and `has declaration change` lines also when another
    line of the group about the same declaration is tied."""
    missing = {}
    for line in lines:
        unnamed = unnamed_in(bullet, line)
        if unnamed and not changed_type_named(bullet, line):
            missing[line] = unnamed
    def declaration(line):
        match = LINE_SUBJECT.match(line)
        return match and match.groups()

    tied_declarations = {declaration(line) for line in lines if line not in missing}
    for line in list(missing):
        if COMPANION.search(line) and declaration(line) in tied_declarations:
            del missing[line]
    return missing


def seen_at(allowlist, line, group_number):
    """The number of the allowlist's line `line` at or after its group's quote (for messages)."""
    for number, text in enumerate(allowlist.splitlines(), 1):
        if number > group_number and text.strip() == line:
            return number
    return group_number


def breaking_bullets(changelog, version):
    """The bullets under `### Breaking` of the Unreleased section and of `version`'s, each as one line."""
    bullets = []
    sections = re.split(r"^## ", changelog, flags=re.M)[1:]
    for section in sections:
        title = section.split("\n", 1)[0].strip()
        if title.split("]")[0].lstrip("[") not in ("Unreleased", version):
            continue
        breaking = re.search(r"^### Breaking\n(.*?)(?=^### |\Z)", section, re.S | re.M)
        if not breaking:
            continue
        current = None
        for line in breaking.group(1).splitlines():
            if line.startswith("- "):
                current = [line[2:]]
                bullets.append(current)
            elif current is not None and line.startswith("  ") and line.strip():
                current.append(line.strip())
            else:
                current = None
    return [" ".join(" ".join(bullet).split()) for bullet in bullets]


def semver(text):
    match = SEMVER.match(text.strip())
    if not match:
        return None
    return int(match.group(1)), int(match.group(2)), int(match.group(3)), match.group(4)


def precedes(a, b):
    """Whether version a comes before b (SemVer: a pre-release before its release)."""
    if a[:3] != b[:3]:
        return a[:3] < b[:3]
    if a[3] is None or b[3] is None:
        return a[3] is not None and b[3] is None
    key = lambda pre: [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in pre.split(".")]
    return key(a[3]) < key(b[3])


Verdict = namedtuple("Verdict", "unacknowledged problems stale")


def evaluate(found, allowlist, changelog, version_text, baseline_version, complete):
    """What fails, from the lines found ({place: [line]}): pure, so that the self-test asks it many times."""
    groups, problems = parse_allowlist(allowlist)
    version = semver(version_text)
    bullets = breaking_bullets(changelog, version_text.strip())
    acknowledged = set()
    for quote, lines, number in groups:
        matches = [bullet for bullet in bullets if bullet.startswith(quote)]
        if len(matches) == 1:
            missing = untied(matches[0], lines)
            for line in lines:
                unnamed = missing.get(line)
                if unnamed:
                    problems.append(f"line {seen_at(allowlist, line, number)}: `{line}` is about {unnamed}, which the "
                                    f"bullet `{quote}` does not name in a code span: a line is acknowledged only under "
                                    "the bullet that explains it")
                else:
                    acknowledged.add(line)
        else:
            problems.append(f"line {number}: {'no' if not matches else 'more than one'} bullet under ### Breaking of the "
                            f"CHANGELOG's Unreleased section begins with `{quote}`"
                            + ("" if not matches else ": quote more of it"))
    produced = [line for lines in found.values() for line in lines]
    unacknowledged = [(place, line) for place, lines in found.items() for line in lines if line not in acknowledged]
    listed = [line for _, lines, _ in groups for line in lines]
    stale = [line for line in listed if line not in produced] if complete else []
    base = semver(baseline_version)
    if version is None:
        problems.append(f"VERSION holds `{version_text.strip()}`, not a version (MAJOR.MINOR.PATCH)")
    elif base is None:
        problems.append(f"api/baseline.json's version `{baseline_version}` is not a version")
    elif precedes(version, base):
        problems.append(f"VERSION {version_text.strip()} comes before the baseline's {baseline_version}")
    elif produced and base[3] is None and version[0] <= base[0]:
        problems.append(f"{len(set(produced))} break(s) of {baseline_version}'s API need a new major version: VERSION says "
                        f"{version_text.strip()} (make it {base[0] + 1}.0.0)")
    return Verdict(unacknowledged, problems, stale)


# --- the commands ----------------------------------------------------------------------------------------------

def write_baseline(surface, module, folder):
    path = os.path.join(folder, f"{module}.json")
    os.makedirs(folder, exist_ok=True)
    dump(surface, module, path)
    with open(path) as file:
        index = Index(json.load(file))
    write(os.path.join(folder, f"{module}.extra.json"), json.dumps(extra(surface, module, index), indent=1, sort_keys=True) + "\n")


def baseline_info():
    try:
        return json.loads(read(BASELINE_INFO))
    except json.JSONDecodeError as error:
        fail(f"api/baseline.json: {error}")


def update(arguments):
    """Writes api/ anew from the built modules of every platform. Over a release's baseline, it first compares
    them with it, as the check does on every platform, and writes nothing while that fails: the iOS and macOS API
    of the release before is compared here, where the SDKs are, before it is replaced."""
    version = read(VERSION_FILE).strip()
    if semver(version) is None:
        fail(f"VERSION holds `{version}`, not a version (MAJOR.MINOR.PATCH)")
    info = baseline_info() if os.path.exists(BASELINE_INFO) else None
    released = info is not None and (semver(info["version"]) or (0, 0, 0, "?"))[3] is None
    linux = linux_surface()
    with tempfile.TemporaryDirectory() as work:
        apple, skipped = apple_surfaces(arguments, None, work)
        if skipped:
            fail("the baseline holds what iOS and macOS clients see, and these cannot be built here: "
                 + "; ".join(skipped) + " (or pass --modules PLATFORM=DIR)")
        if released:
            print(f"API: comparing with the baseline of {info['version']} on every platform before replacing it")
            same = all(info["surfaces"].get(surface.name) == surface.config for surface in apple)
            compared, skipped = (apple, []) if same else apple_surfaces(arguments, info, os.path.join(work, "released"))
            arguments.require_apple = True
            if not compare(arguments, info, [linux] + compared, skipped, work):
                fail(f"--update writes nothing while the API fails the check against the released {info['version']} "
                     "(above): acknowledge each break under its bullet, with a new major version")
        for module in MODULES:
            write_baseline(linux, module, API)
        surfaces = {"linux": {"target": host_target()}}
        for surface in apple:
            for module in MODULES:
                write_baseline(surface, module, surface.baseline)
            surfaces[surface.name] = surface.config
    write(BASELINE_INFO, json.dumps({"version": version, "surfaces": surfaces}, indent=2, sort_keys=True) + "\n")
    write(ALLOWLIST, ALLOWLIST_HEADER)
    print(f"wrote the baseline of {version} in api/ (Linux, {', '.join(s.name for s in apple)}; the declarations of "
          f"each in <Module>.extra.json) and emptied {os.path.relpath(ALLOWLIST, ROOT)}")


def report(verdict):
    if verdict.unacknowledged:
        print("check-api: these changes break callers of the baseline's API, and api/breakage-allowlist.txt does not "
              "acknowledge them:", file=sys.stderr)
        width = max(len(place) for place, _ in verdict.unacknowledged)
        for place, line in verdict.unacknowledged:
            print(f"  {place.ljust(width)}  {line}", file=sys.stderr)
        print("Explain each in a bullet under ### Breaking of CHANGELOG.md's Unreleased section, and copy its lines, "
              "exactly, into api/breakage-allowlist.txt under `> ` and the beginning of that bullet:", file=sys.stderr)
        for line in dict.fromkeys(line for _, line in verdict.unacknowledged):
            print(line, file=sys.stderr)
    for problem in verdict.problems:
        print(f"check-api: {problem}", file=sys.stderr)
    for line in verdict.stale:
        print(f"check-api: api/breakage-allowlist.txt acknowledges `{line}`, which no longer changes: remove it",
              file=sys.stderr)
    return not (verdict.unacknowledged or verdict.problems or verdict.stale)


def compare(arguments, info, surfaces, skipped, work):
    """Compares `surfaces` with the baseline `info` describes and reports; whether the check passes."""
    del UNRECORDED[:]
    found = {}
    for surface in surfaces:
        for module in surface.module_names:
            found[f"{surface.name} {module}"] = changes(surface, module, work)
    complete = {surface.name for surface in surfaces} >= set(info["surfaces"])
    verdict = evaluate(found, read(ALLOWLIST, ""), read(CHANGELOG), read(VERSION_FILE), info["version"], complete)
    if UNRECORDED:
        base = semver(info["version"])
        message = (f"{', '.join(UNRECORDED)} record(s) no declarations (written before the check compared each "
                   "declaration's whole form): `--update` writes them")
        if base is None or base[3] is None:
            verdict.problems.append(f"the baseline of a release must compare declarations: {message}")
        else:
            print(f"API: declarations not compared, the pre-release baseline {info['version']} predates them: {message}")
    for reason in skipped:
        print(f"API: skipped {reason}")
    if arguments.require_apple and skipped:
        verdict.problems.append("every platform of the baseline must be compared here (--require-apple), and "
                                + "; ".join(skipped) + " (extract the SDKs apple-typecheck names, or pass --modules)")
    if not complete:
        print("API: lines of api/breakage-allowlist.txt that nothing produces are reported only when every platform "
              "is compared")
    if not report(verdict):
        return False
    count = sum(len(lines) for lines in found.values())
    print(f"API: every change against the baseline of {info['version']} ({', '.join(s.name for s in surfaces)}) is "
          f"acknowledged ({count} line(s) in all)")
    return True


def check(arguments):
    info = baseline_info()
    linux = linux_surface()
    with tempfile.TemporaryDirectory() as work:
        apple, skipped = apple_surfaces(arguments, info, work)
        if arguments.self_test:
            self_test(apple, arguments.verbose)
        passed = compare(arguments, info, [linux] + apple, skipped, work)
    if not passed:
        sys.exit(1)


# --- the self-test ---------------------------------------------------------------------------------------------

PLANT_FILE = "SelfTestPlants.swift"
# Each kind of break the self-test plants: the lines that are its (a line of none fails the self-test), and the
# beginning of its bullet in SELF_TEST_CHANGELOG, which names the declarations its lines are about.
KINDS = {
    "a default argument removed (Router.presentSheet)": (r"^Func Router\.presentSheet\(_:retaining:animated:", "`Router.presentSheet` needs"),
    "a new requirement without a default (AppCoordinating)": (r"AppCoordinating\.selfTestRequirement\(\)", "`AppCoordinating` requires"),
    "a new requirement whose default only some conformers get": (r"AppCoordinating\.selfTestConstrainedRequirement\(\)",
                                                                 "`AppCoordinating` requires"),
    "a removed type a bullet names (HeadlessListView)": (r"\bHeadlessListView\b", "`HeadlessListView` is gone."),
    "a new case of a public enum (NavigationCause)": (r"^EnumElement NavigationCause\.selfTestCase ", "`NavigationCause` has a case"),
    "a changed raw value of a Codable enum (SizeClass)": (r"^EnumElement SizeClass\.compact ", "`SizeClass.compact` is saved as"),
    "@MainActor added to a public nonisolated function (Sequence.sum())": (r"^Func Sequence\.sum\(\) ", "`Sequence.sum()` is `@MainActor`."),
    "a default removed from a signature grown in an extension (Router.popToRoot)": (r"\bpopToRoot\(", "`Router.popToRoot(animated:)` takes"),
    # The adversarial review's (notes/attack-tools.md), which the digester does not report: the whole form of each
    # declaration, recorded in the baseline, is compared.
    "async added to a public function (Router.pop)": (r"\bRouter\.pop\(animated:\)", "`Router.pop(animated:)` is `async`."),
    "throws added to a protocol requirement (RouteHandling.handle)": (r"\bRouteHandling\.handle\(_:\)", "`RouteHandling.handle(_:)` throws."),
    "a default value changed (Router.dismissModal animated: true -> false)": (r"\bRouter\.dismissModal\(animated:dismissHandler:\)",
                                                                             "`Router.dismissModal(animated:dismissHandler:)` no longer"),
    "an associated value relabelled in a Codable public enum (NavigationCause.tabTap(index:))": (r"\bNavigationCause\.tabTap\b",
                                                                                                 "`NavigationCause.tabTap` is"),
    "@Sendable added to a public closure type (RouteURLTable.add)": (r"\bRouteURLTable\.add\(_:_:_:\)",
                                                                     "`RouteURLTable.add(_:_:_:)` takes `@Sendable` closures."),
    "@discardableResult removed (RouteNavigator.open)": (r"\bRouteNavigator\.open\(_:from:\)", "`RouteNavigator.open(_:from:)` is no longer"),
    "a new overload that calls of an existing one also match (Router.replaceRoot)": (
        r"^Func Router\.replaceRoot\(with:retaining:animated:popHandler:selfTestOption:\) ", "`Router.replaceRoot` has an overload"),
    "availability added (@available(iOS 17, *) on RouteNavigator.capture())": (r"\bRouteNavigator\.capture\(\)",
                                                                               "`RouteNavigator.capture()` needs iOS 17."),
    "a new type named as one of Swift's (Duration)": (r"^Struct Duration ", "`Duration` is TiltUp's own."),
    "availability raised (Router.selfTestAvailable() from macOS 13, iOS 16 to macOS 14, iOS 17)": (
        r"\bRouter\.selfTestAvailable\(\)", "`Router.selfTestAvailable()` needs macOS 14 and iOS 17."),
}
HIDDEN = "a default removed from a signature grown in an extension (Router.popToRoot)"
SELF_TEST_CHANGELOG = """# Changelog

## [Unreleased]

### Breaking

- `Router.presentSheet` needs `animated:`.
- `AppCoordinating` requires `selfTestRequirement()`, and `selfTestConstrainedRequirement()`.
- `HeadlessListView` is gone.
- `NavigationCause` has a case `selfTestCase`.
- `SizeClass.compact` is saved as `compactWidth`.
- `Sequence.sum()` is `@MainActor`.
- `Router.popToRoot(animated:)` takes `selfTestOption:`, defaulted.
- `Router.pop(animated:)` is `async`.
- `RouteHandling.handle(_:)` throws.
- `Router.dismissModal(animated:dismissHandler:)` no longer animates by default.
- `NavigationCause.tabTap` is `tabTap(at:)`, and saved as such.
- `RouteURLTable.add(_:_:_:)` takes `@Sendable` closures.
- `RouteNavigator.open(_:from:)` is no longer `@discardableResult`.
- `Router.replaceRoot` has an overload `replaceRoot(with:retaining:animated:popHandler:selfTestOption:)`.
- `RouteNavigator.capture()` needs iOS 17.
- `Duration` is TiltUp's own.
- `Router.selfTestAvailable()` needs macOS 14 and iOS 17.

### Added

- Something.

## [6.0.0]
"""


def plant(root, pattern, replacement, what):
    """Replaces the first match of `pattern` in the copy's sources; a declaration moved fails the self-test."""
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            path = os.path.join(folder, name)
            if not name.endswith(".swift"):
                continue
            with open(path) as file:
                text = file.read()
            planted, count = re.subn(pattern, replacement, text, count=1, flags=re.M)
            if count:
                write(path, planted)
                return
    fail(f"self-test: cannot plant {what}: nothing in Sources/TiltUp matches {pattern!r} (move the plant with the API)")


def available_since(macos, ios):
    """A declaration of the copies that is available from the versions given (its availability raised, planted)."""
    return (f"extension Router {{\n    /// Self-test.\n    @available(macOS {macos}, iOS {ios}, *)\n"
            "    public func selfTestAvailable() {}\n}\n\n")


def plant_grown(root, defaulted):
    """Router.popToRoot(animated:) replaced by an extension's overload with one more parameter."""
    plant(root, r"^(\s*)public (func popToRoot\(animated: Bool = true\) -> \[Screen\])", r"\1\2", "popToRoot made internal")
    return ("extension Router {\n    /// Self-test.\n    @discardableResult\n"
            f"    public func popToRoot(animated: Bool = true, selfTestOption: Bool{' = false' if defaulted else ''}) -> [Screen] {{\n"
            "        []\n    }\n}\n")


def plant_all(root):
    plant(root, r"(public func presentSheet\([^{]*?animated: Bool) = true", r"\1", "a removed default")
    plant(root, r"(public protocol AppCoordinating\b[^{]*\{\n)",
          r"\1    func selfTestRequirement()\n    func selfTestConstrainedRequirement()\n", "new requirements")
    plant(root, r"^public (final class HeadlessListView\b)", r"\1", "a removed type")
    plant(root, r"(public enum NavigationCause\b[^{]*\{\n)", r"\1    case selfTestCase\n", "a new case")
    plant(root, r"(public enum SizeClass\b[^{]*\{[^}]*?\bcase compact)\b(?! *=)", r'\1 = "compactWidth"', "a raw value")
    plant(root, r"\bpublic func sum\(\) -> Element\b", "@MainActor public func sum() -> Element", "added isolation")
    plant(root, r"public func pop\(animated: Bool = true\) -> Screen\?", "public func pop(animated: Bool = true) async -> Screen?",
          "async added")
    plant(root, r"(public protocol RouteHandling\b[^{]*\{[^}]*?\bfunc handle\(_ route: Route\)) -> RouteDecision", r"\1 throws -> RouteDecision",
          "throws added to a requirement")
    plant(root, r"public func dismissModal\(animated: Bool = true, dismissHandler:", "public func dismissModal(animated: Bool = false, dismissHandler:",
          "a default value changed")
    plant(root, r"^(\s*)case tabTap\(index: Int\)", r"\1case tabTap(at: Int)", "an associated value relabelled")
    plant(root, r"(public mutating func add<Value: RouteURLValue>\(\s*_ pattern: String, _ route: @escaping) \(Value\)",
          r"\1 @Sendable (Value)", "@Sendable added")
    plant(root, r"@discardableResult\n(\s*)(public func open\(_ path: \[Route\], from origin: RouteOrigin = \.app\))", r"\1\2",
          "@discardableResult removed")
    plant(root, r"^(\s*)(public func capture\(\) -> NavigationSnapshot<Route>)", r"\1@available(iOS 17, *)\n\1\2", "availability added")
    # No break, so no line: a global-actor-isolated function type is Sendable already (SE-0434), so the compiler sees
    # the same type, and so must the check (notes/attack-tools.md counted it as a break).
    plant(root, r"public typealias Handler = @MainActor \(\) -> Void", "public typealias Handler = @MainActor @Sendable () -> Void",
          "@Sendable added to a global-actor-isolated closure type")
    return ("extension AppCoordinator {\n    /// Self-test.\n    public func selfTestRequirement() {}\n}\n\n"
            "extension AppCoordinating where Self: AppCoordinator {\n    /// Self-test.\n"
            "    public func selfTestConstrainedRequirement() {}\n}\n\n"
            "extension Router {\n    /// Self-test.\n    public func replaceRoot(\n        with screen: Screen, retaining coordinator: "
            "(any Coordinating)? = nil, animated: Bool = true, popHandler: Handler? = nil, selfTestOption: Bool = false\n"
            "    ) {}\n}\n\n/// Self-test.\npublic struct Duration: Sendable {}\n\n")


def emit(sources, output):
    """TiltUp's module from `sources`, its API only (no function bodies but inlinable ones): about 2 s."""
    os.makedirs(output, exist_ok=True)
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(sources) for name in names if name.endswith(".swift"))
    return subprocess.Popen(["swiftc", "-emit-module", "-wmo", "-module-name", "TiltUp", "-swift-version", "6", "-parse-as-library",
                             "-DSWIFT_PACKAGE", "-DDEBUG", "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                             "-emit-module-path", os.path.join(output, "TiltUp.swiftmodule"), *files],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def expect(condition, message):
    if not condition:
        fail(f"self-test: {message}")


def allowlist_for(lines_by_kind, kinds, extra_groups=(), quotes=None):
    """An allowlist acknowledging the lines of `kinds`, each under a quote of its bullet of SELF_TEST_CHANGELOG
    (or of the bullet `quotes` gives it instead)."""
    groups = defaultdict(list)
    for kind in kinds:
        quote = (quotes or {}).get(kind, KINDS[kind][1])
        groups[quote] += [line for line in lines_by_kind[kind] if line not in groups[quote]]
    for quote, lines in extra_groups:
        groups[quote] += lines
    return ALLOWLIST_HEADER + "".join(f"\n> {quote}\n" + "".join(f"{line}\n" for line in lines) for quote, lines in groups.items())


def self_test(apple, verbose=False):
    """Plants each kind of break in a copy of TiltUp's sources and requires the check to fail until exactly that
    change is acknowledged, under a quote of a bullet that exists and names its declaration; and a break after a
    release to need a major.

    One copy holds every break but one and is built once (its API only, bodies skipped): a default removed from
    Router.presentSheet, two AppCoordinating requirements (one with no default, one whose default is in an
    extension constrained to AppCoordinator), HeadlessListView made internal, a NavigationCause case, a SizeClass
    raw value, `@MainActor` on Sequence.sum(), Router.popToRoot(animated:) replaced by an extension's overload
    with a parameter `selfTestOption:` without a default; and the breaks the digester does not report: `async` on
    Router.pop(animated:), `throws` on the requirement RouteHandling.handle(_:), the default value of
    Router.dismissModal's `animated:` changed, NavigationCause.tabTap(index:) relabelled `tabTap(at:)`,
    `@Sendable` on a closure parameter of RouteURLTable.add(_:_:_:), `@discardableResult` taken from
    RouteNavigator.open(_:from:), a new Router.replaceRoot overload that the old one's calls also match,
    `@available(iOS 17, *)` on RouteNavigator.capture(), and a new `public struct Duration`. It also adds
    `@Sendable` to Router.Handler, which is no change (a `@MainActor` function type is Sendable already) and
    must give no line. A second copy has the grown popToRoot with the default: its lines, acknowledged, are the
    earlier, compatible step, which must not hide the later removal of the default. The CHANGELOG names every
    planted member in a Breaking bullet, which acknowledges nothing by itself; each kind's exact lines under
    another kind's bullet acknowledge nothing either.
    Where an Apple platform is compared, its baseline gets a member of RouterView the module lacks, and a
    declaration of its front end loses its `@available(iOS ...)` in a copy of its declarations: both must be
    reported, from that platform's module.
    """
    started = time.time()
    with tempfile.TemporaryDirectory() as work:
        pristine = os.path.join(work, "pristine")
        shutil.copytree(os.path.join(ROOT, "Sources", "TiltUp"), pristine, ignore=shutil.ignore_patterns("*.docc"))
        grown, planted = os.path.join(work, "grown"), os.path.join(work, "planted")
        # Every copy has a declaration available from macOS 13 and iOS 16 (the baseline's); the planted copy
        # raises it to macOS 14 and iOS 17. (Linux ignores the platforms, but the symbol graph records them.)
        write(os.path.join(pristine, PLANT_FILE), available_since(13, 16))
        shutil.copytree(pristine, grown)
        shutil.copytree(pristine, planted)
        write(os.path.join(grown, PLANT_FILE), available_since(13, 16) + plant_grown(grown, defaulted=True))
        write(os.path.join(planted, PLANT_FILE), available_since(14, 17) + plant_all(planted) + plant_grown(planted, defaulted=False))
        builds = {name: emit(os.path.join(work, name), os.path.join(work, f"{name}-module"))
                  for name in ("pristine", "grown", "planted")}
        for name, process in builds.items():
            output = process.communicate()[0]
            expect(process.returncode == 0, f"the {name} copy does not build:\n{output}")

        def surface(name):
            return Surface("linux", os.path.join(work, f"{name}-module"), baseline=os.path.join(work, "baseline"),
                           module_names=["TiltUp"], sources=[os.path.join(work, name)])

        write_baseline(surface("pristine"), "TiltUp", os.path.join(work, "baseline"))
        grown_lines = changes(surface("grown"), "TiltUp", work)
        planted_lines = changes(surface("planted"), "TiltUp", work)

        by_kind = {kind: [line for line in planted_lines if re.search(pattern, line)] for kind, (pattern, _) in KINDS.items()}
        unexpected = [line for line in planted_lines if not any(line in lines for lines in by_kind.values())]
        expect(not unexpected, f"lines no planted break explains: {unexpected}")
        for kind, lines in by_kind.items():
            expect(lines, f"the check does not see {kind}")
            if verbose:
                print(f"{kind}:\n" + "".join(f"    {line}\n" for line in lines), end="")
        expect(grown_lines and all(re.search(KINDS[HIDDEN][0], line) for line in grown_lines),
               f"the grown signature's lines are not its own: {grown_lines}")
        later = [line for line in by_kind[HIDDEN] if line not in grown_lines]
        expect(later, "the default removed from the grown signature hides behind the grown signature's lines")
        by_kind[HIDDEN + " (earlier step)"] = grown_lines

        found = {"linux TiltUp": planted_lines}

        def verdict(allowlist, version="6.0.0", baseline="6.0.0-dev", changelog=SELF_TEST_CHANGELOG, complete=True):
            return evaluate(found, allowlist, changelog, version, baseline, complete)

        everything = [kind for kind in KINDS]
        # Bullets naming each member, and no allowlist: every line fails.
        result = verdict(ALLOWLIST_HEADER)
        expect(sorted(line for _, line in result.unacknowledged) == sorted(planted_lines),
               "a bullet that names a member acknowledges a change to it")
        # Each kind fails while its lines alone are not acknowledged (the later default: with the earlier step's
        # lines acknowledged, under the same bullet).
        grown_group = [("`Router.popToRoot(animated:)` takes", grown_lines)]
        for kind in everything:
            others = [other for other in everything if other != kind]
            if kind == HIDDEN:
                result = verdict(allowlist_for(by_kind, others, grown_group))
                missing = later
            else:
                result = verdict(allowlist_for(by_kind, others))
                missing = by_kind[kind]
            expect(sorted(line for _, line in result.unacknowledged) == sorted(missing),
                   f"with every other break acknowledged, {kind} leaves {result.unacknowledged} unacknowledged, not {missing}")
            expect(not result.problems, f"{kind}: {result.problems}")
        complete_list = allowlist_for(by_kind, everything)
        result = verdict(complete_list)
        expect(result == Verdict([], [], []), f"every break acknowledged, the check still fails: {result}")
        # The exact line under the wrong bullet, one that does not name its declaration, acknowledges nothing.
        for kind in everything:
            wrong = "`HeadlessListView` is gone." if kind != "a removed type a bullet names (HeadlessListView)" else "`Duration` is TiltUp's own."
            result = verdict(allowlist_for(by_kind, everything, quotes={kind: wrong}))
            expect(sorted(line for _, line in result.unacknowledged) == sorted(by_kind[kind]) and result.problems,
                   f"{kind}: its lines pass under a bullet that does not name their declaration ({wrong})")
        unrelated = "Class Router has been removed"
        result = evaluate({**found, "linux extra": [unrelated]}, complete_list.replace("\nClass HeadlessListView has been removed\n",
                          f"\nClass HeadlessListView has been removed\n{unrelated}\n"), SELF_TEST_CHANGELOG, "6.0.0", "6.0.0-dev", True)
        expect([line for _, line in result.unacknowledged] == [unrelated] and result.problems,
               "`Class Router has been removed` passes under a bullet about HeadlessListView")
        # A type-change line is tied to a bullet naming the type the old form used and the new one does not, and
        # the check's own line of the same declaration with it; the other way round, or alone, nothing is.
        retyped = "Func Router.selfTestShow(_:) has parameter 0 type change from TiltUp.HeadlessListView to TiltUp.Screen"
        companion = "Func Router.selfTestShow(_:) is now declared @MainActor (_: TiltUp.Screen) -> ()"
        reversed_type = "Func Router.selfTestHide(_:) has parameter 0 type change from TiltUp.Screen to TiltUp.HeadlessListView"
        stray = "Func Router.selfTestHide(_:) is now declared @MainActor (_: TiltUp.HeadlessListView) -> ()"
        tied, loose = [retyped, companion], [reversed_type, stray]
        result = evaluate({**found, "linux extra": tied + loose},
                          complete_list.replace("\nClass HeadlessListView has been removed\n",
                                                "\nClass HeadlessListView has been removed\n" + "".join(f"{line}\n" for line in tied + loose)),
                          SELF_TEST_CHANGELOG, "6.0.0", "6.0.0-dev", True)
        expect(sorted(line for _, line in result.unacknowledged) == sorted(loose) and len(result.problems) == len(loose),
               f"a type-change line and its companion under the bullet of the type it stopped using: {result}")
        # A quote that begins no bullet, or two, acknowledges nothing.
        for quote, why in (("`Router.presentSheet` takes", "no bullet"), ("`", "several bullets")):
            result = verdict(complete_list.replace("> `Router.presentSheet` needs", f"> {quote}"))
            expect(result.problems and [line for _, line in result.unacknowledged] == by_kind[everything[0]],
                   f"a quote that begins {why} acknowledges its lines")
        # Without a bullet, the same allowlist fails.
        result = verdict(complete_list, changelog=SELF_TEST_CHANGELOG.replace("- `Sequence.sum()` is `@MainActor`.\n", ""))
        expect(result.problems, "a line tied to a bullet the CHANGELOG lacks passes")
        # A line nothing produces, a line before any quote, a line twice.
        result = verdict(complete_list + "Func Router.selfTestGone() has been removed\n")
        expect(result.stale == ["Func Router.selfTestGone() has been removed"], "a line nothing produces stays unnoticed")
        expect(not verdict(complete_list + "Func Router.selfTestGone() has been removed\n", complete=False).stale,
               "a line is called stale though a platform was not compared")
        expect(verdict(planted_lines[0] + "\n" + complete_list).problems, "a line before any quote passes")
        expect(verdict(complete_list + planted_lines[0] + "\n").problems, "a line acknowledged twice passes")
        # After a release: a break needs a new major version.
        expect(verdict(complete_list, version="6.1.0", baseline="6.0.0").problems,
               "an acknowledged break of a released 6.0.0 passes in 6.1.0")
        expect(verdict(complete_list, version="7.0.0", baseline="6.0.0") == Verdict([], [], []),
               "an acknowledged break of 6.0.0 fails in 7.0.0")
        expect(verdict(complete_list, version="7.0.0", baseline="7.0.0-dev+abc") == Verdict([], [], []),
               "an acknowledged break of a pre-release fails in its release")
        expect(verdict(complete_list, version="5.9.0", baseline="6.0.0").problems, "a VERSION below the baseline's passes")
        found.clear()
        expect(verdict(ALLOWLIST_HEADER, version="6.0.1", baseline="6.0.0") == Verdict([], [], []),
               "a patch release without a break fails")

        # An Apple platform's comparison reads that platform's module: a member of its front end (of Router where
        # the baseline has no front end of its own) that the module lacks is reported.
        availability_seen = []
        for platform in apple:
            with open(os.path.join(platform.baseline, "TiltUp.json")) as file:
                tree = json.load(file)
            types = {node.get("name"): node for node in tree["ABIRoot"]["children"] if node.get("kind") == "TypeDecl"}
            name = next((name for name in ("RouterView", "AppCoordinatorView", "Router") if name in types), None)
            expect(name is not None, f"api/{platform.name}/TiltUp.json has neither RouterView nor Router")
            types[name]["children"].append({"kind": "Function", "name": "selfTestRemoved", "printedName": "selfTestRemoved()",
                                     "children": [{"kind": "TypeNominal", "name": "Void", "printedName": "()"}],
                                     "declKind": "Func", "usr": "s:selfTestRemoved", "mangledName": "$selfTestRemoved",
                                     "moduleName": "TiltUp", "funcSelfKind": "NonMutating"})
            doctored = os.path.join(work, f"{platform.name}-doctored.json")
            write(doctored, json.dumps(tree))
            expect(f"Func {name}.selfTestRemoved() has been removed" in diagnose(platform, "TiltUp", doctored),
                   f"the {platform.name} comparison misses a member of {name} removed")
            # Its declarations are read from its module, availability included: a baseline where a declaration of
            # the front end lacks the platform's `@available` it has now (one added since) reports the change.
            current = declarations(symbol_graph(platform, "TiltUp"))
            domain = {"ios": "iOS", "macos": "macOS"}.get(platform.name, platform.name)
            introduced = re.compile(rf"@available\({domain}, introduced: [0-9.]+\) ")
            marked = sorted(((key, text) for key, texts in current.items() for text in texts if introduced.search(text)),
                            key=lambda item: ("RouterView" not in item[0], item[0]))
            expect(marked, f"no declaration of the {platform.name} module has an @available({domain} ...) to take away")
            key, text = marked[0]
            before = introduced.sub("", text, count=1)
            lines = declaration_changes({**current, key: sorted(before if other == text else other for other in current[key])}, current)
            expect(lines == [f"{key} has declaration change from `{before}` to `{text}`"],
                   f"the {platform.name} comparison misses availability added to {key}: {lines}")
            availability_seen.append(f"{platform.name} ({key})")

    planted_kinds = ", ".join(KINDS)
    print(f"check-api self-test ({time.time() - started:.1f} s): each break fails until exactly its lines are "
          f"acknowledged under a bullet that exists ({planted_kinds}); a later default removed is reported apart "
          f"from the defaulted step; after a release a break needs a major version"
          + (f"; the {', '.join(p.name for p in apple)} comparison reports a member removed and availability added "
             f"({', '.join(availability_seen)})" if apple else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="at a release: write the baseline anew, empty the allowlist")
    parser.add_argument("--self-test", action="store_true", help="first check the check on planted breaks")
    parser.add_argument("--linux-only", action="store_true", help="compare the Linux modules only")
    parser.add_argument("-v", "--verbose", action="store_true", help="with --self-test: print the lines of each planted break")
    parser.add_argument("--require-apple", action="store_true",
                        help="fail unless every platform of the baseline is compared (a release: scripts/release.py)")
    parser.add_argument("--no-apple-build", action="store_true",
                        help="compare an Apple platform only with the modules --modules gives; build none")
    parser.add_argument("--modules", action="append", default=[], metavar="PLATFORM=DIR",
                        help="an Apple platform's modules, built by APPLE_TYPECHECK_MODULES_OUT=DIR apple-typecheck")
    arguments = parser.parse_args()
    modules = {}
    for given in arguments.modules:
        platform, _, folder = given.partition("=")
        if platform not in APPLE or not folder:
            fail(f"--modules {given}: write PLATFORM=DIR, PLATFORM one of {', '.join(APPLE)}")
        modules[platform] = os.path.abspath(folder)
    arguments.modules = modules
    if arguments.update:
        update(arguments)
    else:
        check(arguments)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Renders the DocC articles' Mermaid diagrams to pictures, because DocC shows a ```mermaid block as
source (swift-docc-render #413).

Each ```mermaid block of an article in a DocC catalog that is preceded by an image reference,
`![…](NAME)`, is drawn by Mermaid itself in headless Chromium into `Resources/NAME@2x.png` (light) and
`Resources/NAME~dark@2x.png` (dark), on a transparent background. The blocks are the goldens a test of the
example compares with what `navigationDiagram` and `NavigationJournal.diagram` make, so a picture drawn from
them shows what the code draws. Each picture keeps its block's source in a PNG text chunk.

    python3 scripts/render-diagrams.py            # draws the pictures again
    python3 scripts/render-diagrams.py --check    # fails when a picture is missing, stale or draws otherwise

`--check` fails when a picture's source is not its block's (no renderer needed for that), then, where
Chromium is installed, draws each block again and fails when a picture differs from its new drawing in
size or in more than a few pixels. `--page PNG` also builds the documentation for static hosting and takes
a screenshot of the RecordingNavigation page as a browser shows it, after checking that the page shows
the pictures.

The renderer: Debian's `chromium` and Mermaid as vendored by the PyPI wheel of NiceGUI (pinned below),
fetched with `pip download` into .build/mermaid. Nothing is fetched at drawing time.
"""

import argparse
import functools
import http.server
import json
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = [ROOT / "Sources/TiltUp/TiltUp.docc", ROOT / "Sources/TiltUpTest/TiltUpTest.docc"]
WHEEL = "nicegui==3.18.0"  # vendors Mermaid 11.16.1 as ES modules in nicegui/elements/mermaid/dist
CACHE = ROOT / ".build/mermaid"
THEMES = {"": "default", "~dark": "dark"}
SCALE = 2
PADDING = 8
# A redraw may differ from the committed picture by this share of its pixels (a font hinting change).
TOLERATED_SHARE = 0.01
# Screenshots taken of a drawing, at most, until two agree.
SHOTS = 5
# A diagram's block comes at most this many lines under its image.
NEAR = 4
IMAGE = re.compile(r"^!\[[^\]]*\]\(([A-Za-z0-9_-]+)\)\s*$")


def fail(message):
    print(f"render-diagrams: {message}", file=sys.stderr)
    sys.exit(1)


# The diagrams: (article, picture name, Mermaid source), each block under the image that shows it.
def diagrams():
    found = []
    for catalog in CATALOGS:
        for article in sorted(catalog.glob("*.md")):
            lines = article.read_text(encoding="utf-8").split("\n")
            image = None  # (line index, name) of the last image reference
            index = 0
            while index < len(lines):
                line = lines[index]
                match = IMAGE.match(line)
                if match:
                    image = (index, match.group(1))
                elif line == "```mermaid":
                    end = lines.index("```", index + 1)
                    if image is None or index - image[0] > NEAR:
                        fail(f"{article.relative_to(ROOT)}:{index + 1}: a mermaid block with no image just above "
                             "it; DocC shows its source only. Put `![what it shows](NAME)` above it and run "
                             "python3 scripts/render-diagrams.py.")
                    found.append((article, image[1], "\n".join(lines[index + 1:end])))
                    image = None
                    index = end
                index += 1
    return found


def picture_path(article, name, variant):
    return article.parent / "Resources" / f"{name}{variant}@{SCALE}x.png"


# PNG: the text chunk that keeps the source, and pixels to compare two drawings.
def png_chunks(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    offset = 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        yield kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def png_text(data):
    texts = {}
    for kind, body in png_chunks(data):
        if kind == b"iTXt":
            key, _, rest = body.partition(b"\0")
            # compression flag, method, language tag, translated keyword, then the text (uncompressed here)
            rest = rest[2:]
            _, _, rest = rest.partition(b"\0")
            _, _, text = rest.partition(b"\0")
            texts[key.decode("latin-1")] = text.decode("utf-8")
    return texts


def with_text(data, texts):
    chunks = b""
    for key, text in texts.items():
        body = key.encode("latin-1") + b"\0\0\0\0\0" + text.encode("utf-8")
        chunks += struct.pack(">I", len(body)) + b"iTXt" + body + struct.pack(">I", zlib.crc32(b"iTXt" + body))
    header_end = 8 + 12 + 13  # signature, then IHDR
    return data[:header_end] + chunks + data[header_end:]


def png_pixels(data):
    header = None
    compressed = b""
    for kind, body in png_chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
    width, height, depth, color, _, _, interlace = header
    channels = {2: 3, 6: 4, 0: 1, 4: 2}.get(color)
    if depth != 8 or channels is None or interlace:
        raise ValueError("only 8-bit, non-interlaced PNG files are compared")
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        row = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def differing_share(old, new):
    old_width, old_height, channels, old_rows = png_pixels(old)
    new_width, new_height, _, new_rows = png_pixels(new)
    if (old_width, old_height) != (new_width, new_height):
        return None
    differing = 0
    for old_row, new_row in zip(old_rows, new_rows):
        if old_row != new_row:
            for x in range(old_width):
                start = x * channels
                if old_row[start:start + channels] != new_row[start:start + channels]:
                    differing += 1
    return differing / (old_width * old_height)


# The renderer: Mermaid's modules served on loopback (Chromium loads no ES module from a file URL).
def mermaid_modules():
    dist = CACHE / "dist"
    if (dist / "index.js").exists():
        return dist
    CACHE.mkdir(parents=True, exist_ok=True)
    wheels = list(CACHE.glob("nicegui-*.whl"))
    if not wheels:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", WHEEL, "-d", str(CACHE)],
                       check=True)
        wheels = list(CACHE.glob("nicegui-*.whl"))
    prefix = "nicegui/elements/mermaid/dist/"
    with zipfile.ZipFile(wheels[0]) as wheel:
        dist.mkdir(exist_ok=True)
        for member in wheel.namelist():
            if member.startswith(prefix) and member.endswith(".js"):
                (dist / member[len(prefix):]).write_bytes(wheel.read(member))
    return dist


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Server:
    def __init__(self, directory):
        handler = functools.partial(QuietHandler, directory=str(directory))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def close(self):
        self.httpd.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


CHROMIUM_ATTEMPTS = 3
CHROMIUM_TIMEOUT = 60


def run_chromium(browser, *arguments):
    """Runs headless Chromium once, and again when it hangs: it has been seen, rarely and on a busy machine,
    never to exit after its screenshot. Each run is in its own process group, killed whole on a timeout."""
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--no-first-run", "--virtual-time-budget=15000", *arguments]
    for attempt in range(1, CHROMIUM_ATTEMPTS + 1):
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   start_new_session=True)
        try:
            stdout, stderr = process.communicate(timeout=CHROMIUM_TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            print(f"chromium did not exit within {CHROMIUM_TIMEOUT} s (attempt {attempt} of {CHROMIUM_ATTEMPTS})",
                  file=sys.stderr)
            continue
        if process.returncode != 0:
            fail(f"chromium failed: {stderr[-2000:]}")
        return stdout
    fail(f"chromium hung {CHROMIUM_ATTEMPTS} times in a row: {' '.join(command)}")


RENDER_PAGE = """<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">
<div id="out"></div>
<script type="module">
import {{ mermaid }} from "./dist/index.js";
mermaid.initialize({{ startOnLoad: false, theme: {theme}, fontFamily: "DejaVu Sans, sans-serif",
                     securityLevel: "strict" }});
try {{
  const {{ svg }} = await mermaid.render("diagram", {source});
  document.getElementById("out").innerHTML = svg;
}} catch (error) {{
  document.getElementById("out").textContent = "MERMAID-ERROR " + error;
}}
</script></body></html>
"""

SHOT_PAGE = """<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:{padding}px;background:transparent">{svg}</body></html>
"""


def draw(browser, work, base, source, theme, name):
    page = work / f"{name}.html"
    page.write_text(RENDER_PAGE.format(theme=json.dumps(theme), source=json.dumps(source)), encoding="utf-8")
    dom = run_chromium(browser, "--dump-dom", base + page.name)
    match = re.search(r"<svg id=\"diagram\".*?</svg>", dom, re.S)
    if not match:
        error = re.search(r"MERMAID-ERROR[^<]*", dom)
        fail(f"Mermaid did not draw {name}: {error.group(0) if error else 'no SVG in the page'}")
    svg = match.group(0)
    view = re.search(r'viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"', svg)
    width, height = float(view.group(3)), float(view.group(4))
    # At its natural size: the width Mermaid gives is 100% of the page.
    svg = svg.replace('width="100%"', f'width="{width}" height="{height}"', 1)
    shot_page = work / f"{name}-shot.html"
    shot_page.write_text(SHOT_PAGE.format(padding=PADDING, svg=svg), encoding="utf-8")
    shot = work / f"{name}.png"
    size = f"{int(width + 0.999) + 2 * PADDING},{int(height + 0.999) + 2 * PADDING}"
    # Headless Chromium has been seen to take the screenshot before every tile of the page was painted (a
    # box half blank, about one drawing in fifteen): a picture is kept once two screenshots agree.
    previous = None
    for _ in range(SHOTS):
        run_chromium(browser, f"--window-size={size}", f"--force-device-scale-factor={SCALE}",
                     "--run-all-compositor-stages-before-draw", "--default-background-color=00000000",
                     f"--screenshot={shot}", base + shot_page.name)
        data = shot.read_bytes()
        if data == previous:
            return data
        previous = data
    fail(f"Chromium drew {name} differently in each of {SHOTS} screenshots")


def render_all(found, browser):
    modules = mermaid_modules()
    version = subprocess.run([browser, "--version"], capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        shutil.copytree(modules, work / "dist")
        server = Server(work)
        try:
            drawn = {}
            for article, name, source in found:
                for variant, theme in THEMES.items():
                    data = draw(browser, work, server.base, source, theme, f"{name}{variant}")
                    drawn[picture_path(article, name, variant)] = with_text(
                        data, {"Mermaid": source, "Software": f"Mermaid 11.16.1 ({WHEEL}), {version}"})
            return drawn
        finally:
            server.close()


def check(found, browser):
    problems = []
    for article, name, source in found:
        for variant in THEMES:
            path = picture_path(article, name, variant)
            where = path.relative_to(ROOT)
            if not path.exists():
                problems.append(f"{where} is missing")
            elif png_text(path.read_bytes()).get("Mermaid") != source:
                problems.append(f"{where} is stale: it was drawn from another source than the block under it in "
                                f"{article.name}")
    if not problems and browser:
        for path, data in render_all(found, browser).items():
            share = differing_share(path.read_bytes(), data)
            where = path.relative_to(ROOT)
            if share is None:
                problems.append(f"{where}: a new drawing has another size")
            elif share > TOLERATED_SHARE:
                problems.append(f"{where}: a new drawing differs in {share:.1%} of its pixels")
            else:
                print(f"{where}: as drawn now ({share:.2%} of its pixels differ)")
    elif not browser:
        print("render-diagrams: no Chromium here, so the pictures were checked against their sources only")
    if problems:
        fail("\n  ".join(["the pictures do not show the diagrams; run python3 scripts/render-diagrams.py:"]
                         + problems))


def screenshot_page(output, browser, found):
    archive = ROOT / ".build/docs/TiltUp.doccarchive"
    if not archive.exists():
        fail("no documentation archive: run bash scripts/build-docs.sh first")
    with tempfile.TemporaryDirectory() as temporary:
        site = Path(temporary) / "site"
        subprocess.run(["docc", "process-archive", "transform-for-static-hosting", str(archive),
                        "--output-path", str(site)], check=True, capture_output=True)
        server = Server(site)
        try:
            url = server.base + "documentation/tiltup/recordingnavigation"
            dom = run_chromium(browser, "--dump-dom", url)
            for _, name, _ in found:
                if not re.search(rf'<img[^>]+{re.escape(name)}@{SCALE}x\.png', dom):
                    fail(f"the built page shows no picture {name}")
                if not list((site / "images").rglob(f"{name}@{SCALE}x.png")):
                    fail(f"the built site has no file {name}@{SCALE}x.png")
            run_chromium(browser, "--window-size=1100,9000", f"--screenshot={Path(output).resolve()}", url)
        finally:
            server.close()
    print(f"render-diagrams: the RecordingNavigation page as a browser shows it: {output}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when a picture is missing, stale or drawn otherwise")
    parser.add_argument("--page", metavar="PNG", help="screenshot the built RecordingNavigation page into PNG")
    arguments = parser.parse_args()
    found = diagrams()
    browser = chromium()
    if arguments.check:
        check(found, browser)
    elif not arguments.page:
        if not browser:
            fail("no Chromium: install Debian's chromium and fonts-dejavu-core")
        for path, data in render_all(found, browser).items():
            path.parent.mkdir(exist_ok=True)
            path.write_bytes(data)
            print(f"drew {path.relative_to(ROOT)}")
    if arguments.page:
        if not browser:
            fail("no Chromium: install Debian's chromium")
        screenshot_page(arguments.page, browser, found)


if __name__ == "__main__":
    main()

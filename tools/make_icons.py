#!/usr/bin/env python3
"""Render Gamut's app icons (web/icons/*.png, named in web/manifest.webmanifest) from
tools/icons/gamut.svg, in Debian's Chromium through Playwright (requirements-dev.txt).

    python3 tools/make_icons.py         writes web/icons/icon-{192,512}.png and
                                        web/icons/icon-maskable-{192,512}.png

- ``icon-N.png`` (purpose "any"): the SVG as drawn, a rounded felt-green square with
  transparent corners.
- ``icon-maskable-N.png`` (purpose "maskable"): the green ground fills the whole square (a
  launcher cuts its own shape out of it) and the domino is scaled to MASKABLE_SCALE so that
  all of it lies in the safe zone, the centred circle of radius 0.4 x the size that every mask
  keeps (https://www.w3.org/TR/appmanifest/#icon-masks).

The PNGs are committed (the build copies web/ as it is); run this again after changing the SVG.
Chromium's PNG encoder favours speed: the image data is compressed again here with zlib at
level 9 (the pixels stay the same).
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path
from xml.etree import ElementTree as ET

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "tools" / "icons" / "gamut.svg"
OUT = ROOT / "web" / "icons"
SIZES = (192, 512)
MASKABLE_SCALE = 0.78  # the tile's farthest corner, shadow included: 230 of 256 -> 179 (< 204.8)
SVG_NS = "http://www.w3.org/2000/svg"


def variant(svg: str, maskable: bool) -> str:
    """The source SVG (a string) as the "any" icon, or as the maskable one: the ground's
    corners squared and the motif (``<g id="motif">``) scaled about the centre."""
    if not maskable:
        return svg
    ET.register_namespace("", SVG_NS)
    root = ET.fromstring(svg)
    ground = root.find(f".//{{{SVG_NS}}}rect[@id='ground']")
    motif = root.find(f".//{{{SVG_NS}}}g[@id='motif']")
    if ground is None or motif is None:
        raise SystemExit(f"{SOURCE}: expected <rect id='ground'> and <g id='motif'>")
    ground.attrib.pop("rx", None)
    size = float(root.get("viewBox", "0 0 512 512").split()[2])
    c = size / 2
    scale = f"translate({c} {c}) scale({MASKABLE_SCALE}) translate({-c} {-c})"
    motif.set("transform", f"{scale} {motif.get('transform', '')}".strip())
    return ET.tostring(root, encoding="unicode")


def recompress_png(data: bytes) -> bytes:
    """The same PNG with its image data deflated at zlib's level 9 (every other chunk kept)."""
    signature, pos = data[:8], 8
    chunks: list[tuple[bytes, bytes]] = []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        chunks.append((kind, data[pos + 8 : pos + 8 + length]))
        pos += 12 + length
    pixels = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    out = [signature]
    idat_done = False
    for kind, body in chunks:
        if kind == b"IDAT":
            if idat_done:
                continue
            kind, body, idat_done = b"IDAT", zlib.compress(pixels, 9), True
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        out.append(struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc))
    return b"".join(out)


def render(svg: str, size: int) -> bytes:
    """The SVG drawn at size x size pixels, transparent where it draws nothing: PNG bytes."""
    sys.path.insert(0, str(ROOT))
    import build as gamut_build  # build.py: Chromium's path and flags
    from playwright.sync_api import sync_playwright

    html = (
        "<!doctype html><style>html,body{margin:0;background:transparent}"
        f"svg{{display:block;width:{size}px;height:{size}px}}</style>{svg}"
    )
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=gamut_build.CHROMIUM, args=list(gamut_build.CHROMIUM_ARGS)
        )
        try:
            page = browser.new_page(viewport={"width": size, "height": size}, device_scale_factor=1)
            page.set_content(html)
            png = page.screenshot(
                omit_background=True, clip={"x": 0, "y": 0, "width": size, "height": size}
            )
        finally:
            browser.close()
    return recompress_png(png)


def main() -> int:
    svg = SOURCE.read_text(encoding="utf-8")
    OUT.mkdir(parents=True, exist_ok=True)
    for maskable in (False, True):
        for size in SIZES:
            name = f"icon-{'maskable-' if maskable else ''}{size}.png"
            (OUT / name).write_bytes(render(variant(svg, maskable), size))
            print(f"{OUT.relative_to(ROOT) / name}: {(OUT / name).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the small test images of Morph's image decoding tests (the photos beside them are copies
of the shared assets, see ../README.md).

PNGs are written byte by byte (zlib from Python's standard library) so that every pixel is known
exactly; JPEGs are made with ImageMagick's `convert` (Debian's imagemagick), whose output is lossy,
so the tests compare their colours with a tolerance.

    python3 Tests/MorphTests/Fixtures/Images/generate.py
"""

import os
import struct
import subprocess
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(name, width, height, bit_depth, color_type, rows, extra=b"", interlaced=False):
    """`rows`: a list of `height` byte strings of packed samples (without filter bytes)."""
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 1 if interlaced else 0)
    if interlaced:
        raw = adam7(width, height, bit_depth, color_type, rows)
    else:
        raw = b"".join(b"\0" + row for row in rows)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as handle:
        handle.write(data)


def adam7(width, height, bit_depth, color_type, rows):
    """The seven Adam7 passes of 8-bit-or-more samples, each row with filter byte 0."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    size = channels * bit_depth // 8
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    out = b""
    for x0, y0, dx, dy in passes:
        for y in range(y0, height, dy):
            pixels = [rows[y][x * size:(x + 1) * size] for x in range(x0, width, dx)]
            if pixels:
                out += b"\0" + b"".join(pixels)
    return out


def main():
    # RGBA: opaque red, half-transparent green, transparent blue, quarter-opaque white.
    png("rgba.png", 2, 2, 8, 6, [bytes([255, 0, 0, 255, 0, 255, 0, 128]), bytes([0, 0, 255, 0, 255, 255, 255, 64])])
    # A 2-bit palette of red, green, blue, white, with white made transparent by tRNS.
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])) + chunk(b"tRNS", bytes([255, 255, 255, 0]))
    png("palette.png", 4, 1, 2, 3, [bytes([0b00011011])], extra=palette)
    # 1-bit grey: black, white alternating.
    png("gray1.png", 8, 1, 1, 0, [bytes([0b01010101])])
    # 16-bit grey: 0x8000 and 0xFFFF.
    png("gray16.png", 2, 1, 16, 0, [struct.pack(">HH", 0x8000, 0xFFFF)])
    # Grey 200 with alpha 100.
    png("gray-alpha.png", 1, 1, 8, 4, [bytes([200, 100])])
    # 16-bit RGB: 0xFF00, 0x8000, 0x0100.
    png("rgb16.png", 1, 1, 16, 2, [struct.pack(">HHH", 0xFF00, 0x8000, 0x0100)])
    # 8×8 RGB, Adam7-interlaced: pixel (x, y) = (32x, 32y, 16(x + y)).
    png("interlaced.png", 8, 8, 8, 2, [bytes(v for x in range(8) for v in (32 * x, 32 * y, 16 * (x + y))) for y in range(8)], interlaced=True)

    def convert(*arguments):
        subprocess.run(["convert", *arguments], check=True)

    # 32×16, left half red and right half blue, at quality 95.
    halves = ["-size", "32x16", "xc:red", "-fill", "blue", "-draw", "rectangle 16,0 31,15", "-quality", "95"]
    convert(*halves, os.path.join(HERE, "halves.jpg"))
    convert(*halves, "-interlace", "Plane", os.path.join(HERE, "progressive.jpg"))
    convert(*halves, "-colorspace", "CMYK", os.path.join(HERE, "cmyk.jpg"))
    convert(*halves, "-colorspace", "Gray", os.path.join(HERE, "gray.jpg"))
    # The same pixels tagged EXIF orientation 6 (displayed turned 90° clockwise), 3 (180°) and, in a
    # big-endian EXIF block, 8 (90° counter-clockwise).
    with open(os.path.join(HERE, "halves.jpg"), "rb") as handle:
        plain = handle.read()
    for value, little_endian in [(6, True), (3, True), (8, False)]:
        with open(os.path.join(HERE, "orientation-%d.jpg" % value), "wb") as handle:
            handle.write(plain[:2] + exif_orientation(value, little_endian) + plain[2:])


def exif_orientation(value, little_endian):
    """An APP1 Exif segment whose IFD0 holds only the Orientation tag (0x0112, SHORT)."""
    order = "<" if little_endian else ">"
    tiff = (b"II" if little_endian else b"MM") + struct.pack(order + "HI", 42, 8)
    tiff += struct.pack(order + "H", 1) + struct.pack(order + "HHIHH", 0x0112, 3, 1, value, 0) + struct.pack(order + "I", 0)
    payload = b"Exif\0\0" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


if __name__ == "__main__":
    main()

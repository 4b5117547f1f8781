#!/usr/bin/env python3
"""Prints the colour of pixels of a PNG: png-pixels.py FILE X,Y [X,Y …].

Output: the image's "width height" on the first line, then "x y r g b" per point.
A small decoder on the standard library's zlib (8-bit RGB or RGBA, not interlaced:
what headless Chromium writes), so the swatch test reads what the browser drew without
any imaging package.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or interlace != 0 or colour_type not in (2, 6):
        sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {colour_type}, interlace {interlace})")
    channels = 4 if colour_type == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, index = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[index], bytearray(raw[index + 1:index + 1 + stride])
        index += 1 + stride
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + ((left + up) >> 1)) & 255
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                nearest = left if distances[0] <= distances[1] and distances[0] <= distances[2] else (up if distances[1] <= distances[2] else corner)
                line[x] = (line[x] + nearest) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    width, height, channels, rows = decode(sys.argv[1])
    print(width, height)
    for point in sys.argv[2:]:
        x, y = (int(part) for part in point.split(","))
        pixel = rows[y][x * channels:x * channels + 3]
        print(x, y, pixel[0], pixel[1], pixel[2])


main()

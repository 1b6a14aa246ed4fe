"""Kernel files wrapped for inclusion into host code: what the OpenCL compiler gets of them.

Two forms: C++ raw string literals around the kernel (`raw_string_file`: CLBlast's
`.opencl` files, clSPARSE's `.cl` files), and the argument of a stringizing macro
(`stringified_file`: Bullet's and clpeak's `MSTRINGIFY(` ... `)`). For such a file,
`Document` hands the parser and every analysis the text with the wrapper's tokens
blanked (`blanked`), byte for byte the same length and with the same line breaks, so
every offset, position and range is the file's own; the editor's text keeps them.
"""

from __future__ import annotations

from typing import Optional

from . import raw_string_file, stringified_file


def wrapper_spans(data: bytes) -> Optional[tuple[tuple[int, int], ...]]:
    """(start, end) of each token of the file's wrapper, in order (none holds a line break);
    None for a file that is not wrapped."""
    return raw_string_file.wrapper_spans(data) or stringified_file.wrapper_spans(data)


def blanked(data: bytes, spans: tuple[tuple[int, int], ...]) -> bytes:
    """`data` with the bytes of `spans` made spaces (the tokens hold no line break)."""
    out = bytearray(data)
    for start, end in spans:
        out[start:end] = b" " * (end - start)
    return bytes(out)


def touches(spans: tuple[tuple[int, int], ...], start: int, end: int) -> bool:
    """Whether the text [start, end) overlaps one of `spans`, or an insertion at `start` (an
    empty range) falls inside one."""
    for a, b in spans:
        if start < b and (end > a if end > start else start > a):
            return True
    return False


def kernel_text(data: bytes) -> bytes:
    """The text the OpenCL compiler gets from a file: `data` with its wrapper's tokens blanked,
    or `data` itself for any other file."""
    spans = wrapper_spans(data)
    return data if spans is None else blanked(data, spans)

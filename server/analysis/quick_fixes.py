"""Quick fixes that several rules share: wrap in convert_T(), enable an extension, drop a qualifier, drop the components a swizzle's vector lacks, write a mixed swizzle in one notation.

Each returns a `Fix` (byte-range edits) or None when no edit is sure to be right. Edits stay
inside the item the finding is in: the driver moves a cached finding's edits with its item, so
an edit elsewhere in the file (the top of the file, say) would go stale after an edit above it.
"""

from __future__ import annotations

import re
from typing import Optional

import tree_sitter

from .findings import Edit, Fix
from .vector_components import RGBA, WIDTHS, XYZW, Selector

_TO_XYZW = str.maketrans(RGBA, XYZW)
_VECTOR = re.compile(r"(?:char|uchar|short|ushort|int|uint|long|ulong|half|float|double)(?:2|3|4|8|16)")


def convert_call(node: tree_sitter.Node, target: str) -> Optional[Fix]:
    """`value` -> `convert_T(value)`, for a built-in vector type T (a same-width conversion)."""
    if not _VECTOR.fullmatch(target):
        return None
    return Fix(f"Convert with convert_{target}()",
               (Edit(node.start_byte, node.start_byte, f"convert_{target}("), Edit(node.end_byte, node.end_byte, ")")))


def enable_extension(data: bytes, at: int, extension: str) -> Optional[Fix]:
    """`#pragma OPENCL EXTENSION extension : enable` on its own line before the item starting at `at`."""
    if at > 0 and data[at - 1 : at] != b"\n":
        return None  # The item does not start a line: a directive cannot go there.
    return Fix(f"Enable {extension} (#pragma OPENCL EXTENSION {extension} : enable)",
               (Edit(at, at, f"#pragma OPENCL EXTENSION {extension} : enable\n"),))


def remove_qualifier(data: bytes, qualifier: tree_sitter.Node) -> Fix:
    """The written qualifier and the blanks after it removed."""
    end = qualifier.end_byte
    while data[end : end + 1] in (b" ", b"\t"):
        end += 1
    word = data[qualifier.start_byte : qualifier.end_byte].decode("utf-8", "replace")
    return Fix(f"Remove '{word}'", (Edit(qualifier.start_byte, end, ""),))


def swizzle_in_range(selector: Selector, width: int, field: tree_sitter.Node, vector: str) -> Optional[Fix]:
    """The whole selector made valid in one edit, by dropping every component `vector` lacks.

    Only when that is unambiguous: the kept components read the same lanes as before, and at
    least two are kept at a width a selection can have, so the result is still a vector and a
    context that needs the old width fails to compile instead of quietly taking a scalar (a
    scalar broadcasts into any vector). A component past the end is never swapped for another
    lane: which lane was meant is a guess. The title names what is dropped and the new type.
    """
    numeric = selector.notation == "numeric"
    if selector.notation not in ("xyzw", "rgba", "numeric"):
        return None
    names = selector.text[1:] if numeric else selector.text
    prefix = selector.text[0] if numeric else ""
    kept = "".join(n for n, lane in zip(names, selector.lanes) if lane < width)
    if len(kept) < 2 or len(kept) not in WIDTHS:
        return None
    dropped = ", ".join(dict.fromkeys(prefix + n for n, lane in zip(names, selector.lanes) if lane >= width))
    element = vector.rstrip("0123456789")
    article = "an" if element[0] in "aeiou" else "a"
    was = f", not {article} {element}{len(names)}" if len(names) in WIDTHS else ""
    replacement = prefix + kept
    return Fix(f"Drop {dropped}, which '{vector}' lacks: '.{replacement}' ({article} {element}{len(kept)}{was})",
               (Edit(field.start_byte, field.end_byte, replacement),))


def one_notation(selector: Selector, width: int, field: tree_sitter.Node) -> Optional[Fix]:
    """A selector that mixes xyzw and rgba letters (`.xg`) written in xyzw letters alone (`.xy`).

    Each letter names one lane whatever the notation, so the same lanes are selected: the fix
    changes no meaning. xyzw, because every OpenCL C version has it (rgba needs 3.0). A mix with
    numeric indices (`.s0x`) gets none: whether `x` was meant as a lane or is a slip is a guess;
    nor does one with a lane past the vector's `width`, which would still be wrong.
    """
    if selector.notation != "mixed" or not selector.text or not all(c in XYZW + RGBA for c in selector.text):
        return None
    if any((XYZW + RGBA).index(c) % 4 >= width for c in selector.text):
        return None
    replacement = selector.text.translate(_TO_XYZW)
    return Fix(f"Use '.{replacement}' (the same components in xyzw letters)",
               (Edit(field.start_byte, field.end_byte, replacement),))

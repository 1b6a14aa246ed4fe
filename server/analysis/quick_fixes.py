"""Quick fixes that several rules share: wrap in convert_T(), enable an extension, drop a qualifier, bring a swizzle in range.

Each returns a `Fix` (byte-range edits) or None when no edit is sure to be right. Edits stay
inside the item the finding is in: the driver moves a cached finding's edits with its item, so
an edit elsewhere in the file (the top of the file, say) would go stale after an edit above it.
"""

from __future__ import annotations

import re
from typing import Optional

import tree_sitter

from .findings import Edit, Fix
from .vector_components import HEX, RGBA, WIDTHS, XYZW, Selector

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
    """A selector with only the components `vector` has: the out-of-range ones dropped when what
    remains is a valid selection, else, for one component, the vector's last one."""
    numeric = selector.notation == "numeric"
    if selector.notation not in ("xyzw", "rgba", "numeric"):
        return None
    names = selector.text[1:] if numeric else selector.text
    prefix = selector.text[0] if numeric else ""
    alphabet = HEX[:16] if numeric else (XYZW if selector.notation == "xyzw" else RGBA)
    valid = [prefix + c for c in alphabet[:width]] if numeric else list(alphabet[:width])
    kept = "".join(n for n, lane in zip(names, selector.lanes) if lane < width)
    if kept and len(kept) in WIDTHS:
        replacement = prefix + kept
    elif len(names) == 1 and valid:
        replacement = valid[-1]
    else:
        return None
    return Fix(f"Use '.{replacement}' ('{vector}' has {', '.join(valid)})",
               (Edit(field.start_byte, field.end_byte, replacement),))

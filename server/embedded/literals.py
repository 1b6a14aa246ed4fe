"""Decode host string literals (Python, C, C++) into kernel text with a source map.

Each decoder appends to a `sourcemap.Builder`: verbatim runs, escape
sequences decoded the way the host compiler does (Python's and C's rules
differ), line continuations dropped, implicit concatenation (`"a" "b"`)
joined, raw strings copied as written. Templates: an f-string's
`{expression}`, a `.format` template's `{name}` and a `%` template's
`%(name)s` become placeholders: an unknown token stands in the kernel and
nothing inside it maps back. Doubled braces (`{{`) and `%%` are the one
character they mean.

It knows tree-sitter node types of tree-sitter-python, -c and -cpp, nothing
of pyopencl or of OpenCL.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Optional

import tree_sitter

from .sourcemap import Builder

# What stands in the kernel for a placeholder: an identifier nobody declares,
# so the OpenCL analysis sees an unknown name (and the finding there is dropped).
PLACEHOLDER_TEXT = b"__opencl_lsp_placeholder__"

FORMAT, PERCENT = "format", "percent"

_PY_SIMPLE = {
    ord("\\"): b"\\", ord("'"): b"'", ord('"'): b'"', ord("a"): b"\x07", ord("b"): b"\x08",
    ord("f"): b"\x0c", ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("v"): b"\x0b",
}
_C_SIMPLE = {**_PY_SIMPLE, ord("?"): b"?", ord("e"): b"\x1b"}
_OCTAL = re.compile(rb"[0-7]{1,3}")
_HEX2 = re.compile(rb"[0-9a-fA-F]{2}")
_HEX_ANY = re.compile(rb"[0-9a-fA-F]+")
_HEX4 = re.compile(rb"[0-9a-fA-F]{4}")
_HEX8 = re.compile(rb"[0-9a-fA-F]{8}")
_NAMED = re.compile(rb"\{([^}\n]*)\}")
# A %-conversion: %%, or %, an optional (key), flags, width, precision, length, and the type.
_PERCENT_SPEC = re.compile(rb"%(?:%|(?:\([^)]*\))?[#0\- +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa])")
_SPECIALS = {
    (True, None): re.compile(rb"\\"),
    (True, FORMAT): re.compile(rb"[\\{}]"),
    (True, PERCENT): re.compile(rb"[\\%]"),
    (False, None): None,
    (False, FORMAT): re.compile(rb"[{}]"),
    (False, PERCENT): re.compile(rb"%"),
}


class Undecodable(Exception):
    """A literal whose text cannot stand for a kernel (a wide C string, a bytes object with a template)."""


def _char(code: int, as_bytes: bool) -> bytes:
    if as_bytes:
        return bytes([code & 0xFF])
    try:
        return chr(code).encode("utf-8", "surrogatepass")
    except (ValueError, OverflowError):
        return b"\xef\xbf\xbd"


def _python_escape(data: bytes, i: int, end: int, as_bytes: bool) -> tuple[Optional[bytes], int]:
    """The text of the escape at data[i] (a backslash) and where it ends; None text: not an escape."""
    if i + 1 >= end:
        return None, i + 1
    c = data[i + 1]
    if c == 0x0A:
        return b"", i + 2
    if c == 0x0D:
        return b"", i + 3 if i + 2 < end and data[i + 2] == 0x0A else i + 2
    if c in _PY_SIMPLE:
        return _PY_SIMPLE[c], i + 2
    match = _OCTAL.match(data, i + 1, end)
    if match:
        return _char(int(match.group(), 8), as_bytes), match.end()
    if c == ord("x"):
        match = _HEX2.match(data, i + 2, end)
        if match:
            return _char(int(match.group(), 16), as_bytes), match.end()
        return None, i + 1
    if not as_bytes:
        if c == ord("u") or c == ord("U"):
            match = (_HEX4 if c == ord("u") else _HEX8).match(data, i + 2, end)
            if match:
                return _char(int(match.group(), 16), False), match.end()
        if c == ord("N"):
            match = _NAMED.match(data, i + 2, end)
            if match:
                try:
                    return unicodedata.lookup(match.group(1).decode("ascii", "replace")).encode("utf-8"), match.end()
                except KeyError:
                    pass
    return None, i + 1


def _c_escape(data: bytes, i: int, end: int) -> tuple[Optional[bytes], int]:
    if i + 1 >= end:
        return None, i + 1
    c = data[i + 1]
    if c == 0x0A:
        return b"", i + 2
    if c == 0x0D:
        return b"", i + 3 if i + 2 < end and data[i + 2] == 0x0A else i + 2
    if c in _C_SIMPLE:
        return _C_SIMPLE[c], i + 2
    match = _OCTAL.match(data, i + 1, end)
    if match:
        return bytes([int(match.group(), 8) & 0xFF]), match.end()
    if c == ord("x"):
        match = _HEX_ANY.match(data, i + 2, end)
        if match:
            return bytes([int(match.group()[-2:], 16)]), match.end()
    if c == ord("u") or c == ord("U"):
        match = (_HEX4 if c == ord("u") else _HEX8).match(data, i + 2, end)
        if match:
            return _char(int(match.group(), 16), False), match.end()
    # An unknown escape: compilers warn and keep the character.
    return data[i + 1 : i + 2], i + 2


def _decode_run(
    out: Builder, data: bytes, start: int, end: int, *, escapes: str, as_bytes: bool = False, template: Optional[str] = None
) -> None:
    """Decode data[start:end] (the inside of one literal, or one f-string part) into `out`."""
    pattern = _SPECIALS[(escapes != "raw", template)]
    i = start
    while i < end:
        match = pattern.search(data, i, end) if pattern is not None else None
        if match is None:
            out.verbatim(data[i:end], i)
            return
        j = match.start()
        if j > i:
            out.verbatim(data[i:j], i)
        c = data[j]
        if c == 0x5C:  # Backslash.
            text, stop = _c_escape(data, j, end) if escapes == "c" else _python_escape(data, j, end, as_bytes)
            if text is None:
                out.verbatim(data[j:stop], j)
            else:
                out.escape(text, j, stop)
            i = stop
        elif c in (0x7B, 0x7D):  # { }
            if j + 1 < end and data[j + 1] == c:
                out.escape(bytes([c]), j, j + 2)
                i = j + 2
            elif c == 0x7B:
                close = _format_field_end(data, j, end)
                out.placeholder(PLACEHOLDER_TEXT, j, close)
                i = close
            else:
                out.verbatim(b"}", j)  # A lone '}' (Python would raise): keep it.
                i = j + 1
        else:  # '%'
            spec = _PERCENT_SPEC.match(data, j, end)
            if spec is None:
                out.verbatim(b"%", j)
                i = j + 1
            elif spec.group() == b"%%":
                out.escape(b"%", j, j + 2)
                i = j + 2
            else:
                out.placeholder(PLACEHOLDER_TEXT, j, spec.end())
                i = spec.end()


def _format_field_end(data: bytes, start: int, end: int) -> int:
    """The end of a `.format` replacement field starting at data[start] == '{' (nested braces in its spec)."""
    depth = 0
    for k in range(start, end):
        if data[k] == 0x7B:
            depth += 1
        elif data[k] == 0x7D:
            depth -= 1
            if depth == 0:
                return k + 1
    return end


def _python_prefix(start_node: tree_sitter.Node) -> str:
    return start_node.text.decode("ascii", "replace").rstrip("'\"").lower()


def decode_python(out: Builder, node: tree_sitter.Node, data: bytes, template: Optional[str] = None) -> None:
    """Append a Python `string` or `concatenated_string` node's value."""
    strings = node.named_children if node.type == "concatenated_string" else [node]
    for string in strings:
        if string.type != "string":
            raise Undecodable(string.type)
        children = string.children
        if not children or children[0].type != "string_start":
            raise Undecodable("string")
        prefix = _python_prefix(children[0])
        raw = "r" in prefix
        as_bytes = "b" in prefix
        is_f = "f" in prefix or "t" in prefix
        if as_bytes and template is not None and not is_f:
            template_here = template if template == PERCENT else None
        else:
            template_here = template
        escapes = "raw" if raw else "python"
        position = children[0].end_byte
        for child in children[1:]:
            if child.type == "string_end":
                if child.start_byte > position:
                    _decode_run(out, data, position, child.start_byte, escapes=escapes, as_bytes=as_bytes,
                                template=FORMAT if is_f else template_here)
                break
            if child.type == "interpolation":
                if child.start_byte > position:
                    _decode_run(out, data, position, child.start_byte, escapes=escapes, as_bytes=as_bytes,
                                template=FORMAT if is_f else template_here)
                out.placeholder(PLACEHOLDER_TEXT, child.start_byte, child.end_byte)
                position = child.end_byte
        # string_content runs are decoded from their text between interpolations above.


C_RAW_DELIMITERS = {"cl", "clc", "opencl", "ocl"}


def decode_c(out: Builder, node: tree_sitter.Node, data: bytes) -> None:
    """Append a C/C++ `string_literal`, `raw_string_literal` or `concatenated_string` node's value."""
    parts = node.named_children if node.type == "concatenated_string" else [node]
    for part in parts:
        if part.type == "string_literal":
            children = part.children
            if len(children) < 2:
                raise Undecodable("string")
            opening = children[0].text or b'"'
            if opening not in (b'"', b'u8"'):
                raise Undecodable("wide string")
            _decode_run(out, data, children[0].end_byte, children[-1].start_byte, escapes="c")
        elif part.type == "raw_string_literal":
            content = next((c for c in part.children if c.type == "raw_string_content"), None)
            opening = part.children[0].text if part.children else b""
            if opening not in (b'R"', b'u8R"'):
                raise Undecodable("wide raw string")
            if content is not None:
                out.verbatim(data[content.start_byte : content.end_byte], content.start_byte)
        elif part.type in ("identifier", "comment"):
            # A macro between literals ("a" EXTRA "b"): its value is unknown.
            if part.type == "identifier":
                out.placeholder(PLACEHOLDER_TEXT, part.start_byte, part.end_byte)
        else:
            raise Undecodable(part.type)


def raw_delimiter(node: tree_sitter.Node) -> Optional[str]:
    """The delimiter of a C++ raw string literal (`CLC` in R"CLC(...)CLC"), or None."""
    for child in node.children:
        if child.type == "raw_string_delimiter":
            return (child.text or b"").decode("ascii", "replace")
    return None

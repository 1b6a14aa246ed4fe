"""## What it does
Checks a `printf` call's format string against its arguments: each conversion
must be well formed, a vector specifier (`%v4f`) needs a length modifier
(`hh`, `h`, `hl` or `l`) and a width of 2, 3, 4, 8 or 16, each argument must be
of the type its conversion expects, and there must be as many arguments as
conversions. For vectors, `hh` means `char`/`uchar` elements, `h` `short`,
`ushort` or `half`, `hl` `int`, `uint` or `float`, and `l` `long`, `ulong` or
`double`; `%v4hlf` prints a `float4`.

It stays silent for arguments whose type it does not know for sure, and for
format strings built with macros.

## Why is this bad?
The format string is the only description the device's printf has of its
arguments. When it disagrees with them, the output is garbage and the behavior
is undefined; vector arguments are never converted to fit.

## Example
```c
kernel void dump(global float4 *colors) {
    printf("color %v4f\n", colors[0]);
}
```

Use instead:
```c
kernel void dump(global float4 *colors) {
    printf("color %v4hlf\n", colors[0]);
}
```

## References
- [OpenCL C: printf format string](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#printf-format-string)
"""

from __future__ import annotations

import re
from typing import Optional

from ..semantics import typing as ty
from .. import builtin_facts as bf
from ..findings import Severity
from ..registry import register

_SPEC = re.compile(
    r"%(?P<flags>[-+ #0]*)(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d*))?"
    r"(?:v(?P<vector>\d+))?(?P<length>hh|hl|h|ll|l|j|z|t|L)?(?P<conv>[diouxXfFeEgGaAcsp%])?"
)
_INTS = set("diouxX")
_FLOATS = set("fFeEgGaA")
_VECTOR_WIDTHS = (2, 3, 4, 8, 16)
_INT_ELEMENTS = {"hh": ("char", "uchar"), "h": ("short", "ushort"), "hl": ("int", "uint"), "l": ("long", "ulong")}
_FLOAT_ELEMENTS = {"h": ("half",), "hl": ("float",), "l": ("double",)}
_SMALL_INTS = {"bool", "char", "uchar", "short", "ushort", "int", "uint"}


@register("B004", "printf-format-mismatch", Severity.WARNING, "A printf format string disagrees with its arguments",
          spec="printf-format-string", visits=bf.BUILTIN_CALLS)
def check(sem, call):
    if call.name != "printf" or not call.arguments or not sem.trusted(call.node):
        return
    fmt = call.arguments[0]
    text = _literal_text(sem, fmt)
    if text is None:
        return
    yield from _check_call(check, sem, fmt, text, call.arguments[1:])


def _literal_text(sem, node) -> Optional[str]:
    """The characters of a string literal (escapes kept as written), or None."""
    if node.type == "string_literal":
        parts = [node]
    elif node.type == "concatenated_string":
        parts = [c for c in node.named_children if c.type != "comment"]
        if any(p.type != "string_literal" for p in parts):
            return None
    else:
        return None
    out = []
    for part in parts:
        raw = sem.text(part)
        if not raw.endswith('"') or raw.find('"') != len(raw) - len(raw.lstrip('uUL8')) or raw[0] != '"':
            return None  # Prefixed (wide) strings are not printf formats.
        out.append(raw[1:-1])
    return "".join(out)


def _check_call(check, sem, fmt, text: str, args: list):
    at = 0
    index = 0
    while True:
        start = text.find("%", at)
        if start < 0:
            break
        match = _SPEC.match(text, start)
        at = match.end()
        conv = match.group("conv")
        if conv == "%" and match.end() - start == 2:
            continue
        spec = match.group()
        if conv is None or conv == "%":
            shown = text[start : start + len(spec) + 1]
            yield check.finding(fmt.start_byte, fmt.end_byte, f"invalid conversion specification '{shown}' in format")
            return
        length = match.group("length")
        vector = match.group("vector")
        problem = _spec_problem(conv, length, vector)
        if problem:
            yield check.finding(fmt.start_byte, fmt.end_byte, f"'{spec}': {problem}")
            return
        for star in (match.group("width"), match.group("precision")):
            if star == "*":
                if index < len(args):
                    found = _arg_type(sem, args[index])
                    if found is not None and (found[1] or found[0] not in _SMALL_INTS):
                        yield check.finding(args[index].start_byte, args[index].end_byte,
                                            f"'*' in '{spec}' takes an int, not '{found[2]}'")
                index += 1
        if index >= len(args):
            yield check.finding(fmt.start_byte, fmt.end_byte,
                                f"'{spec}' has no argument: the format has more conversions than arguments")
            return
        arg = args[index]
        index += 1
        found = _arg_type(sem, arg)
        if found is None:
            continue
        wanted = _mismatch(conv, length, vector, found)
        if wanted:
            yield check.finding(arg.start_byte, arg.end_byte, f"'{spec}' expects {wanted}, not '{found[2]}'")
    if index < len(args):
        extra = args[index]
        yield check.finding(extra.start_byte, args[-1].end_byte,
                            f"{len(args) - index} more argument(s) than the format has conversions")


def _vector_width(digits: str) -> int:
    """The width a `v` specifier names; 0 (never valid) for a run of digits too long to be a
    width, which int() would also refuse past 4,300 digits."""
    significant = digits.lstrip("0")
    return int(significant) if 0 < len(significant) <= 3 else 0


def _spec_problem(conv: str, length: Optional[str], vector: Optional[str]) -> Optional[str]:
    if vector is not None:
        if _vector_width(vector) not in _VECTOR_WIDTHS:
            return f"a vector specifier takes 2, 3, 4, 8 or 16 components, not {vector}"
        if conv not in _INTS and conv not in _FLOATS:
            return f"a vector specifier cannot be used with '%{conv}'"
        if length is None:
            return "a vector specifier needs a length modifier (hh, h, hl or l)"
        if length not in _INT_ELEMENTS or (conv in _FLOATS and length not in _FLOAT_ELEMENTS):
            return f"'{length}' is not a length modifier for vectors of this conversion"
        return None
    if length == "hl":
        return "the 'hl' length modifier is only for vectors"
    return None


def _arg_type(sem, node):
    """(base, is_vector_or_pointer, shown) of an argument, or None when unknown."""
    shown = sem.type_of(node)
    ctype = sem.typer.canonical(shown)
    if ctype is None or ctype.block:
        return None
    if ctype.pointers or ctype.arrays:
        return ("*", True, shown, ctype)
    if ty.is_scalar(ctype.base) or ty.vector_parts(ctype.base):
        return (ctype.base, ty.vector_parts(ctype.base) is not None, shown, ctype)
    return None


def _mismatch(conv: str, length: Optional[str], vector: Optional[str], found) -> Optional[str]:
    """What the conversion expects when the argument does not fit, else None."""
    base, _compound, _shown, ctype = found
    if vector is not None:
        n = _vector_width(vector)
        elements = _INT_ELEMENTS[length] if conv in _INTS else _FLOAT_ELEMENTS[length]
        parts = ty.vector_parts(base) if base != "*" else None
        if parts is None or parts[1] != n or parts[0] not in elements:
            return "a vector of " + str(n) + " " + " or ".join(f"'{e}'" for e in elements)
        return None
    if base == "*":
        if conv == "p":
            return None
        if conv == "s":
            return None if ctype.base in ("char", "uchar") and ctype.pointers + len(ctype.arrays) == 1 else "a string"
        return "an integer" if conv in _INTS or conv == "c" else "a floating-point number"
    if ty.vector_parts(base):
        return "a scalar (use a vector specifier such as %v4hlf for vectors)"
    if conv == "p":
        return "a pointer"
    if conv == "s":
        return "a string"
    if conv == "c":
        return None if base in _SMALL_INTS else "a character"
    if conv in _INTS:
        if base in ty.POINTER_SIZED or length in ("z", "t", "j", "L", "ll"):
            return None  # Target-sized or unusual: not judged.
        if base in _SMALL_INTS or base in ty.INTEGER_ALIASES:
            return None if length != "l" else "a 'long' or 'ulong'"
        if base in ("long", "ulong"):
            return None if length == "l" else "an 'int' (use %ld for a long)"
        return "an integer"
    if conv in _FLOATS:
        if base in ("float", "double") and length in (None, "l", "L"):
            return None
        if base == "half":
            return None  # Whether half promotes is not judged.
        return "a floating-point number"
    return None

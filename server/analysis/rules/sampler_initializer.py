"""## What it does
Reports a `sampler_t` initialized with a value that cannot be a sampler:
- a floating-point, vector, pointer or other non-integer value;
- an integer constant of another width than 32 bits (`0x100000000L`,
  `(char)1`);
- at program scope, a value that is not a compile-time constant (another
  sampler variable, a function call; a `constant int` is folded and allowed).

## Why is this bad?
A sampler is initialized from a 32-bit integer that combines the addressing,
filter and normalization bits (`CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST`).
Any other value has no meaning as a sampler, and a program-scope sampler must
be known when the program is built. Compilers reject such initializers.

## Fix
Initialize the sampler from the `CLK_*` constants combined with `|`.

## Example
```c
constant sampler_t linear = 1.0f;
```

Use instead:
```c
constant sampler_t linear = 0x20;
```

## References
- [OpenCL C: samplers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#sampler_t)
"""

import re

from ..semantics import scope as hscope
from ..semantics import typing as ty
from ..findings import Severity
from ..image_facts import DECLARED_OPAQUE, at_program_scope
from ..registry import register

_LONG_LONG = re.compile(r"(?:ll|LL)[uU]?$|[uU](?:ll|LL)$")
_NOT_32_BITS = {"char", "uchar", "short", "ushort", "long", "ulong", "unsigned char", "unsigned short",
                "unsigned long", "long long", "unsigned long long", "bool"}


@register("Q027", "sampler-initializer", Severity.ERROR, "A sampler is initialized from a 32-bit integer constant",
          spec="sampler_t", scope="item", visits=DECLARED_OPAQUE)
def check(sem, found):
    if found.kind != "sampler" or found.owner.type != "declaration" or found.parts.name is None:
        return
    value = found.parts.init
    if value is None or found.parts.function is not None or found.pointers or found.arrays:
        return
    while value.type == "parenthesized_expression" and value.named_child_count == 1:
        value = value.named_children[0]
    if not sem.trusted(value):
        return
    message = _problem(sem, value, at_program_scope(sem, found.owner))
    if message:
        yield check.finding(value.start_byte, value.end_byte, message)


def _problem(sem, value, program_scope: bool):
    if program_scope:
        if value.type == "call_expression":
            return "a program-scope sampler needs a compile-time constant initializer, not a call"
        if value.type == "identifier":
            declared = sem.typer.lookup(value) or _file_variable(sem, sem.text(value))
            if declared is not None and declared.kind == "variable" and _sampler_type(sem, declared.type):
                return f"a program-scope sampler needs a compile-time constant initializer, not '{sem.text(value)}'"
    if value.type == "char_literal":
        return None  # A character constant has type int in C, whatever a typer says.
    if value.type == "number_literal" and _LONG_LONG.search(sem.text(value)) and "." not in sem.text(value):
        return "a sampler is initialized from a 32-bit integer, not 'long long'"
    text = sem.type_of(value)
    if text is None:
        return None
    try:
        ctype = sem.typer.canonical(text)
    except RecursionError:
        return None
    if ctype is None or ctype.arrays or ctype.block:
        return None
    if ctype.pointers or ctype.base in ty.FLOATS or ty.vector_parts(ctype.base) is not None \
            or ctype.base.startswith(("struct ", "union ")) or ctype.base.startswith("image"):
        return f"a sampler cannot be initialized with a value of type '{text}'"
    if ctype.base in _NOT_32_BITS and _constant(value):
        return f"a sampler is initialized from a 32-bit integer, not '{text}'"
    return None


def _sampler_type(sem, text) -> bool:
    """Whether a declared type is a sampler (clang folds a `constant int` into a sampler's
    initializer, but never another sampler variable)."""
    parsed = ty.parse_type(text) if text else None
    if parsed is not None and parsed.base == "sampler_t":
        return True
    try:
        ctype = sem.typer.canonical(text) if text else None
    except RecursionError:
        return False
    return ctype is not None and ctype.base == "sampler_t" and not ctype.pointers and not ctype.arrays


def _file_variable(sem, name: str):
    """A program-scope variable of that name whose declaration, up to its name, is live and
    free of macros (the typer doubts any declaration that uses a macro, even only in its
    initializer, as `constant sampler_t s = CLK_FILTER_NEAREST;` does; a variable it stays)."""
    declared = hscope.file_scope(sem.snapshot).by_name.get(name)
    if declared is None or declared.kind != "variable" or sem.in_inactive(declared.start):
        return None
    if sem.uses_macro(declared.start, declared.name_end):
        return None
    return declared


def _constant(node) -> bool:
    """A literal, or a cast of one (the integer constants whose width clang checks)."""
    while node.type in ("cast_expression", "parenthesized_expression"):
        inner = node.child_by_field_name("value") if node.type == "cast_expression" else (
            node.named_children[0] if node.named_child_count == 1 else None)
        if inner is None:
            return False
        node = inner
    return node.type in ("number_literal", "char_literal")

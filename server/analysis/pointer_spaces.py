"""Address spaces along whole pointer types, for conversions the single-level helpers leave out.

What it knows:
- the pointer type of an expression at any depth (`global int **`), and the
  result of `to_global`/`to_local`/`to_private` (a pointer into the named
  space to the argument's pointee type), where the generic address space
  exists;
- the chain of address spaces a pointer type reaches, outermost pointee
  first (`global int * private * p` reaches private, then global);
- clang's checks on it: an implicit conversion keeps the outermost pointee's
  space or widens it to generic, and every level below must match exactly
  (compared down to the shallower of the two types, whatever the pointee
  types); a cast and pointer subtraction need overlapping outermost spaces.

A typedef of a pointer type under an address-space qualifier (`private l_t *p`
with `typedef local int *l_t`) is resolved here: the typer's canonical type
keeps one address space, for the innermost pointee, where that qualifier does
not belong. Arrays of pointers, blocks, function pointers and types the typer
does not understand answer None, and callers stay silent.
"""

from __future__ import annotations

import re
from typing import Optional

import tree_sitter

from .semantics import scope as hscope
from .semantics import typing as ty
from . import qualifier_support as qs
from .conversion_facts import strip_parens as _strip
from .semantic import Semantic

_WORD = re.compile(r"\w+")
CONVERTERS = {"to_global": "__global", "to_local": "__local", "to_private": "__private"}
_NAMED = ("__global", "__local", "__private")


def type_from_text(sem: Semantic, text: Optional[str]) -> Optional[ty.CType]:
    """A pointer type (any depth) from type text, or None when unsure."""
    if not text or "(" in text or "^" in text:
        return None
    parsed = ty.parse_type(text)
    try:
        ctype = sem.typer.canonical(text)
    except RecursionError:
        return None
    if parsed is None or ctype is None or ctype.block or not qs.known_base(sem, ctype.base):
        return None
    if ctype.pointers != parsed.pointers and (parsed.space or parsed.levels):
        # A typedef of a pointer under a qualifier: the canonical type puts that qualifier on the
        # innermost pointee, where it does not belong.
        ctype = _through_pointer_typedef(sem, parsed, ctype)
        if ctype is None:
            return None
    if ctype.arrays:
        if ctype.pointers or len(ctype.arrays) != 1 or not ctype.space:
            return None
        return ty.CType(ctype.base, 1, ctype.space, ctype.quals, ctype.access)
    return ctype if ctype.pointers else None


def _through_pointer_typedef(sem: Semantic, parsed: ty.CType, ctype: ty.CType) -> Optional[ty.CType]:
    """`private l_t *` with `typedef local int *l_t`: the typedef's type with its outermost pointer
    object in the written address space, under the written pointers; None when unsure."""
    try:
        inner = sem.typer.canonical(parsed.base)
    except RecursionError:
        return None
    if inner is None or parsed.arrays or inner.arrays or inner.block or inner.pointers + parsed.pointers != ctype.pointers:
        return None
    inner_levels = inner.levels or ("",) * inner.pointers
    if parsed.space and inner_levels[-1] and inner_levels[-1] != parsed.space:
        return None
    levels = inner_levels[:-1] + (parsed.space or inner_levels[-1],) + (parsed.levels or ("",) * parsed.pointers)
    return ty.CType(inner.base, ctype.pointers, inner.space, inner.quals, inner.access, levels=levels)


def pointer_typedefs(sem: Semantic) -> frozenset:
    """Names of the file-scope typedefs whose type is a pointer (computed once per snapshot)."""
    return sem.memo("analysis.pointer_spaces.typedefs", lambda: frozenset(
        d.name for d in hscope.file_scope(sem.snapshot).declarations
        if d.kind == "typedef" and d.type and "*" in d.type))


def exact(sem: Semantic, node: Optional[tree_sitter.Node]) -> bool:
    """Whether the typer's type for an expression keeps its address spaces where they belong.

    It does unless a typedef of a pointer is involved: `private l_t` with `typedef local int *l_t`
    comes out as a pointer to private. Then only a name whose declaration uses no such typedef
    is taken as typed.
    """
    names = pointer_typedefs(sem)
    if not names:
        return True
    node = _strip(node)
    if node is None or node.type != "identifier":
        return False
    declared = sem.typer.lookup(node)
    if declared is None or not declared.type:
        return False
    return not any(word in names for word in _WORD.findall(declared.type))


def pointer_type(sem: Semantic, node: Optional[tree_sitter.Node]) -> Optional[ty.CType]:
    """The pointer type of a trusted expression (any depth; `to_*` results too), or None."""
    node = _strip(node)
    if node is None:
        return None
    if node.type == "call_expression":
        converted = converter_result(sem, node)
        if converted is not None:
            return converted
    if function_name(sem, node):
        return _FUNCTION_NAME
    if pointer_typedefs(sem) and not exact(sem, node):
        # A name declared with a pointer typedef: resolve its declared type here.
        declared = sem.typer.lookup(node) if node.type == "identifier" else None
        if declared is None or declared.kind not in ("variable", "parameter") or sem.type_of(node) is None:
            return None
        return type_from_text(sem, declared.type)
    return type_from_text(sem, sem.type_of(node))


# `__func__` is an array of const char in the constant address space (clang's reading of OpenCL C).
_FUNCTION_NAME = ty.CType("char", 1, "__constant", frozenset({"const"}))


def function_name(sem: Semantic, node: Optional[tree_sitter.Node]) -> bool:
    """Whether an expression is the predefined `__func__` (not a name of the file's own)."""
    node = _strip(node)
    return (node is not None and node.type == "identifier" and sem.text(node) == "__func__"
            and sem.trusted(node) and sem.typer.lookup(node) is None)


def converter_result(sem: Semantic, call: tree_sitter.Node) -> Optional[ty.CType]:
    """The type `to_global(p)` and its siblings return for a pointer p that may be generic, or None."""
    function = call.child_by_field_name("function")
    arguments = call.child_by_field_name("arguments")
    if function is None or function.type != "identifier" or arguments is None:
        return None
    space = CONVERTERS.get(sem.text(function))
    if space is None or not qs.generic_enabled(sem) or not sem.trusted(call):
        return None
    if sem.typer.lookup(function) is not None:
        return None  # The file declares a function of that name.
    args = [a for a in arguments.named_children if a.type != "comment"]
    if len(args) != 1:
        return None
    source = pointer_type(sem, args[0]) if args[0].type != "call_expression" else None
    if source is None or source.pointers != 1 or source.space == "__constant":
        return None
    return ty.CType(source.base, 1, space, source.quals, source.access)


def generic_null(sem: Semantic, node: Optional[tree_sitter.Node]) -> bool:
    """Whether an expression is a null pointer constant into the generic address space,
    `(generic void *)0`, which converts to a pointer into any named address space (clang accepts
    it; `(generic int *)0` is no null pointer constant and does not)."""
    node = _strip(node)
    if node is None or node.type != "cast_expression" or not qs.generic_enabled(sem):
        return False
    value = _strip(node.child_by_field_name("value"))
    if value is None or value.type != "number_literal" or sem.text(value).rstrip("uUlL") not in ("0", "00", "0x0"):
        return False
    target = type_from_text(sem, sem.typer.descriptor_type(node.child_by_field_name("type")))
    return (target is not None and target.pointers == 1 and target.base == "void" and not target.quals
            and chain(sem, target)[0] == "__generic")


def chain(sem: Semantic, ctype: ty.CType) -> tuple[str, ...]:
    """The address spaces a pointer type reaches, outermost pointee first (unwritten ones filled with
    the default of a pointee inside a function)."""
    default = qs.default_pointee_space(sem)
    levels = ctype.levels or ("",) * ctype.pointers
    inner_first = (ctype.space or default, *(level or default for level in levels[:-1]))
    return tuple(reversed(inner_first))


def describe(sem: Semantic, ctype: ty.CType) -> str:
    """`'__global int * __private *'`: the type with every pointee's address space written."""
    spaces = tuple(reversed(chain(sem, ctype)))
    text = " ".join(w for w in (spaces[0], *sorted(ctype.quals), ctype.base) if w)
    for level in spaces[1:]:
        text += f" * {level}"
    return f"'{text} *'"


def _widens(to: str, frm: str, generic: bool) -> bool:
    """Whether a pointer to `frm` converts implicitly to a pointer to `to`."""
    return to == frm or (generic and to == "__generic" and frm in _NAMED)


def overlapping(a: str, b: str, generic: bool) -> bool:
    return a == b or (generic and "__constant" not in (a, b) and "__generic" in (a, b))


def assignment_problem(sem: Semantic, target: Optional[ty.CType], source: Optional[ty.CType], generic: bool):
    """(target, source, nested) when an implicit conversion between the two pointer types changes an
    address space (nested: below the outermost pointee), or None."""
    if target is None or source is None:
        return None
    to, frm = chain(sem, target), chain(sem, source)
    if "__generic" in to + frm and not generic:
        return None
    if not _widens(to[0], frm[0], generic):
        return describe(sem, target), describe(sem, source), False
    for a, b in zip(to[1:], frm[1:]):
        if a != b:
            return describe(sem, target), describe(sem, source), True
    return None


def cast_problem(sem: Semantic, target: Optional[ty.CType], source: Optional[ty.CType], generic: bool):
    """(target, source) when a cast between the two pointer types joins non-overlapping spaces, or None."""
    if target is None or source is None:
        return None
    to, frm = chain(sem, target)[0], chain(sem, source)[0]
    if "__generic" in (to, frm) and not generic:
        return None
    if overlapping(to, frm, generic):
        return None
    return describe(sem, target), describe(sem, source)

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

What it does not know: typedefs of pointer types that are themselves
qualified with an address space (`private l_t *p` with `typedef local int *l_t`):
the canonical type keeps one address space for the innermost pointee, so such
types answer None and callers stay silent, as they do for arrays, blocks,
function pointers and types the typer does not understand.
"""

from __future__ import annotations

from typing import Optional

import tree_sitter

from ..hover import typing as ty
from . import qualifier_support as qs
from .semantic import Semantic

CONVERTERS = {"to_global": "__global", "to_local": "__local", "to_private": "__private"}
_NAMED = ("__global", "__local", "__private")


def _strip(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    while node is not None and node.type == "parenthesized_expression":
        inner = [c for c in node.named_children if c.type != "comment"]
        if len(inner) != 1:
            return node
        node = inner[0]
    return node


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
        # A typedef of a pointer under a qualifier: the canonical type would put that
        # qualifier on the innermost pointee.
        return None
    if ctype.arrays:
        if ctype.pointers or len(ctype.arrays) != 1 or not ctype.space:
            return None
        return ty.CType(ctype.base, 1, ctype.space, ctype.quals, ctype.access)
    return ctype if ctype.pointers else None


def pointer_type(sem: Semantic, node: Optional[tree_sitter.Node]) -> Optional[ty.CType]:
    """The pointer type of a trusted expression (any depth; `to_*` results too), or None."""
    node = _strip(node)
    if node is None:
        return None
    if node.type == "call_expression":
        converted = converter_result(sem, node)
        if converted is not None:
            return converted
    return type_from_text(sem, sem.type_of(node))


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
    source = type_from_text(sem, sem.type_of(args[0]))
    if source is None or source.pointers != 1 or source.space == "__constant":
        return None
    return ty.CType(source.base, 1, space, source.quals, source.access)


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

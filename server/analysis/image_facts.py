"""Shared facts of the rules on images, samplers, events and storage classes.

What it knows:
- which canonical base types are OpenCL C's opaque types and of which kind
  (image, sampler, event, clock event, reservation id);
- every declaration-like node of a top-level item whose type may be one of
  them (found by one query over the item, only when the item's text names an
  opaque type or a typedef of one), with its declarators taken apart;
- the declared type of each declarator (typedefs resolved), and whether a
  declaration's head (type and name, not its initializer) can be trusted;
- the file's functions a call names, with their parameters, for argument checks.

What it does not know: declarations from headers, and types that macros make.
Everything answers None or nothing when unsure, and the rules stay silent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

import tree_sitter

from .. import memo
from .semantics import scope as hscope
from .semantics import typing as ty
from . import qualifier_support as qs
from .semantic import Semantic
from .registry import Visit

IMAGE = re.compile(r"^image[123]d(_array)?(_buffer)?(_msaa)?(_depth)?_t$")
_SIMPLE_KINDS = {"sampler_t": "sampler", "event_t": "event", "clk_event_t": "clk_event",
                 "reserve_id_t": "reserve_id"}
_OPAQUE_WORDS = rb"image[123]d\w*_t|sampler_t|event_t|clk_event_t|reserve_id_t"
_DECLARATION_QUERY = """
[(declaration) (field_declaration) (parameter_declaration) (function_definition) (type_definition)] @owner
"""
_query: Optional[tree_sitter.Query] = None


def kind_of(base: str) -> Optional[str]:
    """"image", "sampler", "event", "clk_event" or "reserve_id" for an opaque base type, else None."""
    if IMAGE.match(base):
        return "image"
    return _SIMPLE_KINDS.get(base)


def opaque_words(sem: Semantic) -> re.Pattern:
    """A pattern of the words that may name an opaque type in this file: the types themselves
    and the file's typedefs that resolve to one."""
    cache = sem.memo("analysis.image_facts", dict)
    if "words" not in cache:
        names = []
        for declared in hscope.file_scope(sem.snapshot).declarations:
            if declared.kind == "typedef" and declared.type and not kind_of(declared.name):
                try:
                    ctype = sem.typer.canonical(declared.name)
                except RecursionError:
                    ctype = None
                if ctype is not None and kind_of(ctype.base):
                    names.append(re.escape(declared.name.encode()))
        words = b"|".join([_OPAQUE_WORDS, *names])
        cache["words"] = re.compile(rb"\b(?:" + words + rb")\b")
    return cache["words"]


def mentions_opaque(sem: Semantic, node: tree_sitter.Node) -> bool:
    return opaque_words(sem).search(sem.snapshot.data, node.start_byte, node.end_byte) is not None


@dataclass
class Declared:
    """One declarator of a declaration-like node whose type is an opaque type (through pointers and arrays)."""

    owner: tree_sitter.Node
    parts: qs.Declarator
    kind: str
    base: ty.CType  # The canonical type of the specifiers.
    pointers: int  # Pointer levels, from the declarator and from typedefs.
    arrays: int

    @property
    def anchor(self) -> tree_sitter.Node:
        return self.parts.name if self.parts.name is not None else self.owner


def declared_opaque(sem: Semantic, item: tree_sitter.Node) -> list[Declared]:
    """The declarators of `item` (at any depth) whose specifiers name an opaque type, in file order.

    Only declarations whose head (specifiers and declarator, not the initializer) is trusted.
    """
    cache = sem.memo("analysis.image_facts", dict).setdefault("declared", {})
    if item.id in cache:
        return cache[item.id]
    out: list[Declared] = []
    cache[item.id] = out
    if not mentions_opaque(sem, item) or sem.in_inactive(item.start_byte):
        return out
    global _query
    if _query is None:
        from ..syntax.language import language

        _query = tree_sitter.Query(language(), _DECLARATION_QUERY)
    owners = tree_sitter.QueryCursor(_query).captures(item).get("owner", [])
    for owner in sorted(owners, key=lambda n: n.start_byte):
        type_node = owner.child_by_field_name("type")
        if type_node is None or not mentions_opaque(sem, type_node) or not sem.trusted(type_node):
            continue
        if type_node.type in ("image_type", "opaque_type"):
            # A keyword type: a file's typedef of the same name (an error of its own) does not change it.
            base = ty.parse_type(hscope.base_type(sem.snapshot, owner) or "")
        else:
            base = qs.base_ctype(sem, owner)
        if base is None or base.block:
            continue
        kind = kind_of(base.base)
        if kind is None:
            continue
        declarators = qs.declarators_of(owner)
        if not declarators and owner.type == "parameter_declaration":
            out.append(Declared(owner, qs.Declarator(None), kind, base, base.pointers, len(base.arrays)))
            continue
        for declarator in declarators:
            parts = qs.unwrap(declarator)
            if parts.unusual or not head_trusted(sem, owner, parts):
                continue
            out.append(Declared(owner, parts, kind, base, base.pointers + len(parts.pointers),
                                len(base.arrays) + parts.arrays))
    return out


# What the Q rules about images, samplers and events visit in an item.
DECLARED_OPAQUE = Visit("declarations of opaque types", declared_opaque)


def head_trusted(sem: Semantic, owner: tree_sitter.Node, parts: qs.Declarator) -> bool:
    """Whether a declaration's specifiers and a declarator's name parsed cleanly and use no macro
    (its initializer may: `sampler_t s = CLK_FILTER_NEAREST | ...`)."""
    end = parts.name.end_byte if parts.name is not None else owner.end_byte
    if parts.name is not None and not sem.trusted(parts.name):
        return False
    if parts.name is None and not sem.trusted(owner):
        return False
    return not sem.uses_macro(owner.start_byte, end) and not owner.has_error


def storage_classes(sem: Semantic, owner: tree_sitter.Node) -> set[str]:
    return {sem.text(c) for c in owner.children if c.type == "storage_class_specifier"}


def is_const(sem: Semantic, owner: tree_sitter.Node) -> bool:
    return any(c.type == "type_qualifier" and sem.text(c) == "const" for c in owner.children)


def at_program_scope(sem: Semantic, owner: tree_sitter.Node) -> bool:
    """Whether a declaration is a top-level item (looking through `#if` blocks)."""
    top = sem._tops.top_of(owner)
    return top is not None and top[0].id == owner.id


def opaque_ctype(sem: Semantic, text: Optional[str]) -> Optional[ty.CType]:
    """The canonical type of a type text; an image or sampler type written out is kept as it is
    (a file's typedef of the same keyword name, an error of its own, does not change it)."""
    parsed = ty.parse_type(text) if text else None
    if parsed is not None and kind_of(parsed.base) is not None:
        return parsed
    try:
        return sem.typer.canonical(text)
    except RecursionError:
        return None


def describe(sem: Semantic, base: ty.CType) -> str:
    """The type as clang spells it in messages: images carry their access (read_only by default)."""
    if kind_of(base.base) == "image":
        access = base.access or "read_only"
        access = access if access.startswith("__") else f"__{access}"
        return f"{access} {base.base}"
    return base.base


def image_access(base: ty.CType) -> str:
    access = base.access or "read_only"
    return access[2:] if access.startswith("__") else access


def opaque_callees(sem: Semantic) -> frozenset:
    """Names of the file's functions whose parameter list names an opaque type (a cheap filter
    for the argument checks: most calls go to functions without one)."""
    cache = sem.memo("analysis.image_facts", dict)
    if "callees" not in cache:
        real = sem.real
        if real is not None:  # The synthetic snapshot: the file's names and the copies'.
            cache["callees"] = opaque_callees(real) | _opaque_callees(sem, sem.appendix)
        else:
            cache["callees"] = _opaque_callees(sem, 0)
    return cache["callees"]


def _opaque_callees(sem: Semantic, start: int) -> frozenset:
    words = opaque_words(sem)

    def make(item: tree_sitter.Node, text: bytes) -> frozenset:
        """The names an item declares or defines whose parameter list (in fact, head) names an opaque type."""
        if item.type not in ("function_definition", "declaration"):
            return frozenset()
        body = item.child_by_field_name("body")
        head = text[: (body.start_byte if body is not None else item.end_byte) - item.start_byte]
        if words.search(head) is None:
            return frozenset()
        return frozenset(
            text[parts.name.start_byte - item.start_byte : parts.name.end_byte - item.start_byte].decode(
                "utf-8", "replace") for _item, parts in qs._function_parts(item) if parts.name is not None)

    return sem.live_item_names(_opaque_callee_items, make, start, words.pattern)


# (the opaque words' pattern, a top-level item's text) -> the names `_opaque_callees` takes from it.
_opaque_callee_items = memo.cache("analysis.image_facts.opaque_callee_items", 50000, ordered=False,
                                  weigh=memo.text_weight, budget=memo.TEXT_BUDGET)

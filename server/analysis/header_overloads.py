"""Overloads of built-in names that the included headers declare themselves.

A library may re-declare the built-ins in a header it forces into every file
(pocl's `_kernel.h` declares each one again, after renaming it with
`#define length _cl_length`). A call then selects among the header's own
declarations, not the catalog's; the built-in overload check (B002) judges it
against both when every header declaration of the name can be read: a plain
prototype or definition whose parameter types the type parser understands. A
name that any other header item may declare (a macro invocation, a
`#define` body, a prototype with a parameter we cannot read, a part that does
not parse) has no known overload set, and the check stays silent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Optional

import tree_sitter

from .. import memo
from . import builtin_facts as bf
from . import conversion_facts as cf
from .semantics import scope as sc
from .semantics.catalog import load_catalog
from .semantics import typing as ty
from .semantic import Semantic


@dataclass
class _Facts:
    """What one text declares: readable overloads by name, names declared some other way,
    and plain renames (`#define length _cl_length`, each name with the names it may become)."""

    overloads: dict[str, list[tuple]] = field(default_factory=dict)
    unreadable: set[str] = field(default_factory=set)
    renames: dict[str, set[str]] = field(default_factory=dict)

    def merge(self, other: "_Facts") -> None:
        for name, shapes in other.overloads.items():
            self.overloads.setdefault(name, []).extend(shapes)
        self.unreadable |= other.unreadable
        for name, targets in other.renames.items():
            self.renames.setdefault(name, set()).update(targets)


def _define_facts(facts: _Facts, defines) -> None:
    plain = [d for d in defines if d.params is None and len(d.body) == 1 and bf._IDENT.fullmatch(d.body[0])]
    for define in plain:
        facts.renames.setdefault(define.name, set()).add(define.body[0])
    facts.unreadable |= bf._define_declares([d for d in defines if d not in plain])


def _function_declarator(item: tree_sitter.Node) -> Optional[tree_sitter.Node]:
    """The function declarator an item declares through (`f(...)`, `*f(...)`), if any."""
    for child in item.children:
        node = child
        while node is not None and node.type in ("pointer_declarator", "parenthesized_declarator"):
            node = node.child_by_field_name("declarator") or (node.named_children[0] if node.named_children else None)
        if node is not None and node.type == "function_declarator":
            return node
    return None


def _shape(text: SimpleNamespace, parameters: tree_sitter.Node) -> Optional[tuple]:
    """Parameter kinds of a prototype, or None when one cannot be judged."""
    if parameters.has_error:
        return None
    params = [p for p in parameters.named_children if p.type != "comment"]
    kinds = []
    for param in params:
        if param.type != "parameter_declaration":
            return None  # `...` or something unexpected.
        declarator = param.child_by_field_name("declarator")
        stars: list[str] = []
        arrays: list[str] = []
        if declarator is not None:
            _name, stars, arrays, function = sc._unwrap_declarator(declarator)
            if function is not None:
                return None
        type_text = sc.compose_type(sc._base_type(text, param), stars, arrays)
        if type_text == "void" and len(params) == 1:
            return ()
        kind = bf.kind_of(ty.parse_type(type_text), "?")
        if kind is None or kind[0] == bf.RECORD:
            return None  # Records are never matched by shape: unknown.
        kinds.append(kind)
    return tuple(kinds)


def _text_facts(content: bytes, blanked: bytes, defines, tree=None) -> _Facts:
    from ..syntax import bounded_parse
    from ..syntax.language import new_parser

    facts = _Facts()
    _define_facts(facts, defines)
    if tree is None:
        tree = bounded_parse.parse(new_parser(), content).tree
    text = SimpleNamespace(data=content)
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in bf._CONTAINERS:
            stack.extend(node.children)
            continue
        if kind.startswith("preproc_") or kind == "comment" or not node.is_named:
            continue
        end = node.end_byte
        if kind == "function_definition":
            body = node.child_by_field_name("body")
            if body is not None and body.type == "compound_statement":
                end = body.start_byte
        function = _function_declarator(node) if kind in ("declaration", "function_definition") else None
        name_node = function.child_by_field_name("declarator") if function is not None else None
        parameters = function.child_by_field_name("parameters") if function is not None else None
        if name_node is None or name_node.type != "identifier" or parameters is None:
            facts.unreadable |= bf._words(blanked[node.start_byte : end])
            continue
        name = name_node.text.decode("utf-8", "replace")
        facts.unreadable |= bf._words(blanked[node.start_byte : name_node.start_byte])
        facts.unreadable |= bf._words(blanked[function.end_byte : end])
        shape = _shape(text, parameters)
        if shape is None:
            facts.unreadable.add(name)
        else:
            facts.overloads.setdefault(name, []).append(shape)
    return facts


_header_facts = memo.cache("analysis.header_overloads.facts", 256)


def _all_facts(sem: Semantic) -> Optional[_Facts]:
    headers = bf._header_contents(sem)
    if headers is None:
        return None
    # The file itself declares like a header does (its bodies left out); its own declarations
    # of a name already hide the built-in from B002, its macro invocations may not.
    data = sem.snapshot.data
    blanked = bf._blank_comments(data)
    facts = _text_facts(data, blanked, bf._defines_of(blanked), sem.snapshot.tree)
    for key, content in headers:
        cached = _header_facts.get(key)
        if cached is None:
            blanked, defines = bf._text_facts(key, content)
            cached = _text_facts(content, blanked, defines)
            _header_facts.put(key, cached)
        facts.merge(cached)
    return facts


def declared_shapes(sem: Semantic, name: str) -> Optional[list[tuple]]:
    """The parameter kinds of every overload the headers declare for `name` (under its own
    spelling and, through a plain `#define` rename, under the name it becomes), or None when
    some declaration of it cannot be read or a paste may make it."""
    store = sem.memo("analysis.header_overloads", dict)
    if "facts" not in store:
        store["facts"] = _all_facts(sem)
    facts = store["facts"]
    if facts is None:
        return None
    targets = facts.renames.get(name, set())
    if len(targets) > 1:
        return None  # Renamed differently in different branches: not followed.
    if any(load_catalog().function(target) is not None for target in targets):
        return None  # Renamed to another built-in: its forms are not these.
    names = [name, *targets]
    shapes: list[tuple] = []
    for spelled in names:
        if spelled in facts.unreadable or bf.may_be_pasted(sem, spelled):
            return None
        if spelled != name and spelled in facts.renames:
            return None  # A rename of a rename: not followed.
        shapes.extend(facts.overloads.get(spelled, ()))
    return shapes


def none_accepts(sem: Semantic, name: str, arguments: list[tree_sitter.Node]) -> bool:
    """Whether the headers' own overloads of `name` are all known and none takes the arguments."""
    shapes = declared_shapes(sem, name)
    if shapes is None:
        return False
    kinds = []
    for argument in arguments:
        kind = bf.arg_kind(sem, argument)
        if kind is None:
            return False
        kinds.append(kind)
    return not any(len(shape) == len(kinds) and all(bf.might_accept(p, a) for p, a in zip(shape, kinds))
                   for shape in shapes)


def renamed_calls(sem: Semantic, fn) -> list[bf.BuiltinCall]:
    """Calls to built-ins that a plain `#define` renames (`#define length _cl_length`, as
    pocl's headers do for every built-in): macros, so `bf.builtin_calls` leaves them out, yet
    the call still selects among overloads the headers declare, which B002 can judge."""
    macros = sem.macro_names
    store = sem.memo("analysis.header_overloads", dict)
    if "renames_builtins" not in store:
        catalog = load_catalog()
        store["renames_builtins"] = any(catalog.function(name) is not None for name in macros)
    if not store["renames_builtins"]:
        return []  # No built-in is a macro here: nothing renamed (the common case, cheap).
    calls = cf.facts(sem, fn).nodes.get("call_expression", ())
    if not calls:
        return []
    configured = {name.split("(")[0] for name, _value in sem.config.defines} if sem.config is not None else set()
    catalog = load_catalog()
    data = sem.snapshot.data
    if "facts" not in store:
        store["facts"] = _all_facts(sem)
    facts = store["facts"]
    if facts is None:
        return []
    renamed_from = store.get("renamed_from")
    if renamed_from is None:
        renamed_from = store["renamed_from"] = {}
        for source, targets in facts.renames.items():
            for target in targets:
                renamed_from.setdefault(target, set()).add(source)
    out = []
    locals_ = None
    for node in calls:
        callee = node.child_by_field_name("function")
        if callee is None or callee.type != "identifier":
            continue
        spelled = data[callee.start_byte : callee.end_byte].decode("utf-8", "replace")
        if spelled in configured:
            continue
        if spelled in macros:
            name = spelled if spelled in facts.renames else None  # The text as written.
        else:
            # The function's macro-expanded text: `_cl_length` is what `length` became.
            sources = renamed_from.get(spelled)
            name = next(iter(sources)) if sources is not None and len(sources) == 1 else None
        family = catalog.function(name) if name is not None else None
        if family is None or catalog.function(spelled) is not None and spelled != name:
            continue
        if locals_ is None:
            locals_ = bf.local_declarations(sem, fn)
        if bf.visible(locals_.get(spelled), callee.start_byte):
            continue  # A local of that name (renamed alike) hides the built-in.
        out.append(bf.BuiltinCall(node, callee, name, family, bf._arguments(node)))
    return out

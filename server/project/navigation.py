"""Cross-file navigation: definition, declaration, type definition, references,
workspace symbols, rename and call hierarchy, over a `WorkspaceIndex` and the
snapshot of the document the cursor is in.

What it knows: locals and parameters resolve in scope through
queries/locals.scm (the `occurrences` machinery); other names resolve to the
definitions the index holds, searched in tiers: the file itself, then the
files it includes (transitively, nearest first), then the other files of the
translation units that include it, then the whole workspace (a kernel in a
file nothing includes). A field after `.` or `->` resolves through the
declared type of its base when that is simple (a local, parameter, global or
field declared `struct S`, `S` or `S *`, through typedefs), else to every
field of that name. Offsets are bytes; locations are (path, start, end).

What it does not know: the preprocessor (a macro shadows nothing, every
`#if` branch counts, computed includes are not followed), expression types
beyond declared names, and scopes inside files other than the current one:
references in other files count when the file can see the definition, or
sees no definition of that name at all.
"""

from __future__ import annotations

import bisect
import heapq
import re
import zlib
from dataclasses import dataclass
from typing import Iterable, Optional

import tree_sitter

from .. import memo
from ..syntax.declarators import unwrap
from ..syntax.document import Snapshot
from ..syntax.language import captures
from ..syntax.ancestry import ancestors
from ..syntax.occurrences import Scopes, TopLevelItems, top_level_item, occurrences
from . import index as ix
from .include_graph import normalize
from .index import Definition, Reference, WorkspaceIndex

NAME_NODES = {"identifier", "type_identifier", "field_identifier"}
_CALL_KEYWORDS = frozenset({"if", "for", "while", "switch", "return", "sizeof", "do", "else", "case",
                            "__attribute__", "__attribute", "defined", "vec_type_hint", "reqd_work_group_size",
                            "work_group_size_hint", "_Alignof", "alignof"})
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_CALL_SITE = re.compile(rb"([A-Za-z_][A-Za-z0-9_]*)[ \t\r\n]*\(")
_MAX_STEPS = 16


@dataclass(frozen=True)
class Location:
    path: str
    start: int
    end: int


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    new_text: str


@dataclass(frozen=True)
class RenameTarget:
    start: int
    end: int
    placeholder: str


class RenameError(Exception):
    """A rename the engine refuses; the message says why, in words for the user."""


@dataclass(frozen=True)
class CallItem:
    name: str
    kind: str
    path: str
    start: int
    end: int
    name_start: int
    name_end: int
    detail: str = ""


@dataclass(frozen=True)
class IncomingCall:
    caller: CallItem
    ranges: tuple[tuple[int, int], ...]  # call sites in the caller's file


@dataclass(frozen=True)
class OutgoingCall:
    callee: CallItem
    ranges: tuple[tuple[int, int], ...]  # call sites in the caller's file


def _location(d: Definition) -> Location:
    return Location(d.path, d.name_start, d.name_end)


def _call_item(d: Definition) -> CallItem:
    return CallItem(d.name, d.kind, d.path, d.start, d.end, d.name_start, d.name_end, d.detail)


# What the cursor is on ---------------------------------------------------------------------------


@dataclass
class _Target:
    name: str
    start: int
    end: int
    node: Optional[tree_sitter.Node]  # None for a word inside a macro body
    role: str  # "local", "field", "type", "call", "name", "include"
    local: Optional[tuple[int, int]] = None  # (definition start, scope index) for locals
    scopes: Optional[Scopes] = None
    include_target: Optional[str] = None


def _node_at(snapshot: Snapshot, offset: int) -> Optional[tree_sitter.Node]:
    root = snapshot.tree.root_node
    for at in (offset, offset - 1):
        if at < 0:
            continue
        node = root.descendant_for_byte_range(at, at)
        if node is None or node.is_missing:
            continue  # A MISSING identifier is the parser's placeholder: no name is written there.
        if node.type in NAME_NODES or node.type == "swizzle" or node.type == "preproc_arg":
            return node
        if node.type in {"string_content", "system_lib_string", "string_literal", "computed_include"}:
            return node
    return None


def _word_at(data: bytes, offset: int, lo: int, hi: int) -> Optional[tuple[int, int]]:
    for match in _WORD.finditer(data, lo, hi):
        if match.start() <= offset <= match.end():
            return match.span()
    return None


def _target(index: WorkspaceIndex, snapshot: Snapshot, offset: int) -> Optional[_Target]:
    if snapshot.binary:
        return None
    node = _node_at(snapshot, offset)
    if node is None:
        return None
    data = snapshot.data
    path = normalize(snapshot.path)
    if node.type in {"string_content", "system_lib_string", "string_literal", "computed_include"}:
        # The node and its nearest ancestors, from one descent (`Node.parent` descends from the root each time).
        root = snapshot.tree.root_node
        include = next((n for n in ([node] + ancestors(root, node)[::-1])[:5] if n.type == "preproc_include"), None)
        if include is None:
            return None
        for item in index.include_directives(path):
            if item.directive.path_start <= offset <= item.directive.path_end:
                return _Target(item.directive.spelled, item.directive.path_start, item.directive.path_end,
                               node, "include", include_target=item.target)
        return None
    if node.type == "preproc_arg":
        # Macro bodies are opaque text to the parser: take the word under the cursor.
        span = _word_at(data, offset, node.start_byte, node.end_byte)
        if span is None:
            return None
        name = data[span[0] : span[1]].decode("utf-8", "replace")
        after = data[span[1] : span[1] + 64].lstrip()
        role = "call" if after.startswith(b"(") else "name"
        return _Target(name, span[0], span[1], None, role)
    name = data[node.start_byte : node.end_byte].decode("utf-8", "replace")
    parent = node.parent
    if node.type in {"field_identifier", "swizzle"}:
        return _Target(name, node.start_byte, node.end_byte, node, "field")
    item = top_level_item(snapshot.tree.root_node, node)
    scopes = _scopes_before(snapshot, item, node)
    local = scopes.resolve(data[node.start_byte : node.end_byte], node.start_byte) if scopes else None
    if local is not None and not _is_function_name(snapshot.tree.root_node, local[0]):
        return _Target(name, node.start_byte, node.end_byte, node, "local", local=local, scopes=scopes)
    if node.type == "type_identifier":
        role = "type"
    elif parent is not None and parent.type == "call_expression" and parent.child_by_field_name("function") == node:
        role = "call"
    else:
        role = "name"
    return _Target(name, node.start_byte, node.end_byte, node, role, scopes=scopes)


class _ScopesBefore(Scopes):
    """`occurrences.Scopes` limited to the part of an item before an offset.

    A local must be declared before its use, so the locals query need not
    look past the cursor; on a 2,000-line kernel this halves the work.
    """

    def __init__(self, snapshot: Snapshot, item: tree_sitter.Node, upto: int):
        self.scopes = []
        self.definitions = {}
        pending: list[tuple[bytes, int]] = []
        for _pattern, capture, node in captures("locals", item, (item.start_byte, max(item.start_byte, upto))):
            if capture == "local.scope":
                self.scopes.append((node.start_byte, node.end_byte))
            elif capture.startswith("local.definition"):
                pending.append((snapshot.data[node.start_byte : node.end_byte], node.start_byte))
        for name, start in pending:
            self.definitions.setdefault(name, []).append((start, self._innermost(start)))


def _may_be_local(data: bytes, item: tree_sitter.Node, node: tree_sitter.Node) -> bool:
    """Whether the item spells the name up to `node` other than as a call: a cheap test before scopes."""
    name = data[node.start_byte : node.end_byte]
    pattern = re.compile(rb"(?<![A-Za-z0-9_])" + re.escape(name) + rb"(?![A-Za-z0-9_])(?![ \t\r\n]*\()")
    return pattern.search(data, item.start_byte, node.end_byte) is not None


def _scopes_before(snapshot: Snapshot, item: tree_sitter.Node, node: tree_sitter.Node) -> Optional[Scopes]:
    if not _may_be_local(snapshot.data, item, node):
        return None
    return _ScopesBefore(snapshot, item, node.end_byte)


def _is_function_name(root: tree_sitter.Node, definition_start: int) -> bool:
    """Whether a local resolution points at a function's own name (a file-level symbol)."""
    found = root.descendant_for_byte_range(definition_start, definition_start)
    parent = found.parent if found is not None else None
    return parent is not None and parent.type == "function_declarator"


# Definitions in tiers ------------------------------------------------------------------------------


_file_definitions = memo.cache("project.navigation.file_definitions", 32)  # (path, crc32) -> definitions


def file_definitions(index: WorkspaceIndex, snapshot: Snapshot) -> tuple[Definition, ...]:
    """The definitions of the snapshot's own text (the index's, when it has this version)."""
    path = normalize(snapshot.path)
    digest = zlib.crc32(snapshot.data)
    entry = index.file(path)
    if entry is not None and entry.digest == digest:
        return entry.definitions
    return _file_definitions.get_or_make((path, digest), lambda: ix.extract(path, snapshot.data, snapshot.tree)[0])


def tiers(index: WorkspaceIndex, path: str) -> list[list[str]]:
    """Files to search from `path`, nearest first: itself, its includes, its translation units."""
    path = normalize(path)
    first = [path]
    reachable = [p for p in index.reachable(path) if p != path]
    seen = set(first) | set(reachable)
    siblings: list[str] = []
    for includer in index.includers(path):
        for candidate in [includer] + index.reachable(includer):
            if candidate not in seen:
                seen.add(candidate)
                siblings.append(candidate)
    return [first, reachable, siblings]


def _candidates(index: WorkspaceIndex, snapshot: Snapshot, name: str, kinds: frozenset[str]) -> list[list[Definition]]:
    """Definitions of `name` of the given kinds, grouped by tier (the last tier is the rest)."""
    path = normalize(snapshot.path)
    own = [d for d in file_definitions(index, snapshot) if d.name == name and d.kind in kinds]
    others = [d for d in index.definitions(name) if d.kind in kinds and d.path != path]
    groups: list[list[Definition]] = [own]
    remaining = others
    for tier in tiers(index, path)[1:]:
        rank = {p: i for i, p in enumerate(tier)}
        group = sorted((d for d in remaining if d.path in rank), key=lambda d: (rank[d.path], d.name_start))
        groups.append(group)
        remaining = [d for d in remaining if d.path not in rank]
    groups.append(sorted(remaining, key=lambda d: (d.path, d.name_start)))
    return groups


_ALL_GLOBAL = frozenset({ix.FUNCTION, ix.KERNEL, ix.PROTOTYPE, ix.STRUCT, ix.UNION, ix.ENUM, ix.TYPEDEF,
                         ix.MACRO, ix.VARIABLE, ix.ENUMERATOR})
_ROLE_KINDS = {
    "call": frozenset({ix.FUNCTION, ix.KERNEL, ix.PROTOTYPE, ix.MACRO, ix.VARIABLE}),
    "type": frozenset({ix.STRUCT, ix.UNION, ix.ENUM, ix.TYPEDEF, ix.MACRO}),
    "name": _ALL_GLOBAL,
}


def _best(groups: list[list[Definition]], prefer_prototypes: bool = False) -> list[Definition]:
    """The nearest tier with a definition; prototypes only where no tier has more."""
    fallback: list[Definition] = []
    for group in groups:
        if not group:
            continue
        real = [d for d in group if (d.kind == ix.PROTOTYPE) == prefer_prototypes]
        if real:
            macros = [d for d in real if d.kind == ix.MACRO]
            return macros + [d for d in real if d.kind != ix.MACRO]
        if not fallback:
            fallback = group
    return fallback


def _global_definitions(index: WorkspaceIndex, snapshot: Snapshot, target: _Target,
                        prefer_prototypes: bool = False) -> list[Definition]:
    kinds = _ROLE_KINDS.get(target.role, _ALL_GLOBAL)
    found = _best(_candidates(index, snapshot, target.name, kinds), prefer_prototypes)
    if not found and kinds is not _ALL_GLOBAL:
        found = _best(_candidates(index, snapshot, target.name, _ALL_GLOBAL), prefer_prototypes)
    return found


# Types of expressions, as far as declarations tell --------------------------------------------------


def _declared_type_at(snapshot: Snapshot, name_start: int) -> Optional[str]:
    """The base type name of the declaration whose declarator names the identifier at `name_start`."""
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(name_start, name_start)
    if node is None:
        return None
    for node in ([node] + ancestors(root, node)[::-1])[:_MAX_STEPS]:
        if node.type in {"declaration", "parameter_declaration", "field_declaration"}:
            return ix._type_name(snapshot.data, node.child_by_field_name("type"))
    return None


def _global_type_of(index: WorkspaceIndex, snapshot: Snapshot, name: str) -> Optional[str]:
    for group in _candidates(index, snapshot, name, frozenset({ix.VARIABLE})):
        for d in group:
            if d.type_name:
                return d.type_name
    return None


def _record_name(index: WorkspaceIndex, snapshot: Snapshot, type_name: str) -> Optional[str]:
    """The container name of a type's fields, following typedefs."""
    seen: set[str] = set()
    name = type_name
    for _ in range(_MAX_STEPS):
        if not name or name in seen:
            return name or None
        seen.add(name)
        kinds = frozenset({ix.STRUCT, ix.UNION, ix.TYPEDEF})
        found = [d for group in _candidates(index, snapshot, name, kinds) for d in group]
        if any(d.kind in ix.RECORD_KINDS for d in found):
            return name
        typedefs = [d for d in found if d.kind == ix.TYPEDEF]
        if not typedefs:
            return None
        if not typedefs[0].type_name:
            return name  # A typedef of an anonymous record names its fields.
        name = typedefs[0].type_name
    return None


def _strip(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    """The expression under parentheses, dereferences and subscripts."""
    for _ in range(_MAX_STEPS):
        if node is None:
            return None
        if node.type == "parenthesized_expression":
            node = next((c for c in node.named_children if c.type != "comment"), None)
        elif node.type == "pointer_expression":
            node = node.child_by_field_name("argument")
        elif node.type == "subscript_expression":
            node = node.child_by_field_name("argument")
        else:
            return node
    return node


def _field_container(index: WorkspaceIndex, snapshot: Snapshot, node: tree_sitter.Node) -> Optional[str]:
    """The record whose field `node` (after '.'/'->' or in a designator) names, if simple to tell."""
    parent = node.parent
    if parent is None:
        return None
    data = snapshot.data
    if parent.type == "field_declaration":
        record = parent.parent.parent if parent.parent is not None else None
        if record is not None and record.type in {"struct_specifier", "union_specifier"}:
            name = record.child_by_field_name("name")
            if name is not None:
                return ix._text(data, name)
            outer = record.parent
            if outer is not None and outer.type == "type_definition":
                declarator, _s, _f = unwrap(outer.child_by_field_name("declarator"))
                if declarator is not None:
                    return ix._text(data, declarator)
        return None
    if parent.type != "field_expression":
        return None
    # Walk down the base chain `a.b->c`, then resolve types back up.
    chain: list[str] = []
    expr = _strip(parent.child_by_field_name("argument"))
    for _ in range(_MAX_STEPS):
        if expr is None or expr.type != "field_expression":
            break
        field = expr.child_by_field_name("field")
        if field is None:
            return None
        chain.append(ix._text(data, field))
        expr = _strip(expr.child_by_field_name("argument"))
    if expr is None or expr.type != "identifier":
        return None
    root_name = ix._text(data, expr)
    scopes = Scopes(snapshot, top_level_item(snapshot.tree.root_node, expr))
    local = scopes.resolve(data[expr.start_byte : expr.end_byte], expr.start_byte)
    type_name = _declared_type_at(snapshot, local[0]) if local is not None else _global_type_of(index, snapshot, root_name)
    for field_name in reversed(chain):
        record = _record_name(index, snapshot, type_name or "")
        if record is None:
            return None
        fields = [d for group in _candidates(index, snapshot, field_name, frozenset({ix.FIELD}))
                  for d in group if d.container == record]
        if not fields:
            return None
        type_name = fields[0].type_name
    return _record_name(index, snapshot, type_name or "")


def _field_definitions(index: WorkspaceIndex, snapshot: Snapshot, target: _Target) -> list[Definition]:
    groups = _candidates(index, snapshot, target.name, frozenset({ix.FIELD}))
    container = _field_container(index, snapshot, target.node) if target.node is not None else None
    if container is not None:
        exact = [d for group in groups for d in group if d.container == container]
        if exact:
            return exact
    return [d for group in groups for d in group]


# Public queries -------------------------------------------------------------------------------------


def definition(index: WorkspaceIndex, snapshot: Snapshot, offset: int) -> list[Location]:
    """Where the name at `offset` is defined."""
    target = _target(index, snapshot, offset)
    if target is None:
        return []
    if target.role == "include":
        return [Location(target.include_target, 0, 0)] if target.include_target else []
    if target.role == "local":
        start = target.local[0]
        return [Location(normalize(snapshot.path), start, start + len(target.name.encode()))]
    if target.role == "field":
        return [_location(d) for d in _field_definitions(index, snapshot, target)]
    found = [_location(d) for d in _global_definitions(index, snapshot, target)]
    if not found and target.node is not None:
        found = _parameter_from_macro(index, snapshot, target)
    return found


def _parameter_from_macro(index: WorkspaceIndex, snapshot: Snapshot, target: _Target) -> list[Location]:
    """A parameter declared by a macro in the parameter list: `f (KERN_ATTR (float))` declares `out`.

    The name lands in the macro's replacement text, where it is spelled.
    """
    node = target.node
    if node is None:
        return []
    root = snapshot.tree.root_node
    node = next((n for n in ([node] + ancestors(root, node)[::-1])[:257] if n.type == "function_definition"), None)
    if node is None:
        return []
    declarator = node.child_by_field_name("declarator")
    _name, _stars, function = unwrap(declarator)
    parameters = function.child_by_field_name("parameters") if function is not None else None
    if parameters is None:
        return []
    data = snapshot.data
    words = {m.group().decode() for m in _WORD.finditer(data, parameters.start_byte, parameters.end_byte)}
    pattern = re.compile(rb"(?<![A-Za-z0-9_])" + re.escape(target.name.encode()) + rb"(?![A-Za-z0-9_])")
    found: list[Location] = []
    for word in sorted(words):
        if word == target.name:
            continue
        for macro in _best(_candidates(index, snapshot, word, frozenset({ix.MACRO}))):
            text = data if macro.path == normalize(snapshot.path) else index.data(macro.path)
            if text is None:
                continue
            hit = pattern.search(text, macro.name_end, macro.end)
            if hit is not None:
                found.append(Location(macro.path, hit.start(), hit.end()))
    return found


def declaration(index: WorkspaceIndex, snapshot: Snapshot, offset: int) -> list[Location]:
    """Prototypes of a function (its definition where it has none); otherwise as `definition`."""
    target = _target(index, snapshot, offset)
    if target is None or target.role in {"include", "local", "field"}:
        return definition(index, snapshot, offset)
    found = _global_definitions(index, snapshot, target, prefer_prototypes=True)
    return [_location(d) for d in found]


def type_definition(index: WorkspaceIndex, snapshot: Snapshot, offset: int) -> list[Location]:
    """The struct, union, enum or typedef of the declared type of the name at `offset`."""
    target = _target(index, snapshot, offset)
    if target is None or target.role == "include":
        return []
    type_kinds = frozenset({ix.STRUCT, ix.UNION, ix.ENUM, ix.TYPEDEF})
    if target.role == "type":
        type_name = target.name
    elif target.role == "local":
        type_name = _declared_type_at(snapshot, target.local[0])
    elif target.role == "field":
        fields = _field_definitions(index, snapshot, target)
        type_name = fields[0].type_name if fields else None
    else:
        found = _global_definitions(index, snapshot, target)
        if found and found[0].kind in type_kinds:
            return [_location(d) for d in found if d.kind in type_kinds]
        type_name = next((d.type_name for d in found if d.type_name), None)
        if type_name is None:
            for d in found:
                if d.kind in {ix.FUNCTION, ix.KERNEL, ix.PROTOTYPE}:
                    words = [w for w in re.findall(r"[A-Za-z_]\w*", d.detail.split(d.name, 1)[0])
                             if w not in ix.KEYWORDS]
                    type_name = words[-1] if words else None
                    break
    if not type_name:
        return []
    found = _best(_candidates(index, snapshot, type_name, type_kinds))
    return [_location(d) for d in found]


def _visible_paths(index: WorkspaceIndex, path: str) -> set[str]:
    return {p for tier in tiers(index, path) for p in tier}


def _filter_visible(index: WorkspaceIndex, refs: list[Reference], name: str, targets: list[Definition],
                    kinds: frozenset[str]) -> list[Reference]:
    """Keep references in files that can see a target definition, or see no definition of `name`."""
    if not targets:
        return refs
    target_paths = {d.path for d in targets}
    all_paths = {d.path for d in index.definitions(name) if d.kind in kinds}
    verdict: dict[str, bool] = {}
    out = []
    for ref in refs:
        keep = verdict.get(ref.path)
        if keep is None:
            visible = _visible_paths(index, ref.path)
            keep = bool(visible & target_paths) or not (visible & all_paths)
            verdict[ref.path] = keep
        if keep:
            out.append(ref)
    return out


def _global_references(index: WorkspaceIndex, snapshot: Snapshot, target: _Target,
                       include_declaration: bool) -> list[Reference]:
    path = normalize(snapshot.path)
    definitions = _global_definitions(index, snapshot, target)
    field_starts = {(d.path, d.name_start) for d in index.definitions(target.name, (ix.FIELD,))}
    refs: list[Reference] = []
    for other in index.files_mentioning(target.name):
        if other != path:
            refs.extend(index.references_in(other, target.name))
    own = index.references_in(path, target.name, data=snapshot.data)
    scopes_by_item: dict[int, Scopes] = {}
    root = snapshot.tree.root_node
    items = TopLevelItems(root)
    for ref in own:
        node = root.descendant_for_byte_range(ref.start, ref.end)
        if node is not None and node.type in NAME_NODES and node.start_byte == ref.start:
            item = items.of(node)
            if item.id not in scopes_by_item:
                scopes_by_item[item.id] = Scopes(snapshot, item)
            local = scopes_by_item[item.id].resolve(snapshot.data[ref.start : ref.end], ref.start)
            if local is not None and not _is_function_name(root, local[0]):
                continue  # A local of the same name hides the global here.
        refs.append(ref)
    own_definitions = {d.name_start for d in file_definitions(index, snapshot) if d.name == target.name}
    out = []
    for ref in refs:
        if ref.flags & ix.FIELD_ACCESS or (ref.path, ref.start) in field_starts:
            continue
        is_declaration = bool(ref.flags & ix.DECLARATION) or (ref.path == path and ref.start in own_definitions)
        if is_declaration and not include_declaration:
            continue
        out.append(ref)
    return _filter_visible(index, out, target.name, definitions, _ALL_GLOBAL)


def _field_references(index: WorkspaceIndex, snapshot: Snapshot, target: _Target,
                      include_declaration: bool) -> list[Reference]:
    path = normalize(snapshot.path)
    fields = _field_definitions(index, snapshot, target)
    declared = {(d.path, d.name_start) for d in fields}
    refs: list[Reference] = []
    for other in index.files_mentioning(target.name):
        if other != path:
            refs.extend(index.references_in(other, target.name))
    refs.extend(index.references_in(path, target.name, data=snapshot.data))
    out = []
    for ref in refs:
        if (ref.path, ref.start) in declared:
            if include_declaration:
                out.append(ref)
        elif ref.flags & ix.FIELD_ACCESS:
            out.append(ref)
    return out


def references(index: WorkspaceIndex, snapshot: Snapshot, offset: int,
               include_declaration: bool = True) -> list[Location]:
    """Uses of the symbol at `offset` across the workspace."""
    target = _target(index, snapshot, offset)
    if target is None or target.role == "include":
        return []
    path = normalize(snapshot.path)
    if target.role == "local":
        found = occurrences(snapshot, target.start)
        return [Location(path, o.start, o.end) for o in found
                if include_declaration or o.start != target.local[0]]
    if target.role == "field":
        refs = _field_references(index, snapshot, target, include_declaration)
    else:
        refs = _global_references(index, snapshot, target, include_declaration)
    return sorted({Location(r.path, r.start, r.end) for r in refs}, key=lambda l: (l.path != path, l.path, l.start))


# Workspace symbols ----------------------------------------------------------------------------------

_KIND_RANK = {ix.KERNEL: 0, ix.FUNCTION: 0, ix.STRUCT: 1, ix.UNION: 1, ix.ENUM: 1, ix.TYPEDEF: 1,
              ix.MACRO: 2, ix.VARIABLE: 3, ix.ENUMERATOR: 3, ix.PROTOTYPE: 4, ix.FIELD: 5}


def workspace_symbols(index: WorkspaceIndex, query: str, limit: int = 200) -> list[Definition]:
    """Definitions whose name contains the query's characters in order, best matches first.

    Exact names rank first, then prefixes, substrings, and scattered
    subsequences (fewer gaps first); case is ignored.
    """
    wanted = query.strip().lower()
    if wanted:
        pattern = re.compile(".*?".join(re.escape(c) for c in wanted), re.I)
    scored: list[tuple[tuple, Definition]] = []
    for name in index.all_names():
        lower = name.lower()
        if wanted:
            match = pattern.search(name)
            if match is None:
                continue
            if lower == wanted:
                score = (0, 0)
            elif lower.startswith(wanted):
                score = (1, 0)
            elif wanted in lower:
                score = (2, lower.index(wanted))
            else:
                score = (3, match.end() - match.start())
        else:
            score = (4, 0)
        for d in index.definitions(name):
            scored.append(((score, _KIND_RANK.get(d.kind, 9), len(name), name, d.path, d.name_start), d))
    best = heapq.nsmallest(limit, scored, key=lambda pair: pair[0])
    return [d for _key, d in best]


# Rename ---------------------------------------------------------------------------------------------


def _catalog():
    from ..analysis.semantics.catalog import load_catalog

    return load_catalog()


def _builtin_reason(name: str) -> Optional[str]:
    catalog = _catalog()
    if name in ix.KEYWORDS or catalog.keyword(name) is not None:
        return f"'{name}' is a keyword"
    if catalog.is_builtin_function(name):
        return f"'{name}' is a built-in function"
    if catalog.type(name) is not None:
        return f"'{name}' is a built-in type"
    if catalog.macro(name) is not None:
        return f"'{name}' is a predefined macro"
    return None


def _line_of(index: WorkspaceIndex, path: str, offset: int) -> int:
    data = index.data(path) or b""
    return data.count(b"\n", 0, offset) + 1


def prepare_rename(index: WorkspaceIndex, snapshot: Snapshot, offset: int) -> RenameTarget:
    """The range to rename at `offset`, or RenameError saying why it cannot be renamed safely."""
    target, _refs = _rename_plan(index, snapshot, offset)
    return RenameTarget(target.start, target.end, target.name)


def _rename_plan(index: WorkspaceIndex, snapshot: Snapshot, offset: int):
    target = _target(index, snapshot, offset)
    if target is None or target.role == "include":
        raise RenameError("There is no symbol here to rename.")
    if target.node is None:
        raise RenameError(f"'{target.name}' is inside a macro body; rename it where it is declared.")
    path = normalize(snapshot.path)
    if not index.in_roots(path):
        raise RenameError(f"{path} is outside the workspace roots.")
    if target.role == "local":
        return target, None
    reason = _builtin_reason(target.name)
    if target.role == "field":
        definitions = _field_definitions(index, snapshot, target)
    else:
        definitions = _global_definitions(index, snapshot, target)
    if not definitions:
        if reason is None and target.role != "field":
            for loc in _parameter_from_macro(index, snapshot, target):
                macro = next((d.name for d in index.definitions_in(loc.path)
                              if d.kind == ix.MACRO and d.start <= loc.start < d.end), "a macro")
                reason = f"'{target.name}' is declared by the macro {macro}; renaming it is not safe."
                break
        raise RenameError(reason or f"'{target.name}' is not defined in the workspace.")
    for d in definitions:
        if not index.in_roots(d.path):
            raise RenameError(f"'{target.name}' is defined outside the workspace roots, in {d.path}.")
    is_macro = any(d.kind == ix.MACRO for d in definitions)
    if target.role == "field":
        refs = _field_references(index, snapshot, target, True)
    else:
        refs = _global_references(index, snapshot, target, True)
    for ref in refs:
        if ref.flags & ix.PASTED:
            raise RenameError(f"'{target.name}' is pasted or stringized with ## or # at "
                              f"{ref.path}:{_line_of(index, ref.path, ref.start)}; renaming it is not safe.")
        if ref.flags & ix.IN_MACRO_BODY and not is_macro:
            raise RenameError(f"'{target.name}' is used inside a macro body at "
                              f"{ref.path}:{_line_of(index, ref.path, ref.start)}; renaming it is not safe.")
        if not index.in_roots(ref.path):
            raise RenameError(f"'{target.name}' is used in {ref.path}, outside the workspace roots.")
    pasted = _formed_by_pasting(index, target.name)
    if pasted is not None:
        macro, where, line = pasted
        raise RenameError(f"'{target.name}' is also formed by token pasting in {macro}(...) at "
                          f"{where}:{line}; renaming it is not safe.")
    return target, (definitions, refs)


_PARAMS = re.compile(rb"#\s*define\s+\w+\(([^)]*)\)")


def _formed_by_pasting(index: WorkspaceIndex, name: str) -> Optional[tuple[str, str, int]]:
    """A use of a ##-pasting macro that spells `name` from its arguments, as in PASTE(b_, square).

    The macro body is expanded naively (parameters replaced by the call's
    arguments, ## joined) — enough to tell that renaming would miss a use.
    """
    wanted = re.compile(rb"(?<![\w])" + re.escape(name.encode()) + rb"(?![\w])")
    for macro in _pasting_macros(index):
        body = macro.detail.encode()
        header = _PARAMS.match(body)
        if header is None:
            continue
        params = [p.strip() for p in header.group(1).split(b",") if p.strip()]
        body = body[header.end():]
        call = re.compile(rb"(?<![\w])" + re.escape(macro.name.encode()) + rb"\s*\(")
        for path in index.files_mentioning(macro.name):
            data = index.data(path) or b""
            for found in call.finditer(data):
                args = _call_arguments(data, found.end())
                if args is None or len(args) != len(params):
                    continue
                text = body
                for param, arg in zip(params, args):
                    text = re.sub(rb"(?<![\w])" + re.escape(param) + rb"(?![\w])", arg.strip().replace(b"\\", b"\\\\"), text)
                text = re.sub(rb"\s*##\s*", b"", text)
                if wanted.search(text):
                    return macro.name, path, data.count(b"\n", 0, found.start()) + 1
    return None


def _pasting_macros(index: WorkspaceIndex) -> list[Definition]:
    return [
        d for path in index.files() for d in index.definitions_in(path)
        if d.kind == ix.MACRO and "##" in d.detail and "(" in d.detail.split("##")[0]
    ]


def _call_arguments(data: bytes, start: int) -> Optional[list[bytes]]:
    """The top-level arguments of a call whose '(' ends just before `start`."""
    depth = 0
    args: list[bytes] = []
    begin = start
    for i in range(start, min(len(data), start + 4096)):
        ch = data[i:i + 1]
        if ch in b"([{":
            depth += 1
        elif ch in b")]}":
            if depth == 0:
                args.append(data[begin:i])
                return args
            depth -= 1
        elif ch == b"," and depth == 0:
            args.append(data[begin:i])
            begin = i + 1
    return None


def rename(index: WorkspaceIndex, snapshot: Snapshot, offset: int, new_name: str) -> dict[str, list[Edit]]:
    """Edits that rename the symbol at `offset` everywhere, or RenameError saying why not."""
    if not ix.is_identifier(new_name):
        raise RenameError(f"'{new_name}' is not a valid identifier.")
    reason = _builtin_reason(new_name)
    if reason is not None:
        raise RenameError(reason + ".")
    target, plan = _rename_plan(index, snapshot, offset)
    path = normalize(snapshot.path)
    if new_name == target.name:
        return {}
    if target.role == "local":
        scopes = Scopes(snapshot, top_level_item(snapshot.tree.root_node, target.node))
        local = scopes.resolve(target.name.encode(), target.start)
        scope = local[1] if local is not None else target.local[1]
        for _start, other_scope in scopes.definitions.get(new_name.encode(), ()):
            if other_scope == scope:
                raise RenameError(f"'{new_name}' is already declared in the same scope.")
        s_start, s_end = scopes.scopes[scope]
        for ref in index.references_in(path, new_name, data=snapshot.data):
            if s_start <= ref.start < s_end and not ref.flags & ix.FIELD_ACCESS:
                raise RenameError(f"'{new_name}' is already used in this scope; the rename would hide it.")
        edits = [Edit(o.start, o.end, new_name) for o in occurrences(snapshot, target.start)]
        return {path: edits}
    definitions, refs = plan
    if target.role == "field":
        containers = {d.container for d in definitions}
        clash = [d for d in index.definitions(new_name, (ix.FIELD,)) if d.container in containers]
        if clash:
            raise RenameError(f"'{clash[0].container}' already has a field '{new_name}'.")
    else:
        # The new name must be free where the symbol is defined and wherever
        # it is used: a use in another file would otherwise bind to that
        # file's own `new_name`.
        visible = set()
        for place in {d.path for d in definitions} | {ref.path for ref in refs}:
            visible |= _visible_paths(index, place)
        clash = [d for d in index.definitions(new_name) if d.kind != ix.FIELD and d.path in visible]
        if clash:
            where = clash[0]
            raise RenameError(f"'{new_name}' is already defined at {where.path}:"
                              f"{_line_of(index, where.path, where.name_start)}.")
    edits: dict[str, list[Edit]] = {}
    for ref in refs:
        edits.setdefault(ref.path, []).append(Edit(ref.start, ref.end, new_name))
    for d in definitions:
        bucket = edits.setdefault(d.path, [])
        if not any(e.start == d.name_start for e in bucket):
            bucket.append(Edit(d.name_start, d.name_end, new_name))
    for bucket in edits.values():
        bucket.sort(key=lambda e: e.start)
    return edits


# Call hierarchy -------------------------------------------------------------------------------------


def prepare_call_hierarchy(index: WorkspaceIndex, snapshot: Snapshot, offset: int) -> list[CallItem]:
    """The functions or kernels named at `offset` (their definitions)."""
    target = _target(index, snapshot, offset)
    if target is None or target.role in {"include", "local", "field"}:
        return []
    found = [d for d in _global_definitions(index, snapshot, target) if d.kind in ix.FUNCTION_KINDS]
    return [_call_item(d) for d in found]


def _enclosing(definitions: Iterable[Definition], offset: int) -> Optional[Definition]:
    best = None
    for d in definitions:
        if d.kind in ix.FUNCTION_KINDS or d.kind == ix.MACRO:
            if d.start <= offset < d.end and (best is None or d.end - d.start < best.end - best.start):
                best = d
    return best


def incoming_calls(index: WorkspaceIndex, item: CallItem) -> list[IncomingCall]:
    """Callers of `item`, each with the call sites in its body."""
    definitions = [d for d in index.definitions(item.name) if d.kind in ix.FUNCTION_KINDS]
    target = [d for d in definitions if d.path == item.path and d.name_start == item.name_start] or definitions
    refs = [r for r in index.references(item.name) if r.flags & ix.CALL and not r.flags & ix.DECLARATION]
    refs = _filter_visible(index, refs, item.name, target, ix.FUNCTION_KINDS)
    grouped: dict[tuple[str, int], list[tuple[int, int]]] = {}
    callers: dict[tuple[str, int], Definition] = {}
    for ref in refs:
        caller = _enclosing(index.definitions_in(ref.path), ref.start)
        if caller is None or (caller.path == item.path and caller.name_start == item.name_start
                              and ref.start == item.name_start):
            continue
        key = (caller.path, caller.name_start)
        callers[key] = caller
        grouped.setdefault(key, []).append((ref.start, ref.end))
    return [IncomingCall(_call_item(callers[k]), tuple(v)) for k, v in sorted(grouped.items())]


def outgoing_calls(index: WorkspaceIndex, item: CallItem) -> list[OutgoingCall]:
    """Functions and macros `item` calls, each with the call sites in its body."""
    data = index.data(item.path)
    if data is None:
        return []
    dead_starts, dead_ends = index._dead_ranges(item.path, zlib.crc32(data), data)
    body_start = item.name_end
    grouped: dict[tuple[str, int], list[tuple[int, int]]] = {}
    callees: dict[tuple[str, int], Definition] = {}
    resolved: dict[str, list[Definition]] = {}
    tier_list = tiers(index, item.path)
    for match in _CALL_SITE.finditer(data, body_start, item.end):
        start, end = match.span(1)
        name = match.group(1).decode()
        if name in _CALL_KEYWORDS or name in ix.KEYWORDS:
            continue
        slot = bisect.bisect_right(dead_starts, start) - 1
        if slot >= 0 and start < dead_ends[slot]:
            continue
        if name not in resolved:
            resolved[name] = _resolve_from(index, tier_list, name, _ROLE_KINDS["call"])
        for d in resolved[name]:
            key = (d.path, d.name_start)
            callees[key] = d
            grouped.setdefault(key, []).append((start, end))
    return [OutgoingCall(_call_item(callees[k]), tuple(v)) for k, v in grouped.items()]


def _resolve_from(index: WorkspaceIndex, tier_list: list[list[str]], name: str, kinds: frozenset[str]) -> list[Definition]:
    candidates = [d for d in index.definitions(name) if d.kind in kinds]
    groups = []
    remaining = candidates
    for tier in tier_list:
        members = set(tier)
        groups.append([d for d in remaining if d.path in members])
        remaining = [d for d in remaining if d.path not in members]
    groups.append(remaining)
    return _best(groups)

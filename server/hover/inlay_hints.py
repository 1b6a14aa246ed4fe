"""Inlay hints: parameter names at calls, the type of a swizzle, the address space of an unqualified pointer.

What it shows, and where it stays silent:
- Parameter names (`name:` before an argument) at calls of built-ins (the overload the argument
  types select, else the names every overload of that arity shares) and of the file's own
  functions. Skipped where the argument already says it (the same identifier, or a name ending
  with the parameter's name: `count` or `rowCount` for `count`), for one-parameter built-ins
  (`get_global_id(0)`, `sqrt(x)`: the function name says it), and for the catalog's
  uninformative names (one letter or `p0`, `p1`: `mad(a, b, c)` would gain nothing). A function
  declared in a file this one includes is found through the workspace index (its signature).
- Types (`: float3` after the expression) of a swizzle that selects several components or a
  half (`v.xyz`, `v.lo`, `v.s01`), unless it initializes a variable declared with that type.
  Vector literals name their type in their cast (`(float4)(...)`), so they get none.
- Address spaces (`__generic` or `__private` before the type) of pointers declared in a
  function without one: generic in OpenCL C 2.0, and in 3.0 with
  `__opencl_c_generic_address_space`, private otherwise. Kernel parameters are left to Q001.

Unknown types or declarations mean no hint. Offsets are bytes; no LSP here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

import tree_sitter

from ..analysis.semantics import scope
from ..analysis.semantics.catalog import load_catalog
from ..analysis.semantics.typing import Typer, resolve_overload, vector_parts
from ..project.features import DEFAULT_FEATURES, DEFAULT_VERSION
from ..syntax.ancestry import ancestors
from ..project.index import FUNCTION, KERNEL, PROTOTYPE, WorkspaceIndex
from ..syntax.document import Snapshot, parse_bytes
from ..syntax.outline import is_kernel

PARAMETER, TYPE, ADDRESS_SPACE = "parameterNames", "types", "addressSpaces"
ALL_KINDS = frozenset({PARAMETER, TYPE, ADDRESS_SPACE})
_UNINFORMATIVE = re.compile(r"[A-Za-z]|p\d+")
_SPACE_WORDS = frozenset({"__global", "global", "__local", "local", "__constant", "constant", "__private",
                          "private", "__generic", "generic"})


@dataclass(frozen=True, slots=True)
class InlayHint:
    """A label shown at byte `offset`: a parameter name before an argument, a type after an expression, a space before a type."""

    offset: int
    label: str
    kind: str  # PARAMETER, TYPE or ADDRESS_SPACE


def inlay_hints(snapshot: Snapshot, start: int, end: int, version: tuple[int, int] = DEFAULT_VERSION,
                features: frozenset[str] = DEFAULT_FEATURES, kinds: frozenset[str] = ALL_KINDS,
                index: Optional[WorkspaceIndex] = None) -> list[InlayHint]:
    """The hints of `kinds` for nodes that overlap [start, end), in text order; `index` finds the
    functions of included files."""
    if snapshot.binary or not kinds:
        return []
    typer = Typer(snapshot, version, features)
    included = _Included(index, snapshot.path)
    generic = version == (2, 0) or (version >= (3, 0) and "__opencl_c_generic_address_space" in features)
    hints: list[InlayHint] = []
    params_of: dict[int, list[str]] = {}
    stack = [(snapshot.tree.root_node, False)]
    while stack:
        node, in_function = stack.pop()
        if node.end_byte < start or node.start_byte > end:
            continue
        kind = node.type
        if kind == "call_expression" and PARAMETER in kinds:
            hints += _parameter_hints(snapshot, typer, node, (version, features), params_of, included)
        elif kind == "field_expression" and TYPE in kinds:
            hints += _swizzle_hint(snapshot, typer, node)
        elif kind in ("declaration", "parameter_declaration") and in_function and ADDRESS_SPACE in kinds:
            hints += _space_hint(snapshot, node, "__generic" if generic else "__private")
        if kind == "function_definition":
            # A kernel's parameters are not hinted (Q001 judges them); its body is.
            kernel = is_kernel(node)
            stack += [(c, c.type == "compound_statement" or not kernel) for c in reversed(node.children)]
            continue
        stack += [(c, in_function) for c in reversed(node.children)]
    return sorted(hints, key=lambda h: h.offset)


def _arguments(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    arguments = node.child_by_field_name("arguments")
    return [c for c in arguments.named_children if c.type != "comment"] if arguments is not None else []


def _parameter_hints(snapshot, typer, call, config, params_of, included) -> list[InlayHint]:
    function = call.child_by_field_name("function")
    if function is None or function.type != "identifier":
        return []
    args = _arguments(call)
    if not args:
        return []
    declared = typer.lookup(function)
    name = snapshot.text(function)
    if declared is None and name in included:
        names = included[name]
    elif declared is None:
        names = _builtin_names(typer, name, args, *config)
    elif declared.kind in ("function", "kernel"):
        if declared.name_start not in params_of:
            params_of[declared.name_start] = _user_names(snapshot, declared)
        names = params_of[declared.name_start]
    else:
        return []
    if len(names) != len(args):
        return []
    return [InlayHint(arg.start_byte, f"{name}:", PARAMETER) for arg, name in zip(args, names)
            if name and not _UNINFORMATIVE.fullmatch(name) and not _says_it(snapshot, arg, name)]


class _Included(dict):
    """name -> parameter names (None when unknown or ambiguous) of the functions that the files a
    file includes define; each name is looked up in the index on first use."""

    def __init__(self, index: Optional[WorkspaceIndex], path: str):
        super().__init__()
        self.index = index
        self.reachable = set(index.reachable(path)) if index is not None else set()

    def __missing__(self, name: str):
        found = [d for d in self.index.definitions(name, (FUNCTION, KERNEL, PROTOTYPE)) if d.path in self.reachable]
        shapes = {tuple(signature_names(d.detail)) for d in found}
        self[name] = list(shapes.pop()) if len(shapes) == 1 else None
        return self[name]

    def __contains__(self, name: object) -> bool:
        return bool(self.reachable) and self[name] is not None


def signature_names(signature: str) -> list[str]:
    """The parameter names of a function signature as the index keeps it (`float scale(float value, float k)`)."""
    snap = parse_bytes("<signature>", (signature + ";").encode())
    declarator = next((n for n in snap.tree.root_node.named_children if n.type == "declaration"), None)
    inner = declarator.child_by_field_name("declarator") if declarator is not None else None
    while inner is not None and inner.type != "function_declarator":
        inner = inner.child_by_field_name("declarator")  # down through `*` levels, at most a few
    return _parameter_names(snap, inner) if inner is not None else []


def _builtin_names(typer, name, args, version, features) -> list[str]:
    family = load_catalog().function(name)
    if family is None or len(args) == 1:
        return []
    overload = resolve_overload(family, [typer.type_of(a) for a in args], version, features)
    if overload is not None:
        return [p.name for p in overload.params]
    shapes = {tuple(p.name for p in o.params) for o in family.overloads() if len(o.params) == len(args)}
    return list(shapes.pop()) if len(shapes) == 1 else []


def _user_names(snapshot: Snapshot, declared: scope.Declared) -> list[str]:
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(declared.name_start, declared.name_end)
    if node is None:
        return []
    # One descent for the ancestors of the declaration's name, once per function (cached by the caller).
    declarator = next((n for n in [node, *ancestors(root, node)[::-1]] if n.type == "function_declarator"), None)
    return _parameter_names(snapshot, declarator) if declarator is not None else []


def _parameter_names(snapshot: Snapshot, declarator: tree_sitter.Node) -> list[str]:
    parameters = declarator.child_by_field_name("parameters")
    if parameters is None:
        return []
    names = []
    for param in parameters.named_children:
        if param.type != "parameter_declaration":
            return []  # variadic: arguments do not line up with names
        inner = param.child_by_field_name("declarator")
        name = scope.declarator_parts(inner)[0] if inner is not None else None
        names.append(snapshot.text(name) if name is not None else "")
    return [] if names == [""] and snapshot.text(parameters).replace(" ", "") == "(void)" else names


def _says_it(snapshot: Snapshot, arg: tree_sitter.Node, name: str) -> bool:
    """The argument names the parameter already: `count`, `rowCount`, `s.count`, `&count`, `p->count`."""
    words = re.findall(r"[A-Za-z_]\w*", snapshot.text(arg))
    if not words:
        return False
    last = words[-1].lower()
    return last == name.lower() or last.endswith(name.lower().lstrip("_"))


def _swizzle_hint(snapshot, typer, node) -> list[InlayHint]:
    field = node.child_by_field_name("field")
    argument = node.child_by_field_name("argument")
    if field is None or argument is None:
        return []
    selector = snapshot.text(field)
    if len(selector) < 2 or selector.startswith(("s", "S")) and len(selector) < 3:
        return []  # one component: its element type is what one expects
    base = typer.type_of(argument)
    if base is None or vector_parts(base) is None:
        return []
    result = typer.type_of(node)
    if result is None or _declared_as(snapshot, node, result):
        return []
    return [InlayHint(node.end_byte, f": {result}", TYPE)]


def _declared_as(snapshot: Snapshot, node: tree_sitter.Node, result: str) -> bool:
    """`float3 w = v.xyz;`: the declaration says the type already (one step up, twice, no walk)."""
    init = node.parent
    if init is None or init.type != "init_declarator" or init.child_by_field_name("value") != node:
        return False
    declaration = init.parent
    written = declaration.child_by_field_name("type") if declaration is not None else None
    return written is not None and snapshot.text(written) == result


def _space_hint(snapshot: Snapshot, declaration: tree_sitter.Node, space: str) -> list[InlayHint]:
    written = declaration.child_by_field_name("type")
    declarator = declaration.child_by_field_name("declarator")
    if written is None or declarator is None:
        return []
    if declarator.type == "init_declarator":
        declarator = declarator.child_by_field_name("declarator")
    if declarator is None or declarator.type != "pointer_declarator":
        return []
    head = snapshot.data[declaration.start_byte : written.start_byte].decode("utf-8", "replace").split()
    if any(word in _SPACE_WORDS for word in head) or any(
            c.type == "address_space_qualifier" for c in declaration.children):
        return []
    return [InlayHint(written.start_byte, space, ADDRESS_SPACE)]

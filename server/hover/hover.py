"""Hover: what the token at a byte offset is, as markdown, with the range it covers.

What it knows: built-in functions (the call's overload resolved from the
argument types and shown first), built-in types (image types list the
built-ins that take them), qualifiers and keywords, built-in macros and
constants, `convert_T`/`as_T`, macros of the file, vector swizzles and the
user's own functions, kernels, variables, parameters, fields, typedefs,
structs and enumerators (declaration, type with address space, the comment
above it). Availability is judged against a version and a set of enabled
extensions and features.

Given the project view, a macro invocation adds its expansion (through the
project preprocessor, `analysis/preprocessed.macro_expansion`); given a
device build's kernel facts, a kernel's name adds them.

What it does not know: LSP (offsets are bytes; the LSP layer converts),
and identifiers inside a `#define` body (not parsed, so they get no hover).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Optional, Protocol, Sequence

import tree_sitter

from ..syntax.ancestry import ancestors
from ..syntax.document import Snapshot
from . import render
from ..analysis.preprocessed import ProjectView, macro_expansion
from ..analysis.semantics import scope
from ..analysis.semantics.catalog import load_catalog
from ..project.features import DEFAULT_FEATURES, DEFAULT_VERSION
from ..analysis.semantics.typing import Typer, conversion_builtin_type, parse_type, swizzle_lanes, vector_parts

DEFAULT = DEFAULT_FEATURES


@dataclass
class Hover:
    """Markdown for the token at the cursor and its byte range."""

    markdown: str
    start: int
    end: int


# Leaves that name a built-in type.
TYPE_NODES = {"primitive_type", "vector_type", "image_type", "opaque_type", "atomic_type", "reserved_type",
              "type_identifier", "sized_type_specifier"}
NAME_NODES = {"identifier", "field_identifier", "type_identifier", "swizzle"}
WORD = re.compile(r"^[A-Za-z_]\w*$")


def _leaf_at(snapshot: Snapshot, offset: int) -> tree_sitter.Node | None:
    """The token under the cursor; a cursor just after a word hovers that word."""
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(offset, offset)
    if node is not None and node.start_byte <= offset < node.end_byte and _is_word(snapshot, node):
        return node
    if offset > 0:
        before = root.descendant_for_byte_range(offset - 1, offset - 1)
        if before is not None and before.end_byte == offset and _is_word(snapshot, before):
            return before
    return node


def _is_word(snapshot: Snapshot, node: tree_sitter.Node) -> bool:
    if node.child_count:
        return False
    return node.type == "number_literal" or WORD.match(snapshot.text(node)) is not None


def hover_at(snapshot: Snapshot, offset: int, version: tuple[int, int] = DEFAULT_VERSION,
             features: frozenset[str] = DEFAULT, project: Optional[ProjectView] = None,
             kernels: Optional[Sequence[tuple[str, Sequence[KernelFacts]]]] = None) -> Hover | None:
    """Hover for the token at a byte offset, or None when there is nothing to say.

    With `project` (the analysis' project view), a macro invocation named at
    the offset also shows what it expands to; with `kernels` (the device facts
    of the file's last build: per device label, each kernel's name and facts),
    a kernel's name also shows them.
    """
    found = describe_at(snapshot, offset, version, features)
    if project is None and not kernels:
        return found
    expansion = None
    if project is not None and (b"#" in snapshot.data or found is None):
        expansion = macro_expansion(snapshot, offset, project)
    if found is None and expansion is None:
        return None
    parts = [found.markdown] if found is not None else [f"macro `{expansion[0]}`"]
    if expansion is not None:
        parts.append(f"Expands here to:\n```opencl\n{expansion[1]}\n```")
    facts = kernel_facts(snapshot, offset, kernels or ())
    if facts is not None:
        parts.append(facts)
    start, end = (found.start, found.end) if found is not None else (offset, offset)
    return Hover("\n\n".join(parts), start, end)


def describe_at(snapshot: Snapshot, offset: int, version: tuple[int, int] = DEFAULT_VERSION,
                features: frozenset[str] = DEFAULT) -> Hover | None:
    """What the token at a byte offset is, from the file and the catalog alone."""
    if snapshot.binary or not snapshot.data:
        return None
    offset = max(0, min(offset, len(snapshot.data)))
    leaf = _leaf_at(snapshot, offset)
    if leaf is None or leaf.child_count:
        return None
    context = _Context(snapshot, version, features)
    markdown = context.describe(leaf)
    if not markdown:
        return None
    node = leaf.parent if leaf.parent is not None and leaf.parent.type == "sized_type_specifier" else leaf
    return Hover(markdown, node.start_byte, node.end_byte)


class KernelFacts(Protocol):
    """One kernel's facts from a device build (`device.build.KernelInfo` is one)."""

    name: str
    facts: Sequence[tuple[str, str]]


def kernel_facts(snapshot: Snapshot, offset: int,
                 kernels: Sequence[tuple[str, Sequence[KernelFacts]]]) -> str | None:
    """Markdown tables of the device facts of the kernel whose name is at `offset`, one per device."""
    if not kernels:
        return None
    data = snapshot.data
    start = offset
    while start > 0 and (data[start - 1 : start].isalnum() or data[start - 1 : start] == b"_"):
        start -= 1
    end = offset
    while end < len(data) and (data[end : end + 1].isalnum() or data[end : end + 1] == b"_"):
        end += 1
    name = data[start:end].decode("utf-8", "replace")
    parts = []
    for label, infos in kernels:
        info = next((k for k in infos if k.name == name), None)
        if info is None:
            continue
        rows = "\n".join(f"| {key} | {value} |" for key, value in info.facts)
        parts.append(f"**{label.removeprefix('opencl: ')}** (last device build)\n\n| | |\n|---|---|\n{rows}")
    return "\n\n".join(parts) or None


class _Context:
    """One hover request: the snapshot, the configuration and a typer."""

    def __init__(self, snapshot: Snapshot, version, features):
        self.snapshot = snapshot
        self.version = version
        self.features = features
        self.catalog = load_catalog()
        self.typer = Typer(snapshot, version, features)

    def describe(self, leaf: tree_sitter.Node) -> str | None:
        kind = leaf.type
        if kind == "swizzle":
            return self.swizzle(leaf)
        if kind == "field_identifier":
            return self.field(leaf)
        if kind == "identifier":
            return self.identifier(leaf)
        if kind in TYPE_NODES:
            return self.type_name(leaf)
        if kind == "number_literal":
            return self.literal(leaf)
        return self.keyword(leaf)

    # Built-in catalog entries.

    def keyword(self, leaf: tree_sitter.Node) -> str | None:
        entry = self.catalog.keyword(self.snapshot.text(leaf))
        if entry is None:
            return None
        return render.render_keyword(entry, self.version, self.features)

    def type_name(self, leaf: tree_sitter.Node) -> str | None:
        text = self.snapshot.text(leaf)
        if leaf.parent is not None and leaf.parent.type == "sized_type_specifier":
            text = " ".join(self.snapshot.text(leaf.parent).split())
        if leaf.type == "type_identifier":
            declared = scope.lookup(self.snapshot, leaf.start_byte, text)
            if declared is not None:
                return self.declared(declared)
        info = self.catalog.type(text)
        if info is None:
            return self.keyword(leaf)
        markdown = render.render_type(info, self.version, self.features)
        if info.kind == "image":
            usage = render.render_image_usage(info.name, image_usage(info.name))
            if usage:
                markdown += "\n\n" + usage
        return markdown

    def literal(self, leaf: tree_sitter.Node) -> str | None:
        literal_type = self.typer.type_of(leaf)
        if literal_type is None:
            return None
        return f"```opencl\n{literal_type}\n```\n\n*literal of type `{literal_type}`*"

    # Names.

    def identifier(self, leaf: tree_sitter.Node) -> str | None:
        name = self.snapshot.text(leaf)
        parent = leaf.parent
        is_callee = (parent is not None and parent.type == "call_expression"
                     and parent.child_by_field_name("function") is not None
                     and parent.child_by_field_name("function").id == leaf.id)
        # Looking up from the end of the name finds a declaration when hovering its own name.
        declared = scope.lookup(self.snapshot, leaf.end_byte, name)
        if declared is not None:
            return self.declared(declared)
        if is_callee:
            called = self.call(parent, name)
            if called is not None:
                return called
        family = self.catalog.function(name)
        if family is not None:
            return render.render_function(family, None, self.version, self.features)
        converted = conversion_builtin_type(name)
        if converted is not None:
            return render.render_conversion(name, converted)
        macro = self.catalog.macro(name)
        if macro is not None:
            return render.render_macro(macro, self.version, self.features)
        return self.keyword(leaf)

    def call(self, call: tree_sitter.Node, name: str) -> str | None:
        resolved = self.typer.resolve_call(call)
        if resolved is None:
            return None
        called, result, overload = resolved
        if isinstance(called, str):
            return render.render_conversion(name, result) if result else None
        if isinstance(called, scope.Declared):
            return self.declared(called)
        return render.render_function(called, overload, self.version, self.features)

    def swizzle(self, leaf: tree_sitter.Node) -> str | None:
        expression = leaf.parent
        if expression is None or expression.type != "field_expression":
            return None
        vector = self.typer.type_of(expression.child_by_field_name("argument"))
        ctype = self.typer.canonical(vector)
        parts = vector_parts(ctype.base) if ctype is not None and not ctype.pointers else None
        if parts is None:
            return None
        text = self.snapshot.text(leaf)
        lanes = swizzle_lanes(parts[1], text)
        if lanes is None:
            return None
        result = parts[0] if len(lanes) == 1 else f"{parts[0]}{len(lanes)}"
        return render.render_swizzle(ctype.base, text, result, lanes)

    def field(self, leaf: tree_sitter.Node) -> str | None:
        name = self.snapshot.text(leaf)
        parent = leaf.parent
        if parent is not None and parent.type == "field_expression":
            record = self.typer.type_of(parent.child_by_field_name("argument"))
            ctype = self.typer.canonical(record)
            if ctype is None:
                return None
            for member in scope.members(self.snapshot, ctype.base):
                if member.name == name:
                    return self.declared(member, owner=ctype.base)
            return None
        root = self.snapshot.tree.root_node
        declaration = _ancestor(root, leaf, "field_declaration")
        record = _ancestor(root, leaf, "struct_specifier") or _ancestor(root, leaf, "union_specifier")
        if declaration is None or record is None:
            return None
        base = scope.base_type(self.snapshot, declaration)
        for declarator in declaration.children_by_field_name("declarator"):
            found, stars, arrays, _function = scope.declarator_parts(declarator)
            if found is not None and found.id == leaf.id:
                member = scope.Declared(name, "field", scope.compose_type(base, stars, arrays),
                                        declaration.start_byte, declaration.end_byte, leaf.start_byte,
                                        leaf.end_byte, scope.doc_comment(self.snapshot, declaration),
                                        " ".join(self.snapshot.text(declaration).split()))
                return self.declared(member)
        return None

    # Symbols of the file.

    def declared(self, declared: scope.Declared, owner: str | None = None) -> str:
        code = self.declaration_code(declared)
        notes = list(self.notes(declared))
        if owner:
            notes.insert(0, f"field of `{owner}`")
        kind = declared.kind
        return render.render_declared(kind, code, declared.type, declared.doc, tuple(notes))

    def declaration_code(self, declared: scope.Declared) -> str:
        if declared.kind in ("function", "kernel", "macro", "typedef", "parameter", "field") and declared.detail:
            return declared.detail
        if declared.kind in ("struct", "union", "enum"):
            return _shorten(self.snapshot.data[declared.start : declared.end].decode("utf-8", "replace"))
        if declared.kind == "enumerator":
            return declared.detail or declared.name
        return _variable_code(declared)

    def notes(self, declared: scope.Declared):
        """Facts about a variable's address space."""
        ctype = parse_type(declared.type) if declared.type else None
        if ctype is None or declared.kind not in ("variable", "parameter"):
            return
        if ctype.pointers:
            space = ctype.space or ("the generic address space" if self.version >= (2, 0) else "`__private`")
            space_text = f"`{ctype.space}`" if ctype.space else space
            yield f"points into {space_text} memory"
        elif ctype.space:
            yield f"lives in `{ctype.space}` memory"
        elif declared.kind == "parameter" or _inside_function(self.snapshot, declared):
            yield "lives in `__private` memory"


def _variable_code(declared: scope.Declared) -> str:
    type_text = declared.type or ""
    arrays = ""
    match = re.search(r"(\[[^\]]*\])+$", type_text)
    if match:
        type_text, arrays = type_text[: match.start()], match.group(0)
    joiner = "" if type_text.endswith("*") else " "
    return f"{type_text}{joiner}{declared.name}{arrays}".strip()


def _shorten(text: str, max_lines: int = 20) -> str:
    lines = text.splitlines()
    if len(lines) <= max_lines:
        return text
    return "\n".join(lines[: max_lines - 1] + ["    …", lines[-1]])


def _ancestor(root: tree_sitter.Node, node: tree_sitter.Node, kind: str) -> tree_sitter.Node | None:
    """The nearest ancestor of a type, from one descent (`Node.parent` descends from the root each time)."""
    return next((above for above in reversed(ancestors(root, node)) if above.type == kind), None)


def _inside_function(snapshot: Snapshot, declared: scope.Declared) -> bool:
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(declared.name_start, declared.name_end)
    return node is not None and _ancestor(root, node, "function_definition") is not None


@functools.lru_cache(maxsize=64)
def image_usage(image_type: str) -> list[tuple[str, str]]:
    """(built-in name, accepted access qualifiers) for each built-in that takes an image type."""
    catalog = load_catalog()
    pattern = re.compile(rf"\b{re.escape(image_type)}\b")
    out: list[tuple[str, str]] = []
    for family in catalog.families():
        if not any(pattern.search(text) for text in family.generic_signatures):
            continue
        access: list[str] = []
        for overload in family.overloads():
            for param in overload.params:
                if pattern.search(param.type):
                    ctype = parse_type(param.type)
                    word = (ctype.access if ctype is not None and ctype.access else "any access")
                    if word not in access:
                        access.append(word)
        if access:
            out.append((family.name, ", ".join(access)))
    return out

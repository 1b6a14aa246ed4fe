"""Semantic tokens: what each name in the file is, for the editor to color.

Names are classified with queries/highlights.scm, so the server refines what
the editor's own tree-sitter highlighting already shows instead of
contradicting it. OpenCL's own constructs get token types or modifiers of
their own: kernels, address-space and access qualifiers, built-in types,
vector swizzles, built-in functions (through a caller-supplied predicate, so
this module does not depend on the built-in catalog) and macros.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable

import tree_sitter

from .document import Snapshot
from .language import captures
from .outline import declared_function_names, is_kernel
from .positions import Encoding

TOKEN_TYPES = (
    "keyword",
    "modifier",
    "type",
    "struct",
    "function",
    "macro",
    "variable",
    "parameter",
    "property",
    "enumMember",
)
TOKEN_MODIFIERS = (
    "declaration",
    "definition",
    "readonly",
    "defaultLibrary",
    "kernel",
    "addressSpace",
    "accessQualifier",
    "vector",
    "swizzle",
)
_TYPE = {name: i for i, name in enumerate(TOKEN_TYPES)}
_MOD = {name: 1 << i for i, name in enumerate(TOKEN_MODIFIERS)}

# Capture names of highlights.scm that classify a name, most specific first.
CAPTURE_TOKENS: dict[str, tuple[str, tuple[str, ...]]] = {
    "function.builtin": ("function", ("defaultLibrary",)),
    "function.macro": ("macro", ()),
    "constant.macro": ("macro", ()),
    "function.call": ("function", ()),
    "function": ("function", ()),
    "type.builtin": ("type", ("defaultLibrary",)),
    "type.definition": ("type", ("definition",)),
    "type": ("type", ()),
    "variable.parameter": ("parameter", ()),
    "variable.member": ("property", ()),
    "property": ("property", ()),
    "constant": ("enumMember", ("readonly",)),
    "constant.builtin": ("variable", ("defaultLibrary", "readonly")),
}

# OpenCL nodes with a fixed classification, whatever the query says.
NODE_TOKENS: dict[str, tuple[str, tuple[str, ...]]] = {
    "address_space_qualifier": ("modifier", ("addressSpace",)),
    "access_qualifier": ("modifier", ("accessQualifier",)),
    "kernel_specifier": ("keyword", ("kernel",)),
    "vector_type": ("type", ("defaultLibrary", "vector")),
    "image_type": ("type", ("defaultLibrary",)),
    "opaque_type": ("type", ("defaultLibrary",)),
    "atomic_type": ("type", ("defaultLibrary",)),
    "reserved_type": ("type", ("defaultLibrary",)),
    "primitive_type": ("type", ("defaultLibrary",)),
    "swizzle": ("property", ("swizzle",)),
}

NAME_TYPES = {"identifier", "field_identifier", "type_identifier"}
DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Token:
    start: int
    end: int
    type: str
    modifiers: tuple[str, ...] = ()


def _classify_name(node: tree_sitter.Node, capture: str | None) -> tuple[str, list[str]] | None:
    if capture is None:
        return None
    kind, mods = CAPTURE_TOKENS[capture]
    modifiers = list(mods)
    parent = node.parent
    if kind == "function" and parent is not None and parent.type == "function_declarator":
        definition = parent.parent
        while definition is not None and definition.type not in {"function_definition", "declaration"}:
            definition = definition.parent
        if definition is not None:
            modifiers.append("definition" if definition.type == "function_definition" else "declaration")
            if is_kernel(definition):
                modifiers.append("kernel")
    return kind, modifiers


def semantic_tokens(
    snapshot: Snapshot,
    is_builtin_function: Callable[[str], bool] = lambda name: False,
    byte_range: tuple[int, int] | None = None,
) -> list[Token]:
    """Tokens in document order, without overlaps."""
    if snapshot.binary:
        return []
    data = snapshot.data
    root = snapshot.tree.root_node
    macros = set(DEFINE.findall(data))
    user_functions = declared_function_names(root, data)
    best: dict[tuple[int, int], tuple[int, str, tree_sitter.Node]] = {}
    for pattern, capture, node in captures("highlights", root, byte_range):
        if node.type in NODE_TOKENS:
            best[(node.start_byte, node.end_byte)] = (1 << 30, "", node)
            continue
        if node.type not in NAME_TYPES or capture not in CAPTURE_TOKENS:
            continue
        key = (node.start_byte, node.end_byte)
        if key not in best or best[key][0] <= pattern:
            best[key] = (pattern, capture, node)
    tokens: list[Token] = []
    for (start, end), (_pattern, capture, node) in sorted(best.items()):
        if node.type in NODE_TOKENS:
            kind, mods = NODE_TOKENS[node.type]
            modifiers = list(mods)
        else:
            name = data[start:end]
            if name in macros:
                kind, modifiers = "macro", []
            else:
                classified = _classify_name(node, capture)
                if classified is None:
                    continue
                kind, modifiers = classified
                if (
                    kind == "function"
                    and name not in user_functions
                    and is_builtin_function(name.decode("utf-8", "replace"))
                ):
                    modifiers.append("defaultLibrary")
        if tokens and start < tokens[-1].end:
            continue  # Nested capture of a node already emitted.
        tokens.append(Token(start, end, kind, tuple(dict.fromkeys(modifiers))))
    return tokens


def encode(snapshot: Snapshot, tokens: Iterable[Token], encoding: Encoding) -> list[int]:
    """LSP's relative integer encoding of tokens (five integers per token)."""
    out: list[int] = []
    prev_line = 0
    prev_char = 0
    for token in tokens:
        start = snapshot.position(token.start, encoding)
        end = snapshot.position(token.end, encoding)
        if end.line != start.line:
            continue  # LSP tokens never span lines unless the client says so.
        delta_line = start.line - prev_line
        delta_char = start.character - prev_char if delta_line == 0 else start.character
        mods = 0
        for mod in token.modifiers:
            mods |= _MOD[mod]
        out.extend((delta_line, delta_char, end.character - start.character, _TYPE[token.type], mods))
        prev_line, prev_char = start.line, start.character
    return out


def diff(old: list[int], new: list[int]) -> tuple[int, int, list[int]]:
    """One edit (start, delete count, data) turning `old` into `new`.

    Edits are aligned to whole tokens (five integers), which every client
    accepts and which keeps the arithmetic obviously right.
    """
    limit = min(len(old), len(new))
    prefix = 0
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    prefix -= prefix % 5
    suffix = 0
    while (
        suffix < limit - prefix
        and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]
    ):
        suffix += 1
    suffix -= suffix % 5
    return prefix, len(old) - prefix - suffix, new[prefix : len(new) - suffix]

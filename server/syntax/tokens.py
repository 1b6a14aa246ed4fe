"""Semantic tokens: what each name in the file is, for the editor to color.

Names are classified with queries/highlights.scm, so the server refines what
the editor's own tree-sitter highlighting already shows instead of
contradicting it. OpenCL's own constructs get token types or modifiers of
their own: kernels, address-space and access qualifiers, built-in types,
vector swizzles, built-in functions (through a caller-supplied predicate, so
this module does not depend on the built-in catalog) and macros.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable, Iterable

import tree_sitter

from .document import Snapshot
from .language import language, query_source
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
    "inactive",
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
CAPTURE_NAME = re.compile(rb"@([A-Za-z_][A-Za-z0-9_.]*)")
DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Token:
    start: int
    end: int
    type: str
    modifiers: tuple[str, ...] = ()


def _classify_name(node: tree_sitter.Node, capture: str) -> tuple[str, list[str]]:
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


@functools.cache
def _token_queries() -> tuple[tree_sitter.Query, tree_sitter.Query]:
    """highlights.scm narrowed to the captures that become tokens, and a query for OpenCL nodes.

    Patterns whose captures never become tokens (operators, punctuation,
    comments, literals) are disabled: the editor colors those itself, and
    matching them would dominate the cost on large files. Built-in calls and
    macros are then classified from the catalog and the file's #defines.
    """
    highlights = tree_sitter.Query(language(), query_source("highlights"))
    source = query_source("highlights").encode("utf-8")
    for index in range(highlights.pattern_count):
        text = source[highlights.start_byte_for_pattern(index) : highlights.end_byte_for_pattern(index)]
        names = {name.decode() for name in CAPTURE_NAME.findall(text)}
        # Patterns that guess from spelling (#match?, #any-of?) are the
        # editor's stand-in for knowledge the server has: the built-in
        # catalog and the file's macro definitions. They are also the costly
        # ones, since their predicates run per candidate node.
        if not names & CAPTURE_TOKENS.keys() or b"#match?" in text or b"#any-of?" in text:
            highlights.disable_pattern(index)
    for index in range(highlights.capture_count):
        name = highlights.capture_name(index)
        if name not in CAPTURE_TOKENS:
            highlights.disable_capture(name)
    nodes = tree_sitter.Query(language(), "[" + " ".join(f"({kind})" for kind in NODE_TOKENS) + "] @node")
    return highlights, nodes


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
    highlights, opencl_nodes = _token_queries()

    # For each name node, the most specific capture (CAPTURE_TOKENS order).
    rank = {capture: i for i, capture in enumerate(CAPTURE_TOKENS)}
    chosen: dict[tuple[int, int], tuple[int, str, tree_sitter.Node]] = {}
    cursor = tree_sitter.QueryCursor(highlights)
    if byte_range is not None:
        cursor.set_byte_range(*byte_range)
    for capture, nodes in cursor.captures(root).items():
        order = rank[capture]
        for node in nodes:
            if node.type not in NAME_TYPES:
                continue
            key = (node.start_byte, node.end_byte)
            if key not in chosen or order < chosen[key][0]:
                chosen[key] = (order, capture, node)
    fixed = tree_sitter.QueryCursor(opencl_nodes)
    if byte_range is not None:
        fixed.set_byte_range(*byte_range)
    for node in fixed.captures(root).get("node", ()):
        chosen[(node.start_byte, node.end_byte)] = (-1, "", node)

    tokens: list[Token] = []
    for (start, end), (_order, capture, node) in sorted(chosen.items()):
        if node.type in NODE_TOKENS:
            kind, mods = NODE_TOKENS[node.type]
            modifiers = list(mods)
        else:
            name = data[start:end]
            if name in macros:
                kind, modifiers = "macro", []
            else:
                kind, modifiers = _classify_name(node, capture)
                if (
                    kind == "function"
                    and name not in user_functions
                    and is_builtin_function(name.decode("utf-8", "replace"))
                ):
                    modifiers.append("defaultLibrary")
        if tokens and start < tokens[-1].end:
            continue  # Nested capture of a node already emitted.
        if byte_range is not None and not (byte_range[0] <= start and end <= byte_range[1]):
            continue  # A match that only overlaps the requested range.
        tokens.append(Token(start, end, kind, tuple(dict.fromkeys(modifiers))))
    return tokens


def mark_inactive(tokens: list[Token], regions: list[tuple[int, int]]) -> list[Token]:
    """Add the `inactive` modifier to tokens inside preprocessor-skipped regions."""
    if not regions:
        return tokens
    regions = sorted(regions)
    out = []
    k = 0
    for token in tokens:
        while k < len(regions) and regions[k][1] <= token.start:
            k += 1
        if k < len(regions) and regions[k][0] <= token.start and token.end <= regions[k][1]:
            token = Token(token.start, token.end, token.type, token.modifiers + ("inactive",))
        out.append(token)
    return out


def encode(snapshot: Snapshot, tokens: Iterable[Token], encoding: Encoding) -> list[int]:
    """LSP's relative integer encoding of tokens (five integers per token).

    Tokens come sorted, so the line is found by walking forward through the
    line starts instead of a search per token; columns on ASCII lines are
    byte offsets, and only other lines go through the position converter.
    """
    out: list[int] = []
    starts = snapshot.lines.starts
    data = snapshot.data
    line_count = len(starts)
    line = 0
    prev_line = 0
    prev_char = 0
    for token in tokens:
        while line + 1 < line_count and starts[line + 1] <= token.start:
            line += 1
        line_start = starts[line]
        line_end = starts[line + 1] if line + 1 < line_count else len(data)
        if token.end >= line_end and line + 1 < line_count:
            continue  # LSP tokens never span lines unless the client says so.
        if data[line_start : token.end].isascii():
            start_char, end_char = token.start - line_start, token.end - line_start
        else:
            start_char = snapshot.position(token.start, encoding).character
            end_char = snapshot.position(token.end, encoding).character
        delta_line = line - prev_line
        delta_char = start_char - prev_char if delta_line == 0 else start_char
        mods = 0
        for mod in token.modifiers:
            mods |= _MOD[mod]
        out.extend((delta_line, delta_char, end_char - start_char, _TYPE[token.type], mods))
        prev_line, prev_char = line, start_char
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

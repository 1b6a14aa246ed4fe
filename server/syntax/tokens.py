"""Semantic tokens: what each name in the file is, for the editor to color.

Names are classified with queries/highlights.scm, so the server refines what
the editor's own tree-sitter highlighting already shows instead of
contradicting it. OpenCL's own constructs get token types or modifiers of
their own: kernels, address-space and access qualifiers, built-in types,
vector swizzles, built-in functions (through a caller-supplied predicate, so
this module does not depend on the built-in catalog) and macros.

One request classifies at most MAX_SPAN_BYTES of text (`bounded_range`), so a
huge file is answered a page at a time; the work is linear in the page (one
query walk over it, no walk up the tree).
"""

from __future__ import annotations

import bisect
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


# Extra patterns run in the same query walk as highlights.scm: the items a
# function declarator's name belongs to, so the name can be marked a
# definition or a declaration (and a kernel) without walking up the tree
# (`Node.parent` descends from the root each time: quadratic on large files).
ITEM_DEFINITION, ITEM_DECLARATION, DECLARATOR_NAME = "opencl-lsp.definition", "opencl-lsp.declaration", "opencl-lsp.name"
_ITEM_PATTERNS = f"""
(function_definition) @{ITEM_DEFINITION}
(declaration) @{ITEM_DECLARATION}
(function_declarator declarator: (identifier) @{DECLARATOR_NAME})
"""
_ITEM_CAPTURES = {ITEM_DEFINITION, ITEM_DECLARATION, DECLARATOR_NAME}

# The most text one request classifies. A 20 MB file has about 700,000 tokens
# (a 15 MB reply that took 36 s); past this many bytes, `semanticTokens/full`
# answers for the first part only and clients page through
# `semanticTokens/range` (each range capped the same way).
MAX_SPAN_BYTES = 512 << 10


def bounded_range(snapshot: Snapshot, byte_range: tuple[int, int] | None) -> tuple[tuple[int, int], bool]:
    """`byte_range` (the whole file for None) cut to MAX_SPAN_BYTES at a line start; and whether it was cut."""
    start, end = byte_range if byte_range is not None else (0, len(snapshot.data))
    end = max(start, end)  # A range that ends before it starts holds nothing (tree-sitter would raise).
    if end - start <= MAX_SPAN_BYTES:
        return (start, end), False
    lines = snapshot.lines
    cut = lines.starts[lines.line_of(start + MAX_SPAN_BYTES)]
    # A single line longer than the cap is cut inside it rather than not at all.
    return (start, cut if cut > start else start + MAX_SPAN_BYTES), True


def _declarator_modifiers(captured: dict) -> dict[tuple[int, int], tuple[str, ...]]:
    """For the name of each function declarator: "definition" or "declaration" (its innermost
    enclosing function definition or declaration), and "kernel" when that item is one."""
    names = captured.pop(DECLARATOR_NAME, [])
    items = [(n.start_byte, -n.end_byte, "definition", n) for n in captured.pop(ITEM_DEFINITION, [])]
    items += [(n.start_byte, -n.end_byte, "declaration", n) for n in captured.pop(ITEM_DECLARATION, [])]
    if not names:
        return {}
    items.sort(key=lambda item: (item[0], item[1]))
    out: dict[tuple[int, int], tuple[str, ...]] = {}
    open_items: list[tuple[int, str, tree_sitter.Node]] = []  # (end, kind, node), innermost last
    i = 0
    for name in sorted(names, key=lambda n: n.start_byte):
        start, end = name.start_byte, name.end_byte
        while i < len(items) and items[i][0] <= start:
            item_start, neg_end, kind, node = items[i]
            while open_items and open_items[-1][0] <= item_start:
                open_items.pop()
            open_items.append((-neg_end, kind, node))
            i += 1
        while open_items and open_items[-1][0] < end:
            open_items.pop()  # Items are nested or disjoint: one that ends before this name is done.
        if open_items:
            _end, kind, node = open_items[-1]
            out[(start, end)] = (kind, "kernel") if is_kernel(node) else (kind,)
    return out


@functools.cache
def _token_queries() -> tuple[tree_sitter.Query, tree_sitter.Query]:
    """highlights.scm narrowed to the captures that become tokens, and a query for OpenCL nodes.

    Patterns whose captures never become tokens (operators, punctuation,
    comments, literals) are disabled: the editor colors those itself, and
    matching them would dominate the cost on large files. Built-in calls and
    macros are then classified from the catalog and the file's #defines.
    """
    highlights = tree_sitter.Query(language(), query_source("highlights") + _ITEM_PATTERNS)
    source = query_source("highlights").encode("utf-8")
    own_patterns = tree_sitter.Query(language(), query_source("highlights")).pattern_count
    for index in range(own_patterns):  # The item patterns come after these and stay enabled.
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
        if name not in CAPTURE_TOKENS and name not in _ITEM_CAPTURES:
            highlights.disable_capture(name)
    nodes = tree_sitter.Query(language(), "[" + " ".join(f"({kind})" for kind in NODE_TOKENS) + "] @node")
    return highlights, nodes


# The file-wide names of the last snapshot asked about: a client paging
# through `semanticTokens/range` asks many times about one version, and
# finding them reads the whole file. One slot, replaced in a single
# assignment, so threads need no lock.
_last_names: tuple = (None, None, frozenset(), frozenset())


def _file_names(snapshot: Snapshot) -> tuple[frozenset, frozenset]:
    """The macros the file #defines and the functions it declares at top level."""
    global _last_names
    data, _tree, macros, functions = _last_names
    if data is snapshot.data:  # The same version: snapshots of it share its bytes (and its tree's content).
        return macros, functions
    macros = frozenset(DEFINE.findall(snapshot.data)) if b"define" in snapshot.data else frozenset()
    functions = frozenset(declared_function_names(snapshot.tree.root_node, snapshot.data))
    _last_names = (snapshot.data, snapshot.tree, macros, functions)
    return macros, functions


def semantic_tokens(
    snapshot: Snapshot,
    is_builtin_function: Callable[[str], bool] = lambda name: False,
    byte_range: tuple[int, int] | None = None,
) -> list[Token]:
    """Tokens in document order, without overlaps."""
    if snapshot.binary or (byte_range is not None and byte_range[1] < byte_range[0]):
        return []
    data = snapshot.data
    root = snapshot.tree.root_node
    macros, user_functions = _file_names(snapshot)
    highlights, opencl_nodes = _token_queries()

    # For each name node, the most specific capture (CAPTURE_TOKENS order).
    rank = {capture: i for i, capture in enumerate(CAPTURE_TOKENS)}
    chosen: dict[tuple[int, int], tuple[int, str, tree_sitter.Node]] = {}
    cursor = tree_sitter.QueryCursor(highlights)
    if byte_range is not None:
        cursor.set_byte_range(*byte_range)
    captured = cursor.captures(root)
    declarators = _declarator_modifiers(captured)
    for capture, nodes in captured.items():
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
        if tokens and start < tokens[-1].end:
            continue  # Nested capture of a node already emitted.
        if byte_range is not None and not (byte_range[0] <= start and end <= byte_range[1]):
            continue  # A match that only overlaps the requested range.
        fixed_kind = NODE_TOKENS.get(node.type)
        if fixed_kind is not None:
            kind, modifiers = fixed_kind
        else:
            name = data[start:end]
            if name in macros:
                kind, modifiers = "macro", ()
            else:
                kind, modifiers = CAPTURE_TOKENS[capture]
                if kind == "function":
                    extra = declarators.get((start, end), ())
                    if name not in user_functions and is_builtin_function(name.decode("utf-8", "replace")):
                        extra += ("defaultLibrary",)
                    if extra:
                        modifiers = tuple(dict.fromkeys(modifiers + extra))
        tokens.append(Token(start, end, kind, modifiers))
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
    tokens = list(tokens)
    # Start at the first token's line: a page in the middle of a huge file
    # must not walk through every line before it.
    line = bisect.bisect_right(starts, tokens[0].start) - 1 if tokens else 0
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

"""The OpenCL tree-sitter language, parsers and the shared query files.

Queries live in the repository's queries/ directory so editors and the server
read the same files; an installed package carries a copy in
opencl_lsp/queries. Compiled queries are cached: compiling is costly and the
files never change while the server runs.
"""

from __future__ import annotations

import functools
from pathlib import Path

import tree_sitter

from .. import grammar

QUERY_NAMES = ("highlights", "locals", "tags", "folds", "indents", "injections")


@functools.cache
def language() -> tree_sitter.Language:
    return tree_sitter.Language(grammar.language())


def new_parser() -> tree_sitter.Parser:
    """A fresh parser; parsers are not shared between threads."""
    return tree_sitter.Parser(language())


def queries_dir() -> Path:
    package_copy = Path(__file__).resolve().parent.parent / "queries"
    if package_copy.is_dir():
        return package_copy
    # Running from a source checkout (editable install): use the shared files.
    return Path(__file__).resolve().parents[2] / "queries"


def query_source(name: str) -> str:
    if name not in QUERY_NAMES:
        raise ValueError(f"unknown query {name!r}")
    return (queries_dir() / f"{name}.scm").read_text(encoding="utf-8")


@functools.cache
def query(name: str) -> tree_sitter.Query:
    return tree_sitter.Query(language(), query_source(name))


def matches(name: str, node: tree_sitter.Node, byte_range: tuple[int, int] | None = None):
    """(pattern index, {capture: [nodes]}) for each match of query `name` under `node`."""
    cursor = tree_sitter.QueryCursor(query(name))
    if byte_range is not None:
        cursor.set_byte_range(*byte_range)
    return cursor.matches(node)


def captures(name: str, node: tree_sitter.Node, byte_range: tuple[int, int] | None = None):
    """(pattern index, capture name, node) triples in document order.

    The pattern index lets callers apply the editors' rule that a later
    pattern wins when two capture the same node.
    """
    triples = [
        (pattern, capture, captured)
        for pattern, match in matches(name, node, byte_range)
        for capture, nodes in match.items()
        for captured in nodes
    ]
    triples.sort(key=lambda t: (t[2].start_byte, -t[2].end_byte, t[0]))
    return triples

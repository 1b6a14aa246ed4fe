"""The workspace index: what every OpenCL file under the roots defines and mentions.

What it knows, per file: the definitions (functions and kernels, prototypes,
structs, unions and enums with their fields and enumerators, typedefs,
macros including those inside `#if` branches, program-scope variables), each
with its name range, full range and a short detail; the set of identifiers
the file mentions; its `#include` directives and where they lead (an
`IncludeGraph`). Definitions come from queries/tags.scm (its definition
patterns), completed by a walk over the top-level items for what the query
does not capture (prototypes, globals inside `#if` blocks, qualifier macros
such as `KERNEL_FQ` written before a function).

References are not stored token by token: a file stores only the set of
names it mentions, and `references_in(path, name)` scans that file's bytes
for the name on demand (skipping comments, strings and include paths) and
classifies each occurrence lexically: a call, a field access with its base
expression range, a type use, a use inside a preprocessor directive or a
macro body, next to `##` or `#`. Results are cached per file version. This
keeps a build fast and the index small; the figures are in
bench/bench_index.py.

What it does not know: the preprocessor (every `#if` branch counts, macros
are not expanded, computed includes stay unresolved), scopes inside function
bodies (navigation re-parses open documents for that), and types beyond the
names written in declarations.

Threading: one `RLock` guards the tables. Per-file data (`FileData`,
`Definition`) is immutable and replaced whole, so a reader may keep what it
got after the lock is released. `build()` parses outside the lock (usually on
a worker thread) and never overwrites a file the editor has given newer text
for (`add_or_update(..., from_editor=True)`).

Persistence: with a `cache_dir`, `build()` saves the per-file data in a
pickle keyed by (path, mtime, size) and reuses entries whose key still
matches, so reopening a large workspace parses only what changed.
"""

from __future__ import annotations

import bisect
import fnmatch
import hashlib
import logging
import os
import re
import stat as stat_module
import sys
import time
import zlib
from dataclasses import dataclass, field
from typing import Callable, Iterable, NamedTuple, Optional, Sequence

import tree_sitter

from .. import forksafe, lifeline, memo
from ..syntax.ancestry import ancestors
from ..syntax.declarators import unwrap
from ..syntax import bounded_parse, wrapped_file
from ..syntax.document import looks_binary
from ..syntax.language import language, new_parser, query_source
from ..syntax.outline import is_kernel as has_kernel_specifier
from . import include_graph
from .include_graph import DocumentLink, IncludeDirective, IncludeGraph, ResolvedInclude

log = logging.getLogger(__name__)

DEFAULT_PATTERNS = ("*.cl", "*.h", "*.clh", "*.inc", "*.ocl", "*.opencl")
MAX_FILE_SIZE = 8 * 1024 * 1024
CACHE_FORMAT = 1

FUNCTION = "function"
KERNEL = "kernel"
PROTOTYPE = "prototype"
STRUCT = "struct"
UNION = "union"
ENUM = "enum"
TYPEDEF = "typedef"
MACRO = "macro"
VARIABLE = "variable"
FIELD = "field"
ENUMERATOR = "enumerator"

FUNCTION_KINDS = frozenset({FUNCTION, KERNEL})
TYPE_KINDS = frozenset({STRUCT, UNION, ENUM, TYPEDEF})
RECORD_KINDS = frozenset({STRUCT, UNION})
MEMBER_KINDS = frozenset({FIELD})

# Reference flags, set by the lexical classification of an occurrence.
CALL = 1  # followed by '('
FIELD_ACCESS = 2  # after '.' or '->' (also designated initializers and swizzles)
TYPE_USE = 4  # after struct/union/enum, or the name is a type in the index
MACRO_USE = 8  # the name is a macro in the index
IN_DIRECTIVE = 16  # on a preprocessor line (#if, #define, ...)
IN_MACRO_BODY = 32  # in the replacement list or parameters of a #define
PASTED = 64  # next to '##' or after a stringizing '#'
DECLARATION = 128  # the name range of a definition the index knows

# C and OpenCL C keywords and type names that can never name a user symbol.
KEYWORDS = frozenset(
    """
    auto break case char const continue default do double else enum extern float for goto if inline int long
    register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while
    _Bool _Complex _Imaginary _Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert _Thread_local bool
    true false uchar ushort uint ulong half size_t ptrdiff_t intptr_t uintptr_t
    __global global __local local __constant constant __private private __generic generic
    __kernel kernel __read_only read_only __write_only write_only __read_write read_write
    __attribute__ __attribute __const pipe
    image1d_t image1d_array_t image1d_buffer_t image2d_t image2d_array_t image2d_depth_t
    image2d_array_depth_t image3d_t sampler_t event_t queue_t clk_event_t ndrange_t reserve_id_t
    """.split()
)

_IDENT = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_IDENT_TEXT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
# Regions where a name is not a reference: comments, strings, include lines.
_DEAD = re.compile(
    rb"//[^\n]*|/\*.*?(?:\*/|\Z)|\"(?:\\.|[^\"\\\n])*\"?|'(?:\\.|[^'\\\n])*'?|^[ \t]*#[ \t]*include[^\n]*",
    re.S | re.M,
)
_PREPROC_BLOCKS = frozenset({"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"})
_PRIMITIVE_TEXT = frozenset({"void", "char", "short", "int", "long", "float", "double", "half", "bool",
                             "uchar", "ushort", "uint", "ulong", "signed", "unsigned", "size_t"})
_RECORD_NODE_KINDS = {"struct_specifier": STRUCT, "union_specifier": UNION, "enum_specifier": ENUM}


def is_identifier(text: str) -> bool:
    return bool(_IDENT_TEXT.match(text))


class Definition(NamedTuple):
    """A named entity defined in one file (a tuple: small, and quick to pickle)."""

    name: str
    kind: str  # one of the kind constants above
    path: str
    start: int  # the whole construct
    end: int
    name_start: int
    name_end: int
    detail: str = ""  # a signature, a declared type or a macro's text
    container: str = ""  # the record or enum of a field or enumerator
    type_name: str = ""  # the base type name of a variable, field or typedef ("S" for `struct S *`)
    qualifiers: tuple[str, ...] = ()  # unknown names written before a function (qualifier macros)


class Reference(NamedTuple):
    """One occurrence of a name in a file, classified lexically."""

    path: str
    start: int
    end: int
    flags: int
    base_start: int = -1  # for field accesses: the base expression (`p` in `p->x`)
    base_end: int = -1


class FileData(NamedTuple):
    """What the index keeps of one file; immutable, replaced whole on update."""

    path: str
    mtime_ns: int
    size: int
    digest: int  # crc32 of the bytes the entry was built from
    definitions: tuple[Definition, ...]
    names: frozenset[str]
    includes: tuple[IncludeDirective, ...]
    problem: Optional[str] = None
    from_editor: bool = False


@dataclass
class BuildReport:
    files: int = 0
    parsed: int = 0
    reused: int = 0
    skipped: int = 0
    seconds: float = 0.0
    cancelled: bool = False
    problems: dict[str, str] = field(default_factory=dict)


# Extraction --------------------------------------------------------------------------------------


_DEFINITIONS_QUERY: Optional[tree_sitter.Query] = None
_QUERY_LOCK = forksafe.Lock()


def definitions_query() -> tree_sitter.Query:
    """queries/tags.scm with its reference patterns disabled (they cost, and are not needed)."""
    global _DEFINITIONS_QUERY
    with _QUERY_LOCK:
        if _DEFINITIONS_QUERY is None:
            source = query_source("tags")
            compiled = tree_sitter.Query(language(), source)
            encoded = source.encode("utf-8")
            for index in range(compiled.pattern_count):
                text = encoded[compiled.start_byte_for_pattern(index) : compiled.end_byte_for_pattern(index)]
                if b"@reference." in text:
                    compiled.disable_pattern(index)
            _DEFINITIONS_QUERY = compiled
        return _DEFINITIONS_QUERY


def _text(data: bytes, node: tree_sitter.Node) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _squash(text: str, limit: int = 200) -> str:
    return " ".join(text.split())[:limit]


def _type_name(data: bytes, type_node: Optional[tree_sitter.Node]) -> str:
    """The name of a declaration's base type: `S` for `struct S` and for a typedef `S`."""
    if type_node is None:
        return ""
    if type_node.type in _RECORD_NODE_KINDS:
        name = type_node.child_by_field_name("name")
        return _text(data, name) if name is not None else ""
    return _squash(_text(data, type_node), 80)


def _type_text(data: bytes, declaration: tree_sitter.Node, stars: int) -> str:
    return _squash(_type_parts(data, declaration) + (" " + "*" * stars if stars else ""), 120)


def _type_parts(data: bytes, declaration: tree_sitter.Node) -> str:
    """A declaration's type as written (its qualifiers and type specifier), without the stars."""
    parts = []
    type_node = declaration.child_by_field_name("type")
    for child in declaration.children:
        if child.type == "type_qualifier":
            parts.append(_text(data, child))
        elif type_node is not None and child.id == type_node.id:
            if child.type in _RECORD_NODE_KINDS and child.child_by_field_name("body") is not None:
                name = child.child_by_field_name("name")
                parts.append(child.type.split("_")[0] + " " + (_text(data, name) if name else "<anonymous>"))
            else:
                parts.append(_text(data, child))
    return " ".join(parts)


def _function_name(data: bytes, function: tree_sitter.Node) -> tuple[Optional[tree_sitter.Node], Optional[str]]:
    """The real name of a function declarator, repairing `MACRO void f (...)`.

    Without the macro's expansion the parser reads `MACRO` as the return type
    and `void` as the name, with `f` in an ERROR node; the last identifier
    before the parameters is the name, and the type was a qualifier macro.
    """
    inner = function.child_by_field_name("declarator")
    if inner is None or inner.type != "identifier":
        return inner, None
    if _text(data, inner) not in _PRIMITIVE_TEXT:
        return inner, None
    for child in function.children:
        if child.type == "ERROR":
            names = [c for c in child.named_children if c.type == "identifier"]
            if names:
                return names[-1], _text(data, inner)
    return inner, None


def _error_qualifiers(data: bytes, node: tree_sitter.Node) -> tuple[str, ...]:
    """Qualifier macros of `MACRO void f (...)` when the parser put `void` in an ERROR node.

    The type field then holds the macro, and the ERROR node the real type.
    """
    declarator = node.child_by_field_name("declarator")
    type_node = node.child_by_field_name("type")
    found: list[str] = []
    for child in node.children:
        if declarator is not None and child.start_byte >= declarator.start_byte:
            break
        if child.type == "ERROR":
            if type_node is not None and type_node.type == "type_identifier":
                found.append(_text(data, type_node))
            found.extend(m.decode() for m in _IDENT.findall(data[child.start_byte : child.end_byte])
                         if m.decode() not in _PRIMITIVE_TEXT and m.decode() not in KEYWORDS)
    return tuple(dict.fromkeys(found))


def _signature(data: bytes, node: tree_sitter.Node, prefix: Sequence[str] = ()) -> str:
    body = node.child_by_field_name("body")
    end = body.start_byte if body is not None else node.end_byte
    text = data[node.start_byte : end].decode("utf-8", "replace")
    if prefix:
        text = " ".join(prefix) + " " + text
    return _squash(text)


def _record_members(data: bytes, path: str, record: tree_sitter.Node, container: str) -> list[Definition]:
    """Fields of a struct or union body (enumerators come from the tags query)."""
    body = record.child_by_field_name("body")
    if body is None or record.type == "enum_specifier":
        return []
    out: list[Definition] = []
    for child in body.named_children:
        if child.type != "field_declaration":
            continue
        type_node = child.child_by_field_name("type")
        for declarator in child.children_by_field_name("declarator"):
            name, stars, _function = unwrap(declarator)
            if name is None:
                continue
            out.append(
                Definition(
                    name=sys.intern(_text(data, name)),
                    kind=FIELD,
                    path=path,
                    start=child.start_byte,
                    end=child.end_byte,
                    name_start=name.start_byte,
                    name_end=name.end_byte,
                    detail=_type_text(data, child, stars),
                    container=container,
                    type_name=_type_name(data, type_node),
                )
            )
    return out


def _enum_container(data: bytes, root: tree_sitter.Node, enumerator: tree_sitter.Node) -> str:
    # The ancestors in one descent from the root (`Node.parent` descends from the root each time).
    above = ancestors(root, enumerator)[::-1]
    for k, node in enumerate(above[:4]):
        if node.type == "enum_specifier":
            name = node.child_by_field_name("name")
            if name is not None:
                return _text(data, name)
            parent = above[k + 1] if k + 1 < len(above) else None
            if parent is not None and parent.type == "type_definition":
                declarator, _stars, _function = unwrap(parent.child_by_field_name("declarator"))
                if declarator is not None:
                    return _text(data, declarator)
            return ""
    return ""


def _macro_detail(data: bytes, node: tree_sitter.Node) -> str:
    text = data[node.start_byte : node.end_byte].decode("utf-8", "replace")
    return _squash(text.replace("\\\n", " "), 160)


def _top_level_items(root: tree_sitter.Node) -> Iterable[tree_sitter.Node]:
    """Items at file scope, looking inside `#if` blocks, without recursion."""
    stack = list(reversed(root.children))
    while stack:
        node = stack.pop()
        if node.type in _PREPROC_BLOCKS:
            stack.extend(reversed(node.children))
        else:
            yield node


def _qualifier_prefix(data: bytes, node: tree_sitter.Node) -> Optional[tuple[str, ...]]:
    """Names of a broken declaration that is really a qualifier-macro prefix.

    `KERNEL_FQ KERNEL_FA void f (...)` parses as a declaration `KERNEL_FQ
    KERNEL_FA` missing its ';', then a function: such a declaration, followed
    on the same or next line by a function, declares nothing.
    """
    if not node.has_error:
        return None
    following = node.next_named_sibling
    if following is None or following.type not in {"function_definition", "declaration"}:
        return None
    if following.start_point[0] - node.end_point[0] > 1:
        return None
    names = [m.decode() for m in _IDENT.findall(data[node.start_byte : node.end_byte])]
    if not names or len(names) > 6:
        return None
    return tuple(names)


def extract(path: str, data: bytes, tree: Optional[tree_sitter.Tree] = None) -> tuple[tuple[Definition, ...], tuple[IncludeDirective, ...]]:
    """Definitions and include directives of one file's bytes (parsed here unless `tree` is given)."""
    if tree is None:
        tree = bounded_parse.parse(new_parser(), data).tree
    root = tree.root_node
    found = _Found()
    prefixes, bogus = _qualifier_prefixes(data, root)
    _add_matched(found, path, data, root, prefixes, bogus)
    _add_declared(found, path, data, root, prefixes, bogus)
    definitions = found.definitions
    definitions.sort(key=lambda d: d.name_start)
    return tuple(definitions), tuple(include_graph.scan_directives(data, tree))


class _Found:
    """The definitions found so far, each name (by its start byte) recorded once."""

    __slots__ = ("definitions", "seen")

    def __init__(self) -> None:
        self.definitions: list[Definition] = []
        self.seen: set[int] = set()  # name start bytes already recorded

    def add(self, definition: Definition) -> None:
        if definition.name_start in self.seen:
            return
        self.seen.add(definition.name_start)
        self.definitions.append(definition)


def _qualifier_prefixes(data: bytes, root: tree_sitter.Node) -> tuple[dict[int, tuple[str, ...]], set[int]]:
    """Qualifier-macro prefixes of functions, by the function's start byte, and the start
    bytes of the bogus declarations those prefixes parse as."""
    prefixes: dict[int, tuple[str, ...]] = {}
    bogus: set[int] = set()
    for item in _top_level_items(root):
        if item.type == "declaration":
            prefix = _qualifier_prefix(data, item)
            if prefix is not None:
                prefixes[item.next_named_sibling.start_byte] = prefix
                bogus.add(item.start_byte)
    return prefixes, bogus


def _add_matched(found: _Found, path: str, data: bytes, root: tree_sitter.Node,
                 prefixes: dict[int, tuple[str, ...]], bogus: set[int]) -> None:
    """Add the definitions that `definitions_query` matches: functions, types, macros,
    enumerators and variables."""
    add = found.add
    facts: dict = {}
    cursor = tree_sitter.QueryCursor(definitions_query())
    for _pattern, match in cursor.matches(root):
        names = match.get("name")
        if not names:
            continue
        name = names[0]
        for capture, nodes in match.items():
            if not capture.startswith("definition."):
                continue
            node = nodes[0]
            kind = capture[len("definition.") :]
            if kind == "function":
                add(_function_definition(data, path, node, name, prefixes))
            elif kind == "type":
                for definition in _type_definitions(data, path, node, name):
                    add(definition)
            elif kind == "macro":
                add(Definition(sys.intern(_text(data, name)), MACRO, path, node.start_byte,
                               node.end_byte, name.start_byte, name.end_byte, detail=_macro_detail(data, node)))
            elif kind == "constant":
                add(Definition(sys.intern(_text(data, name)), ENUMERATOR, path, node.start_byte, node.end_byte,
                               name.start_byte, name.end_byte, detail=_squash(_text(data, node), 80),
                               container=_enum_container(data, root, node)))
            elif kind == "variable":
                if node.start_byte in bogus:
                    continue
                add(_variable(data, path, node, name, facts=facts))


def _function_definition(data: bytes, path: str, node: tree_sitter.Node, name: tree_sitter.Node,
                         prefixes: dict[int, tuple[str, ...]]) -> Definition:
    """A function definition, named by its real name where a macro return type hides it."""
    function = node.child_by_field_name("declarator")
    _n, _stars, function = unwrap(function)
    qualifiers = prefixes.get(node.start_byte, ()) + _error_qualifiers(data, node)
    if function is not None:
        real, macro_type = _function_name(data, function)
        if real is not None and macro_type is not None:
            name = real
            type_node = node.child_by_field_name("type")
            if type_node is not None:
                qualifiers = qualifiers + (_text(data, type_node),)
    return Definition(
        name=sys.intern(_text(data, name)),
        kind=KERNEL if has_kernel_specifier(node) else FUNCTION,
        path=path,
        start=(node.prev_named_sibling.start_byte if qualifiers and node.start_byte in prefixes else node.start_byte),
        end=node.end_byte,
        name_start=name.start_byte,
        name_end=name.end_byte,
        detail=_signature(data, node, prefixes.get(node.start_byte, ())),
        qualifiers=qualifiers,
    )


def _type_definitions(data: bytes, path: str, node: tree_sitter.Node, name: tree_sitter.Node) -> list[Definition]:
    """A struct, union or enum, or a typedef, and the members of the record it defines."""
    record_kind = _RECORD_NODE_KINDS.get(node.type)
    type_node = node.child_by_field_name("type") if node.type == "type_definition" else None
    text_name = sys.intern(_text(data, name))
    if record_kind is not None:
        definition = Definition(text_name, record_kind, path, node.start_byte, node.end_byte,
                                name.start_byte, name.end_byte, detail=f"{record_kind} {text_name}")
        return [definition, *_record_members(data, path, node, text_name)]
    target = _type_name(data, type_node)
    detail = _squash(_text(data, node), 120)
    out = [Definition(text_name, TYPEDEF, path, node.start_byte, node.end_byte,
                      name.start_byte, name.end_byte, detail=detail, type_name=target)]
    if (type_node is not None and type_node.type in {"struct_specifier", "union_specifier"}
            and type_node.child_by_field_name("name") is None):
        out.extend(_record_members(data, path, type_node, text_name))
    return out


def _add_declared(found: _Found, path: str, data: bytes, root: tree_sitter.Node,
                  prefixes: dict[int, tuple[str, ...]], bogus: set[int]) -> None:
    """Add prototypes and program-scope variables (also those inside #if blocks) not found yet."""
    seen = found.seen
    facts: dict = {}
    for item in _top_level_items(root):
        if item.type != "declaration" or item.start_byte in bogus:
            continue
        for declarator in item.children_by_field_name("declarator"):
            name, stars, function = unwrap(declarator)
            if name is None or name.start_byte in seen:
                continue
            if function is not None and name.type == "identifier":
                real, _macro = _function_name(data, function)
                if real is not None:
                    name = real
                if name.start_byte in seen:
                    continue
                found.add(Definition(sys.intern(_text(data, name)), PROTOTYPE, path, item.start_byte, item.end_byte,
                                     name.start_byte, name.end_byte, detail=_signature(data, item),
                                     qualifiers=prefixes.get(item.start_byte, ())))
            elif name.type == "identifier":
                found.add(_variable(data, path, item, name, stars, facts))


def _variable(data: bytes, path: str, declaration: tree_sitter.Node, name: tree_sitter.Node, stars: Optional[int] = None,
              facts: Optional[dict] = None) -> Definition:
    """A program-scope variable; `facts` keeps what the declaration says of all its names (its type's
    text, each name's stars), made once: the fuzzer's declaration of 3,556 names took 29 s to index
    when each name looked at every child of the declaration again."""
    known = facts.get(declaration.id) if facts is not None else None
    if known is None:
        known = _declaration_facts(data, declaration)
        if facts is not None:
            facts[declaration.id] = known
    type_text, type_name, stars_by_name = known
    if stars is None:
        stars = stars_by_name.get(name.id, 0)
    name = _word_after_macros(name)
    return Definition(
        sys.intern(_text(data, name)), VARIABLE, path, declaration.start_byte, declaration.end_byte,
        name.start_byte, name.end_byte, detail=_squash(type_text + (" " + "*" * stars if stars else ""), 120),
        type_name=type_name,
    )


def _declaration_facts(data: bytes, declaration: tree_sitter.Node) -> tuple[str, str, dict[int, int]]:
    """(the type's text, its base name, the stars of each declared name by its node id) of a declaration."""
    stars_by_name = {}
    for declarator in declaration.children_by_field_name("declarator"):
        found, count, _function = unwrap(declarator)
        if found is not None:
            stars_by_name[found.id] = count
    return _type_parts(data, declaration), _type_name(data, declaration.child_by_field_name("type")), stars_by_name


def _word_after_macros(name: tree_sitter.Node) -> tree_sitter.Node:
    """A variable's real name where unknown words before it took the type's place: hashcat's
    `CONSTANT_VK u32a te0[256] = {...}` parses as type `CONSTANT_VK`, declarator `u32a` and an
    ERROR that holds `te0` alone; the name is that word (it was `u32a`, ten times a file)."""
    after = name.next_sibling
    if after is None or after.type != "ERROR" or after.named_child_count != 1:
        return name
    word = after.named_children[0]
    if word.type == "identifier" and (word.start_byte, word.end_byte) == (after.start_byte, after.end_byte):
        return word
    return name


def scan_file(path: str, data: bytes, mtime_ns: int = 0, tree: Optional[tree_sitter.Tree] = None,
              from_editor: bool = False) -> FileData:
    """Everything the index keeps of one file."""
    digest = zlib.crc32(data)
    if looks_binary(data):
        return FileData(path, mtime_ns, len(data), digest, (), frozenset(), (), "binary file not indexed", from_editor)
    # A kernel file wrapped for host code (C++ raw string literals, a stringizing macro): the
    # kernel inside, at the same offsets (a tree the caller parsed from the wrapper's tokens is no
    # tree of it; an editor's snapshot holds the kernel text already, and keeps its tree).
    text = wrapped_file.kernel_text(data)
    if text is not data:
        data, tree = text, None
    definitions, includes = extract(path, data, tree)
    names = frozenset(sys.intern(n.decode("ascii")) for n in set(_IDENT.findall(data)))
    return FileData(path, mtime_ns, len(data), digest, definitions, names, includes, None, from_editor)


# A build that scans at least this many files in the server does it in a worker process
# (`build(elsewhere=...)`): fewer cost less than starting one.
ELSEWHERE_MIN_FILES = 16
# The worker's niceness: it takes the CPU the server's analyses leave.
ELSEWHERE_NICENESS = 10


def _elsewhere_worker(parent: int) -> None:
    """Initializer of the worker process that scans for the server: it dies with the server,
    and a keystroke's analysis (in the server, or its forked children) goes before it."""
    lifeline.die_with_parent(parent)
    try:
        os.nice(ELSEWHERE_NICENESS)
    except OSError:
        pass


def _scan_paths_worker(paths: list[str]) -> list[tuple[str, Optional[FileData], Optional[str]]]:
    """Worker-process entry: read and scan files (used by `build(workers=N)` and `build(elsewhere=...)`)."""
    out = []
    for path in paths:
        try:
            info = os.stat(path)
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError as err:
            out.append((path, None, f"unreadable: {err.strerror or err}"))
            continue
        out.append((path, scan_file(path, data, info.st_mtime_ns), None))
    return out


# Walking the roots -------------------------------------------------------------------------------


def walk(roots: Sequence[str], patterns: Sequence[str] = DEFAULT_PATTERNS, max_size: int = MAX_FILE_SIZE
         ) -> tuple[list[str], dict[str, str]]:
    """Source files under the roots, and the problems met on the way.

    Hidden directories are skipped; a directory reached twice (a symlink
    loop, or two links to one place) is walked once, by its resolved path.
    """
    found: list[str] = []
    problems: dict[str, str] = {}
    visited: set[tuple[int, int]] = set()
    seen_files: set[tuple[int, int]] = set()
    stack = [include_graph.normalize(r) for r in reversed(roots)]
    while stack:
        directory = stack.pop()
        try:
            info = os.stat(directory)
        except OSError as err:
            problems[directory] = f"unreadable directory: {err.strerror or err}"
            continue
        identity = (info.st_dev, info.st_ino)
        if identity in visited:
            continue
        visited.add(identity)
        try:
            entries = sorted(os.scandir(directory), key=lambda e: e.name)
        except OSError as err:
            problems[directory] = f"unreadable directory: {err.strerror or err}"
            continue
        subdirs = []
        for entry in entries:
            if entry.name.startswith("."):
                continue
            try:
                if entry.is_dir():
                    subdirs.append(entry.path)
                    continue
                if not any(fnmatch.fnmatchcase(entry.name, p) for p in patterns):
                    continue
                info = entry.stat()
            except OSError as err:
                problems[entry.path] = f"unreadable: {err.strerror or err}"
                continue
            if not stat_module.S_ISREG(info.st_mode):
                continue
            if info.st_size > max_size:
                problems[entry.path] = f"not indexed: {info.st_size} bytes is over the {max_size} byte limit"
                continue
            identity = (info.st_dev, info.st_ino)
            if identity in seen_files:
                continue  # A second link to a file already listed.
            seen_files.add(identity)
            found.append(entry.path)
        stack.extend(reversed(subdirs))
    return found, problems


def _read_file(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


# The index ---------------------------------------------------------------------------------------


IncludeDirs = Sequence[str] | Callable[[str], Sequence[str]]


class WorkspaceIndex:
    """Definitions, names and includes of every file under a set of roots."""

    def __init__(
        self,
        roots: Sequence[str] = (),
        include_dirs: IncludeDirs = (),
        patterns: Sequence[str] = DEFAULT_PATTERNS,
        cache_dir: Optional[str] = None,
        max_file_size: int = MAX_FILE_SIZE,
        read: Callable[[str], bytes] = _read_file,
    ):
        self.roots = [include_graph.normalize(r) for r in roots]
        self._include_dirs = include_dirs
        self.patterns = tuple(patterns)
        self.cache_dir = cache_dir
        self.max_file_size = max_file_size
        self.read = read
        self._lock = forksafe.RLock()
        self._files: dict[str, FileData] = {}
        self._by_name: dict[str, list[Definition]] = {}
        self._graph = IncludeGraph()
        self._missing_by_basename: dict[str, set[str]] = {}
        self._editor_data: dict[str, bytes] = {}
        self.problems: dict[str, str] = {}
        # This index's own caches (they go with it): references by (path, digest, name), dead ranges by (path, digest).
        self._refs_cache = memo.LRU(4096)
        self._dead_cache = memo.LRU(256)
        self._includer_names = memo.LRU(256)  # by (path, generation)
        self._visible_files = memo.LRU(256)  # a path and what it includes, by (path, generation)
        self.generation = 0  # bumped on every change, for callers that cache results

    # Configuration

    def include_dirs(self, path: str) -> list[str]:
        dirs = self._include_dirs(path) if callable(self._include_dirs) else self._include_dirs
        return [include_graph.normalize(d) for d in dirs]

    def in_roots(self, path: str) -> bool:
        path = include_graph.normalize(path)
        return any(path == r or path.startswith(r.rstrip(os.sep) + os.sep) for r in self.roots)

    # Updates

    def add_or_update(self, path: str, data: bytes, *, from_editor: bool = True, mtime_ns: int = 0,
                      tree: Optional[tree_sitter.Tree] = None) -> FileData:
        """Index new text for one file: the editor's buffer, or a saved or watched file."""
        path = include_graph.normalize(path)
        entry = scan_file(path, data, mtime_ns, tree, from_editor)
        with self._lock:
            self._store(entry)
            if from_editor:
                self._editor_data[path] = data
            else:
                self._editor_data.pop(path, None)
            self._resolve_file(path)
            self._resolve_waiting(path)
        return entry

    def set_closed(self, path: str) -> None:
        """The editor closed `path`: its entry is disk-backed again (re-read it with add_or_update)."""
        path = include_graph.normalize(path)
        with self._lock:
            self._editor_data.pop(path, None)
            entry = self._files.get(path)
            if entry is not None and entry.from_editor:
                self._files[path] = entry._replace(mtime_ns=0, from_editor=False)

    def remove(self, path: str) -> None:
        path = include_graph.normalize(path)
        with self._lock:
            old = self._files.pop(path, None)
            self._editor_data.pop(path, None)
            self.problems.pop(path, None)
            if old is not None:
                self._unlink_definitions(old)
            users = self._graph.included_by(path)
            self._graph.remove_file(path)
            self._forget_missing(path)
            for user in users:
                self._resolve_file(user)
            self.generation += 1

    def _store(self, entry: FileData) -> None:
        old = self._files.get(entry.path)
        if old is not None:
            self._unlink_definitions(old)
        self._files[entry.path] = entry
        for definition in entry.definitions:
            self._by_name.setdefault(definition.name, []).append(definition)
        if entry.problem:
            self.problems[entry.path] = entry.problem
        else:
            self.problems.pop(entry.path, None)
        self.generation += 1

    def _unlink_definitions(self, old: FileData) -> None:
        for name in {d.name for d in old.definitions}:
            kept = [d for d in self._by_name.get(name, ()) if d.path != old.path]
            if kept:
                self._by_name[name] = kept
            else:
                self._by_name.pop(name, None)

    def _is_file(self, path: str) -> bool:
        return path in self._files or os.path.isfile(path)

    def _resolve_file(self, path: str) -> None:
        entry = self._files.get(path)
        if entry is None:
            return
        dirs = self.include_dirs(path)
        resolved = [include_graph.resolve(d, path, dirs, self._is_file) for d in entry.includes]
        self._forget_missing(path)
        for item in resolved:
            if item.status == include_graph.MISSING:
                base = os.path.basename(item.directive.spelled)
                self._missing_by_basename.setdefault(base, set()).add(path)
        self._graph.set_file(path, resolved)

    def _forget_missing(self, path: str) -> None:
        for base in [b for b, users in self._missing_by_basename.items() if path in users]:
            users = self._missing_by_basename[base]
            users.discard(path)
            if not users:
                del self._missing_by_basename[base]

    def _resolve_waiting(self, path: str) -> None:
        """Re-resolve files whose missing include may be this new file."""
        for user in list(self._missing_by_basename.get(os.path.basename(path), ())):
            if user != path:
                self._resolve_file(user)

    # Builds

    def build(
        self,
        paths: Optional[Sequence[str]] = None,
        read: Optional[Callable[[str], bytes]] = None,
        progress: Optional[Callable[[int, int, str], None]] = None,
        cancelled: Optional[Callable[[], bool]] = None,
        workers: int = 1,
        elsewhere: Optional[Callable[[str], bool]] = None,
    ) -> BuildReport:
        """Index every file under the roots (or `paths`), reusing the cache where it is current.

        `progress(done, total, message)` is called every few files;
        `cancelled()` is polled between files and stops the build, keeping
        what was indexed. Files given by the editor are never overwritten.
        `elsewhere(path)`, whether a file may be read: given, the files are read and
        scanned in a worker process of low priority (the server's way: a first build of a
        project of 1,500 kernels is 5 s of parsing, which in a thread of the server held
        its interpreter from the open document's analyses), and only the files it allows.
        """
        began = time.perf_counter()
        report = BuildReport()
        full = paths is None
        if paths is None:
            paths, walk_problems = walk(self.roots, self.patterns, self.max_file_size)
            report.problems.update(walk_problems)
        paths = [include_graph.normalize(p) for p in paths]
        read = read or self.read
        cached = self._load_cache()
        report.files = len(paths)
        todo, ready = self._split_by_cache(paths, cached, report)
        report.reused = len(ready)
        total = len(paths)
        done = len(ready)
        if progress:
            progress(done, total, f"{done}/{total} files from the cache")

        scanned: list[FileData] = []
        if elsewhere is not None and len(todo) >= ELSEWHERE_MIN_FILES:
            allowed = []
            for path, mtime in todo:
                if elsewhere(path):
                    allowed.append((path, mtime))
                else:
                    report.problems[path] = f"unreadable: not readable here: {path}"
                    done += 1
            before = done
            try:
                done = self._scan_parallel(allowed, 1, scanned, report, progress, cancelled, done, total,
                                           elsewhere=True)
            except Exception as err:  # noqa: BLE001 - no worker process here (no /dev/shm, a frozen app...)
                # The files the worker did not send back are scanned here, as without `elsewhere`.
                log.warning("indexing in this process: the worker process failed (%s: %s)", type(err).__name__, err)
                seen = {entry.path for entry in scanned}
                rest = [(path, mtime) for path, mtime in allowed if path not in seen]
                done = self._scan_serial(rest, read, scanned, report, progress, cancelled, before + len(seen), total)
        elif workers > 1 and read is _read_file and len(todo) > 4 * workers:
            done = self._scan_parallel(todo, workers, scanned, report, progress, cancelled, done, total)
        else:
            done = self._scan_serial(todo, read, scanned, report, progress, cancelled, done, total)
        report.parsed = len(scanned)
        removed = self._merge(paths, ready + scanned, report, full)
        if not report.cancelled and (report.parsed or removed or not cached):
            self._save_cache()
        report.seconds = time.perf_counter() - began
        if progress:
            progress(total, total, f"indexed {total} files")
        return report

    def _split_by_cache(self, paths: list[str], cached: dict[str, FileData],
                        report: BuildReport) -> tuple[list[tuple[str, int]], list[FileData]]:
        """The files to scan, as (path, mtime), and the entries still current (same mtime and size).

        Files over the size limit are skipped with a problem; files the editor gave are left alone.
        """
        todo: list[tuple[str, int]] = []
        ready: list[FileData] = []
        for path in paths:
            try:
                info = os.stat(path)
                key = (info.st_mtime_ns, info.st_size)
            except OSError:
                key = None
            if key is not None and key[1] > self.max_file_size:
                report.problems[path] = f"not indexed: {key[1]} bytes is over the {self.max_file_size} byte limit"
                report.skipped += 1
                continue
            current = self._files.get(path)
            if current is not None and current.from_editor:
                continue  # The editor's text is newer than the disk's.
            for candidate in (current, cached.get(path)):
                if candidate is not None and key is not None and (candidate.mtime_ns, candidate.size) == key:
                    ready.append(candidate)
                    break
            else:
                todo.append((path, key[0] if key else 0))
        return todo, ready

    def _scan_serial(self, todo, read, scanned, report, progress, cancelled, done, total) -> int:
        """Scan `todo` in this process into `scanned`; return the new count of files done."""
        parser = new_parser()
        for path, mtime in todo:
            if cancelled is not None and cancelled():
                report.cancelled = True
                break
            try:
                data = read(path)
            except OSError as err:
                report.problems[path] = f"unreadable: {err.strerror or err}"
                done += 1
                continue
            if len(data) > self.max_file_size:
                report.problems[path] = f"not indexed: {len(data)} bytes is over the {self.max_file_size} byte limit"
                done += 1
                continue
            tree = None if looks_binary(data) else bounded_parse.parse(parser, data).tree
            scanned.append(scan_file(path, data, mtime, tree))
            done += 1
            if progress and done % 50 == 0:
                progress(done, total, f"{done}/{total} files")
        return done

    def _merge(self, paths: list[str], entries: list[FileData], report: BuildReport, full: bool) -> list[str]:
        """Store the built entries (never over the editor's), record problems, and on a full,
        uncancelled build drop the files no longer found; return the paths dropped."""
        with self._lock:
            present = set(paths)
            for entry in entries:
                current = self._files.get(entry.path)
                if current is not None and current.from_editor:
                    continue
                if current is not entry:
                    self._store(entry)
                if entry.problem:
                    report.problems[entry.path] = entry.problem
            removed = []
            if full and not report.cancelled:
                removed = [p for p, e in self._files.items() if p not in present and not e.from_editor]
                for path in removed:
                    self.remove(path)
            for path, problem in report.problems.items():
                self.problems[path] = problem
            for path in list(self._files):
                self._resolve_file(path)
            self.generation += 1
        return removed

    def _scan_parallel(self, todo, workers, scanned, report, progress, cancelled, done, total,
                       elsewhere: bool = False) -> int:
        import concurrent.futures
        import multiprocessing

        chunk = max(8, min(64, len(todo) // (workers * 4) or 1))
        batches = [[p for p, _m in todo[i : i + chunk]] for i in range(0, len(todo), chunk)]
        context = multiprocessing.get_context("spawn")
        options = {"initializer": _elsewhere_worker, "initargs": (os.getpid(),)} if elsewhere else {}
        with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context, **options) as pool:
            futures = [pool.submit(_scan_paths_worker, batch) for batch in batches]
            for future in concurrent.futures.as_completed(futures):
                if cancelled is not None and cancelled():
                    report.cancelled = True
                    for other in futures:
                        other.cancel()
                    break
                for path, entry, problem in future.result():
                    done += 1
                    if entry is None:
                        report.problems[path] = problem
                    else:
                        scanned.append(_reintern(entry))
                if progress:
                    progress(done, total, f"{done}/{total} files")
        return done

    # Persistence

    def _cache_path(self) -> Optional[str]:
        if not self.cache_dir:
            return None
        key = hashlib.sha1("\0".join(self.roots + list(self.patterns)).encode()).hexdigest()[:16]
        return os.path.join(self.cache_dir, f"index-{key}.pickle")

    @staticmethod
    def _schema() -> str:
        source = query_source("tags") + open(__file__, encoding="utf-8").read()
        return hashlib.sha1(source.encode()).hexdigest()

    def _load_cache(self) -> dict[str, FileData]:
        path = self._cache_path()
        if path is None or not os.path.isfile(path):
            return {}
        import pickle  # Here, not at startup: 20 ms of a server's start that the first diagnostics do not need.

        try:
            with open(path, "rb") as handle:
                stored = pickle.load(handle)
            if stored.get("format") != CACHE_FORMAT or stored.get("schema") != self._schema():
                return {}
            return {entry.path: entry for entry in stored["files"]}
        except Exception:  # A damaged or foreign cache is ignored, never fatal.
            return {}

    def _save_cache(self) -> None:
        path = self._cache_path()
        if path is None:
            return
        import pickle

        with self._lock:
            files = [e for e in self._files.values() if not e.from_editor and e.mtime_ns]
        try:
            os.makedirs(self.cache_dir, exist_ok=True)
            temporary = f"{path}.{os.getpid()}.tmp"
            with open(temporary, "wb") as handle:
                pickle.dump({"format": CACHE_FORMAT, "schema": self._schema(), "files": files}, handle,
                            protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except OSError as err:
            self.problems[path] = f"index cache not saved: {err.strerror or err}"

    # Queries

    def files(self) -> list[str]:
        with self._lock:
            return list(self._files)

    def file(self, path: str) -> Optional[FileData]:
        with self._lock:
            return self._files.get(include_graph.normalize(path))

    def data(self, path: str) -> Optional[bytes]:
        """The bytes a file's entry was built from: the editor's, or the file on disk."""
        path = include_graph.normalize(path)
        with self._lock:
            editor = self._editor_data.get(path)
        if editor is not None:
            return editor
        try:
            return self.read(path)
        except OSError:
            return None

    def definitions(self, name: str, kinds: Optional[Iterable[str]] = None) -> list[Definition]:
        with self._lock:
            found = list(self._by_name.get(name, ()))
        if kinds is not None:
            wanted = set(kinds)
            found = [d for d in found if d.kind in wanted]
        return found

    def definitions_in(self, path: str) -> tuple[Definition, ...]:
        entry = self.file(path)
        return entry.definitions if entry is not None else ()

    def all_names(self) -> list[str]:
        with self._lock:
            return list(self._by_name)

    def files_mentioning(self, name: str) -> list[str]:
        with self._lock:
            return [p for p, e in self._files.items() if name in e.names]

    def is_kernel(self, definition: Definition) -> bool:
        """A kernel by its `kernel` qualifier, or by a qualifier macro whose body says kernel."""
        if definition.kind == KERNEL:
            return True
        if definition.kind not in {FUNCTION, PROTOTYPE}:
            return False
        for qualifier in definition.qualifiers:
            for macro in self.definitions(qualifier, (MACRO,)):
                if re.search(r"\b(__)?kernel\b", macro.detail.split(qualifier, 1)[-1]):
                    return True
        return False

    # Include graph

    def includes(self, path: str) -> list[str]:
        with self._lock:
            return self._graph.includes(include_graph.normalize(path))

    def included_by(self, path: str) -> list[str]:
        with self._lock:
            return self._graph.included_by(include_graph.normalize(path))

    def reachable(self, path: str) -> list[str]:
        with self._lock:
            return self._graph.reachable(include_graph.normalize(path))

    def includers(self, path: str) -> list[str]:
        with self._lock:
            return self._graph.includers(include_graph.normalize(path))

    def includer_names(self, path: str) -> frozenset[str]:
        """The names that the files including `path` (directly or through others) and the files
        they include define (functions, variables, types, macros...), `path`'s own left out: what
        a translation unit that includes `path` may have declared before it (xmrig's
        blake2b_double_block.cl uses `iv0`, which blake2b.cl defines before `#include`-ing it).
        Empty for a file nothing includes. Cached per index generation."""
        path = include_graph.normalize(path)
        key = (path, self.generation)
        found = self._includer_names.get(key)
        if found is None:
            with self._lock:
                files: set[str] = set()
                for includer in self._graph.includers(path):
                    files.add(includer)
                    files.update(self._graph.reachable(includer))
                files.discard(path)
                found = frozenset(d.name for f in files if (entry := self._files.get(f)) is not None
                                  for d in entry.definitions)
            self._includer_names.put(key, found)
        return found

    def defined_elsewhere(self, path: str, words: Iterable[str]) -> frozenset[str]:
        """Of `words`, those that a file of the index defines at file scope (a function, a
        variable, a type, a macro, an enumerator: not a field) where `path` cannot see it: a file
        it does not include, directly or through others. A host program may join such files
        before it builds them (x264 puts x264-cl.h before each of its kernels, BitCrack its
        library before its tests): a name one of them defines is no sure error here. Only files
        on disk count: a host reads those, and a buffer only the editor holds (or held: the index
        keeps a closed one) joins nothing."""
        path = include_graph.normalize(path)
        key = (path, self.generation)
        with self._lock:
            # (Asked one word at a time by the analysis: the include graph is walked once per version.)
            seen = self._visible_files.get(key)
            if seen is None:
                seen = frozenset([path, *self._graph.reachable(path)])
                self._visible_files.put(key, seen)
            by_name = self._by_name
            candidates = [(word, {d.path for d in by_name.get(word, ()) if d.path not in seen and d.kind not in MEMBER_KINDS})
                          for word in words]
        return frozenset(word for word, paths in candidates if any(os.path.isfile(p) for p in paths))

    def include_directives(self, path: str) -> tuple[ResolvedInclude, ...]:
        with self._lock:
            return self._graph.directives(include_graph.normalize(path))

    def document_links(self, path: str) -> list[DocumentLink]:
        with self._lock:
            return self._graph.links(include_graph.normalize(path))

    def unresolved_includes(self, path: str) -> list[ResolvedInclude]:
        with self._lock:
            return self._graph.unresolved(include_graph.normalize(path))

    def include_cycle(self, path: str) -> Optional[list[str]]:
        with self._lock:
            return self._graph.cycle_through(include_graph.normalize(path))

    # References

    def references(self, name: str, paths: Optional[Iterable[str]] = None) -> list[Reference]:
        """Occurrences of `name` in every file that mentions it (or in `paths`)."""
        targets = self.files_mentioning(name) if paths is None else list(paths)
        out: list[Reference] = []
        for path in targets:
            out.extend(self.references_in(path, name))
        return out

    def references_in(self, path: str, name: str, data: Optional[bytes] = None) -> list[Reference]:
        """Occurrences of `name` in one file, classified; cached per file version."""
        path = include_graph.normalize(path)
        entry = self.file(path)
        if data is None:
            if entry is not None and name not in entry.names:
                return []
            if entry is not None:
                # The entry's version answers without reading the file when cached.
                hit = self._refs_cache.get((path, entry.digest, name))
                if hit is not None:
                    return hit
            data = self.data(path)
            if data is None:
                return []
        digest = zlib.crc32(data)
        key = (path, digest, name)
        hit = self._refs_cache.get(key)
        if hit is not None:
            return hit
        dead = self._dead_ranges(path, digest, data)
        declared = set()
        if entry is not None and entry.digest == digest:
            declared = {d.name_start for d in entry.definitions if d.name == name}
        type_like = any(d.kind in TYPE_KINDS for d in self.definitions(name))
        macro_like = any(d.kind == MACRO for d in self.definitions(name))
        found = scan_references(path, data, name, dead, declared, type_like, macro_like)
        self._refs_cache.put(key, found)
        return found

    def _dead_ranges(self, path: str, digest: int, data: bytes) -> tuple[list[int], list[int]]:
        key = (path, digest)
        hit = self._dead_cache.get(key)
        if hit is not None:
            return hit
        starts: list[int] = []
        ends: list[int] = []
        for match in _DEAD.finditer(data):
            starts.append(match.start())
            ends.append(match.end())
        self._dead_cache.put(key, (starts, ends))
        return starts, ends


def _reintern(entry: FileData) -> FileData:
    """Share name strings between entries that come from a worker process."""
    definitions = tuple(d._replace(name=sys.intern(d.name)) for d in entry.definitions)
    names = frozenset(sys.intern(n) for n in entry.names)
    return entry._replace(definitions=definitions, names=names)


# Lexical classification of occurrences --------------------------------------------------------------

_SPACE = b" \t\r\n\f\v"
_IDENT_BYTES = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_CLOSERS = {ord(")"): ord("("), ord("]"): ord("[")}


def _skip_back_space(data: bytes, at: int) -> int:
    while at > 0 and data[at - 1] in _SPACE:
        at -= 1
    return at


def _skip_space(data: bytes, at: int) -> int:
    end = len(data)
    while at < end and data[at] in _SPACE:
        at += 1
    return at


def _line_start(data: bytes, at: int) -> int:
    """Start of the logical line holding `at` (backslash continuations joined)."""
    start = data.rfind(b"\n", 0, at) + 1
    for _ in range(10_000):
        if start < 2:
            break
        previous_end = start - 1  # the '\n'
        if data[previous_end - 1 : previous_end] == b"\r":
            previous_end -= 1
        if data[previous_end - 1 : previous_end] != b"\\":
            break
        start = data.rfind(b"\n", 0, previous_end) + 1
    return start


def field_base(data: bytes, operator_start: int) -> int:
    """Start of the base expression before a '.' or '->' at `operator_start` (a lexical guess)."""
    at = _skip_back_space(data, operator_start)
    for _ in range(256):
        if at <= 0:
            break
        char = data[at - 1]
        if char in _CLOSERS:
            depth = 0
            opener = _CLOSERS[char]
            scan = at - 1
            while scan >= 0:
                if data[scan] == char:
                    depth += 1
                elif data[scan] == opener:
                    depth -= 1
                    if depth == 0:
                        break
                scan -= 1
            if scan < 0:
                break
            at = scan
            # A call or subscript continues with what precedes the opener.
            before = _skip_back_space(data, at)
            if before > 0 and (data[before - 1] in _IDENT_BYTES or data[before - 1] in _CLOSERS):
                at = before
                continue
            return at
        if char in _IDENT_BYTES:
            while at > 0 and data[at - 1] in _IDENT_BYTES:
                at -= 1
            before = _skip_back_space(data, at)
            if before > 0 and data[before - 1] == ord("."):
                at = before - 1
                at = _skip_back_space(data, at)
                continue
            if before > 1 and data[before - 2 : before] == b"->":
                at = _skip_back_space(data, before - 2)
                continue
            if before > 0 and data[before - 1] == ord("]"):
                at = before
                continue
            return at
        break
    return at


def scan_references(path: str, data: bytes, name: str, dead: tuple[list[int], list[int]],
                    declared: set[int] = frozenset(), type_like: bool = False,
                    macro_like: bool = False) -> list[Reference]:
    """Classified occurrences of `name` in `data`, outside comments, strings and include paths."""
    needle = name.encode()
    size = len(needle)
    if not size:
        return []  # No name (a parser placeholder): an empty needle is found at every offset, forever.
    dead_starts, dead_ends = dead
    out: list[Reference] = []
    at = data.find(needle)
    while at != -1:
        end = at + size
        if (at > 0 and data[at - 1] in _IDENT_BYTES) or (end < len(data) and data[end] in _IDENT_BYTES):
            at = data.find(needle, end)
            continue
        slot = bisect.bisect_right(dead_starts, at) - 1
        if slot >= 0 and at < dead_ends[slot]:
            at = data.find(needle, dead_ends[slot])
            continue
        flags = 0
        base_start = base_end = -1
        after = _skip_space(data, end)
        if after < len(data) and data[after] == ord("(") and at not in declared:
            flags |= CALL
        before = _skip_back_space(data, at)
        if before > 0 and data[before - 1] == ord(".") and not (before > 1 and data[before - 2] in b"0123456789."):
            flags |= FIELD_ACCESS
            base_end = before - 1
        elif before > 1 and data[before - 2 : before] == b"->":
            flags |= FIELD_ACCESS
            base_end = before - 2
        if base_end >= 0:
            base_start = field_base(data, base_end)
            if base_start >= base_end:
                base_start = base_end = -1  # A designated initializer `.x = 1` has no base.
        else:
            word_start = before
            while word_start > 0 and data[word_start - 1] in _IDENT_BYTES:
                word_start -= 1
            if data[word_start:before] in (b"struct", b"union", b"enum") or type_like:
                flags |= TYPE_USE
        if macro_like:
            flags |= MACRO_USE
        line = _line_start(data, at)
        head = data[line:at].lstrip(b" \t")
        if head.startswith(b"#"):
            flags |= IN_DIRECTIVE
            directive = head[1:].lstrip(b" \t")
            if directive.startswith(b"define") and not re.match(rb"define[ \t]+\Z", directive):
                flags |= IN_MACRO_BODY
        if data[before - 1 : before] == b"#" or data[after : after + 2] == b"##":
            flags |= PASTED
        if at in declared:
            flags |= DECLARATION
        out.append(Reference(path, at, end, flags, base_start, base_end))
        at = data.find(needle, end)
    return out

"""What each item's analysis depends on outside its own text: its share of the environment.

The driver caches an item's findings under its text and the environment it was judged in
(`environment.py`: everything outside function bodies, the configuration, the headers).
With the whole environment in every key, one keystroke in a `#define`, a typedef or a
prototype re-analyzed every function of the file (0.6 s on 10,000 lines, issue 18). An
item can only be affected by what it names, though: the macros, types, functions and
variables whose names are words of its text, what those declarations name in turn, and so
on. So the environment is cut into pieces, one per top-level item outside the bodies (a
macro definition, a declaration, a function's head) and one per `#define`/`#undef` line
inside a body, each with the names it declares; an item's key holds the pieces its words
reach, each with whether it stands before the item. Whatever cannot be pinned to names
stays in the part every item shares (`Environment.common`): conditional directives,
includes, pragmas other than `#define`/`#undef`, file-scope code that does not parse, the
configuration, the headers, whether a `#define` before the item is malformed.

Where a piece's declared names cannot be told precisely (a declaration that uses a macro
or does not parse), all its words count as declared: more items depend on it, none less.
Pieces that give meaning to a name the language provides (`#define half float`, a typedef
named after a built-in type, a macro named after an extension) are seen by every item,
since some rules ask about those names without the item spelling them. A macro whose
body pastes tokens (`##`) may make any name: items that reach one depend on every macro.
An item whose pieces are too many to list is keyed by the whole environment, as before.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Callable, NamedTuple, Optional

from .. import memo
from ..project import features
from ..project.preprocessor import well_formed_directive
from ..syntax.directives import directives
from .builtin_facts import C_KEYWORDS
from .context import Context
from .environment import BODY_MACRO_LINE, common_key, environment_key, normalized_text
from .semantic import word_runs
from .semantics.catalog import load_catalog

# Past this many pieces an item's key is the whole environment (listing them costs more than
# the re-analysis it could save: a file whose macros all name one another).
MAX_PIECES = 256

_MACRO_TYPES = frozenset(("preproc_def", "preproc_function_def"))
_DECLARATION_TYPES = frozenset(("declaration", "type_definition", "struct_specifier", "union_specifier",
                                "enum_specifier"))
# Declarator wrappers whose `declarator` field leads to the declared name.
_WRAPPERS = frozenset(("init_declarator", "pointer_declarator", "array_declarator", "function_declarator",
                       "attributed_declarator", "parenthesized_declarator"))
_RECORDS = frozenset(("struct_specifier", "union_specifier", "enum_specifier"))
# Names some rules ask about whatever the item says (`"half" in sem.macro_names`, a macro named
# after an extension, a typedef of `size_t`): besides the catalog's types, functions and macros.
_LANGUAGE_WORDS = frozenset((b"bool", b"_Bool", b"true", b"false", b"NULL", b"half", b"double"))

# An item's text -> its distinct words (kept across snapshots: a keystroke makes one item's again).
_item_words = memo.cache("analysis.dependencies.item_words", 20000, ordered=False,
                         weigh=memo.text_weight, budget=memo.TEXT_BUDGET)


class Piece(NamedTuple):
    start: int
    end: int  # where its text ends (a function's head: where its body starts)
    text: bytes  # as written (bodies cut out): findings may point into it (`Environment.spans`)
    declares: frozenset  # of bytes
    words: frozenset  # of bytes: what its meaning depends on
    pastes: bool  # a macro body with `##`: it may make any name


class Environment:
    """One snapshot's environment, cut into pieces (see the module docstring)."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.pieces: list[Piece] = []
        shared: list[bytes] = []  # the texts no name pins down
        self._cut(shared)
        self.common = (common_key(ctx), tuple(shared))
        self.starts = [p.start for p in self.pieces]
        self.by_name: dict[bytes, list[int]] = {}
        language = _language_names()
        everyone: list[int] = []
        for k, piece in enumerate(self.pieces):
            for name in piece.declares:
                self.by_name.setdefault(name, []).append(k)
            if not piece.declares.isdisjoint(language):
                everyone.append(k)
        self.macros = [k for k, p in enumerate(self.pieces) if p.pastes or p.text.lstrip().startswith(b"#")]
        self.everyone = frozenset(everyone)
        self._closures: dict[int, frozenset] = {}
        # item id -> the (start, end) of each piece its key holds, in the key's order.
        self.spans: dict[int, tuple] = {}

    def _cut(self, shared: list[bytes]) -> None:
        ctx = self.ctx
        sem = ctx.semantic
        data = ctx.snapshot.data
        functions = sem.functions
        fn_starts = [fn.node.start_byte for fn in functions]
        by_node = {fn.node.id: fn for fn in functions}
        pieces = self.pieces
        macros = frozenset(name.encode("utf-8", "replace") for name in sem.macro_names)
        for item in sem.items:
            kind = item.type
            if kind in ("comment", ";"):
                continue
            start, end = item.start_byte, item.end_byte
            fn = by_node.get(item.id)
            text = _outside(data, start, end, functions, fn_starts)
            if fn is not None:
                head_words = frozenset(word_runs(text))
                # (An error inside the body is the body's own: the head still declares one name.)
                precise = fn.name_node is not None and not any(
                    child.has_error for child in item.children if child.id != fn.body.id)
                declares = frozenset((fn.name.encode("utf-8", "replace"),)) if precise else _names(head_words)
                pieces.append(Piece(start, fn.body.start_byte, text, declares, head_words, False))
                self._body_lines(fn, data)
            elif kind in _MACRO_TYPES:
                name = item.child_by_field_name("name")
                words = frozenset(word_runs(text))
                if name is None or item.has_error:
                    shared.append(normalized_text(text))
                    continue
                # Every word of a macro counts as declared: expanded at file scope, its body may
                # declare any name it holds (and rules take a word of a `#define` line for one that
                # may be declared: `builtin_facts.hidden_words`).
                declared = _names(words) | {data[name.start_byte : name.end_byte]}
                pieces.append(Piece(start, end, text, declared, words, b"##" in text))
            elif kind == "preproc_call" and _undef_name(text) is not None:
                pieces.append(Piece(start, end, text, frozenset((_undef_name(text),)), frozenset(), False))
            elif kind in _DECLARATION_TYPES:
                words = frozenset(word_runs(text))
                # A macro may declare anything (`DECLARE_KERNEL(foo);` reads as a declarator `DECLARE_KERNEL`).
                declares = None if item.has_error or not macros.isdisjoint(words) else _declared(item, data)
                pieces.append(Piece(start, end, text, declares if declares is not None else _names(words), words,
                                    False))
            else:
                shared.append(normalized_text(text))
        pieces.sort(key=lambda p: p.start)  # Body lines were added after their function's head.
        # Which includes come before each piece: a `#define` moved across an `#include` changes
        # what the header's macros do to it (the rest of the order is each item's before/after).
        includes = [item.start_byte for item in sem.items if item.type == "preproc_include"]
        if includes:
            self.regions = [bisect_left(includes, p.start) for p in pieces]
        else:
            self.regions = [0] * len(pieces)

    def _body_lines(self, fn, data: bytes) -> None:
        """The `#define`/`#undef` lines of a body: they reach the functions after it."""
        start, end = fn.body.start_byte, fn.body.end_byte
        if data.find(b"#", start, end) < 0:
            return
        for match in directives(BODY_MACRO_LINE, data, start, end):
            line = match.group()
            words = word_runs(line)
            name = words[1] if len(words) > 1 else None
            if name is not None and not well_formed_directive(self.ctx.snapshot.path, line):
                name = None  # Malformed: what it declares is unsure (the position's key says it is there).
            declared = _names(frozenset(words)) | ({name} if name is not None else set())
            self.pieces.append(Piece(match.start(), match.end(), line, declared, frozenset(words), b"##" in line))

    def key(self, item) -> tuple:
        """What `item` depends on outside its own text: the shared part and its pieces."""
        words = _words_of(self.ctx.snapshot.data, item)
        reached: set[int] = set(self.everyone)
        by_name = self.by_name
        for word in words:
            found = by_name.get(word)
            if found is not None:
                for k in found:
                    if k not in reached:
                        reached |= self._closure(k)
        if len(reached) > MAX_PIECES:
            self.spans[item.id] = ()
            return environment_key(self.ctx)
        start = item.start_byte
        pieces = self.pieces
        regions = self.regions
        order = sorted(reached)
        self.spans[item.id] = tuple([(pieces[k].start, pieces[k].end) for k in order])
        return (self.common, tuple([(pieces[k].text, pieces[k].start < start, regions[k]) for k in order]))

    def _closure(self, first: int) -> frozenset:
        """The pieces `first` reaches through the names its words declare (itself included)."""
        found = self._closures.get(first)
        if found is not None:
            return found
        seen = {first}
        stack = [first]
        pieces = self.pieces
        by_name = self.by_name
        pasted = False
        while stack and len(seen) <= MAX_PIECES:
            piece = pieces[stack.pop()]
            if piece.pastes and not pasted:
                pasted = True  # `a ## b` may name any macro.
                for k in self.macros:
                    if k not in seen:
                        seen.add(k)
                        stack.append(k)
            for word in piece.words:
                for k in by_name.get(word, ()):
                    if k not in seen:
                        seen.add(k)
                        stack.append(k)
        found = self._closures[first] = frozenset(seen)
        return found


def item_environments(ctx: Context) -> Environment:
    """The snapshot's `Environment`: `key(item)` is the environment as far as the top-level `item`
    depends on it (see the module docstring), for the driver's cache keys; made once per context."""
    return ctx.memo("analysis.dependencies.environment", lambda: Environment(ctx))


def _outside(data: bytes, start: int, end: int, functions: list, fn_starts: list[int]) -> bytes:
    """The text of [start, end) with the bodies of the functions inside it cut out, as the
    environment's text has it (a function's head is outside text; its body is not)."""
    k = bisect_left(fn_starts, start)
    parts = []
    at = start
    while k < len(functions) and fn_starts[k] < end:
        body = functions[k].body
        if body.start_byte >= at and body.end_byte <= end:
            parts.append(data[at : body.start_byte])
            parts.append(b"\x00")
            at = functions[k].node.end_byte
        k += 1
    if not parts:
        return data[start:end]
    parts.append(data[at:end])
    return b"".join(parts)


def _words_of(data: bytes, item) -> frozenset:
    text = data[item.start_byte : item.end_byte]
    found = _item_words.get(text)
    if found is None:
        found = frozenset(word_runs(text))
        _item_words.put(text, found)
    return found


def _undef_name(text: bytes) -> Optional[bytes]:
    words = word_runs(text)
    return words[1] if len(words) >= 2 and words[0] == b"undef" and text.lstrip().startswith(b"#") else None


def _names(words: frozenset) -> frozenset:
    """Every word that could be a declared name (all but keywords, built-in type names and numbers:
    no declaration can declare those; a macro can, and its piece names it explicitly)."""
    reserved = _reserved_words()
    return frozenset(w for w in words if w not in reserved and not w[:1].isdigit())


def _reserved_words() -> frozenset:
    catalog = load_catalog()
    return _language.get_or_make("reserved", lambda: frozenset(
        [k.encode() for k in C_KEYWORDS] + [n.encode() for n in catalog.keyword_names()]
        + [n.encode() for n in catalog.type_names()]))


def _declared(item, data: bytes) -> Optional[frozenset]:
    """The names a declaration at file scope declares (its declarators', the tags and enumerators
    of the records it defines); None when its shape is not one this knows."""
    names: set[bytes] = set()
    stack = [item]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in _RECORDS:
            name = node.child_by_field_name("name")
            if name is not None:
                names.add(data[name.start_byte : name.end_byte])
            body = node.child_by_field_name("body")
            if body is not None:
                stack.append(body)
        elif kind == "enumerator_list":
            for child in node.named_children:
                if child.type == "enumerator":
                    name = child.child_by_field_name("name")
                    if name is not None:
                        names.add(data[name.start_byte : name.end_byte])
        elif kind == "field_declaration_list":
            # Field names are reached through their record's name; nested records may declare tags.
            for child in node.named_children:
                if child.type == "field_declaration":
                    stack.extend(c for c in child.children_by_field_name("type"))
        elif kind in ("declaration", "type_definition"):
            stack.extend(node.children_by_field_name("type"))
            for declarator in node.children_by_field_name("declarator"):
                name = _declarator_name(declarator, data)
                if name is None:
                    return None
                names.add(name)
    return frozenset(names)


def _declarator_name(node, data: bytes) -> Optional[bytes]:
    """The name a declarator declares (through pointers, arrays, parameters, initializers)."""
    for _ in range(256):  # Nesting bounded by the text; a chain this deep is no real code.
        kind = node.type
        if kind in ("identifier", "type_identifier", "primitive_type"):
            return data[node.start_byte : node.end_byte]
        if kind not in _WRAPPERS:
            return None
        inner = node.child_by_field_name("declarator")
        if inner is None:
            inner = next((c for c in node.named_children if c.type != "attribute_specifier"), None)
        if inner is None:
            return None
        node = inner
    return None


def _language_names() -> frozenset:
    catalog = load_catalog()
    return _language.get_or_make("names", lambda: frozenset(
        [n.encode() for n in catalog.type_names()] + [n.encode() for n in catalog.macro_names()]
        + [n.encode() for n in catalog.function_names()] + [n.encode() for n in features.KNOWN_OPTIONS]
        + list(_LANGUAGE_WORDS)))


_language = memo.cache("analysis.dependencies.language", 2)

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
includes, pragmas other than `#define`/`#undef`, the configuration, the headers, whether a
`#define` before the item is malformed. File-scope code that does not parse, off directive
lines (a declaration being typed), is a piece like a declaration that does not parse.

Where a piece's declared names cannot be told precisely (a declaration that does not
parse), all its words count as declared: more items depend on it, none less. Names that
macros may declare where they are expanded at file scope (the words of `#define` lines and
of macro arguments) are no declarations to scopes and types; the rules that take them into
account consult them as file-wide facts (`Semantic.consult`), as they do any fact of the
whole file (a type nothing declares, the way the file ends), and the driver checks those
before it reuses findings.
Pieces that give meaning to a name the language provides (`#define half float`, a typedef
named after a built-in type, a macro named after an extension) are seen by every item,
since some rules ask about those names without the item spelling them. A macro whose
body pastes tokens (`##`) may make any name: items that reach one depend on every macro.
An item whose pieces are too many to list is keyed by the whole environment, as before.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import NamedTuple, Optional

from .. import memo
from ..project import features
from ..project.preprocessor import well_formed_directive
from ..syntax.directives import directives
from .context import Context
from .expanded import all_functions
from .environment import BODY_MACRO_LINE, common_key, environment_key, exact_environment_key, normalized_text
from .preprocessed import directive_lines as snapshot_directive_lines
from .semantic import confined_to_directive_line, word_runs
from .semantics import scope as hscope
from .semantics.catalog import load_catalog

# Context memo: function node id -> the key the driver caches its findings under (`driver._ItemPlan`).
FUNCTION_KEYS = "analysis.driver.function_keys"

# Past this many pieces an item's key is the whole environment (listing them costs more than
# the re-analysis it could save: a file whose macros all name one another).
MAX_PIECES = 256

_MACRO_TYPES = frozenset(("preproc_def", "preproc_function_def"))
# Items that macro names before a head may be glued into (`expanded.region_start`).
_GLUING = frozenset(("ERROR", "declaration", "expression_statement"))
_DECLARATION_TYPES = frozenset(("declaration", "type_definition", "struct_specifier", "union_specifier",
                                "enum_specifier"))
_RECORDS = frozenset(("struct_specifier", "union_specifier", "enum_specifier"))
# Names some rules ask about whatever the item says (`"half" in sem.macro_names`, a macro named
# after an extension, a typedef of `size_t`): besides the catalog's types, functions and macros.
_LANGUAGE_WORDS = frozenset((b"bool", b"_Bool", b"true", b"false", b"NULL", b"half", b"double"))

# An item's text -> its distinct words (kept across snapshots: a keystroke makes one item's again).
_item_words = memo.cache("analysis.dependencies.item_words", 20000, ordered=False,
                         weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# (kind, a piece's text, ...) -> (declares, words, pastes), or None for a shared piece.
_piece_facts = memo.cache("analysis.dependencies.piece_facts", 20000, ordered=False,
                          weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# ((path, ordinal), exact environment, item text) -> (key, pieces). A table, emptied when full: a
# keystroke adds one entry, an edit outside bodies one per item (65,000 in a fuzzer's file: the
# puts of an LRU that keeps versions cost a second there).
_item_keys = memo.cache("analysis.dependencies.item_keys", 20000, ordered=False,
                        weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# A key part -> that part: one object per distinct value (`Hashed`).
_canonical = memo.cache("analysis.dependencies.canonical", 50000, ordered=False)
# (path, exact environment) -> its `Environment`: the last two of each file.
_environments = memo.cache("analysis.dependencies.environments", 16, versions=2)


class Hashed:
    """A key part hashed once: the driver's item keys are hashed and compared on every look-up,
    and a tuple's hash is made again each time from all it holds (thousands of shared texts in a
    file of directives: items x texts per keystroke, seconds on a fuzzer's input). Equal parts are
    one object (`_canonical`), so comparing them is an identity test."""

    __slots__ = ("value", "_hash")

    def __init__(self, value) -> None:
        self.value = value
        self._hash = hash(value)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return self is other or (other.__class__ is Hashed and self._hash == other._hash and self.value == other.value)


def _hashed(value) -> Hashed:
    made = Hashed(value)
    return _canonical.get_or_make(made, lambda: made)


class Piece(NamedTuple):
    start: int
    end: int  # where its text ends (a function's head: where its body starts)
    text: bytes  # as written (bodies cut out): findings may point into it (`ItemKeys.spans`)
    declares: frozenset  # of bytes
    words: frozenset  # of bytes: what its meaning depends on
    pastes: bool  # a macro body with `##`: it may make any name
    redefines: bool  # it gives a name the language provides a meaning (`#define half float`)


class Environment:
    """One environment, cut into pieces (see the module docstring), and where each of the driver's
    items (`items`, in order) stands among them. Nothing here is an offset of the snapshot it was
    made from but `Piece.start`/`end`: a snapshot whose environment is the same (an edit inside a
    body) uses it as it is, item by item through their ordinals."""

    def __init__(self, ctx: Context, items: list):
        # (Kept across snapshots: it holds no node, no snapshot, no context.)
        self.pieces: list[Piece] = []
        shared: list[bytes] = []  # the texts no name pins down
        self._scope_names: Optional[tuple[list[int], list[bytes]]] = None  # (starts, names) of the file scope's
        glued_to, heads = self._cut(ctx, shared)  # (`heads`: nodes, not kept)
        self._scope_names = None
        self.fallback = environment_key(ctx)
        self.common = _hashed((common_key(ctx), tuple(shared)))
        pieces = self.pieces
        starts = [p.start for p in pieces]
        data = ctx.snapshot.data
        # Per item: how many pieces start before it, and the broken item before it, if any.
        self.positions = [bisect_left(starts, item.start_byte) for item in items]
        self.glued: list[Optional[bytes]] = [
            data[glued_to[item.id].start_byte : item.start_byte] if item.id in glued_to else None for item in items]
        # Per piece: whether it is trusted, and which includes come before it. In a file whose top
        # level does not parse, what ends after the first broken item is not trusted (`Semantic.trusted`),
        # and rules say nothing of such a type. A `#define` moved across an `#include` changes what
        # the header's macros do to it.
        # A sound function's head is the exception: error recovery leaves an intact function as
        # written, and `trusted` trusts what lies in one (a struct typed above, broken for one
        # keystroke, must not re-key every caller of every function after it).
        sem = ctx.semantic
        broken_from = sem.broken_from
        self.untrusted = [broken_from is not None and p.end > broken_from
                          and not (k in heads and sem.inside_sound_function(heads[k]))
                          for k, p in enumerate(pieces)]
        # And whether the preprocessor skips it: a macro in an `#if` condition decides that.
        self.skipped = [bool(sem.inactive) and sem.in_inactive(p.start) for p in pieces]
        includes = [item.start_byte for item in ctx.semantic.items if item.type == "preproc_include"]
        self.regions = [bisect_left(includes, start) for start in starts] if includes else [0] * len(pieces)
        self.by_name: dict[bytes, list[int]] = {}
        everyone: list[int] = []
        for k, piece in enumerate(pieces):
            for name in piece.declares:
                self.by_name.setdefault(name, []).append(k)
            if piece.redefines:
                everyone.append(k)
        # The names some piece declares: an item's words meet them in one set intersection (in C),
        # not one look-up per word (an item has a hundred words; an edit outside bodies keys them all).
        self.declared = frozenset(self.by_name)
        self.macros = [k for k, p in enumerate(pieces) if p.pastes or p.text.lstrip().startswith(b"#")]
        self.everyone = frozenset(everyone)
        self._closures: dict[int, frozenset] = {}
        self._alone: Optional[Hashed] = None

    def _cut(self, ctx: Context, shared: list[bytes]) -> tuple[dict, dict]:
        """Fill `pieces` and `shared`; the broken item before each item that has one, by item id,
        and the function node of each piece that is a head, by piece index."""
        sem = ctx.semantic
        data = ctx.snapshot.data
        # With the functions whose heads macros or `#if` lines split (`expanded.all_functions`:
        # CLBlast's every kernel, `#if R / __kernel / #else / __kernel __attribute__(...) /
        # #endif / void f(...)`): their bodies are theirs too, not text every item is keyed by
        # (a keystroke in one re-analyzed the whole file).
        functions = all_functions(ctx)
        fn_starts = [fn.node.start_byte for fn in functions]
        by_node = {fn.node.id: fn for fn in functions}
        pieces = self.pieces
        heads_at = []  # (the head's piece, its function's node)
        glued_to = {}
        previous = None
        all_items = sem.items
        directive_lines: dict = {}  # (`confined_to_directive_line`'s, per line)
        on_directive = snapshot_directive_lines(ctx.snapshot).holds  # (The snapshot's one scan.)
        for index, (item, start, text) in enumerate(zip(all_items, sem.item_starts, sem.item_texts)):
            kind = item.type
            if kind == "comment":
                continue
            # Macro names the raw parse glued into an item of their own may be the next head's
            # (`KERNEL_FQ KERNEL_FA` before `void f(...) {`): the expanded view reads them with it.
            if previous is not None:
                glued_to[item.id] = previous
            previous = item if kind in _GLUING and item.has_error else None
            if kind == ";":
                continue
            end = start + len(text)
            fn = by_node.get(item.id)
            if fn is not None:
                head_end = fn.body.start_byte
                head = data[start:head_end]
                facts = self._head_piece_facts(ctx, fn, item, start, head)
                pieces.append(Piece(start, head_end, head + b"\x00", *facts))
                heads_at.append((pieces[-1], item))
                if data.find(b"#", head_end, end) >= 0:
                    self._body_lines(ctx.snapshot.path, fn, data)
                continue
            if b"{" in text and fn_starts:
                text = _outside(data, start, end, functions, fn_starts)  # An item holding bodies (rare).
            if kind in _MACRO_TYPES or kind in _DECLARATION_TYPES or kind == "preproc_call":
                if item.has_error and kind not in _MACRO_TYPES and kind != "preproc_call":
                    facts = self._broken_facts(ctx, start, end, frozenset(word_runs(text)))
                else:
                    facts = _facts((kind, text), lambda: _item_facts(item, data, text))
                if facts is not None:
                    if kind in _MACRO_TYPES and not _starts_line(data, start):
                        text = b"\x01" + text  # No directive to the compiler (`#define F(x #define N 1`).
                    pieces.append(Piece(start, end, text, *facts))
                    continue
            if item.has_error and confined_to_directive_line(data, all_items, index, directive_lines):
                # A malformed directive (`#define F(x` typed): the compiler drops its line; it
                # declares what the file scope holds from it, and the name it was to define.
                facts = self._broken_facts(ctx, start, end, frozenset(word_runs(text)))
                name = _directive_name(text)
                if name is not None:
                    facts = (facts[0] | {name},) + facts[1:3] + (facts[3] or name in _language_names(),)
                pieces.append(Piece(start, end, text, *facts))
                continue
            if not on_directive(start):
                # Code being typed at file scope, off any directive line (`a` on a new line of an
                # `#if` block of typedefs, read as a type name lacking its `;`): like a declaration
                # that does not parse, it reaches the items that name what the file scope holds
                # from it or any of its words. (Keyed by every item, it re-analyzed all 130
                # functions of a CLBlast unit at each such keystroke, 90 ms.)
                pieces.append(Piece(start, end, text, *self._broken_facts(ctx, start, end, frozenset(word_runs(text)))))
                continue
            shared.append(normalized_text(text))
        heads = {piece.start: node for piece, node in heads_at}
        pieces.sort(key=lambda p: p.start)  # Body lines were added after their function's head.
        return glued_to, {k: heads[p.start] for k, p in enumerate(pieces) if p.start in heads}

    def _head_piece_facts(self, ctx: Context, fn, item, start: int, head: bytes) -> tuple:
        """(declares, words, pastes, redefines) of the head of `fn` (the definition `item`), `head`
        its text from `start`: its name, where it parsed and the file scope holds it; otherwise
        what the file scope holds from its text, as for a piece that does not parse."""
        # (An error inside the body is the body's own: the head still declares one name.)
        precise = fn.name_node is not None and not (item.has_error and any(
            child.has_error for child in item.children if child.id != fn.body.id))
        # A clean definition the file scope does not hold (one inside an ERROR that reads as items,
        # `semantic.top_level_items`): what rules look names up in knows nothing of it, and the
        # pieces must say so too (the LSP fuzzer: a call to it kept its S010 from before the file
        # broke, where a fresh analysis has none).
        if precise and self._scope_declares(ctx, fn.name, start, start + len(head)):
            return _facts(("head", fn.name, head), lambda: _head_facts(head, fn.name))
        return self._broken_facts(ctx, start, start + len(head), frozenset(word_runs(head)))

    def _scope_declares(self, ctx: Context, name: str, start: int, end: int) -> bool:
        """Whether the file scope holds a declaration of `name` made in data[start:end]."""
        starts, names = self._file_scope_names(ctx)
        return name.encode("utf-8", "replace") in names[bisect_left(starts, start) : bisect_left(starts, end)]

    def _file_scope_names(self, ctx: Context) -> tuple[list[int], list[bytes]]:
        """(starts, names) of what the file scope holds, in the order of the text (made once per cut)."""
        if self._scope_names is None:
            scope = hscope.file_scope(ctx.snapshot)
            named = [(d.start, d.name) for d in scope.declarations]
            named += [(node.start_byte, key.split(" ", 1)[-1]) for key, node in scope.records.items()]
            named += [(node.start_byte, name) for name, node in scope.typedefs.items()]
            named.sort()
            self._scope_names = ([at for at, _ in named], [name.encode("utf-8", "replace") for _, name in named])
        return self._scope_names

    def _broken_facts(self, ctx: Context, start: int, end: int, words: frozenset) -> tuple:
        """(declares, words, pastes, redefines) of a piece that does not parse (a declaration, a
        head). Error recovery may read its text otherwise elsewhere, so what it declares is not a
        fact of its text: it is what the file scope holds from it in this snapshot, which is what
        rules and types go by. (All its words would be declared otherwise, `float4` among them: a
        struct typed above, broken for one keystroke, would re-key every item of the file.)"""
        starts, names = self._file_scope_names(ctx)
        declares = frozenset(names[bisect_left(starts, start) : bisect_left(starts, end)])
        return declares, words, False, not declares.isdisjoint(_language_names())

    def _body_lines(self, path: str, fn, data: bytes) -> None:
        """The `#define`/`#undef` lines of a body: they reach the functions after it."""
        for match in directives(BODY_MACRO_LINE, data, fn.body.start_byte, fn.body.end_byte):
            line = match.group()
            words = word_runs(line)
            name = words[1] if len(words) > 1 else None
            if name is not None and not well_formed_directive(path, line):
                name = None  # Malformed: what it declares is unsure (the position's key says it is there).
            words = frozenset(words[1:])  # (Not the directive's own word.)
            declared = frozenset((name,)) if name is not None else _names(words)
            redefines = name in _language_names() if name is not None else not declared.isdisjoint(_language_names())
            self.pieces.append(Piece(match.start(), match.end(), line, declared, words, b"##" in line, redefines))

    def key(self, k: int, words: frozenset) -> tuple:
        """(key, the pieces it holds) for the driver's `k`-th item, whose text has `words`: the
        shared part, the broken item before it (if any) and the pieces its words reach, each with
        whether it stands before the item."""
        glued = self.glued[k]
        if glued is not None:
            words = words | _words(glued)
        if len(self.everyone) > MAX_PIECES:
            return _hashed(self.fallback), ()  # (A file that redefines the language at every turn.)
        reached: set[int] = set(self.everyone)
        by_name = self.by_name
        for word in words & self.declared:
            for j in by_name[word]:
                if j not in reached:
                    reached |= self._closure(j)
                    # (Asked at once: a piece's closure holds every piece declaring its words, so
                    # past this many, the rest of a name's thousands of declarations need not be
                    # looked at for each item (the fuzzer's `struct S` of 12,000 `int a;`: 3.5 s).)
                    if len(reached) > MAX_PIECES:
                        return _hashed(self.fallback), ()
        if not reached and glued is None:
            if self._alone is None:
                self._alone = _hashed((self.common, None, ()))
            return self._alone, ()  # (Most items of a fuzzer's file of odd tokens reach nothing.)
        position = self.positions[k]
        pieces, regions, untrusted, skipped = self.pieces, self.regions, self.untrusted, self.skipped
        order = tuple(sorted(reached))
        return _hashed((self.common, glued, tuple([(pieces[j].text, j < position, regions[j], untrusted[j],
                                                    skipped[j]) for j in order]))), order

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
            for word in piece.words & self.declared:
                for k in by_name[word]:
                    if k not in seen:
                        seen.add(k)
                        stack.append(k)
        found = self._closures[first] = frozenset(seen)
        return found


class ItemKeys:
    """The driver's view of one snapshot: `key(k, item)` and `spans(k)` for its `k`-th item.

    Keys are cached across snapshots under (the file, the ordinal, the exact environment, the
    item's text): after an edit inside a body, every other item finds its key, and the edited one
    is keyed with the `Environment` of the last snapshot with this environment, so a keystroke
    cuts nothing into pieces."""

    def __init__(self, ctx: Context, items: list):
        self.ctx = ctx
        self.items = items
        self.path = ctx.snapshot.path
        # The environment as written, and the items it is cut around: an `Environment` made for
        # another snapshot serves this one item by item through their ordinals (the LSP fuzzer
        # found two snapshots with one text outside bodies and different items, and an ordinal
        # past the other's end), so both must be the same.
        self.exact = (exact_environment_key(ctx), len(items), hash(tuple([item.type for item in items])))
        self._own: Optional[Environment] = None
        self._glued: Optional[list] = None
        self._orders: dict[int, tuple] = {}

    def _environment(self) -> Environment:
        found = _environments.get((self.path, self.exact))
        if found is None or len(found.positions) != len(self.items):
            found = self._own_environment()
            _environments.put((self.path, self.exact), found)
        return found

    def _own_environment(self) -> Environment:
        if self._own is None:
            self._own = Environment(self.ctx, self.items)
        return self._own

    def key(self, k: int, text: bytes) -> tuple:
        """The key of the `k`-th item, whose text is `text`."""
        cache_key = ((self.path, k), self.exact, text)
        found = _item_keys.get(cache_key)
        if found is None:
            found = self._environment().key(k, _words(text))
            _item_keys.put(cache_key, found)
        self._orders[k] = found[1]
        return found[0]

    def glued(self, k: int) -> bool:
        """Whether the `k`-th item has a broken item before it that its head may be glued to."""
        if self._glued is None:
            self._glued = self._environment().glued
        return self._glued[k] is not None

    def spans(self, k: int) -> tuple:
        """(start, end) in this snapshot of each piece the `k`-th item's key holds, in its order."""
        order = self._orders.get(k)
        if not order:
            return ()
        pieces = self._own_environment().pieces
        return tuple([(pieces[j].start, pieces[j].end) for j in order])


def item_keys(ctx: Context, items: list) -> ItemKeys:
    """The keys of the driver's `items` for this snapshot (see `ItemKeys`)."""
    return ItemKeys(ctx, items)


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


def _words(text: bytes) -> frozenset:
    found = _item_words.get(text)
    if found is None:
        found = frozenset(word_runs(text))
        _item_words.put(text, found)
    return found


def _facts(key: tuple, make):
    found = _piece_facts.get(key, _NONE)
    if found is _NONE:
        found = make()
        _piece_facts.put(key, found)
    return found


_NONE = object()


def _head_facts(head: bytes, name: str) -> tuple:
    """(declares, words, pastes, redefines) of a function's head that parsed."""
    declares = frozenset((name.encode("utf-8", "replace"),))
    return declares, frozenset(word_runs(head)), False, not declares.isdisjoint(_language_names())


def _item_facts(item, data: bytes, text: bytes) -> Optional[tuple]:
    """(declares, words, pastes, redefines) of an item outside bodies that names what it declares;
    None for one whose effect no name pins down (it joins the part every item shares)."""
    kind = item.type
    language = _language_names()
    if kind in _MACRO_TYPES:
        name = item.child_by_field_name("name")
        if name is None or item.has_error:
            return None
        words = frozenset(word_runs(text[name.start_byte - item.start_byte :]))  # (Not `define`.)
        # It declares its name. (A name its body would declare where it is expanded at file scope
        # is no declaration the raw tree shows: rules that take such words into account
        # (`builtin_facts.hidden_words`) consult them as a file-wide fact.)
        own = data[name.start_byte : name.end_byte]
        return frozenset((own,)), words, b"##" in text, own in language
    if kind == "preproc_call":
        name = _undef_name(text)
        return None if name is None else (frozenset((name,)), frozenset(), False, name in language)
    words = frozenset(word_runs(text))
    # What the raw parse declares, which is what scopes and types go by. (A name a macro invocation
    # declares, `DECLARE_KERNEL(foo);`, is no declaration to them: rules that take macro arguments
    # for possible declarations consult those as a file-wide fact, `builtin_facts.macro_argument_words`.
    # A declaration that does not parse is the caller's `_broken_facts`.)
    declares = _declared(item, data)
    declares = declares if declares is not None else _names(words)
    return declares, words, False, not declares.isdisjoint(language)


def _directive_name(text: bytes, directives: tuple[bytes, ...] = (b"define", b"undef")) -> Optional[bytes]:
    """The name one of these directives (`#define` or `#undef`) names, if it gets that far."""
    words = word_runs(text)
    return words[1] if len(words) >= 2 and words[0] in directives else None


def _starts_line(data: bytes, start: int) -> bool:
    """Whether only blanks stand before `start` on its line."""
    return not data[data.rfind(b"\n", 0, start) + 1 : start].strip(b" \t")


def _undef_name(text: bytes) -> Optional[bytes]:
    """The name an `#undef` line names (a `preproc_call` item that is one)."""
    return _directive_name(text, (b"undef",)) if text.lstrip().startswith(b"#") else None


def _names(words: frozenset) -> frozenset:
    """Every word that could be a declared name: all but C's keywords and numbers. (Built-in type
    names stay: the raw parse of `KERNEL_FQ half void f(...)` declares a variable `half`.)"""
    return frozenset(w for w in words if w not in _KEYWORDS and not w[:1].isdigit())


# C's own keywords, which no parse reads as a name. (Not `builtin_facts.C_KEYWORDS`, which adds
# OpenCL's type names: `half` can be one, as above.)
_KEYWORDS = frozenset(
    b"auto break case char const continue default do double else enum extern float for goto if inline int long "
    b"register restrict return short signed sizeof static struct switch typedef union unsigned void volatile "
    b"while".split())


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
                # The scope's own walk to the declared name: what the file scope will hold.
                name = hscope.declarator_parts(declarator)[0]
                if name is None:
                    return None
                names.add(data[name.start_byte : name.end_byte])
    return frozenset(names)


def _language_names() -> frozenset:
    catalog = load_catalog()
    return _language.get_or_make("names", lambda: frozenset(
        [n.encode() for n in catalog.type_names()] + [n.encode() for n in catalog.macro_names()]
        + [n.encode() for n in catalog.function_names()] + [n.encode() for n in features.KNOWN_OPTIONS]
        + list(_LANGUAGE_WORDS)))


_language = memo.cache("analysis.dependencies.language", 2)

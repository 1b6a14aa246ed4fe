"""A file-scope function declaration whose `;` is not typed yet, and the text as if it were.

Typing a prototype above existing code (`float f(float x)` and then the `;`) leaves for a
moment a head that runs into the next item: tree-sitter's recovery then reads that item
(or everything after it) as part of the head, as a K&R parameter declaration, or as one
large error, and the analysis of the rest of the file is lost to one missing byte. Clang
recovers here with "expected ';' after top level declarator" and goes on.

So does the analysis: where one `;` right after a file-scope parameter list makes the
declaration parse and the item after it parse cleanly, and leaves less of the file broken,
the file is analyzed with that `;` in place (`Mended.snapshot`, one byte longer), the
missing `;` is reported where it goes (S002, with the fix that types it) and every other
finding is moved back to the text as written (`Mended.restore`). Where the `;` does not
make things parse, nothing changes: the syntax rules report what they see.

Only a `;` after a parameter list that declares typed parameters is supplied: after an
identifier list (`float f(x) float x; {...}`, an old-style definition) the text may be
right as it is.

A statement in a body can lose its `;` the same way. Before a `}` (`barrier(CLK_LOCAL_MEM_FENCE)`
typed at the end of a loop, before its `;`), tree-sitter's recovery may skip that `}` as an
error and read the rest of the file into the body (the grammar lets a block hold function
definitions), so the analysis saw one function running to the end of the file, reported a `}`
missing before the next function (clang: only "expected ';' after expression"), and analyzed the
rest of the file again at every keystroke. Where a `;` right before such a skipped `}` ends the
statement before it and leaves the file less broken, the file is analyzed with it in place too.
Where that statement is then clean, the `;` is reported missing, unless the statement lies in a
skipped branch or a macro may make its last token (`SYNC(x)`, whose expansion may end with the
`;`: the text is right as it is). Where it is still broken (`n = n +` then `}`), the `;` is not
what it lacks: the syntax rules report what is, in the mended text, and the `}` closes its block.
"""

from __future__ import annotations

import dataclasses
import logging
from bisect import bisect_left
from dataclasses import dataclass
from typing import Callable, Optional

import tree_sitter

from .. import memo
from ..syntax import bounded_parse
from ..syntax.document import Snapshot
from ..syntax.language import new_parser
from . import syntax_problems
from .findings import Edit, Finding, Fix, Severity
from .semantics import typing as ty

log = logging.getLogger(__name__)

# At most this many heads are given their `;` (each is one incremental parse), and of the
# places that could want one, the first few are tried.
_MENDS = 4
_TRIES = 2
_MEMO = "analysis.declaration_end.mended"
# Tries that failed, under the text of the head's item and the items after it that the `;` could
# change (`_window`) and where the `;` went in it: each try parses the whole file again, and a
# keystroke elsewhere in a file whose heads use macros would try the same heads again (hashcat's
# inc_common.cl, 70,000 lines: two parses of 19 ms each at every keystroke, for nothing). Whether a
# `;` makes the head parse and its follower read as an item depends on that text; that it leaves
# less of the file broken is a difference of sums over the items, to which the rest of the file
# adds the same on both sides.
_FAILED = memo.cache("analysis.declaration_end.failed", 512, weigh=memo.text_weight, budget=8 * 2**20)
_WINDOW_ITEMS = 3


@dataclass(frozen=True)
class Supplied:
    """One `;` inserted: where it is in the mended text, what S002 says of it (None: nothing, the
    statement lacks something else), and for a statement's, where the statement starts in the
    mended text (None for a head's)."""

    at: int
    message: Optional[str]
    statement: Optional[int] = None


@dataclass(frozen=True)
class Mended:
    """The snapshot with a `;` inserted after each of some file-scope heads or statements.
    `semicolons`: each inserted `;`, in the order of the text."""

    snapshot: Snapshot
    semicolons: tuple[Supplied, ...]

    def findings(self, semantic: Optional[Callable[[], object]] = None) -> list[Finding]:
        """Each `;` reported missing (S002) where it goes in the text as written; a statement's only
        where `semantic()`, the mended snapshot's model (None: not to be had), says it is live code
        and no macro may make its last token (`_macro_made`)."""
        out = []
        for k, supplied in enumerate(self.semicolons):
            if supplied.message is None:
                continue  # Not what the text lacks: the syntax rules report that in the mended text.
            if supplied.statement is not None:
                sem = semantic() if semantic is not None else None
                if sem is None or sem.in_inactive(supplied.at) or _macro_made(self.snapshot, supplied.at,
                                                                              sem.macro_names):
                    continue
            at = supplied.at - k  # The `;` inserted before this one.
            out.append(Finding(at, at, "S002", supplied.message, Severity.ERROR,
                               fix=Fix("Insert ';'", (Edit(at, at, ";"),))))
        return out

    def restore(self, findings: list[Finding]) -> list[Finding]:
        """`findings` of the mended snapshot, placed in the text as written."""
        return [self._restored(f) for f in findings]

    def _back(self, offset: int) -> int:
        return offset - bisect_left(self._positions, offset)

    @property
    def _positions(self) -> list[int]:
        return [supplied.at for supplied in self.semicolons]

    def _restored(self, f: Finding) -> Finding:
        path = self.snapshot.path
        if f.path is not None and f.path != path:
            return f  # Another file's offsets (a device log's header).
        back = self._back
        related = tuple(r if r.path is not None and r.path != path
                        else dataclasses.replace(r, start=back(r.start), end=back(r.end)) for r in f.related)
        fix = f.fix
        if fix is not None:
            positions = self._positions
            if any(e.start <= at < e.end for e in fix.edits for at in positions):
                fix = None  # It edits a `;` the text lacks: not a fix of the text as written.
            else:
                fix = Fix(fix.title, tuple(Edit(back(e.start), back(e.end), e.new_text) for e in fix.edits))
        return dataclasses.replace(f, start=back(f.start), end=back(f.end), related=related, fix=fix)


def mended(snapshot: Snapshot, stop: Optional[Callable[[], bool]] = None) -> Optional[Mended]:
    """The snapshot with the `;` that file-scope function declarations and statements lack,
    where that makes them parse. `stop`, the analysis budget's question, is asked before each
    try: each parses the whole file again, and error recovery makes that slow on some texts
    (the fuzzers' above all: up to four times the bounded parse's second a megabyte)."""
    if snapshot.binary or snapshot.parse_cut_at is not None:
        return None
    if syntax_problems.template_placeholders(snapshot):
        return None  # A template (DeepCL's `{{colSize}}`): a `;` is no more missing than the rest is wrong.
    return snapshot.memo(_MEMO, lambda: _guarded(snapshot, stop))


def _guarded(snapshot: Snapshot, stop: Optional[Callable[[], bool]]) -> Optional[Mended]:
    # Broken code is input: a failure here leaves the text as it is, the analysis goes on.
    try:
        return _mend(snapshot, stop)
    except Exception:  # noqa: BLE001
        log.exception("supplying a missing ';' failed on %s", snapshot.path)
        return None


def _mend(snapshot: Snapshot, stop: Optional[Callable[[], bool]]) -> Optional[Mended]:
    current = snapshot
    semicolons: list[Supplied] = []
    for _ in range(_MENDS):
        step = _one(current, stop)
        if step is None:
            break
        current, supplied = step
        at = supplied.at
        # A `;` inserted before one inserted earlier moves that one on (and the statement it ends).
        semicolons = sorted([_after(p, at) for p in semicolons] + [supplied], key=lambda p: p.at)
    return Mended(current, tuple(semicolons)) if semicolons else None


def _after(supplied: Supplied, at: int) -> Supplied:
    """`supplied` once a `;` is inserted at `at`."""
    statement = supplied.statement
    return Supplied(supplied.at + 1 if supplied.at >= at else supplied.at, supplied.message,
                    statement + 1 if statement is not None and statement > at else statement)


def _one(snapshot: Snapshot, stop: Optional[Callable[[], bool]] = None) -> Optional[tuple[Snapshot, Supplied]]:
    """(mended snapshot, the `;` supplied) of the first head or statement that wants one."""
    root = snapshot.tree.root_node
    items = root.children
    broken = root.has_error
    tries = 0
    before: Optional[tuple[int, int]] = None  # (`_broken_bytes`, `_error_bytes`) of this text, for every try
    for k, item in enumerate(items):
        heads = []
        if broken and item.has_error:
            found = _candidate(item)
            if found is not None:
                heads.append(found)
        elif item.type == "function_definition":
            # A clean item may still be a head that took in the next item: the grammar lets
            # words follow a parameter list (a macro's attribute), and a keyword there cannot
            # be one (`float f(float x)` then `typedef struct {...} T;`).
            found = _keyword_after_clean(snapshot, item)
            if found is not None:
                heads.append(found)
        else:
            continue
        # The head's `;` first, then a statement's in a broken item.
        for found in heads + ([None] if item.has_error else []):
            at = found[1].end_byte if found is not None else _statement_end(snapshot, item)
            if at is None:
                continue
            if tries == _TRIES or (stop is not None and stop()):
                return None
            tries += 1
            window = _window(snapshot, items, k, at, item.has_error)
            if _FAILED.get(window) is not None:
                continue
            if before is None:
                before = (_broken_bytes(items), _error_bytes(root))
            insertion = _inserted(snapshot, at, stop)
            if insertion is None:
                continue  # Out of time: nothing learnt of the window.
            made = _try_head(snapshot, insertion, items, k, found, before) if found is not None else \
                _try_statement(insertion, at, before)
            if made is None:
                if _settled(insertion, root, items[k].start_byte, len(window[0])):
                    _FAILED.put(window, True)
                continue
            return made
    return None


def _settled(insertion: "_Insertion", root: tree_sitter.Node, start: int, length: int) -> bool:
    """Whether a refused try's answer is the window's (`_window`: it starts at `start` and spans
    `length` bytes), to be remembered for it (`_FAILED`): the parse the `;` changed lies inside
    the window, so the rest of the file adds the same to both sides of the try's comparison, and
    a root read as one ERROR (which counts the whole text as skipped) stays one. Where the change
    reaches further (error recovery carried on past the window), or the `;` turns such a root
    into items, the same window in another text may well mend: the LSP fuzzer's text whose root
    was one ERROR until a keystroke further down, and whose edited analysis then went on
    without the `;` that a fresh one supplied."""
    low, high = insertion.changed
    if low < start or high > start + length:
        return False
    return not root.is_error or insertion.snapshot.tree.root_node.is_error


def _try_head(snapshot: Snapshot, insertion: "_Insertion", items: list[tree_sitter.Node], k: int,
              found: tuple[tree_sitter.Node, tree_sitter.Node], before: tuple[int, int]) -> Optional[tuple[Snapshot, Supplied]]:
    """`_try` of the `;` after a head's parameter list (`insertion` puts it there, in `snapshot`'s
    text, whose tree `found` comes from), with what S002 says of it."""
    declarator, parameters = found
    made = _try(insertion, items, k, parameters.end_byte, items[k].has_error, before)
    if made is None:
        return None
    name = declarator.child_by_field_name("declarator")
    text = snapshot.text(name) if name is not None and name.type == "identifier" else None
    what = f"the declaration of '{text}'" if text else "the declaration"
    return made, Supplied(parameters.end_byte, f"expected ';' after {what}")


def _window(snapshot: Snapshot, items: list[tree_sitter.Node], k: int, at: int, broken: bool) -> tuple:
    """What a try of a `;` at `at` after the head of item `k` depends on (`_FAILED`): the text from
    the item's start through the `_WINDOW_ITEMS` items after it (to the end of the file if fewer
    follow), the `;`'s place in it, whether the item is broken, and whether the whole text reads
    as one ERROR (CLBlast's units, whose heads `#if` lines split: each keystroke would try their
    heads again, two parses of 135 KB)."""
    start = items[k].start_byte
    last = k + _WINDOW_ITEMS
    end = items[last].end_byte if last < len(items) else len(snapshot.data)
    return snapshot.data[start:end], at - start, broken, snapshot.tree.root_node.is_error


def _candidate(item: tree_sitter.Node) -> Optional[tuple[tree_sitter.Node, tree_sitter.Node]]:
    """(function declarator, its parameter list) of a broken file-scope item whose head may lack
    its `;`: the first function declarator of the item outside any body, read as a prototype
    (`_prototype`), that the item goes on after (as the declarator's trailing words, old-style
    declarations, a body or an error)."""
    found = _first_declarator(item)
    if found is None:
        return None
    declarator, type_node = found
    parameters = declarator.child_by_field_name("parameters")
    if parameters is None or parameters.has_error or item.end_byte <= parameters.end_byte \
            or not _prototype(type_node, parameters):
        return None
    return declarator, parameters


# A head is a few dozen nodes: the search for its declarator looks at this many at most.
_HEAD_NODES = 256
# Where a head's declarator is not: inside a body, a record's or an enum's list, an initializer.
_NOT_HEAD = frozenset(("compound_statement", "field_declaration_list", "enumerator_list", "initializer_list",
                       "parameter_list", "argument_list", "attribute_specifier", "preproc_if", "preproc_ifdef"))
# What a head's type may be written as.
_TYPES = frozenset(("primitive_type", "sized_type_specifier", "struct_specifier", "union_specifier", "enum_specifier",
                    "type_identifier", "macro_type_specifier"))
# The types written with keywords alone (no name a macro could stand for).
_KEYWORD_TYPES = frozenset(("primitive_type", "sized_type_specifier", "struct_specifier", "union_specifier",
                            "enum_specifier"))


def _first_declarator(item: tree_sitter.Node) -> Optional[tuple[tree_sitter.Node, Optional[tree_sitter.Node]]]:
    """(the first function declarator in `item`, in document order, outside `_NOT_HEAD` nodes; the
    last type written before it, if any). A walk with its own stack: a head nests only a few
    levels, a broken file's error many."""
    stack = [item]
    seen = 0
    type_node = None
    while stack and seen < _HEAD_NODES:
        node = stack.pop()
        seen += 1
        kind = node.type
        if kind == "function_declarator":
            return node, type_node
        if kind in _TYPES:
            type_node = node
            continue
        if kind in _NOT_HEAD:
            continue
        stack.extend(reversed(node.children))
    return None


def _prototype(type_node: Optional[tree_sitter.Node], parameters: tree_sitter.Node) -> bool:
    """Whether a head reads as a prototype, not as a macro's invocation (`DECLARE(name)`, which
    the grammar reads as a declarator with an unnamed parameter of type `name`): a type written
    before the name, not a macro's (`M(x)`), and each parameter a type and a name, or a keyword
    type alone (`(void)`, `(float)`); `()` only after a keyword type. Not an old-style
    definition's list of names either."""
    if type_node is None or type_node.type == "macro_type_specifier":
        return False
    declared = [c for c in parameters.named_children if c.type != "comment"]
    if not declared:
        return type_node.type in _KEYWORD_TYPES
    for parameter in declared:
        if parameter.type == "variadic_parameter":
            continue
        if parameter.type != "parameter_declaration":
            return False
        if parameter.child_by_field_name("declarator") is None:
            written = parameter.child_by_field_name("type")
            if written is None or written.type not in _KEYWORD_TYPES:
                return False
    return True


# Clean function definitions, by text, that `_keyword_after` found nothing in: asked of every
# function at each keystroke (584 in the 10,000-line benchmark file, 2 ms), and a clean item's
# text parses the same wherever it stands.
_no_keyword_after = memo.cache("analysis.declaration_end.no_keyword_after", 8192, ordered=False,
                               weigh=memo.text_weight, budget=16 * 2**20)


def _keyword_after_clean(snapshot: Snapshot, item: tree_sitter.Node) -> Optional[tuple[tree_sitter.Node, tree_sitter.Node]]:
    """`_keyword_after` of a clean function definition, remembered where it finds nothing."""
    text = snapshot.data[item.start_byte : item.end_byte]
    if _no_keyword_after.get(text) is not None:
        return None
    found = _keyword_after(snapshot, item)
    if found is None:
        _no_keyword_after.put(text, True)
    return found


def _keyword_after(snapshot: Snapshot, item: tree_sitter.Node) -> Optional[tuple[tree_sitter.Node, tree_sitter.Node]]:
    """(function declarator, its parameter list) of a clean function definition whose declarator
    goes on after its typed parameter list with a word that starts a declaration, or returns a
    function, or which has old-style parameter declarations after a typed list (C forbids all
    three; the `;` is tried, and kept only where what follows it parses)."""
    declarator = _function_declarator(item.child_by_field_name("declarator"))
    if declarator is None:
        return None
    inner = declarator.child_by_field_name("declarator")
    if inner is not None and inner.type == "function_declarator":
        # A function returning a function: the head of the next definition (`KERNEL(k)(...)`
        # after an attribute) read as what the prototype's declarator returns.
        parameters = inner.child_by_field_name("parameters")
        if parameters is not None and inner.end_byte > parameters.end_byte \
                and _prototype(item.child_by_field_name("type"), parameters):
            return inner, parameters
        return None
    parameters = declarator.child_by_field_name("parameters")
    if parameters is None:
        return None
    if declarator.end_byte > parameters.end_byte:
        after = parameters.next_sibling
        if after is None or snapshot.text(after) not in _STARTS_DECLARATION \
                or not _prototype(item.child_by_field_name("type"), parameters):
            return None
        return declarator, parameters
    body = item.child_by_field_name("body")
    before = body.prev_sibling if body is not None else None
    if before is not None and before.type == "declaration" and _prototype(item.child_by_field_name("type"), parameters):
        return declarator, parameters
    return None


# Words that start a declaration and that no macro can stand for after a parameter list (the
# grammar reads them there as names, as it would an attribute macro's).
_STARTS_DECLARATION = frozenset((
    "typedef", "struct", "union", "enum", "__kernel", "kernel", "inline", "static", "extern", "void", "char",
    "short", "int", "long", "float", "double", "half", "bool", "unsigned", "signed", "uchar", "ushort", "uint",
    "ulong", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", *ty.VECTOR_NAMES)) - {n for n in ty.VECTOR_NAMES if "\n" in n}


def _function_declarator(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    """The function declarator `node` is, or declares through pointers (`float *f(int)`)."""
    for _ in range(8):  # Pointer levels, a few at most.
        if node is None:
            return None
        if node.type == "function_declarator":
            return node
        if node.type != "pointer_declarator":
            return None
        node = node.child_by_field_name("declarator")
    return None


# Error paths followed into an item in search of a skipped `}` (`_statement_end`).
_ERROR_NODES = 2048
# What a statement that ends with the supplied `;` is, and what clang says of the `;` it lacks.
_STATEMENTS = {
    "expression_statement": "expected ';' after expression",
    "declaration": "expected ';' at end of declaration",
    "return_statement": "expected ';' after return statement",
    "break_statement": "expected ';' after break statement",
    "continue_statement": "expected ';' after continue statement",
    "goto_statement": "expected ';' after goto statement",
    "do_statement": "expected ';' after do/while statement",
}


def _statement_end(snapshot: Snapshot, item: tree_sitter.Node) -> Optional[int]:
    """Where a `;` may be missing in a broken item: the end of the token before a `}` that the
    parser skipped in an error, alone (`barrier(X)` then `}`, read as a declaration of type
    `barrier(X)` with the `}` skipped and the next statement for its declarator, the body left
    open) or with other tokens (`n = n +` then `}`: `= n + }` skipped; then `} } return`, with
    `acc;` after it taken for the operand). The first such error of the item, in the order of
    the text; a walk with its own stack, into broken nodes only."""
    data = snapshot.data
    stack = [item]
    seen = 0
    while stack and seen < _ERROR_NODES:
        node = stack.pop()
        seen += 1
        inner = [c for c in node.children if c.has_error or c.is_missing or c.is_error]
        if node.is_error and not inner:
            at = _before_skipped_brace(data, node)
            if at is not None:
                return at
        stack.extend(reversed(inner))
    return None


def _before_skipped_brace(data: bytes, error: tree_sitter.Node) -> Optional[int]:
    """The end of the token before the first `}` of an ERROR node (before the node, where that is
    its first token), when a `;` could go there: after no `;`, `{`, `}` or `,`, with only blanks
    between (a comment there: no `;` goes after it unseen)."""
    if error.end_byte <= error.start_byte:
        return None
    brace = None
    for k in range(min(error.child_count, 64)):  # (An error skips a few tokens here, not a file's.)
        child = error.child(k)
        if child.type == "}":
            brace = child
            break
    if brace is None:
        return None
    before = brace.prev_sibling if brace.start_byte > error.start_byte else error.prev_sibling
    if before is None or before.end_byte <= before.start_byte or data[before.end_byte - 1] in b";{},":
        return None
    if data[before.end_byte:brace.start_byte].strip():
        return None
    return before.end_byte


def _try_statement(insertion: "_Insertion", at: int, before: tuple[int, int]) -> Optional[tuple[Snapshot, Supplied]]:
    """The snapshot with `;` inserted at `at` (`insertion`), if it ends a statement there (not an empty one: `if
    (c)` then `}` lacks an expression, not a `;`) and the file gets less broken: fewer bytes that
    error recovery skipped or made up, and no more bytes in broken items (a file that an `#if`
    wraps is one item, broken while any of it is). A clean statement lacked
    that `;` (S002 says so); one still broken lacks something else, which the syntax rules report
    in the mended text, the `}` after it now closing its block (`n = n +;`: an expression missing
    after `+`, where clang says "expected expression"), and the `;` goes unreported."""
    mended, root = insertion.snapshot, insertion.snapshot.tree.root_node
    leaf = root.descendant_for_byte_range(at, at + 1)
    if leaf is None or leaf.type != ";" or leaf.start_byte != at:
        return None
    statement = leaf.parent
    if statement is None or statement.type not in _STATEMENTS or statement.start_byte >= at:
        return None
    if not (_error_bytes(root) < before[1] and _broken_bytes(root.children) <= before[0]):
        return None
    message = None if statement.has_error else _STATEMENTS[statement.type]
    return mended, Supplied(at, message, statement.start_byte)


def _macro_made(snapshot: Snapshot, at: int, names: frozenset) -> bool:
    """Whether a macro may make the last token of the statement that the `;` at `at` ends, and
    with it the `;`: that token is a macro's name, or the `)` of a call whose callee is one
    (`SYNC(x)` where `#define SYNC(x) barrier(x);`)."""
    root = snapshot.tree.root_node
    last = root.descendant_for_byte_range(at - 1, at)
    if last is None:
        return True
    if last.type == ")":
        arguments = last.parent
        call = arguments.parent if arguments is not None and arguments.type == "argument_list" else None
        callee = call.child_by_field_name("function") if call is not None else None
        if callee is None:
            return False  # A parenthesized expression or a cast: no invocation ends here.
        last = callee
    if last.type in ("identifier", "type_identifier", "field_identifier"):
        return snapshot.text(last) in names
    return last.type == "ERROR"


@dataclass(frozen=True)
class _Insertion:
    """The snapshot with one `;` inserted, parsed incrementally, and where that parse changed the
    tree (`Tree.changed_ranges`), as offsets of the text before the insertion: (lowest, highest),
    or (at, at) where nothing but the `;` changed."""

    snapshot: Snapshot
    changed: tuple[int, int]


def _inserted(snapshot: Snapshot, at: int, stop: Optional[Callable[[], bool]] = None) -> Optional[_Insertion]:
    """The snapshot with `;` inserted at `at`, parsed incrementally; None where the parse ran out
    of time."""
    data = snapshot.data
    text = data[:at] + b";" + data[at:]
    lines = snapshot.lines.copy()
    point = lines.point_at(at)
    lines.update(at, at, b";")
    tree = snapshot.tree.copy()
    tree.edit(start_byte=at, old_end_byte=at, new_end_byte=at + 1,
              start_point=point, old_end_point=point, new_end_point=(point[0], point[1] + 1))
    brackets = None if snapshot.brackets is None else bounded_parse.brackets_after_edit(snapshot.brackets, b"", b";")
    # No second parse of a cut text, and the analysis's budget heeded inside the parse: each try
    # parses the whole file again, and error recovery on a fuzzed text took the limit twice over
    # past the budget (the device fuzzer: 5 s for a 200 KB input, seeds 82 and 84).
    parsed = bounded_parse.parse_or_give_up(new_parser(), text, tree, brackets, stop)
    if parsed is None:
        return None
    low, high = at, at
    for changed in tree.changed_ranges(parsed):
        # (Back to the text as written: the `;` is one byte at `at`.)
        low = min(low, changed.start_byte if changed.start_byte <= at else changed.start_byte - 1)
        high = max(high, changed.end_byte if changed.end_byte <= at else changed.end_byte - 1)
    bad = snapshot.invalid_utf8_at
    mended = dataclasses.replace(snapshot, data=text, tree=parsed, lines=lines, brackets=brackets,
                                 invalid_utf8_at=bad + 1 if bad is not None and bad >= at else bad)
    return _Insertion(mended, (low, high))


def _try(insertion: "_Insertion", items: list[tree_sitter.Node], k: int, at: int, broken: bool,
         before: tuple[int, int]) -> Optional[Snapshot]:
    """The snapshot with `;` inserted at `at` (`insertion`), if there the head parses as a clean declaration and
    what follows as a file-scope item (clean, or a definition), and then: where the head was
    broken, its first error lay before the body of what follows and less of the file is broken;
    where it was clean (`_keyword_after`), the file gets no more broken. `before`: the broken
    bytes of `items` and the error bytes of the text as it is (`_broken_bytes`, `_error_bytes`)."""
    mended, root = insertion.snapshot, insertion.snapshot.tree.root_node
    children = root.children
    start = items[k].start_byte
    head = next((c for c in children if c.start_byte <= start < c.end_byte or c.start_byte >= start), None)
    if head is None or head.type != "declaration" or head.has_error or head.end_byte != at + 1:
        return None
    following = next((c for c in children if c.start_byte >= head.end_byte and c.type != "comment"), None)
    if following is not None and (following.type not in _ITEMS or (following.has_error and following.type != "function_definition")):
        return None  # What follows must read as an item of its own (a definition whose head uses macros may be broken).
    if broken:
        # The head's error must come from what it took in: it starts before the body of what
        # follows (an error further on is the body's own, which no `;` up here mends).
        first = _first_error(items[k])
        body = following.child_by_field_name("body") if following is not None and \
            following.type == "function_definition" else None
        limit = (body.start_byte if body is not None else following.end_byte if following is not None
                 else len(mended.data)) - 1
        if first is None or first >= limit:
            return None
        # And less of the file must be broken: fewer bytes in broken items, or fewer bytes that
        # error recovery skipped or made up.
        if not (_broken_bytes(children) < before[0] or _error_bytes(root) < before[1]):
            return None
    elif _error_bytes(root) > before[1]:
        return None  # A clean file stays clean; a broken one gets no more broken.
    return mended


# What may follow the supplied `;`: the start of a file-scope item.
_ITEMS = frozenset(("function_definition", "declaration", "type_definition", "struct_specifier", "union_specifier",
                    "enum_specifier", "preproc_def", "preproc_function_def", "preproc_include", "preproc_call",
                    "preproc_if", "preproc_ifdef", "opencl_extension_pragma", "linkage_specification"))


def _first_error(item: tree_sitter.Node) -> Optional[int]:
    """Where the first ERROR or MISSING node of `item` starts (a walk with its own stack, into
    broken nodes only, first child first)."""
    stack = [item]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            return node.start_byte
        stack.extend(reversed([c for c in node.children if c.has_error or c.is_missing]))
    return None


def _broken_bytes(items: list[tree_sitter.Node]) -> int:
    return sum(item.end_byte - item.start_byte for item in items if item.has_error)


def _error_bytes(root: tree_sitter.Node) -> int:
    """How much of the text error recovery skipped or made up: the sizes of the outermost ERROR
    nodes, and one for each MISSING token (a walk with its own stack, into broken nodes only)."""
    total = 0
    stack = [root] if root.has_error else []
    while stack:
        node = stack.pop()
        if node.is_error:
            total += node.end_byte - node.start_byte
        elif node.is_missing:
            total += 1
        else:
            stack.extend(c for c in node.children if c.has_error or c.is_missing)
    return total

"""Functions as the compiler sees them: macro-expanded, analyzed, and mapped back.

On the raw tree, every construct that touches a macro is unknown, so the
function-scope rules stay silent there, and a function whose head only parses
once its macros are expanded (`KERNEL_FQ void f(GLOBAL_AS float *p)`) is not
judged at all. This module gives those rules the macro-expanded text of the
active branch of a function instead, and maps what they find back to the file
the user edits. It has one job and knows nothing of the LSP.

The text of a function (`region_start`, `_State.region`) runs from its real
start to the end of its body: its node, or the macro names before it that the
raw parse glued into a broken item of their own (`KERNEL_FQ KERNEL_FA void
f(...)` parses as a declaration `KERNEL_FQ KERNEL_FA` lacking its `;`, then
`void f(...)`). Skipped `#if` branches (the full preprocessor run knows them)
and the lines of `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif`, and of
pragmas other than `#pragma OPENCL`, are turned into blanks, line breaks kept,
so that every offset stays and no finding can land in dead code.

When it applies (`assess`, `applies`): a project view is given, and either the
head is sound and the function's text uses a macro (or uses none, but its raw
body is broken around a directive line: the Khronos SDK's `#if` /
`__attribute__((opencl_unroll_hint))` / `#endif` before a `for`; when its copy
cannot be had, it is analyzed raw without a notice), or the head is unsound and
uses a macro or a directive, and its expansion, parsed on its own with an
empty body, is a function of the same name. The `#define`/`#undef` lines
of a body (at up to 16 places) apply in order: the text between them is expanded piece by
piece (`_layout_in_pieces`; lines with only blanks between them count as one
change). Not when the text holds another directive
(`#include`, `#pragma OPENCL EXTENSION`, `#error`, ...; `#pragma OPENCL
FP_CONTRACT` and other pragmas are blanked), or which `#if` branches are live
is unknown. A function after the file's last
`#include` needs every include resolved (the macros of one we could not read
are unknown); one before it sees no header macro at all. (An include inside a
body whose file defines none of the header macros, such as hashcat's
`#include COMPARE_M`, does not count as the last one, and is left out of the
body's copy.) Whenever a function
that uses macros is not seen expanded, `back_off` says why, and the S008 rule
(`rules/function_not_analyzed.py`) reports it at the function's name.

Functions that macros glue together (pocl's kernel library): the text of a
function may open with invocations that make whole items of their own
(`UGEN(acospi)` before `CONSTATTR half MATH_MANGLE(acospi)(half x)`,
`MULSIGN(double, ulong, M)` before `double _CL_OVERLOADABLE f(...)`); its
expansion is taken when it parses as such items, made by macros alone (no
copied text but blanks and comments: `_function_last`), then the function,
and only the function is judged. A head the raw parse splits at a macro
(`uint _CL_OVERLOADABLE` lacking its `;`, then `get_size (void) {...}` read as
a definition of type `get_size`) is found by `_split_head`, and its name is
declared in the copies' file scope (`_State.file_scope`). A broken file-scope
item is no sign of a misread file (`_ExpandedSemantic.outside_broken`) when its
expansion, its `#define` lines applied in order, parses as whole declarations
or functions (errors inside their bodies apart), alone, with the item the raw
parse split from it, or with the `;` the parser made up after it.

How (`function_findings`):

1. The macros in effect at the body (`_State`, `project.preprocessor.MacroTable`):
   the predefined macros and the configured `-D`/`-U` options, then the
   file's own live `#define`/`#undef` lines before the body, in order; for a
   body after the last `#include`, the header macros cached by the last full
   preprocessor run (`HeaderMacros`, as main-file mode uses them) come in
   where that include stands. The `#define`/`#undef` lines of earlier
   functions' bodies count as the compiler counts them (the driver's
   environment holds those lines, so its findings cache sees them change).
2. The text is expanded with the project preprocessor
   (`project.preprocessor.expand_fragment`) and laid out: original text is
   copied byte for byte, and each run of source tokens that macro invocations
   consumed is replaced by the tokens they produced, separated by spaces. The
   layout keeps the copied segments (mapped back exactly, byte for byte) and
   the produced tokens with their origins. Only what expansion has to read
   is lexed (`macro_lines`: each macro name with its arguments and the token
   after them, or where token bounds cannot be told on the bytes, their lines;
   the rest is blanks), which gives the same layout as the whole text. Layouts are cached under the
   function's text and what determines the macro table at that point (the inputs of the
   run's start and the file's directive lines before the body), so an edit
   inside one function expands that function only; what the expansion gives
   (`_Plan`: every span, segment and produced token) is shared by bodies whose
   lexed text and table agree (kernels made from one template).
3. A synthetic snapshot: the file's text unchanged, followed by a copy of each
   function to analyze (head and body expanded), parsed
   incrementally from the file's tree, so only the appended text is parsed
   (the broken items that end a file, pocl's invocations without `;`, are read
   as blanks there, so that they cannot take in the first copy).
   Because the file's own text keeps its offsets, every fact of the real file
   holds in the synthetic one as it is: inactive regions, version and
   features, pragma state, include state and header macros, the file-scope
   declarations (the real file scope is reused) and the macro uses. A
   `Semantic` over the synthetic snapshot takes those facts from the real one
   and adds only what the appended copies contribute; the pragma state of a
   copy is that of its original; a copy's head is sound when it parsed
   cleanly, and a broken head of the real file whose copy parses does not
   count as broken (`outside_broken`). (Substituting bodies in place would move the
   text after them, and every whole-file fact would have to be computed again
   for each keystroke.) One synthetic snapshot serves every function of an
   analysis: after an edit inside one function, that function gets one of its
   own; when a second function of the snapshot comes, or the file's functions
   or macros are not what the last analysis of that path saw (a file just
   opened, a change every function sees), all the others that apply come too.
4. The function-scope rules run on the copy (those whose needs hold, and
   which have something to visit there, as the driver runs them on a raw
   function), and each finding is mapped back:
   a range in copied text keeps its exact original range; a range that
   reaches code a macro produced is placed on the macro invocation (or on the
   argument's own spelling), with ", in expansion of macro 'NAME'" added to the
   message and the "defined here" notes of `preprocessed._SourceMap` (a note
   on a definition in this file is kept only where the driver's cache, which
   moves findings with their function, cannot leave it stale). A quick fix is
   kept only when the finding and every edit lie in copied text.
   Related locations are mapped the same way; those that cannot be are
   dropped.

When unsure it falls back to the raw analysis of the function (none at all
when its raw head is unsound, as before): an expansion that reports anything,
a copy that does not parse cleanly where it should, a finding that cannot be
mapped, or any exception (logged). It never reads a file: header macros come
from the project view's cache.
"""

from __future__ import annotations

from copy import copy as _shallow_copy
import dataclasses
import logging
import re
import threading
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Optional

from .. import memo
from .semantics import scope as hscope
from ..project.preprocessor import Invocation, MacroDef, MacroTable, Origin, expand_fragment, fragment_diagnostics
from ..syntax import bounded_parse
from ..syntax.directives import directives
from ..syntax.document import Snapshot
from ..syntax.language import new_parser
from ..syntax.outline import is_kernel
from ..syntax.positions import _line_starts
from . import macro_lines
from . import preprocessed as pp
from .codes import preprocessor as messages
from .context import Context
from .environment import environment_key
from .registry import applicable, needs_hold
from .findings import Edit, Finding, Fix, Related
from .semantic import Function, Semantic, _glued_to_previous, file_fact, function_of, item_names
from .syntax_problems import else_read_as_name

if TYPE_CHECKING:
    from .registry import Rule

log = logging.getLogger(__name__)

# Bodies larger than this are analyzed raw; so are expansions larger than
# EXPANSION_FACTOR times their body plus EXPANSION_SLACK bytes.
MAX_BODY_BYTES = 256 * 1024
EXPANSION_FACTOR = 8
EXPANSION_SLACK = 64 * 1024
# Tokens macro expansion may produce for one body.
EXPANSION_BUDGET = 200_000
LAYOUT_CACHE_SIZE = 4096
# Places in a body where `#define`/`#undef` lines change the macros (each starts a piece
# expanded apart) for it still to be expanded.
MAX_BODY_MACRO_CHANGES = 16
TABLE_CACHE_SIZE = 64

# The directives that change the macro table or bring headers in (one scan of the file finds both).
_MACRO_DIRECTIVE = re.compile(rb"#[ \t]*(define|undef|include|include_next|import)\b[ \t]*([A-Za-z_][A-Za-z0-9_]*)?")
_HASH = re.compile(rb"#")
_DIRECTIVE = re.compile(rb"#[ \t]*([A-Za-z_]*)")
_CONDITIONALS = frozenset((b"if", b"ifdef", b"ifndef", b"elif", b"elifdef", b"elifndef", b"else", b"endif"))
# `#pragma OPENCL EXTENSION` changes what the rules judge; `#pragma OPENCL FP_CONTRACT` does not.
_OPENCL_PRAGMA = re.compile(rb"[ \t]+OPENCL[ \t]+(?!FP_CONTRACT\b)")
_NOT_NEWLINE = re.compile(rb"[^\n]")
# What a file-scope item's expanded text may parse as, to count as understood (a function too:
# pocl's `MULSIGN(float, uint, M)` at file scope is a whole function that a macro makes).
_CLEAN_ITEMS = frozenset(("declaration", "type_definition", "struct_specifier", "union_specifier", "enum_specifier",
                          "function_definition", "comment", ";"))
_BLANKS = (b" ", b"\n", b"\t", b"\r", b"")
# Reasons for backing off, in words (the S008 notice and `check --stats` show them).
INCLUDES = "an #include before it could not be read, so the macros in effect there are unknown"
BRANCHES = "which #if branches are live is unknown"
CUT = "macro expansion before it was cut short (P009), so the macros in effect there are unknown"
EXPANSION = "its macros could not be expanded"
HEAD_INCLUDES = "its head does not parse, and an #include could not be read (its macros are unknown)"
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_SUFFIX = ", in expansion of macro '{}'"


# Caches shared by every snapshot: layouts by body text and macro-table key,
# macro tables by key.
_layouts = memo.cache("analysis.expanded.layouts", LAYOUT_CACHE_SIZE, weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# Layouts of function bodies, by file and function name first: each keystroke in a body that uses a
# macro makes a new one (its tokens: about 50 bytes a byte of body), and older versions go.
BODY_VERSIONS = 3
_body_layouts = memo.cache("analysis.expanded.body_layouts", LAYOUT_CACHE_SIZE, versions=BODY_VERSIONS,
                           weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# What the expansion of a body that failed says of invocations written there (`_argument_counts`),
# by the keys of `_body_layouts`.
_body_problems = memo.cache("analysis.expanded.body_problems", LAYOUT_CACHE_SIZE, versions=BODY_VERSIONS,
                            weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
_tables = memo.cache("analysis.expanded.tables", TABLE_CACHE_SIZE)
_parsers = threading.local()
# Per path, what the last analysis saw of the file's functions and macros: when it
# differs, every function is new to the findings cache (a file just opened, or a
# change to what every function sees), so all copies are made at once.
SEEN_SIZE = 256
_seen = memo.cache("analysis.expanded.seen", SEEN_SIZE)


def clear_caches() -> None:
    """Forget every cached layout and macro table (benchmarks from scratch, tests)."""
    _layouts.clear()
    _body_layouts.clear()
    _plans.clear()
    _tables.clear()
    _seen.clear()


# What `assess` says of a function: its expanded copy is analyzed; the raw tree is all
# there is to see (no macro, no directive to resolve); it is left out as before (a head
# that does not parse, macros apart). Any other answer is the reason it is backed off.
EXPAND = "expand"
RAW = "raw"
SKIP = "skip"


def applies(ctx: Context, fn: Function) -> bool:
    """Whether the function-scope rules should see `fn`'s expanded copy (cheap; never raises)."""
    return assess(ctx, fn) == EXPAND


def assess(ctx: Context, fn: Function) -> str:
    """EXPAND, RAW, SKIP, or why the expanded view of `fn` cannot be had (memoized per context).

    Cheap: the head of a function whose raw head does not parse is expanded and
    parsed on its own here; the body's expansion waits for `function_findings`.
    """
    known_ones = ctx.memo("analysis.expanded.assess", dict)
    known = known_ones.get(fn.node.id)
    if known is None:
        try:
            known = _assess(ctx, fn)
        except Exception:  # noqa: BLE001 - the raw analysis stands in.
            log.exception("expanded view: applicability failed in %s", ctx.snapshot.path)
            known = "the expanded view failed (see the log)" if not ctx.semantic.sound(fn) else RAW
        known_ones[fn.node.id] = known
    return known


def _assess(ctx: Context, fn: Function) -> str:
    sem = ctx.semantic
    sound = sem.sound(fn)
    start = region_start(sem, fn)
    if start is None:
        return RAW if sound else SKIP  # Glued to something that is not made of macro names.
    body = fn.body
    head_macros = not sound and (
        start < fn.node.start_byte
        or sem.uses_macro(start, body.start_byte)
        or next(directives(_HASH, ctx.snapshot.data, start, body.start_byte), None) is not None
    )
    if not sound and not head_macros:
        if sem.unresolved_includes and ctx.project is not None:
            return HEAD_INCLUDES  # Likely macros of a header we could not read.
        return SKIP  # Half-written, with no macro to blame: the syntax errors say it.
    if sound and not sem.uses_macro(start, body.end_byte):
        if ctx.project is None or not _broken_by_directives(ctx, body):
            return RAW
        state = _state(ctx)
        # No macro to expand: the copy is only worth it when it can be had; else raw, as before.
        return RAW if state is None or state.refusal(fn, start) is not None else EXPAND
    if ctx.project is None:
        return RAW if sound else SKIP  # Nothing is expanded without a project view.
    state = _state(ctx)
    if state is None:
        return RAW if sound else SKIP
    reason = state.refusal(fn, start)
    if reason is None and not sound:
        reason = state.head_refusal(fn, start)
    return EXPAND if reason is None else reason


def _broken_by_directives(ctx: Context, body) -> bool:
    """Whether a body's raw parse is broken and it holds a directive line: the text the
    compiler sees, skipped branches and conditional lines blanked, may parse where the raw
    text does not (the Khronos SDK's `#if __OPENCL_C_VERSION__ >= 200` /
    `__attribute__((opencl_unroll_hint))` / `#endif` before a `for`)."""
    data = ctx.snapshot.data
    if not body.has_error and not _else_in_body_read_as_name(data, body):
        return False
    return next(directives(_HASH, data, body.start_byte, body.end_byte), None) is not None


_ELSE = re.compile(rb"(?<![A-Za-z0-9_$])else(?![A-Za-z0-9_$])")


def _else_in_body_read_as_name(data: bytes, body) -> bool:
    """Whether the raw parse read an `else` in `body` as a name: with no ERROR when the `if`
    it belongs to sits in an `#if` branch before it (openmm's fftR2C.cl: `#if ...` / `if (x == 0)
    a = 1;` / `#else` / `if (z == 0) a = 2;` / `#endif` / `else out[i] = b;` is read as a
    declaration of an array `out[i]` of type `else`, and the rules judged that: a false "array
    size is not a constant"). A keyword is never a name, so the body is broken as surely as
    by an ERROR, and the text the compiler sees, one branch kept, is what to judge."""
    start, end = body.start_byte, body.end_byte
    if data.find(b"else", start, end) < 0:
        return False  # (Most bodies: one find.)
    return any(else_read_as_name(data, body.descendant_for_byte_range(match.start(), match.end()))
               for match in _ELSE.finditer(data, start, end))


def macro_named(ctx: Context, item) -> Optional[Function]:
    """The function of a definition whose name a function-like macro makes
    (`MATH_MANGLE(len4)(float x) {...}`, which the raw parse reads as a function returning a
    function), outside skipped branches; its name is the invocation as written. None for
    any other item. Its raw head is never sound: only its expanded copy is judged."""
    if item.type != "function_definition":
        return None
    declarator = item.child_by_field_name("declarator")
    body = item.child_by_field_name("body")
    if ctx.semantic.in_inactive(item.start_byte):
        return _head_in_branch(ctx, item, body)
    if declarator is not None and declarator.type == "parenthesized_declarator" and body is not None:
        return _split_head(ctx, item, declarator, body)
    if declarator is None or declarator.type != "function_declarator" or body is None:
        return None
    inner = declarator.child_by_field_name("declarator")
    if inner is None or inner.type != "function_declarator":
        return None
    name_node = inner.child_by_field_name("declarator")
    if name_node is None or name_node.type != "identifier" or body.type != "compound_statement":
        return None
    sem = ctx.semantic
    data = ctx.snapshot.data
    if data[name_node.start_byte : name_node.end_byte].decode("latin-1") not in sem.macro_names:
        return None
    if sem.in_inactive(item.start_byte):
        return None
    name = data[inner.start_byte : inner.end_byte].decode("utf-8", "replace")
    return Function(item, name, name_node, declarator, body, is_kernel(item))


def _head_in_branch(ctx: Context, item, body) -> Optional[Function]:
    """The function of a definition that starts in a branch the preprocessor skips while its
    body is live: its head is split by `#if` (CLBlast's `#if RELAX_WORKGROUP_SIZE == 1` /
    `__kernel` / `#else` / `__kernel __attribute__((reqd_work_group_size(...)))` / `#endif` /
    `void Xgemm(...)`). The raw tree mixes both branches' heads, so its head is never sound
    (`Semantic.sound`): only its expanded copy, skipped branches blanked, is judged. None for
    a definition wholly in a skipped branch."""
    if body is None or body.type != "compound_statement" or ctx.semantic.in_inactive(body.start_byte):
        return None
    return function_of(item, ctx.snapshot.data)


def _split_head(ctx: Context, item, declarator, body) -> Optional[Function]:
    """The function of a definition whose head the raw parse split at a macro (pocl's
    `uint _CL_OVERLOADABLE\nget_sub_group_size (void)\n{...}` parses as a declaration
    `uint _CL_OVERLOADABLE` lacking its `;`, then a definition of type `get_sub_group_size` and
    declarator `(void)`), glued to that declaration; its name is the type's word. None for any
    other item. Like `macro_named`, only its expanded copy is judged."""
    name_node = item.child_by_field_name("type")
    if (name_node is None or name_node.type not in ("type_identifier", "identifier")
            or body.type != "compound_statement" or not _glued_to_previous(item)):
        return None
    if ctx.semantic.in_inactive(item.start_byte):
        return None
    name = name_node.text.decode("utf-8", "replace")
    return Function(item, name, name_node, declarator, body, is_kernel(item))


def all_functions(ctx: Context) -> list[Function]:
    """`Semantic.functions` and the functions whose names macros make (`macro_named`), in file order."""
    return ctx.memo("analysis.expanded.all_functions", lambda: _all_functions(ctx))


def _all_functions(ctx: Context) -> list[Function]:
    sem = ctx.semantic
    known = {fn.node.id for fn in sem.functions}
    extra = []
    for item in sem.items:
        if item.type == "function_definition" and item.id not in known:
            fn = macro_named(ctx, item)
            if fn is not None:
                extra.append(fn)
    return sorted(sem.functions + extra, key=lambda fn: fn.node.start_byte) if extra else sem.functions


def _same_function(fn: Function, name: str, sound: bool, head: bytes) -> bool:
    """Whether a copy named `name` is `fn`: the same name; or, for a raw head that does not
    parse, a name written in the head (the raw parse may take a type for the name:
    `DECLSPEC void s1 (...)` read with `void` as the name); or any name, for a name a macro
    makes (`MATH_MANGLE(len4)`)."""
    if name == fn.name:
        return True
    if sound:
        return False
    if fn.name != fn.name_node.text.decode("utf-8", "replace"):
        return True  # `macro_named`: the name is an invocation.
    return name.encode() in _WORD.findall(head)


def _in_comment(root, offset: int) -> bool:
    """Whether a line that starts with `#` at `offset` lies inside a comment (hashcat's
    `/* ... #include COMPARE_M ... */`): no directive, for the compiler."""
    node = root.descendant_for_byte_range(offset, offset + 1)
    return node is not None and node.type == "comment"


def _renamed(table: MacroTable, head: bytes, name: str) -> bool:
    """Whether a word of the raw head is an object-like macro that stands for `name` alone: the
    function is renamed (pocl's `#define all _cl_all` before `int _CL_OVERLOADABLE all(char a)`)."""
    for word in _WORD.findall(head):
        macro = table._macros.get(word.decode("latin-1"))
        if macro is not None and not macro.func and len(macro.body) == 1 and macro.body[0].text == name:
            return True
    return False


def invocation_problems(ctx: Context, fn: Function) -> tuple:
    """(start, end, message) of each invocation written in `fn` that the compiler rejects for its
    number of arguments, when that is why its expanded copy could not be had (after `back_off`).

    Only these: the expansion of the function's text alone is the compiler's for an invocation
    that opens and closes there, with the macros in effect there (an unterminated one may go on
    past the body, where the compiler reads on). The preprocessor reports the same at the same
    place when it runs over the file (the driver keeps one)."""
    state = _state(ctx)
    return () if state is None else state.problems.get(fn.node.id, ())


_ARGUMENT_COUNT = re.compile(re.escape(messages.ARGUMENT_COUNT.text).replace(r"\{name\}", ".+")
                             .replace(r"\{count\}", "[0-9]+").replace(r"\{plural\}", "s?")
                             .replace(r"\{given\}", "[0-9]+") + r"\Z", re.S)


def _argument_counts(text: bytes, table: MacroTable) -> tuple:
    """(start, end, message) in `text` of the invocations written there with a wrong number of
    arguments, as expanding `text` with `table` reports them."""
    return tuple((d.start, d.end, d.message) for d in fragment_diagnostics(text, table)
                 if d.code == messages.ARGUMENT_COUNT.code.code and _ARGUMENT_COUNT.match(d.message))


def back_off(ctx: Context, fn: Function) -> Optional[str]:
    """Why `fn` is not analyzed, or its macro uses are not (None when they are, or there
    is nothing to expand). Places the function's copy if that is still to be done."""
    verdict = assess(ctx, fn)
    if verdict in (RAW, SKIP, BRANCHES):
        # BRANCHES: the preprocessor did not run for this snapshot (a keystroke in a file with a
        # syntax error reuses the last run's facts); the next run knows, and says so then.
        return None
    if verdict != EXPAND:
        return verdict
    state = _state(ctx)
    try:
        placed = _placed(ctx, state, fn) if state is not None else None
    except Exception:  # noqa: BLE001 - function_findings logs it.
        placed = None
    if placed is None:
        if ctx.semantic.sound(fn) and not ctx.semantic.uses_macro(fn.node.start_byte, fn.body.end_byte):
            return None  # A body broken around its directives, with no macro: analyzed raw, as before.
        return state.failures.get(fn.node.id, FAILED) if state is not None else FAILED
    return None


FAILED = "the expanded view failed"
NO_PARSE = "its macro-expanded text does not parse"


def copy_parts(ctx: Context, compute) -> tuple[frozenset[int], list[tuple[int, object]]]:
    """For a whole-file fact that the expanded copies decide (`builtin_facts.uses_unseen_types`):
    (the starts of the file's items that a copy stands for, `compute(item, text)` of each root
    item of every copy that parses on its own), over every function the expanded view applies to,
    in file order. Not just the copies a synthetic model holds: an edit re-analyzes a few
    functions, a share of a parallel analysis half of them, and the fact must be the file's own
    whichever those are. A copy is parsed alone once per text (`_copy_parts`); its layout is one
    `_body_layouts` keeps."""
    state = _state(ctx)
    if state is None:
        return frozenset(), []
    sem = ctx.semantic
    covered = set()
    parts = []
    for fn in all_functions(ctx):
        if assess(ctx, fn) != EXPAND:
            continue
        start = region_start(sem, fn)
        layout = state.layout(fn, start) if start is not None else None
        if layout is None:
            continue
        found = _copy_parts.get_or_make((compute, layout.text), lambda: _parts_of_copy(layout.text, compute))
        if found is None:
            continue  # Left to the raw analysis: the raw item counts.
        covered.add(fn.node.start_byte)
        parts.extend((start, part) for part in found)
    return frozenset(covered), parts


def _parts_of_copy(text: bytes, compute) -> Optional[tuple]:
    root = bounded_parse.parse(copy_parser(), text).tree.root_node
    if root.type != "translation_unit" or root.has_error:
        return None
    return tuple(compute(item, text) for item in root.children if item.type != "comment")


# `copy_parts`' answers by (compute, copy text); the texts are those of `_body_layouts`.
_copy_parts = memo.cache("analysis.expanded.copy_parts", LAYOUT_CACHE_SIZE, weigh=memo.text_weight,
                         budget=memo.TEXT_BUDGET)


def failed_copy(ctx: Context, fn: Function) -> Optional[tuple[bytes, tuple, tuple, int]]:
    """(text, copied segments, their starts, where in the file the text starts) of `fn`'s
    expanded copy when it was made and did not parse (`back_off` said NO_PARSE); else None.
    A segment is (start in the text, end in the text, start relative to that place in the file)."""
    state = _state(ctx)
    if state is None or state.failures.get(fn.node.id) != NO_PARSE:
        return None
    start = region_start(ctx.semantic, fn)
    layout = state.layout(fn, start) if start is not None else None
    if layout is None:
        return None
    return layout.text, layout.segments, layout.segment_starts, start


def region_start(sem: Semantic, fn: Function) -> Optional[int]:
    """Where the function really starts: its node, or the macro names before it that the raw
    parse glued into a broken item of their own (`KERNEL_FQ KERNEL_FA void f(...)` parses as
    a declaration `KERNEL_FQ KERNEL_FA` lacking its `;`, then `void f(...)`), with words of the
    head after them; None when the item before it is broken and names no macro or holds more
    than words and macro arguments. (Asked two or three times per function: kept per model.)"""
    known = sem.memo("analysis.expanded.region_starts", dict)
    found = known.get(fn.node.id, _MISSING)
    if found is _MISSING:
        found = known[fn.node.id] = _region_start(sem, fn)
    return found


def _region_start(sem: Semantic, fn: Function) -> Optional[int]:
    node = fn.node
    if sem.in_inactive(node.start_byte):
        # A head split by `#if` that starts in a skipped branch: the live part of the head may
        # come before it, in an earlier branch of the same conditional (`#if B` / `__kernel void
        # f(int a)` / `#else` / `__kernel void f(int a, int b)` / `#endif` / `{...}`, whose raw
        # parse ends the first head as a declaration). From the `#if`: its lines are blanks.
        return sem.snapshot.memo("analysis.expanded.blocks", lambda: _enclosing_blocks(sem.snapshot)).get(
            node.id, node.start_byte)
    if not sem.glued_to_previous(node):
        return node.start_byte
    previous = node.prev_sibling
    while previous is not None and previous.type == "comment":
        previous = previous.prev_sibling
    if previous is None or previous.type not in ("ERROR", "declaration", "expression_statement"):
        return None
    data = sem.snapshot.data
    text = _COMMENT.sub(b" ", data[previous.start_byte : previous.end_byte])
    # Arguments of function-like macros (`FIXED_THREAD_COUNT(64)`): innermost groups first.
    for _ in range(8):
        text, count = _PAREN_GROUP.subn(b" ", text)
        if not count:
            break
    macros = sem.macro_names
    words = _WORD.findall(text)
    if not words or _WORD.sub(b"", text).strip() or not any(w.decode("latin-1") in macros for w in words):
        return None
    # Words besides the macros may be the function's own (pocl's `MULSIGN(double, ulong, M)
    # double _CL_OVERLOADABLE _cl_atan2k(...)`: a macro that makes a function, glued to the
    # return type of the next; `uint _CL_OVERLOADABLE\nget_sub_group_size (void)`):
    # `head_refusal` and `_parse_synthetic` accept the text only when its expansion parses as
    # whole items that macros made, then this function.
    return previous.start_byte


def _enclosing_blocks(snapshot: Snapshot) -> dict[int, int]:
    """For each top-level item inside a conditional block (looking through blocks, as
    `semantic.top_level_items` does), where the innermost such block starts."""
    out: dict[int, int] = {}
    stack = [(child, None) for child in reversed(snapshot.tree.root_node.children)]
    while stack:
        item, block = stack.pop()
        if item.type in hscope.PREPROC_BLOCKS:
            # `#else`/`#elif` parts belong to the `#if` that opens them.
            opens = block if item.type in ("preproc_else", "preproc_elif", "preproc_elifdef") else item.start_byte
            stack.extend((child, opens) for child in reversed(item.children))
        elif block is not None:
            out[item.id] = block
    return out


_COMMENT = re.compile(rb"/\*.*?\*/|//[^\n]*", re.S)
_PAREN_GROUP = re.compile(rb"\([^()]*\)")


def restrict(ctx: Context, wanted: set[int]) -> None:
    """Only the functions whose node ids are in `wanted` are to be analyzed with `ctx` from
    now on: a batch of copies leaves the others out (cached already, or another process's
    share of a parallel analysis)."""
    ctx.memo.set(_WANTED, wanted)


_WANTED = "analysis.expanded.wanted"


def function_findings(ctx: Context, fn: Function, rules: list["Rule"]) -> list[Finding]:
    """The findings of the function-scope `rules` on `fn`'s expanded copy, mapped to the file.

    Falls back to the raw analysis of `fn` whenever the expanded view cannot be
    trusted; a function whose raw head is unsound gets no finding then (its S008
    notice says why).
    """
    try:
        found = _expanded_findings(ctx, fn, rules)
    except Exception:  # noqa: BLE001 - the raw analysis stands in.
        log.exception("expanded view failed at byte %d in %s", fn.node.start_byte, ctx.snapshot.path)
        found = None
    if found is None:
        return raw_findings(ctx, fn, rules) if ctx.semantic.sound(fn) else []
    return found


def raw_findings(ctx: Context, fn: Function, rules: list["Rule"]) -> list[Finding]:
    """Today's analysis: the rules on the raw tree, each isolated. As the driver runs them on a
    function without macros (`applicable`): what they visit listed once for all of them, and
    only the rules whose needs hold and whose `mentions` the text has (an edit to a macro that
    every helper uses and whose expansion stops parsing brings each of them here)."""
    out: list[Finding] = []
    data, start, end = ctx.snapshot.data, fn.node.start_byte, fn.node.end_byte
    for rule, visited in applicable(_needed(ctx, rules), ctx.semantic, fn, data, start, end):
        try:
            out.extend(rule.run(ctx, fn, visited))
        except Exception:  # noqa: BLE001 - one broken rule must not hide the rest.
            log.exception("rule %s failed at byte %d in %s", rule.code, fn.node.start_byte, ctx.snapshot.path)
    return out


# The expanded layout of one body.


@dataclass(frozen=True)
class _Layout:
    """A body's expanded text and where each part of it came from (offsets relative to the body)."""

    text: bytes
    # Copied original text: (start in text, end in text, start in the original body), in order.
    segments: tuple[tuple[int, int, int], ...]
    segment_starts: tuple[int, ...]
    # Tokens macros produced: (start in text, end in text, token), in order. A token has
    # `inv` (spelled in a macro body) or `ctx` (an argument substituted into an invocation).
    tokens: tuple[tuple[int, int, object], ...]
    token_starts: tuple[int, ...]
    # Identifiers among the produced tokens, by text: their starts in `text`.
    words: dict


def _as_bytes(text: str) -> bytes:
    # Lexed text is Latin-1 (one character per byte of the file); definitions given as text may not be.
    try:
        return text.encode("latin-1")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace")


def _layout(path: str, body: bytes, table: MacroTable, names: Optional[frozenset[bytes]] = None) -> Optional[_Layout]:
    """`body` expanded with `table` and laid out. With `names` (`macro_lines.names_of(table)`),
    only the lines that macro expansion has to read are lexed: the same layout, cheaper."""
    kept = macro_lines.kept_text(body, names) if names is not None else None
    if kept is not None:
        try:
            found = _laid_out(path, body, table, kept[0], kept[1])
        except _ReadOn:
            found = None
        if found is not None:
            return found
        # Whatever went wrong (an expansion that reads on past a kept run), the whole text says.
    return _laid_out(path, body, table, body, [])


class _ReadOn(Exception):
    """Expanding the kept lines (`macro_lines`) consumed a separator: a macro reads on past its run."""


def _laid_out(path: str, body: bytes, table: MacroTable, lexed: bytes, separators: list[int]) -> Optional[_Layout]:
    """The layout of `body` from the expansion of `lexed`: `body` itself, or the same with lines
    that hold no macro blanked (`macro_lines.kept_text`) and the `separators` that must come out
    as written."""
    # Everything but the copied bytes follows from the lexed text (`_Plan`): bodies whose lexed
    # texts agree (the same invocations at the same places, as in kernels made from one
    # template) share one expansion.
    key = (path, lexed, table.serial, tuple(separators), len(body))
    plan = _plans.get(key, _MISSING)
    if plan is _MISSING:
        try:
            plan = _plan(path, len(body), table, lexed, separators)
        except _ReadOn:
            plan = _READ_ON
        _plans.put(key, plan)
    if plan is _READ_ON:
        raise _ReadOn
    return None if plan is None else plan.layout(body)


_MISSING = object()
_READ_ON = "read on"
# Plans by (path, lexed text, macro table's serial, separators, size): a plan keeps no table alive.
# A plan holds some fifty times its lexed text (its tokens, where they land); plans are shared by
# bodies, so not kept per function as layouts are: a budget of text bounds them.
_plans = memo.cache("analysis.expanded.plans", LAYOUT_CACHE_SIZE, weigh=memo.text_weight, budget=2**20)


def _meets_unsure(fragment, unsure: frozenset) -> bool:
    """Whether the expansion met a name of a malformed `#define` (`MacroTable.unsure`): as a word
    left as it is, or as a macro it expanded (defined before the malformed line)."""
    for tok in fragment.output:
        if tok.text in unsure:
            return True
        inv = tok.inv
        while inv is not None:
            if inv.macro in unsure:
                return True
            inv = inv.parent
    return False


def _plan(path: str, size: int, table: MacroTable, lexed: bytes, separators: list[int]) -> Optional["_Plan"]:
    """The plan of the layout of a body of `size` bytes from the expansion of `lexed`."""
    fragment = expand_fragment(path, lexed, table, EXPANSION_BUDGET)
    if fragment is None or (table.unsure and _meets_unsure(fragment, table.unsure)):
        return None
    source = fragment.source
    count = len(source)
    lay = _Builder(path, size, separators)
    j = 0  # The next source token not yet met in the output.
    pending: list = []
    for tok in fragment.output:
        if tok.inv is not None or tok.ctx is not None:
            pending.append(tok)
            continue
        if j < count and source[j] is tok and not pending:
            j += 1
            continue
        # Source tokens j..k-1 were consumed by invocations, which produced `pending`.
        k = j
        while k < count and source[k] is not tok:
            k += 1
        if k == count:
            return None  # Not a token of the body (a built-in such as __LINE__ replaced in place).
        if j >= k or not lay.region(source[j].start, source[k - 1].end, pending):
            return None  # (j >= k: produced tokens without an invocation to come from.)
        pending = []
        j = k + 1
    if pending or j < count:
        if j >= count or not lay.region(source[j].start, source[count - 1].end, pending):
            return None
    return lay.done()


@dataclass(frozen=True)
class _Plan:
    """A layout but for its copied bytes: the spans of the body that invocations consumed, each
    with the bytes that replace it, and where every segment and produced token lands."""

    spans: tuple[tuple[int, int, bytes], ...]  # (start in the body, end, the bytes laid out instead)
    segments: tuple[tuple[int, int, int], ...]
    segment_starts: tuple[int, ...]
    tokens: tuple[tuple[int, int, object], ...]
    token_starts: tuple[int, ...]
    words: dict

    def layout(self, body: bytes) -> _Layout:
        pieces = []
        cursor = 0
        for start, end, produced in self.spans:
            pieces.append(body[cursor:start])
            pieces.append(produced)
            cursor = end
        pieces.append(body[cursor:])
        return _Layout(b"".join(pieces), self.segments, self.segment_starts, self.tokens, self.token_starts,
                       self.words)


class _Builder:
    """A layout plan being written: copied original text, and in place of the source tokens that
    invocations consumed, the tokens they produced."""

    def __init__(self, path: str, size: int, separators: list[int]):
        self.path = path
        self.size = size  # The body's.
        self.separators = separators
        self.length = 0  # Of the layout so far.
        self.spans: list[tuple[int, int, bytes]] = []
        self.segments: list[tuple[int, int, int]] = []
        self.tokens: list[tuple[int, int, object]] = []
        self.words: dict[str, list[int]] = {}
        self.limit = EXPANSION_FACTOR * size + EXPANSION_SLACK
        self.cursor = 0  # The original text before it is laid out.
        self.spelled: dict[str, bytes] = {}  # A produced token's text as bytes, and the space after it.

    def region(self, span_start: int, span_end: int, pending: list) -> bool:
        """Lay out the text before `span_start`, then what replaces the source tokens in
        [span_start, span_end) (consumed by macro invocations): the `pending` tokens they produced."""
        if self.separators and macro_lines.consumed_separator(self.separators, span_start, span_end):
            raise _ReadOn
        path, tokens, words, spelled = self.path, self.tokens, self.words, self.spelled
        at = self.length
        if span_start > self.cursor:
            self.segments.append((at, at + span_start - self.cursor, self.cursor))
            at += span_start - self.cursor
        out = [b" "]
        at += 1
        placed: set[int] = set()  # The invocations (by id) whose outermost one is known to lie in the span.
        for tok in pending:
            inv = tok.inv
            if inv is None:
                inv = tok.ctx
                if not (span_start <= tok.start and tok.end <= span_end):
                    return False
            if id(inv) not in placed:
                root = inv.outermost()
                if root.path != path or not (span_start <= root.start and root.end <= span_end):
                    return False
                placed.add(id(inv))
            text = spelled.get(tok.text)
            if text is None:
                text = spelled[tok.text] = _as_bytes(tok.text) + b" "
            tokens.append((at, at + len(text) - 1, tok))
            if tok.kind == "id":
                words.setdefault(tok.text, []).append(at)
            out.append(text)
            at += len(text)
        self.spans.append((span_start, span_end, b"".join(out)))
        self.cursor = span_end
        self.length = at
        return at <= self.limit

    def done(self) -> _Plan:
        segments = self.segments
        if self.cursor < self.size:
            segments.append((self.length, self.length + self.size - self.cursor, self.cursor))
        return _Plan(
            tuple(self.spans),
            tuple(segments),
            tuple(s[0] for s in segments),
            tuple(self.tokens),
            tuple(t[0] for t in self.tokens),
            self.words,
        )


def _layout_in_pieces(path: str, text: bytes, table: MacroTable, lines: tuple) -> Optional[_Layout]:
    """The layout of a function whose body holds `#define`/`#undef` lines (blanked in `text`;
    `lines`: (end of the last line of a group, the group's lines), in order): each piece between them is expanded with
    the macros in effect there, from a text as long as the function's, blank before the
    piece, so that every offset stays relative to the function's start; the pieces' layouts
    are then put together."""
    bounds = [0] + [end for end, _line in lines] + [len(text)]
    out = bytearray()
    segments: list[tuple[int, int, int]] = []
    tokens: list[tuple[int, int, object]] = []
    words: dict[str, list[int]] = {}
    for k in range(len(bounds) - 1):
        if k:
            table = table.apply([(path, line) for line in lines[k - 1][1]])
        a, b = bounds[k], bounds[k + 1]
        if a == b:
            continue  # The text ends with a `#define` line (a file-scope item that `declaration_parses` reads).
        piece = _layout(path, _NOT_NEWLINE.sub(b" ", text[:a]) + text[a:b], table)
        if piece is None:
            return None
        # Where the piece starts and ends in its layout: both bounds lie in copied text (a line break).
        cut_a = 0 if a == 0 else _text_at(piece, a)
        cut_b = len(piece.text)
        if cut_a is None:
            return None
        shift = len(out) - cut_a
        for s_start, s_end, original in piece.segments:
            if s_end <= cut_a:
                continue
            clip = max(s_start, cut_a)
            segments.append((clip + shift, s_end + shift, original + clip - s_start))
        for t_start, t_end, tok in piece.tokens:
            if t_start >= cut_a:
                tokens.append((t_start + shift, t_end + shift, tok))
        for word, starts in piece.words.items():
            kept = [at + shift for at in starts if at >= cut_a]
            if kept:
                words.setdefault(word, []).extend(kept)
        out.extend(piece.text[cut_a:cut_b])
    return _Layout(
        bytes(out),
        tuple(segments),
        tuple(seg[0] for seg in segments),
        tuple(tokens),
        tuple(t[0] for t in tokens),
        words,
    )


def _text_at(layout: _Layout, original: int) -> Optional[int]:
    """Where copied byte `original` (relative to the laid-out text) is in the layout, if copied."""
    for s_start, s_end, orig in layout.segments:
        if orig <= original < orig + (s_end - s_start):
            return s_start + original - orig
    return None


# Per snapshot: the macro tables in effect along the file.


@dataclass(frozen=True)
class _Event:
    start: int
    end: int
    name: str
    define: bool
    text: bytes
    in_body: bool  # Inside a function body, which the findings cache of other functions does not watch.


# What can continue a directive past its line: block comments, splices; and what
# could hide a comment opener: literals. A bare newline ends it.
_DIRECTIVE_PIECE = re.compile(
    rb'/\*.*?(?:\*/|\Z)|//(?:\\[ \t]*\r?\n|[^\n])*|"(?:\\.|[^"\\\n])*"?|\'(?:\\.|[^\'\\\n])*\'?|\\[ \t]*\r?\n|\n',
    re.S,
)


def _directive_end(data: bytes, start: int, limit: Optional[int] = None) -> int:
    """End of the directive at `start`: its line, with continuations and comments that run on
    (read no further than `limit`, which is then the answer)."""
    for match in _DIRECTIVE_PIECE.finditer(data, start, len(data) if limit is None else limit):
        if match.group() == b"\n":
            return match.start()
    return len(data) if limit is None else limit


class _State:
    """What the expanded view needs to know about one snapshot, computed once per snapshot.

    The macros in effect at a body: the run's start (predefined, `-D`, `-U`),
    then the file's `#define`/`#undef` lines before it; for a body after the
    file's last `#include`, the header macros of the last full run come in
    where that include stands (a header's effect on the file's own earlier
    macros is the full run's end state). A body before the last include sees
    no header macro: those it uses stay unexpanded, and rules stay silent on
    them as on the raw tree.
    """

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.sem: Semantic = ctx.semantic
        self.snapshot: Snapshot = ctx.snapshot
        self.path = ctx.snapshot.path
        self.main = pp._norm(self.path)
        self.ok = False
        self.placed: dict[int, Optional[_Placed]] = {}
        self.batches = 0
        self._tables: dict[tuple, MacroTable] = {}
        self._names: dict[tuple, Optional[frozenset[bytes]]] = {}
        self._regions: dict[tuple, object] = {}
        # Includes inside bodies whose files define no header macro (`_macro_includes`).
        self.quiet_includes: set[int] = set()
        # Why a function's expanded copy could not be had, when `assess` expected one.
        self.failures: dict[int, str] = {}
        # The invocations in a function's text whose expansion failed for a wrong argument count:
        # (start, end, the preprocessor's message), in the file.
        self.problems: dict[int, tuple] = {}
        self._setup()

    def _setup(self) -> None:
        sem = self.sem
        project = self.ctx.project
        config = sem.config
        if project is None or config is None:
            return
        data = self.snapshot.data
        inputs = pp._config_inputs(config)
        cache = project.header_macros
        entry = self.ctx.header_entry
        root = self.snapshot.tree.root_node
        found = [m for m in directives(_MACRO_DIRECTIVE, data)
                 if not sem.in_inactive(m.start()) and not _in_comment(root, m.start())]
        includes = [m.start() for m in found if m.group(1) not in (b"define", b"undef")]
        forced = bool(config.forced_includes)
        # Bodies from `headers_from` on see the header macros; those before `plain_until` see none.
        # (Forced includes come before the file: no body is free of their macros.)
        self.headers_from = len(data) + 1
        self.plain_until = 0 if forced else _directive_end(data, includes[-1]) if includes else len(data) + 1
        self.entry = None
        self.header_key = None
        if includes or forced:
            # Every include must have been followed, with this configuration: the
            # macros of one we could not read are unknown.
            if (
                entry is not None
                and entry.config == inputs
                and not sem.unresolved_includes
                and all(target is not None for _spelled, target in entry.includes)
                and len(entry.includes) == len(includes)
            ):
                self.entry = entry
                self.header_key = ("headers", hash(entry.defines), len(entry.defines))
                includes = self._macro_includes(includes, entry)
                self.headers_from = _directive_end(data, includes[-1]) if includes else 0
                self.plain_until = 0 if forced or not includes else _directive_end(data, includes[-1])
            elif includes and not forced:
                self.plain_until = includes[0]
        # Keys hold hashes of the inputs (hashed once here, not at every lookup).
        self.base_key = ("start", hash(inputs))
        self.base_args = (dict(inputs[4]), tuple(inputs[1]), tuple(inputs[2]))
        # Past a cut preprocessor run, the branches taken and the macros defined are unknown.
        pre = self.ctx.preprocessed
        cut = pp._cut_offset(pre.result, self.main) if pre is not None and pre.result is not None else None
        self.cut_after = len(data) + 1 if cut is None else cut
        # The file's own #define and #undef lines in live code, in order.
        events: list[_Event] = []
        end = 0
        for match in found:
            kind = match.group(1)
            if kind not in (b"define", b"undef") or match.start() < end:
                continue  # (The second: a '#' on a continuation line of the #define before.)
            start = match.start()
            end = _directive_end(data, start)
            name = match.group(2)
            if name is None:
                continue  # No name (`#define` typed so far): the compiler drops the line, and defines nothing.
            fn = sem.function_at(start)
            in_body = fn is not None and fn.body.start_byte <= start < fn.body.end_byte
            events.append(_Event(start, end, name.decode("latin-1"), kind == b"define", data[start:end], in_body))
        self.events = events
        self.body_events = [e for e in events if e.in_body]
        self.event_starts = [e.start for e in events]
        self.split = bisect_left(self.event_starts, includes[-1]) if includes else 0
        chain = [0]
        for e in events:
            chain.append(hash((chain[-1], e.text)))
        self.chain = chain
        signature = (self.base_key, self.header_key, chain[-1], len(chain), len(sem.functions))
        self.known = _seen.get(self.path) == signature
        _seen.put(self.path, signature)
        self.ok = True

    def _macro_includes(self, includes: list[int], entry) -> list[int]:
        """The includes that may change the macros: all but those inside a function body whose
        file defines none of the header macros (hashcat's `#include COMPARE_M` brings code
        into a kernel's body, and no macro). Bodies before such an include see the header
        macros of the full run's end: the same, as far as the cache can tell."""
        sem = self.sem
        defining = {pp._norm(d.path) for d in entry.macros.values() if d.path is not None}
        kept = []
        for at, (_spelled, target) in zip(includes, entry.includes):
            fn = sem.function_at(at)
            if (fn is not None and fn.body.start_byte <= at < fn.body.end_byte and target is not None
                    and pp._norm(target) not in defining):
                self.quiet_includes.add(at)
                continue
            kept.append(at)
        return kept

    def refusal(self, fn: Function, start: int) -> Optional[str]:
        """Why the expanded view of `fn` (its text from `start`) cannot be had, or None."""
        sem = self.sem
        body = fn.body
        if self.plain_until <= start < self.headers_from:
            return INCLUDES
        if start >= self.cut_after:
            return CUT
        if body.end_byte - start > MAX_BODY_BYTES:
            return "it is too large to expand"
        if not sem._branches_known and sem.in_conditional(fn.node):
            return BRANCHES
        found = self.region(fn, start)
        return found if isinstance(found, str) else None

    def region(self, fn: Function, start: int):
        """The function's text from `start` as the compiler sees it before macro expansion:
        skipped `#if` branches and the lines of directives turned into blanks, line breaks
        kept, so every offset stays, with the live `#define`/`#undef` lines of the body
        ((end of the line, relative to `start`), text), which `layout` applies in order;
        or why that cannot be (another directive, unknown branches)."""
        key = (fn.node.id, start)
        found = self._regions.get(key)
        if found is None:
            found = self._regions[key] = self._region(fn, start)
        return found

    def _region(self, fn: Function, start: int):
        return self._text_region(start, fn.body.end_byte, fn.body.start_byte)

    def _text_region(self, start: int, end: int, defines_from: int):
        """`region` for the text [start, end), whose `#define`/`#undef` lines from `defines_from`
        on are applied in order (before it, they are a reason not to expand)."""
        sem = self.sem
        data = self.snapshot.data
        blanks: list[tuple[int, int]] = []
        lines: list[tuple[int, bytes]] = []
        root = self.snapshot.tree.root_node
        line_end = start
        # (Most functions hold no `#`: no scan is set up for them.)
        for match in directives(_DIRECTIVE, data, start, end) if data.find(b"#", start, end) >= 0 else ():
            at = match.start()
            if at < line_end or sem.in_inactive(at) or _in_comment(root, at):
                continue  # (The first: a '#' on a continuation line of the directive before.)
            kind = match.group(1)
            line_end = _directive_end(data, at, end)
            if kind in _CONDITIONALS or not kind:
                if not sem._branches_known:
                    return BRANCHES
            elif kind == b"pragma" and not _OPENCL_PRAGMA.match(data, match.end()):
                pass  # `#pragma unroll` and the like change no meaning the rules judge.
            elif kind in (b"define", b"undef") and at >= defines_from:
                lines.append((line_end - start, data[at:line_end]))
            elif kind == b"include" and at in self.quiet_includes:
                # Code for the body (hashcat's `#include COMPARE_M`) and no macro: the copy goes without
                # it. What it declares is unknown to the rules (a header's words, for B001), never wrong.
                pass
            else:
                return f"its body holds a #{kind.decode('latin-1')} line" if kind else "its body holds a directive"
            blanks.append((at, line_end))
        if sem.inactive:
            k = bisect_right(sem._inactive_starts, start) - 1
            for a, b in sem.inactive[max(k, 0) :]:
                if a >= end:
                    break
                if b > start:
                    blanks.append((max(a, start), min(b, end)))
        if not blanks:
            return data[start:end], ()
        text = bytearray(data[start:end])
        for a, b in blanks:
            text[a - start : b - start] = _NOT_NEWLINE.sub(b" ", data[a:b])
        return bytes(text), tuple(lines)

    def head_refusal(self, fn: Function, start: int) -> Optional[str]:
        """Why the head of `fn` (from `start`, its raw parse unsound) does not give a sound
        head once expanded, or None: expanded and parsed on its own, with an empty body."""
        return self._head(fn, start)[0] or None

    def head_names(self, fn: Function, start: int) -> tuple[str, ...]:
        """The names the expanded head of `fn` (its raw parse unsound) declares: the function's,
        and those of the whole items macros make before it (`_CL_DECLARE_FUNC_K_V (_cl_expfrexp)`
        glued to the head of the next function declares `_cl_expfrexp`)."""
        return self._head(fn, start)[1]

    def _head(self, fn: Function, start: int) -> tuple[str, tuple[str, ...]]:
        region = self.region(fn, start)
        if isinstance(region, str):
            return region, ()
        head = region[0][: fn.body.start_byte - start]
        recipe = self.recipe(start)

        def make() -> tuple[str, tuple[str, ...]]:
            table = self.table(recipe)
            layout = _layout(self.path, head, table, self.names(recipe, table))
            if layout is None:
                return EXPANSION, ()
            text = layout.text + b"{}"
            root = bounded_parse.parse(copy_parser(), text).tree.root_node
            node = _function_last(root.children, layout, 0)
            if node is None or root.has_error:
                return NO_PARSE, ()
            copy = function_of(node, text)
            if copy is None or not (_same_function(fn, copy.name, False, head) or _renamed(table, head, copy.name)):
                return NO_PARSE, ()
            names = [name for item in root.children[:-1] for name in item_names(item, text)]
            return "", tuple(names + [copy.name])

        return _layouts.get_or_make(("head", self.path, head, recipe), make)

    def declaration_parses(self, item, end: Optional[int] = None) -> bool:
        """Whether a top-level item whose raw parse is broken (to `end`, when it is glued to
        what follows it) parses cleanly once its macros are expanded (`CONSTANT_VK u32a
        table[256] = {...};`, pocl's `SUB_GROUP_BROADCAST_T (int)` that makes a function):
        the compiler sees that text, so the item is no sign that the file around it is
        misread. Its `#define`/`#undef` lines apply in order, conditional lines of known
        branches are blanks; no when another directive lies inside it, or the macros in
        effect there are unknown."""
        start, end = item.start_byte, item.end_byte if end is None else end
        if (self.plain_until <= start < self.headers_from or start >= self.cut_after
                or end - start > MAX_BODY_BYTES or self.sem._overlaps_inactive(start, end)):
            return False
        region = self._text_region(start, end, start)
        if isinstance(region, str):
            return False
        text, lines = region
        groups = _macro_changes(text, lines)
        if len(groups) > MAX_BODY_MACRO_CHANGES:
            return False
        recipe = self.recipe(start)

        def make() -> bool:
            table = self.table(recipe)
            layout = (_layout_in_pieces(self.path, text, table, groups) if groups
                      else _layout(self.path, text, table, self.names(recipe, table)))
            if layout is None:
                return False
            root = bounded_parse.parse(copy_parser(), layout.text).tree.root_node
            return root.type == "translation_unit" and root.child_count > 0 and all(
                child.type in _CLEAN_ITEMS and (not child.has_error or _head_sound(child))
                for child in root.children)

        return _layouts.get_or_make(("declaration", self.path, text, recipe, lines), make)

    # Macro tables.

    def recipe(self, offset: int) -> tuple:
        """What determines the macro table at `offset` (a body's start), as a cache key."""
        k = bisect_left(self.event_starts, offset)
        if offset >= self.headers_from:
            split = min(self.split, k)
            return (self.base_key, self.header_key, split, self.chain[split], k, self.chain[k])
        return (self.base_key, None, k, self.chain[k])

    def table(self, recipe: tuple) -> MacroTable:
        if recipe in self._tables:
            return self._tables[recipe]
        found = self._tables[recipe] = _tables.get_or_make(recipe, lambda: self._make_table(recipe))
        return found

    def names(self, recipe: tuple, table: MacroTable) -> Optional[frozenset[bytes]]:
        """`macro_lines.names_of` the table of `recipe` (made once per snapshot)."""
        if recipe not in self._names:
            self._names[recipe] = macro_lines.names_of(table)
        return self._names[recipe]

    def _make_table(self, recipe: tuple) -> MacroTable:
        if recipe[0] == "headers":
            split = recipe[3]
            return self.table((self.base_key, None, split, self.chain[split])).define(self.entry.defines)
        if recipe[1] is not None:
            _base, _header, split, _chain, k, _chain_k = recipe
            headers = self.table(("headers", self.base_key, self.header_key, split, self.chain[split]))
            return headers.apply([(self.path, e.text) for e in self.events[split:k]])
        k = recipe[2]
        if k == 0:
            return MacroTable.initial(*self.base_args)
        # From the nearest table already made for fewer lines of this file.
        earlier = max((key[2] for key in self._tables if key[1] is None and key[0] is self.base_key and key[2] < k),
                      default=0)
        base = self.table((self.base_key, None, earlier, self.chain[earlier]))
        return base.apply([(self.path, e.text) for e in self.events[earlier:k]])

    def layout(self, fn: Function, start: int) -> Optional[_Layout]:
        """The expanded layout of `fn`'s text from `start` (None, with the reason in
        `failures`, when it cannot be had)."""
        region = self.region(fn, start)
        if isinstance(region, str):
            self.failures[fn.node.id] = region
            return None
        text, lines = region
        recipe = self.recipe(start)
        groups = _macro_changes(text, lines)
        if len(groups) > MAX_BODY_MACRO_CHANGES:
            self.failures[fn.node.id] = f"its body changes macros {len(groups)} times (at most {MAX_BODY_MACRO_CHANGES} are expanded)"
            return None

        def make() -> Optional[_Layout]:
            table = self.table(recipe)
            if not groups:
                return _layout(self.path, text, table, self.names(recipe, table))
            return _layout_in_pieces(self.path, text, table, groups)

        key = ((self.path, fn.name), text, recipe, lines)
        found = _body_layouts.get_or_make(key, make)
        if found is None:
            self.failures[fn.node.id] = EXPANSION
            if not groups:
                # What the compiler stops at there, to report where it is (`invocation_problems`).
                found_problems = _body_problems.get_or_make(key, lambda: _argument_counts(text, self.table(recipe)))
                self.problems[fn.node.id] = tuple((start + a, start + b, message) for a, b, message in found_problems)
            return None
        # A macro that an earlier function's body defines or removes is in the table as the
        # compiler has it there; the driver's environment holds those lines, so a change to
        # one renews every function's findings.
        return found

    def definition(self, name: str, before: int) -> Optional[MacroDef]:
        """Where the definition of `name` in effect at `before` is (for the notes), if known."""
        k = bisect_left(self.event_starts, before)
        headers = before >= self.headers_from
        split = min(self.split, k) if headers else 0
        for e in reversed(self.events[split:k]):
            if e.name == name:
                return MacroDef(name, None, False, "", self.path, e.start, e.end) if e.define else None
        if headers and name in self.entry.macros:
            return self.entry.macros[name]
        for e in reversed(self.events[:split]):
            if e.name == name:
                return MacroDef(name, None, False, "", self.path, e.start, e.end) if e.define else None
        return None

    def note_place(self, related: Related, fn: Function) -> Optional[Related]:
        """A note on a definition in this file, made stable in the cache of per-function findings.

        Those findings are kept relative to the function's start: a note there
        moves with the function, one with a path stays put. A definition before
        every function body only moves when the environment changes (which
        re-analyzes everything): it is given the path. One with no function
        body between it and `fn` keeps its distance: it moves with `fn`. Any
        other could go stale, so it is left out.
        """
        if related.path is not None:
            return related
        body_starts = self.body_starts
        if not body_starts or related.start < body_starts[0]:
            return Related(related.start, related.end, related.message, self.path)
        k = bisect_right(body_starts, related.start)
        if k >= len(body_starts) or body_starts[k] >= fn.node.start_byte:
            return related
        return None

    @cached_property
    def file_scope(self) -> hscope.FileScope:
        """The real file's declarations, with what the expanded heads of unsound functions
        declare that the raw parse does not (`head_names`: a head split at a macro,
        `get_max_size (void) {...}` read as a definition of type `get_max_size`; prototypes
        macros make before a head): a call to one is no undeclared function. Their types stay
        unknown. From the heads only, so it depends on the environment alone."""
        scope = hscope.file_scope(self.snapshot)
        added: dict[str, hscope.Declared] = {}
        unsound = self.unsound_functions()
        for k, names in self._head_names_of(unsound):
            fn = unsound[k]
            for name in names:
                if name not in scope.by_name and name not in added:
                    added[name] = hscope.Declared(name, "function", None, fn.node.start_byte, fn.node.end_byte,
                                                  fn.name_node.start_byte, fn.name_node.end_byte, None)
        if not added:
            return scope
        widened = _shallow_copy(scope)
        widened.by_name = {**scope.by_name, **added}
        widened.declarations = scope.declarations + list(added.values())
        return widened

    def _head_names_of(self, unsound: list[Function]) -> tuple[tuple[int, tuple[str, ...]], ...]:
        """(k, names) for each `unsound[k]` that is expanded (`assess`) and whose expanded head
        declares names (`head_names`). Those verdicts depend on the environment and the text of
        the function (its size, the directives in its body): cached under both, a keystroke in
        another function asks nothing again (73 macro-headed kernels: 1 ms a keystroke)."""
        data = self.snapshot.data
        key = (environment_key(self.ctx), tuple(data[fn.node.start_byte : fn.node.end_byte] for fn in unsound))
        found = _unsound_head_names.get(key)
        if found is None:
            found = tuple(
                (k, names) for k, fn in enumerate(unsound) if assess(self.ctx, fn) == EXPAND
                for names in (self.head_names(fn, region_start(self.sem, fn)),) if names)
            _unsound_head_names.put(key, found)
        return found

    def unsound_functions(self) -> list[Function]:
        """The functions (`all_functions`) whose raw heads are not sound (`Semantic.sound`). That
        is a fact of the heads, which lie outside the bodies, so of the environment
        (`environment.environment_key`): the heads are judged once per environment, not on every
        keystroke (all 584 heads of 10,000 lines: 2 ms)."""
        functions = all_functions(self.ctx)
        key = (environment_key(self.ctx), len(functions))
        ordinals = _unsound_ordinals.get(key)
        if ordinals is None:
            ordinals = tuple(k for k, fn in enumerate(functions) if not self.sem.sound(fn))
            _unsound_ordinals.put(key, ordinals)
        return [functions[k] for k in ordinals]

    @cached_property
    def body_starts(self) -> list[int]:
        return sorted(fn.body.start_byte for fn in self.sem.functions)


# (the environment, the number of functions) -> the ordinals of the unsound ones (`_State.unsound_functions`).
_unsound_ordinals = memo.cache("analysis.expanded.unsound_ordinals", 64, ordered=False)
# (the environment, the unsound functions' texts) -> `_State._head_names_of`.
_unsound_head_names = memo.cache("analysis.expanded.unsound_head_names", 64, ordered=False)


def _macro_changes(text: bytes, lines: tuple) -> list[tuple[int, list[bytes]]]:
    """The `#define`/`#undef` lines of a region grouped by where they change the macros: lines
    with nothing but blanks between them change them at the same point."""
    groups: list[tuple[int, list[bytes]]] = []
    previous = 0
    for end, line in lines:
        if groups and not text[previous:end].strip():
            groups[-1] = (end, groups[-1][1] + [line])
        else:
            groups.append((end, [line]))
        previous = end
    return groups


def position_key(ctx: Context, offset: int) -> tuple:
    """What the expanded view of an item at `offset` depends on besides its text and the macro
    definitions it reaches (`position_flags`). For cache keys: two items of the same text
    elsewhere in the file may be judged differently."""
    return position_flags(ctx)(offset)


def position_flags(ctx: Context):
    """`position_key` for this context as a function of the offset (the driver asks it for every
    item of the file: the context's state is looked up once). The keys hold the macro definitions
    an item reaches themselves (`dependencies.py`); here are the configuration's and the headers'
    macros, and where the offset stands (before the includes, past a cut preprocessor run). (A
    malformed `#define` before it is one of the pieces of the key: `MacroTable.unsure`.)"""
    state = _state(ctx) if ctx.project is not None else None
    if state is None:
        return _no_position
    base_key, header_key, plain_until, headers_from, cut_after = (
        state.base_key, state.header_key, state.plain_until, state.headers_from, state.cut_after)

    def key(offset: int) -> tuple:
        return (base_key, header_key if offset >= headers_from else None, offset >= plain_until,
                offset >= headers_from, offset >= cut_after)

    return key


def _no_position(_offset: int) -> tuple:
    return ()


def _state(ctx: Context) -> Optional[_State]:
    return ctx.memo("analysis.expanded.state", lambda: _new_state(ctx))


def _new_state(ctx: Context) -> Optional[_State]:
    try:
        state = _State(ctx)
    except Exception:  # noqa: BLE001
        log.exception("expanded view: setup failed for %s", ctx.snapshot.path)
        return None
    return state if state.ok else None


# The synthetic snapshot: the file followed by expanded copies of functions.


@dataclass
class _Placed:
    """One function's expanded copy in a synthetic snapshot."""

    original: Function
    copy: Function
    layout: _Layout
    region: int  # Where the original starts in the file (its node, or macro names glued before it).
    start: int  # Where the copy starts in the synthetic text.
    body_start: int
    end: int
    context: "_ExpandedContext"
    mapper: Optional["_Mapper"] = None


class _ExpandedContext(Context):
    """A context over a synthetic snapshot whose file facts are the real file's."""

    def __init__(self, snapshot: Snapshot, real: Context):
        super().__init__(snapshot, real.project)
        self.real = real

    @property
    def preprocessed(self):
        return self.real.preprocessed

    @property
    def header_entry(self):
        return self.real.header_entry

    @property
    def raw_syntax_problems(self):
        return self.real.raw_syntax_problems

    @property
    def syntax_problems(self):
        return self.real.syntax_problems


class _ExpandedSemantic(Semantic):
    """The semantic model of a synthetic snapshot: the real file's facts plus the appended copies."""

    def __init__(self, ctx: _ExpandedContext, real: Semantic, placed: list[_Placed], copy_uses: list[int],
                 state: Optional["_State"] = None):
        super().__init__(ctx)
        self.real = real
        self.state = state
        self.appendix = len(real.snapshot.data)
        self._placed = placed
        self._placed_starts = [p.start for p in placed]
        self._copy_uses = copy_uses
        typer = self.typer
        real_typer = real.typer
        # Judgements of the real file's declarations hold here too (same offsets, same text);
        # the copies' own declarations lie past the real text, so their keys never meet.
        typer._doubts = real_typer._doubts
        typer._canonical = real_typer._canonical

    @cached_property
    def macro_names(self) -> frozenset[str]:
        return self.real.macro_names

    @cached_property
    def _macro_uses(self) -> list[int]:
        return self.real._macro_uses + self._copy_uses

    @cached_property
    def functions(self) -> list[Function]:
        # With the functions whose raw heads macros break beyond the raw `functions`
        # (`macro_named`): facts that skip unsound heads (`get_sub_group_size (void)` read as a
        # type `get_sub_group_size`) must know them.
        real = self.real.functions
        extra = []
        if self.state is not None:
            known = {fn.node.id for fn in real}
            extra = [fn for fn in all_functions(self.state.ctx) if fn.node.id not in known]
        return real + extra + [p.copy for p in self._placed]

    @cached_property
    def _pragmas(self):
        return self.real._pragmas

    def _placed_at(self, start: int, end: int) -> Optional[_Placed]:
        """The placed copy whose text holds [start, end), if any."""
        k = bisect_right(self._placed_starts, start) - 1 if start >= self.appendix else -1
        return self._placed[k] if k >= 0 and end <= self._placed[k].end else None

    def expanded_from(self, fn: Function) -> Optional[Function]:
        placed = self._placed_at(fn.node.start_byte, fn.node.end_byte)
        return placed.original if placed is not None else None

    def inside_sound_function(self, node) -> bool:
        if node.start_byte >= self.appendix:
            # A placed copy parsed cleanly from its first byte to its last, as the compiler sees
            # it (`_place`): a syntax error in the file's own text before it (a top-level `}`)
            # is no sign that error recovery misread it. Else a function's findings would
            # depend on another function's slip, which an edit there does not re-analyze.
            return self._placed_at(node.start_byte, node.end_byte) is not None
        return super().inside_sound_function(node)

    def _judge_head(self, fn: Function) -> bool:
        if fn.node.start_byte < self.appendix:
            return self.real.sound(fn)
        # A copy: its head is macro-expanded and was parsed cleanly (`_parse_synthetic`);
        # what comes before it is another copy or the file's own text, not its head.
        if fn.declarator.has_error:
            return False
        params = fn.declarator.child_by_field_name("parameters")
        return not self.uses_macro(fn.node.start_byte, params.start_byte if params is not None else fn.body.start_byte)

    @cached_property
    def outside_broken(self) -> bool:
        """As for the real file, but a broken head whose expanded copy parses cleanly (and the
        macro names glued before it) counts as sound: the compiler sees the copy."""
        return broken_outside_as_compiled(self.state, self.real)

    def pragma_enabled(self, extension: str, offset: int) -> bool:
        if offset >= self.appendix:
            k = bisect_right(self._placed_starts, offset) - 1
            if k >= 0:
                offset = self._placed[k].original.body.start_byte
        return self.real.pragma_enabled(extension, offset)


def file_broken_outside_as_compiled(ctx: Context) -> bool:
    """`broken_outside_as_compiled` for the file's own model (a function analyzed raw asks it)."""
    return broken_outside_as_compiled(_state(ctx), ctx.semantic)


def broken_outside_as_compiled(state: Optional["_State"], real: Semantic) -> bool:
    """`real.outside_broken`, but a broken head whose expanded copy parses cleanly (and the macro
    names glued before it), an item whose declaration parses once expanded, and the `#endif` the
    parser makes up for an `#if` that splits a head count as sound: the compiler sees those."""
    if not real.outside_broken:
        return False
    if state is None:
        return True
    explained: set[int] = set()
    for fn in state.unsound_functions():
        if assess(state.ctx, fn) != EXPAND:
            continue
        explained.add(fn.node.id)
        previous = fn.node.prev_sibling
        while previous is not None and previous.type == "comment":
            previous = previous.prev_sibling
        if previous is not None and region_start(real, fn) == previous.start_byte:
            explained.add(previous.id)
    items = real.items
    for k, item in enumerate(items):
        if item.id in explained or not (item.has_error or item.is_missing or item.type == "ERROR"):
            continue
        if item.is_missing and item.type == "#endif" and _conditionals_balance(real.snapshot.data):
            # The `#endif` the parser made up at the end of the file for an `#if` that splits a
            # head (`#if R / __kernel / #else / __kernel __attribute__((...)) / #endif / void f(`,
            # CLBlast's kernels): the file's own conditionals close, as the preprocessor reads them.
            explained.add(item.id)
            continue
        if state.declaration_parses(item):
            explained.add(item.id)  # Functions too: a run of invocations that make functions.
            continue
        # A `;` the parser made up ends the item before it (`DEFINE_FP16_EXPR_V_V(tan)` at the end
        # of the file, read as a type): the two together.
        before = items[k - 1] if k else None
        if (item.is_missing and before is not None and _previous_item(item) is not None
                and _previous_item(item).id == before.id and state.declaration_parses(before, item.end_byte)):
            explained.update((item.id, before.id))
            continue
        # An item the raw parse split in two: `size_t _CL_OVERLOADABLE`, lacking its `;`,
        # then `get_local_linear_id (void);`.
        following = items[k + 1] if k + 1 < len(items) else None
        if (following is not None and following.type != "function_definition"
                and _previous_item(following) is not None and _previous_item(following).id == item.id
                and _glued_to_previous(following) and state.declaration_parses(item, following.end_byte)):
            explained.update((item.id, following.id))
    return real.broken_outside(explained)


_CONDITIONAL = re.compile(rb"#[ \t]*(if|ifdef|ifndef|endif)\b")


def _conditionals_balance(data: bytes) -> bool:
    """Whether every `#if`/`#ifdef`/`#ifndef` line of the text has its `#endif` line, in order."""
    depth = 0
    for match in directives(_CONDITIONAL, data):
        depth += -1 if match[1] == b"endif" else 1
        if depth < 0:
            return False
    return depth == 0


def _head_sound(item) -> bool:
    """Whether a function definition's errors all lie inside its body (pocl's
    `__builtin_astype (image, global dev_image_t *)`, a type as an argument): what it declares
    is understood, as `Semantic.broken_outside` counts it."""
    if item.type != "function_definition":
        return False
    body = item.child_by_field_name("body")
    if body is None or body.is_missing:
        return False
    return not any(child.has_error or child.is_missing or child.type == "ERROR"
                   for child in item.children if child.id != body.id)


def _previous_item(node):
    """The sibling before `node`, comments apart."""
    previous = node.prev_sibling
    while previous is not None and previous.type == "comment":
        previous = previous.prev_sibling
    return previous


def copy_parser():
    """This thread's parser for expanded text."""
    parser = getattr(_parsers, "parser", None)
    if parser is None:
        parser = _parsers.parser = new_parser()
    return parser


def _place(state: _State, todo: list[tuple[Function, _Layout, int]]) -> None:
    """Append expanded copies of `todo` to the file, parse, and remember where each copy is.

    A copy that does not parse cleanly is left to the raw analysis; the others
    are placed again without it, so that it cannot make the file look broken.
    Error recovery may run on from a broken copy into the ones after it: of each
    run of copies that fail, only the first is dropped at first, and the next
    attempt tells whether the others fail on their own (a function's verdict must
    not depend on which others were analyzed with it: an edit re-analyzes a few).
    A copy that fails with no node of the file or of the copy before it running
    into its text (`_parse_synthetic`'s `fenced`) failed on its own: it is dropped
    at once. (A `#define` that every helper uses, typed half-way, breaks every
    copy: one parse of them, not three.)
    """
    for fn, _layout, _region in todo:
        state.placed[fn.node.id] = None
        state.failures[fn.node.id] = NO_PARSE  # Until it is placed.
    retries = 0
    while True:
        parsed = _parse_synthetic(state, todo)
        if parsed is None:
            return
        snapshot, good, bad, fenced = parsed
        if not bad:
            break
        retries += 1
        if retries > _RETRIES:
            return
        failed = {fn.node.id for fn in bad}
        kept = []
        after_failure = False
        for entry in todo:
            fails = entry[0].node.id in failed
            if not fails or (after_failure and retries < _RETRIES and entry[0].node.id not in fenced):
                kept.append(entry)
            after_failure = fails
        todo = kept
        if not todo:
            return
    _install(state, snapshot, good)


# Parses of a batch of copies after the first, when copies fail (`_place`).
_RETRIES = 3


_TAIL = "analysis.expanded.tail"


@file_fact(_TAIL)
def _tail_signature(sem: Semantic) -> tuple:
    """What the parse of copies appended to the file depends on (`_synthetic_tree`): the items
    `_unfinished_tail` looks at, from the end back to the first finished one, by kind and state,
    and their text, but a function definition's (appended after a finished function, a copy
    parses as it would anywhere: an edit inside the file's last body does not count)."""
    root = sem.snapshot.tree.root_node
    last = root.child(root.child_count - 1) if root.child_count else None
    if last is not None and (last.has_error or last.is_missing or last.type in ("ERROR", "comment", "preproc_call")) \
            and _closed_end(sem.snapshot):
        # A declaration appended to the file parses as an item of its own: so do the copies,
        # whatever the text before them (hashcat: every head is a macro, so every function is a
        # broken item, and a keystroke in any of the last 64 re-analyzed all the file's copies).
        # (A file that ends with a finished item needs no probe: its signature stops at that item.)
        return ("closed",)
    if last is not None and last.type == "function_definition" and not (last.has_error or last.is_missing) \
            and root.type == "translation_unit":
        # Appended after a finished function, a copy parses as it would anywhere: as after a
        # "closed" end, which an edit inside the file's last body makes of this one at its first
        # syntax error (the copies' findings, cached under this fact, then stand).
        return ("closed",)
    data = sem.snapshot.data
    out: list = [root.type, root.child_count == 0]
    k = root.child_count
    while k > 0 and len(out) < 64:
        child = root.child(k - 1)
        broken = child.has_error or child.is_missing or child.type == "ERROR"
        text = None if child.type == "function_definition" and not broken else data[child.start_byte : child.end_byte]
        out.append((child.type, broken, child.is_missing, text))
        if not broken and child.type not in ("comment", "preproc_call"):
            break
        k -= 1
    return tuple(out)


# A declaration placed after the file's text as a copy is (`_closed_end`).
_PROBE = _Layout(b"int opencl_lsp_probe_;", (), (), (), (), {})


def _closed_end(real: Snapshot) -> bool:
    """Whether the file's text ends where a new top-level item begins: a declaration appended to
    it as the copies are (`_synthetic_tree`, nothing blanked) leaves the file's own parse as it is
    and is a clean item of its own."""
    root = real.tree.root_node
    if root.type != "translation_unit" or real.parse_cut_at is not None or not root.child_count:
        return False
    found = _synthetic_tree(real, [(None, _PROBE, 0)], False)
    if found is None:
        return False  # The probe changed how the file's text parses.
    children = found[2].root_node.children
    probe = children[-1]
    return (len(children) == root.child_count + 1 and probe.type == "declaration" and not probe.has_error
            and probe.start_byte == found[3][0][0])


def _unfinished_tail(root, size: int) -> tuple[int, int]:
    """(how many top-level items come before it, where it starts) for the run of broken items
    (and comments, lone directive lines) that ends the file: pocl's files end with macro invocations without `;`
    (`IMPLEMENT_READ_INT4_IMAGE_INT_COORD (...)`) or a function whose body is one
    (`{ CALL_FUNC_V (test_ldexp) }`), whose error recovery would take in text appended after
    them. (count, size) when the file ends with a finished item."""
    count = root.child_count
    if root.type == "ERROR":
        # tree-sitter read the whole file as one ERROR (CLBlast's units, whose heads `#if` splits):
        # its recovery takes in whatever follows, so all of it is read as blanks; the copies parse
        # on their own, judged with the real file's facts (`_ExpandedSemantic`).
        return 0, 0
    if root.type != "translation_unit":
        return count, size
    keep, tail = count, size
    k = count
    unfinished = False
    while k > 0:
        child = root.child(k - 1)
        if unfinished or child.has_error or child.is_missing or child.type == "ERROR":
            keep, tail = k - 1, child.start_byte
            # A missing `;` of its own ends the item before it (`DEFINE_FP16_EXPR_V_V(tan)` read as a type).
            unfinished = child.is_missing
        elif child.type not in ("comment", "preproc_call"):  # Neither ends an item (`#endif`).
            break
        k -= 1
    return keep, tail


def _macro_made(layout: _Layout, start: int, end: int) -> bool:
    """Whether the layout's text in [start, end) holds no copied text but blanks: macros made
    all of it (`UGEN(acospi)` expands to whole functions before the one written after it)."""
    text = layout.text
    k = max(bisect_right(layout.segment_starts, start) - 1, 0)
    for seg_start, seg_end, _original in layout.segments[k:]:
        if seg_start >= end:
            break
        if text[max(seg_start, start) : min(seg_end, end)].strip():
            return False
    return True


def _function_last(children: list, layout: _Layout, base: int) -> Optional[object]:
    """The function definition the layout's text (at `base`) ends with, when the items before
    it are whole items that macros made (a macro that generates a family of functions, glued
    to the head of the next one in the raw parse: `UGEN(acospi) CONSTATTR half f(half x)`)
    or comments; else None. `children` are the top-level nodes parsed from that text."""
    if not children or children[-1].type != "function_definition":
        return None
    for node in children[:-1]:
        if node.type == "comment":
            continue
        if node.has_error or node.type == "ERROR" or not _macro_made(layout, node.start_byte - base,
                                                                     node.end_byte - base):
            return None
    return children[-1]


def _copied_at(layout: _Layout, rel: int) -> Optional[int]:
    """The offset in the original text of byte `rel` of the layout, if copied; else None."""
    k = bisect_right(layout.segment_starts, rel) - 1
    if k < 0 or rel >= layout.segments[k][1]:
        return None
    seg_start, _seg_end, original = layout.segments[k]
    return original + rel - seg_start


def _synthetic_tree(real: Snapshot, todo: list[tuple[Function, _Layout, int]], blank_tail: bool):
    """(text, line index, tree, each copy's span) of the file followed by the copies, parsed
    incrementally from the file's tree; None when the copies change how the file's own text
    parses. With `blank_tail`, the broken items that end the file are read as blanks."""
    data = real.data
    real_root = real.tree.root_node
    keep, tail = _unfinished_tail(real_root, len(data)) if blank_tail else (real_root.child_count, len(data))
    pieces = [data]
    at = len(data)
    spans = []
    for _fn, layout, _region in todo:
        pieces.append(b"\n")
        at += 1
        start = at
        pieces.append(layout.text)
        at += len(layout.text)
        spans.append((start, at))
    pieces.append(b"\n")
    synthetic = b"".join(pieces)
    lines = real.lines.copy()
    # (The end of the file's text starts no line of its own.)
    lines.starts += _line_starts(synthetic[len(data) :], len(data))[1:]
    lines.length = len(synthetic)
    tree = real.tree.copy()
    tree.edit(
        start_byte=tail,
        old_end_byte=len(data),
        new_end_byte=len(synthetic),
        start_point=real.lines.point_at(tail),
        old_end_point=real.lines.point_at(len(data)),
        new_end_point=lines.point_at(len(synthetic)),
    )
    # The parser reads the file's unfinished tail as blanks (line breaks kept), so that it cannot
    # glue to the first copy; and the text from where the file's own parse ran out of time, whose
    # tree is that of the blanked text (`bounded_parse`: parsed as written, it would run out of
    # time again, once for each attempt to place the copies; the device fuzzer: 5.8 s for a line
    # of 135 KB). The snapshot keeps its text (no node of the real file lies there).
    blank = tail if real.parse_cut_at is None else min(tail, real.parse_cut_at)
    parsed = synthetic if blank == len(data) else bounded_parse.blank_from(data, blank) + synthetic[len(data) :]
    brackets = None if real.brackets is None else bounded_parse.brackets_after_edit(
        real.brackets, data[blank:], synthetic[len(data) :])  # The blanked text has none.
    tree = bounded_parse.parse(copy_parser(), parsed, tree, brackets=brackets).tree
    children = tree.root_node.children
    if bisect_left([child.start_byte for child in children], spans[0][0] if spans else len(data)) != keep:
        return None
    if keep:
        mine, theirs = real_root.child(keep - 1), children[keep - 1]
        if (mine.type, mine.start_byte, mine.end_byte, mine.has_error) != (
            theirs.type, theirs.start_byte, theirs.end_byte, theirs.has_error
        ):
            return None
    return synthetic, lines, tree, spans


def _parse_synthetic(state: _State, todo: list[tuple[Function, _Layout, int]]):
    """(synthetic snapshot, copies placed, functions whose copy did not parse, the node ids of
    those among them whose copy failed fenced off from the text before it), or None. Fenced: the
    copy's items are parsed from its first byte to its last and no node before it ends inside it,
    so no error recovery ran on into it; the reason it failed is its own text's."""
    real = state.snapshot
    data = real.data
    # The file as it is first; when its unfinished end takes in the first copy, with that end
    # read as blanks (the facts of the file that the synthetic tree gives, such as the words
    # of its broken items, then lack those items: only files no copy could be had for pay that).
    made = _synthetic_tree(real, todo, False) or _synthetic_tree(real, todo, True)
    if made is None:
        return None  # The appended text changed how the file's own text parses.
    synthetic, lines, tree, spans = made
    root = tree.root_node
    children = root.children
    starts = [child.start_byte for child in children]
    snapshot = Snapshot(
        path=real.path,
        version=real.version,
        data=synthetic,
        tree=tree,
        lines=lines,
        binary=False,
        invalid_utf8_at=real.invalid_utf8_at,
        generation=-1 - real.generation,
    )
    context = _ExpandedContext(snapshot, state.ctx)
    good: list[_Placed] = []
    bad: list[Function] = []
    fenced: set[int] = set()
    sem = state.sem
    for (fn, layout, region), (start, end) in zip(todo, spans):
        # The items parsed from the copy's text: the function, after any whole items its macros made.
        lo, hi = bisect_left(starts, start), bisect_left(starts, end)
        items = children[lo:hi]
        whole = items and items[-1].end_byte == end and (lo == 0 or children[lo - 1].end_byte <= start)
        node = _function_last(items, layout, start) if whole else None
        copy = function_of(node, synthetic) if node is not None else None
        if (
            copy is None
            or copy.body.has_error
            # A sound head may keep what broke it raw (an odd attribute), no more; any other copy parses cleanly.
            or (node.has_error and not (fn.node.has_error and sem.sound(fn)))
            or copy.declarator.has_error
            or (len(items) == 1 and node.start_byte != start + len(layout.text) - len(layout.text.lstrip()))
            or not (_same_function(fn, copy.name, sem.sound(fn), data[region : fn.body.start_byte])
                    or _renamed(state.table(state.recipe(region)), data[region : fn.body.start_byte], copy.name))
            or copy.body.end_byte != end
            # The copy's body opens where the original's does (not at a brace a macro made).
            or _copied_at(layout, copy.body.start_byte - start) != fn.body.start_byte - region
        ):
            state.failures[fn.node.id] = NO_PARSE
            bad.append(fn)
            if whole and items[0].start_byte == start + len(layout.text) - len(layout.text.lstrip()):
                fenced.add(fn.node.id)
            continue
        good.append(_Placed(fn, copy, layout, region, start, copy.body.start_byte, end, context))
    if not bad and root.has_error and not real.tree.root_node.has_error:
        return None
    return snapshot, good, bad, fenced


def _install(state: _State, snapshot: Snapshot, placed: list[_Placed]) -> None:
    """Give the synthetic snapshot its semantic model, made of the real file's facts."""
    sem = state.sem
    macros = sem.macro_names
    real_uses = sem._macro_uses
    copy_uses: list[int] = []
    for p in placed:
        # The original's uses in copied text (blanked text holds none), and the names macros produced.
        region, body_end = p.region, p.original.body.end_byte
        layout = p.layout
        segments = layout.segments
        originals = [seg[2] for seg in segments]
        uses = [at for word in layout.words.keys() & macros for at in layout.words[word]]
        for u in real_uses[bisect_left(real_uses, region) : bisect_left(real_uses, body_end)]:
            rel = u - region
            k = bisect_right(originals, rel) - 1
            if k >= 0 and rel < originals[k] + (segments[k][1] - segments[k][0]):
                at = segments[k][0] + rel - originals[k]
                if layout.text[at : at + 1] not in _BLANKS:
                    uses.append(at)
        copy_uses.extend(sorted(p.start + at for at in uses))
    # The real file's declarations, at the same offsets: the copies see what their originals see.
    snapshot.memo.set(hscope.FILE_SCOPE, state.file_scope)
    context = placed[0].context
    context.semantic = _ExpandedSemantic(context, sem, placed, copy_uses, state)
    for p in placed:
        state.placed[p.original.node.id] = p
        state.failures.pop(p.original.node.id, None)


def _placed(ctx: Context, state: _State, fn: Function) -> Optional[_Placed]:
    # Copies are parsed after the file's text: whether they parse depends on how the file ends.
    ctx.semantic.consult(_TAIL)
    if fn.node.id in state.placed:
        return state.placed[fn.node.id]
    sem = state.sem
    start = region_start(sem, fn)
    layout = state.layout(fn, start) if start is not None else None
    if layout is None:
        state.placed[fn.node.id] = None
        return None
    todo = [(fn, layout, start)]
    if state.batches or not state.known:
        # A file new to us, or a second function of this snapshot to analyze: the
        # others will follow (an analysis from scratch, or a change to what every
        # function sees). After an edit inside one function, it is the only one.
        functions = all_functions(ctx)
        k = next((i for i, g in enumerate(functions) if g.node.id == fn.node.id), len(functions))
        wanted = ctx.memo.get(_WANTED)
        for other in functions[k + 1 :]:
            if other.node.id in state.placed or (wanted is not None and other.node.id not in wanted):
                continue  # Analyzed already, or not by this process (a share of a parallel analysis).
            if not applies(ctx, other):
                continue
            other_start = region_start(sem, other)
            other_layout = state.layout(other, other_start)
            if other_layout is None:
                state.placed[other.node.id] = None
            else:
                todo.append((other, other_layout, other_start))
    state.batches += 1
    _place(state, todo)
    return state.placed.get(fn.node.id)


# Findings back to the file.


class _BodyMap(pp._SourceMap):
    """`_SourceMap` over one body's produced tokens, knowing every invocation written in the body.

    An argument's tokens keep their own spelling; the invocation they belong
    to is the outermost one around them (roots may nest: `F(G(x), y)`).
    """

    def __init__(self, mapping, main: str, path: str, header_macros, roots):
        super().__init__(mapping, main, path, header_macros)
        known = {id(r): r for r in self.roots}
        for r in roots:
            known.setdefault(id(r), r)
        self.roots = sorted(known.values(), key=lambda r: (r.start, -r.end))
        self.root_starts = [r.start for r in self.roots]

    def _enclosing(self, offset: int) -> Optional[Invocation]:
        k = bisect_right(self.root_starts, offset)
        found = None
        for root in self.roots[:k]:
            if root.start <= offset < root.end and (found is None or root.start < found.start):
                found = root
        return found


class _Unmappable(Exception):
    pass


class _Mapper:
    """Synthetic offsets of one expanded copy back to the file."""

    def __init__(self, state: _State, placed: _Placed):
        self.state = state
        self.p = placed
        self.fn = placed.original
        self.layout = placed.layout
        self.real_size = len(state.snapshot.data)
        # The layout covers the function from its region start, head and body.
        self.base = placed.region
        self._smap: Optional[_BodyMap] = None
        self._origins: dict[int, Origin] = {}

    # Exact positions in copied text.

    def _exact(self, x: int, side: str) -> Optional[int]:
        rel = x - self.p.start
        layout = self.layout
        if rel < 0 or rel > len(layout.text):
            return None
        starts = layout.segment_starts
        if side == "end":
            k = bisect_left(starts, rel) - 1
            ok = k >= 0 and rel <= layout.segments[k][1]
        else:
            k = bisect_right(starts, rel) - 1
            ok = k >= 0 and (rel < layout.segments[k][1] or side == "zero" and rel == layout.segments[k][1])
        if not ok:
            return None
        seg_start, _seg_end, original = layout.segments[k]
        return self.base + original + (rel - seg_start)

    def _produced(self, s: int, e: int) -> list[tuple[int, int, object]]:
        """Produced tokens that overlap [s, e); for an empty range, the token at s or next to it
        in the same run of produced text."""
        p = self.p
        rel_s, rel_e = s - p.start, e - p.start
        layout = self.layout
        tokens = layout.tokens
        if not tokens or rel_e < 0:
            return []
        k = bisect_right(layout.token_starts, rel_s) - 1
        if rel_s == rel_e:
            # Bounds of the produced run around rel_s: the copied segments on either side.
            j = bisect_right(layout.segment_starts, rel_s) - 1
            low = layout.segments[j][1] if j >= 0 else 0
            high = layout.segments[j + 1][0] if j + 1 < len(layout.segments) else len(layout.text)
            if k >= 0 and tokens[k][0] >= low and (tokens[k][1] > rel_s or k + 1 >= len(tokens) or tokens[k + 1][0] >= high):
                return [tokens[k]]
            if k + 1 < len(tokens) and tokens[k + 1][0] < high:
                return [tokens[k + 1]]
            return []
        if k < 0 or tokens[k][1] <= rel_s:
            k += 1
        out = []
        while k < len(tokens) and tokens[k][0] < rel_e:
            out.append(tokens[k])
            k += 1
        return out

    # Origins, translated to the file.

    @property
    def smap(self) -> _BodyMap:
        if self._smap is None:
            memo: dict[int, Invocation] = {}
            mapping = []
            roots = []
            for start, end, tok in self.layout.tokens:
                origin = self._origin(tok, memo)
                mapping.append((start, end, origin))
                if tok.inv is None:
                    roots.append(self._invocation(tok.ctx.outermost(), memo))
            project = self.state.ctx.project
            self._smap = _BodyMap(mapping, self.state.main, self.state.path, project.header_macros, roots)
        return self._smap

    def _invocation(self, inv, memo: dict[int, Invocation]) -> Invocation:
        found = memo.get(id(inv))
        if found is None:
            if inv.parent is None:
                parent, path, start, end = None, self.state.path, inv.start + self.base, inv.end + self.base
            else:
                parent, path, start, end = self._invocation(inv.parent, memo), inv.path, inv.start, inv.end
            # The definition in effect where the invocation is written (a body may define macros too).
            definition = self.state.definition(inv.macro, self.base + inv.outermost().start) or inv.definition
            found = memo[id(inv)] = Invocation(inv.macro, path, start, end, parent, definition)
        return found

    def _origin(self, tok, memo) -> Origin:
        found = self._origins.get(id(tok))
        if found is None:
            if tok.inv is not None:
                found = Origin(tok.path, tok.start, tok.end, self._invocation(tok.inv, memo))
            else:
                found = Origin(self.state.path, tok.start + self.base, tok.end + self.base, None)
            self._origins[id(tok)] = found
        return found

    def _locate(self, tok) -> tuple[int, int, Optional[Invocation], Optional[Invocation]]:
        smap = self.smap
        origin = self._origins[id(tok)]
        found = smap.locate(origin)
        if found is None:
            raise _Unmappable
        return found

    # Ranges.

    def inside(self, s: int, e: int) -> bool:
        return self.p.start <= s <= e <= self.p.end

    def range(self, s: int, e: int):
        """(start, end, root invocation or None, inner invocation, touches produced code)."""
        zero = s == e
        start = self._exact(s, "zero" if zero else "start")
        end = start if zero else self._exact(e, "end")
        produced = self._produced(s, e) if (start is None or end is None or self._spans_region(s, e)) else []
        if (start is None or end is None) and not produced:
            raise _Unmappable
        root = inner = None
        if produced:
            first = self._locate(produced[0][2])
            root, inner = first[2], first[3]
            if root is None:
                raise _Unmappable
            if start is None:
                start = first[0]
            if end is None:
                end = self._locate(produced[-1][2])[1]
        if zero:
            end = start
        if end < start:
            raise _Unmappable
        return start, end, root, inner, bool(produced)

    def _spans_region(self, s: int, e: int) -> bool:
        """Whether [s, e) leaves one copied segment (and so crosses macro-produced text)."""
        p = self.p
        rel_s, rel_e = max(s - p.start, 0), e - p.start
        if rel_e <= 0:
            return False
        starts = self.layout.segment_starts
        k = bisect_right(starts, rel_s) - 1
        return k < 0 or rel_e > self.layout.segments[k][1]

    def related(self, r: Related) -> Optional[Related]:
        if r.path is not None:
            return r
        if r.end <= self.real_size:
            return r
        if not self.inside(r.start, r.end):
            return None
        try:
            start, end, _root, _inner, _touched = self.range(r.start, r.end)
        except _Unmappable:
            return None
        return Related(start, end, r.message)

    def finding(self, f: Finding) -> Finding:
        if f.end <= self.real_size:
            return f  # In the file's own text (a rule reporting outside its function).
        if not self.inside(f.start, f.end):
            raise _Unmappable
        start, end, root, inner, touched = self.range(f.start, f.end)
        related = [m for m in (self.related(r) for r in f.related) if m is not None]
        message = f.message
        fix = f.fix
        if touched:
            message = message + _SUFFIX.format(root.macro)
            for note in self.smap.notes(root, inner):
                placed = self.state.note_place(note, self.fn)
                if placed is not None:
                    related.append(placed)
            fix = None
        elif fix is not None:
            fix = self._fix(fix)
        return dataclasses.replace(f, start=start, end=end, message=message, related=tuple(related), fix=fix)

    def _fix(self, fix: Fix) -> Optional[Fix]:
        edits = []
        for edit in fix.edits:
            if edit.end <= self.real_size:
                edits.append(edit)
                continue
            if not self.inside(edit.start, edit.end):
                return None
            zero = edit.start == edit.end
            start = self._exact(edit.start, "zero" if zero else "start")
            end = start if zero else self._exact(edit.end, "end")
            if start is None or end is None or (not zero and self._spans_region(edit.start, edit.end)):
                return None
            edits.append(Edit(start, end, edit.new_text))
        return Fix(fix.title, tuple(edits))


def _expanded_findings(ctx: Context, fn: Function, rules: list["Rule"]) -> Optional[list[Finding]]:
    state = _state(ctx)
    if state is None:
        return None
    placed = _placed(ctx, state, fn)
    if placed is None:
        return None
    if placed.mapper is None:
        placed.mapper = _Mapper(state, placed)
    mapper = placed.mapper
    context, copy = placed.context, placed.copy
    out: list[Finding] = []
    # Those that may find something in the copy, as the driver asks for a raw function.
    data, start, end = context.snapshot.data, copy.node.start_byte, copy.node.end_byte
    for rule, visited in applicable(_needed(context, rules), context.semantic, copy, data, start, end):
        try:
            found = rule.run(context, copy, visited)
        except Exception:  # noqa: BLE001 - this rule is judged on the raw tree instead.
            log.exception("rule %s failed on the expanded body at byte %d in %s", rule.code, fn.node.start_byte,
                          ctx.snapshot.path)
            out.extend(raw_findings(ctx, fn, [rule]))
            continue
        if not found:
            continue
        try:
            out.extend([mapper.finding(f) for f in found])
        except _Unmappable:
            log.debug("expanded view: a %s finding in %s cannot be mapped back", rule.code, ctx.snapshot.path)
            return None
    return out


def _needed(context: Context, rules: list["Rule"]) -> list["Rule"]:
    """The `rules` whose needs (`registry.Need`, facts of the file) hold in the context's semantic
    model (the file's, or the copies'), asked once per context: a rule's check asks the same and finds nothing
    where one does not hold. (A need that raises lets its rule run, to meet it again there.)"""
    known = context.memo("analysis.expanded.needed", dict)
    found = known.get(id(rules))
    if found is None or found[0] is not rules:
        found = known[id(rules)] = (rules, needs_hold(rules, context.semantic))
    return found[1]

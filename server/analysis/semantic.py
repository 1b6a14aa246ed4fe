"""The semantic model every type-aware rule shares, computed once per snapshot.

What it holds:
- the configuration the file is analyzed under: OpenCL C version and enabled
  extensions and features (from the project model, or its defaults);
- which code is trustworthy: a construct is analyzed only when it contains no
  syntax error, lies in no skipped `#if` branch, and uses no macro (whatever a
  macro expands to is unknown on the raw tree, so any rule stays silent there);
- a typer (`semantics.typing.Typer`, one catalog for analysis and hover) whose
  name lookups ignore declarations in skipped branches;
- the function definitions of the file, for rules that look at one function.

What it does not know: code a macro produces, in the tree it is given (rules
see macro uses there as unknown; for function-scope rules, `expanded.py` builds
a Semantic over a copy of a function whose body is macro-expanded), and
declarations from headers (unknown names type as None). Every consumer treats
None as "not sure" and stays silent.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter
from typing import Callable, Iterator, Optional

import tree_sitter

from .. import forksafe, memo
from .semantics import typing as ty
from .semantics import scope as hscope
from ..project import features as ft
from ..syntax.ancestry import ParentMap
from ..syntax.directives import directives, first_directive
from ..syntax.document import Snapshot
from ..syntax.outline import is_kernel
from . import preprocessed as pp
from .syntax_problems import call_read_as_type, name_read_as_type

PREPROC_BLOCKS = hscope.PREPROC_BLOCKS
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_UNTYPED = object()  # Not in a type memo yet (None is a memoized answer).


PER_ITEM_CACHE_SIZE = 50000
# Parts of whole-file facts (macro uses among them), per top-level node (`Semantic.per_item`).
_per_item_cache = memo.cache("analysis.semantic.per_item", PER_ITEM_CACHE_SIZE, ordered=False,
                             weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# (words, an item's text) -> whether the text holds one of the words (`Semantic.mentions_any`).
_item_mentions = memo.cache("analysis.semantic.item_mentions", 100000, ordered=False,
                            weigh=memo.text_weight, budget=memo.TEXT_BUDGET)


@dataclass(frozen=True)
class Function:
    """One function definition of the file."""

    node: tree_sitter.Node  # function_definition
    name: str
    name_node: tree_sitter.Node
    declarator: tree_sitter.Node  # function_declarator
    body: tree_sitter.Node  # compound_statement
    kernel: bool

    @property
    def parameters(self) -> list[tree_sitter.Node]:
        params = self.declarator.child_by_field_name("parameters")
        if params is None:
            return []
        return [p for p in params.named_children if p.type in ("parameter_declaration", "variadic_parameter")]


def function_of(definition: tree_sitter.Node, data: bytes) -> Optional[Function]:
    """The `Function` of a function_definition node, or None when its shape is unusual."""
    declarator = definition.child_by_field_name("declarator")
    # `kernel` or `__kernel` stands before the declarator: without the word there, no specifier.
    kernel = declarator is not None and data.find(b"kernel", definition.start_byte, declarator.start_byte) >= 0
    while declarator is not None and declarator.type in ("pointer_declarator", "parenthesized_declarator"):
        declarator = declarator.child_by_field_name("declarator") or (
            declarator.named_children[0] if declarator.named_children else None
        )
    body = definition.child_by_field_name("body")
    if declarator is None or declarator.type != "function_declarator" or body is None:
        return None
    name_node = declarator.child_by_field_name("declarator")
    if name_node is None or name_node.type != "identifier":
        return None
    name = data[name_node.start_byte : name_node.end_byte].decode("utf-8", "replace")
    return Function(definition, name, name_node, declarator, body, kernel and is_kernel(definition))


def item_names(item, text: bytes) -> list[str]:
    """The names a whole item declares: a function definition's, or a declaration's declarators'."""
    if item.type == "function_definition":
        fn = function_of(item, text)
        return [fn.name] if fn is not None else []
    if item.type != "declaration":
        return []
    out = []
    for declarator in item.children_by_field_name("declarator"):
        for _depth in range(16):  # Through init, pointer, array, function and parenthesized declarators.
            if declarator is None or declarator.type == "identifier":
                break
            inner = declarator.child_by_field_name("declarator")
            declarator = inner if inner is not None else (
                declarator.named_children[0] if declarator.named_children else None)
        if declarator is not None and declarator.type == "identifier":
            out.append(text[declarator.start_byte : declarator.end_byte].decode("utf-8", "replace"))
    return out


def _first_error(node: tree_sitter.Node) -> int:
    """Where the first ERROR or MISSING node under `node` (which has an error) starts, in document
    order: down the first child that holds one, level by level (no recursion)."""
    while True:
        for child in node.children:
            if child.type == "ERROR" or child.is_missing:
                return child.start_byte
            if child.has_error:
                node = child
                break
        else:
            return node.start_byte


class Semantic:
    """Facts about one snapshot that type-aware rules share."""

    # The synthetic snapshot of expanded copies (`expanded._ExpandedSemantic`) sets these: the real
    # file's model, and the offset where the copies start (its text before that is the file's).
    # A file-wide fact of the synthetic snapshot is then the real one's plus the copies' part, not
    # a second pass over the whole file (an edit pays for the real snapshot and the synthetic one).
    real: Optional["Semantic"] = None
    appendix: int = 0
    # The file-wide facts (`file_fact`) the item being analyzed has consulted: set by the driver
    # around each item, None otherwise.
    consulted: Optional[set] = None

    def __init__(self, ctx: pp.ContextView):
        self.ctx = ctx
        self.snapshot: Snapshot = ctx.snapshot
        # Facts the rules' helper modules compute once per model (`sem.memo(key, make)`).
        self.memo = memo.Memo()
        self.config = ctx.project.config_for(ctx.snapshot.path) if ctx.project is not None else None
        self.version: ft.Version = self.config.version if self.config else ft.DEFAULT_VERSION
        self.version_explicit = bool(self.config and self.config.version_explicit)
        self.features: frozenset[str] = self.config.features if self.config else ft.SPIR_DEFAULT_FEATURES
        pre = ctx.preprocessed
        # Without a preprocessor run, which `#if` branch is live is unknown.
        # (A run reused on a keystroke that changed no directive knows them too: without that, the
        # first keystroke after opening a file with `#if` changed the environment and re-analyzed
        # every function, 0.8 s for 10,000 lines, and the rules trusted less than on a fresh open.)
        self._branches_known = pre is not None and pre.branches_known or not _has_conditionals(self.snapshot)
        self.inactive: list[tuple[int, int]] = sorted(pre.inactive) if pre is not None else []
        self._inactive_starts = [start for start, _ in self.inactive]
        self.unresolved_includes = pre is not None and pre.unresolved_includes
        self._node_trust: dict[int, bool] = {}
        self._clean_span: tuple[int, int] = (0, -1)  # (start, end) of the clean item `trusted` met last
        self._types: dict[bool, dict[int, Optional[str]]] = {False: {}, True: {}}
        self._call_types: dict[tuple, Optional[str]] = {}
        # The function `expression_type` primed last, (start, end): a question inside it needs no look-up.
        self._primed_span: tuple[int, int] = (0, -1)
        self._readers: dict[bool, object] = {}
        self._body_nodes: dict[int, dict[str, list[tree_sitter.Node]]] = {}
        self._body_captures: dict[int, dict[str, list[tree_sitter.Node]]] = {}
        self._misread: dict[int, list[tree_sitter.Node]] = {}
        self._misread_all: dict[int, list[tree_sitter.Node]] = {}
        self._sound: dict[int, bool] = {}
        self._known_texts: dict[str, bool] = {}
        # Function node id -> identifiers of its body that no parameter, local or file-scope name declares.
        self._primed: dict[int, list[tuple[tree_sitter.Node, str]]] = {}

    # Configuration.

    @cached_property
    def version_number(self) -> int:
        # Asked by many rules on every node they judge; the version is fixed at construction.
        return ft.version_number(self.version)

    def has(self, name: str) -> bool:
        """Whether an extension or optional feature is supported by the configuration."""
        return name in self.features

    def pragma_enabled(self, extension: str, offset: int) -> bool:
        """Whether `#pragma OPENCL EXTENSION extension : enable` is in force at `offset` (or may be:
        after an `#include` that could not be read, `preprocessed.UNREAD_INCLUDE`)."""
        state = False
        pragmas = self._pragmas
        for i in range(bisect_right(pragmas, (offset,)) - 1, -1, -1):
            _start, name, enable = pragmas[i]
            if name == extension or name == "all":
                return enable
            if name == pp.UNREAD_INCLUDE:
                return True  # A header we could not read may enable it: no rule may say it is not.
        return state

    def pragma_key(self, offset: int) -> frozenset:
        """The `#pragma OPENCL EXTENSION` settings in force at `offset`, for cache keys: two items
        of the same text, one after `cl_khr_fp16 : disable` and one after `: enable`, are judged
        apart (the LSP fuzzer saw the first one's findings given to the second)."""
        return self._pragma_states[bisect_right(self._pragmas, (offset,))]

    @cached_property
    def _pragma_states(self) -> list[frozenset]:
        """The settings after the first i pragmas, for each i (as `pragma_enabled` reads them:
        `all` overrides every extension set before it)."""
        states = [frozenset()]
        current: dict[str, bool] = {}
        for _start, name, enable in self._pragmas:
            if name == "all":
                current = {}
            current[name] = enable
            states.append(frozenset(current.items()))
        return states

    @cached_property
    def _pragmas(self) -> list[tuple[int, str, bool]]:
        """(offset, extension, enable) of each live `#pragma OPENCL EXTENSION`, in file order;
        those of the headers (forced includes too) at the place their #include stands."""
        out = self._header_pragmas()
        for match in directives(pp.EXTENSION_PRAGMA, self.snapshot.data):
            if not self.in_inactive(match.start()):
                out.append((match.start(), match.group(1).decode(), match.group(2) == b"enable"))
        out.sort(key=lambda p: p[0])  # Stable: a header's pragmas keep their order.
        return out

    def _header_pragmas(self) -> list[tuple[int, str, bool]]:
        """The pragmas the preprocessor met in headers, each at the end of the main file's last
        token before it (-1 before any: a forced include or a leading #include): those of this
        snapshot's run, or of the run a keystroke reused, moved with the text
        (`Preprocessed.header_pragmas`)."""
        pre = self.ctx.preprocessed
        return [] if pre is None else list(pre.header_pragmas(self.snapshot.path))

    # Trust.

    @cached_property
    def macro_names(self) -> frozenset[str]:
        """Names of macros this file, its headers or the configuration define."""
        names = {n.decode() for n in pp._defined_names(self.snapshot)}
        entry = self.ctx.header_entry
        if entry is not None:
            names.update(entry.macros)
        if self.config is not None:
            names.update(name.split("(")[0] for name, _value in self.config.defines)
        return frozenset(names)

    @cached_property
    def macro_definitions_key(self) -> int:
        """A hash of the definitions (not only the names) of the macros that headers and the
        configuration give this file: analysis of expanded code depends on their values."""
        header: tuple = ()
        entry = self.ctx.header_entry
        if entry is not None:
            header = entry.defines
        configured = (tuple(self.config.defines), tuple(self.config.undefines)) if self.config is not None else ()
        return hash((header, configured))

    @cached_property
    def _macro_uses(self) -> list[int]:
        """Sorted offsets of words that name a macro (outside `#define` lines, too)."""
        macros = self.macro_names
        if not macros:
            return []
        pattern: Optional[re.Pattern] = None
        words: object = _UNSEEN  # Made on the first item not cached (a keystroke makes one).

        def uses(item: tree_sitter.Node, data: bytes) -> tuple[int, ...]:
            nonlocal pattern, words
            text = data[item.start_byte : item.end_byte]
            if words is _UNSEEN:
                words = word_names(macros)
            if words is not None:
                return tuple(name_starts(text, words))
            if pattern is None:
                pattern = _names_pattern(macros)
            return tuple(m.start() for m in pattern.finditer(text)
                         if m.start() == 0 or text[m.start() - 1] not in WORD_BYTES)

        # Scanned per top-level node and cached by its text: after an edit inside one
        # function only that function is scanned again.
        out: list[int] = []
        for start, found in self.per_item("macro_uses", uses):
            if found:  # Most items use none.
                out.extend([start + offset for offset in found])
        return out

    def consult(self, name: str, item=None):
        """The value of the file-wide fact `name` (`file_fact`), noted as one the item being
        analyzed depends on: its cached findings stand only while the fact keeps that value. A
        fact of an item (`file_fact(..., of_item=True)`) is asked of the item being analyzed."""
        owner = self.real or self  # A copy's analysis is the real item's.
        if owner.consulted is not None:
            owner.consulted.add(name)
        return self.file_fact(name, item)

    def consult_member(self, name: str, word: str):
        """One word's answer of the file-wide fact `name` (registered with `member=`: whether the
        word is in a set of words, say), noted as what the item being analyzed depends on: its
        cached findings stand while that answer stays, whatever the fact says of other words (a
        keystroke that breaks a body adds that body's words to the words of broken regions; the
        items that asked about other words keep their findings)."""
        owner = self.real or self
        if owner.consulted is not None:
            owner.consulted.add((name, word))
        return _FILE_FACTS[name][2](self.file_fact(name), word)

    def fact_answer(self, key, item=None):
        """What a key the item noted gives here: a fact's value (`consult`), or a word's answer of
        one (`consult_member`, a (name, word) key); the driver's check of a cached item."""
        if type(key) is tuple:
            name, word = key
            return _FILE_FACTS[name][2](self.file_fact(name), word)
        return self.file_fact(key, item)

    def file_fact(self, name: str, item=None):
        """The value of the fact `name` here (of `item`, for a fact of an item), not noted (the
        driver's check of a cached item). Equal values of successive snapshots are one object:
        the driver's check of each cached item is then an identity test, not a comparison of
        two sets of 20,000 words."""
        compute, of_item, _member = _FILE_FACTS[name]
        if of_item:
            return compute(self, item)
        return self.memo(("analysis.semantic.file_fact", name),
                         lambda: _fact_values.get_or_make((name, value := compute(self)), lambda: value))

    def per_item(self, label: str, compute) -> list[tuple[int, object]]:
        """(item start, `compute(item, data)`) for every top-level node of the file.

        For whole-file facts that are unions of per-item facts: each item's part
        is cached under `label`, its text and the macro names, so that after an
        edit only the edited item is looked at again. `compute` must give the
        same answer for the same text wherever it stands (offsets relative to
        the item) and must not keep nodes.
        """
        data = self.snapshot.data
        macros = self.macro_names
        out = []
        get = _per_item_cache.get
        for child in self.snapshot.tree.root_node.children:
            start = child.start_byte
            key = (label, data[start : child.end_byte], macros)
            found = get(key, _UNSEEN)
            if found is _UNSEEN:
                found = compute(child, data)
                _per_item_cache.put(key, found)
            out.append((start, found))
        return out

    def uses_macro(self, start: int, end: int) -> bool:
        uses = self._macro_uses
        i = bisect_right(uses, start - 1)
        return i < len(uses) and uses[i] < end

    def in_inactive(self, offset: int) -> bool:
        i = bisect_right(self._inactive_starts, offset) - 1
        return i >= 0 and self.inactive[i][0] <= offset < self.inactive[i][1]

    def _wholly_inactive(self, node: tree_sitter.Node) -> bool:
        """Whether `node` lies inside one skipped branch."""
        i = bisect_right(self._inactive_starts, node.start_byte) - 1
        return i >= 0 and self.inactive[i][0] <= node.start_byte and node.end_byte <= self.inactive[i][1]

    def _overlaps_inactive(self, start: int, end: int) -> bool:
        i = bisect_right(self._inactive_starts, end - 1) - 1
        return i >= 0 and self.inactive[i][1] > start

    def in_conditional(self, node: tree_sitter.Node) -> bool:
        """Whether a preprocessor conditional block encloses `node` (not counting `node` itself)."""
        top = self._tops.top_of(node)
        return top is not None and top[1]

    def trusted(self, node: Optional[tree_sitter.Node]) -> bool:
        """Whether a rule may judge `node`: parsed cleanly, live, and free of macros."""
        if node is None:
            return False
        start = node.start_byte
        # Most nodes lie in an item that is clean as a whole: what is true of the item is
        # true of every node in it, and the checks below need not be made node by node.
        low, high = self._clean_span
        if low < start < high:
            # Only the item's descendants start inside it (its ancestors start at or before it,
            # the items after it at or after its end). One read of the node, not two: a read of
            # a node's field costs as much as the rest of this test (39,700 asks per 10k lines).
            return True
        end = node.end_byte
        if low == start and end <= high and end > start and (end - start < high - low or node.id != self._root_id):
            return True  # In the clean item met last (rules ask item by item): no memo needed.
        node_id = node.id
        known = self._node_trust.get(node_id)
        if known is not None:
            return known
        if end > start:
            item = self._clean_item_around(start, end) if node_id != self._root_id else None
            if item is not None:
                self._clean_span = (item.start_byte, item.end_byte)
                self._node_trust[node_id] = True
                return True
        ok = not (node.has_error or node.is_missing)
        if ok and self._top_broken and node.end_byte > self._broken_from and not self.inside_sound_function(node):
            # Error recovery can turn the body of a function whose head did not
            # parse into "top-level" declarations: outside intact functions,
            # nothing in a broken file is what it seems from the first broken item on.
            # (An error inside a body is that body's own: the items around it parsed
            # as they are; the items before the first broken one parsed as written.)
            ok = False
        if ok and self._body_errors[0] and self._after_body_error(start):
            ok = False
        if ok and self.inactive and self._overlaps_inactive(node.start_byte, node.end_byte):
            ok = False
        if ok and not self._branches_known and self.in_conditional(node):
            ok = False
        if ok and self.uses_macro(node.start_byte, node.end_byte):
            ok = False
        if ok and self._in_misread_call(start, end):
            ok = False
        self._node_trust[node_id] = ok
        return ok

    def misread_calls(self, fn: "Function") -> list[tree_sitter.Node]:
        """The declarations of `fn`'s body that are a call on a line of its own whose `;` is
        missing, which the parser read as a macro-made type (`barrier(CLK_LOCAL_MEM_FENCE)` then
        `out[i] = x;` on the next line, read as an array `out[i]` of that type): S010 reports
        them, and nothing in them is trusted (K009 would judge `out[i]` as an array's size)."""
        found = self._misread.get(fn.node.id)
        if found is None:
            found = self._misread[fn.node.id] = []
            if _may_misread(self.snapshot.data, fn.body.start_byte, fn.body.end_byte):
                found.extend(d for d in self.body_nodes(fn).get("declaration", ()) if self._misread_call(d))
                # Before `if (c) {...}` (or `while`, `for`, `switch`), the pair reads as a function
                # defined in the body: `if` its name, `(c)` its parameters.
                found.extend(d for d in self._captures(fn).get("nested", ()) if self._misread_call(d))
                found.sort(key=attrgetter("start_byte"))
        return found

    def _misread_call(self, declaration: tree_sitter.Node) -> bool:
        written = declaration.child_by_field_id(ty.F_TYPE)
        if written is None or written.type != "macro_type_specifier":
            return False
        after = next((c for c in declaration.children
                      if c.start_byte >= written.end_byte and c.type != "comment"), None)
        word = call_read_as_type(self.snapshot.data, written, after.start_byte) if after is not None else None
        if word is None:
            return False
        name = word.decode("utf-8", "replace")
        if name in self.macro_names:
            return False  # A macro could make a type there.
        declared = hscope.file_scope(self.snapshot).by_name.get(name)
        if declared is not None and declared.kind not in ("function", "kernel"):
            return False
        if declared is None and not _builtin_function(name):
            return False
        # What `trusted` asks besides: parsed cleanly, live, no macro in it, not in an #if block
        # whose liveness is unknown.
        start, end = declaration.start_byte, declaration.end_byte
        return not (declaration.has_error or (self.inactive and self._overlaps_inactive(start, end))
                    or self.uses_macro(start, end) or (not self._branches_known and self.in_conditional(declaration)))

    def misread_declarations(self, fn: "Function") -> list[tree_sitter.Node]:
        """`misread_calls(fn)`, and the declarations of the body whose type is a macro-style name
        alone on its line that no macro, no file-scope declaration and no built-in names
        (`name_read_as_type`): a macro the host defines and uses as a statement, then the next
        line read as what it declares (openmm's `LOAD_ATOM1_PARAMETERS` / `e[i] += x;`, where K009
        judged `e[i]` as an array's size). Nothing in either is trusted."""
        found = self._misread_all.get(fn.node.id)
        if found is None:
            found = self._misread_all[fn.node.id] = list(self.misread_calls(fn))
            body = fn.body
            if _NAME_LINE.search(self.snapshot.data, body.start_byte, body.end_byte) is not None:
                found.extend(d for d in self.body_nodes(fn).get("declaration", ()) if self._misread_name(d))
                found.sort(key=attrgetter("start_byte"))
        return found

    def _misread_name(self, declaration: tree_sitter.Node) -> bool:
        written = declaration.child_by_field_id(ty.F_TYPE)
        declarator = declaration.child_by_field_name("declarator")
        if written is None or declarator is None:
            return False
        word = name_read_as_type(self.snapshot.data, written, declarator.start_byte)
        if word is None:
            return False
        name = word.decode("utf-8", "replace")
        return name not in self.macro_names and hscope.file_scope(self.snapshot).by_name.get(name) is None

    def _in_misread_call(self, start: int, end: int) -> bool:
        fn = self.function_at(start)
        if fn is None or fn.node.end_byte < end:
            return False
        return any(d.start_byte <= start and end <= d.end_byte for d in self.misread_declarations(fn))

    def _clean_item_around(self, start: int, end: int) -> Optional[tree_sitter.Node]:
        """The top-level item that holds data[start:end] when `_clean_item` finds it clean, else None."""
        if self._root_id is None:
            return None  # An ERROR root holding the file has no clean items.
        children, starts = self._root_children
        i = bisect_right(starts, start) - 1
        if i < 0 or end > children[i].end_byte:
            return None
        clean = self._clean_items.get(i)
        if clean is None:
            clean = self._clean_items[i] = self._clean_item(children[i])
        return children[i] if clean else None

    def _clean_item(self, item: tree_sitter.Node) -> bool:
        """Whether every node in a top-level item is trusted (see `trusted`, whose tests these are,
        made once for the whole item): it parsed cleanly (a MISSING node counts as an error of
        its ancestors), overlaps no skipped branch and uses no macro, holds no `#if` block whose
        liveness is unknown, and stands before the first broken item or is a function with a
        sound head and no conditional block inside (every node in it then has that function as
        its top)."""
        if self._root_id is None or item.has_error or item.is_missing:
            return False
        start, end = item.start_byte, item.end_byte
        if self.inactive and self._overlaps_inactive(start, end):
            return False
        if self.uses_macro(start, end):
            return False
        if item.type == "function_definition":
            fn = self.function_at(start)
            if fn is not None and fn.node.id == item.id and self.misread_declarations(fn):
                return False  # Nothing in a call read as a declaration is what it seems.
        directive = self.snapshot.data.find(b"#", start, end) >= 0
        if directive and not self._branches_known:
            return False
        if self._top_broken and end > self._broken_from:
            return not directive and self.inside_sound_function(item)
        return True

    @cached_property
    def _clean_items(self) -> dict[int, bool]:
        return {}

    @cached_property
    def _root_id(self) -> Optional[int]:
        """The root's id when it is a translation unit (an ERROR root holding the file has no clean items)."""
        root = self.snapshot.tree.root_node
        return root.id if root.type == "translation_unit" else None

    @cached_property
    def _root_broken(self) -> bool:
        root = self.snapshot.tree.root_node
        return root.has_error and not self._errors_only_inactive(root)

    @cached_property
    def _broken_from(self) -> Optional[int]:
        """Where the first item broken outside the function bodies starts (None: no such item).
        The parser reads left to right: what ends before it parsed as written."""
        return Semantic._first_broken_outside(self, frozenset()) if self._root_broken else None

    @cached_property
    def _top_broken(self) -> bool:
        return self._broken_from is not None

    @property
    def broken_from(self) -> Optional[int]:
        """Where the first item broken outside the function bodies starts (None: none is): nodes
        outside sound functions that end after it are not trusted (`trusted`)."""
        return self._broken_from

    @property
    def root_broken(self) -> bool:
        """Whether something outside the function bodies fails to parse, outside the branches the
        preprocessor skips: what `trusted` goes by for nodes outside sound functions (the driver
        keys cached findings on it too)."""
        return self._top_broken

    def _errors_only_inactive(self, node: tree_sitter.Node) -> bool:
        """Whether every ERROR and MISSING node under `node` lies inside one skipped `#if` branch:
        the compiler never reads that text (`#ifdef ATTR_TEST` around a construct we do not parse),
        so it says nothing about the code around it. A recovery that reaches past the branch counts."""
        if not self.inactive:
            return False
        stack = [node]
        while stack:
            current = stack.pop()
            if current.type == "ERROR" or current.is_missing:
                start, end = current.start_byte, current.end_byte
                i = bisect_right(self._inactive_starts, start) - 1
                if i < 0 or not (self.inactive[i][0] <= start and end <= self.inactive[i][1]):
                    return False
                continue
            stack.extend(child for child in current.children if child.has_error or child.is_missing)
        return True

    @cached_property
    def outside_broken(self) -> bool:
        """Whether anything outside the function bodies fails to parse (a declaration, a head,
        an item glued to an unfinished one). A syntax error inside one body is that body's
        own business: the other functions' names and types do not depend on it."""
        return self._root_broken and self.broken_outside(frozenset())

    def broken_outside(self, explained: "set[int] | frozenset[int]") -> bool:
        """`outside_broken`, leaving out the top-level items whose ids are in `explained` (heads the
        expanded view sees parse cleanly once their macros are expanded: `expanded.py`)."""
        return self._first_broken_outside(explained) is not None

    def _first_broken_outside(self, explained: "set[int] | frozenset[int]") -> Optional[int]:
        """Where the first top-level item that fails to parse outside its function body starts
        (items in `explained` left out), or None."""
        # When tree-sitter gave up on the whole file (a body cut off before its end; CLBlast's
        # units, whose heads `#if` splits) the "top-level items" are pieces of an ERROR, which may be
        # those of one broken function, locals included: what comes before the first piece that is
        # not a whole, clean definition, a directive or a comment parsed as written; a clean
        # definition after it stays trusted (`Tops` sees the pieces).
        pieces = self.error_pieces
        data = self.snapshot.data
        items = self.items
        lines: dict = {}
        for k, item in enumerate(items):
            if item.id in explained:
                continue
            if item.has_error and confined_to_directive_line(data, items, k, lines):
                continue  # (`#define F(x` typed: the compiler drops the line; what follows parsed as written.)
            if item.id in pieces and not (item.type == "comment" or (item.type == "function_definition" and not item.has_error)
                                          or (item.type.startswith("preproc_") and not item.has_error)
                                          or _on_directive_line(data, item) or self._wholly_inactive(item)):
                return item.start_byte
            if not (item.has_error or item.is_missing):
                continue  # Parsed cleanly throughout (has_error covers MISSING nodes below too).
            if item.type == "function_definition":
                if self._errors_only_inactive(item):
                    continue  # A function in a skipped branch (`#ifdef cl_khr_int64` unset): never read.
                body = item.child_by_field_name("body")
                if any(child.has_error or child.is_missing or child.type == "ERROR"
                       for child in item.children if body is None or child.id != body.id):
                    return item.start_byte
                if body is not None and body.is_missing:
                    return item.start_byte
            elif (item.has_error or item.is_missing or item.type == "ERROR") and not self._errors_only_inactive(item):
                return item.start_byte
        return None

    @cached_property
    def _body_errors(self) -> tuple[list[int], list[tuple[int, int, int]]]:
        """(starts, [(start, end, where its first error is)]) of the functions whose body does not
        parse. Error recovery inside a body can read the rest of it, and the functions after it,
        as blocks of this one (`for (int k = 0; k < N ++k) {` runs on to a later `}`): a swallowed
        function's code judged with this one's names gave false errors (V001 on a `float4 v` that
        the earlier `float2 v` hid). What comes before the first error parsed as written."""
        spans: list[tuple[int, int, int]] = []
        if not self.snapshot.tree.root_node.has_error:
            return [], spans
        for fn in self.functions:
            body = fn.body
            if body is not None and body.has_error:
                first = _first_error(body)
                # A function defined in the body is an error too, the first one when a `}` left out
                # above it leaves the body open (the parser reads the functions after it as nested
                # ones, cleanly, and the missing `}` at the end of the file): judged as this one's
                # code, a call of it was recursion (K008), its locals this function's (Q009).
                nested = self._captures(fn).get("nested")
                if nested:
                    first = min(first, min(node.start_byte for node in nested))
                spans.append((fn.node.start_byte, fn.node.end_byte, first))
        return [span[0] for span in spans], spans

    def _after_body_error(self, start: int) -> bool:
        """Whether `start` lies in a function body at or after its first error (`_body_errors`)."""
        starts, spans = self._body_errors
        k = bisect_right(starts, start) - 1
        return k >= 0 and spans[k][2] <= start < spans[k][1]

    def inside_sound_function(self, node: tree_sitter.Node) -> bool:
        """Whether `node` lies in a function definition with a sound head, with no `#if` block
        between them (the highest ancestor below the root or a conditional block is that function):
        in a broken file, what `trusted` still trusts after the first broken item."""
        top = self._tops.top_of(node)
        if top is None or top[0].type != "function_definition":
            return False
        functions = self._functions_by_top
        fn = functions.get(top[0].id, _UNSEEN)
        if fn is _UNSEEN:
            fn = functions[top[0].id] = function_of(top[0], self.snapshot.data)
        return fn is not None and self.sound(fn)

    @cached_property
    def error_pieces(self) -> frozenset[int]:
        """The ids of the items that are pieces of an ERROR (`holds_functions`)."""
        root = self.snapshot.tree.root_node
        out = set(child.id for child in root.children) if root.type == "ERROR" else set()
        if self.snapshot.data.find(b"#") < 0:
            return frozenset(out)
        stack = list(root.children)
        while stack:
            node = stack.pop()
            if node.type in PREPROC_BLOCKS:
                stack.extend(node.children)
            elif holds_functions(node):
                out.update(child.id for child in node.children)
                stack.extend(child for child in node.children if child.type in PREPROC_BLOCKS or child.type == "ERROR")
        return frozenset(out)

    @cached_property
    def _functions_by_top(self) -> dict[int, Optional[Function]]:
        return {}

    @cached_property
    def _tops(self) -> "Tops":
        return Tops(self.snapshot)

    # Ancestors. tree-sitter's `Node.parent` descends from the root at each call (a walk up
    # costs depth x depth): rules climb through parent maps, one per top-level item.

    def parent(self, node: tree_sitter.Node) -> Optional[tree_sitter.Node]:
        """What `node.parent` is, from the parent map of its top-level item."""
        found = self.parent_map(node)
        return found.parent(node) if found is not None else None

    def ancestors(self, node: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
        """The ancestors of `node`, nearest first, up to the root."""
        found = self.parent_map(node)
        return found.ancestors(node) if found is not None else iter(())

    def parent_map(self, node: tree_sitter.Node) -> Optional[ParentMap]:
        """The parent map of the root's child that holds `node` (None for the root), built on first use."""
        root = self.snapshot.tree.root_node
        children, starts = self._root_children
        item = None
        i = bisect_right(starts, node.start_byte) - 1
        if i >= 0 and node.end_byte > node.start_byte:
            candidate = children[i]
            if candidate.start_byte <= node.start_byte and node.end_byte <= candidate.end_byte:
                item = candidate
        if item is None:
            if node.id == root.id:
                return None
            item = root.child_with_descendant(node)  # An empty node: tree-sitter says where it hangs.
            if item is None:
                return None
        found = self._parent_maps.get(item.id)
        if found is None:
            found = self._parent_maps[item.id] = ParentMap(item, root)
        return found

    @cached_property
    def _root_children(self) -> tuple[list[tree_sitter.Node], list[int]]:
        children = self.snapshot.tree.root_node.children
        return children, [child.start_byte for child in children]

    @cached_property
    def _parent_maps(self) -> dict[int, ParentMap]:
        return {}

    def expanded_from(self, fn: Function) -> Optional[Function]:
        """The function of the real file that `fn`, a macro-expanded copy, stands for; None for a
        function of the file itself (this model's are all such: a model of copies answers)."""
        return None

    def sound(self, fn: Function) -> bool:
        """Whether a function's head is one we can judge: its parameters parsed, and no macro
        makes its name, return type or attributes (`KERNEL(name)(...)`, `KERNEL_FQ void f`)."""
        known = self._sound.get(fn.node.id)
        if known is None:
            known = self._sound[fn.node.id] = self._judge_head(fn)
        return known

    def _judge_head(self, fn: Function) -> bool:
        if fn.declarator.has_error or self.glued_to_previous(fn.node):
            return False
        start, body_start = fn.node.start_byte, fn.body.start_byte
        data = self.snapshot.data
        if (self.inactive and self._overlaps_inactive(start, body_start)) or (
                data.find(b"#", start, body_start) >= 0  # (Most heads hold none: no scan set up.)
                and next(directives(_HEAD_CONDITIONAL, data, start, body_start), None)):
            return False  # A head split by `#if`: the raw tree mixes the branches (expanded.macro_named).
        params = fn.declarator.child_by_field_name("parameters")
        return not self.uses_macro(start, params.start_byte if params is not None else body_start)

    def glued_to_previous(self, node: tree_sitter.Node) -> bool:
        """`_glued_to_previous(node)`; for a child of the root, its sibling found by bisection in
        the root's children (`Node.prev_sibling` looks through the parent's children from the
        first one: asked for every function, that was quadratic in the number of items)."""
        children, starts = self._root_children
        start, node_id = node.start_byte, node.id
        k = bisect_left(starts, start)
        while k < len(children) and starts[k] == start and children[k].id != node_id:
            k += 1  # (Past empty nodes at the same offset: a missing one.)
        if k == len(children) or children[k].id != node_id:
            return _glued_to_previous(node)  # Not a child of the root.
        while k and children[k - 1].type == "comment":
            k -= 1
        return bool(k) and _glues(children[k - 1])

    # Typing.

    @cached_property
    def typer(self) -> "SemanticTyper":
        return SemanticTyper(self)

    def type_of(self, node: Optional[tree_sitter.Node]) -> Optional[str]:
        """The type of a trusted expression, or None when unsure or untrusted."""
        if node is None or not self.trusted(node):
            return None
        # The memos read here first: most asks (18k per 10k lines) are answered by a dict hit.
        found = self._types[False].get(node.id, _UNTYPED)
        if found is _UNTYPED:
            found = self.expression_type(node)
        if found is not None and not (self._known_texts.get(found) or self._known_text(found)):
            return None  # A name no declaration we can see defines (a header's typedef, a typo).
        return found

    def _known_text(self, text: str) -> bool:
        known = self._known_texts.get(text)
        if known is None:
            typer = self.typer
            known = self._known_texts[text] = typer.known(typer.canonical(text))
        return known

    def expression_type(self, node: tree_sitter.Node, bool_literals: bool = False) -> Optional[str]:
        """The type of an expression (trusted or not: callers judge), typed once per snapshot.

        Every rule that asks shares one memo, so an expression is typed once
        however many rules look at it. The first question inside a function
        resolves all of its names in one walk (`prime`). With `bool_literals`,
        `true` and `false` are `bool` (OpenCL C's type for them) instead of the
        hover typer's `int`.
        """
        if bool_literals and self._no_bool_words:
            bool_literals = False  # No `true` or `false` in the file: both memos would hold the same.
        results = self._types[bool_literals]
        node_id = node.id
        found = results.get(node_id, _UNSEEN)
        if found is not _UNSEEN:
            return found
        start, end = node.start_byte, node.end_byte
        if bool_literals and not self.has_bool_word(start, end):
            # Without `true` or `false` in it, the expression types the same either way:
            # one memo serves both.
            plain = self._types[False]
            found = plain.get(node_id, _UNSEEN)
            if found is _UNSEEN:
                found = self._type_new(node, node_id, start, end, False, plain)
            results[node_id] = found
            return found
        return self._type_new(node, node_id, start, end, bool_literals, results)

    def _type_new(self, node: tree_sitter.Node, node_id: int, start: int, end: int, bool_literals: bool,
                  results: dict) -> Optional[str]:
        """`expression_type` of a node not in `results` yet."""
        low, high = self._primed_span
        if not (low <= start and end <= high):  # Not inside the function primed last: find its function.
            fn = self.function_at(start)
            if fn is not None and fn.node.end_byte >= end:
                self.prime(fn)
                self._primed_span = (fn.node.start_byte, fn.node.end_byte)
        typer = self.typer
        kind = node.type
        if kind in _LEAVES:  # The most frequent questions (names, numbers), answered without the stack.
            if kind == "identifier":
                found = results[node_id] = typer._type_identifier(node, None)
            elif bool_literals and (kind == "true" or kind == "false"):
                found = results[node_id] = "bool"
            else:
                rule = typer._rule_table.get(kind)
                found = results[node_id] = rule(typer, node, None) if rule is not None else None
            return found
        try:
            self._type_stack(typer, node, kind, node_id, bool_literals, results)
        except RecursionError:
            return None
        return results.get(node_id)

    def _type_stack(self, typer, node: tree_sitter.Node, kind: str, node_id: int, bool_literals: bool,
                    results: dict) -> None:
        """Types `node` (not a leaf, of type `kind`, untyped yet) and its untyped operands, operands
        first, with an explicit stack of (node, type, id, whether its operands are typed). Each
        node's `type` and `id` are read once (each read makes a Python object); an operand that is
        a leaf (most are: names, numbers) is typed where it is met, without going through the stack."""
        of = self._readers.get(bool_literals)
        if of is None:
            def of(child, results=results):
                return results.get(child.id) if child is not None else None
            self._readers[bool_literals] = of
        rules, leaves, operands_of, fields_of = typer._rule_table, _LEAVES, typer._operands_of, ty.OPERAND_FIELDS
        stack: list[tuple] = []
        current, current_id, ready = node, node_id, False
        while True:
            if not ready:
                waiting = False
                fields = fields_of.get(kind)  # `operands_of` written out for the kinds with operand fields.
                if fields is None:
                    operands = operands_of(current, kind)
                elif len(fields) == 1:
                    operands = (current.child_by_field_id(fields[0]),)
                else:
                    get = current.child_by_field_id
                    operands = (get(fields[0]), get(fields[1]))
                for operand in operands:
                    if operand is None:
                        continue
                    operand_id = operand.id
                    if operand_id in results:
                        continue
                    operand_kind = operand.type
                    if operand_kind in leaves:
                        if operand_kind == "identifier":
                            results[operand_id] = typer._type_identifier(operand, None)
                        elif bool_literals and (operand_kind == "true" or operand_kind == "false"):
                            results[operand_id] = "bool"
                        else:
                            rule = rules.get(operand_kind)
                            results[operand_id] = rule(typer, operand, of) if rule is not None else None
                        continue
                    if not waiting:  # Typed after its operands.
                        stack.append((current, kind, current_id, True))
                        waiting = True
                    stack.append((operand, operand_kind, operand_id, False))
                if waiting:
                    current, kind, current_id, ready = stack.pop()
                    continue
            if kind == "call_expression":
                results[current_id] = self._call_type(typer, current, results)
            else:
                rule = rules.get(kind)
                results[current_id] = rule(typer, current, of) if rule is not None else None
            if not stack:
                return
            current, kind, current_id, ready = stack.pop()

    def has_bool_word(self, start: int, end: int) -> bool:
        """Whether `true` or `false` occurs in data[start:end] (a search of the text itself would
        cost the expression's length at each of its nested subexpressions)."""
        for word, offsets in self._bool_words:
            i = bisect_left(offsets, start)
            if i < len(offsets) and offsets[i] + len(word) <= end:
                return True
        return False

    @cached_property
    def _bool_words(self) -> tuple[tuple[bytes, list[int]], ...]:
        data = self.snapshot.data
        return tuple((word, [m.start() for m in re.finditer(word, data)]) for word in (b"true", b"false"))

    @cached_property
    def _no_bool_words(self) -> bool:
        return not any(offsets for _word, offsets in self._bool_words)

    def _call_type(self, typer, node, results) -> Optional[str]:
        """A call's type; built-in calls are resolved once per name and argument types."""
        function = node.child_by_field_id(ty.F_FUNCTION)
        arguments = node.child_by_field_id(ty.F_ARGUMENTS)
        if function is None or function.type != "identifier" or arguments is None or typer.lookup(function) is not None:
            return typer._rule(node, results)
        args = tuple([results.get(c.id) for c in arguments.named_children if c.type != "comment"])
        key = (self.text(function), args)
        calls = self._call_types
        found = calls.get(key, _UNSEEN)
        if found is _UNSEEN:
            found = calls[key] = typer._rule(node, results)
        return found

    def unresolved_names(self, fn: Function) -> list[tuple[tree_sitter.Node, str]]:
        """(identifier, name) of each use in the body that no parameter, local or file-scope
        declaration of the file declares, in file order (local prototypes left out, and the
        names that the body's declarations declare, which are no uses)."""
        self.prime(fn)
        return sorted(self._primed[fn.node.id], key=lambda pair: pair[0].start_byte)

    def body_nodes(self, fn: Function) -> dict[str, list[tree_sitter.Node]]:
        """The nodes of a function body by type (the types in BODY_NODE_TYPES), in file order.

        One walk per function serves every rule family that looks for
        declarations, assignments, calls, casts and the like.
        """
        found = self._body_nodes.get(fn.node.id)
        if found is None:
            captures = self._captures(fn)
            # Captures come grouped by pattern, not in document order: sorted here, outer
            # nodes before the nodes they contain, as a walk would find them.
            found = self._body_nodes[fn.node.id] = {
                kind: in_document_order(captures[name]) for kind, name in _BODY_CAPTURES if name in captures}
        return found

    def has_body_nodes(self, fn: Function) -> bool:
        """Whether `body_nodes(fn)` was made already (a caller needing a few node types may then read them)."""
        return fn.node.id in self._body_nodes

    def has_nested_parameters(self, fn: Function) -> bool:
        """Whether a block literal or a local prototype inside the body declares parameters."""
        captures = self._captures(fn)
        return bool(captures.get("block") or captures.get("proto"))

    def _captures(self, fn: Function) -> dict[str, list[tree_sitter.Node]]:
        """One query over a function body: what `prime` and `body_nodes` need, by capture name."""
        found = self._body_captures.get(fn.node.id)
        if found is None:
            if fn.body.descendant_count < QUERY_DEPTH_LIMIT:
                found = tree_sitter.QueryCursor(_prime_query()).captures(fn.body)
            else:
                found = _walk_captures(fn.body)
            self._body_captures[fn.node.id] = found
        return found

    def function_at(self, offset: int) -> Optional[Function]:
        """The function definition whose text contains `offset`, if any."""
        functions = self.functions
        i = bisect_right(self._function_starts, offset) - 1
        if i >= 0 and offset < functions[i].node.end_byte:
            return functions[i]
        return None

    @cached_property
    def _function_starts(self) -> list[int]:
        return [fn.node.start_byte for fn in self.functions]

    def prime(self, fn: Function) -> None:
        """Resolve every identifier of a function in one walk and seed the typer's lookup cache.

        Mirrors `semantics.scope.lookup` (parameters, then enclosing blocks innermost
        first, a declaration visible from the end of its name on, then file
        scope), without walking the enclosing scopes again for each use, which
        is most of the cost of typing a large function.
        """
        if fn.node.id in self._primed:
            return
        unresolved: list[tuple[tree_sitter.Node, str]] = []
        self._primed[fn.node.id] = unresolved
        snapshot = self.snapshot
        data = snapshot.data
        names = self.typer._names
        by_name = hscope.file_scope(snapshot).by_name
        # One query finds the identifiers and the nodes that open a scope; a sweep in
        # file order keeps the open scopes on a stack (they nest, being tree nodes).
        captures = self._captures(fn)
        params = _parameter_table(snapshot, fn.declarator.child_by_field_name("parameters"))
        if captures.get("block") or captures.get("proto") or not _resolve_nested(
                snapshot, captures, params, by_name, names, unresolved):
            _resolve_uses(snapshot, _scope_events(captures), params, _body_words(data, captures), by_name, names,
                          unresolved)

    def text(self, node: tree_sitter.Node) -> str:
        return self.snapshot.data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    # Functions.

    @cached_property
    def items(self) -> list[tree_sitter.Node]:
        """The top-level items (looking through `#if` blocks, live or not), listed once per snapshot."""
        return list(top_level_items(self.snapshot.tree.root_node))

    @cached_property
    def nested_items(self) -> frozenset[int]:
        """The ids of the items (`items`) that the raw tree holds inside an `#if` block or another
        item (not children of the root): what the rules trust there differs, and the same text may
        move in or out of one (a stray `#ifdef` that tree-sitter reads in the middle of a line)."""
        children = {child.id for child in self.snapshot.tree.root_node.children}
        return frozenset(item.id for item in self.items if item.id not in children)

    def mentions_any(self, words: tuple[bytes, ...]) -> bool:
        """Whether the text holds one of `words` anywhere (comments and skipped branches too):
        a file-wide prefilter. Asked item by item, each answer cached under the item's text, so
        a keystroke pays for the edited item only (a `bytes.find` over 10,000 lines is 0.1 ms a
        word). Between items there is only blank space, and no word spans two items."""
        known = self._mentions.get(words)
        if known is None:
            real = self.real
            if real is not None:  # The synthetic snapshot: the file's text, then the copies'.
                known = real.mentions_any(words) or self._mentions_from(words, self.appendix)
            else:
                known = self._mentions_from(words, 0)
            self._mentions[words] = known
        return known

    @cached_property
    def _mentions(self) -> dict[tuple[bytes, ...], bool]:
        return {}

    def _mentions_from(self, words: tuple[bytes, ...], start: int) -> bool:
        # The words as one bytes object: its hash is kept, a tuple's is made again on every look-up.
        # `in` mapped over the words at C level: a generator per item cost more than its finds.
        return any(self.item_facts(_item_mentions, lambda _item, text: any(map(text.__contains__, words)),
                                   start, b"\0".join(words)))

    def item_facts(self, table: "memo.Table", make, start: int = 0, tag=None) -> list:
        """`make(item, text)` for each of `items` from offset `start` on, cached in `table` under
        the item's text (and `tag`, what else the fact depends on): for file-wide facts that are
        a sum of per-item facts, so that a keystroke makes the edited item's fact only. Only for
        facts of the item's own text."""
        texts = self.item_texts
        items = self.items
        get = table.get
        out = []
        made = {}
        for k in range(bisect_left(self.item_starts, start) if start else 0, len(texts)):
            key = texts[k] if tag is None else (tag, texts[k])
            found = get(key)
            if found is None:
                found = made[key] = make(items[k], texts[k])
            out.append(found)
        table.put_many(made)  # One lock for all (a file opened: every item is new).
        return out

    def live_item_names(self, table: "memo.Table", make, start: int = 0, tag=None) -> frozenset:
        """The union of `item_facts` that are sets of names, over the items outside skipped
        branches (a verdict is cached by text alone, so where an item stands is judged here)."""
        facts = self.item_facts(table, make, start, tag)
        items = self.items[len(self.items) - len(facts):]
        names: set = set()
        for item, found in zip(items, facts):
            if found and not (self.inactive and self.in_inactive(item.start_byte)):
                names.update(found)
        return frozenset(names)

    @cached_property
    def item_texts(self) -> list[bytes]:
        """The text of each of `items`: keys of facts cached item by item across snapshots (one
        bytes object per item and snapshot, so its hash is computed once)."""
        data = self.snapshot.data
        return [data[item.start_byte : item.end_byte] for item in self.items]

    @cached_property
    def item_starts(self) -> list[int]:
        return [item.start_byte for item in self.items]

    @cached_property
    def functions(self) -> list[Function]:
        """Function definitions outside skipped branches, in file order."""
        out = []
        data = self.snapshot.data
        for item in self.items:
            if item.type == "function_definition" and not self.in_inactive(item.start_byte):
                fn = function_of(item, data)
                if fn is not None:
                    out.append(fn)
        return out


def _glued_to_previous(node: tree_sitter.Node) -> bool:
    """Whether the item before `node` did not end (an ERROR, or a missing `;`): then words
    before the definition belong to its head (`KERNEL_FQ KERNEL_FA void f(...)` parses as a
    declaration `KERNEL_FQ KERNEL_FA` lacking its `;`, followed by `void f(...)`)."""
    previous = node.prev_sibling
    while previous is not None and previous.type == "comment":
        previous = previous.prev_sibling
    return previous is not None and _glues(previous)


def _glues(previous: tree_sitter.Node) -> bool:
    """Whether the item before a definition did not end: an ERROR, or an item ending in a missing
    node (only an item with an error can: it counts in `has_error`)."""
    return previous.type == "ERROR" or previous.has_error and _ends_missing(previous)


def _ends_missing(node: tree_sitter.Node) -> bool:
    """Whether the last leaf of `node` is a node the parser made up (a missing `;`)."""
    last = node
    while last.child_count:
        last = last.child(last.child_count - 1)
    return last.is_missing


def top_level_items(root: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
    """Top-level items, looking through `#if` blocks (live or not: callers filter)."""
    stack = list(reversed(root.children))
    while stack:
        item = stack.pop()
        if item.type in PREPROC_BLOCKS or holds_functions(item):
            stack.extend(reversed(item.children))
            continue
        yield item


def confined_to_directive_line(data: bytes, items: list, k: int, memo: Optional[dict] = None) -> bool:
    """Whether the `k`-th top-level item is a malformed directive that lies on its own line: an
    ERROR (or a directive that holds one) on one line that starts with `#`, after which the items
    on that line end with it. The compiler drops such a line, and tree-sitter reads what comes
    after it as written: the items after it are no less trustworthy than in a file without it."""
    item = items[k]
    if not (item.type == "ERROR" or item.type.startswith("preproc_")) or item.is_missing:
        return False
    start = item.start_byte
    line_start = data.rfind(b"\n", 0, start) + 1
    if not data[line_start:start].lstrip(b" \t").startswith(b"#") and not data.startswith(b"#", start):
        return False
    if data.find(b"\\", line_start, item.end_byte) >= 0:
        return False  # (A continued line: not worth following.)
    line_end = data.find(b"\n", start)
    line_end = len(data) if line_end < 0 else line_end
    if item.end_byte > line_end + 1:
        return False
    # The items after it on its line that do not end with it: listed once per line for the items
    # of one line asked in order (`memo`, the caller's, per line end): a long line of broken items
    # was a scan of the rest of the line per item.
    found = memo.get(line_end) if memo is not None else None
    if found is None or found[0] > k + 1:
        spoilers = []
        j = k + 1
        while j < len(items) and items[j].start_byte <= line_end:
            after = items[j]
            if after.end_byte > line_end + 1 or (after.has_error and after.type != "ERROR"):
                spoilers.append(j)
            j += 1
        found = (k + 1, spoilers)
        if memo is not None:
            memo[line_end] = found
    return bisect_right(found[1], k) == len(found[1])


def _on_directive_line(data: bytes, node: tree_sitter.Node) -> bool:
    """Whether `node` lies on one line that is a conditional directive's (`#if`, its condition and
    line end, pieces of an ERROR when tree-sitter could not make the block)."""
    # (A directive's line end may take in the blank lines after it.)
    if node.type != "\n" and data.find(b"\n", node.start_byte, node.end_byte) >= 0:
        return False
    line_start = data.rfind(b"\n", 0, node.start_byte) + 1
    return node.type.startswith("#") or data[line_start : node.start_byte].lstrip(b" \t").startswith(b"#")


def holds_functions(node: tree_sitter.Node) -> bool:
    """Whether `node` is an ERROR among the top-level items that holds whole function definitions
    (tree-sitter's recovery after heads that `#if` splits, as in CLBlast): its pieces are items,
    as the root's are when the whole file is one ERROR, so the definitions are found."""
    return node.type == "ERROR" and any(child.type == "function_definition" for child in node.children)


class Tops:
    """The nodes whose parent is the root or a preprocessor conditional block ("tops"), by byte range.

    `top_of(node)` answers what a walk up from `node` to the root or to the nearest
    enclosing `#if` block would (the last node of that walk), without `Node.parent`:
    tree-sitter keeps no parent pointers and finds a parent by descending from the
    root, so each walk up would cost depth x depth. Tops nest only through
    conditional blocks, so a lookup is a bisection and a step out per level of
    `#if` nesting. Built once per snapshot, in one pass over the top-level items
    (only items with a `#` in their text are looked into for nested blocks).
    """

    def __init__(self, snapshot: Snapshot):
        root = snapshot.tree.root_node
        # A root that is not a translation unit or an ERROR holding the file's pieces is a top itself.
        self._root_id = root.id if root.type in ("translation_unit", "ERROR") else None
        data = snapshot.data
        found: list[tuple[int, int, int, tree_sitter.Node, bool]] = []
        # (node, whether its parent is a conditional block).
        stack = [(child, False) for child in root.children] if self._root_id is not None else [(root, False)]
        while stack:
            node, in_block = stack.pop()
            found.append((node.start_byte, -node.end_byte, len(found), node, in_block))
            if node.type in PREPROC_BLOCKS:
                stack.extend((child, True) for child in node.children)
            elif holds_functions(node):
                stack.extend((child, in_block) for child in node.children)  # Its pieces, as `top_level_items`.
            elif data.find(b"#", node.start_byte, node.end_byte) >= 0:
                # Conditional blocks inside an item (in a function body, say): their children are tops.
                for block in _outermost_blocks(node):
                    stack.extend((child, True) for child in block.children)
        found.sort()
        self._starts = [entry[0] for entry in found]
        self._tops = [(entry[3], entry[4]) for entry in found]
        # Index of the nearest top that contains each top, or -1 (tops are nested or disjoint).
        self._enclosing: list[int] = []
        open_tops: list[int] = []
        for i, (_start, negative_end, _seq, _node, _in_block) in enumerate(found):
            while open_tops and -found[open_tops[-1]][1] < -negative_end:
                open_tops.pop()
            self._enclosing.append(open_tops[-1] if open_tops else -1)
            open_tops.append(i)
        self._ends = [-entry[1] for entry in found]
        # Empty tops (MISSING tokens) by id: an empty node's range says nothing about where it hangs.
        self._empty = {node.id: (node, in_block) for node, in_block in self._tops if node.end_byte == node.start_byte}

    def top_of(self, node: tree_sitter.Node) -> Optional[tuple[tree_sitter.Node, bool]]:
        """(the top holding `node`, or `node` itself when it is one; whether that top's parent is a
        conditional block), or None for the root."""
        if node.id == self._root_id:
            return None
        start, end = node.start_byte, node.end_byte
        if end == start:
            top = self._empty.get(node.id)
            if top is not None:
                return top
        # An empty node (a MISSING one) at the start of a top ends what comes before it.
        i = (bisect_right(self._starts, start) if end > start else bisect_left(self._starts, start)) - 1
        ends = self._ends
        while i >= 0:
            if ends[i] >= end:
                return self._tops[i]
            i = self._enclosing[i]
        return None


def _outermost_blocks(item: tree_sitter.Node) -> list[tree_sitter.Node]:
    """The conditional blocks inside `item` (not itself one) that no other block inside it encloses."""
    out = []
    cursor = item.walk()
    if not cursor.goto_first_child():
        return out
    while True:
        node = cursor.node
        if node.type in PREPROC_BLOCKS:
            out.append(node)
        elif cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent() or cursor.node.id == item.id:
                return out


# Node types `Semantic.body_nodes` collects.
BODY_NODE_TYPES = frozenset({
    "field_expression", "init_declarator", "declaration", "assignment_expression", "update_expression", "return_statement",
    "call_expression", "cast_expression", "vector_literal", "binary_expression", "unary_expression",
    "conditional_expression", "number_literal", "pointer_expression", "subscript_expression",
    "compound_literal_expression", "sizeof_expression", "block_literal",
})
_UNSEEN = object()

# File-wide facts some rules judge an item by (whether the file names a type nothing declares,
# say): they depend on every item's text, bodies included, which no key of an item's own holds.
# (Also facts of one item that text elsewhere may change: `file_fact(..., of_item=True)`.)
# A rule asks one through `Semantic.consult`, and the driver keeps, with each item's findings,
# the values of the facts it consulted, and checks them before reusing the findings.
_FILE_FACTS: dict[str, tuple[Callable, bool, Optional[Callable]]] = {}
# (name, value) -> that value: one object per distinct value (`Semantic.file_fact`).
_fact_values = memo.cache("analysis.semantic.file_fact_values", 256)


def file_fact(name: str, of_item: bool = False, member: Optional[Callable] = None):
    """Register the decorated function (`Semantic` -> a hashable value) as the file-wide fact
    `name`; with `of_item`, (`Semantic`, a top-level item) -> a value that says nothing of where
    the item stands (offsets relative to it), which other text may change (a syntax problem that
    error recovery places in it). `member(value, word)`: a word's answer of the value, which
    `Semantic.consult_member` asks."""
    def register(compute):
        _FILE_FACTS[name] = (compute, of_item, member)
        return compute
    return register
_LEAVES = ty.LEAVES
_SCOPES = {"compound_statement", "for_statement", "case_statement"} | hscope.PREPROC_BLOCKS
_DECLARING = {"declaration", "type_definition"} | set(hscope.RECORD_KINDS)
# The same sets as kind ids (`Node.kind_id`), for the walks that read each child's kind.
_DECLARING_IDS = hscope.kind_ids(*_DECLARING)


# Per snapshot (the few most recent, by identity), the #if blocks that the table of an enclosing
# scope already lists through (see `_scope_entries`).
_covered_lock = forksafe.Lock()
_covered: list[tuple[Snapshot, set[int]]] = []
_COVERED_SNAPSHOTS = 4


def _covered_blocks(snapshot: Snapshot) -> set[int]:
    if _covered:
        cached, ids = _covered[0]  # One read of a list that is never emptied: safe without the lock.
        if cached is snapshot:
            return ids  # The snapshot asked last (every scope of a file asks in turn).
    with _covered_lock:
        for k, (cached, ids) in enumerate(_covered):
            if cached is snapshot:
                if k:
                    _covered.insert(0, _covered.pop(k))
                return ids
        ids: set[int] = set()
        _covered.insert(0, (snapshot, ids))
        del _covered[_COVERED_SNAPSHOTS:]
        return ids


def _scope_entries(snapshot: Snapshot, scope_node: tree_sitter.Node) -> dict[str, list]:
    """Declarations that are children of a scope (through #if blocks), by name, in order.

    An #if block is a scope of its own, and also lies inside the scope whose walk goes through it.
    Once a walk has gone through a block, the block's own table is left empty: the enclosing
    table lists the same declarations in the same order, that scope is open wherever the block is,
    and `_resolve_open` takes the last declaration before a use from the innermost scope that has
    one, so the answer is the same. Without that, each of n nested blocks would walk every block
    below it (n x n for 2,000 nested `#if` in a body).
    """
    covered = _covered_blocks(snapshot)
    if scope_node.id in covered:
        return {}
    out: dict[str, list] = {}
    blocks = hscope.PREPROC_BLOCK_IDS
    previous = None  # The child before (`hscope.local_declarations` needs it for doc comments).
    # Each child's kind read once, as a number (a node's `type` makes a string on every read, a
    # third dearer; 14,000 children per 10k lines); most scopes hold no #if block.
    for child in scope_node.children:
        kind = child.kind_id
        if kind in _DECLARING_IDS:
            _add_declarations(snapshot, child, previous, out)
        elif kind in blocks:
            # Through the block, in order, before the next child (what a walk in file order meets).
            covered.add(child.id)
            stack = hscope._with_previous(child.children)
            while stack:
                inner, before = stack.pop()
                kind = inner.kind_id
                if kind in blocks:
                    covered.add(inner.id)
                    stack.extend(hscope._with_previous(inner.children))
                elif kind in _DECLARING_IDS:
                    _add_declarations(snapshot, inner, before, out)
        previous = child
    return out


def _add_declarations(snapshot: Snapshot, child: tree_sitter.Node, previous, out: dict[str, list]) -> None:
    start = child.start_byte
    for declared in hscope.local_declarations(snapshot, child, previous):
        entries = out.get(declared.name)
        if entries is None:
            out[declared.name] = [(start, declared)]
        else:
            entries.append((start, declared))


def _parameter_table(snapshot: Snapshot, parameters: Optional[tree_sitter.Node]) -> dict[str, list]:
    table: dict[str, list] = {}
    for declared in hscope._parameters(snapshot, parameters):
        table.setdefault(declared.name, []).append((-1, declared))
    return table


# Nesting past which `prime` indexes the open scopes by name (below it, scanning them is cheaper).
_DEEP = 24


def _scope_events(captures: dict[str, list[tree_sitter.Node]]) -> list[tuple]:
    """The captured scopes, blocks, local prototypes and identifiers in file order.

    Each event is (start, -end, order, sequence, node): a node sorts before the
    nodes it contains, and `order` (0 scope, 1 block, 2 prototype, 3 identifier)
    is what `_resolve_uses` dispatches on.
    """
    events = []
    for kind, order in (("scope", 0), ("block", 1), ("proto", 2), ("id", 3)):
        for node in captures.get(kind, ()):
            events.append((node.start_byte, -node.end_byte, order, len(events), node))
    events.sort()
    return events


def _body_words(data: bytes, captures: dict[str, list[tree_sitter.Node]]) -> Optional[set[bytes]]:
    """Words of the body's declarations (a superset of the names it declares), or None.

    Any other name means the same everywhere in the body, a parameter or a
    file-scope name, with no scope to search. Blocks bring parameters of their
    own, so a body with blocks gets None (search every use).
    """
    if captures.get("block"):
        return None
    local_words: set[bytes] = set()
    for declaration in captures.get("decl", ()):
        local_words.update(_WORD.findall(data, declaration.start_byte, declaration.end_byte))
    return local_words


def _resolve_uses(
    snapshot: Snapshot,
    events: list[tuple],
    params: dict[str, list],
    local_words: Optional[set[bytes]],
    by_name: dict,
    names: dict,
    unresolved: list[tuple[tree_sitter.Node, str]],
) -> None:
    """Sweep `events` keeping the open scopes on a stack; record each identifier's declaration.

    Results go into the typer's lookup cache `names`, keyed (name, offset); the
    identifiers that resolve to nothing go to `unresolved`.
    """
    data = snapshot.data
    outer: dict[str, object] = {}
    # Open scopes, outermost first: [end, order, node, table of its own declarations or None
    # (computed on first use)]. Once scopes nest deeper than _DEEP, also per name the open
    # scopes that declare it, innermost last (their tables computed as they open): a use
    # then looks at those only, so code nested thousands deep costs no more per name.
    open_scopes: list[list] = []
    declaring: Optional[dict[str, list[list]]] = None
    prototypes = 0  # Open local prototypes: their parameter names are not uses.

    def index(entry: list) -> None:
        if entry[3] is None:
            entry[3] = _scope_table(snapshot, entry[1], entry[2])
        for name in entry[3]:
            declaring.setdefault(name, []).append(entry)

    for start, negative_end, order, _seq, node in events:
        while open_scopes and open_scopes[-1][0] <= start:
            closed = open_scopes.pop()
            prototypes -= closed[1] == 2
            if declaring is not None:
                for name in closed[3]:
                    declaring[name].pop()
        if order < 3:
            entry = [-negative_end, order, node, None]
            open_scopes.append(entry)
            prototypes += order == 2
            if declaring is not None:
                index(entry)
            elif len(open_scopes) > _DEEP:
                declaring = {}
                for opened in open_scopes:
                    index(opened)
            continue
        if prototypes:
            continue  # In a local prototype: its parameter names are not uses.
        word = data[start : -negative_end]
        key = (word.decode("utf-8", "replace"), start)
        found = names.get(key, _UNSEEN)
        if found is _UNSEEN:
            if local_words is not None and word not in local_words:
                found = outer.get(key[0], _UNSEEN)
                if found is _UNSEEN:
                    entries = params.get(key[0])
                    found = outer[key[0]] = entries[-1][1] if entries else by_name.get(key[0])
            else:
                scopes = open_scopes if declaring is None else declaring.get(key[0], ())
                found = _resolve_open(snapshot, scopes, params, key[0], start, by_name)
                if found is None and _declares_at(scopes, key[0], start):
                    # The name a declaration declares, not a use: B001 would look for its
                    # declaration (a query of its own per function) only to find this one.
                    names[key] = found
                    continue
            names[key] = found
        if found is None:
            unresolved.append((node, key[0]))


def _resolve_nested(
    snapshot: Snapshot,
    captures: dict[str, list[tree_sitter.Node]],
    params: dict[str, list],
    by_name: dict,
    names: dict,
    unresolved: list[tuple[tree_sitter.Node, str]],
) -> bool:
    """`_resolve_uses` for a body whose only scopes are blocks (compound, for, case, #if): no block
    literal or local prototype brings parameters (nearly every body). The scopes open at a use are
    then those whose span holds it, so no sweep in file order is needed: each scope's table is made
    once, each name declared in the body lists the scopes that declare it, and a use of such a name
    asks those only; any other name means the same in the whole body (a parameter or file scope).

    False (nothing resolved) where a name is declared in more than `_SCOPES_PER_NAME` scopes: a use
    would ask each of them, the sweep asks only the open ones."""
    data = snapshot.data
    # name -> (start, end, declarations of the name) of each scope declaring it, outer scopes first
    # (made in file order, an #if block's table is left to the scope around it: `_scope_entries`).
    declaring: dict[str, list[tuple]] = {}
    for scope in in_document_order(captures.get("scope", ())):
        table = _scope_entries(snapshot, scope)
        if table:
            start = scope.start_byte
            end = scope.end_byte
            for name, entries in table.items():
                found = declaring.get(name)
                if found is None:
                    declaring[name] = [(start, end, entries)]
                elif len(found) < _SCOPES_PER_NAME:
                    found.append((start, end, entries))
                else:
                    return False
    outer: dict[str, object] = {}
    # An answer already there (the typer asked first) stands: `setdefault` keeps it, and hashes the
    # key once where a look-up and a store hashed it twice (a tuple keeps no hash), per identifier.
    keep = names.setdefault
    for node in captures.get("id", ()):
        start = node.start_byte
        name = data[start : node.end_byte].decode("utf-8", "replace")
        scopes = declaring.get(name)
        if scopes is None:
            found = outer.get(name, _UNSEEN)
            if found is _UNSEEN:
                entries = params.get(name)
                found = outer[name] = entries[-1][1] if entries else by_name.get(name)
        else:
            # The last declaration visible at the use in the innermost open scope that has one
            # (open scopes nest: a later one lies inside the earlier), as `_resolve_open` reads.
            found = None
            for scope_start, scope_end, entries in scopes:
                if scope_start <= start < scope_end:
                    for since, declared in reversed(entries):
                        if since < start and declared.name_end <= start:
                            found = declared
                            break
            if found is None:
                entries = params.get(name)
                found = entries[-1][1] if entries else by_name.get(name)
                if found is None and any(declared.name_start == start for scope_start, scope_end, entries in scopes
                                         if scope_start <= start < scope_end for _since, declared in entries):
                    if (name, start) not in names:
                        names[name, start] = None  # A declaration's own name, no use (as in `_resolve_uses`).
                        continue
        found = keep((name, start), found)
        if found is None:
            unresolved.append((node, name))
    return True


# Scopes of one body declaring one name past which `prime` sweeps (`_resolve_nested`).
_SCOPES_PER_NAME = 16


def _declares_at(open_scopes: "list[list] | tuple", name: str, offset: int) -> bool:
    """Whether a declaration of an open scope declares `name` with its name at `offset` (the scopes'
    tables are made: `_resolve_open` just searched them all)."""
    for entry in open_scopes:
        for _start, declared in (entry[3] or {}).get(name, ()):
            if declared.name_start == offset:
                return True
    return False


def _scope_table(snapshot: Snapshot, order: int, node: tree_sitter.Node) -> dict[str, list]:
    """The names a scope opened by `node` declares itself: a block's declarations, a block
    literal's parameters; a local prototype's parameters declare nothing outside it."""
    if order == 0:
        return _scope_entries(snapshot, node)
    if order == 1:
        return _parameter_table(snapshot, node.child_by_field_name("parameters"))
    return {}


def _resolve_open(snapshot: Snapshot, open_scopes: "list[list] | tuple", params: dict, name: str, offset: int, by_name):
    """The declaration a use of `name` at `offset` means: innermost open scope first (of
    `open_scopes`, outermost first), then the parameters, then file scope (what
    `semantics.scope.lookup` answers)."""
    for entry in reversed(open_scopes):
        table = entry[3]
        if table is None:
            table = entry[3] = _scope_table(snapshot, entry[1], entry[2])
        entries = table.get(name)
        if not entries:
            continue
        for start, declared in reversed(entries):
            if start < offset and declared.name_end <= offset:
                return declared
    entries = params.get(name)
    if entries:
        return entries[-1][1]
    return by_name.get(name)


# What ends a line that holds a call alone, its `;` missing: `)`, then blanks or a comment.
_CALL_LINE_ENDS = (b")\n", b")\r\n", b") \n", b")\t\n", b") //", b")//", b") /*", b")/*")


def _may_misread(data: bytes, start: int, end: int) -> bool:
    """Whether data[start:end] (a body) may hold a call on a line of its own without its `;`:
    a line that ends with `)`, as `Semantic.misread_calls` needs, found by `bytes.find` (most
    bodies have none, and their nodes need not be listed for it)."""
    return any(data.find(ending, start, end) >= 0 for ending in _CALL_LINE_ENDS)


# A line that holds a macro-style name alone (`Semantic.misread_declarations`).
_NAME_LINE = re.compile(rb"^[ \t]*[A-Z][A-Z0-9_]*[ \t]*\r?$", re.M)


def _builtin_function(name: str) -> bool:
    from .semantics.catalog import load_catalog

    return load_catalog().is_builtin_function(name)


_PRIME_QUERY = """
(identifier) @id
[(compound_statement) (for_statement) (case_statement)
 (preproc_if) (preproc_ifdef) (preproc_else) (preproc_elif) (preproc_elifdef)] @scope
(block_literal) @block
(function_declarator) @proto
(function_definition) @nested
[(declaration) (type_definition) (struct_specifier) (union_specifier) (enum_specifier)] @decl
""" + "".join(f"({kind}) @body.{kind}\n" for kind in sorted(BODY_NODE_TYPES))
# (node type, capture name) of the nodes `body_nodes` hands out.
_BODY_CAPTURES = tuple((kind, f"body.{kind}") for kind in sorted(BODY_NODE_TYPES))
_prime_query_compiled: Optional[tree_sitter.Query] = None
_names_patterns = memo.cache("analysis.semantic.names_patterns", 16)  # names -> `_names_pattern`


# The bytes of a word (an identifier, or a number's run of letters and digits): what `\b` reads as
# word characters in a bytes pattern. The one table the analyses that look for words on bytes share.
WORD_BYTES = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")
# Every byte that is no word character made a blank: `split` then gives a text's words, in C.
_WORDS_ONLY = bytes(b if b in WORD_BYTES else 0x20 for b in range(256))
_NAME = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
# Up to this many names, `name_starts` searches the text for each (a `find` is cheaper than
# splitting the text into words, up to about this many times).
_FEW_NAMES = 8


def word_runs(text: bytes) -> list[bytes]:
    """The runs of word bytes (`WORD_BYTES`) of `text`, in order, split in C."""
    return text.translate(_WORDS_ONLY).split()


def word_names(names: frozenset[str]) -> Optional[frozenset[bytes]]:
    """`names` as bytes for `name_starts`, or None when one is not made of ASCII letters, digits
    and `_` (no word `name_starts` splits could be it: the regex of the names finds those)."""
    out = frozenset(name.encode("latin-1") for name in names if name.isascii())
    if len(out) != len(names) or not all(_NAME.fullmatch(name) for name in out):
        return None
    return out


def name_starts(text: bytes, names: frozenset[bytes]) -> list[int]:
    """Where the words of `text` that are among `names` (`word_names`) start, in order: what
    `_names_pattern(names)` finds that continues no word. A few names are searched for; of
    many, those among the text's words (split and looked up in C) are. (A regex of the names,
    tried at every byte, cost ten times more: 100 instructions a byte.)"""
    if len(names) > _FEW_NAMES:
        present = names.intersection(word_runs(text))
        if not present:
            return []
    else:
        present = names
    size = len(text)
    out = []
    for name in present:
        at = text.find(name)
        while at >= 0:
            end = at + len(name)
            if (at == 0 or text[at - 1] not in WORD_BYTES) and (end == size or text[end] not in WORD_BYTES):
                out.append(at)
            at = text.find(name, end)  # (A word that holds the name at `at` ends at `end` or later.)
    if len(present) > 1:
        out.sort()
    return out


def _names_pattern(names: frozenset[str]) -> re.Pattern:
    """A regex that finds the words among `names` followed by no word character, built as a trie so that the
    scan stays in C however many names there are (headers define hundreds of macros)."""
    found = _names_patterns.get(names)
    if found is not None:
        return found
    body = _trie_regex(names)
    if body is None:
        # Names that share long prefixes would nest the trie's groups deeper than the regex
        # compiler recurses: a flat alternation finds the same words.
        body = b"(?:" + b"|".join(re.escape(name.encode()) for name in sorted(names)) + b")"

    # No look-behind at the start (it would slow the scan down at every byte): callers drop
    # the matches that continue a word.
    found = re.compile(body + rb"(?![A-Za-z0-9_])") if names else re.compile(rb"(?!)")
    _names_patterns.put(names, found)
    return found


# The deepest nesting of groups `_trie_regex` makes (Python's regex compiler recurses once per group).
_MAX_NESTING = 40


def _trie_regex(names: frozenset[str]) -> Optional[bytes]:
    """The names as a regex shaped like their trie (`ab(?:c|d)?`), or None when its groups
    would nest deeper than _MAX_NESTING.

    Written out in one pass with an explicit stack (no recursion, however long a name is);
    each piece is emitted once, so the cost is the total length of the names.
    """
    trie: dict = {}
    for name in names:
        node = trie
        for ch in name.encode():
            node = node.setdefault(ch, {})
        node[None] = True
    out: list[bytes] = []
    depth = deepest = 0
    # Actions, last first: a trie node to write out, or a piece of text (a closing group
    # changes the depth by -1).
    stack: list = [trie]
    while stack:
        action = stack.pop()
        if isinstance(action, bytes):
            out.append(action)
            if action.startswith(b")"):
                depth -= 1
            continue
        keys = sorted(k for k in action if k is not None)
        if not keys:
            continue
        end = None in action
        opened = int(end) + int(len(keys) > 1)
        out.append(b"(?:" * opened)
        depth += opened
        deepest = max(deepest, depth)
        if deepest > _MAX_NESTING:
            return None
        if end:
            stack.append(b")?")
        if len(keys) > 1:
            stack.append(b")")
        for i in range(len(keys) - 1, -1, -1):
            stack.append(action[keys[i]])
            stack.append((b"|" if i else b"") + re.escape(bytes([keys[i]])))
    return b"".join(out)


# tree-sitter's query cursor finds no node nested deeper than this below where it starts (a
# 16-bit depth): a body with fewer nodes cannot be that deep.
QUERY_DEPTH_LIMIT = 32767
# Node type -> the capture names `_PRIME_QUERY` gives it.
_CAPTURES_OF: dict[str, tuple[str, ...]] = {}
for _kind, _name in (
    [("identifier", "id"), ("block_literal", "block"), ("function_declarator", "proto"),
     ("function_definition", "nested")]
    + [(kind, "scope") for kind in ("compound_statement", "for_statement", "case_statement", "preproc_if",
                                    "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef")]
    + [(kind, "decl") for kind in ("declaration", "type_definition", "struct_specifier", "union_specifier",
                                   "enum_specifier")]
    + list(_BODY_CAPTURES)
):
    _CAPTURES_OF[_kind] = _CAPTURES_OF.get(_kind, ()) + (_name,)


def _walk_captures(top: tree_sitter.Node) -> dict[str, list[tree_sitter.Node]]:
    """What `_PRIME_QUERY` captures under `top`, found by a walk with a cursor (for bodies
    too deep for the query cursor), each list in document order."""
    out: dict[str, list[tree_sitter.Node]] = {}
    captures_of = _CAPTURES_OF
    cursor = top.walk()
    while True:
        node = cursor.node
        names = captures_of.get(node.type)
        if names and node.is_named:
            for name in names:
                out.setdefault(name, []).append(node)
        if cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return out


def in_document_order(nodes: list[tree_sitter.Node]) -> list[tree_sitter.Node]:
    """`nodes` sorted by (start, -end), a node before the nodes it contains, ties kept in the order
    given: two stable sorts whose keys are read in C (a Python key function per node was 23,000
    calls per 10k lines), the second keeping the first's order where starts agree."""
    ordered = sorted(nodes, key=_END_BYTE, reverse=True)  # `reverse` keeps ties in order too.
    ordered.sort(key=_START_BYTE)
    return ordered


_START_BYTE = attrgetter("start_byte")
_END_BYTE = attrgetter("end_byte")


def _prime_query() -> tree_sitter.Query:
    global _prime_query_compiled
    if _prime_query_compiled is None:
        from ..syntax.language import language

        _prime_query_compiled = tree_sitter.Query(language(), _PRIME_QUERY)
    return _prime_query_compiled


_CONDITIONAL = re.compile(rb"#[ \t]*(if|ifdef|ifndef|elif|else)\b")
_HEAD_CONDITIONAL = re.compile(rb"#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b")


def _has_conditionals(snapshot: Snapshot) -> bool:
    return first_directive(_CONDITIONAL, snapshot.data) is not None


def _broken_around(root: tree_sitter.Node, start: int, end: int) -> bool:
    """Whether the nodes that span exactly [start, end), or the lowest one that reaches past it
    (below the root), hold a syntax error.

    The two lowest nodes reaching past the range on either side are found by descending
    from the root (two C calls), not by walking up through `Node.parent`, which descends
    from the root at every step. A syntax error in a node shows in its ancestors'
    `has_error`, so the highest node of the range stands for the ones below it.
    """
    inner = root.descendant_for_byte_range(start, end)
    at_top = root.type == "translation_unit"  # Else the root is an ERROR holding the file.
    if inner is None or inner.id == root.id:
        return inner is not None and not at_top and inner.has_error
    outer = None
    for node in (root.descendant_for_byte_range(start - 1, end) if start > 0 else None,
                 root.descendant_for_byte_range(start, end + 1)):
        if node is not None and (outer is None or node.end_byte - node.start_byte < outer.end_byte - outer.start_byte):
            outer = node
    if outer is None:
        outer = root
    if outer.id == root.id and at_top:
        outer = root.child_with_descendant(inner)
    return outer is not None and (outer.has_error or outer.type == "ERROR")


class SemanticTyper(ty.Typer):
    """The hover typer, made blind to declarations it cannot be sure of.

    A declaration in a skipped branch does not exist; one in a conditional
    branch whose liveness is unknown might not. Either way the name is unknown.
    """

    def __init__(self, semantic: Semantic):
        super().__init__(semantic.snapshot, semantic.version, semantic.features)
        self.semantic = semantic
        self._doubts: dict[tuple[int, int], bool] = {}
        self._canonical: dict[Optional[str], Optional[ty.CType]] = {}

    def _doubtful(self, declared: hscope.Declared) -> bool:
        key = (declared.start, declared.name_start)
        known = self._doubts.get(key)
        if known is None:
            known = self._doubts[key] = self._judge(declared)
        return known

    def _judge(self, declared: hscope.Declared) -> bool:
        sem = self.semantic
        if sem._branches_known and sem._clean_item_around(declared.start, declared.end) is not None:
            # Live, parsed cleanly and free of macros, as the whole item around it is: the tests
            # below would each say so (three descents from the root for `_broken_around`).
            return False
        if sem.in_inactive(declared.start):
            return True
        if _broken_around(self.snapshot.tree.root_node, declared.start, declared.end):
            return True  # `int{2 pos = ...` while typing: the declared type is not what it says.
        if not sem._branches_known:
            node = self.snapshot.tree.root_node.descendant_for_byte_range(declared.name_start, declared.name_end)
            return node is not None and sem.in_conditional(node)
        return sem.uses_macro(declared.start, declared.end)

    def lookup(self, node: tree_sitter.Node) -> Optional[hscope.Declared]:
        # `Typer.lookup`, written out: asked 20k times per 10k lines, most answered by `prime`'s entries.
        start = node.start_byte
        key = (self.snapshot.data[start : node.end_byte].decode("utf-8", "replace"), start)
        declared = self._names.get(key, _UNSEEN)  # None is an answer (no declaration).
        if declared is _UNSEEN:
            declared = self._names[key] = hscope.lookup(self.snapshot, start, key[0])
        if declared is not None and self._doubts.get((declared.start, declared.name_start), True) and (
                self._doubtful(declared)):
            return None
        return declared

    def canonical(self, text: Optional[str]) -> Optional[ty.CType]:
        """The canonical type of a type text, memoized (a pure function of the snapshot)."""
        found = self._canonical.get(text, _UNSEEN)  # Asked 24k times per 10k lines: one look-up.
        if found is _UNSEEN:
            found = self._canonical[text] = self._canonical_uncached(text)
        return found

    def _canonical_uncached(self, text: Optional[str]) -> Optional[ty.CType]:
        ctype = ty.parse_type(text)
        if ctype is not None:
            declared = hscope.file_scope(self.snapshot).by_name.get(ctype.base)
            if declared is not None and declared.kind == "typedef" and (
                self._doubtful(declared) or b"ext_vector_type" in self.snapshot.data[declared.start : declared.end]
            ):
                # clang's ext_vector_type typedefs are vectors the typer would read as their element type.
                return None
        return super().canonical(text)

    def known(self, ctype: Optional[ty.CType]) -> bool:
        """Whether a canonical type's base is a type of OpenCL C or a typedef or record of the file."""
        if ctype is None:
            return False
        if known_base(ctype.base):
            return True
        declared = hscope.file_scope(self.snapshot).by_name.get(ctype.base)
        return declared is not None and declared.kind == "typedef" and not self._doubtful(declared)


# OpenCL C's opaque and atomic types, which the typer keeps by name.
OPAQUE_TYPES = frozenset(
    """sampler_t event_t clk_event_t queue_t ndrange_t reserve_id_t cl_mem_fence_flags memory_order memory_scope
    image1d_t image1d_array_t image1d_buffer_t image2d_t image2d_array_t image3d_t image2d_depth_t
    image2d_array_depth_t image2d_msaa_t image2d_array_msaa_t image2d_msaa_depth_t image2d_array_msaa_depth_t
    atomic_int atomic_uint atomic_long atomic_ulong atomic_float atomic_double atomic_half atomic_intptr_t
    atomic_uintptr_t atomic_size_t atomic_ptrdiff_t atomic_flag void""".split()
)


def known_base(base: str) -> bool:
    """Whether a canonical base names a type OpenCL C or the file defines (after typedefs)."""
    return (
        ty.is_scalar(base)
        or ty.vector_parts(base) is not None
        or base in OPAQUE_TYPES
        or base.startswith(("struct ", "union ", "enum "))
    )

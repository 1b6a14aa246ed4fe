"""Diagnostics that understand the preprocessor, for one main file.

This module knows how to run the project preprocessor (`project.preprocessor`)
on the snapshot of an open file, in two modes, and what to report from it:

- Full mode follows every `#include` through the caller's `read` callback and
  refreshes `HeaderMacros`, the cache of the macros that included files
  contribute to that main file.
- Main-file mode answers every include that exists with empty content and
  passes the cached header macros as `-D` definitions instead, so a keystroke
  costs one pass over the main file, not over its headers. Includes are still
  resolved, so a missing one is still reported on its directive.

From a run it reports the preprocessor's diagnostics as P findings (those of
included files summarized on the main file's `#include` line), the inactive
regions of the main file (P010), and, when the raw tree has syntax problems,
syntax problems of the expanded text mapped back through the source map: a
problem in code a macro produced is reported on the macro's invocation "in
expansion of macro X", and raw problems that expansion resolves disappear.

Keystrokes stay cheap: results are cached per snapshot generation, and when
an edit changes no directive line (and the raw tree is clean outside inactive
regions) the last findings are moved with their directives instead of
preprocessing again.

It never opens a file itself: all reading goes through `ProjectView.read`,
which decides what may be read. Any failure is logged and the caller falls
back to the raw-tree findings. It does not know the LSP, nor when a header
changed on disk: the owner of `HeaderMacros` calls `invalidate` for that.

Main-file mode approximates: a macro a header defines and a later header
removes, or a predefined macro a header `#undef`s, is seen as the full run
ended, for the whole main file. A header macro named in the main file before
its last `#include` would be seen defined too early, so such a text gets a
full run (`_header_macro_named_early`).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import logging
import os
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable, Optional, Protocol, Sequence

from .. import forksafe, memo
from ..project.preprocessor import (BUILT_IN, COMMAND_LINE, Invocation, MacroDef, Origin, Result, Stopped,
                                    include_candidates, preprocess)
from ..project.preprocessor import MAX_FILE_BYTES as PREPROCESSOR_MAX_FILE_BYTES
from ..project.pp_lexer import PRAGMA
from ..syntax.directives import directives, first_directive
from ..syntax import bounded_parse
from ..syntax.document import Document, Snapshot, parse_bytes
from . import expansion_edit, syntax_problems
from .codes import preprocessor as messages
from .codes.preprocessor import P008, P009, P010
from .findings import Finding, Related, Severity

if TYPE_CHECKING:
    from ..project.config import ProjectConfig

log = logging.getLogger(__name__)

INACTIVE_CODE = P010.code
SYNTAX_CODES = frozenset(("S001", "S002", "S003"))

# Directives that can produce a finding or change what is compiled: every one but `#define`,
# `#pragma` and those the preprocessor ignores, which change nothing a rule reports when the
# tree is clean (an unknown `#includp` is P005; `# 12` is a line marker).
# Searched through syntax.directives, which checks that the `#` starts its line.
_DIRECTIVE = re.compile(rb"#[ \t]*(?!(?:define|pragma|ident|sccs|assert|unassert)\b)[A-Za-z_0-9]")

# Expanded text larger than this (and than a few times the source) is not
# re-parsed; the raw-tree problems stand. (The largest of real kernels: clBLAS's
# sgemm_hawaiiSplitKernel.cl, 860 KB; the fuzzer's 87 KB file that expands to
# 9 MB took seconds to write and parse.)
MAX_EXPANDED_BYTES = 4 * 2**20
# The preprocessor's limit on the size of a file it reads (P008).
MAX_FILE_BYTES = PREPROCESSOR_MAX_FILE_BYTES
# Results kept per process, keyed by file, snapshot generation and inputs.
RESULT_CACHE_SIZE = 8
# Notes attached to one finding for a chain of nested expansions.
MAX_EXPANSION_NOTES = 4

_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING}


@functools.lru_cache(maxsize=4096)
def _norm(path: str) -> str:
    # (Asked per token of an expansion by the source map and the diagnostics: a few paths, a
    # million asks for a file whose macros multiply its tokens.)
    return os.path.normpath(path)


# The project view and the header-macro cache.


class ProjectView(Protocol):
    """What analysis needs from the project model for one file."""

    header_macros: "HeaderMacros"

    def config_for(self, path: str) -> "ProjectConfig": ...

    def read(self, path: str) -> Optional[bytes]: ...

    # Optional (`builtin_facts.includer_names`): what the files that include `path` define.
    # def includer_names(self, path: str) -> frozenset[str]: ...
    # Optional (`builtin_facts.ELSEWHERE_NAMES`): which of some words files `path` does not include define.
    # def defined_elsewhere(self, path: str, words: Iterable[str]) -> frozenset[str]: ...


class ContextView(Protocol):
    """What the layers below `analysis.context.Context` read of it (this module, the semantic
    model): named here so that they need not import the context, which imports them."""

    snapshot: Snapshot
    project: Optional[ProjectView]

    @property
    def preprocessed(self) -> Optional["Preprocessed"]: ...

    @property
    def header_entry(self) -> Optional["_Entry"]: ...


@dataclass
class StaticProject:
    """A `ProjectView` with one configuration for every file (tests, the CLI)."""

    read_file: Callable[[str], Optional[bytes]]
    config: Optional["ProjectConfig"] = None
    header_macros: "HeaderMacros" = field(default_factory=lambda: HeaderMacros())
    # What the files including a path define (`WorkspaceIndex.includer_names`); None: nothing
    # includes any file (a lone file, most tests).
    includer_names_of: Optional[Callable[[str], frozenset]] = None
    # Which of some words files that a path does not include define (`WorkspaceIndex.defined_elsewhere`);
    # None: no other file is known.
    elsewhere_of: Optional[Callable[[str, Iterable[str]], frozenset]] = None

    def includer_names(self, path: str) -> frozenset:
        return frozenset() if self.includer_names_of is None else self.includer_names_of(path)

    def defined_elsewhere(self, path: str, words: Iterable[str]) -> frozenset:
        return frozenset() if self.elsewhere_of is None else self.elsewhere_of(path, words)

    def config_for(self, path: str) -> "ProjectConfig":
        if self.config is None:
            from ..project.config import ProjectConfig

            self.config = ProjectConfig()
        return self.config

    def read(self, path: str) -> Optional[bytes]:
        return self.read_file(path)


@dataclass(frozen=True)
class _Summary:
    """A diagnostic of an included file, kept for the main file's k-th `#include`."""

    include_index: int
    code: str
    message: str
    severity: Severity
    related: tuple[Related, ...]


@dataclass(frozen=True)
class _Entry:
    serial: int
    config: object
    macros: dict[str, MacroDef]
    defines: tuple[tuple[str, str], ...]
    includes: tuple[tuple[str, Optional[str]], ...]  # The main file's own includes: (spelled, found), in order.
    files: frozenset[str]  # Every file the full run read (normalized).
    summaries: tuple[_Summary, ...]
    pasted: frozenset[str] = frozenset()  # Identifiers the full run's `##` made in the headers' code.


def _define_key(d: MacroDef) -> str:
    if d.params is None:
        return d.name
    params = list(d.params)
    if d.variadic and params:
        params[-1] = "..." if params[-1] == "__VA_ARGS__" else params[-1] + "..."
    return f"{d.name}({','.join(params)})"


_tokens = itertools.count(1)


class HeaderMacros:
    """Per main file: the macros its included files define, from its last full run.

    Thread-safe. Entries are replaced by `update` and dropped by `invalidate`;
    an entry also remembers the configuration it was made with, the main
    file's `#include` lines and the problems found inside included files.
    """

    def __init__(self) -> None:
        self._lock = forksafe.Lock()
        self._entries: dict[str, _Entry] = {}
        self._serial = 0
        # Tells this cache, and its state before each invalidation, apart in
        # the keys of the module's result cache.
        self.token = next(_tokens)

    def update(self, path: str, result: Result, config: object = None) -> None:
        """Remember what a full run of `path` found."""
        main = _norm(path)
        if result.cut is not None and _norm(result.cut[0]) != main:
            # Expansion stopped inside a header: the macros it and later headers
            # define are unknown, and a light run (headers as -D) would not see the cut.
            with self._lock:
                self._entries.pop(main, None)
            return
        macros = {
            name: d
            for name, d in result.macros.items()
            if d.path is not None and d.path not in (COMMAND_LINE, BUILT_IN) and _norm(d.path) != main
        }
        defines = tuple((_define_key(d), d.body) for d in macros.values())
        includes = _main_includes(result, main)
        summaries = tuple(_summaries(main, result))
        with self._lock:
            self._serial += 1
            self._entries[main] = _Entry(
                self._serial,
                config,
                macros,
                defines,
                includes,
                frozenset(_norm(p) for p in result.files),
                summaries,
                # (Not the main file's own: a light run makes those again, and a `##` macro of the
                # file deleted since must not leave its names behind: found by tools/edit_oracle.py.)
                frozenset(name for path, names in result.pasted_in.items() if _norm(path) != main for name in names),
            )

    def _entry(self, path: str) -> Optional[_Entry]:
        with self._lock:
            return self._entries.get(_norm(path))

    def __contains__(self, path: str) -> bool:
        return self._entry(path) is not None

    def defines_for(self, path: str) -> list[tuple[str, Optional[str]]]:
        """The cached header macros of `path` in the preprocessor's `defines=` form."""
        entry = self._entry(path)
        return list(entry.defines) if entry is not None else []

    def definition(self, path: str, name: str) -> Optional[MacroDef]:
        """Where a header macro of `path` was really defined, if it is cached."""
        entry = self._entry(path)
        return entry.macros.get(name) if entry is not None else None

    def invalidate(self, changed: Optional[Iterable[str]] = None) -> None:
        """Forget every entry, or those that `changed` files may affect.

        An entry is affected when its full run read one of them, or when one of
        its main file's includes was not found (a new file may resolve it).
        """
        with self._lock:
            # Cached results of this project were made from the old files.
            self.token = next(_tokens)
            if changed is None:
                self._entries.clear()
                return
            paths = {_norm(p) for p in changed}
            for main in [
                m
                for m, e in self._entries.items()
                if m in paths or e.files & paths or any(target is None for _, target in e.includes)
            ]:
                del self._entries[main]


# Running the preprocessor.


# Two per file: a result holds every token of the file, and an edited document's older versions
# are seldom asked for again.
_results = memo.cache("analysis.preprocessed.results", RESULT_CACHE_SIZE, versions=2)


def _config_inputs(config: "ProjectConfig") -> tuple:
    return (
        tuple(str(d) for d in config.include_dirs),
        tuple(config.defines),
        tuple(config.undefines),
        tuple(str(f) for f in config.forced_includes),
        tuple(sorted(config.predefined_macros().items())),
    )


def preprocess_main(
    snapshot: Snapshot,
    config: "ProjectConfig",
    read: Callable[[str], Optional[bytes]],
    header_macros: HeaderMacros,
    full: bool,
    stop: Optional[Callable[[], bool]] = None,
) -> Result:
    """Preprocess the snapshot's text as a main file; see the module docstring.

    The main file's text is always the snapshot's, never what `read` returns.
    A full run refreshes `header_macros` for the file. Results are cached per
    path, snapshot generation, text, mode and inputs.
    """
    path = snapshot.path
    main = _norm(path)
    inputs = _config_inputs(config)
    entry = None if full else header_macros._entry(path)
    key = (
        main,  # First: the cache keeps two versions per file (`versions=2`).
        header_macros.token,
        snapshot.generation,
        hash(snapshot.data),
        len(snapshot.data),
        full,
        inputs,
        entry.serial if entry else 0,
    )
    cached = _results.get(key)
    if cached is not None:
        if full and path not in header_macros:
            header_macros.update(path, cached, inputs)
        return cached
    include_dirs, defines, undefines, forced, _ = inputs
    data = snapshot.data
    if full:

        def full_read(p: str) -> Optional[bytes]:
            return data if _norm(p) == main else read(p)

        reader, defines_used, undefines_used = full_read, defines, undefines
    else:
        known = entry.files if entry is not None else frozenset()
        header_names = set(entry.macros) if entry is not None else set()

        def light_read(p: str) -> Optional[bytes]:
            # Headers exist (the real read says so, or the last full run read
            # them) but contribute nothing: their macros come from the cache.
            n = _norm(p)
            if n == main:
                return data
            if n in known:
                return b""
            content = read(p)
            if content is None:
                return None
            # Oversized content goes through so the preprocessor reports P008.
            return content if len(content) > MAX_FILE_BYTES else b""

        reader = light_read
        defines_used = tuple(defines) + tuple(entry.defines if entry is not None else ())
        undefines_used = tuple(u for u in undefines if u not in header_names)
    result = preprocess(path, reader, include_dirs=include_dirs, defines=defines_used, undefines=undefines_used,
                        forced_includes=forced, predefined=config.predefined_macros(), stop=stop)
    if full:
        header_macros.update(path, result, inputs)
    if not result.stopped:  # Cut by the caller's clock: another analysis may have time for all of it.
        _results.put(key, result)
    return result


def needs_preprocessing(snapshot: Snapshot) -> bool:
    """Whether preprocessing can change what is reported (the fast-path test)."""
    if snapshot.binary:
        return False
    return snapshot.tree.root_node.has_error or first_directive(_DIRECTIVE, snapshot.data) is not None


# What a run means for the main file.


@dataclass
class Preprocessed:
    """The preprocessor's view of one snapshot, as analysis reports it."""

    result: Optional[Result]
    full: bool = False
    findings: list[Finding] = field(default_factory=list)
    inactive: list[tuple[int, int]] = field(default_factory=list)
    # Refined syntax problems, or None where the raw-tree problems stand.
    syntax_problems: Optional[list[syntax_problems.Problem]] = None
    # The findings and inactive regions of an earlier run, moved with their directives (`_reuse`):
    # no `result`, but which branches are live is known as well as after that run.
    reused: bool = False
    reused_unresolved: bool = False  # Whether that run met an #include it could not read.
    # The headers' entry this run went by (`HeaderMacros`): the one a full run made, or the one a
    # light or reused run read. Facts of this analysis read it here, not from the cache, which the
    # server empties on its own thread (a changed configuration or watched file).
    entry: Optional["_Entry"] = None
    # The pragmas met in headers (`header_pragmas`): made from `result` on first use, or those of
    # the run a keystroke reused, moved with the text.
    pragmas: Optional[list[tuple[int, str, bool]]] = None

    def header_pragmas(self, path: str) -> list[tuple[int, str, bool]]:
        """(offset, extension, enable) of each `#pragma OPENCL EXTENSION` the run met in a header,
        at the end of the main file's last token before it (-1 before any: a forced include or a
        leading #include). A reused run's are its own: dropped, they made a keystroke in a file
        whose header enables `cl_khr_fp16` report every `half` in it."""
        if self.pragmas is None:
            self.pragmas = [] if self.result is None else _header_pragmas(self.result, _norm(path))
        return self.pragmas

    @property
    def branches_known(self) -> bool:
        """Whether the live `#if` branches are known: after a run, or from one reused."""
        return self.result is not None or self.reused

    @property
    def unresolved_includes(self) -> bool:
        """Whether an #include of the file could not be read (in the run, or the one reused)."""
        if self.result is None:
            return self.reused_unresolved
        return any(inc.target is None for inc in self.result.includes)


# `#pragma OPENCL EXTENSION name : enable|disable` (the file's own are read by `Semantic._pragmas`).
EXTENSION_PRAGMA = re.compile(
    rb"#[ \t]*pragma[ \t]+OPENCL[ \t]+EXTENSION[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*(enable|disable)"
)


# The name of a pseudo-pragma at each `#include` of the main file that could not be read: what the
# header would enable is unknown from there on (Paddle-Lite's kernels enable cl_khr_fp16 in the
# cl_common.h they include), so the rules that need an extension enabled stay silent after it.
UNREAD_INCLUDE = "*"


def _header_pragmas(result: Result, main: str) -> list[tuple[int, str, bool]]:
    """`Preprocessed.header_pragmas` of a run, with an `UNREAD_INCLUDE` at each unread #include."""
    unread = [(inc.start, UNREAD_INCLUDE, True) for inc in result.includes
              if inc.target is None and _norm(inc.path) == main]
    if all(_norm(path) == main for path in result._files):
        return unread  # No header was read: no pragma to place (and no walk over every token made).
    return sorted(_read_header_pragmas(result, main) + unread, key=lambda p: p[0])


def _read_header_pragmas(result: Result, main: str) -> list[tuple[int, str, bool]]:
    """The `#pragma OPENCL EXTENSION` lines of the headers a run read, placed in the main file."""
    tokens = [tok for tok, _include in result._emitted]
    is_main: dict[str, bool] = {}

    def main_path(path: str) -> bool:
        here = is_main.get(path)
        if here is None:
            here = is_main[path] = _norm(path) == main
        return here

    # Pragmas are rare: find them among the kinds in C, then walk only the tokens up to the
    # last one a header holds (hashcat: 1M tokens, the pragmas in a header included first).
    kinds = [tok.kind for tok in tokens]
    pragmas = []
    at = -1
    while True:
        try:
            at = kinds.index(PRAGMA, at + 1)
        except ValueError:
            break
        if not main_path(tokens[at].path):
            pragmas.append(at)
    out: list[tuple[int, str, bool]] = []
    last = -1
    begin = 0
    for at in pragmas:
        for tok in tokens[begin:at]:
            if main_path(tok.path):
                last = max(last, tok.end)  # A main-file macro's tokens carry its #define's offsets.
        begin = at + 1
        tok = tokens[at]
        match = EXTENSION_PRAGMA.match(tok.text if isinstance(tok.text, bytes) else tok.text.encode())
        if match:
            out.append((last, match.group(1).decode(), match.group(2) == b"enable"))
    return out


@dataclass(frozen=True)
class RefinedProblem(syntax_problems.Problem):
    """A syntax problem of the expanded text, placed in the main file."""

    related: tuple[Related, ...] = ()


def compute(snapshot: Snapshot, project: ProjectView, raw_problems: Callable[[], list],
            stop: Optional[Callable[[], bool]] = None) -> Preprocessed:
    """Run the preprocessor for `snapshot` and derive findings; never raises. `stop` (the
    analysis budget's question) ends macro expansion early, as its own time limit does."""
    try:
        entry = project.header_macros._entry(snapshot.path)
        if not needs_preprocessing(snapshot):
            return Preprocessed(None, entry=entry)
        if first_directive(_DIRECTIVE, snapshot.data) is None and (
                not any(p.reason or _after_a_macro_of_the_file(snapshot, p) for p in raw_problems())
                or _macro_free(snapshot, raw_problems(), entry, project.config_for(snapshot.path))):
            # Only syntax errors, in a file without conditionals or includes, with no
            # macro near them or none the file knows: expansion cannot change them,
            # and a keystroke must not pay for expanding the file.
            return Preprocessed(None, entry=entry)
        if first_directive(_DIRECTIVE, snapshot.data) is None:
            lines_only = _directive_lines_only(snapshot, project, raw_problems(), entry, stop)
            if lines_only is not None:
                return lines_only
        return _compute(snapshot, project, raw_problems, stop)
    except Exception:  # noqa: BLE001 - the raw-tree findings stand in.
        log.exception("preprocessing %s failed; reporting raw syntax only", snapshot.path)
        return Preprocessed(None)


def _after_a_macro_of_the_file(snapshot: Snapshot, problem) -> bool:
    """Whether a missing `;` follows a use of a macro the file defines (a name, or a call's `)`):
    such a macro may expand to whole statements, `;` included (Intel's compute-runtime tests use
    `LEXP(STR(SIZE), read_input, NO_TAIL)` on a line of its own, which declares variables), so only
    the expanded text can tell. A problem with no reason is not near a macro the file cannot see;
    it may be near one it can."""
    if problem.kind != "missing" or problem.insert != ";" or problem.start == 0:
        return False
    node = snapshot.tree.root_node.descendant_for_byte_range(problem.start - 1, problem.start)
    if node is not None and node.type == ")" and node.parent is not None and node.parent.type == "argument_list":
        node = node.parent.prev_sibling  # The name called.
    if node is None or node.type != "identifier":
        return False
    return snapshot.data[node.start_byte : node.end_byte] in _file_defines(snapshot)


_FILE_DEFINES = "analysis.preprocessed.file_defines"


def _file_defines(snapshot: Snapshot) -> dict[bytes, bytes]:
    """The body of each name the file's `#define` lines define (the last line's, for a name defined
    again): scanned once per snapshot, for `_macro_free` and `_after_a_macro_of_the_file` alike.
    Read only."""
    return snapshot.memo(_FILE_DEFINES, lambda: {m.group(1): m.group(2) for m in directives(_DEFINED, snapshot.data)})


def _directive_lines_only(snapshot: Snapshot, project: ProjectView, problems: list, entry: Optional["_Entry"],
                          stop: Optional[Callable[[], bool]]) -> Optional[Preprocessed]:
    """The view of a file without conditionals or includes whose only syntax problems are
    malformed directive lines (`#define F(x` typed): None when that is not the case.

    Such a file is judged as one whose tree is clean, which no run expands (see `compute`);
    the compiler drops the malformed lines, and what it says of them comes from a run over
    the directive lines alone (the rest of the text blanked, so offsets and lines stay). A
    run over the whole text cost a tenth of a second on 10,000 lines, at a keystroke typed
    above every function. (What such a run says of the text, an invocation with a wrong
    number of arguments, each function's analysis says as in the clean file: S008's P005.)"""
    config = project.config_for(snapshot.path)
    include_dirs, defines, undefines, forced, _ = _config_inputs(config)
    if not problems or forced:
        return None
    skeleton = _skeleton(snapshot)
    if not skeleton.holds_all(problems):
        return None
    data = snapshot.data
    blank = bytearray(data.translate(_BLANKS))
    for start, end in zip(skeleton.starts, skeleton.ends):
        blank[start:end] = data[start:end]
    path = snapshot.path
    main = _norm(path)
    blanked = bytes(blank)
    result = preprocess(path, lambda p: blanked if _norm(p) == main else None, include_dirs=include_dirs,
                        defines=defines, undefines=undefines, forced_includes=forced,
                        predefined=config.predefined_macros(), stop=stop)
    if result.cut is not None or result.stopped or result.includes:
        return None
    out = Preprocessed(None, entry=entry)
    out.findings = _diagnostic_findings(snapshot, result, main, entry)
    out.syntax_problems = []  # The malformed lines are the preprocessor's to report (P005).
    return out


# Every byte but the line end, as a blank (`_directive_lines_only`).
_BLANKS = bytes(10 if b == 10 else 32 for b in range(256))


def _macro_free(snapshot: Snapshot, problems: list, entry: Optional["_Entry"], config) -> bool:
    """Whether expansion would leave each of these raw problems as it is.

    True when every include was found, no problem is split by a conditional,
    the item of each problem (a top-level declaration or definition, or one
    in a conditional block) holds no directive, no macro of the file, of its
    headers or of the configuration is used on the problem's lines or in the
    tokens right before and after them, and every macro used in that item and
    in the items on either side of it expands to balanced brackets. Expansion
    then changes nothing near the problem and nothing about the nesting that
    leads to it; a name that looks like a macro but is none stays what it is.
    """
    if not problems or any(p.reason == syntax_problems.SPLIT_BY_CONDITIONAL for p in problems):
        return False
    if snapshot.tree.root_node.is_error:
        # The whole file read as one ERROR (xmrig's cryptonight_gpu.cl: `#if` lines in its bodies):
        # its pieces are no items, and a problem at the first of them is the file's, not theirs.
        return False
    bodies: dict[bytes, str] = {}
    if entry is not None:
        if any(target is None for _spelled, target in entry.includes):
            return False
        bodies.update((name.encode(), d.body) for name, d in entry.macros.items())
    elif getattr(config, "forced_includes", None):
        return False  # Macros of a forced include that was never read are unknown.
    for name, value in getattr(config, "defines", ()) or ():
        bodies[name.split("(")[0].encode()] = value or "1"
    # And the predefined ones (`cl_khr_fp64` used as a name expands to `1`: found by tools/edit_oracle.py).
    predefined = config.predefined_macros() if hasattr(config, "predefined_macros") else {}
    for name, value in predefined.items():
        bodies.setdefault(name.split("(")[0].encode(), value or "1")
    data = snapshot.data
    for name, body in _file_defines(snapshot).items():
        bodies[name] = body.decode("utf-8", "replace")
    root = snapshot.tree.root_node
    seen: set[int] = set()
    for problem in problems:
        node = root.descendant_for_byte_range(problem.start, problem.end)
        if node is not None and node.id != root.id:
            node = _item_holding(root, node)
        if node is None or node.type in _ITEM_PARENTS:
            return False  # At the end of the file or spanning items: not one item's business.
        if b"#" in data[node.start_byte : node.end_byte]:
            return False
        for item in (node.prev_sibling, node, node.next_sibling):
            if item is None or item.id in seen:
                continue
            seen.add(item.id)
            words = set(_WORD.findall(data, item.start_byte, item.end_byte))
            if any(word in bodies and not _balanced(bodies[word]) for word in words):
                return False
        # The problem's lines and the tokens on either side of them (what `syntax_problems`
        # looks at for a macro that explains a problem).
        near_start = data.rfind(b"\n", 0, problem.start) + 1
        near_end = data.find(b"\n", problem.end)
        near_end = len(data) if near_end < 0 else near_end
        before = _LAST_TOKEN.search(data, max(0, near_start - 256), near_start)
        after = _FIRST_TOKEN.match(data, near_end, near_end + 256)
        near = b" ".join((before.group(1) if before else b"", data[near_start:near_end], after.group(1) if after else b""))
        if any(word in bodies for word in _WORD.findall(near)):
            return False
    return True


# Conditional blocks looked through to find a problem's item (`_item_holding`).
_ITEM_DEPTH = 64


def _item_holding(root, node):
    """The item that holds `node`: a child of the root, or of a conditional block among the
    items, found by descending through those blocks only. The descent stops at the first node
    that is no conditional block, so its cost is the blocks' nesting, not the depth of `node`
    (an ancestor chain per problem cost problems x depth: 9 s on a fuzzed 219 KB expression).
    An item with a directive inside it (a conditional block in a body) is refused by the caller
    (`#` in its text), whatever block inside it holds the problem; None past _ITEM_DEPTH blocks."""
    current = root
    for _ in range(_ITEM_DEPTH):
        child = current.child_with_descendant(node)
        if child is None or child.id == node.id or child.type not in _ITEM_PARENTS:
            return child
        current = child
    return None


_ITEM_PARENTS = frozenset(("translation_unit", "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif",
                           "preproc_elifdef"))
_LAST_TOKEN = re.compile(rb"(\S+)\s*\Z")
_FIRST_TOKEN = re.compile(rb"\s*(\S+)")
_LITERALS = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'")
_PAIRS = {")": "(", "]": "[", "}": "{"}


def _balanced(body: str) -> bool:
    """Whether a macro body's brackets pair up (outside string and character literals)."""
    stack: list[str] = []
    for ch in _LITERALS.sub("", body):
        if ch in "([{":
            stack.append(ch)
        elif ch in _PAIRS:
            if not stack or stack.pop() != _PAIRS[ch]:
                return False
    return not stack


def _main_includes(result: Result, main: str) -> tuple[tuple[str, Optional[str]], ...]:
    return tuple((inc.spelled, inc.target) for inc in result.includes if _norm(inc.path) == main)


def _header_macro_named_early(data: bytes, result: Result, main: str, entry: _Entry) -> bool:
    """Whether a word of the main file before its last #include that finds a file names a macro
    of the headers (comments and literals count too: only a rare file pays for a full run).

    A light run passes the headers' macros as definitions in force from the first line; the
    compiler has them only after their #include. Text before the includes (a licence, a
    configuration block) rarely names one; when it does, only a full run is what the compiler
    sees (the fuzzer found `FUZZ_MUL(1, 2)` reported "in expansion of macro" above the
    `#include` that defines it, after an edit)."""
    last = max((inc.start for inc in result.includes if inc.target is not None and _norm(inc.path) == main),
               default=None)
    return _named_before(data, last, entry)


def _named_before(data: bytes, end: Optional[int], entry: _Entry) -> bool:
    if not entry.macros or end is None:
        return False
    names = entry.macros
    return any(word.decode("latin-1") in names for word in _WORD.findall(data, 0, end))


_INCLUDE_LINE = re.compile(rb"[ \t]*#[ \t]*include")


def _compute(snapshot: Snapshot, project: ProjectView, raw_problems: Callable[[], list],
             stop: Optional[Callable[[], bool]]) -> Preprocessed:
    path = snapshot.path
    main = _norm(path)
    config = project.config_for(path)
    cache = project.header_macros
    entry = cache._entry(path)
    inputs = _config_inputs(config)
    full = entry is None or entry.config != inputs
    if not full:
        skeleton = _skeleton(snapshot)
        reused = _reused(snapshot, skeleton, (main, inputs, entry.serial), entry, config, raw_problems)
        if reused is not None:
            reused.entry = entry
            return reused
        carried = _carried(snapshot, skeleton, (main, inputs, entry.serial), entry, config, raw_problems, project.read)
        if carried is not None:
            return carried
    result = preprocess_main(snapshot, config, project.read, cache, full, stop)
    if not full and (_main_includes(result, main) != entry.includes
                     or _header_macro_named_early(snapshot.data, result, main, entry)):
        # The include lines changed, or one now resolves to another file (or
        # to one at all): what headers contribute must be re-read. Or a header's
        # macro is named before an include that may define it: the light run
        # defines it from the first line, the compiler only from its #include.
        full = True
        result = preprocess_main(snapshot, config, project.read, cache, True, stop)
    if full:
        entry = cache._entry(path)  # What the run just made (None if already dropped again).
    out = Preprocessed(result, full, entry=entry)
    cut = _set_findings(out, snapshot, result, main, entry)
    raw = raw_problems()
    verdict, active_raw = _raw_verdict(out, snapshot, raw, entry, config, cut is not None,
                                       _main_refused(result, main))
    if verdict == _EXPAND:
        kept = _set_syntax_problems(out, snapshot, result, main, cache, raw, active_raw, cut, stop)
        if kept is not None and entry is not None and not result.stopped:
            _keep_expansion(snapshot, _skeleton(snapshot), (main, inputs, entry.serial), out, result, entry, config,
                            kept)
    elif entry is not None and cut is None and not result.stopped:
        # (After a run over half-typed code too, whose raw problems stand: the keystrokes after
        # it are edits of this text, which `_reused` compares with the one it ran over.)
        _remember(_skeleton(snapshot), (main, inputs, entry.serial), snapshot.data, out,
                  _macro_names(result, entry, config))
    return out


_CLEAN, _RAW, _EXPAND = "clean", "raw", "expand"


def _raw_verdict(out: Preprocessed, snapshot: Snapshot, raw: list, entry, config, cut: bool = False,
                 refused: bool = False) -> tuple[str, list]:
    """How the raw tree's problems `raw` are judged, for a run (or one reused or carried) whose
    skipped branches `out` holds, cut short or not, over a file it refused or not: _CLEAN, none in
    live code that is not a directive line (`out.syntax_problems` set); _RAW, the raw problems
    stand (set); _EXPAND, the expanded text must judge them. With the live problems."""
    # Code in inactive regions is never reported.
    active = [p for p in raw if not _inside(p.start, out.inactive)]
    if active and not cut and not refused and _no_open_body(snapshot, out.inactive) and \
            _skeleton(snapshot).holds_all(active):
        # Only malformed directive lines do not parse (`#define F(x` typed): the expanded text
        # has them blank, and the preprocessor reports them (P005). The rest of the text parses
        # as written, and is judged as a file whose tree is clean: no expansion of the whole
        # file for it (a quarter of a second on 10,000 lines, at a keystroke).
        active = []
    if not active:
        if raw:
            out.syntax_problems = []
        return _CLEAN, active
    if not cut and _macro_free(snapshot, active, entry, config):
        # Half-written code away from every macro and directive: the raw problems stand, as
        # they do when a later keystroke reuses this run (`_reused`). Judged on the expanded
        # text instead, a fresh analysis could say otherwise than the edited document: there
        # comments are gone, and error recovery may read the same tokens differently (the LSP
        # fuzzer's `(int2)(0)// ...` above a function: "expected ';'" at a point no item
        # holds, so nothing, where the raw tree says "unexpected '('").
        out.syntax_problems = active if len(active) < len(raw) else None
        return _RAW, active
    return _EXPAND, active


def _reused(snapshot: Snapshot, skeleton: "_Skeleton", key: tuple, entry, config,
            raw_problems: Callable[[], list]) -> Optional[Preprocessed]:
    """The last expansion of this file, when no directive changed and the raw tree's
    problems need no expansion to judge; None when the file must be expanded again."""
    reused = _reuse(skeleton, key, len(snapshot.data), snapshot.data)
    if reused is None:
        return None
    if not reused.full:
        # A light run's header macros are defined from the first line: not reusable once the
        # text before an #include names one (`_header_macro_named_early`).
        last = max((start for start, text in zip(skeleton.starts, skeleton.texts) if _INCLUDE_LINE.match(text)),
                   default=None)
        if _named_before(snapshot.data, last, entry):
            return None
    # (What the CLBlast units, read as one ERROR whose one problem sits on a directive line, come
    # to: a keystroke preprocessed their 3,000 lines again, 30 ms, to conclude it.)
    verdict, _active = _raw_verdict(reused, snapshot, raw_problems(), entry, config,
                                    refused=any(f.code == P008.code for f in reused.findings))
    return None if verdict == _EXPAND else reused


def _keep_expansion(snapshot: Snapshot, skeleton: "_Skeleton", key: tuple, out: Preprocessed, result: Result,
                    entry: "_Entry", config, kept: tuple) -> None:
    """Keep a run's parsed expansion for the keystrokes that `_carried` can carry into it."""
    if skeleton.dynamic:
        return  # __LINE__ or __COUNTER__ in a directive: a line's expansion may hold either.
    document, smap = kept
    expansion_edit.keep(key[0], expansion_edit.Expansion(
        key, skeleton.texts, snapshot.data, document, smap, _macro_names(result, entry, config),
        list(out.findings), list(out.inactive), list(out.header_pragmas(snapshot.path)),
        _missing_includes(result, key[0]), out.unresolved_includes, table=result.table))


def _macro_names(result: Result, entry: "_Entry", config) -> frozenset:
    """Every name a run over the file knew as a macro's (bytes): defined, from the headers, the
    configuration's, the predefined ones (undefined ones too: a name made a macro again)."""
    names = {d.name for d in result.definitions} | set(result.macros) | set(entry.macros)
    if config is not None:
        names.update(name.split("(")[0].split("=")[0] for name, _value in config.defines)
        if hasattr(config, "predefined_macros"):
            names.update(name.split("(")[0] for name in config.predefined_macros())
    return frozenset(name.encode("latin-1", "replace") for name in names)


def _carried(snapshot: Snapshot, skeleton: "_Skeleton", key: tuple, entry, config,
             raw_problems: Callable[[], list], read: Callable[[str], Optional[bytes]]) -> Optional[Preprocessed]:
    """A keystroke carried into the last run's expanded text (`expansion_edit`): what `_compute`
    decides for the new text, with no preprocessor run; None where one must run."""
    if snapshot.parse_cut_at is not None or skeleton.dynamic:
        return None
    if _found_now(expansion_edit.missing(key[0]), snapshot.path, config, read):
        return None  # A header the run could not find is there now: a run reads it.
    found = expansion_edit.carried(key[0], key, skeleton.texts, snapshot.data, tuple(skeleton.starts))
    if found is None:
        return None
    expansion, expanded = found
    out = Preprocessed(None, reused=True, reused_unresolved=expansion.unresolved, entry=entry)
    out.findings = list(expansion.findings)
    out.inactive = list(expansion.inactive)
    out.pragmas = list(expansion.pragmas)
    raw = raw_problems()
    # (Only the expansions of runs that were not cut, over files they did not refuse, are kept.)
    verdict, active_raw = _raw_verdict(out, snapshot, raw, entry, config)
    if verdict == _EXPAND:
        refined = None
        if len(expanded.data) <= max(MAX_EXPANDED_BYTES, 4 * len(snapshot.data)):
            try:
                refined = _placed_problems(expanded, expanded.data, expansion.map, key[0])
            except Exception:  # noqa: BLE001 - the raw-tree problems stand in.
                log.exception("mapping expanded syntax of %s failed", snapshot.path)
        _judge(out, snapshot, refined, raw, active_raw, expansion.missing)
    return out


def _set_findings(out: Preprocessed, snapshot: Snapshot, result, main: str, entry) -> Optional[int]:
    """Set the inactive regions and the preprocessor's findings (inactive-code hints
    included); return the offset where expansion was cut short, if it was."""
    path = snapshot.path
    out.inactive = sorted(result.inactive.get(path) or result.inactive.get(main) or [])
    out.findings = _diagnostic_findings(snapshot, result, main, entry)
    cut = _cut_offset(result, main)
    if cut is not None:
        # Past the cut nothing was expanded: conditions, branches and the
        # diagnostics that depend on them are unknown, so they are not reported.
        out.inactive = [r for r in out.inactive if r[1] <= cut]
        out.findings = [f for f in out.findings if f.code == P009.code or f.start < cut]
    out.findings += [
        Finding(
            start,
            end,
            INACTIVE_CODE,
            "inactive code: the preprocessor skips this branch, so it is not analyzed",
            Severity.HINT,
            unnecessary=True,
        )
        for start, end in out.inactive
    ]
    return cut


def _main_refused(result, main: str) -> bool:
    """Whether the file itself was too large to expand (P008)."""
    return any(d.code == P008.code and _norm(d.path) == main for d in result.diagnostics)


def _no_open_body(snapshot: Snapshot, inactive: list[tuple[int, int]]) -> bool:
    """Whether the raw tree's problems may be taken for those of directive lines alone: not in a
    file the tree gave up on as a whole (its one problem, on the first directive, stands for all
    of it) whose active text opens more braces than it closes (a `}` left out before a function
    whose head a conditional splits, which only the expanded text shows). Counted in C, comments
    and strings included: a count that is off only expands the text once more."""
    if snapshot.tree.root_node.type != "ERROR":
        return True
    data = snapshot.data
    opened = closed = at = 0
    for start, end in sorted(inactive) + [(len(data), len(data))]:
        if start > at:
            opened += data.count(b"{", at, start)
            closed += data.count(b"}", at, start)
        at = max(at, end)
    return opened <= closed


def _set_syntax_problems(out: Preprocessed, snapshot: Snapshot, result, main: str, cache, raw: list,
                         active_raw: list, cut: Optional[int], stop: Optional[Callable[[], bool]] = None):
    """Set the syntax problems of the active code: those of the expanded text where it
    can be had, else the raw tree's, each with the reason it may not be an error. Returns the
    expansion parsed (document, map) where later keystrokes may carry it, else None."""
    main_refused = _main_refused(result, main)
    if cut is not None:
        # The expansion was cut short: what the compiler sees is unknown, so a
        # problem of the tree as written is information, not an error.
        reason = "macro expansion was cut short (P009), so what the compiler sees is unknown"
        out.syntax_problems = [p if p.reason else dataclasses.replace(p, reason=reason) for p in active_raw]
        return None
    if main_refused:
        # The file itself was too large to expand: its raw problems stand.
        out.syntax_problems = None
        return None
    kept = None
    refined = None
    try:
        found = _refined_problems(snapshot, result, main, cache, stop)
        if found is not None:
            refined, kept = found
    except Exception:  # noqa: BLE001 - the raw-tree problems stand in.
        log.exception("mapping expanded syntax of %s failed", snapshot.path)
    _judge(out, snapshot, refined, raw, active_raw, _missing_includes(result, main))
    return kept


def _judge(out: Preprocessed, snapshot: Snapshot, refined: Optional[list], raw: list, active_raw: list,
           missing: list[str]) -> None:
    """Set the syntax problems from those of the expanded text (None: not to be had)."""
    out.syntax_problems = None if refined is None else _in_broken_items(snapshot, refined, active_raw)
    if out.syntax_problems is None and len(active_raw) < len(raw):
        out.syntax_problems = active_raw
    if missing and out.syntax_problems:
        # Macros of a header that was not found are unknown: what does not
        # parse may well be their use, so it is not called an error.
        reason = f"{missing[0]} was not found, so the macros it defines are unknown"
        out.syntax_problems = [
            p if p.reason else dataclasses.replace(p, reason=reason) for p in out.syntax_problems
        ]


def _found_now(missing: list[str], path: str, config, read: Callable[[str], Optional[bytes]]) -> bool:
    """Whether one of the `#include`s a run could not find (as spelled) may be found now, where the
    preprocessor looks for it (a header created since: the server drops the run's header entry
    when a file appears, a caller that does not tell it relies on this)."""
    if not missing:
        return False
    dirs = [str(d) for d in (config.include_dirs if config is not None else ())]
    return any(read(candidate) is not None
               for spelled in missing for candidate in include_candidates(spelled, path, dirs))


def _missing_includes(result: Result, main: str) -> list[str]:
    return [inc.spelled for inc in result.includes if inc.target is None and _norm(inc.path) == main]


# Reuse across keystrokes that change no directive.
#
# When the raw tree is clean outside inactive regions, everything reported
# comes from directives: the
# findings sit on directive lines (or on the first byte, or at the end of the
# file) and inactive regions run between directive lines. If an edit leaves
# the directives, the configuration and the cached header macros as they were,
# the last findings still hold, moved with their directives; only a run whose
# findings are all anchored that way is remembered. Directives that use
# __LINE__ or __COUNTER__ are never reused.

_SCAN = re.compile(
    rb"/\*.*?(?:\*/|\Z)|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|^[ \t]*(#)(?:\\\r?\n|[^\n])*",
    re.M | re.S,
)
REUSE_CACHE_SIZE = 32
_reusable = memo.cache("analysis.preprocessed.reusable", REUSE_CACHE_SIZE)  # path -> the last reusable run


# The last skeleton of each file, for the next keystroke's (`_Skeleton.of`), and from what size of
# file on a keystroke's skeleton is moved from it rather than scanned (a scan of hashcat's 70,000-line
# inc_common.cl is 26 ms; moving the lines is a comparison of the texts, 2 ms).
_last_skeletons = memo.cache("analysis.preprocessed.skeletons", 8, budget=64 * 2**20,
                             weigh_value=lambda last: len(last[0]))  # (text, its skeleton)
MOVED_SKELETON_MIN_BYTES = 256 * 1024
# What may change the directive lines `_SCAN` finds, on the line an edit changes: a directive, a
# comment's or a literal's bounds, a line splice (a `*` makes no comment's bound without a `/`).
_SCANNED = re.compile(rb"[#/\\\"']")


class _Skeleton:
    """The directive lines of a text, outside comments and literals, with their line starts."""

    @classmethod
    def of(cls, path: str, data: bytes) -> "_Skeleton":
        """The skeleton of `data`, the text of `path`: the last one's, moved through an edit of one
        line that holds none of what `_SCAN` acts on outside the directive lines, else scanned."""
        found = None
        last = _last_skeletons.get(path)
        if last is not None and len(data) >= MOVED_SKELETON_MIN_BYTES:
            old, skeleton = last
            found = skeleton if old == data else skeleton._moved(old, data)
        if found is None:
            found = cls(data)
        if len(data) >= MOVED_SKELETON_MIN_BYTES:
            _last_skeletons.put(path, (data, found))
        return found

    def _moved(self, old: bytes, new: bytes) -> Optional["_Skeleton"]:
        # (A blank line typed or deleted too: `breaks`, the directives after it move with the text.)
        edit = expansion_edit.LineEdit.between(old, new, breaks=True)
        if edit is None or _SCANNED.search(edit.old_line) or _SCANNED.search(edit.new_line):
            return None
        k = bisect_right(self.starts, edit.line_start) - 1
        if k >= 0 and edit.line_start <= self.ends[k] + 1:
            return None  # A continuation line of a directive (or the line right after one).
        first = k + 1  # The first directive after the edited line.
        moved = object.__new__(_Skeleton)
        delta = edit.delta
        moved.starts = self.starts[:first] + [at + delta for at in self.starts[first:]]
        moved.ends = self.ends[:first] + [at + delta for at in self.ends[first:]]
        moved.texts = self.texts
        moved.dynamic = self.dynamic
        return moved

    def __init__(self, data: bytes):
        self.starts: list[int] = []
        self.ends: list[int] = []
        texts: list[bytes] = []
        for m in _SCAN.finditer(data):
            if m.start(1) >= 0:
                self.starts.append(m.start())
                self.ends.append(m.end())
                texts.append(m.group())
        self.texts = tuple(texts)
        self.dynamic = any(b"__LINE__" in t or b"__COUNTER__" in t for t in texts)

    def holds_all(self, problems: list) -> bool:
        """Whether each problem lies inside one directive line."""
        for problem in problems:
            k = bisect_right(self.starts, problem.start) - 1
            if k < 0 or problem.end > self.ends[k]:
                return False
        return True

    def holds(self, offset: int) -> bool:
        """Whether `offset` lies on a directive's lines (those a backslash joins to it, and the line
        break after them, included)."""
        k = bisect_right(self.starts, offset) - 1
        return k >= 0 and offset <= self.ends[k]

    def anchor(self, offset: int, size: int, opened: bool = False) -> Optional[tuple[int, int]]:
        # A directive's own offset before the file's start: one on the first line moves with its line
        # when text is typed above it (anchored to the file's start, a P005 there stayed at 0).
        k = bisect_right(self.starts, offset) - 1
        if opened and k >= 1 and self.starts[k] == offset and offset <= self.ends[k - 1] + 1:
            # Where a skipped branch starts, right after the directive that opens it and at the start
            # of the next directive line: it stays after the opening directive (text typed there is
            # in the branch, and the next directive moves on with it).
            k -= 1
        if k >= 0 and offset <= self.ends[k] + (offset < size):
            # (The end of a directive on the file's last line, with no line end after it, is that
            # directive's: a line typed after it does not stretch a P005 to the new end.)
            return (k, offset - self.starts[k])
        if offset == size:
            return (-2, 0)  # The file's end (an `#if` left open) stays its end.
        if offset == 0:
            return (-1, 0)
        return None

    def offset(self, anchor: tuple[int, int], size: int) -> int:
        k, delta = anchor
        if k == -1:
            return 0
        if k == -2:
            return size
        return min(self.starts[k] + delta, size)


def directive_lines(snapshot: Snapshot) -> _Skeleton:
    """The directive lines of the snapshot's text, outside comments and literals (made once per
    snapshot, and moved through a one-line edit of a large file: `_Skeleton.of`)."""
    return _skeleton(snapshot)


def _skeleton(snapshot: Snapshot) -> _Skeleton:
    """The snapshot's directive lines, found once."""
    return snapshot.memo("analysis.preprocessed.skeleton", lambda: _Skeleton.of(snapshot.path, snapshot.data))


def _remember(skeleton: _Skeleton, key: tuple, data: bytes, pre: Preprocessed, names: frozenset) -> None:
    if skeleton.dynamic:
        return
    size = len(data)
    findings = []
    for f in pre.findings:
        # An inactive-code note (P010) starts where its skipped branch does.
        a, b = skeleton.anchor(f.start, size, opened=f.code == INACTIVE_CODE), skeleton.anchor(f.end, size)
        if a is None or b is None or any(r.path is None for r in f.related):
            return
        findings.append((a, b, f))
    inactive = []
    for start, end in pre.inactive:
        a, b = skeleton.anchor(start, size, opened=True), skeleton.anchor(end, size)
        if a is None or b is None:
            return
        inactive.append((a, b))
    pragmas = []
    for offset, name, enable in pre.header_pragmas(key[0]):
        # (-1: before the file's first token, as a forced include's; `_reuse` keeps it so.)
        anchor = (-3, 0) if offset == -1 else skeleton.anchor(offset, size)
        if anchor is None:
            return  # After the file's own code (an #include below a function): not kept.
        pragmas.append((anchor, name, enable))
    unresolved = pre.unresolved_includes
    _reusable.put(key[0], (key, skeleton.texts, tuple(findings), tuple(inactive), unresolved, tuple(pragmas),
                           data, names))


def _reuse(skeleton: _Skeleton, key: tuple, size: int, data: bytes) -> Optional[Preprocessed]:
    kept = _reusable.get(key[0])
    if kept is None or kept[0] != key or kept[1] != skeleton.texts or skeleton.dynamic:
        return None
    _, _, findings, inactive, unresolved, pragmas, old, names = kept
    if _invocations_touched(old, data, names):
        return None
    out = Preprocessed(None, reused=True, reused_unresolved=unresolved)
    out.pragmas = [(-1 if anchor[0] == -3 else skeleton.offset(anchor, size), name, enable)
                   for anchor, name, enable in pragmas]
    out.inactive = [(skeleton.offset(a, size), skeleton.offset(b, size)) for a, b in inactive]
    out.findings = [
        dataclasses.replace(f, start=skeleton.offset(a, size), end=skeleton.offset(b, size)) for a, b, f in findings
    ]
    return out


# What the preprocessor reads outside directives, besides macro names: the brackets and commas of
# an invocation, and what hides them (comments, literals, line splices).
_INVOCATION_BYTES = re.compile(rb"[(),\"'\\]|/[*/]|\*/")
_WORD_BYTE = re.compile(rb"[A-Za-z0-9_$]")


def _invocations_touched(old: bytes, new: bytes, names: frozenset) -> bool:
    """Whether the one region where two texts differ may change what the preprocessor makes of
    their invocations (a `,` that makes an argument too many, an invocation typed and not closed:
    what it reports there, P005): a macro's name in it or in the words it cuts, or a bracket, a
    comma, a quote, a comment mark or a backslash in it. The run's findings are kept only when
    none is (the edit oracle on a CLBlast unit: `bool Negate(double ` typed, `Negate` a macro)."""
    n = min(len(old), len(new))
    start = expansion_edit._common_prefix(old, new, n)
    tail = expansion_edit._common_suffix(old, new, n - start)
    while start > 0 and _WORD_BYTE.match(old, start - 1):
        start -= 1
    for text in (old, new):
        end = len(text) - tail
        while end < len(text) and _WORD_BYTE.match(text, end):
            end += 1
        region = text[start:end]
        if _INVOCATION_BYTES.search(region) or not names.isdisjoint(expansion_edit._WORD.findall(region)):
            return True
    return False


def _inside(offset: int, regions: list[tuple[int, int]]) -> bool:
    k = bisect_right(regions, (offset, float("inf"))) - 1
    return k >= 0 and regions[k][0] <= offset < regions[k][1]


def _summaries(main: str, result: Result) -> Iterable[_Summary]:
    """Diagnostics of included files, each attached to the main file's `#include` that led there."""
    own = [inc for inc in result.includes if _norm(inc.path) == main]
    index_of = {(inc.start, inc.end): k for k, inc in enumerate(own)}
    included_from = {}
    for inc in result.includes:
        if inc.target is not None:
            included_from.setdefault(_norm(inc.target), inc)
    seen = set()
    for d in result.diagnostics:
        n = _norm(d.path)
        if n == main or d.path in (COMMAND_LINE, BUILT_IN):
            continue
        inc = included_from.get(n)
        visited = set()
        while inc is not None and _norm(inc.path) != main and inc.path not in visited:
            visited.add(inc.path)
            inc = included_from.get(_norm(inc.path))
        if inc is None or _norm(inc.path) != main:
            continue
        k = index_of.get((inc.start, inc.end))
        if k is None:
            continue
        message = f"included file {os.path.basename(d.path)}: {_shorten(d.message, main)}"
        if (k, d.code, message) in seen:
            continue
        seen.add((k, d.code, message))
        related = (Related(d.start, d.end, d.message, d.path),)
        yield _Summary(k, d.code, message, _SEVERITY.get(d.severity, Severity.WARNING), related)


def _shorten(message: str, main: str) -> str:
    """Paths under the main file's directory, written relative to it."""
    return message.replace(os.path.dirname(main) + os.sep, "")


def _cut_offset(result: Result, main: str) -> Optional[int]:
    """Where in the main file the run's expansion budget ran out (0 if in a header), or None."""
    if result.cut is None:
        return None
    path, offset = result.cut
    return offset if _norm(path) == main else 0


def _diagnostic_findings(snapshot: Snapshot, result: Result, main: str, entry: Optional[_Entry]) -> list[Finding]:
    size = len(snapshot.data)
    out: list[Finding] = []
    for d in result.diagnostics:
        severity = _SEVERITY.get(d.severity, Severity.WARNING)
        message = _shorten(d.message, main)
        if d.path in (COMMAND_LINE, BUILT_IN):
            out.append(Finding(0, 0, d.code, f"command line: {message}", severity))
        elif _norm(d.path) == main:
            start = min(d.start, size)
            out.append(Finding(start, max(start, min(d.end, size)), d.code, message, severity))
    if entry is not None:
        own = [inc for inc in result.includes if _norm(inc.path) == main]
        for s in entry.summaries:
            if s.include_index < len(own):
                inc = own[s.include_index]
                out.append(Finding(inc.start, inc.end, s.code, s.message, s.severity, s.related))
    return out


# Syntax problems of the expanded text.


class _SourceMap:
    """Expanded-text byte ranges back to main-file ranges and the macros involved."""

    def __init__(self, mapping: Sequence[tuple[int, int, Origin]], main: str, path: str, header_macros: HeaderMacros):
        self.mapping = mapping
        self.starts = [m[0] for m in mapping]
        self.ends = [m[1] for m in mapping]
        self.main = main
        self.path = path
        self.header_macros = header_macros
        roots: dict[int, Invocation] = {}
        seen: set[int] = set()  # The invocations met: tokens of one expansion share theirs.
        for _, _, o in mapping:
            inv = o.invocation
            if inv is not None and id(inv) not in seen:
                seen.add(id(inv))
                r = inv.outermost()
                if _norm(r.path) == main:
                    roots.setdefault(id(r), r)
        self.roots = sorted(roots.values(), key=lambda r: r.start)
        self.root_starts = [r.start for r in self.roots]

    def _enclosing(self, offset: int) -> Optional[Invocation]:
        """The invocation in the main file whose arguments hold `offset`."""
        k = bisect_right(self.root_starts, offset) - 1
        if k >= 0 and self.roots[k].start <= offset < self.roots[k].end:
            return self.roots[k]
        return None

    def locate(self, o: Origin) -> Optional[tuple[int, int, Optional[Invocation], Optional[Invocation]]]:
        """(start, end, outermost invocation, invocation holding the spelling) in the main file."""
        if o.invocation is None:
            if _norm(o.path) != self.main:
                return None
            return o.start, o.end, self._enclosing(o.start), None
        r = o.invocation.outermost()
        if _norm(r.path) != self.main:
            return None
        return r.start, r.end, r, o.invocation

    # The reading interface `expansion_edit.place` goes by (an `EditedMap` has it too).

    @property
    def count(self) -> int:
        return len(self.mapping)

    def bounds(self, k: int) -> tuple[int, int]:
        return self.starts[k], self.ends[k]

    def ends_by(self, offset: int) -> int:
        return bisect_right(self.ends, offset)

    def ends_before(self, offset: int) -> int:
        return bisect_left(self.ends, offset)

    def located(self, k: int):
        return self.locate(self.mapping[k][2])

    def invoked_between(self, start: int, end: int) -> bool:
        """Whether an outermost invocation written in the main file overlaps [start, end)."""
        k = bisect_left(self.root_starts, end)  # (Outermost invocations do not overlap: in order, ends too.)
        return k > 0 and self.roots[k - 1].end > start

    def place(self, start: int, end: int):
        """The main-file range of an expanded range, or None where it maps nowhere."""
        return expansion_edit.place(self, start, end)

    def notes(self, root: Invocation, inner: Optional[Invocation]) -> tuple[Related, ...]:
        chain: list[Invocation] = []
        inv = inner
        while inv is not None and len(chain) < MAX_EXPANSION_NOTES:
            chain.append(inv)
            inv = inv.parent
        if not chain:
            chain = [root]
        notes = []
        for inv in chain:
            d = inv.definition
            if d.path in (None, COMMAND_LINE, BUILT_IN):
                d = self.header_macros.definition(self.path, inv.macro) or d
            if d.path in (None, COMMAND_LINE, BUILT_IN):
                continue
            where = None if _norm(d.path) == self.main else d.path
            notes.append(Related(d.start, d.end, f"in expansion of macro '{inv.macro}', defined here", where))
        return tuple(notes)


def _in_broken_items(snapshot: Snapshot, refined: list, raw: list) -> list:
    """The problems of the expanded text that lie in a top-level item where the raw tree has one.

    The expanded text is what judges the raw tree's problems (one a macro explains, one it
    moves). A problem only expansion makes, in an item the raw tree reads cleanly, is no
    business of this judgement: where the whole tree is clean nothing is expanded to find it
    (the expanded view's S008 says such a function does not parse), and it must not come and
    go with a typo in another function (found by tools/edit_oracle.py on arrayfire's
    sift_nonfree.cl: `#define center 5` made `T* 5 = ...` an error only while a kernel head
    elsewhere was broken)."""
    children = snapshot.tree.root_node.children
    starts = [child.start_byte for child in children]

    def item(offset: int) -> int:
        return bisect_right(starts, offset) - 1

    broken = {item(p.start) for p in raw}
    kept = [p for p in refined if item(p.start) in broken]
    # A body left open before the next function, which the raw tree says: in a file read as one
    # ERROR (CLBlast's units) its items are pieces, and the expanded text may place the missing
    # `}` in another (or at the end of the file, where clang says it): the expanded text's say
    # about a missing `}`, or else the raw tree's.
    # (And in a file the raw tree gave up on as a whole, whose one problem stands for all of it,
    # though it cannot say so where a conditional splits the next function's head: rodinia's
    # find_ellipse_kernel.cl, a `}` left out before `#ifdef USE_IMAGE / __kernel void ...`.)
    # Where the expanded text has no problem but those unknown macros explain, the raw tree's open
    # body is the conditionals' doing (john's nt_kernel.cl: `#if > 59` / `while (--blocks)` /
    # `#endif` / `{`, the branch inactive; sha512_gpl_kernel.cl: a loop's `{` and `}` each in an
    # `#ifdef`): clang agrees.
    opened = [p for p in raw if p.reason is None and p.message == syntax_problems.OPEN_BODY] \
        if any(p.reason is None for p in refined) else []
    whole = snapshot.tree.root_node.type == "ERROR"
    if (opened or whole) and not any(p.message in (syntax_problems.OPEN_BODY, "expected '}'") for p in kept):
        said = [p for p in refined if p.reason is None and p.message == syntax_problems.OPEN_BODY] or \
            [p for p in refined if p.reason is None and p.message == "expected '}'"] or opened
        kept = sorted(kept + said[:1], key=lambda p: p.start)
    return kept


def _refined_problems(snapshot: Snapshot, result: Result, main: str, header_macros: HeaderMacros,
                      stop: Optional[Callable[[], bool]] = None):
    """(the syntax problems of the expanded text, placed in the file, and the expansion parsed
    (its document and map) where later keystrokes may carry it: `expansion_edit`), or None when
    the expanded text is too large to judge, or the analysis's time (`stop`) ran out writing it."""
    limit = max(MAX_EXPANDED_BYTES, 4 * len(snapshot.data))
    if (result.expanded_size(snapshot.path) or result.expanded_size(main)) > limit:
        return None  # (Counted before it is written, as `text_of` falls back: a small file can expand to millions of tokens.)
    try:
        text, mapping = result.text_of(snapshot.path, stop)
        if not text and not mapping:
            text, mapping = result.text_of(main, stop)
    except Stopped:
        result.stopped = True  # (Another analysis, with time for all of it, may judge it.)
        return None
    data = text.encode("utf-8", "replace")
    if len(data) > limit:
        return None
    document = None
    if snapshot.parse_cut_at is not None:
        # The file's own parse ran out of time (S009), and its tree is that of the text blanked
        # from the cut: so is the expanded text's here, from the same line (its lines follow the
        # source's). Parsed whole, it would run out of time too (the device fuzzer: a line of 135 KB).
        line = snapshot.data.count(b"\n", 0, snapshot.parse_cut_at)
        rest = data.split(b"\n", line)
        data = bounded_parse.blank_from(data, len(data) - len(rest[-1]) if len(rest) > line else len(data))
        expanded = parse_bytes(snapshot.path, data)
    elif data.isascii():
        # (Offsets in the text are those of its map: the text was written one byte per character.)
        document = Document(snapshot.path, data)
        expanded = document.snapshot()
    else:
        expanded = parse_bytes(snapshot.path, data)
    smap = _SourceMap(mapping, main, snapshot.path, header_macros)
    kept = (document, smap) if document is not None and document.parse_cut_at is None and not document.wrapper \
        else None
    return _placed_problems(expanded, data, smap, main), kept


def _placed_problems(expanded: Snapshot, data: bytes, smap, main: str) -> list:
    """The syntax problems of an expanded text (`data`, parsed), placed in the main file through its map."""
    out: list[syntax_problems.Problem] = []
    seen: set[tuple[int, int]] = set()
    for p in syntax_problems.collect(expanded):
        placed = smap.place(p.start, p.end)
        if placed is None:
            continue
        start, end, root, inner = placed
        if root is not None and p.kind == "missing" and p.insert == ";" and _norm(root.path) == main \
                and _written_after(smap, data, p.start):
            # The `;` missing after what an invocation produced, before the file's own next token
            # (`SET_ZERO(acc)` then a statement): it goes after the invocation, as clang says.
            start = end = root.end
            root = inner = None
        if p.start == p.end and inner is not None and root is not None and _norm(root.path) == main \
                and root.start <= start <= root.end:
            start, end = root.start, root.end  # A point inside a macro's body: its use in the file is what shows.
        elif p.start == p.end:
            end = start
        if (start, end) in seen:
            continue
        seen.add((start, end))
        message, insert, related, reason = p.message, p.insert, (), p.reason
        if root is not None:
            message = f"{message}, in expansion of macro '{root.macro}'"
            related = smap.notes(root, inner)
            if inner is not None:
                insert = None  # A token inserted after a macro's use may not be what is missing.
                # Code that comes from a macro body is where our grammar meets
                # the most exotic constructs (attributes, overload tricks);
                # the build is the judge there, so this is information.
                reason = reason or f"the expansion of macro '{root.macro}' does not parse here"
        out.append(RefinedProblem(p.kind, start, end, message, reason, insert, related))
    return out


_TOKEN_START = re.compile(rb"\S")


def _written_after(smap: "_SourceMap", data: bytes, at: int) -> bool:
    """Whether the next token of the expanded text from `at` on is the file's own (no macro made it)."""
    found = _TOKEN_START.search(data, at)
    if found is None:
        return False
    placed = smap.place(found.start(), found.start() + 1)
    return placed is not None and placed[2] is None


# What rules and the LSP layer call.


# Build descriptions: a file configured from one of these is really compiled with these flags.
_BUILD_DESCRIPTIONS = ("compile_flags.txt", "compile_commands.json")


def preprocessed_findings(ctx: "ContextView") -> list[Finding]:
    """The P findings of the context's main file (empty without a project view).

    A missing `#include` is a warning while we cannot know how the file is built (the
    directory may just not be configured yet), and an error when the file's flags come from
    compile_flags.txt or compile_commands.json: that build would stop there."""
    pre = ctx.preprocessed
    if pre is None:
        return []
    findings = list(pre.findings)
    if any(f.code == messages.MISSING_INCLUDE.code.code for f in findings):
        sources = ctx.project.config_for(ctx.snapshot.path).sources
        if any(source.name in _BUILD_DESCRIPTIONS for source in sources):
            missing = messages.MISSING_INCLUDE.text.split("{")[0]
            findings = [dataclasses.replace(f, severity=Severity.ERROR)
                        if f.code == messages.MISSING_INCLUDE.code.code and f.message.startswith(missing) else f
                        for f in findings]
    return findings


def inactive_regions(ctx: "ContextView") -> list[tuple[int, int]]:
    """Byte ranges of the main file that the preprocessor skips."""
    pre = ctx.preprocessed
    return list(pre.inactive) if pre is not None else []


def attach_related(ctx: "ContextView", findings: list[Finding]) -> list[Finding]:
    """Give S001-S003 findings made from refined problems their expansion notes."""
    problems = ctx.__dict__.get("syntax_problems")
    if not problems:
        return findings
    notes = {(p.start, p.end): p.related for p in problems if isinstance(p, RefinedProblem) and p.related}
    if not notes:
        return findings
    return [
        dataclasses.replace(f, related=notes[(f.start, f.end)])
        if f.code in SYNTAX_CODES and not f.related and (f.start, f.end) in notes
        else f
        for f in findings
    ]


_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
# A `#define` line: the name, then the rest (parameters and body, continued lines included).
_DEFINED = re.compile(rb"#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)((?:\\\r?\n|[^\n])*)")


_defined_cache = memo.cache("analysis.preprocessed.defined_names", 16)


def _defined_names(snapshot: Snapshot) -> frozenset[bytes]:
    """Names #defined in the snapshot, computed once per snapshot version."""
    # The text's hash too: two snapshots parsed from different text share a path and generation 0.
    key = (snapshot.path, snapshot.generation, hash(snapshot.data))
    return _defined_cache.get_or_make(
        key, lambda: frozenset(m.group(1) for m in directives(_DEFINED, snapshot.data)))


def names_a_macro(snapshot: Snapshot, offset: int, project: ProjectView) -> bool:
    """Whether the word at `offset` is a macro of this file or of its headers (cheap)."""
    data = snapshot.data
    start = offset
    while start > 0 and (data[start - 1 : start].isalnum() or data[start - 1 : start] == b"_"):
        start -= 1
    word = _WORD.match(data, start)
    if word is None or word.end() < offset:
        return False
    name = word.group()
    if name in _defined_names(snapshot):
        return True
    entry = project.header_macros._entry(snapshot.path)
    return entry is not None and name.decode() in entry.macros


def macro_expansion(snapshot: Snapshot, offset: int, project: ProjectView) -> Optional[tuple[str, str]]:
    """(macro name, expanded text) of the outermost macro invocation at `offset`, or None.

    Main-file mode with the cached header macros: fast enough for hover.
    """
    if not names_a_macro(snapshot, offset, project):
        return None
    try:
        config = project.config_for(snapshot.path)
        full = snapshot.path not in project.header_macros
        result = preprocess_main(snapshot, config, project.read, project.header_macros, full)
    except Exception:  # noqa: BLE001 - no expansion rather than a failed hover.
        log.exception("expansion failed for %s", snapshot.path)
        return None
    main = _norm(snapshot.path)

    def root_of(origin):
        invocation = origin.invocation
        while invocation is not None and invocation.parent is not None:
            invocation = invocation.parent
        return invocation

    root = None
    for _text, origin in result.tokens:
        candidate = root_of(origin)
        # Only on the macro's name: hovering an argument is about the argument.
        if candidate is not None and _norm(candidate.path) == main and candidate.start <= offset < candidate.start + len(candidate.macro.encode()):
            root = candidate
            break
    if root is None:
        return None
    pieces = []
    for text, origin in result.tokens:
        candidate = root_of(origin)
        inside = candidate is not None and (candidate.path, candidate.start) == (root.path, root.start)
        # Argument tokens keep their own origin, inside the invocation's range.
        argument = candidate is None and _norm(origin.path) == main and root.start <= origin.start < root.end
        if inside or argument:
            pieces.append(text)
        elif pieces:
            break
    return root.macro, _join_tokens(pieces)


def _join_tokens(pieces: list[str]) -> str:
    """Tokens as C text, with spaces only where a reader expects them."""
    out = ""
    for text in pieces:
        glued = text in {")", "]", ",", ";", ".", "->", "++", "--"} or (
            text in {"(", "["} and (out[-1:].isalnum() or out[-1:] in {"_", ")", "]"})
        )
        if out and not (out[-1] in "([.~!" or glued):
            out += " "
        out += text
    return out

"""Facts the B rules (built-in calls, undeclared names, printf) share.

What it knows: which calls of a function body name a catalog built-in that no
declaration or macro of the file shadows; which names the implementation
provides without the catalog listing them (reserved prefixes such as `CLK_`,
`CL_`, `__`, and a few constants of the headers); the words that appear in the
headers a file includes and in its own `#define` lines (a name there may be
declared or produced by code we cannot see); the names the headers may declare
at file scope (for the overload rules, a mere mention does not count); and
which names token pasting (`##`) could make.

What it does not know: what macros expand to (it bounds what pasting can make
from the tokens the pasting macros are given, and gives up where it cannot).
Everything is computed once per snapshot and cached on the `Semantic` object.
"""

from __future__ import annotations

import functools
import itertools
import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import Iterator, NamedTuple, Optional

import tree_sitter

from .. import memo
from .semantics.catalog import FunctionFamily, load_catalog
from .semantics import typing as ty
from .semantics.typing import conversion_builtin_type
from ..project import features as ft
from ..syntax.directives import directives, first_directive
from . import conversion_facts as cf
from .environment import environment_key
from .preprocessed import _norm
from .qualifier_support import default_pointee_space
from .semantic import Function, Semantic, file_fact, item_names
from .registry import Visit

_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
# Searched through syntax.directives, which checks that the `#` starts its line.
_DEFINE_LINE = re.compile(rb"#[ \t]*define\b(?:\\\r?\n|[^\n])*")
_ANY_DIRECTIVE = re.compile(rb"#[ \t]*(include|import)\b")

# Names the OpenCL headers provide that the catalog does not list one by one.
_RESERVED = re.compile(
    r"^(?:__\w*|_[A-Z]\w*|CLK_\w+|CL_\w+|cl_\w+|memory_order\w*|memory_scope\w*|"
    r"FLT_\w+|DBL_\w+|HALF_\w+|M_\w+|CHAR_\w+|SCHAR_\w+|UCHAR_\w+|SHRT_\w+|USHRT_\w+|INT_\w+|UINT_\w+|"
    r"LONG_\w+|ULONG_\w+|FP_\w+|ATOMIC_\w+|as_\w+|convert_\w+|"
    # Vendor extensions' built-ins, and rounding forms of the half stores.
    r"(?:amd|arm|intel|qcom|nv|img|altera|xilinx|mali|khr)_\w+|vstorea?_half\d*_rt[enpz])$"
)
C_KEYWORDS = frozenset(
    "auto break case char const continue default do double else enum extern float for goto if inline int long "
    "register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while "
    "bool half uchar ushort uint ulong size_t ptrdiff_t intptr_t uintptr_t true false".split()
)
_KNOWN_CONSTANTS = frozenset(
    {"NULL", "MAXFLOAT", "HUGE_VALF", "HUGE_VAL", "INFINITY", "NAN", "MAX_WORK_DIM", "kernel_exec",
     "true", "false", "CHAR_BIT"}
)


@functools.lru_cache(maxsize=8192)
def provided_name(name: str) -> bool:
    if name in C_KEYWORDS:
        return True
    """Whether the implementation (catalog, headers, predefined macros) may provide `name`."""
    if name in _KNOWN_CONSTANTS or _RESERVED.match(name):
        return True
    catalog = load_catalog()
    return (
        catalog.is_builtin_function(name)
        or catalog.macro(name) is not None
        or catalog.type(name) is not None
        or catalog.keyword(name) is not None
        or conversion_builtin_type(name) is not None
    )


class BuiltinCall(NamedTuple):
    """A call whose callee is a catalog built-in (a tuple: one is made per built-in call of
    every function, and a frozen dataclass sets each field through `object.__setattr__`)."""

    node: tree_sitter.Node  # call_expression
    name_node: tree_sitter.Node
    name: str
    family: FunctionFamily
    arguments: list[tree_sitter.Node]


def _arguments(call: tree_sitter.Node) -> list[tree_sitter.Node]:
    args = call.child_by_field_id(ty.F_ARGUMENTS)
    if args is None:
        return []
    return [c for c in args.named_children if c.type != "comment"]


def builtin_calls(sem: Semantic, fn: Function, only: Optional[frozenset[str]] = None) -> list[BuiltinCall]:
    """Calls to catalog built-ins in a function body, unshadowed (only those named in `only`, if given)."""
    cache = sem.memo(("analysis.builtin_facts", "calls"), dict)
    key = fn.node.id
    found = cache.get(key)
    if found is None:
        found = cache[key] = _builtin_calls(sem, fn)
    if only is None:
        return found
    return [call for call in found if call.name in only]


def _builtin_calls(sem: Semantic, fn: Function) -> list[BuiltinCall]:
    catalog = load_catalog()
    out: list[BuiltinCall] = []
    data = sem.snapshot.data
    macros = sem.macro_names
    calls = cf.facts(sem, fn).nodes.get("call_expression", ())  # The shared walk of the body.
    if not calls:
        return out
    names = sem.typer._names
    sem.prime(fn)  # Resolves every name of the body: a call to a declared name is no built-in call.
    for node in calls:
        callee = node.child_by_field_id(ty.F_FUNCTION)
        if callee is None or callee.type != "identifier":
            continue
        name = data[callee.start_byte : callee.end_byte].decode("utf-8", "replace")
        family = catalog.function(name)
        if family is None or name in macros:
            continue
        declared = names.get((name, callee.start_byte), _UNPRIMED)
        if declared is _UNPRIMED:
            continue  # Not a name the walk resolved (a local prototype's): leave it alone.
        if declared is not None:
            continue  # A local or file-scope declaration shadows the built-in.
        out.append(BuiltinCall(node, callee, name, family, _arguments(node)))
    # In file order already: `body_nodes` sorts the calls by start, and each call kept starts with its name.
    return out


_UNPRIMED = object()


def walk(node: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
    """Every node under `node` in document order, with an explicit stack."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


# Words that code we cannot see might declare.

# Caches by header (path, size, hash): the words of its text, its blanked text and defines, what it may declare.
_header_words = memo.cache("analysis.builtin_facts.header_words", 256)
_header_facts = memo.cache("analysis.builtin_facts.header_facts", 256)
_declaring = memo.cache("analysis.builtin_facts.declaring", 256)


def _words(data: bytes) -> frozenset[str]:
    # The scan stays in C (findall); only the distinct words are decoded (a header's 200,000
    # words are a few thousand distinct ones).
    return frozenset(word.decode("ascii", "replace") for word in set(_WORD.findall(data)))


def hidden_words(sem: Semantic) -> Optional[frozenset[str]]:
    """Words of the included headers and of the file's `#define` lines; None when unknowable.

    None means the file includes something we cannot read (or its includes
    were never resolved), so any name may be declared there. A file-wide fact
    (`Semantic.consult`): an item judged by it is judged again when it changes.
    """
    return sem.consult(_HIDDEN)


_HIDDEN = "analysis.builtin_facts.hidden_words"


def _in_words(words: Optional[frozenset[str]], word: str) -> Optional[bool]:
    """A word's answer of a set of words (None where the set is unknowable)."""
    return None if words is None else word in words


def is_hidden_word(sem: Semantic, word: str) -> Optional[bool]:
    """Whether `word` is one of `hidden_words` (None when those are unknowable), noted for this
    word alone (`Semantic.consult_member`)."""
    return sem.consult_member(_HIDDEN, word)


def argument_types(sem: Semantic, call: BuiltinCall) -> str:
    """A call's argument types as messages show them: `int, float4` (`?` where unknown)."""
    return ", ".join(sem.type_of(a) or "?" for a in call.arguments)


def may_be_redeclared(sem: Semantic, name: str) -> bool:
    """Whether a header or a macro may declare `name` itself (an overload of a built-in,
    say): always when the file includes something we cannot read."""
    hidden = hidden_words(sem)
    return hidden is None or name in hidden


@file_fact(_HIDDEN, member=_in_words)
def _hidden_words(sem: Semantic) -> Optional[frozenset[str]]:
    data = sem.snapshot.data
    words: set[str] = set()
    for match in directives(_DEFINE_LINE, data):
        words.update(_words(match.group()))
    headers = _header_contents(sem)
    if headers is None:
        return None
    for key, content in headers:
        words.update(_header_words.get_or_make(key, lambda: _words(content)))
    return frozenset(words)


def _header_contents(sem: Semantic) -> Optional[list[tuple[tuple[str, int, int], bytes]]]:
    """((path, size, hash), content) of each file the main file includes, directly or not;
    None when one of them is unknown (not found, unreadable, includes never resolved)."""
    store = sem.memo("analysis.builtin_facts", dict)
    if "headers" in store:
        return store["headers"]
    store["headers"] = result = _read_headers(sem)
    return result


def _read_headers(sem: Semantic) -> Optional[list[tuple[tuple[str, int, int], bytes]]]:
    data = sem.snapshot.data
    ctx = sem.ctx
    config = sem.config
    forced = bool(config is not None and getattr(config, "forced_includes", None))
    has_include = first_directive(_ANY_DIRECTIVE, data) is not None
    if not has_include and not forced:
        return []
    if sem.unresolved_includes or ctx.project is None:
        return None
    entry = ctx.header_entry
    if entry is None or any(target is None for _spelled, target in entry.includes):
        return None
    main = _norm(sem.snapshot.path)
    out = []
    for path in sorted(set(entry.files)):
        if path == main:
            continue
        try:
            content = ctx.project.read(path)
        except Exception:  # noqa: BLE001 - unreadable means unknown.
            content = None
        if content is None:
            return None
        out.append(((path, len(content), hash(content)), content))
    return out


# Which names token pasting can make. A pasted identifier is the concatenation
# of the operands of a `##` chain: fixed tokens of the macro's body and the
# tokens of the arguments the macro is given (or, through a macro that passes
# its own parameters on, the arguments that one is given, macro-expanded). So
# a name can be pasted only when (1) the pattern of some chain matches it
# (`acc_##n` makes only `acc_...`) and (2) it splits into tokens that can reach
# a chain operand: argument tokens of every invocation of the pasting macros
# and of the macros that call them, and the bodies of the macros those tokens
# name. Anything we cannot bound (a pasting macro named without an argument
# list, a capitals-only name no visible `#define` gives a value to, which the
# host may set with -D) makes every name possible.

_COMMENT_OR_STRING = re.compile(rb'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?(?:\*/|\Z)', re.S)
_DEFINE_PARTS = re.compile(r"#[ \t]*define[ \t]+([A-Za-z_]\w*)(\([^)]*\))?(.*)", re.S)
_PP_TOKEN = re.compile(r"##|[A-Za-z_]\w*|\.?[0-9](?:[eEpP][+-]|[\w.])*|\S")
_IDENT = re.compile(r"[A-Za-z_]\w*")
_PIECE = re.compile(r"\w+")
_CAPITALS = re.compile(r"^[A-Z][A-Z0-9_]*$")
_LOOK_BACK = 256
_NOT_INVOCATION = re.compile(rb"(?:#[ \t]*(?:define|undef|ifdef|ifndef|elifdef|elifndef)[ \t]+|\bdefined[ \t]*\(?[ \t]*)$")


def _blank_comments(data: bytes) -> bytes:
    """`data` with each comment replaced by spaces (newlines kept, so lines stay where they were)."""
    def blank(match: re.Match) -> bytes:
        text = match.group()
        if text[:1] in (b'"', b"'"):
            return text
        return re.sub(rb"[^\n]", b" ", text)

    return _COMMENT_OR_STRING.sub(blank, data)


@dataclass(frozen=True)
class _Define:
    name: str
    params: Optional[tuple[str, ...]]  # None for an object-like macro.
    body: tuple[str, ...]  # Its tokens.


def _defines_of(data: bytes) -> list[_Define]:
    """Every `#define` of a text, in all branches (comments blanked first)."""
    out = []
    for match in directives(_DEFINE_LINE, data):
        line = re.sub(rb"\\\r?\n", b" ", match.group()).decode("utf-8", "replace")
        parts = _DEFINE_PARTS.match(line)
        if parts is None:
            continue
        params = None
        if parts.group(2) is not None:
            params = tuple(p.strip() for p in parts.group(2)[1:-1].split(",") if p.strip())
            params = tuple("__VA_ARGS__" if p == "..." else p.rstrip(".").strip() for p in params)
        out.append(_Define(parts.group(1), params, tuple(_PP_TOKEN.findall(parts.group(3)))))
    return out


def _text_facts(key, content: bytes) -> tuple[bytes, list[_Define]]:
    """(text with comments blanked, its defines), cached per header content."""

    def make() -> tuple[bytes, list[_Define]]:
        blanked = _blank_comments(content)
        return blanked, _defines_of(blanked)

    return _header_facts.get_or_make(key, make)


def _chains(define: _Define) -> list[re.Pattern]:
    """The name pattern of each `##` chain of a macro's body (a parameter matches any word)."""
    params = set(define.params or ())
    body = define.body
    out = []
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "##":
            operands = [body[i]]
            j = i + 1
            while j + 1 < len(body) and body[j] == "##":
                operands.append(body[j + 1])
                j += 2
            out.append(re.compile("".join(r"\w*" if op in params else re.escape(op) for op in operands)))
            i = j
        else:
            i += 1
    return out


_LONGEST_SPLIT = 256


@dataclass(frozen=True)
class _PasteModel:
    patterns: tuple[re.Pattern, ...]
    pieces: frozenset[str]
    any_word: bool  # A piece may be any word (an operand we cannot bound).
    any_number: bool  # A piece may be any number (`__LINE__`, a -D value).

    def makes(self, name: str) -> bool:
        if not any(p.fullmatch(name) for p in self.patterns):
            return False
        if self.any_word or len(name) > _LONGEST_SPLIT:
            return True  # Splitting is quadratic in the name's length: a name that long is not judged.
        n = len(name)
        reach = [False] * (n + 1)
        reach[0] = True
        for i in range(n):
            if not reach[i]:
                continue
            if self.any_number and i > 0 and name[i].isdigit():
                return True  # A number piece can run to the end (`[0-9]\w*`).
            for j in range(i + 1, n + 1):
                if name[i:j] in self.pieces:
                    reach[j] = True
        return reach[n]


def may_be_pasted(sem: Semantic, name: str) -> bool:
    """Whether a `##` of the file, its headers or the command line could make `name`.

    True when the headers are unknown (they may paste anything). A file-wide fact (invocations
    anywhere count), noted for this name alone (`Semantic.consult_member`)."""
    return sem.consult_member(_PASTES, name)


def _makes(pastes: tuple, name: str) -> bool:
    """`may_be_pasted`'s answer from the fact's value."""
    pasted, model = pastes
    if pasted is not None:
        return name in pasted
    if model is _UNKNOWN:
        return True
    return model is not None and model.makes(name)


_PASTES = "analysis.builtin_facts.pastes"


@file_fact(_PASTES, member=_makes)
def _pastes(sem: Semantic) -> tuple:
    """(the names `##` made in the last run, or None; when None, the pattern model of what the
    file's pastes could make)."""
    pasted = _pasted_names(sem)
    return pasted, (_paste_model(sem) if pasted is None else None)


_UNKNOWN = object()


def _pasted_names(sem: Semantic) -> Optional[frozenset[str]]:
    """The names `##` made when the preprocessor ran over the file and its headers with this
    configuration (every paste of the active text, headers included), or None when that run is
    not at hand or was cut short: then the pattern model bounds them."""
    pre = sem.ctx.preprocessed
    result = pre.result if pre is not None else None
    if result is None or result.cut is not None:
        return None
    if pre.full:
        return frozenset(result.pasted)
    # A light run expands only the main file (the headers' macros come from the last full
    # run): the pastes in the headers' code are those that run made.
    entry = sem.ctx.header_entry
    if entry is None:
        return None
    return entry.pasted | result.pasted


def _paste_model(sem: Semantic):
    headers = _header_contents(sem)
    if headers is None:
        return _UNKNOWN
    texts: list[bytes] = []
    defines: list[_Define] = []
    main = _blank_comments(sem.snapshot.data)
    texts.append(main)
    defines.extend(_defines_of(main))
    for key, content in headers:
        blanked, found = _text_facts(key, content)
        texts.append(blanked)
        defines.extend(found)
    config = sem.config
    for spelled, value in (getattr(config, "defines", None) or ()):
        line = f"#define {spelled} {value if value is not None else 1}".encode()
        defines.extend(_defines_of(line))
        texts.append(line)
    patterns = []
    pasting: set[str] = set()
    by_name: dict[str, list[_Define]] = {}
    for define in defines:
        by_name.setdefault(define.name, []).append(define)
        chains = _chains(define)
        if chains:
            patterns.extend(chains)
            pasting.add(define.name)
    if not pasting:
        return None
    # The pasting macros and, transitively, the macros whose bodies name one of them.
    users: dict[str, set[str]] = {}
    for define in defines:
        for token in define.body:
            users.setdefault(token, set()).add(define.name)
    closure = set(pasting)
    todo = list(pasting)
    while todo:
        for user in users.get(todo.pop(), ()):
            if user not in closure:
                closure.add(user)
                todo.append(user)
    pieces: set[str] = set()
    for define in defines:
        if define.name in pasting:
            pieces.update(_body_pieces(define))
    mention = re.compile(rb"\b(?:" + b"|".join(re.escape(n.encode()) for n in sorted(closure)) + rb")\b")
    for text in texts:
        for match in mention.finditer(text):
            # The directive or `defined` stands just before the name: a bounded look back (from
            # the line's start, each of thousands of uses on one long line was quadratic).
            line_start = max(text.rfind(b"\n", 0, match.start()) + 1, match.start() - _LOOK_BACK)
            if _NOT_INVOCATION.search(text, line_start, match.start()):
                continue  # Defined, undefined or tested, not invoked.
            arguments = _argument_text(text, match.end())
            if arguments is None:
                return _PasteModel(tuple(patterns), frozenset(), True, True)  # Named without arguments.
            pieces.update(t for t in _PP_TOKEN.findall(arguments) if _PIECE.fullmatch(t))
    # Arguments are macro-expanded before a macro passes them on: add what their macros expand to.
    any_word = any_number = False
    predefined_names = predefined(sem)
    todo = [p for p in pieces if _IDENT.fullmatch(p)]
    seen = set(todo)
    while todo:
        token = todo.pop()
        if token.startswith("__") or _CAPITALS.match(token):
            any_number = True  # __LINE__, or a value the host may give with -D.
            if token not in by_name and token not in predefined_names:
                any_word = True
        for define in by_name.get(token, ()):
            for t in _body_pieces(define):
                pieces.add(t)
                if _IDENT.fullmatch(t) and t not in seen:
                    seen.add(t)
                    todo.append(t)
    return _PasteModel(tuple(patterns), frozenset(pieces), any_word, any_number)


def _body_pieces(define: _Define) -> list[str]:
    """Words of a macro's body other than its parameters (their values are the arguments
    of its invocations, which are read where the macro is invoked)."""
    params = set(define.params or ())
    return [t for t in define.body if _PIECE.fullmatch(t) and t not in params]


def _argument_text(text: bytes, end: int) -> Optional[str]:
    """The text between the parentheses of a macro invocation whose name ends at `end`, or None."""
    i = end
    n = len(text)
    while i < n and text[i] in b" \t\r\n":
        i += 1
    if i >= n or text[i] != ord("("):
        return None
    depth = 0
    for j in range(i, n):
        c = text[j]
        if c == ord("("):
            depth += 1
        elif c == ord(")"):
            depth -= 1
            if depth == 0:
                return text[i + 1 : j].decode("utf-8", "replace")
    return None


# Which names code we cannot see declares: for the overload rules, a header
# that only mentions a built-in (in a comment, in a call) does not redeclare it.

_EXPRESSION_BEFORE = frozenset("= ( , + - / % & | ^ ! ~ ? : [ { ; < >".split()) | {
    "return", "case", "sizeof", "else", "do"}
_CONTAINERS = frozenset({"translation_unit", "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif",
                         "preproc_elifdef", "linkage_specification", "declaration_list"})


def _define_declares(defines: list[_Define]) -> set[str]:
    """Names `#define`s may declare: their own, and words of their bodies other than calls
    (`f(` after an operator or at the body's start) and parameters."""
    out: set[str] = set()
    for define in defines:
        out.add(define.name)
        params = set(define.params or ())
        body = define.body
        for k, token in enumerate(body):
            if not _IDENT.fullmatch(token) or token in params:
                continue
            called = k + 1 < len(body) and body[k + 1] == "("
            if called and (k == 0 or body[k - 1] in _EXPRESSION_BEFORE):
                continue
            out.add(token)
    return out


def _declaring_words(content: bytes, blanked: bytes, defines: list[_Define]) -> frozenset[str]:
    """Names a header may declare at file scope: declarators of its function definitions and
    heads, every word of its other file-scope items (declarations, macro invocations, parts
    that do not parse), and what its `#define`s may declare. Bodies of functions are left
    out: names there are locals or calls."""
    from ..syntax import bounded_parse
    from ..syntax.language import new_parser

    tree = bounded_parse.parse(new_parser(), content).tree
    words: set[str] = set(_define_declares(defines))
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in _CONTAINERS:
            stack.extend(node.children)
        elif kind == "function_definition":
            body = node.child_by_field_name("body")
            head_end = body.start_byte if body is not None else node.end_byte
            words.update(_words(blanked[node.start_byte : head_end]))
            if body is not None and body.type != "compound_statement":
                words.update(_words(blanked[body.start_byte : body.end_byte]))
        elif kind.startswith("preproc_") or kind == "comment" or not node.is_named:
            continue  # Directives: `#define`s are read above; conditions declare nothing.
        else:
            words.update(_words(blanked[node.start_byte : node.end_byte]))
    return frozenset(words)


def may_declare(sem: Semantic, name: str) -> bool:
    """Whether the headers, the file's `#define`s or token pasting may declare `name` (an
    overload of a built-in, say): always when the file includes something we cannot read.
    Unlike `may_be_redeclared`, a mere mention (a comment, a call) does not count."""
    store = sem.memo("analysis.builtin_facts", dict)
    if "declaring" not in store:
        store["declaring"] = _all_declaring(sem)
    declaring = store["declaring"]
    return declaring is None or name in declaring or may_be_pasted(sem, name)


def _all_declaring(sem: Semantic) -> Optional[frozenset[str]]:
    headers = _header_contents(sem)
    if headers is None:
        return None
    words = _define_declares(_defines_of(_blank_comments(sem.snapshot.data)))
    for key, content in headers:
        cached = _declaring.get(key)
        if cached is None:
            blanked, defines = _text_facts(key, content)
            cached = _declaring_words(content, blanked, defines)
            _declaring.put(key, cached)
        words.update(cached)
    return frozenset(words)


def predefined(sem: Semantic) -> frozenset[str]:
    """Macros the configuration predefines (`__OPENCL_VERSION__`, `cl_khr_fp64`, ...)."""
    store = sem.memo("analysis.builtin_facts", dict)
    if "predefined" not in store:
        try:
            names = ft.predefined_macros(sem.version, sem.features)
            store["predefined"] = frozenset(names)
        except Exception:  # noqa: BLE001
            store["predefined"] = frozenset()
    return store["predefined"]


# Argument kinds for the conservative overload check.

SCALAR, VECTOR, POINTER, RECORD, OPAQUE = "scalar", "vector", "pointer", "record", "opaque"
_OPAQUE = re.compile(r"^(image\w+_t|sampler_t|event_t|clk_event_t|queue_t|reserve_id_t|ndrange_t)$")


def kind_of(ctype, unqualified: Optional[str] = None) -> Optional[tuple[str, str]]:
    """(kind, base) of a parsed type, or None when the rules cannot tell.

    With `unqualified` (the address space an unqualified pointer points into),
    a pointer's base also names its pointee's address space: `__global|float`;
    `?` where that is not a plain pointer (a pointer to a pointer, an array of
    pointers) and any space fits.
    """
    if ctype is None or ctype.block:
        return None
    if ctype.pointers or ctype.arrays:
        if unqualified is None:
            return POINTER, ctype.base
        plain = ctype.pointers + (1 if ctype.arrays else 0) == 1 and len(ctype.arrays) <= 1
        space = (ctype.space or unqualified) if plain else "?"
        return POINTER, f"{space}|{ctype.base}"
    base = ctype.base
    if ty.is_scalar(base):
        return SCALAR, base
    if ty.vector_parts(base):
        return VECTOR, base
    if base.startswith(("struct ", "union ")) and not base.endswith("<anonymous>"):
        return RECORD, base
    if base.startswith("enum "):
        return SCALAR, "int"
    if _OPAQUE.match(base):
        return OPAQUE, base
    return None


@functools.lru_cache(maxsize=65536)
def might_accept(param: tuple[str, str], arg: tuple[str, str]) -> bool:
    """Whether an argument of kind `arg` could be passed for `param` (permissive, like clang)."""
    pkind, pbase = param
    akind, abase = arg
    if pkind == POINTER:
        if akind == POINTER:
            # Mismatched pointees are warnings in C, not a failed overload; address spaces must fit.
            return _spaces_fit(pbase, abase)
        return akind == SCALAR and ty.is_integer(abase)  # A null pointer constant.
    if pkind == SCALAR:
        if akind == SCALAR:
            return True
        if akind == POINTER:
            return ty.is_integer(pbase)  # Pointer to integer: clang may accept with a warning.
        return False
    if pkind == VECTOR:
        return akind == SCALAR or (akind == VECTOR and abase == pbase)
    if pkind == OPAQUE:
        if akind == SCALAR:
            return ty.is_integer(abase)  # `0` for an event or sampler: not judged.
        return akind == OPAQUE and abase == pbase
    return False


def _spaces_fit(param: str, arg: str) -> bool:
    """Whether a pointer into the argument's address space may be passed for the parameter's
    (bases as `kind_of` writes them; a generic parameter takes every space but constant)."""
    if "|" not in param or "|" not in arg:
        return True
    pspace, aspace = param.split("|", 1)[0], arg.split("|", 1)[0]
    if "?" in (pspace, aspace):
        return True
    if pspace == "__generic":
        return aspace != "__constant"
    return pspace == aspace


def broken_words(sem: Semantic) -> frozenset[str]:
    """Words inside the file's unparsable or non-C regions, where declarations may hide.

    That is ERROR nodes and top-level items that are no declaration (a file
    wrapped in a C++ raw string parses as one top-level string). A file-wide fact
    (`Semantic.consult`).
    """
    return sem.consult(_BROKEN)


def is_broken_word(sem: Semantic, word: str) -> bool:
    """Whether `word` is one of `broken_words`, noted for this word alone (`Semantic.consult_member`)."""
    return sem.consult_member(_BROKEN, word)


_BROKEN = "analysis.builtin_facts.broken_words"


@file_fact(_BROKEN, member=_in_words)
def _broken_words(sem: Semantic) -> frozenset[str]:
    store = sem.memo("analysis.builtin_facts", dict)
    if "broken" not in store:
        words: set[str] = set()
        data = sem.snapshot.data
        items = sem.items
        if sem.real is not None:
            # The synthetic snapshot of expanded copies: the real file's words, then the copies'
            # (its tree may read the file's unfinished end as blanks, so that it cannot take in the
            # first copy, and the declarations there with it).
            words.update(_broken_words(sem.real))
            items = [item for item in items if item.start_byte >= sem.appendix]
        pieces = sem.error_pieces
        for item in items:
            if item.type not in _DECLARATION_ITEMS and not item.type.startswith("preproc_"):
                words.update(_words(data[item.start_byte : item.end_byte]))
            elif item.has_error or item.id in pieces:
                if item.id in pieces:
                    # A declaration among the pieces of an ERROR (a `}` left out in a skipped `#if`
                    # branch above it): the compiler declares it; the file's scope, read from the
                    # tree, does not (CLBlast's grid_ceil was undeclared where a kernel calls it, B001).
                    words.update(item_names(item, data))
                stack = [item]
                while stack:
                    node = stack.pop()
                    if node.type == "ERROR":
                        words.update(_words(data[node.start_byte : node.end_byte]))
                    elif node.has_error:
                        stack.extend(node.children)
        store["broken"] = frozenset(words)
    return store["broken"]


_DECLARATION_ITEMS = frozenset({
    "function_definition", "declaration", "type_definition", "struct_specifier", "union_specifier",
    "enum_specifier", "comment", ";", "linkage_specification",
})


_MACRO_CALLS = """
(call_expression function: (identifier) @callee)
(function_declarator declarator: (identifier) @callee)
(function_definition body: (compound_statement) @body)
"""


def macro_argument_words(sem: Semantic) -> frozenset[str]:
    """Words passed to function-like macros outside every function body (a macro may declare
    them where any function sees them): a file-wide fact (`Semantic.consult`). A macro invoked
    in a body declares nothing another function sees (C's scopes); the function's own
    invocations are `own_macro_argument_words`."""
    return sem.consult(_MACRO_ARGUMENTS)


_MACRO_ARGUMENTS = "analysis.builtin_facts.macro_argument_words"


def is_macro_argument_word(sem: Semantic, word: str) -> bool:
    """Whether `word` is one of `macro_argument_words`, noted for this word alone
    (`Semantic.consult_member`)."""
    return sem.consult_member(_MACRO_ARGUMENTS, word)


def own_macro_argument_words(sem: Semantic, fn: Function) -> frozenset[str]:
    """Words passed to function-like macros in `fn`'s own text, which may declare them there;
    none for a macro-expanded copy, which holds those invocations expanded (a declaration they
    make is one the copy shows)."""
    if sem.expanded_from(fn) is not None:
        return frozenset()
    return _passed_to_macros(sem, fn.node, sem.snapshot.data, outside_bodies=False)


def _passed_to_macros(sem: Semantic, item, data: bytes, outside_bodies: bool = True) -> frozenset[str]:
    """The words passed to the file's function-like macros in `item`; with `outside_bodies`, not
    those of invocations inside a function definition's body that parsed cleanly."""
    macros = sem.macro_names
    caught = captures(_MACRO_CALLS, item)
    bodies = []
    if outside_bodies:
        # A body holding a syntax error may not end where the parser ends it; a clean one is a
        # block (its head may be one a macro makes, misread: CLBlast's `INLINE_FUNC void f(`).
        bodies = sorted((b.start_byte, b.end_byte) for b in caught.get("body", ()) if not b.has_error)
    starts = [start for start, _end in bodies]
    found: set[str] = set()
    for callee in caught.get("callee", []):
        if data[callee.start_byte : callee.end_byte].decode("utf-8", "replace") not in macros:
            continue
        k = bisect_right(starts, callee.start_byte) - 1
        if k >= 0 and callee.end_byte <= bodies[k][1]:
            continue  # In a function's body: see `macro_argument_words`.
        found.update(_words(data[callee.end_byte : sem.parent(callee).end_byte]))
    return frozenset(found)


@file_fact(_MACRO_ARGUMENTS, member=_in_words)
def _macro_argument_words(sem: Semantic) -> frozenset[str]:
    store = sem.memo("analysis.builtin_facts", dict)
    if "macro_args" not in store:
        words: set[str] = set()
        if sem.macro_names:
            for _start, part in sem.per_item("macro_args_outside_bodies", functools.partial(_passed_to_macros, sem)):
                words.update(part)  # Only edited items are queried again.
        store["macro_args"] = frozenset(words)
    return store["macro_args"]


_DECLARATOR_WRAPPERS = frozenset({
    "init_declarator", "pointer_declarator", "array_declarator", "parenthesized_declarator",
    "attributed_declarator", "function_declarator", "block_pointer_declarator",
})


def declared_names(node: tree_sitter.Node, data: bytes) -> list[str]:
    """Names the declarators of a declaration, parameter or typedef node introduce."""
    out: list[str] = []
    for declarator in node.children_by_field_name("declarator"):
        current = declarator
        for _ in range(64):
            if current is None:
                break
            if current.type in ("identifier", "type_identifier"):
                out.append(data[current.start_byte : current.end_byte].decode("utf-8", "replace"))
                break
            if current.type not in _DECLARATOR_WRAPPERS:
                break
            inner = current.child_by_field_id(ty.F_DECLARATOR)
            if inner is None:
                inner = next((c for c in current.named_children if c.type != "comment"), None)
            current = inner
    return out


def enumerator_name(node: tree_sitter.Node, data: bytes) -> Optional[str]:
    name = node.child_by_field_name("name")
    return data[name.start_byte : name.end_byte].decode("utf-8", "replace") if name is not None else None


# Queries run in C: much faster than walking the tree in Python.


@functools.lru_cache(maxsize=16)
def _query(source: str) -> tree_sitter.Query:
    from ..syntax.language import language

    return tree_sitter.Query(language(), source)


def captures(source: str, node: tree_sitter.Node) -> dict[str, list[tree_sitter.Node]]:
    """Captures of a query under `node`, by capture name."""
    return tree_sitter.QueryCursor(_query(source)).captures(node)


IDENTIFIERS = "(identifier) @id"
_DECLARATIONS = """
[(declaration) (parameter_declaration) (type_definition)] @declaration
(enumerator name: (identifier) @enumerator)
[(compound_statement) (for_statement) (block_literal) (function_definition) (case_statement)] @scope
(function_declarator parameters: (parameter_list) @parameters.function)
(block_literal parameters: (parameter_list) @parameters.block)
(parameter_list) @parameters
"""


def local_declarations(sem: Semantic, fn: Function) -> dict[str, list[tuple[int, int, int]]]:
    """Names declared inside a function: name -> [(scope start, scope end, declared from)]."""
    cache = sem.memo(("analysis.builtin_facts", "local_declarations"), dict)
    found = cache.get(fn.node.id)
    if found is not None:
        return found
    data = sem.snapshot.data
    out: dict[str, list[tuple[int, int, int]]] = {}
    caught = captures(_DECLARATIONS, fn.node)
    declarations = caught.get("declaration", [])
    enumerators = caught.get("enumerator", [])
    if declarations or enumerators:
        scopes = _scopes_of(caught, fn, declarations + enumerators)
        for node in declarations:
            names = declared_names(node, data)
            if names:
                scope = scopes[node.id]
                for name in names:
                    out.setdefault(name, []).append((scope[0], scope[1], node.start_byte))
        for node in enumerators:
            scope = scopes[node.id]
            name = data[node.start_byte : node.end_byte].decode("utf-8", "replace")
            out.setdefault(name, []).append((scope[0], scope[1], node.start_byte))
    cache[fn.node.id] = out
    return out


def _scopes_of(caught: dict, fn: Function, nodes: list[tree_sitter.Node]) -> dict[int, tuple[int, int]]:
    """The scope each of `nodes` declares into, by node id: the range of its nearest enclosing
    block, `for`, `case`, block literal or function, or for a parameter its function's, its block
    literal's or (a prototype's) its parameter list's. One sweep in document order with a stack of
    open scopes (they nest, being tree nodes), not a parent map of the whole function."""
    fn_range = (fn.node.start_byte, fn.node.end_byte)
    own = fn.declarator.child_by_field_name("parameters")
    own_id = own.id if own is not None else None
    block_lists = {node.id for node in caught.get("parameters.block", ())}
    function_lists = {node.id for node in caught.get("parameters.function", ())}
    # (start, -end, 0 for a scope / 1 for a declaration, node, the range it gives what it holds)
    events = []
    for node in caught.get("scope", ()):
        events.append((node.start_byte, -node.end_byte, 0, node, (node.start_byte, node.end_byte)))
    for node in caught.get("parameters", ()):
        if node.id == own_id and node.id in function_lists:
            given = fn_range
        elif node.id in block_lists:
            given = None  # The block literal's range: the scope just around it (its parent).
        else:
            given = (node.start_byte, node.end_byte)
        events.append((node.start_byte, -node.end_byte, 0, node, given))
    for node in nodes:
        events.append((node.start_byte, -node.end_byte, 1, node, None))
    events.sort(key=lambda e: e[:3])
    out: dict[int, tuple[int, int]] = {}
    stack: list[tuple[int, int, tuple[int, int]]] = []  # (start, end, range given) of the open scopes
    for start, neg_end, kind, node, given in events:
        end = -neg_end
        while stack and not _holds(stack[-1], start, end):
            stack.pop()
        if kind == 0:
            if given is None:
                given = stack[-1][2] if stack else fn_range
            stack.append((start, end, given))
        else:
            out[node.id] = stack[-1][2] if stack else fn_range
    return out


def _holds(scope: tuple[int, int, tuple[int, int]], start: int, end: int) -> bool:
    """Whether an open scope encloses [start, end) (an empty node at its end is after it)."""
    return scope[0] <= start and end <= scope[1] and (start < scope[1] or scope[0] == scope[1])


def visible(entries: Optional[list[tuple[int, int, int]]], offset: int) -> bool:
    return bool(entries) and any(start <= offset < end and since <= offset for start, end, since in entries)


def unsupported_element(sem: Semantic, kind: Optional[tuple[str, str]]) -> bool:
    """Whether an argument kind's element type is one the configuration lacks: a half without
    cl_khr_fp16 or a double without fp64. The type is then the error (X001, X003, X004), and
    compilers say no more about the calls it is passed to. False for an unknown kind."""
    if kind is None:
        return False
    element = ty.element_of(kind[1].split("|", 1)[-1])
    return (element == "half" and not sem.has("cl_khr_fp16")) or (element == "double" and not cf.fp64_supported(sem))


def canonical_types(sem: Semantic) -> dict:
    """The canonical type of each type text `arg_kind` has met in this model (it fills the table)."""
    return _kind_tables(sem)[1]


def arg_kind(sem: Semantic, node: tree_sitter.Node):
    """(kind, base) of an expression's type, or None; types are computed once per node."""
    by_node, canonical, by_text = _kind_tables(sem)
    found = by_node.get(node.id, _UNPRIMED)  # (None is an answer.)
    if found is not _UNPRIMED:
        return found
    text = sem.type_of(node)
    kind = by_text.get(text, _UNPRIMED)  # A kind depends on the type text alone.
    if kind is _UNPRIMED:
        ctype = canonical.get(text, _UNPRIMED)
        if ctype is _UNPRIMED:
            ctype = canonical[text] = sem.typer.canonical(text) if text is not None else None
        kind = by_text[text] = kind_of(ctype, default_pointee_space(sem))
    by_node[node.id] = kind
    return kind


def _kind_tables(sem: Semantic) -> tuple[dict, dict, dict]:
    """(node id -> `arg_kind`, type text -> canonical type, type text -> kind) of a model: one
    memo look-up per `arg_kind` (asked of every argument of every built-in call)."""
    return sem.memo(("analysis.builtin_facts", "kinds"), _new_kind_tables)


def _new_kind_tables() -> tuple[dict, dict, dict]:
    return {}, {}, {}


def is_fragment(sem: Semantic) -> bool:
    """Whether names may be declared where the file cannot show them: it includes what we cannot
    read, or it names a type nothing visible declares (`uses_unseen_types`). A file-wide fact
    (`Semantic.consult`): an edit anywhere may change it."""
    return sem.consult(_FRAGMENT)


_FRAGMENT = "analysis.builtin_facts.fragment"

INCLUDER_NAMES = "analysis.builtin_facts.includer_names"


@file_fact(INCLUDER_NAMES, member=lambda names, word: word in names)
def _includer_names(sem: Semantic) -> frozenset:
    """What the files that `#include` this one define (`ProjectView.includer_names`): a file
    included after other code may use names the includer declared before it, which this file
    cannot show (xmrig's kernels, hashcat's inc_luks_serpent.cl). Asked word by word
    (`Semantic.consult_member`), so an edit of an includer that adds other names leaves the
    findings of items that asked about none of them."""
    if sem.real is not None:
        return sem.real.file_fact(INCLUDER_NAMES)
    project = sem.ctx.project
    names = getattr(project, "includer_names", None)
    return frozenset() if names is None else names(sem.snapshot.path)


ELSEWHERE_NAMES = "analysis.builtin_facts.elsewhere_names"


@file_fact(ELSEWHERE_NAMES, member=lambda names, word: word in names)
def _elsewhere_names(sem: Semantic):
    """Which words other files of the project define where this one cannot see them
    (`ProjectView.defined_elsewhere`): files it does not include, which a host program may join
    with it before the build (x264's x264-cl.h, BitCrack's library before its tests). Asked word
    by word, as `INCLUDER_NAMES` is; the project is asked only of the words rules ask about (all
    the file's words at once: 9 ms a keystroke on 10,000 lines)."""
    if sem.real is not None:
        return sem.real.file_fact(ELSEWHERE_NAMES)
    elsewhere = getattr(sem.ctx.project, "defined_elsewhere", None)
    if elsewhere is None:
        return frozenset()
    return _AskedElsewhere(sem.snapshot.path, elsewhere)


def defined_in_other_files(sem: Semantic, name: str) -> bool:
    """Whether another file of the project defines `name` where this one cannot see it: a file that
    includes this one (maybe before its `#include`), or one a host may join to it. Each answer is
    noted for this word alone (`Semantic.consult_member`)."""
    return sem.consult_member(INCLUDER_NAMES, name) or sem.consult_member(ELSEWHERE_NAMES, name)


class _AskedElsewhere:
    """The words of `ELSEWHERE_NAMES`, asked of the project one by one and kept (one per snapshot)."""

    __slots__ = ("path", "ask", "answers")

    def __init__(self, path: str, ask):
        self.path, self.ask, self.answers = path, ask, {}

    def __contains__(self, word: str) -> bool:
        found = self.answers.get(word)
        if found is None:
            found = self.answers[word] = bool(self.ask(self.path, (word,)))
        return found


OUTSIDE_BROKEN = "analysis.builtin_facts.outside_broken"


@file_fact(OUTSIDE_BROKEN)
def _outside_broken(sem: Semantic):
    """`Semantic.outside_broken` as a file-wide fact. Where it holds, what a synthetic model of
    expanded copies makes of it depends on the heads and macros outside the bodies: the value is
    then that text (`environment_key`), so any change there is a change of the fact."""
    if not sem.outside_broken:
        return False
    if sem.real is not None:
        return True  # (Asked of a copy: only its truth is used.)
    from . import expanded  # (The expanded view is built on this module's facts.)

    if sem.ctx.project is not None and not expanded.file_broken_outside_as_compiled(sem.ctx):
        # What does not parse outside the bodies is what the compiler sees parse: heads with
        # macros whose copies parse, the `#endif` made up for an `#if` that splits a head
        # (CLBlast's units: a helper without macros there was never checked for B001).
        return False
    return environment_key(sem.ctx)


@file_fact(_FRAGMENT)
def _is_fragment(sem: Semantic) -> bool:
    if sem.real is not None:
        # A model of expanded copies holds those of the functions analyzed with it, a few after
        # a keystroke, all in a file just opened, half in a share of a parallel analysis: the
        # file's answer, that the driver checks a cached function's findings against, is one.
        return sem.real.file_fact(_FRAGMENT)
    hidden = hidden_words(sem)
    return hidden is None or uses_unseen_types(sem, hidden)


def uses_unseen_types(sem: Semantic, hidden: frozenset[str]) -> bool:
    """Whether the file names a type that nothing visible declares.

    Such a file is a fragment that depends on declarations elsewhere (another
    file the host concatenates, or `-D T=float` at build time); names it uses
    may be declared there too.
    """
    store = sem.memo("analysis.builtin_facts", dict)
    if "unseen_types" in store:
        return store["unseen_types"]
    parts = sem.per_item("types", _type_names)  # Only edited items are queried again.
    from . import expanded  # (The expanded view is built on this module's facts.)

    # A function the compiler sees expanded names the types of its copy (`CONSTATTR float
    # MANGLE(fmuladd)(...)` names none; its raw parse, a type `fmuladd`); its raw item does not
    # count. The copies' own typedefs count like the file's (CLBlast's units, which tree-sitter
    # reads as one ERROR: the copies parse alone and name `real`, which `typedef float real;` declares).
    covered, copies = expanded.copy_parts(sem.ctx, _type_names)
    if covered:
        parts = [part for part in parts if part[0] not in covered]
    declared = set()
    for _start, (typedefs, _used) in parts:
        declared.update(typedefs)
    for _start, (typedefs, _used) in copies:
        declared.update(typedefs)
    catalog = load_catalog()
    # The raw parse of a head that macros make unsound (`LOCAL_AS u32 (*s_skb)[64]` read as a
    # function declarator taking a type `s_skb`) says nothing of its types; the expanded copy,
    # where there is one, is an item of its own.
    unsound_heads = {fn.node.start_byte: fn.body.start_byte - fn.node.start_byte
                     for fn in sem.functions if not sem.sound(fn)}
    macros = sem.macro_names

    def unseen(name: str) -> bool:
        return not (name in declared or name in hidden or name in macros or catalog.type(name) is not None
                    or name in C_KEYWORDS or _RESERVED.match(name))

    # A copy holds the text the compiler sees: no skipped branch, no head a macro makes.
    result = any(unseen(name) for start, (_typedefs, used) in parts for name, offset in used
                 if offset >= unsound_heads.get(start, 0) and not sem.in_inactive(start + offset)) or any(
                 unseen(name) for _start, (_typedefs, used) in copies for name, _offset in used)
    store["unseen_types"] = result
    return result


def _type_names(item: tree_sitter.Node, data: bytes) -> tuple[frozenset[str], tuple[tuple[str, int], ...]]:
    """(names an item's typedefs and variables declare, (type name, offset in the item) of each
    type it names other than a tag: `struct S` needs no declaration to be named)."""
    caught = captures(_TYPES, item)
    typedefs: set[str] = set()
    for node in caught.get("typedef", []):
        typedefs.update(declared_names(node, data))
    # A declared variable is no unknown type where the parse reads `(x) + y` as a cast of `+y`
    # (rodinia's SCORE((i), (j)) expanded): it counts as declared.
    typedefs.update(data[n.start_byte : n.end_byte].decode("utf-8", "replace") for n in caught.get("variable", ()))
    used = []
    tags = {node.id for node in caught.get("tag", ())}  # Told by the query, not by `Node.parent`.
    # A macro invocation the raw parse took for `NAME(type)` (`AtomInc(MY_HISTOGRAM(key));`
    # in an #else branch): its arguments are whatever the macro takes, not types.
    invocations = sorted((n.start_byte, n.end_byte) for n in caught.get("invocation", ()))
    starts = [start for start, _end in invocations]
    reach = list(itertools.accumulate((end for _start, end in invocations), max))  # Furthest end so far.
    for node in caught.get("type", []):
        if node.id in tags:
            continue
        i = bisect_right(starts, node.start_byte) - 1
        if i >= 0 and node.end_byte <= reach[i]:
            continue
        used.append((data[node.start_byte : node.end_byte].decode("utf-8", "replace"), node.start_byte - item.start_byte))
    return frozenset(typedefs), tuple(used)


_TYPES = """
(type_identifier) @type
(type_definition) @typedef
(struct_specifier (type_identifier) @tag)
(union_specifier (type_identifier) @tag)
(enum_specifier (type_identifier) @tag)
(macro_type_specifier) @invocation
(init_declarator declarator: (identifier) @variable)
(declaration declarator: (identifier) @variable)
(parameter_declaration declarator: (identifier) @variable)
(pointer_declarator declarator: (identifier) @variable)
(array_declarator declarator: (identifier) @variable)
"""


# Overload ranking, the way clang ranks the overloads of a built-in (C++ rules,
# which clang applies to overloadable C functions): per argument an exact
# match beats a promotion, which beats a conversion, which beats widening a
# scalar to a vector. A form is better than another when it is no worse for any
# argument and better for one; a call is ambiguous when no viable form is better
# than all the others.

EXACT, PROMOTION, CONVERSION, SPLAT = 0, 1, 2, 3
NOT_VIABLE = 9
# Types that integer promotion turns into int (a bool, char or short argument).
_PROMOTED_TO_INT = frozenset({"bool", "char", "uchar", "short", "ushort"})
_WIDE_INTEGERS = frozenset({"int", "uint", "long", "ulong"})


@functools.lru_cache(maxsize=65536)
def conversion_rank(param: tuple[str, str], arg: tuple[str, str]) -> Optional[int]:
    """How an argument of kind `arg` converts to `param` (kinds as `kind_of` writes them, with
    address spaces): a rank, NOT_VIABLE, or None when it depends on things we do not know (the
    width of size_t, a pointer to another type, an integer for a pointer or an event)."""
    pkind, pbase = param
    akind, abase = arg
    if pkind == SCALAR:
        if akind != SCALAR:
            return None if akind == POINTER else NOT_VIABLE
        return _scalar_rank(pbase, abase)
    if pkind == VECTOR:
        if akind == SCALAR:
            # Any arithmetic scalar widens, whatever its type; the widening outranks the conversion.
            return SPLAT
        if akind == VECTOR:
            return EXACT if abase == pbase else NOT_VIABLE
        return NOT_VIABLE
    if pkind == POINTER:
        if akind != POINTER:
            return None if akind == SCALAR and ty.is_integer(abase) else NOT_VIABLE
        if not _spaces_fit(pbase, abase):
            return NOT_VIABLE
        if pbase.split("|", 1)[-1] == abase.split("|", 1)[-1]:
            return EXACT
        return None  # Another pointee: C lets it through with a warning; how clang ranks that, we do not claim.
    if pkind == OPAQUE:
        if akind == OPAQUE:
            return EXACT if abase == pbase else NOT_VIABLE
        return None if akind == SCALAR and ty.is_integer(abase) else NOT_VIABLE
    return NOT_VIABLE


def _scalar_rank(param: str, arg: str) -> Optional[int]:
    if param == arg:
        return EXACT
    if param in ty.INTEGER_ALIASES or arg in ty.INTEGER_ALIASES:
        return None  # An enumeration in clang's headers: promoted or converted, not judged.
    if param in ty.POINTER_SIZED or arg in ty.POINTER_SIZED:
        other = arg if param in ty.POINTER_SIZED else param
        if other in ty.POINTER_SIZED or other in _WIDE_INTEGERS:
            return None  # size_t is uint or ulong depending on the target.
        return CONVERSION
    if arg in _PROMOTED_TO_INT and param == "int":
        return PROMOTION
    if arg == "float" and param == "double":
        return PROMOTION
    # half to float is a conversion in OpenCL C (half is a native type there).
    return CONVERSION


def rank_forms(shapes, kinds) -> Optional[list[tuple[tuple, tuple[int, ...]]]]:
    """(shape, ranks) of each shape the argument kinds can call; None when unsure of one."""
    out = []
    unsure = False
    for shape in shapes:
        ranks = []
        for param, arg in zip(shape, kinds):
            rank = conversion_rank(param, arg)
            if rank == NOT_VIABLE:
                break
            if rank is None:
                unsure = True
                rank = NOT_VIABLE
            ranks.append(rank)
        else:
            if NOT_VIABLE in ranks:
                return None  # Viable or not depends on what we do not know.
            out.append((shape, tuple(ranks)))
    if unsure and not out:
        return None
    return out


def tied_forms(ranked: list[tuple[tuple, tuple[int, ...]]]) -> list[tuple]:
    """The shapes no other shape beats, when there are several (an ambiguous call); else []."""
    unique: dict[tuple, tuple[tuple, tuple[int, ...]]] = {}
    for shape, ranks in ranked:
        # Forms that differ only in a pointer's address space rank alike (named and generic forms).
        unique.setdefault(tuple(_spaceless(kind) for kind in shape), (shape, ranks))
    if len(unique) < 2:
        return []
    entries = list(unique.values())
    floor = tuple(min(column) for column in zip(*(ranks for _shape, ranks in entries)))
    if sum(1 for _shape, ranks in entries if ranks == floor) == 1:
        return []  # One form is at least as good as every other for every argument: it is best.
    best = [shape for shape, ranks in entries
            if not any(_beats(other, ranks) for _s, other in entries)]
    return best if len(best) > 1 else []


def _beats(first: tuple[int, ...], second: tuple[int, ...]) -> bool:
    return first != second and all(a <= b for a, b in zip(first, second))


def _spaceless(kind: tuple[str, str]) -> tuple[str, str]:
    if kind[0] == POINTER:
        return kind[0], kind[1].split("|", 1)[-1]
    return kind


def shape_label(name: str, shape: tuple) -> str:
    """A form as C text: `sqrt(float)`, `fract(float, __global float *)`."""
    parts = []
    for kind, base in shape:
        if kind == POINTER:
            space, _bar, pointee = base.rpartition("|")
            parts.append(f"{space + ' ' if space and space != '?' else ''}{pointee} *")
        else:
            parts.append(base)
    return f"{name}({', '.join(parts)})"


# What the B and X rules about built-in calls visit in a function: its calls that name a
# built-in function no declaration of the file shadows.
BUILTIN_CALLS = Visit("built-in calls", builtin_calls)

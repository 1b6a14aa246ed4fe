"""Completion candidates at a byte offset of one OpenCL C file.

What it knows: the context at the cursor, found from the raw bytes of the
current line and from the syntax tree (member access after `.` or `->`,
`#pragma OPENCL EXTENSION` names and behaviours, `#include` paths, directive
names, record tags after `struct`, identifier positions), the names visible
there (`scope.py`), the built-in catalog filtered by OpenCL C version and
enabled features, the vector swizzles each width and version allows, and a
few snippets. Candidates are plain `Item` values; their documentation is
rendered only on demand by `resolve()`.

What it does not know: LSP types (the `lsp` layer converts), other files
(include completion lists directory entries and never reads them), the
preprocessor (every macro is offered, none is expanded), and overload
resolution. It never recurses over the syntax tree: it climbs parents and
looks at a few nodes around the cursor.
"""

from __future__ import annotations

import functools
import json
import os
import re
from dataclasses import dataclass

from .. import forksafe
from ..syntax.ancestry import ancestors
from ..syntax.document import Snapshot
from . import render
from ..analysis.semantics.catalog import Requirement, load_catalog

Version = tuple[int, int]

from ..project.features import DEFAULT_FEATURES, DEFAULT_VERSION

KINDS = frozenset({"function", "keyword", "type", "variable", "field", "macro", "constant", "snippet",
                   "file", "folder", "module", "enum_member"})
MAX_ITEMS = 300
INCLUDE_EXTENSIONS = (".cl", ".h", ".clh", ".inc")


@dataclass(frozen=True)
class Item:
    """One candidate; `resolve_key` (a string) gives its documentation through `resolve()`."""

    label: str
    kind: str
    detail: str
    sort_text: str
    insert_text: str | None = None
    is_snippet: bool = False
    resolve_key: str | None = None
    filter_text: str | None = None
    deprecated: bool = False


@dataclass(frozen=True)
class CompletionList:
    """The candidates, and whether typing more may change the set (so the client asks again).

    `replace_start` is the byte offset where the text being completed begins
    (the word, the swizzle or the last include path segment); None when the
    list is empty.
    """

    items: list[Item]
    is_incomplete: bool
    replace_start: int | None = None


EMPTY = CompletionList([], False)

# Contexts read from the text of the current line before the cursor.
_INCLUDE = re.compile(r"\s*#\s*include\s*([\"<])([^\">]*)$")
_EXT_NAME = re.compile(r"\s*#\s*pragma\s+OPENCL\s+EXTENSION\s+(\w*)$")
_EXT_BEHAVIOR = re.compile(r"\s*#\s*pragma\s+OPENCL\s+EXTENSION\s+\w+\s*:\s*(\w*)$")
_PRAGMA = re.compile(r"\s*#\s*pragma\s+(\w*)$")
_PRAGMA_OPENCL = re.compile(r"\s*#\s*pragma\s+OPENCL\s+(\w*)$")
_FP_CONTRACT = re.compile(r"\s*#\s*pragma\s+OPENCL\s+FP_CONTRACT\s+(\w*)$")
_DIRECTIVE = re.compile(r"\s*#\s*(\w*)$")
_MACRO_TEST = re.compile(r"\s*#\s*(?:ifdef|ifndef|undef|elifdef|elifndef)\s+(\w*)$")
_NEW_NAME = re.compile(r"\s*#\s*define\s+\w*$|\s*#\s*(?:include|line|error|warning)\b")
_OTHER_PRAGMA = re.compile(r"\s*#\s*pragma\b")
_TAG = re.compile(r"\b(struct|union|enum)\s+(\w*)$")
_MEMBER = re.compile(r"(\.|->)\s*(\w*)$")
_WORD = re.compile(r"\w*$")
_VECTOR = re.compile(r"(char|uchar|short|ushort|int|uint|long|ulong|float|double|half|bool)(2|3|4|8|16)")

# Node types whose value is the expression written just before a `.` or `->`.
_POSTFIX = {"identifier", "field_expression", "subscript_expression", "call_expression",
            "parenthesized_expression", "compound_literal_expression"}
_MAX_TYPEDEF_HOPS = 8


# Documents for names that the catalog does not describe.

DIRECTIVES = {
    "define": "Defines a macro.", "undef": "Removes a macro definition.",
    "include": "Inserts the contents of another file.", "if": "Compiles the following lines when the expression is non-zero.",
    "ifdef": "Compiles the following lines when the macro is defined.",
    "ifndef": "Compiles the following lines when the macro is not defined.",
    "elif": "Alternative branch of a conditional, with its own expression.", "else": "Alternative branch of a conditional.",
    "endif": "Ends a conditional.", "error": "Stops compilation with a message.",
    "warning": "Prints a warning message (a common compiler extension).",
    "pragma": "Implementation-defined directive; OpenCL defines `OPENCL EXTENSION` and `OPENCL FP_CONTRACT`.",
    "line": "Sets the line number and file name that diagnostics report.",
}
STATEMENT_KEYWORDS = ("if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue",
                      "return", "goto", "sizeof")
DECLARATION_KEYWORDS = ("const", "inline", "struct", "union", "enum", "signed", "__attribute__")
LITERAL_KEYWORDS = ("true", "false")
C_KEYWORD_DOCS = {
    "if": "Runs a statement when a condition is non-zero.", "else": "Alternative of an `if`.",
    "for": "Loop with initialization, condition and step.", "while": "Loop while a condition is non-zero.",
    "do": "Loop whose body runs before the condition is tested.", "switch": "Jumps to the `case` matching a value.",
    "case": "A label of a `switch`.", "default": "The `switch` label taken when no `case` matches.",
    "break": "Leaves the innermost loop or `switch`.", "continue": "Starts the next iteration of the innermost loop.",
    "return": "Leaves the function, optionally with a value.", "goto": "Jumps to a label.",
    "sizeof": "Size in bytes of a type or expression (3-component vectors take the space of 4).",
    "const": "The object is read-only.", "inline": "Hint to inline a function.",
    "struct": "Declares a structure type.", "union": "Declares a union type.", "enum": "Declares an enumeration.",
    "signed": "Signed integer type specifier.", "true": "The `bool` value 1.", "false": "The `bool` value 0.",
    "__attribute__": "Attaches attributes such as `reqd_work_group_size` or `aligned` to a declaration.",
}
PRAGMA_NAMES = {"OPENCL": "OpenCL pragmas: `EXTENSION` and `FP_CONTRACT`.",
                "unroll": "Asks the compiler to unroll the following loop (a common extension).",
                "nounroll": "Asks the compiler not to unroll the following loop (a common extension)."}
OPENCL_PRAGMAS = {"EXTENSION": "Enables or disables an extension: `#pragma OPENCL EXTENSION name : enable`.",
                  "FP_CONTRACT": "Allows or forbids contracting floating-point expressions (`ON`, `OFF`, `DEFAULT`)."}
BEHAVIORS = {"enable": "Enables the extension's language features from here on.",
             "disable": "Disables the extension's language features from here on."}
FP_CONTRACT_VALUES = {"ON": "Allow contraction (for example into `fma`).", "OFF": "Forbid contraction.",
                      "DEFAULT": "Use the implementation's default."}
# Extensions that change the language without adding built-ins, so the catalog's requirement data never names them.
EXTRA_EXTENSIONS = ("cl_khr_byte_addressable_store", "cl_khr_srgb_image_writes", "cl_khr_subgroup_extended_types")

KERNEL_SNIPPET = "kernel void ${1:name}(global ${2:float} *${3:data})\n{\n\tconst size_t i = get_global_id(0);\n\t$0\n}"
SNIPPETS_FILE = (
    ("kernel void …", "kernel", "kernel skeleton", KERNEL_SNIPPET),
)
SNIPPETS_BODY = (
    ("for (global id stride)", "for", "loop over the global range",
     "for (size_t ${1:i} = get_global_id(0); ${1:i} < ${2:n}; ${1:i} += get_global_size(0)) {\n\t$0\n}"),
    ("for (i < n)", "for", "counted loop", "for (int ${1:i} = 0; ${1:i} < ${2:n}; ++${1:i}) {\n\t$0\n}"),
    ("if (i >= n) return", "if", "bounds guard", "if (${1:i} >= ${2:n})\n\treturn;\n$0"),
)
_SNIPPET_BODIES = {label: body for label, _f, _d, body in SNIPPETS_FILE + SNIPPETS_BODY}

_USER_KINDS = {"parameter": "variable", "variable": "variable", "function": "function", "kernel": "function",
               "typedef": "type", "struct": "type", "union": "type", "enum": "type",
               "enumerator": "enum_member", "macro": "macro", "field": "field"}


def _features(features) -> frozenset[str]:
    return DEFAULT_FEATURES if features is None else frozenset(features)


# Lexical checks on raw bytes.


def _line_state(text: str) -> str:
    """Lexer state at the end of one line of code: "code", "comment", "block", "string" or "char"."""
    state = "code"
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if state == "code":
            if ch == "/" and text.startswith("//", i):
                return "comment"
            if ch == "/" and text.startswith("/*", i):
                state, i = "block", i + 2
                continue
            if ch == '"':
                state = "string"
            elif ch == "'":
                state = "char"
        elif state == "block":
            if ch == "*" and text.startswith("*/", i):
                state, i = "code", i + 2
                continue
        elif ch == "\\":
            i += 2
            continue
        elif (state == "string" and ch == '"') or (state == "char" and ch == "'"):
            state = "code"
        i += 1
    return state


def _open_block_comment(data: bytes, offset: int, lines) -> bool:
    """True when a `/*` before offset has no `*/` between it and offset and is itself code."""
    at = data.rfind(b"/*", 0, offset)
    while at != -1:
        if data.find(b"*/", at + 2, offset) != -1:
            return False
        line_start = lines.starts[lines.line_of(at)]
        prefix = data[line_start:at].decode("utf-8", "replace")
        if _line_state(prefix) == "code":
            return True
        at = data.rfind(b"/*", 0, at)
    return False


def in_comment_or_string(snapshot: Snapshot, offset: int) -> bool:
    """Whether offset lies inside a comment, string or character literal."""
    data, lines = snapshot.data, snapshot.lines
    line_start = lines.starts[lines.line_of(offset)]
    if _open_block_comment(data, offset, lines):
        return True
    text = data[line_start:offset].decode("utf-8", "replace")
    if _open_block_comment(data, line_start, lines):
        # The line starts inside a comment that closes on it: lex what follows the close.
        close = text.find("*/")
        text = text[close + 2:] if close != -1 else ""
    return _line_state(text) != "code"


# Built-in candidates, computed once per configuration.


@functools.cache
def extension_names() -> tuple[str, ...]:
    """Every extension named in the catalog's requirement data, plus a few without built-ins, sorted."""
    cat = load_catalog()
    names: set[str] = set(EXTRA_EXTENSIONS)
    stack: list[Requirement] = []
    for fam in cat.families():
        stack.extend(s.requires for s in fam.signatures)
        stack.extend(o.requires for o in fam.overloads())
    stack.extend(cat.macro(m).requires for m in cat.macro_names())
    stack.extend(cat.type(t).requires for t in cat.type_names())
    stack.extend(cat.keyword(k).requires for k in cat.keyword_names())
    while stack:
        req = stack.pop()
        names.update(req.extensions)
        stack.extend(req.also)
    return tuple(sorted(names))


def _deprecated(req: Requirement, version: Version) -> bool:
    return any(c.deprecated_in is not None and version >= c.deprecated_in for c in req.clauses())


def _function_items(version: Version, features: frozenset[str]) -> list[Item]:
    items = []
    for fam in load_catalog().families():
        available = [o for o in fam.overloads() if o.requires.is_met(version, features)]
        if not available:
            continue
        generic = next((s.text for s in fam.signatures if s.requires.is_met(version, features)),
                       fam.signatures[0].text if fam.signatures else fam.name)
        more = f"  (+{len(available) - 1} overloads)" if len(available) > 1 else ""
        deprecated = all(_deprecated(s.requires, version) for s in fam.signatures) if fam.signatures else False
        items.append(Item(fam.name, "function", generic + more, "3" + fam.name,
                          resolve_key="fn:" + fam.name, deprecated=deprecated))
    return items


def _type_items(version: Version, features: frozenset[str]) -> list[Item]:
    cat = load_catalog()
    items = []
    for name in cat.type_names():
        info = cat.type(name)
        if " " in name or not info.requires.is_met(version, features):
            continue
        items.append(Item(name, "type", f"{info.kind} type", "2" + name, resolve_key="type:" + name))
    return items


def _macro_items(version: Version, features: frozenset[str]) -> list[Item]:
    cat = load_catalog()
    items = []
    for name in cat.macro_names():
        m = cat.macro(name)
        if not m.requires.is_met(version, features):
            continue
        kind = "macro" if m.category == "predefined" else "constant"
        detail = m.type or m.category
        items.append(Item(name, kind, detail, "4" + name, resolve_key="macro:" + name,
                          deprecated=_deprecated(m.requires, version)))
    return items


def _keyword_items(version: Version, features: frozenset[str], in_body: bool) -> list[Item]:
    cat = load_catalog()
    items = []
    for name in cat.keyword_names():
        kw = cat.keyword(name)
        if kw.kind == "reserved" or not kw.requires.is_met(version, features):
            continue
        items.append(Item(name, "keyword", kw.kind, "1" + name, resolve_key="kw:" + name))
    plain = DECLARATION_KEYWORDS + ((STATEMENT_KEYWORDS + LITERAL_KEYWORDS) if in_body else ())
    known = {i.label for i in items}
    for name in plain:
        if name not in known:
            items.append(Item(name, "keyword", "keyword", "1" + name, resolve_key="ckw:" + name))
    return items


def _snippet_items(in_body: bool) -> list[Item]:
    return [Item(label, "snippet", detail, "5" + label, insert_text=body, is_snippet=True,
                 resolve_key="snippet:" + label, filter_text=filt)
            for label, filt, detail, body in (SNIPPETS_BODY if in_body else SNIPPETS_FILE)]


_builtin_lock = forksafe.Lock()


@functools.lru_cache(maxsize=16)
def _builtin_items_cached(version: Version, features: frozenset[str], in_body: bool) -> tuple[tuple[str, Item], ...]:
    items = (_keyword_items(version, features, in_body) + _type_items(version, features)
             + _function_items(version, features) + _macro_items(version, features) + _snippet_items(in_body))
    items.sort(key=lambda i: i.sort_text)
    return tuple((i.filter_text or i.label, i) for i in items)


def builtin_items(version: Version, features: frozenset[str], in_body: bool) -> tuple[tuple[str, Item], ...]:
    """(filter text, item) pairs of every built-in candidate, sorted, for one configuration."""
    with _builtin_lock:
        return _builtin_items_cached(tuple(version), frozenset(features), in_body)


def warm(version: Version = DEFAULT_VERSION, features=None) -> None:
    """Computes the built-in lists of a configuration ahead of the first request (about 0.3 s once)."""
    feats = _features(features)
    for in_body in (False, True):
        builtin_items(version, feats, in_body)
    extension_names()


# User symbols.


def _user_key(d) -> str:
    return "user:" + json.dumps([d.kind, d.name, d.type, d.detail, d.doc])


def _user_item(d, index: int) -> Item:
    detail = d.type if d.kind in ("parameter", "variable", "field", "enumerator") and d.type else (d.detail or d.kind)
    return Item(d.name, _USER_KINDS.get(d.kind, "variable"), detail, f"0{index:05d}", resolve_key=_user_key(d))


# Context helpers.


def _in_body(snapshot: Snapshot, offset: int) -> bool:
    """Whether offset is inside a function body (falls back to brace counting in broken code)."""
    root = snapshot.tree.root_node
    found = root.descendant_for_byte_range(offset, offset)
    broken = False
    # The node and its ancestors, nearest first, from one descent (`Node.parent` descends from the root each time).
    for node in ([found] + ancestors(root, found)[::-1]) if found is not None else ():
        if node.type == "compound_statement" and node.start_byte < offset:
            return True
        if node.type in ("struct_specifier", "union_specifier", "enum_specifier", "parameter_list") and \
                node.start_byte < offset < node.end_byte:
            return False
        broken = broken or node.type == "ERROR" or node.has_error
    if broken:
        data = snapshot.data
        return data.count(b"{", 0, offset) > data.count(b"}", 0, offset)
    return False


def _filter(pairs, prefix: str, taken: set[str]) -> list[Item]:
    if prefix:
        return [it for key, it in pairs if key.startswith(prefix) and it.label not in taken]
    return [it for _key, it in pairs if it.label not in taken]


def _finish(items: list[Item], start: int, incomplete: bool = False) -> CompletionList:
    if len(items) > MAX_ITEMS:
        return CompletionList(items[:MAX_ITEMS], True, start)
    return CompletionList(items, incomplete, start)


# Member access.


def _argument_before(snapshot: Snapshot, dot: int):
    """The outermost postfix expression that ends exactly at byte `dot`, or None."""
    if dot <= 0:
        return None
    root = snapshot.tree.root_node
    node = root.named_descendant_for_byte_range(dot - 1, dot)
    if node is None or node.end_byte != dot:
        return None
    for parent in ancestors(root, node)[::-1]:
        if parent.end_byte != dot or parent.type not in _POSTFIX:
            break
        node = parent
    return node if node.type in _POSTFIX or node.type in ("field_identifier", "swizzle") else None


def _vector_of(snapshot: Snapshot, offset: int, type_text: str) -> tuple[str, int] | None:
    """(element, width) when a type is a vector, following typedef names; None otherwise."""
    from ..analysis.semantics import scope

    text = type_text
    for _ in range(_MAX_TYPEDEF_HOPS):
        base = scope.strip_type(text)
        vec = _VECTOR.fullmatch(base)
        if vec:
            return vec.group(1), int(vec.group(2))
        d = scope.lookup(snapshot, offset, base)
        if d is None or d.kind != "typedef" or not d.type or d.type == text:
            return None
        text = d.type
    return None


def _fallback_type(snapshot: Snapshot, node, offset: int) -> str | None:
    """Type of a chain like `a`, `a.b`, `a[i].b`, `p->q` from declarations, or None."""
    from ..analysis.semantics import scope

    steps: list[tuple[str, str]] = []
    for _ in range(64):
        if node.type == "field_expression":
            field = node.child_by_field_name("field")
            op = node.child_by_field_name("operator")
            if field is None:
                return None
            steps.append(("field", snapshot.text(field)))
            if op is not None and op.type == "->":
                steps.append(("deref", ""))
            node = node.child_by_field_name("argument")
        elif node.type == "subscript_expression":
            steps.append(("deref", ""))
            node = node.child_by_field_name("argument")
        elif node.type == "parenthesized_expression" and node.named_child_count == 1:
            node = node.named_children[0]
        else:
            break
        if node is None:
            return None
    if node.type != "identifier":
        return None
    d = scope.lookup(snapshot, offset, snapshot.text(node))
    if d is None or not d.type or d.kind not in ("parameter", "variable"):
        return None
    type_text = d.type
    for step, name in reversed(steps):
        if step == "deref":
            if "[" in type_text:
                type_text = re.sub(r"\[[^\]]*\]$", "", type_text.rstrip())
            elif "*" in type_text:
                type_text = type_text[: type_text.rindex("*")].rstrip()
            else:
                return None
            continue
        vec = _vector_of(snapshot, offset, type_text)
        if vec:
            width = _swizzle_width(name, vec[1])
            if width is None:
                return None
            type_text = vec[0] + (str(width) if width > 1 else "")
            continue
        match = next((m for m in scope.members(snapshot, type_text) if m.name == name), None)
        if match is None or not match.type:
            return None
        type_text = match.type
    return type_text


def _expression_type(snapshot: Snapshot, node, offset: int) -> str | None:
    try:
        from ..analysis.semantics import typing as typing_module  # Written by another layer; optional.
    except ImportError:
        typing_module = None
    if typing_module is not None and hasattr(typing_module, "expression_type"):
        try:
            found = typing_module.expression_type(snapshot, node)
        except Exception:  # The typing layer is best effort; fall back to declarations.
            found = None
        if found:
            return found
    return _fallback_type(snapshot, node, offset)


_HEX = "0123456789abcdef"


def _swizzle_width(name: str, width: int) -> int | None:
    """Number of components a swizzle selects on a vector of `width`, or None when invalid."""
    if name in ("lo", "hi", "even", "odd"):
        return (width + 1) // 2 if width != 3 else 2
    if name[:1] in "sS" and len(name) > 1:
        digits = name[1:].lower()
        if all(c in _HEX and _HEX.index(c) < width for c in digits):
            return len(digits)
        return None
    for comps in ("xyzw", "rgba"):
        if name and all(c in comps[:width] for c in name) and width <= 4 and len(name) <= 4:
            return len(name)
    return None


def swizzles(width: int, version: Version, typed: str = "") -> list[str]:
    """Swizzle names worth offering for a vector of `width` at `version`, extending what was typed."""
    out: list[str] = []
    sets = ["xyzw"] + (["rgba"] if version >= (3, 0) else [])
    if width <= 4:
        for comps in sets:
            comps = comps[:width]
            out.extend(comps)
            out.extend(comps[:k] for k in range(2, width + 1))
            if typed and len(typed) < 4 and all(c in comps for c in typed):
                out.extend(typed + c for c in comps)
    out.extend(("lo", "hi", "even", "odd"))
    digits = _HEX[:width]
    out.extend("s" + d for d in digits)
    out.append("s" + digits)
    if typed[:1] == "s" and 1 <= len(typed) < width + 1 and all(c in digits for c in typed[1:].lower()):
        if len(typed) - 1 < 16:
            out.extend(typed + d for d in digits)
    return list(dict.fromkeys(out))


def _member_completion(snapshot: Snapshot, offset: int, op: str, op_at: int, prefix: str,
                       start: int, version: Version) -> CompletionList:
    from ..analysis.semantics import scope

    before = snapshot.data[:op_at]
    word = _WORD.search(before[-64:].decode("utf-8", "replace")).group(0)
    if op == "." and word[:1].isdigit():
        return EMPTY  # A number such as `1.5f`.
    if op == "." and before.endswith(b"."):
        return EMPTY  # An ellipsis.
    node = _argument_before(snapshot, op_at)
    if node is None:
        return EMPTY
    type_text = _expression_type(snapshot, node, offset)
    if not type_text:
        return EMPTY
    pointer = "*" in type_text or "[" in type_text
    if (op == "->") != pointer:
        return EMPTY
    vec = _vector_of(snapshot, offset, type_text)
    if vec and op == ".":
        elem, width = vec
        items = []
        for i, name in enumerate(swizzles(width, version, prefix)):
            if not name.startswith(prefix):
                continue
            n = _swizzle_width(name, width) or 1
            result = elem + (str(n) if n > 1 else "")
            items.append(Item(name, "field", result, f"{i:04d}", resolve_key=f"swz:{elem}:{width}:{name}"))
        return _finish(items, start, incomplete=bool(prefix))
    fields = scope.members(snapshot, type_text)
    items = [Item(f.name, "field", f.type or "", f"{i:04d}", resolve_key=_user_key(f))
             for i, f in enumerate(fields) if f.name.startswith(prefix)]
    return _finish(items, start)


# Include paths.


def _include_completion(base_dirs: list[str], typed: str, start_of_typed: int) -> CompletionList:
    folder, _slash, name_prefix = typed.rpartition("/")
    start = start_of_typed + len((folder + _slash).encode("utf-8"))
    seen: dict[str, Item] = {}
    for base in base_dirs:
        directory = os.path.join(base, folder) if folder else base
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            name = entry.name
            if name.startswith(".") or not name.startswith(name_prefix) or name in seen:
                continue
            try:
                is_dir = entry.is_dir()
            except OSError:
                continue
            if is_dir:
                seen[name] = Item(name + "/", "folder", "folder", "0" + name, insert_text=name + "/",
                                  filter_text=name)
            elif name.endswith(INCLUDE_EXTENSIONS):
                seen[name] = Item(name, "file", "file", "1" + name)
    items = sorted(seen.values(), key=lambda i: i.sort_text)
    return _finish(items, start)


# Simple lists.


def _simple(names: dict[str, str] | tuple[str, ...], kind: str, prefix: str, start: int, key: str,
            detail: str = "") -> CompletionList:
    items = [Item(n, kind, detail, f"{i:04d}", resolve_key=f"{key}:{n}")
             for i, n in enumerate(names) if n.startswith(prefix)]
    return _finish(items, start)


def _macro_names(snapshot: Snapshot, offset: int, version: Version, features: frozenset[str],
                 prefix: str, start: int) -> CompletionList:
    from ..analysis.semantics import scope

    user = [d for d in scope.visible_at(snapshot, offset) if d.kind == "macro" and d.name.startswith(prefix)]
    items = [_user_item(d, i) for i, d in enumerate(user)]
    taken = {i.label for i in items}
    items += [it for _k, it in builtin_items(version, features, False)
              if it.kind in ("macro", "constant") and it.label.startswith(prefix) and it.label not in taken]
    items += [Item(e, "macro", "extension", "6" + e, resolve_key="ext:" + e)
              for e in extension_names() if e in features and e.startswith(prefix)]
    items += [Item(f, "macro", "feature", "7" + f, resolve_key="ext:" + f)
              for f in sorted(features) if f.startswith("__opencl_c_") and f.startswith(prefix)]
    return _finish(items, start)


# Entry points.


def complete_at(snapshot: Snapshot, offset: int, version: Version = DEFAULT_VERSION, features=None,
                path: str | None = None, include_dirs: tuple[str, ...] | list[str] = ()) -> CompletionList:
    """Candidates for the cursor at byte offset; `path` is the file's path (for `#include "…"`)."""
    from ..analysis.semantics import scope

    if snapshot.binary:
        return EMPTY
    feats = _features(features)
    version = tuple(version)  # type: ignore[assignment]
    data = snapshot.data
    offset = max(0, min(offset, len(data)))
    line_start = snapshot.lines.starts[snapshot.lines.line_of(offset)]
    before = data[line_start:offset].decode("utf-8", "replace")

    include = _INCLUDE.match(before)
    if include:
        if _open_block_comment(data, line_start, snapshot.lines):
            return EMPTY
        quote, typed = include.groups()
        bases = list(include_dirs)
        if quote == '"':
            own = path or (snapshot.path if os.path.isabs(snapshot.path or "") else None)
            if own:
                bases.insert(0, os.path.dirname(own))
        return _include_completion(bases, typed, offset - len(typed.encode("utf-8")))
    if in_comment_or_string(snapshot, offset):
        return EMPTY

    word = _WORD.search(before).group(0)
    start = offset - len(word.encode("utf-8"))
    if word[:1].isdigit():
        return EMPTY
    if before.lstrip().startswith("#"):
        if (m := _EXT_BEHAVIOR.match(before)):
            return _simple(tuple(BEHAVIORS), "keyword", word, start, "behavior")
        if (m := _EXT_NAME.match(before)):
            names = extension_names() + ("all",)
            items = [Item(e, "module", "extension" if e != "all" else "every extension",
                          ("1" if e in feats else "2") + e, resolve_key="ext:" + e)
                     for e in names if e.startswith(word)]
            items.sort(key=lambda i: i.sort_text)
            return _finish(items, start)
        if _FP_CONTRACT.match(before):
            return _simple(tuple(FP_CONTRACT_VALUES), "keyword", word, start, "fpc")
        if _PRAGMA_OPENCL.match(before):
            return _simple(tuple(OPENCL_PRAGMAS), "keyword", word, start, "oclpragma")
        if _PRAGMA.match(before):
            return _simple(tuple(PRAGMA_NAMES), "keyword", word, start, "pragma")
        if _DIRECTIVE.match(before):
            return _simple(tuple(DIRECTIVES), "keyword", word, start, "directive")
        if _MACRO_TEST.match(before):
            return _macro_names(snapshot, offset, version, feats, word, start)
        if _NEW_NAME.match(before) or _OTHER_PRAGMA.match(before):
            return EMPTY

    member = _MEMBER.search(before)
    if member:
        op_at = line_start + len(before[: member.start(1)].encode("utf-8"))
        return _member_completion(snapshot, offset, member.group(1), op_at, member.group(2), start, version)

    tag = _TAG.search(before)
    if tag:
        kind = tag.group(1)
        tags = [d for d in scope.visible_at(snapshot, offset) if d.kind == kind and d.name.startswith(word)]
        return _finish([_user_item(d, i) for i, d in enumerate(tags)], start)

    in_body = _in_body(snapshot, offset)
    items: list[Item] = []
    taken: set[str] = set()
    for d in scope.visible_at(snapshot, offset):
        if d.kind in ("struct", "union", "enum", "field") or d.name in taken or not d.name.startswith(word):
            continue
        if d.name_start <= offset <= d.name_end:
            continue  # The name being typed is its own declaration.
        taken.add(d.name)
        items.append(_user_item(d, len(items)))
    items.extend(_filter(builtin_items(version, feats, in_body), word, taken))
    return _finish(items, start)


def resolve(resolve_key: str | None, version: Version = DEFAULT_VERSION, features=None) -> str | None:
    """Markdown documentation for an item's `resolve_key`, or None."""
    if not resolve_key or ":" not in resolve_key:
        return None
    feats = _features(features)
    version = tuple(version)  # type: ignore[assignment]
    kind, _colon, rest = resolve_key.partition(":")
    cat = load_catalog()
    if kind == "fn" and (fam := cat.function(rest)):
        return render.render_function(fam, None, version, feats)
    if kind == "type" and (info := cat.type(rest)):
        return render.render_type(info, version, feats)
    if kind == "macro" and (m := cat.macro(rest)):
        return render.render_macro(m, version, feats)
    if kind == "kw" and (kw := cat.keyword(rest)):
        return render.render_keyword(kw, version, feats)
    if kind == "ckw":
        return f"`{rest}` — *keyword*\n\n{C_KEYWORD_DOCS.get(rest, '')}".strip()
    if kind == "snippet" and rest in _SNIPPET_BODIES:
        body = re.sub(r"\$\{\d+:([^}]*)\}", r"\1", _SNIPPET_BODIES[rest]).replace("$0", "")
        return f"```opencl\n{body}\n```"
    if kind == "user":
        try:
            d_kind, name, type_text, detail, doc = json.loads(rest)
        except (ValueError, TypeError):
            return None
        code = detail or (f"{type_text} {name}" if type_text else name)
        parts = [f"```opencl\n{code}\n```", f"*{d_kind}*"]
        if doc:
            parts.append(doc)
        return "\n\n".join(parts)
    if kind == "swz":
        elem, width, name = rest.split(":", 2)
        n = _swizzle_width(name, int(width)) or 1
        result = elem + (str(n) if n > 1 else "")
        return (f"```opencl\n{result} .{name}\n```\n\nSelects {n} component{'s' if n > 1 else ''} "
                f"of a `{elem}{width}`.")
    simple = {"directive": DIRECTIVES, "behavior": BEHAVIORS, "fpc": FP_CONTRACT_VALUES,
              "oclpragma": OPENCL_PRAGMAS, "pragma": PRAGMA_NAMES}
    if kind in simple and rest in simple[kind]:
        return f"`{rest}`\n\n{simple[kind][rest]}"
    if kind == "ext":
        state = "enabled" if rest in feats else "not enabled"
        if rest == "all":
            return "`all`\n\nEvery extension the compiler supports."
        noun = "Optional feature" if rest.startswith("__opencl_c_") else "Extension"
        return f"`{rest}`\n\n{noun}, {state} in the current configuration."
    return None

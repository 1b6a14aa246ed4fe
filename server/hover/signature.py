"""Signature help: the signatures of the call around a byte offset and the active parameter.

What it knows: which call encloses the cursor, found by scanning the tokens
of the current statement (so half-typed code such as `foo(a, ` with nothing
after works even when the tree holds ERROR or MISSING nodes), which argument
the cursor is in (commas at the call's own nesting level, skipping strings,
character literals and comments), and the signatures of built-ins (concrete
overloads narrowed by the argument types known so far), of the file's own
functions and of its function-like macros.

What it does not know: LSP (offsets are bytes), other files, and calls made
through function pointers or blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import tree_sitter

from ..syntax.ancestry import ancestors
from ..syntax.document import Snapshot
from ..analysis.semantics import scope
from ..analysis.semantics.catalog import FunctionFamily, Overload, load_catalog
from ..project.features import DEFAULT_FEATURES, DEFAULT_VERSION
from ..analysis.semantics.typing import Typer, viable_overloads

MAX_SIGNATURES = 12
# Scanning further back than this for the start of a call is not worth it.
MAX_SCAN_BYTES = 16384
KEYWORDS_BEFORE_PAREN = {"if", "while", "for", "switch", "return", "sizeof", "__attribute__", "defined",
                         "vec_type_hint", "_Alignof", "__alignof__", "do", "else", "case"}
_TOKEN = re.compile(
    rb"//[^\n]*|/\*.*?(?:\*/|\Z)|\"(?:\\.|[^\"\\\n])*\"?|'(?:\\.|[^'\\\n])*'?|[A-Za-z_]\w*|[()\[\]{},;]",
    re.S)


@dataclass
class SignatureInformation:
    """One signature: its label, markdown documentation and each parameter's [start, end) within the label."""

    label: str
    documentation: str
    parameters: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class SignatureHelp:
    """The signatures of the call at the cursor, which one is best, and the active parameter."""

    signatures: list[SignatureInformation]
    active_signature: int
    active_parameter: int


@dataclass
class CallSite:
    """A call found by the token scan: callee name, where its '(' is, and its arguments so far."""

    name: str
    name_start: int
    open_paren: int
    argument_starts: list[int]  # byte offset after '(' and after each top-level comma
    commas: list[int]


def _scan_start(snapshot: Snapshot, offset: int) -> int:
    """Where the statement holding offset begins: the last child before offset of its enclosing block."""
    root = snapshot.tree.root_node
    found = root.descendant_for_byte_range(offset, offset)
    block = None
    # The node and its ancestors, nearest first, from one descent (`Node.parent` descends from the root each time).
    for node in ([found] + ancestors(root, found)[::-1]) if found is not None else ():
        if node.type in ("compound_statement", "translation_unit") and (
                node.start_byte < offset or node.type == "translation_unit"):
            block = node
            break
    block = block or root
    start = block.start_byte + (1 if block.type == "compound_statement" else 0)
    for child in block.children:
        if child.start_byte >= offset:
            break
        if child.type not in ("{", "comment"):
            start = child.start_byte
    return max(start, offset - MAX_SCAN_BYTES)


def find_call(snapshot: Snapshot, offset: int) -> CallSite | None:
    """The innermost call whose argument list holds offset, or None."""
    data = snapshot.data
    start = _scan_start(snapshot, offset)
    stack: list[list] = []  # [bracket, position, callee name, callee start, commas]
    previous: tuple[bytes, int] | None = None
    for match in _TOKEN.finditer(data, start, offset):
        token = match.group(0)
        if token[:2] in (b"//", b"/*"):
            continue
        if token == b"(":
            name, name_start = (previous if previous is not None else (None, -1))
            stack.append([b"(", match.end(), name, name_start, []])
        elif token in (b"[", b"{"):
            stack.append([token, match.end(), None, -1, []])
        elif token in (b")", b"]", b"}"):
            _close(stack, {b")": b"(", b"]": b"[", b"}": b"{"}[token])
        elif token == b",":
            if stack and stack[-1][0] == b"(":
                stack[-1][4].append(match.start())
        elif token == b";" and not any(entry[0] == b"(" for entry in stack):
            stack.clear()
        previous = (token, match.start()) if _is_name(token) else None
    for entry in reversed(stack):
        bracket, position, name, name_start, commas = entry
        if bracket == b"{":
            return None
        if bracket == b"(" and name is not None:
            starts = [position] + [c + 1 for c in commas]
            return CallSite(name.decode("utf-8", "replace"), name_start, position - 1, starts, list(commas))
    return None


def _is_name(token: bytes) -> bool:
    return bool(re.fullmatch(rb"[A-Za-z_]\w*", token)) and token.decode() not in KEYWORDS_BEFORE_PAREN


def _close(stack: list[list], opener: bytes) -> None:
    """Pop up to and including the matching opener; a stray closer is ignored."""
    for index in range(len(stack) - 1, -1, -1):
        if stack[index][0] == opener:
            del stack[index:]
            return


# Argument types of the arguments before the cursor.


def _argument_types(snapshot: Snapshot, typer: Typer, call: CallSite, offset: int) -> list[str | None]:
    """Types of the completed arguments (those before the active one); None where unknown."""
    types: list[str | None] = []
    ends = call.commas
    for start, end in zip(call.argument_starts, ends):
        if end > offset:
            break
        types.append(_typed_range(snapshot, typer, start, end))
    return types


def _typed_range(snapshot: Snapshot, typer: Typer, start: int, end: int) -> str | None:
    """The type of the expression spanning exactly the text between start and end (trimmed)."""
    text = snapshot.data[start:end]
    left = len(text) - len(text.lstrip())
    right = len(text.rstrip())
    if right <= left:
        return None
    s, e = start + left, start + right
    root = snapshot.tree.root_node
    node = root.named_descendant_for_byte_range(s, e)
    if node is not None:
        for parent in ancestors(root, node)[::-1]:
            if (node.start_byte, node.end_byte) != (parent.start_byte, parent.end_byte) or parent.type == "ERROR":
                break
            node = parent
    if node is None or (node.start_byte, node.end_byte) != (s, e) or node.type == "ERROR":
        return None
    return typer.type_of(node)


# Signatures.


def _param_text(type_text: str, name: str) -> str:
    """One parameter as `Overload.label` writes it."""
    if "(^)" in type_text:
        return type_text.replace("(^)", f"(^{name})")
    if type_text.endswith("*"):
        return f"{type_text}{name}"
    return f"{type_text} {name}".strip()


def _build(prefix: str, params: list[str], documentation: str) -> SignatureInformation:
    label = prefix + "("
    spans: list[tuple[int, int]] = []
    for index, text in enumerate(params):
        if index:
            label += ", "
        spans.append((len(label), len(label) + len(text)))
        label += text
    return SignatureInformation(label + ")", documentation, spans)


def _overload_signature(overload: Overload, family: FunctionFamily, version, features) -> SignatureInformation:
    params = [] if len(overload.params) == 1 and overload.params[0].type == "void" else list(overload.params)
    sep = "" if overload.return_type.endswith("*") else " "
    docs = [family.description] if family.description else []
    if not overload.requires.is_trivial:
        met = overload.requires.is_met(version, features)
        mark = "" if met else "⚠ not available with these settings: "
        docs.append(f"*{mark}requires {overload.requires.describe()}*")
    docs.append(f"[OpenCL C spec]({family.spec_url})")
    return _build(f"{overload.return_type}{sep}{overload.name}", [_param_text(p.type, p.name) for p in params],
                  "\n\n".join(docs))


def _builtin_signatures(family: FunctionFamily, arg_types: list[str | None], version, features):
    """Overloads narrowed by the known argument types, the available ones first, capped."""
    viable = viable_overloads(family, arg_types, version, features)
    if not viable:
        viable = viable_overloads(family, [None] * len(arg_types), version, features) or family.overloads()
    available = [o for o in viable if o.requires.is_met(version, features)]
    ordered = available + [o for o in viable if o not in available]
    return [_overload_signature(o, family, version, features) for o in ordered[:MAX_SIGNATURES]]


def _user_signature(snapshot: Snapshot, declared: scope.Declared) -> SignatureInformation | None:
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(declared.name_start, declared.name_end)
    if node is not None:
        node = next((n for n in [node] + ancestors(root, node)[::-1] if n.type == "function_declarator"), None)
    if node is None:
        return None
    parameters = node.child_by_field_name("parameters")
    params = [" ".join(snapshot.text(p).split()) for p in parameters.named_children
              if p.type in ("parameter_declaration", "variadic_parameter")] if parameters is not None else []
    if params == ["void"]:
        params = []
    sep = "" if (declared.type or "").endswith("*") else " "
    return _build(f"{declared.type or ''}{sep}{declared.name}".strip(), params, declared.doc or "")


def _macro_signature(snapshot: Snapshot, declared: scope.Declared) -> SignatureInformation | None:
    node = snapshot.tree.root_node.descendant_for_byte_range(declared.name_start, declared.name_end)
    definition = node.parent if node is not None else None
    if definition is None or definition.type != "preproc_function_def":
        return None
    parameters = definition.child_by_field_name("parameters")
    params = [snapshot.text(p) for p in parameters.named_children if p.type != "comment"] if parameters else []
    documentation = f"```opencl\n{declared.detail}\n```" + (f"\n\n{declared.doc}" if declared.doc else "")
    return _build(declared.name, params, documentation)


def _active_parameter(call: CallSite, offset: int) -> int:
    return sum(1 for comma in call.commas if comma < offset)


def signature_help_at(snapshot: Snapshot, offset: int, version: tuple[int, int] = DEFAULT_VERSION,
                      features: frozenset[str] = DEFAULT_FEATURES) -> SignatureHelp | None:
    """Signature help for the call around a byte offset, or None outside calls."""
    if snapshot.binary or not snapshot.data:
        return None
    offset = max(0, min(offset, len(snapshot.data)))
    call = find_call(snapshot, offset)
    if call is None:
        return None
    active = _active_parameter(call, offset)
    declared = scope.lookup(snapshot, call.name_start, call.name)
    signatures: list[SignatureInformation] = []
    if declared is not None and declared.kind in ("function", "kernel"):
        signature = _user_signature(snapshot, declared)
        signatures = [signature] if signature is not None else []
    elif declared is not None and declared.kind == "macro":
        signature = _macro_signature(snapshot, declared)
        signatures = [signature] if signature is not None else []
    elif declared is None:
        family = load_catalog().function(call.name)
        if family is not None:
            typer = Typer(snapshot, version, features)
            arg_types = _argument_types(snapshot, typer, call, offset)
            signatures = _builtin_signatures(family, arg_types, version, features)
    if not signatures:
        return None
    return SignatureHelp(signatures, 0, active)

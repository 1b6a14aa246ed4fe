"""Turns tree-sitter's ERROR and MISSING nodes into readable syntax problems.

tree-sitter marks what it could not parse with ERROR nodes (tokens it had to
skip) and zero-width MISSING nodes (tokens it had to invent). One broken
construct often yields several such nodes, so problems are reported per
construct: nested nodes are not visited and at most one problem is kept per
source line.

Until the preprocessor runs, much valid code cannot parse: an unknown macro
used as a qualifier or a statement, a conditional directive splitting a
parameter list. Such problems carry a `reason` and are reported as code that
needs preprocessing, never as errors, since the parser cannot know the code
is wrong.

Nothing here asks a node for its parent or siblings: tree-sitter keeps no
parent pointers and finds each by descending from the root, so a walk up
costs depth x depth. The walk that finds the ERROR and MISSING nodes keeps
the path from the root instead (`Path`), and the helpers climb that.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from bisect import bisect_left
from dataclasses import dataclass
from typing import Iterable, Iterator, Optional, Sequence

import tree_sitter

from ..syntax.document import Snapshot
from ..syntax.language import language
from ..syntax.outline import declared_function_names

MACRO_LIKE = re.compile(rb"^[A-Z_][A-Z0-9_]*$")
IDENTIFIER_TYPES = {"identifier", "type_identifier", "field_identifier", "statement_identifier"}
MAX_DESCRIBED = 24
# Problems given the full reading (a guess at the slip: a missing ';' and what it follows, a
# keyword misspelled...) in one file; those after it are told as the parser saw them, with their
# reason all the same (a macro the file cannot see makes a notice, not an error: pocl's
# convert_type.cl has 4,050 such problems). The fuzzer's 17,000-line file of broken lines had
# 11,405 with no reason, and the guesses took a second of it. Clang stops after 20 errors.
MAX_EXPLAINED = 1000
SPLIT_BY_CONDITIONAL = "a preprocessor conditional splits this construct"

CONTEXTS = {
    "parameter_list": "in parameter list",
    "argument_list": "in argument list",
    "field_declaration_list": "in struct or union body",
    "enumerator_list": "in enum body",
    "initializer_list": "in initializer list",
    "compound_statement": "in block",
    "translation_unit": "at file scope",
    "for_statement": "in for statement",
    "parenthesized_expression": "in parentheses",
    "preproc_if": "in #if block",
    "preproc_ifdef": "in #ifdef block",
}


@dataclass(frozen=True)
class Problem:
    kind: str  # "unexpected" or "missing"
    start: int
    end: int
    message: str
    reason: Optional[str] = None  # why preprocessing may make this valid
    insert: Optional[str] = None  # the missing token, when inserting it is the obvious fix


# One step of the path from the root down to a node: [ancestor, its children, index of the next
# child on the path + 1].
Frame = list
Path = Sequence[Frame]


def error_nodes(root: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
    """Outermost ERROR and MISSING nodes in document order, without recursion."""
    for node, _path in _error_paths(root):
        yield node


def _error_paths(root: tree_sitter.Node) -> Iterator[tuple[tree_sitter.Node, Path]]:
    """(node, path from the root to it) of the outermost ERROR and MISSING nodes, in document order.

    The path is the walk's own stack, valid until the next node is asked for.
    """
    if not root.has_error:
        return
    if root.is_error or root.is_missing:
        yield root, []
        return
    frames: list[Frame] = [[root, root.children, 0]]
    while frames:
        frame = frames[-1]
        children = frame[1]
        i = frame[2]
        if i >= len(children):
            frames.pop()
            continue
        frame[2] = i + 1
        child = children[i]
        if child.is_error or child.is_missing:
            yield child, frames
        elif child.has_error:
            frames.append([child, child.children, 0])


def _parent(path: Path) -> Optional[tree_sitter.Node]:
    return path[-1][0] if path else None


def _ancestors(path: Path) -> Iterator[tree_sitter.Node]:
    """The ancestors on `path`, nearest first."""
    for frame in reversed(path):
        yield frame[0]


def _sibling(path: Path, forward: bool) -> Optional[tree_sitter.Node]:
    """The next or previous sibling of the node at the end of `path`."""
    if not path:
        return None
    j = _step(path[-1][1], path[-1][2] - 1, forward)
    return path[-1][1][j] if j is not None else None


def _step(children: list[tree_sitter.Node], i: int, forward: bool) -> Optional[int]:
    """The index of the sibling `Node.next_sibling` (`prev_sibling`) would give for `children[i]`.

    Like tree-sitter, a next sibling must end after the node (an empty MISSING
    token at its end is passed over), a previous one must start before it or end
    where it starts.
    """
    current = children[i]
    if forward:
        for j in range(i + 1, len(children)):
            if children[j].end_byte > current.end_byte:
                return j
        return None
    for j in range(i - 1, -1, -1):
        if children[j].start_byte < current.start_byte or children[j].end_byte <= current.start_byte:
            return j
    return None


def _leaves(node: tree_sitter.Node, limit: int) -> list[tree_sitter.Node]:
    out: list[tree_sitter.Node] = []
    stack = [node]
    while stack and len(out) < limit:
        current = stack.pop()
        if current.child_count == 0:
            # A MISSING leaf is the parser's placeholder, no text of the file: not what is unexpected.
            if current.type != "comment" and not current.is_missing:
                out.append(current)
        else:
            stack.extend(reversed(current.children))
    return out


# Type names the grammar lexes as one `primitive_type` token, not as keywords.
PRIMITIVE_WORDS = {
    "void", "bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
    "float", "double", "half", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t",
}


NUMBER_TEXT = re.compile(r"\.?[0-9][0-9A-Za-z_.]*$")
VECTOR_WORD = re.compile(r"(u?char|u?short|u?int|u?long|float|double|half)(2|3|4|8|16)")


def _is_keyword(text: str) -> bool:
    """Whether `text` is a keyword or built-in type name rather than a user's name."""
    if text in PRIMITIVE_WORDS or VECTOR_WORD.fullmatch(text):
        return True
    return text.isidentifier() and bool(language().id_for_node_kind(text, False))


def _describe(snapshot: Snapshot, token: tree_sitter.Node) -> str:
    text = snapshot.text(token)
    if token.type in IDENTIFIER_TYPES:
        return f"'{text}'" if _is_keyword(text) else f"identifier '{text}'"
    if token.is_error:
        # An ERROR leaf is a token no rule wanted here, not necessarily an odd character.
        if NUMBER_TEXT.match(text):
            return f"number '{text}'"
        if text.isidentifier():
            return f"'{text}'" if _is_keyword(text) else f"identifier '{text}'"
        return f"character '{text[:8]}'"
    if token.type == "number_literal":
        return f"number '{text}'"
    if token.type in {"string_content", "string_literal", '"'}:
        return "string"
    if not token.is_named or token.type in {"primitive_type"}:
        return f"'{text}'" if len(text) <= 20 else f"'{text[:20]}…'"
    return token.type.replace("_", " ")


def _context(path: Path) -> str:
    parent = next((node for node in _ancestors(path) if not node.is_error), None)
    if parent is None:
        return ""
    phrase = CONTEXTS.get(parent.type)
    return f" {phrase}" if phrase else ""


def _leaves_between(root: tree_sitter.Node, start: int, end: int) -> list[tree_sitter.Node]:
    """Leaf tokens overlapping [start, end), found by descending only where they lie."""
    return [leaf for leaf, _parent in _leaves_with_parents(root, start, end)]


def _leaves_with_parents(root: tree_sitter.Node, start: int, end: int) -> list[tuple[tree_sitter.Node, Optional[tree_sitter.Node]]]:
    """(leaf, its parent) of the leaf tokens overlapping [start, end), in document order.

    Only the children that overlap the range are looked at (tree-sitter finds the
    first), so a file's thousands of top-level items cost nothing here.
    """
    out: list[tuple[tree_sitter.Node, Optional[tree_sitter.Node]]] = []
    stack: list[tuple[tree_sitter.Node, Optional[tree_sitter.Node]]] = [(root, None)]
    while stack and len(out) < MAX_DESCRIBED * 2:
        node, parent = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.child_count == 0:
            out.append((node, parent))
            continue
        cursor = node.walk()
        if cursor.goto_first_child_for_byte(start) is None:
            continue
        found = []
        while True:
            child = cursor.node
            if child.start_byte >= end:
                break
            found.append(child)
            if not cursor.goto_next_sibling():
                break
        stack.extend((child, node) for child in reversed(found))
    return out


def _macro_near(snapshot: Snapshot, node: tree_sitter.Node, path: Path, defined: set[bytes]) -> Optional[str]:
    """A macro-like name that may explain why `node` did not parse.

    Candidates are the names inside the broken construct, the tokens right
    before and after it, and macro-like names earlier on its line that the parser took
    for a type (where unknown qualifier macros such as KERNEL_FQ end up). A
    macro used as an ordinary value elsewhere on the line explains nothing.
    """
    candidates: list[tuple[tree_sitter.Node, bool]] = []
    if not node.is_missing:
        candidates.extend((leaf, True) for leaf in _leaves(node, MAX_DESCRIBED))
    for neighbour in (_adjacent_leaf(path, forward=False), _adjacent_leaf(path, forward=True)):
        if neighbour is not None:
            candidates.append((neighbour, True))
    line = node.start_point[0]
    line_start = snapshot.lines.starts[line]
    if line > 0 and not snapshot.data[line_start : node.start_byte].strip():
        # The construct starts its line: a qualifier macro may sit alone on
        # the line above, as in `NOINLINE` over a function definition.
        line_start = snapshot.lines.starts[line - 1]
    # Descend from the nearest ancestor that holds the line, not from the root: with a problem
    # on each of many nested lines, descents from the root would cost depth x problems.
    holder = next((frame[0] for frame in reversed(path) if frame[0].start_byte <= line_start), snapshot.tree.root_node)
    for token, parent in _leaves_with_parents(holder, line_start, node.start_byte):
        if token.type == "type_identifier" or (parent is not None and parent.is_error):
            candidates.append((token, False))
    head = _head_start(path, node, line_start)
    if head is not None:
        candidates.append((head, False))
    for token, _near in candidates:
        if token.type in IDENTIFIER_TYPES:
            name = snapshot.data[token.start_byte : token.end_byte]
            if name in defined or (MACRO_LIKE.match(name) and len(name) > 1 and not _builtin_constant(name)):
                return name.decode("utf-8", "replace")
    return None


# How far down an item's first child the name that starts it is looked for.
_HEAD_DEPTH = 8


def _head_start(path: Path, node: tree_sitter.Node, line_start: int) -> Optional[tree_sitter.Node]:
    """The first token of the top-level item holding `node`, where `node` lies in the item's head
    (before its body, if it has one) and the item starts on an earlier line: a name alone on a
    line of its own above the head (xmrig's `XMRIG_INCLUDE_CN_GPU`, which the host replaces by a
    file, then `__attribute__((...))` and `__kernel void cn0(...)`) explains the head's problem as
    a qualifier macro on the head's own line does. Never for a problem inside a body."""
    if len(path) < 2:
        return None
    item = path[1][0]
    if item.start_byte >= line_start:
        return None
    body = item.child_by_field_name("body")
    if body is not None and node.start_byte >= body.start_byte:
        return None
    first = item
    for _ in range(_HEAD_DEPTH):
        if first.child_count == 0:
            return first
        first = first.child(0)
    return None


def _builtin_constant(name: bytes) -> bool:
    """A predefined macro or built-in constant (`CLK_LOCAL_MEM_FENCE`, `FLT_MAX`): it stands for a
    value, so `barrier(CLK_LOCAL_MEM_FENCE)` without its ';' is a missing ';', not unknown code."""
    from .semantics.catalog import load_catalog

    return load_catalog().macro(name.decode("utf-8", "replace")) is not None


def _defined_macros(snapshot: Snapshot) -> set[bytes]:
    names: set[bytes] = set()
    for node in snapshot.tree.root_node.children:
        if node.type in {"preproc_def", "preproc_function_def"}:
            name = node.child_by_field_name("name")
            if name is not None:
                names.add(snapshot.data[name.start_byte : name.end_byte])
    return names


# Tokens after which a statement may end, so a line break after them is
# where a forgotten ';' most likely belongs.
CAN_END_EXPRESSION = {
    "identifier", "field_identifier", "swizzle", "number_literal", "true", "false",
    "null", ")", "]", '"', "'", "++", "--", "string_content", "char_literal",
}
EXPRESSION_LIKE = ("_expression", "identifier", "number_literal", "string_literal", "char_literal")


def _adjacent_leaf(path: Path, forward: bool) -> tree_sitter.Node | None:
    """The leaf right after (or before) the node at the end of `path`, comments included."""
    found = _adjacent_leaf_path(path, forward)
    return found[0] if found is not None else None


def _adjacent_leaf_path(
    path: Path, forward: bool
) -> Optional[tuple[tree_sitter.Node, Iterator[tree_sitter.Node], Optional[tree_sitter.Node]]]:
    """(the leaf right after or before the node at the end of `path`, its ancestors nearest
    first, its previous sibling)."""
    for level in range(len(path) - 1, -1, -1):
        children = path[level][1]
        i = _step(children, path[level][2] - 1, forward)
        if i is None:
            continue
        leaf = children[i]
        below: list[tree_sitter.Node] = []
        while leaf.child_count:
            below.append(leaf)
            children = leaf.children
            i = 0 if forward else len(children) - 1
            leaf = children[i]
        j = _step(children, i, forward=False)
        below.reverse()
        above = (path[k][0] for k in range(level, -1, -1))  # Lazily: callers stop at the first statement.
        return leaf, itertools.chain(below, above), children[j] if j is not None else None
    return None


def _next_code_leaf(path: Path) -> tree_sitter.Node | None:
    """The leaf right after the node at the end of `path`, past the comments among its siblings
    (`int b = 1 // one` then a statement on the next line: the line break is what tells). At
    file scope the comment counts: text broken there is seldom a statement missing its `;`."""
    if not path or path[-1][0].type == "translation_unit":
        return _adjacent_leaf(path, forward=True)
    children, i = path[-1][1], path[-1][2] - 1
    for j in range(i + 1, len(children)):
        if children[j].type != "comment":
            leaf = children[j]
            while leaf.child_count:
                leaf = leaf.children[0]
            return leaf
    return _adjacent_leaf(path, forward=True)


def _sibling_before_comments(path: Path) -> int:
    """The index of the last sibling before the node at the end of `path` that is no comment
    (-1 when there is none)."""
    children, j = path[-1][1], path[-1][2] - 2
    while j >= 0 and children[j].type == "comment":
        j -= 1
    return j


def _previous_code_leaf_path(path: Path):
    """`_adjacent_leaf_path` backwards, past the comments among the node's siblings (a statement
    without its `;`, then a comment line, then the next statement). At file scope the comment
    counts, as for `_next_code_leaf`."""
    if path and path[-1][0].type != "translation_unit":
        children, i = path[-1][1], path[-1][2] - 1
        j = _sibling_before_comments(path)
        if 0 <= j < i - 1:
            # As if the node stood right after that sibling.
            return _adjacent_leaf_path([*path[:-1], [path[-1][0], children, j + 2]], forward=False)
    return _adjacent_leaf_path(path, forward=False)


def _missing_semicolon(node: tree_sitter.Node, path: Path) -> Problem | None:
    """Recognize the most common slip, a statement without its ';'.

    tree-sitter often recovers from it with an ERROR rather than a MISSING
    node. The slip shows as a line break, at one edge of the ERROR, after a
    token that can end an expression; or as an ERROR that wraps a complete
    expression right before a block's closing brace.
    """
    named = node.named_children
    following = _sibling(path, forward=True)
    if (
        len(named) == 1
        and named[0].type.endswith(EXPRESSION_LIKE)
        and named[0].end_byte == node.end_byte
        and following is not None
        and following.type == "}"
    ):
        return Problem("missing", node.end_byte, node.end_byte, "expected ';' after expression", insert=";")
    found = _previous_code_leaf_path(path)
    previous = found[0] if found is not None else None
    if previous is not None and previous.end_point[0] < node.start_point[0] and previous.type in CAN_END_EXPRESSION:
        ends = _semicolon_ends(found[1]) or "at end of line"
        return Problem("missing", previous.end_byte, previous.end_byte, f"expected ';' {ends}", insert=";")
    last = _leaves_between(node, node.end_byte - 1, node.end_byte)
    after = _next_code_leaf(path)
    if (
        last
        and after is not None
        and last[-1].type in CAN_END_EXPRESSION
        and last[-1].end_point[0] < after.start_point[0]
    ):
        ends = _semicolon_ends(_ancestors(path)) or "at end of line"
        return Problem("missing", node.end_byte, node.end_byte, f"expected ';' {ends}", insert=";")
    return None


BINARY_OPERATORS = {
    "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||", "<", ">", "<=", ">=",
    "==", "!=", "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "?", ":",
}
CLOSERS = {";", ")", "]", ",", "}"}


def _missing_operand(node: tree_sitter.Node, path: Path) -> Problem | None:
    """An operator with nothing after it, as in `base + ;`."""
    last = _leaves_between(node, node.end_byte - 1, node.end_byte)
    after = _next_code_leaf(path)
    if last and last[-1].type in BINARY_OPERATORS and after is not None and after.type in CLOSERS:
        return Problem(
            "missing", after.start_byte, after.start_byte, f"expected expression after '{last[-1].type}'"
        )
    return None


# What a missing ';' ends, by the node it is missing from (clang's words).
SEMICOLON_AFTER = {
    "declaration": "at end of declaration",
    "field_declaration": "at end of declaration list",
    "expression_statement": "after expression",
    "return_statement": "after return statement",
    "do_statement": "after do/while statement",
    "break_statement": "after break statement",
    "continue_statement": "after continue statement",
    "goto_statement": "after goto statement",
    "type_definition": "after top level declarator",
}


def _semicolon_context(parent: tree_sitter.Node, previous: Optional[tree_sitter.Node]) -> str:
    """' after expression' and the like for a MISSING ';' in `parent` after `previous`."""
    if parent.type in SEMICOLON_AFTER:
        return " " + SEMICOLON_AFTER[parent.type]
    # `barrier(CLK_LOCAL_MEM_FENCE)` before '}' is read as a macro type: a call all the same.
    if previous is not None and (previous.type == "macro_type_specifier" or previous.type.endswith("_expression")):
        return " after expression"
    return ""


def _semicolon_ends(ancestors: Iterable[tree_sitter.Node]) -> Optional[str]:
    """What a ';' missing at the end of these ancestors' construct ends (nearest statement first).

    Climbs at most STATEMENT_MACRO_DEPTH levels, as the statement-macro check does: the statement
    sits a few levels above the token in real code, and 5,700 slips in a 120 KB line nested
    thousands deep climbed 33 M levels (fuzz seed 19, input 342236: 9.5 s)."""
    for ancestor in itertools.islice(ancestors, STATEMENT_MACRO_DEPTH):
        if ancestor.type in SEMICOLON_AFTER:
            return SEMICOLON_AFTER[ancestor.type]
        if ancestor.is_error or ancestor.type in {"compound_statement", "translation_unit", "function_definition"}:
            return None
    return None


PARENTHESIZED_KEYWORDS = {"if", "while", "for", "switch"}


def _keyword_slip(snapshot: Snapshot, node: tree_sitter.Node, path: Path) -> Problem | None:
    """`if n > 0)`: a statement keyword without its '('; `break` without its ';'; `else` with no
    `if` before it."""
    leaves = _leaves(node, 2)
    if not leaves:
        return None
    keyword = snapshot.text(leaves[0])  # In recovery a keyword may come back as an identifier.
    if keyword in PARENTHESIZED_KEYWORDS:
        after = leaves[1] if len(leaves) > 1 else _adjacent_leaf(path, forward=True)
        if after is not None and snapshot.text(after) != "(" and after.type != "comment":
            return Problem("missing", after.start_byte, after.start_byte, f"expected '(' after '{keyword}'")
    if keyword in {"break", "continue"} and len(leaves) == 1:
        end = leaves[0].end_byte
        return Problem("missing", end, end, f"expected ';' after {keyword} statement", insert=";")
    if keyword == "else":
        return Problem("unexpected", leaves[0].start_byte, leaves[0].end_byte, "'else' without a matching 'if'")
    # The `else` just before the error, read as a type (`else {` after a block whose `}` was left
    # out: the parser takes `else` for a declaration's type and stops at the `{`).
    return _else_read_as_name(snapshot, _adjacent_leaf(path, forward=False))


def _else_read_as_name(snapshot: Snapshot, node: tree_sitter.Node | None) -> Problem | None:
    """An `else` with no `if` before it, which error recovery read as a name (an identifier or
    a type), as the problem it is; None for any other node."""
    if else_read_as_name(snapshot.data, node):
        return Problem("unexpected", node.start_byte, node.end_byte, "'else' without a matching 'if'")
    return None


def else_read_as_name(data: bytes, node: tree_sitter.Node | None) -> bool:
    """Whether `node` is the keyword `else` that the parser read as a name (an identifier or a
    type): never what it is, wherever it stands (`expanded` asks it of bodies that parse)."""
    return node is not None and node.type in ("identifier", "type_identifier") \
        and data[node.start_byte : node.end_byte] == b"else"


def _unclosed_block(node: tree_sitter.Node, path: Path) -> Problem | None:
    """A body left open (a `{` typed, its `}` not yet) with a function after it: tree-sitter
    reads the open function as a file-scope ERROR that holds its head, its tokens and the
    functions after it. Said where the first of those starts, which is where clang's first
    error is ("expected expression": a function cannot be defined there), in our words: the
    `}` that is missing before it."""
    if not path or path[-1][0].type != "translation_unit":
        return None
    return _open_body(node.children)


def _open_body(children: list[tree_sitter.Node]) -> Problem | None:
    """The problem of `_unclosed_block` in a run of file-scope pieces (an ERROR's children, or
    those of a whole file tree-sitter read as one ERROR). Only braces whose pairing is plain
    count: a branch directive among the pieces of an open body (`#if A / void f() { / #else /
    void f(int n) { / #endif`) leaves it unsaid."""
    opened = 0  # Braces open, of bodies whose heads came first.
    head = False
    directive = False  # Whether a run of directive pieces comes just before the current piece.
    code_end = 0  # Where the last piece of code (no comment, no directive) ends.
    statement_end = 0  # Where the last statement (or brace, or `;`) ends.
    for k, child in enumerate(children):
        kind = child.type
        if kind == "{":
            if not head:
                return None  # Not a function's body (an initializer, a struct).
            opened += 1
        elif kind == "}":
            if opened:
                opened -= 1
            head = False
        elif kind == "function_declarator" and not opened:
            head = True
        elif kind == "function_declarator" and k + 1 < len(children) and children[k + 1].type == "{":
            # A head read in pieces (`INLINE_FUNC void f(...) {`, its macro unknown to the parser)
            # opening a body inside the open one: clang says "function definition is not allowed
            # here". Said after the open body's last statement, before the head's first piece.
            return _open_before(statement_end)
        elif kind == "function_definition" and opened:
            # A head an `#if` splits (`#if R / __kernel / #else / __kernel __attribute__(...) /
            # #endif / void f(...)`) may start in the branch the preprocessor skips, and the
            # directive's line is none of the code's: then where the open body's code ends.
            return _open_before(code_end if directive else child.start_byte)
        elif opened and (kind in _BRANCHES or (kind == "preproc_call" and _branch_call(child))):
            return None
        if kind in ("#if", "#ifdef", "#ifndef"):
            directive = True
        elif not directive or kind not in ("\n", "binary_expression", "identifier", "number_literal",
                                           "parenthesized_expression", "unary_expression", "call_expression",
                                           "preproc_defined"):
            directive = False
            if kind != "comment":
                code_end = child.end_byte
        if kind.endswith("_statement") or kind in ("declaration", ";", "{", "}"):
            statement_end = child.end_byte
    return None


_BRANCHES = frozenset({"#else", "#elif", "#elifdef", "#elifndef"})


def _branch_call(call: tree_sitter.Node) -> bool:
    """Whether a directive line the parser read as a call is a branch (`#else` alone on its line)."""
    directive = call.child_by_field_name("directive")
    return directive is not None and directive.text is not None and directive.text.decode("latin-1") in _BRANCHES


def _function_taken_in(block: Optional[tree_sitter.Node]) -> Problem | None:
    """The other reading of a body left open (see `_unclosed_block`): the body holds the next
    function, and tree-sitter supplies its `}` at the end of the file. Said the same way."""
    if block is None or block.type != "compound_statement":
        return None
    for child in block.children:
        if child.type == "function_definition":
            return _open_before(child.start_byte)
    return None


# (No line of the `{` in the message: a problem of the preprocessed text comes back placed in the
# file, its message as it is.)
OPEN_BODY = "expected '}' before the next function: a block above it is not closed"


def _open_before(at: int) -> Problem:
    return Problem("missing", at, at, OPEN_BODY, insert="}")


def _empty_list_item(node: tree_sitter.Node, path: Path) -> Problem | None:
    """`max(n,, 1)`, `max(, 1)`: a ',' where an argument or initializer belongs; `int x = ;`:
    a ';' where the value belongs."""
    parent = _parent(path)
    if node.child_count == 1 and node.children[0].type in CLOSERS:
        before = _sibling(path, forward=False)
        if before is not None and before.type in BINARY_OPERATORS and before.type not in {"?", ":"}:
            return Problem("missing", node.start_byte, node.start_byte, "expected expression")
    if parent is None or parent.type not in {"argument_list", "initializer_list"} or node.child_count != 1:
        return None
    if node.children[0].type != ",":
        return None
    before, after = _sibling(path, forward=False), _sibling(path, forward=True)
    if before is not None and before.type in {"(", "{", ","}:
        return Problem("missing", node.start_byte, node.start_byte, "expected expression")
    if after is not None and after.type in {",", ")", "}"}:
        return Problem("missing", node.end_byte, node.end_byte, "expected expression")
    return None


def _conditional_without_colon(node: tree_sitter.Node) -> Problem | None:
    """`n > 0 ? 1 2`: a '?' and its operand with no ':' after it."""
    children = node.children
    if not children or children[0].type != "?" or any(child.type == ":" for child in children):
        return None
    operand = next((child for child in children[1:] if child.is_named), None)
    if operand is None:
        return None
    return Problem("missing", operand.end_byte, operand.end_byte, "expected ':'")


def _for_without_semicolon(node: tree_sitter.Node, path: Path) -> Problem | None:
    """`for (i = 0; i < n i++)`: the parser keeps `i < i++` and drops `n`; the ';' belongs after it."""
    if len(path) < 2 or path[-1][0].type != "binary_expression" or path[-2][0].type != "for_statement":
        return None
    if node.named_child_count != 1 or not node.named_children[0].type.endswith(EXPRESSION_LIKE):
        return None
    if not any(child.is_missing and child.type == ";" for child in path[-2][0].children):
        return None
    return Problem("missing", node.end_byte, node.end_byte, "expected ';' in 'for' statement specifier", insert=";")


def _comma_in_for(node: tree_sitter.Node, path: Path) -> Problem | None:
    """`for (int i = 0, i < n; i++)`: a ',' where the ';' ends the declaration; the parser keeps
    `int i = 0, i` and leaves `< n` over, where the compiler expects the ';'."""
    parent = _parent(path)
    if parent is None or parent.type != "declaration" or len(path) < 2 or path[-2][0].type != "for_statement":
        return None
    if not node.children or node.children[0].type not in BINARY_OPERATORS:
        return None
    return Problem("unexpected", node.start_byte, node.children[0].end_byte,
                   "expected ';' in 'for' statement specifier")


def _extraneous_closer(node: tree_sitter.Node, path: Path) -> Problem | None:
    """`p[0] = 1);`: a closing ')' or ']' that nothing opened, named as the compiler names it."""
    if len(node.children) != 1 or node.children[0].type not in (")", "]"):
        return None
    closer = node.children[0].type
    after = _adjacent_leaf(path, forward=True)
    before = f" before '{after.type}'" if after is not None and after.type in (";", ",", "}") else ""
    return Problem("unexpected", node.start_byte, node.end_byte, f"extraneous '{closer}'{before}")


def _parameter_without_comma(node: tree_sitter.Node, path: Path) -> Problem | None:
    """`(global int *p int n)`: the parser wraps the name and the next parameter's type in an
    ERROR; the compiler expects the list's ')' after the name."""
    parent = _parent(path)
    if parent is None or len(node.children) != 2 or any(c.type != "identifier" for c in node.children):
        return None
    if parent.type == "pointer_declarator" and len(path) >= 2:
        parent = path[-2][0]
    if parent.type != "parameter_declaration":
        return None
    second = node.children[1]
    return Problem("missing", second.start_byte, second.start_byte, "expected ')'")


OPERAND_STARTS = {"identifier", "number_literal", "string_literal", "char_literal", "true", "false"}
_OPERAND_TOKEN = re.compile(rb"[A-Za-z_0-9.]+")  # An ERROR with no children is one token: a name or a number?


def _missing_separator(snapshot: Snapshot, node: tree_sitter.Node, path: Path) -> Problem | None:
    """Two operands side by side on one line (`int x = 1 2;`, `max(n 1)`): in an argument list the
    compiler expects the ')' there; in a declaration or a statement, the ';' after the first."""
    parent = _parent(path)
    if parent is None:
        return None
    if node.children:
        if node.children[0].type not in OPERAND_STARTS:
            return None
    elif not _OPERAND_TOKEN.fullmatch(snapshot.data[node.start_byte:node.end_byte]):
        return None
    previous = _adjacent_leaf(path, forward=False)
    if previous is None or previous.type not in CAN_END_EXPRESSION or previous.end_point[0] != node.start_point[0]:
        return None
    if parent.type == "argument_list":
        return Problem("missing", node.start_byte, node.start_byte, "expected ')'")
    if parent.type in ("declaration", "init_declarator"):
        return Problem("missing", previous.end_byte, previous.end_byte, "expected ';' at end of declaration", insert=";")
    if parent.type == "expression_statement":
        return Problem("missing", previous.end_byte, previous.end_byte, "expected ';' after expression", insert=";")
    return None


RECORDS = {"struct_specifier": "struct", "union_specifier": "union", "enum_specifier": "enum"}


def _record_without_semicolon(node: tree_sitter.Node, path: Path) -> Problem | None:
    """`struct S { int a; }` then the next item on a later line: the record's ';' is missing,
    so the parser read the record as the next item's type."""
    parent = _parent(path)
    if parent is None or parent.type not in {"function_definition", "declaration"}:
        return None
    head = parent.children[0]
    kind = RECORDS.get(head.type)
    if kind is None or head.child_by_field_name("body") is None or head.end_point[0] >= node.start_point[0]:
        return None
    return Problem("missing", head.end_byte, head.end_byte, f"expected ';' after {kind}", insert=";")


DIRECTIVES = {"#if", "#ifdef", "#ifndef", "#elif", "#elifdef", "#elifndef", "#else", "#endif", "#define"}
STATEMENT_TYPES = {"expression_statement", "declaration"}


def _directive_nearby(node: tree_sitter.Node, path: Path) -> bool:
    """A conditional directive inside the broken construct or right next to it."""
    tokens = _leaves(node, MAX_DESCRIBED)
    tokens += [leaf for leaf in (_adjacent_leaf(path, False), _adjacent_leaf(path, True)) if leaf is not None]
    if any(token.type in DIRECTIVES for token in tokens):
        return True
    return len(path) >= 2 and path[-1][0].type.startswith("preproc_") and path[-2][0].type != "translation_unit"


STATEMENT_MACRO_DEPTH = 64


def _statement_macro(snapshot: Snapshot, anchor: tree_sitter.Node | None, ancestors: Iterable[tree_sitter.Node],
                     previous: tree_sitter.Node | None, known: set[bytes]) -> Optional[str]:
    """The name of a macro used as a whole statement, as in `UNROLL_STEP(i)`.

    Such uses need no ';' after expansion. The statement must be a bare name or
    a call of a name that is neither a function of this file nor a built-in.
    `ancestors` are the anchor's, nearest first; `previous` is its previous sibling.
    """
    if anchor is not None and anchor.is_missing and anchor.type in (")", "]"):
        # A macro used as a statement needs no `;` after it, but its parentheses are balanced as
        # any call's: `f(a, tag;` lacks its `)` whatever `f` and `tag` are (in a function's
        # expanded copy the file's functions are not known by name: `GlobalToLocalDirectB(bgm,
        # ..., b_conjugate;` in CLBlast).
        return None
    if anchor is not None and anchor.is_missing:
        bare = previous
        if bare is not None and bare.type in {"macro_type_specifier", "call_expression"}:
            bare = bare.child_by_field_name("name") or bare.child_by_field_name("function")
        if bare is not None and bare.type in {"identifier", "type_identifier"}:
            name = snapshot.data[bare.start_byte : bare.end_byte]
            return None if _not_a_macro(name, known) else name.decode("utf-8", "replace")
    node = None
    if anchor is not None:
        # A macro used as a statement sits a few levels above the problem; the walk stops after
        # STATEMENT_MACRO_DEPTH (2,447 problems 5,000 levels deep were errors x depth: 5 s).
        for node in itertools.islice(itertools.chain((anchor,), ancestors), STATEMENT_MACRO_DEPTH):
            if node.type in STATEMENT_TYPES:
                break
            if node.type in {"compound_statement", "translation_unit", "function_definition"}:
                return None
        else:
            node = None
    # (One child asked for, not the list of them: a statement the parser's recovery made of
    # thousands of tokens is met once per problem in it, 7,000 times in a fuzzed 32 KB input.)
    if node is None or node.named_child_count == 0:
        return None
    head = node.named_child(0)
    if head.type == "call_expression":
        head = head.child_by_field_name("function")
    if head is None or head.type not in {"identifier", "type_identifier"}:
        return None
    if node.type == "declaration" and node.named_child_count > 1:
        name = name_read_as_type(snapshot.data, head, node.named_child(1).start_byte)
        return None if name is None or _not_a_macro(name, known) else name.decode("utf-8", "replace")
    name = snapshot.data[head.start_byte : head.end_byte]
    return None if _not_a_macro(name, known) else name.decode("utf-8", "replace")


_MACRO_STYLE = re.compile(rb"[A-Z][A-Z0-9_]*\Z")


def name_read_as_type(data: bytes, written: Optional[tree_sitter.Node], next_start: int) -> Optional[bytes]:
    """The name, where a declaration's type `written` is a macro-style name (capitals) alone on
    its line, read by the parser as the type of what the next line holds (from `next_start`):
    openmm's `LOAD_ATOM1_PARAMETERS` then `e[i] += x;`, a macro the host defines and uses as a
    statement, read as a declaration of an array `e[i]`. None for any other shape: `MyType\n x;`
    in lower case is a type written on a line of its own as far as anyone can tell. Whether the
    name is a type, a macro or a function is the caller's to judge, with what it knows."""
    if written is None or written.type != "type_identifier":
        return None
    start, end = written.start_byte, written.end_byte
    if data.find(b"\n", end, next_start) < 0 or data[data.rfind(b"\n", 0, start) + 1 : start].strip():
        return None
    name = data[start:end]
    return name if _MACRO_STYLE.match(name) else None


# Statement keywords the parser may read as names in error recovery (`else` after a block whose
# `}` was left out): no macro used as a statement is spelled so.
_NEVER_MACROS = frozenset((b"else", b"if", b"while", b"for", b"switch", b"do", b"return", b"case", b"default"))


def _not_a_macro(name: bytes, known: set[bytes]) -> bool:
    """Whether `name` cannot be a macro used as a statement: a function of the file, a statement
    keyword or a built-in function."""
    return name in known or name in _NEVER_MACROS or _is_builtin(name)


def _is_builtin(name: bytes) -> bool:
    from .semantics.catalog import load_catalog

    return load_catalog().is_builtin_function(name.decode("utf-8", "replace"))


# A template engine's placeholder (Jinja's or Mustache's `{{filterSize}}`, Mako's `${size}`) or tag
# (`{% for t=1,n do %}`, cltorch's Lua templates): a file that holds one is rendered before it is
# compiled (DeepCL's kernels), and what does not parse on its lines is the template's, not an
# error. (`{{0}}`, a nested initializer, is no placeholder.)
_PLACEHOLDER = re.compile(rb"\{\{[ \t]*[A-Za-z_][A-Za-z0-9_.]*[ \t]*(?:\|[^{}\n]*)?\}\}|\$\{[^{}\n]+\}"
                          rb"|\{%[^\n]*?%\}")


# clBLAS's generator's placeholders, `%TYPE`, `%PREFIX`, `%V` (`__global %TYPE* x`, `((%TARGET_ROWS)/(%V))`).
# After an operand (`i%WARP_SIZE`) the `%` is C's remainder, so a file is such a template only where
# a `%NAME` follows something else (a `(`, a `,`, a line's start), outside strings and comments: C
# has no `%` there. Then every `%NAME` of the file is a placeholder.
_PERCENT_NAME = re.compile(rb"%[A-Z][A-Z0-9_]*")
_OPERAND_END = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_)]")
_NOT_CODE = frozenset(("comment", "string_literal", "char_literal", "string_content", "escape_sequence",
                       "system_lib_string", "preproc_arg"))


def template_placeholders(snapshot: Snapshot) -> list[tuple[int, bytes]]:
    """(start, text) of each template placeholder (`_PLACEHOLDER`, `%NAME` in a file of them) in
    the snapshot's text, found once per snapshot for `declaration_end` and for every problem's reason."""
    return snapshot.memo(_PLACEHOLDERS, lambda: sorted(_placeholders(snapshot.data) + _percent_placeholders(snapshot)))


def _percent_placeholders(snapshot: Snapshot) -> list[tuple[int, bytes]]:
    data = snapshot.data
    found = [(m.start(), m.group()) for m in _PERCENT_NAME.finditer(data)]
    root = snapshot.tree.root_node
    for at, _name in found:
        j = at - 1
        while j >= 0 and data[j] in b" \t":
            j -= 1  # (Back over blanks only: a slice of the line would cost its length per `%`.)
        if j >= 0 and data[j] in _OPERAND_END:
            continue  # `i%N`, `x %N`: the remainder, or `__global %TYPE` (a template's only with another).
        node = root.descendant_for_byte_range(at, at + 1)
        if node is not None and node.type not in _NOT_CODE:
            return found
    return []


def _placeholder_reason(placeholder: bytes) -> str:
    return f"'{placeholder.decode('utf-8', 'replace')}' is a template's placeholder"


def _placeholder_near(snapshot: Snapshot, node: tree_sitter.Node) -> Optional[bytes]:
    """A template placeholder on the lines of `node` (from the start of its first line to the end
    of its last), or None. The placeholders are found once per snapshot and bisected: a line of
    many problems (the fuzzer's) would otherwise be scanned once per problem."""
    placeholders = template_placeholders(snapshot)
    if not placeholders:
        return None
    lines = snapshot.lines
    start = lines.line_span(lines.line_of(node.start_byte))[0]
    end = lines.line_span(lines.line_of(node.end_byte))[1]
    k = bisect_left(placeholders, (start,))
    return placeholders[k][1] if k < len(placeholders) and placeholders[k][0] < end else None


_PLACEHOLDERS = "analysis.syntax_problems.placeholders"


def _placeholders(data: bytes) -> list[tuple[int, bytes]]:
    """(start, text) of each template placeholder in a text (none without `{{`, `${` or `{%`)."""
    if b"{{" not in data and b"${" not in data and b"{%" not in data:
        return []
    return [(m.start(), m.group()) for m in _PLACEHOLDER.finditer(data)]


def _reason(snapshot: Snapshot, node: tree_sitter.Node, path: Path, defined: set[bytes], known: set[bytes]) -> Optional[str]:
    if _directive_nearby(node, path):
        return SPLIT_BY_CONDITIONAL
    placeholder = _placeholder_near(snapshot, node)
    if placeholder is not None:
        return _placeholder_reason(placeholder)
    macro = _macro_near(snapshot, node, path, defined)
    if macro is not None:
        return f"the definition of '{macro}' is not visible"
    if node.is_missing:
        parent = _parent(path)
        if parent is not None and parent.type in SEMICOLON_AFTER and parent.type not in STATEMENT_TYPES:
            return None  # `return a` without its ';': a keyword statement, never a macro used as one.
        name = _statement_macro(snapshot, node, _ancestors(path), _sibling(path, forward=False), known)
    else:
        found = _adjacent_leaf_path(path, forward=False)
        name = _statement_macro(snapshot, *found, known) if found else None
    if name is not None:
        return f"'{name}' looks like a macro used as a statement"
    return None


def _operand_place(node: tree_sitter.Node, parent: tree_sitter.Node) -> bool:
    """Whether a missing identifier stands for an operand rather than a name being declared:
    outside declarators, and in an initializer (`int x = ;`: the value after the `=`)."""
    if "declarator" not in parent.type:
        return True
    declared = parent.child_by_field_name("declarator") if parent.type == "init_declarator" else None
    return declared is not None and node.start_byte >= declared.end_byte


def _before_comments(path: Path, at: int) -> int:
    """Where a missing `;` at `at` goes: the parser puts it after the comments that follow the
    statement (`int b = a` then a comment block, then the next item), the user (and clang) at
    the end of the statement, before them."""
    children, i = path[-1][1], path[-1][2] - 1
    j = _sibling_before_comments(path)
    if j == i - 1 or j < 0 or children[j].is_missing:
        return at  # No comment between.
    return children[j].end_byte


def call_read_as_type(data: bytes, written: Optional[tree_sitter.Node], next_start: int) -> Optional[bytes]:
    """The name called, where a declaration's type `written` is a call on a line of its own whose
    `;` is missing, read by the parser as a macro-made type (`barrier(CLK_LOCAL_MEM_FENCE)`, then
    on a later line, from `next_start`, what it took for the declarator); None where the shape is
    not that one (`M(x) y;` on one line is a macro-made type, as far as anyone can tell). Whether
    the name is a function's and no macro's is the caller's to judge, with what it knows."""
    if written is None or written.type != "macro_type_specifier":
        return None
    callee = written.child(0)
    if callee is None or callee.type != "identifier" or data.find(b"\n", written.end_byte, next_start) < 0:
        return None
    return data[callee.start_byte : callee.end_byte]


# Statements whose keyword the parser takes for a function's name after a call that lacks its `;`.
_STATEMENT_KEYWORDS = frozenset((b"if", b"while", b"for", b"switch"))
_CALL_CLIMB = 4


def _call_before_statement(snapshot: Snapshot, path: Path, defined: set[bytes], known: set[bytes]) -> Problem | None:
    """A call on a line of its own without its `;`, then `if (...)` (or `while`, `for`, `switch`)
    on the next line, in a body: the parser reads the pair as a function defined there, typed by
    a macro (the call), named `if`, its condition a parameter list that does not parse. The `;`
    is missing after the call, as clang says; only where the call's name is a built-in function
    or the file's own function and no macro of the file (a macro could make a loop header there)."""
    frames = path
    # The error lies in the condition read as a parameter list: the declarator is a few levels up
    # (no further climb: error recovery nests thousands of levels in some texts).
    for k in range(len(frames) - 1, max(0, len(frames) - 1 - _CALL_CLIMB), -1):
        declarator = frames[k][0]
        if declarator.type != "function_declarator":
            continue
        name = declarator.child_by_field_name("declarator")
        if name is None or snapshot.data[name.start_byte : name.end_byte] not in _STATEMENT_KEYWORDS:
            return None
        up = k - 1
        if frames[up][0].type == "init_declarator" and up > 0:
            up -= 1  # `for (int i = 0; ...)`: `for(int i` a function, `= 0` its initializer.
        owner = frames[up][0]
        if owner.type not in ("function_definition", "declaration") or up < 1 \
                or frames[up - 1][0].type != "compound_statement":
            return None
        written = owner.child_by_field_name("type")
        word = call_read_as_type(snapshot.data, written, name.start_byte)
        if word is None or word in defined or not (word in known or _is_builtin(word)):
            return None
        return Problem("missing", written.end_byte, written.end_byte, "expected ';' after expression", insert=";")
    return None


def _problem(snapshot: Snapshot, node: tree_sitter.Node, path: Path, defined: set[bytes], known: set[bytes],
             explain: bool = True) -> Problem:
    reason = _reason(snapshot, node, path, defined, known)
    if not explain:
        return _as_parsed(snapshot, node, path, reason)
    if reason is None:
        call = _call_before_statement(snapshot, path, defined, known)
        if call is not None:
            return call
    if node.is_missing and node.type == "}" and reason is None:
        taken = _function_taken_in(_parent(path))
        if taken is not None:
            return taken
    if node.is_missing and node.type == ";":
        # `else` read as a statement of its own (its `if` block closed by the `}` that should have
        # closed a block inside it): no `;` mends that.
        orphan = _else_read_as_name(snapshot, _sibling(path, forward=False))
        if orphan is not None:
            return orphan
    if node.is_missing:
        what = node.type
        expected, insert = _invented(node)
        parent = _parent(path)
        if what == "identifier" and parent is not None and _operand_place(node, parent):
            expected = "expression"  # The parser's placeholder for a missing operand.
        at = node.start_byte
        if what == ";" and reason is None and parent is not None:
            expected += _semicolon_context(parent, _sibling(path, forward=False))
            at = _before_comments(path, at)
        return Problem("missing", at, at if node.end_byte == node.start_byte else node.end_byte,
                       f"expected {expected}", reason, insert)
    if reason is None:
        guess = (_unclosed_block(node, path) or _keyword_slip(snapshot, node, path) or _empty_list_item(node, path) or _record_without_semicolon(node, path)
                 or _conditional_without_colon(node) or _for_without_semicolon(node, path)
                 or _comma_in_for(node, path) or _extraneous_closer(node, path) or _parameter_without_comma(node, path)
                 or _missing_operand(node, path) or _missing_separator(snapshot, node, path) or _missing_semicolon(node, path))
        if guess is not None:
            return guess
    return _as_parsed(snapshot, node, path, reason)


def _invented(node: tree_sitter.Node) -> tuple[str, Optional[str]]:
    """What a MISSING node stands for, as a message says it, and the text that mends it (if any)."""
    what = node.type
    return (f"'{what}'" if not node.is_named else what.replace("_", " ")), (what if what in {";", ")", "]", "}"} else None)


def _as_parsed(snapshot: Snapshot, node: tree_sitter.Node, path: Path, reason: Optional[str] = None) -> Problem:
    """The problem as the parser saw it: the token it had to invent, or the first it had to skip."""
    if node.is_missing:
        expected, insert = _invented(node)
        return Problem("missing", node.start_byte, node.end_byte, f"expected {expected}", reason, insert)
    leaves = _leaves(node, MAX_DESCRIBED)
    if not leaves:
        start, end = node.start_byte, node.end_byte
        message = "unexpected syntax" + _context(path)
    else:
        first = leaves[0]
        message = f"unexpected {_describe(snapshot, first)}{_context(path)}"
        start = first.start_byte
        end = node.end_byte if node.start_point[0] == node.end_point[0] else first.end_byte
    return Problem("unexpected", start, end, message, reason)


def collect(snapshot: Snapshot) -> list[Problem]:
    if snapshot.binary:
        return []
    if not snapshot.tree.root_node.has_error:
        return []
    defined = _defined_macros(snapshot)
    known = declared_function_names(snapshot.tree.root_node, snapshot.data)
    problems: list[Problem] = []
    last_line = -1
    # Top-level items (and the end of file) already known to need
    # preprocessing: later problems there are cascades of the same cause.
    tainted_items: set[int] = set()
    first_reason: Optional[str] = None
    end = len(snapshot.data.rstrip())
    root = snapshot.tree.root_node
    items = root.children
    for node, path in _error_paths(root):
        if node.start_point[0] <= last_line:
            continue  # The same broken construct, already reported.
        problem = _problem(snapshot, node, path, defined, known, len(problems) < MAX_EXPLAINED)
        # The top-level item holding the node, and its index among the root's children.
        index = path[0][2] - 1 if path else -1
        item = items[index] if path else node
        if problem.reason is None and first_reason is not None:
            if _follows_tainted(items, index, tainted_items) or (node.is_missing and node.start_byte >= end):
                problem = dataclasses.replace(problem, reason="it follows code that needs preprocessing")
        if problem.reason is not None:
            tainted_items.add(item.id)
            first_reason = first_reason or problem.reason
        problems.append(problem)
        last_line = node.end_point[0]
        if problem.reason is not None and node.is_error and (not path or path[-1][0].type == "translation_unit"):
            # A file-scope ERROR (or the whole file read as one: CLBlast's units, whose heads
            # `#if` splits) whose problem a macro or a conditional may explain: a body left open
            # before the next function in it is a problem of its own all the same.
            opened = _open_body(node.children)
            if opened is not None:
                placeholder = _placeholder_near(snapshot, node)
                if placeholder is not None:
                    # A template's tags hold braces of their own (`{% if fill then %}`, cltorch's).
                    opened = dataclasses.replace(opened, reason=_placeholder_reason(placeholder))
                problems.append(opened)
    return problems


def _follows_tainted(items: list[tree_sitter.Node], index: int, tainted: set[int]) -> bool:
    """Whether `items[index]` is, or follows without a clean item between, a tainted item.

    Recovery from an unparseable construct at file scope often leaves a run
    of broken top-level pieces until the parser finds its footing again.
    """
    for i in range(index, -1, -1):
        node = items[i]
        if node.id in tainted:
            return True
        if not node.has_error:
            return False
    return False

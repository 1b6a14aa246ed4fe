"""## What it does
Reports a name used in an expression that nothing declares: no local,
parameter, global, function, enumerator, macro or built-in of that name is
visible where it is used. A call to a function that was never declared is
reported too, because OpenCL C has no implicit function declarations.

The rule stays silent when the name could come from code it cannot see: when
an `#include` was not found, when the name occurs in an included header, in
a `#define` or in the arguments of a function-like macro invoked outside every
function body or in the function itself (a macro invoked in another function's
body declares nothing this one sees; one in a function judged on its
macro-expanded copy shows what it declares there), when token pasting
(`##`) could make the name (a paste with a fixed part makes only names with
that part; the others only names made of the tokens their invocations pass
on), or when the name looks like one the implementation reserves (`CLK_...`, `__...`). Names in
capitals only (`BLOCK_SIZE`) are left alone too: hosts often define them with
`-D` when they build the program. A file that names a type nothing visible
declares is a fragment of a larger program (or takes its types from `-D`),
so the rule says nothing about it. A name that a file including this one
defines, or another file of the project that this one does not include (a
host program may join such files before the build, as x264 puts its
`x264-cl.h` before each kernel), is not reported either. Nor does it judge a file with a syntax
error in it: while a name is being typed, it is not yet declared, and a
declaration that does not parse would make its uses look undeclared.

## Why is this bad?
OpenCL C requires every identifier to be declared before it is used, and C99's
implicit `int f()` declaration of an unknown function does not exist in
OpenCL C. The compiler rejects the program; often the name is misspelled or a
helper function is defined below its first use.

## Example
```c
kernel void scale(global float *data, float factor) {
    data[get_global_id(0)] *= facter;
}
```

Use instead:
```c
kernel void scale(global float *data, float factor) {
    data[get_global_id(0)] *= factor;
}
```

## References
- [OpenCL C: the C99 basis and its restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from __future__ import annotations

import re
from bisect import bisect_left

import tree_sitter

from ..semantics import scope as hscope
from .. import builtin_facts as bf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

# Parents under which an identifier is read as an expression (any field).
_EXPRESSION_PARENTS = frozenset({
    "binary_expression", "unary_expression", "update_expression", "assignment_expression", "argument_list",
    "parenthesized_expression", "conditional_expression", "comma_expression", "return_statement",
    "expression_statement", "initializer_list", "subscript_expression", "pointer_expression",
    "condition_clause",
})
# Parents where only one field holds an expression.
_EXPRESSION_FIELDS = {
    "cast_expression": "value",
    "field_expression": "argument",
    "call_expression": "function",
    "init_declarator": "value",
    "initializer_pair": "value",
    "case_statement": "value",
    "for_statement": None,  # condition and update; the initializer may be a declaration.
}
# Subtrees in which names are not (only) expressions: types, attributes, directives.
_SKIP = frozenset({
    "sizeof_expression", "alignof_expression", "attribute_specifier", "attribute_declaration", "attribute",
    "preproc_def", "preproc_function_def", "preproc_call", "preproc_include", "ms_declspec_modifier",
    "gnu_asm_expression", "type_descriptor", "offsetof_expression", "generic_expression",
    "compound_literal_expression",
})
_MACRO_STYLE = re.compile(r"^[A-Z][A-Z0-9_]*$")
_WORD = re.compile(rb"(?<![A-Za-z0-9_.])[A-Za-z_][A-Za-z0-9_]*")
_PREPROC_CONDITION_PARENTS = frozenset({"preproc_if", "preproc_elif", "preproc_ifdef", "preproc_elifdef"})


@register("B001", "undeclared-identifier", Severity.ERROR, "A name is used that nothing declares", spec="restrictions",
          scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if not sem.trusted(fn.name_node) or fn.node.has_error:
        return  # Half-written code here: names are being typed.
    snapshot = sem.snapshot
    macros = sem.macro_names
    predefined = bf.predefined(sem)
    candidates = []
    for node, name in sem.unresolved_names(fn):
        if name in macros or name in predefined or bf.provided_name(name):
            continue
        if _MACRO_STYLE.match(name):
            continue  # Likely defined by the host with -D at build time.
        candidates.append((node, name))
    if not candidates:
        return
    # A declaration outside the bodies that does not parse would make every use look undeclared.
    # (Asked only here: the other functions' findings do not depend on it, and a keystroke that
    # breaks a prototype for a moment must not re-analyze them all.)
    if sem.consult(bf.OUTSIDE_BROKEN):
        return
    local = bf.local_declarations(sem, fn)
    split = -1
    places = None
    declared_here = None
    own = None
    fragment_checked = False
    reported: set[str] = set()
    for node, name in candidates:
        if name in reported or bf.visible(local.get(name), node.start_byte):
            continue
        if places is None:
            places = _places(fn.body, candidates)
        parent, skipped = places.get(node.id, (None, True))  # Not under the body: say nothing.
        if skipped or not _is_expression(node, parent):
            continue
        if split == -1:
            # (No directive in the body, none in a statement: not a walk over a 700-line body
            # at each keystroke, hashcat's serpent key schedule, 5 ms.)
            body = fn.body
            split = _first_split_statement(body) if snapshot.data.find(b"#", body.start_byte, body.end_byte) >= 0 \
                else None
        if split is not None and node.start_byte >= split:
            break  # The tree no longer follows the preprocessed structure.
        if not sem.trusted(node) or sem.in_inactive(node.start_byte):
            continue
        if declared_here is None:
            # What `scope.lookup` would find, for every candidate in one walk.
            declared_here = hscope.declared_locally(snapshot, fn.node, candidates)
        if node.id in declared_here or name in hscope.file_scope(snapshot).by_name:
            continue
        if not fragment_checked:
            if bf.is_fragment(sem):
                return
            fragment_checked = True
        # Asked word by word: a keystroke elsewhere that adds other words to these sets (a body
        # broken for a moment adds its words to the broken regions') leaves this function's findings.
        if bf.is_hidden_word(sem, name) is not False or bf.is_broken_word(sem, name) \
                or bf.is_macro_argument_word(sem, name):
            continue
        if own is None:
            own = bf.own_macro_argument_words(sem, fn)
        if name in own:
            continue  # A macro this function invokes may declare it.
        if bf.may_be_pasted(sem, name):
            continue  # A `##` may make the name (and declare it) where we cannot see.
        if bf.defined_in_other_files(sem, name):
            continue  # A file that includes this one defines it, or one the host may join to it.
        reported.add(name)
        called = parent is not None and parent.type == "call_expression" and parent.child_by_field_name(
            "function") == node
        what = "function" if called else "identifier"
        yield check.finding(node.start_byte, node.end_byte, f"use of undeclared {what} '{name}'")


def _places(body: tree_sitter.Node, uses: list[tuple[tree_sitter.Node, str]]) -> dict[int, tuple]:
    """(parent, whether in a skipped context) of each use, by node id, from one walk down the body.

    A skipped context is sizeof, an attribute, a directive, or the condition of
    `#if`, between the body and the use. The walk carries it down and enters only
    nodes that hold a use: finding each use's ancestors costs depth x uses.
    """
    wanted = {node.id for node, _name in uses}
    starts = sorted(node.start_byte for node, _name in uses)
    out: dict[int, tuple] = {}
    stack: list[tuple[tree_sitter.Node, bool]] = [(body, False)]
    while stack:
        node, skipped = stack.pop()
        kind = node.type
        here = node.id != body.id and kind in _SKIP
        condition = None
        if node.id != body.id and kind in _PREPROC_CONDITION_PARENTS:
            condition = node.child_by_field_name("condition") or node.child_by_field_name("name")
        for child in node.children:
            i = bisect_left(starts, child.start_byte)
            if i == len(starts) or starts[i] >= child.end_byte:
                continue
            inside = skipped or here or (condition is not None
                                         and condition.start_byte <= child.start_byte < condition.end_byte)
            if child.id in wanted:
                out[child.id] = (node, inside)
            stack.append((child, inside))
    return out


_CONTROL = frozenset({"for_statement", "while_statement", "if_statement", "do_statement", "else_clause"})


def _first_split_statement(body: tree_sitter.Node):
    """Where a directive first sits inside a statement (`for (...) #if ...`), or None.

    The raw tree then nests the following code differently from the
    preprocessed text, so scopes read from it cannot be trusted.
    """
    # (node, its siblings, its index): the next sibling comes from the list, not from
    # `Node.next_sibling`, which descends from the root each time.
    stack: list[tuple[tree_sitter.Node, list, int]] = [(body, [body], 0)]
    while stack:
        node, siblings, index = stack.pop()
        children = node.children
        stack.extend((children[i], children, i) for i in range(len(children) - 1, -1, -1))
        if node.type in _CONTROL:
            for child in children:
                if child.type.startswith("preproc_"):
                    return node.start_byte
            body_node = children[-1] if children else None
            # Like tree-sitter, the next sibling ends after the node (an empty MISSING token does not count).
            after = next((siblings[j] for j in range(index + 1, len(siblings))
                          if siblings[j].end_byte > node.end_byte), None)
            if (body_node is not None and body_node.type != "compound_statement" and after is not None
                    and after.type.startswith("preproc_")):
                return node.start_byte
    return None


def _is_expression(node: tree_sitter.Node, parent) -> bool:
    if parent is None:
        return False
    kind = parent.type
    if kind in _EXPRESSION_PARENTS:
        return True
    if kind in _EXPRESSION_FIELDS:
        wanted = _EXPRESSION_FIELDS[kind]
        if wanted is None:
            condition = parent.child_by_field_name("condition")
            update = parent.child_by_field_name("update")
            return any(c is not None and c.id == node.id for c in (condition, update))
        child = parent.child_by_field_name(wanted)
        return child is not None and child.id == node.id
    if kind == "array_declarator":
        size = parent.child_by_field_name("size")
        return size is not None and size.id == node.id
    return False


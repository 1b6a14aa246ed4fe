"""## What it does
Reports an operator applied to a value of an opaque OpenCL C type:
- a pipe with any binary operator, an assignment, or `&` and `*`
  (`p + p`, `p = q`, `&p`);
- a `reserve_id_t` with any binary operator (`id1 == id2`);
- a `queue_t` or `clk_event_t` in arithmetic, or compared with a value of
  another type (`q != 0.0f`); two values of the same type may be compared,
  and a `queue_t` with the constant `0`;
- an atomic type (`atomic_int`, ...) with an arithmetic, bitwise or shift
  operator, a compound assignment, `++` or `--` (OpenCL C 2.0 and later).

Images, samplers and `event_t` as operands are Q032's.

## Why is this bad?
These types are handles to objects the implementation manages: they have no
value to compute with. Images and pipes are reached only through their
built-in functions, events and queues only compared, and atomic objects only
through the atomic functions, which OpenCL C requires instead of C11's
operators on atomics. Compilers reject the program.

## Fix
Use the built-in functions of the type: `read_imagef`/`write_imagef`,
`read_pipe`/`write_pipe`, `atomic_fetch_add`, `atomic_load` and so on.

## Example
```c
kernel void count(global atomic_int *hits) {
    hits[0] += 1;
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void count(global atomic_int *hits) {
    atomic_fetch_add(&hits[0], 1);
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
- [OpenCL C: restrictions on atomic operations](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#atomic-restrictions)
"""

from __future__ import annotations

import re
from typing import Optional

from .. import conversion_facts as cf
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import Need, register
from ..semantic import Function

_PIPE = re.compile(r"\bpipe\b")
_ATOMIC = re.compile(r"^atomic_(?:u?int|u?long|float|double|intptr_t|uintptr_t|size_t|ptrdiff_t)$")
_ARITHMETIC = {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"}
_EQUALITY = {"==", "!="}
_HANDLES = ("queue_t", "clk_event_t")
# The words without which no expression of a file has a type `_kind` names: the types themselves
# (in a declaration, a typedef, a cast) and the built-ins that return one (the `reserve_*_pipe`
# ones hold "pipe"). The typer knows no other source (declarations in headers are unknown to it);
# a test checks the built-ins here against the catalog's. Looked for with `bytes.find` (a
# word-bounded regex over a large file costs a hundred times more).
OPAQUE_SOURCES = (b"pipe", b"reserve_id_t", b"queue_t", b"clk_event_t", b"get_default_queue", b"create_user_event",
                  *(b"atomic_" + name for name in (b"int", b"uint", b"long", b"ulong", b"float", b"double",
                                                    b"intptr_t", b"uintptr_t", b"size_t", b"ptrdiff_t")))


def _opaque_possible(sem) -> bool:
    """Whether the file (or the synthetic snapshot of expanded copies) holds one of OPAQUE_SOURCES."""
    return sem.mentions_any(OPAQUE_SOURCES)


# Most files have no pipe, queue, event, reservation or atomic value: the rule then has nothing to type.
_OPAQUE_VALUES = Need("opaque or atomic values possible", _opaque_possible)


def _kind(sem, node) -> Optional[str]:
    """The opaque type of an expression ("image1d_t", "pipe", "queue_t", "atomic_int", ...), or None."""
    node = cf.strip_parens(node)
    if node is None or not sem.trusted(node):
        return None
    if node.type == "identifier":
        declared = sem.typer.lookup(node)
        if declared is not None and declared.kind in ("parameter", "variable") and declared.type:
            if _PIPE.search(declared.type) and "*" not in declared.type and "[" not in declared.type:
                return "pipe"
    ctype = qs.plain_ctype(sem, node)
    if ctype is None:
        return None
    base = ctype.base
    if base in ("reserve_id_t", *_HANDLES) or _ATOMIC.match(base):
        return base
    return None


def _zero(sem, node) -> bool:
    node = cf.strip_parens(node)
    return node is not None and node.type == "number_literal" and sem.text(node) in ("0", "0x0", "00")


def _binary_problem(sem, operator: str, left, right) -> Optional[str]:
    kinds = (_kind(sem, left), _kind(sem, right))
    for kind in kinds:
        if kind is None:
            continue
        if kind in ("pipe", "reserve_id_t"):
            return kind
        if kind.startswith("atomic_"):
            if operator in _ARITHMETIC:
                return kind
            continue
        if operator not in _EQUALITY:
            return kind
        other_node, other = (right, kinds[1]) if kind == kinds[0] else (left, kinds[0])
        if other == kind or (kind == "queue_t" and _zero(sem, other_node)):
            continue
        other_type = sem.type_of(cf.strip_parens(other_node))
        if other_type is not None and other_type not in (kind, "event_t"):
            return kind
    return None


def _operations(sem, nodes, kind: str):
    """The trusted binary or assignment expressions of a body: operator node, its text, left and right operands."""
    for node in nodes.get(kind, ()):
        operator = node.child_by_field_name("operator")
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if operator is None or left is None or right is None or not sem.trusted(node):
            continue
        yield operator, sem.text(operator), left, right


@register("C025", "operator-opaque-operand", Severity.ERROR,
          "Operators do not apply to pipes, queues, clk_event_t, reservation ids or atomics", spec="restrictions",
          scope="function", needs=(_OPAQUE_VALUES,))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    nodes = sem.body_nodes(fn)
    for operator, op, left, right in _operations(sem, nodes, "binary_expression"):
        if op in ("&&", "||"):
            continue
        kind = _binary_problem(sem, op, left, right)
        if kind:
            yield check.finding(operator.start_byte, operator.end_byte,
                                f"operator '{op}' cannot take a value of type '{kind}'")
    for operator, op, left, _right in _operations(sem, nodes, "assignment_expression"):
        kind = _kind(sem, left)
        if kind is None:
            continue
        if op == "=" and kind == "pipe":
            yield check.finding(operator.start_byte, operator.end_byte,
                                f"a value of type '{kind}' cannot be assigned")
        elif op in cf.COMPOUND and cf.COMPOUND[op] in _ARITHMETIC:
            yield check.finding(operator.start_byte, operator.end_byte,
                                f"operator '{op}' cannot take a value of type '{kind}'")
    for node in nodes.get("update_expression", ()):
        argument = node.child_by_field_name("argument")
        kind = _kind(sem, argument) if sem.trusted(node) else None
        if kind is not None:
            operator = node.child_by_field_name("operator")
            shown = sem.text(operator) if operator is not None else "++"
            yield check.finding(node.start_byte, node.end_byte,
                                f"operator '{shown}' cannot take a value of type '{kind}'")
    for node in nodes.get("pointer_expression", ()):
        operator = node.child_by_field_name("operator")
        if operator is None or not sem.trusted(node):
            continue
        kind = _kind(sem, node.child_by_field_name("argument"))
        if kind == "pipe":
            yield check.finding(node.start_byte, node.end_byte,
                                f"operator '{sem.text(operator)}' cannot take a value of type '{kind}'")

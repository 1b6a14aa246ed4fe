"""## What it does
Reports a `queue_t` variable initialized or assigned with a value that is not
a queue: a number other than the constant `0`, a pointer, a vector or a
structure (`queue_t q = 1;`).

## Why is this bad?
A `queue_t` is a handle to a device queue the implementation manages: it
comes from `get_default_queue()`, a kernel argument or another `queue_t`, and
only the constant `0` stands for no queue. Compilers reject other values.

## Example
```c
kernel void parent(global int *out) {
    queue_t queue = 1;
    out[0] = 0;
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void parent(global int *out) {
    queue_t queue = get_default_queue();
    out[0] = 0;
}
```

## References
- [OpenCL C: other built-in data types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#other-built-in-data-types)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from .. import builtin_facts as bf
from .. import qualifier_support as qs
from .. import block_facts as blk
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


def _is_queue(sem, node) -> bool:
    node = cf.strip_parens(node)
    if node is None or not sem.trusted(node):
        return False
    text = sem.type_of(node)
    ctype = sem.typer.canonical(text) if text else None
    return ctype is not None and ctype.base == "queue_t" and not ctype.pointers and not ctype.arrays


def _not_a_queue(sem, node) -> bool:
    """Whether a value is surely not one a queue_t takes (a queue or the constant 0)."""
    node = cf.strip_parens(node)
    if node is None or not sem.trusted(node):
        return False
    if node.type == "number_literal":
        digits = sem.text(node).rstrip("uUlL")
        return digits.isdigit() and digits.strip("0") != ""
    kind = bf.arg_kind(sem, node)
    if kind is None:
        return False
    if kind[0] == bf.OPAQUE:
        return kind[1] != "queue_t"
    return kind[0] in (bf.SCALAR, bf.VECTOR, bf.POINTER, bf.RECORD) and node.type in (
        "identifier", "number_literal", "call_expression", "field_expression", "subscript_expression")


@register("Q067", "queue-value", Severity.ERROR, "A queue_t takes only a queue or the constant 0",
          spec="other-built-in-data-types", scope="function",
          applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue", needs=(blk.DEVICE_ENQUEUE,),
          mentions=b"queue_t")  # Locals and parameters of this function are the only queues judged here.
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    nodes = sem.body_nodes(fn)
    for node in nodes.get("assignment_expression", ()):
        operator = node.child_by_field_name("operator")
        if operator is None or sem.text(operator) != "=":
            continue
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if _is_queue(sem, left) and _not_a_queue(sem, right):
            yield check.finding(right.start_byte, right.end_byte,
                                f"a queue_t cannot be assigned '{sem.text(right)}': only a queue or 0")
    for declaration in qs.body_of(sem, fn).declarations:
        if declaration.type != "declaration" or not sem.trusted(declaration):
            continue
        type_node = declaration.child_by_field_name("type")
        if type_node is None or type_node.type != "opaque_type" or sem.text(type_node) != "queue_t":
            continue
        if sem.typer.lookup(type_node) is not None:
            continue
        for declarator in qs.declarators_of(declaration):
            parts = qs.unwrap(declarator)
            if parts.init is None or parts.pointers or parts.arrays or parts.unusual or parts.function:
                continue
            if _not_a_queue(sem, parts.init):
                yield check.finding(parts.init.start_byte, parts.init.end_byte,
                                    f"a queue_t cannot be initialized with '{sem.text(parts.init)}': only a queue or 0")

"""## What it does
Reports an assignment, compound assignment, `++` or `--` whose target is a
vector literal or a component of one, such as `((int4)(0)).x = 8`.

## Why is this bad?
A vector literal is a value computed on the spot, like `1 + 2`; it names no
object, so there is nothing to store into. Compilers reject the program.

## Fix
Store the vector in a variable first, then change its components.

## Example
```c
kernel void fill(global int4 *out) {
    ((int4)(0)).x = 8;
}
```

Use instead:
```c
kernel void fill(global int4 *out) {
    int4 v = (int4)(0);
    v.x = 8;
    out[0] = v;
}
```

## References
- [OpenCL C: vector literals](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-literals)
- [OpenCL C: assignment operator](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-assignment)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


def _literal_target(node):
    """The vector literal an assignment target is, or is a component of; None otherwise."""
    for _ in range(64):
        node = cf.strip_parens(node)
        if node is None:
            return None
        if node.type == "vector_literal":
            return node
        if node.type != "field_expression":
            return None
        node = node.child_by_field_name("argument")
    return None


@register("V021", "vector-literal-assignment", Severity.ERROR,
          "A vector literal or its components cannot be assigned to", spec="vector-literals", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    nodes = sem.body_nodes(fn)
    if not nodes.get("vector_literal"):
        return  # A target that is (part of) a vector literal is one of the body's vector literals.
    targets = [(n, n.child_by_field_name("left")) for n in nodes.get("assignment_expression", ())]
    targets += [(n, n.child_by_field_name("argument")) for n in nodes.get("update_expression", ())]
    for node, target in targets:
        literal = _literal_target(target)
        if literal is None or not sem.trusted(node):
            continue
        yield check.finding(target.start_byte, target.end_byte,
                            f"'{cf.shown(sem, target)}' is part of a vector literal, which cannot be assigned to")

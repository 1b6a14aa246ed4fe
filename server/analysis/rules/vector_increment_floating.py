"""## What it does
Reports `++` or `--` applied to a vector of floating-point values (`float4`,
`double2`, `half8`, ...).

## Why is this bad?
OpenCL C defines the increment and decrement operators for integer types;
for floating-point vectors they do not exist, and compilers reject the
program. The specification leaves out floating-point scalars too, but clang
accepts `x++` on a `float`, so this rule stays silent there.

## Fix
Add or subtract one explicitly: `v += 1.0f`.

## Example
```c
kernel void step(global float4 *data) {
    float4 v = data[0];
    v++;
    data[0] = v;
}
```

Use instead:
```c
kernel void step(global float4 *data) {
    float4 v = data[0];
    v += 1.0f;
    data[0] = v;
}
```

## References
- [OpenCL C: pre- and post-operators](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-prepost)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..semantics import typing as ty
from ..findings import Severity
from ..registry import body_nodes, register


@register("C021", "vector-increment-floating", Severity.ERROR, "++ and -- do not apply to floating-point vectors",
          spec="operators-prepost", visits=body_nodes("update_expression"), needs=(cf.VECTORS,))
def check(sem, node):
    operator = node.child_by_field_id(ty.F_OPERATOR)  # (By id: a read by name looks the name up first.)
    argument = node.child_by_field_id(ty.F_ARGUMENT)
    if operator is None or argument is None or not sem.trusted(node):
        return
    kind = cf.value_of(sem, argument)
    if cf.is_vector(kind) and ty.element_of(kind) in cf.FLOAT_RANK:
        verb = "increment" if sem.text(operator) == "++" else "decrement"
        yield check.finding(node.start_byte, node.end_byte,
                            f"cannot {verb} a value of the floating-point vector type '{kind}'")

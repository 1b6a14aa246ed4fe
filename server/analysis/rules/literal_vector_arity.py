"""## What it does
Reports a vector literal whose operands do not add up to the vector's number
of components: `(float4)(a, b, c)` gives three components to a four-component
vector, `(int2)(v3, 1)` gives five to a two-component one. Each scalar
operand counts as one component and each vector operand as all of its
components. A single scalar operand is fine: it is replicated.

## Why is this bad?
A vector literal must initialize every component exactly once, apart from the
single-scalar form that sets all components to one value. Compilers reject a
literal with too few or too many components.

## Example
```c
kernel void fill(global float4 *out, float2 xy) {
    out[0] = (float4)(xy, 1.0f);
}
```

Use instead:
```c
kernel void fill(global float4 *out, float2 xy) {
    out[0] = (float4)(xy, 1.0f, 1.0f);
}
```

## References
- [OpenCL C: vector literals](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-literals)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import SPEC_BASE, register
from ..semantic import Function


@register(
    code="C003",
    name="vector-literal-arity",
    severity=Severity.ERROR,
    summary="A vector literal gives too few or too many components",
    spec_url=f"{SPEC_BASE}#vector-literals",
    doc=__doc__,
    scope="function",
)
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if not cf.vectors_possible(sem):
        return
    memo = cf.facts(sem, fn)
    for node, target, args in cf.vector_literals(sem, memo):
        if len(args) < 2:
            continue
        total = 0
        for arg in args:
            kind = cf.expression_value(sem, memo, arg)
            if kind is None:
                total = None
                break
            total += cf.width_of(kind)
        width = cf.width_of(target)
        if total is None or total == width:
            continue
        few = "too few" if total < width else "too many"
        yield check.finding(
            node.start_byte, node.end_byte,
            f"{few} components for '{target}': the operands give {total}, the vector has {width}",
        )

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
from ..findings import Severity
from ..registry import register


@register("C003", "vector-literal-arity", Severity.ERROR, "A vector literal gives too few or too many components",
          spec="vector-literals", visits=cf.VECTOR_LITERALS, needs=(cf.VECTORS,))
def check(sem, literal):
    node, target, args = literal
    if len(args) < 2:
        return
    kinds = [cf.value_of(sem, arg) for arg in args]
    if None in kinds:
        return
    total, width = sum(cf.width_of(kind) for kind in kinds), cf.width_of(target)
    if total != width:
        few = "too few" if total < width else "too many"
        yield check.finding(
            node.start_byte, node.end_byte,
            f"{few} components for '{target}': the operands give {total}, the vector has {width}",
        )

"""## What it does
Reports a vector operand of a vector literal whose element type differs from
the literal's element type, such as an `int2` inside `(float4)(...)`.

## Why is this bad?
Scalar operands of a vector literal are converted to the element type, but
vector operands are not: there are no implicit conversions between vector
types in OpenCL C, so a vector operand must already have the literal's
element type. Compilers reject the program.

## Fix
Convert the operand first, for example `convert_float2(i)`.

## Example
```c
kernel void widen(global float4 *out, int2 ij) {
    out[0] = (float4)(ij, 0.0f, 1.0f);
}
```

Use instead:
```c
kernel void widen(global float4 *out, int2 ij) {
    out[0] = (float4)(convert_float2(ij), 0.0f, 1.0f);
}
```

## References
- [OpenCL C: vector literals](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-literals)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..findings import Severity
from ..semantics import typing as ty
from ..registry import register


@register("C004", "vector-literal-element-type", Severity.ERROR,
          "A vector operand of a vector literal has a different element type", spec="vector-literals",
          visits=cf.VECTOR_LITERALS, needs=(cf.VECTORS,))
def check(sem, literal):
    _node, target, args = literal
    if len(args) < 2:
        return
    element = ty.element_of(target)
    for arg in args:
        kind = cf.value_of(sem, arg)
        if kind is not None and cf.is_vector(kind) and ty.element_of(kind) != element:
            yield check.finding(
                arg.start_byte, arg.end_byte,
                f"'{kind}' operand in a '{target}' literal: vector operands must have element type '{element}'",
            )

"""## What it does
Reports an operator whose two operands are vectors of different types, such
as `int4 + uint4`, `float4 * int4` or `int4 < int2`, including compound
assignments (`a += b`) and the two results of `?:`. For shifts the element
types may differ, but the numbers of components must agree.

## Why is this bad?
OpenCL C never converts one vector type to another implicitly, so the
usual arithmetic conversions have no common type for two different vector
types. Compilers reject the program.

## Fix
Convert one operand with a `convert_` built-in (`convert_float4(i)`), or
reinterpret it with an `as_` built-in when its bits are what is wanted.

## Example
```c
kernel void offset(global float4 *out, float4 base, int4 step) {
    out[0] = base + step;
}
```

Use instead:
```c
kernel void offset(global float4 *out, float4 base, int4 step) {
    out[0] = base + convert_float4(step);
}
```

## References
- [OpenCL C: usual arithmetic conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#usual-arithmetic-conversions)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..findings import Severity
from ..registry import register

_SHIFTS = {"<<", ">>"}


@register("C006", "vector-operand-mismatch", Severity.ERROR, "An operator's two vector operands have different types",
          spec="usual-arithmetic-conversions", visits=cf.VECTOR_OPERATIONS, needs=(cf.VECTORS,))
def check(sem, op: cf.Operation):
    a, b = op.left_type, op.right_type
    if not (cf.is_vector(a) and cf.is_vector(b)) or a == b:
        return
    if op.operator in _SHIFTS:
        if cf.width_of(a) == cf.width_of(b):
            return
        message = f"shift operands '{a}' and '{b}' have different numbers of components"
    else:
        shown = "'?:'" if op.operator == "?:" else f"'{op.operator}'"
        message = f"operands of {shown} have different vector types '{a}' and '{b}'"
    yield check.finding(op.anchor.start_byte, op.anchor.end_byte, message)

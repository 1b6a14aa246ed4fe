"""## What it does
Reports a binary operator whose operands are a vector and a pointer, such as
`p + v` with a `float *p` and a `float2 v`, including compound assignments
(`v += p`).

## Why is this bad?
A vector meets only a scalar of arithmetic type (which is widened to every
component) or a vector. A pointer is neither: there is no conversion between
a vector and a pointer, and pointer arithmetic takes an integer scalar, not a
vector. Compilers reject the program.

## Fix
Read the pointed-to value first (`*p + v`, `p[i] + v`), or use `vload`n to
load a vector from the pointer.

## Example
```c
kernel void shift(global float2 *out, float2 in, global float *base) {
    out[0] = base + in;
}
```

Use instead:
```c
kernel void shift(global float2 *out, float2 in, global float *base) {
    out[0] = base[0] + in;
}
```

## References
- [OpenCL C: usual arithmetic conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#usual-arithmetic-conversions)
- [OpenCL C: vector operations](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-operations)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from .. import pointer_spaces as ps
from ..findings import Severity
from ..registry import register

_OPERATORS = {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", ">", "<=", ">=", "==", "!="}


@register("C023", "vector-pointer-operand", Severity.ERROR, "An operator cannot combine a vector with a pointer",
          spec="usual-arithmetic-conversions", visits=cf.VECTOR_OPERATIONS, needs=(cf.VECTORS,))
def check(sem, op: cf.Operation):
    if op.operator not in _OPERATORS:
        return
    if cf.is_vector(op.left_type) and op.right_type is None:
        vector, other = op.left_type, op.right
    elif cf.is_vector(op.right_type) and op.left_type is None:
        vector, other = op.right_type, op.left
    else:
        return
    pointer = ps.pointer_type(sem, other)
    if pointer is not None:
        yield check.finding(
            op.anchor.start_byte, op.anchor.end_byte,
            f"operator '{op.operator}' cannot combine the vector '{vector}' with the pointer "
            f"{ps.describe(sem, pointer)}",
        )

"""## What it does
Reports a shift whose left operand is a scalar and whose right operand (the
shift count) is a vector, such as `c << s` with a `char c` and a `char2 s`,
including `<<=` and `>>=`.

## Why is this bad?
The result of a shift has the type of its left operand. A vector of shift
counts would need a vector result, and OpenCL C does not widen the scalar
for a shift; compilers reject the program.

## Fix
Widen the scalar explicitly to the vector type, with a vector literal
(`(char2)(c) << s`).

## Example
```c
kernel void spread(global int4 *out, int one, int4 counts) {
    out[0] = one << counts;
}
```

Use instead:
```c
kernel void spread(global int4 *out, int one, int4 counts) {
    out[0] = (int4)(one) << counts;
}
```

## References
- [OpenCL C: shift operators](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-shift)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..findings import Severity
from ..registry import register

_SHIFTS = {"<<", ">>"}


@register("C024", "shift-scalar-by-vector", Severity.ERROR, "A scalar cannot be shifted by a vector of counts",
          spec="operators-shift", visits=cf.VECTOR_OPERATIONS, needs=(cf.VECTORS,))
def check(sem, op: cf.Operation):
    if op.operator in _SHIFTS and op.left_type is not None and not cf.is_vector(op.left_type) \
            and cf.is_vector(op.right_type):
        yield check.finding(op.anchor.start_byte, op.anchor.end_byte,
                            f"the scalar '{op.left_type}' cannot be shifted by the vector '{op.right_type}'")

"""## What it does
Reports an operator that mixes a vector with a scalar of greater rank than the
vector's element type, such as `float4 * double`, `int4 + 1u`, `short8 * 2`
or `uchar16 & 0xF` (an unsuffixed integer constant is an `int`).

## Why is this bad?
When a vector meets a scalar, the scalar is converted to the vector's element
type and replicated; OpenCL C forbids this when the scalar's type ranks above
the element type, because the conversion could lose values. Floating-point
types rank above integers, wider types above narrower ones, and an unsigned
type above the signed one of its width. Compilers reject the program.

## Fix
Give the scalar the element type: a suffix on a constant (`2.0f`), a cast of
the scalar (`(short)2`, `(uchar)0xF`), or convert the vector when the wider
type is wanted.

## Example
```c
kernel void scale(global float4 *data) {
    data[0] = data[0] * 0.5;
}
```

Use instead:
```c
kernel void scale(global float4 *data) {
    data[0] = data[0] * 0.5f;
}
```

## References
- [OpenCL C: usual arithmetic conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#usual-arithmetic-conversions)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..semantics import typing as ty
from ..findings import Severity
from ..registry import register

_SHIFTS = {"<<", ">>"}


@register("C005", "vector-scalar-rank", Severity.ERROR,
          "A scalar operand has a greater rank than the element type of the vector it meets",
          spec="usual-arithmetic-conversions", visits=cf.VECTOR_OPERATIONS, needs=(cf.VECTORS,))
def check(sem, op: cf.Operation):
    if op.operator in _SHIFTS or op.left_type is None or op.right_type is None:
        return
    lv, rv = cf.is_vector(op.left_type), cf.is_vector(op.right_type)
    if lv == rv:
        return
    vector, scalar, scalar_node = (op.left_type, op.right_type, op.right) if lv else \
        (op.right_type, op.left_type, op.left)
    element = ty.element_of(vector)
    if cf.scalar_outranks(scalar, element) is not True:
        return
    if scalar == "double" and not cf.double_literals_are_double(sem, scalar_node.start_byte):
        return
    yield check.finding(
        scalar_node.start_byte, scalar_node.end_byte,
        f"scalar of type '{scalar}' outranks the element type of '{vector}'; make it '{element}'",
    )

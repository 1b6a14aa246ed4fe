"""## What it does
Reports the logical operators `&&`, `||` and `!` applied to a floating-point
operand (`float`, `double`, `half` or a vector of them) in OpenCL C 1.0 and
1.1.
<!-- flags: -cl-std=CL1.1 -->

## Why is this bad?
OpenCL C 1.0 and 1.1 define the logical operators for integer types only,
scalar or vector; OpenCL C 1.2 extended them to floating-point types.
Compilers for the older versions reject the program (clang does).

## Fix
Compare with zero explicitly (`x != 0.0f`), which works in every version, or
build for OpenCL C 1.2 or later.

## Example
```c
kernel void mask(global int *out, float a, float b) {
    out[0] = a && b;
}
```

Use instead:
```c
kernel void mask(global int *out, float a, float b) {
    out[0] = a != 0.0f && b != 0.0f;
}
```

## References
- [OpenCL C: logical operators](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-logical)
- [OpenCL C: unary logical operator](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-logical-unary)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ...hover import typing as ty
from ..context import Context
from ..findings import Severity
from ..registry import SPEC_BASE, register
from ..semantic import Function

_LOGICAL = {"&&", "||"}


def _floating(name) -> bool:
    return name is not None and ty.element_of(name) in cf.FLOAT_RANK


@register(
    code="C020",
    name="logical-operator-floating",
    severity=Severity.ERROR,
    summary="The logical operators on a floating-point operand need OpenCL C 1.2",
    spec_url=f"{SPEC_BASE}#operators-logical",
    doc=__doc__,
    scope="function",
    applies="OpenCL C 1.0 and 1.1",
)
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if sem.version_number >= 120:
        return
    memo = cf.facts(sem, fn)
    for op in cf.operations(sem, memo):
        if op.operator not in _LOGICAL or op.node.type != "binary_expression":
            continue
        for side, kind in ((op.left, op.left_type), (op.right, op.right_type)):
            if _floating(kind):
                yield check.finding(
                    side.start_byte, side.end_byte,
                    f"operator '{op.operator}' needs integer operands before OpenCL C 1.2, not '{kind}'",
                )
                break
    for node in memo.nodes.get("unary_expression", ()):
        operator = node.child_by_field_name("operator")
        argument = node.child_by_field_name("argument")
        if operator is None or argument is None or sem.text(operator) != "!" or not sem.trusted(node):
            continue
        kind = cf.expression_value(sem, memo, argument)
        if _floating(kind):
            yield check.finding(argument.start_byte, argument.end_byte,
                                f"operator '!' needs an integer operand before OpenCL C 1.2, not '{kind}'")

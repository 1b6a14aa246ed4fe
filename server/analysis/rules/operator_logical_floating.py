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
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

_LOGICAL = {"&&", "||"}


@register("C020", "logical-operator-floating", Severity.ERROR,
          "The logical operators on a floating-point operand need OpenCL C 1.2", spec="operators-logical",
          scope="function", applies="OpenCL C 1.0 and 1.1")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if sem.version_number >= 120:
        return
    for operand, operator, kind in cf.floating_operands(sem, fn, _LOGICAL, "!"):
        if operator == "!":
            message = f"operator '!' needs an integer operand before OpenCL C 1.2, not '{kind}'"
        else:
            message = f"operator '{operator}' needs integer operands before OpenCL C 1.2, not '{kind}'"
        yield check.finding(operand.start_byte, operand.end_byte, message)

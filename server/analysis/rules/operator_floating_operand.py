"""## What it does
Reports an integer-only operator applied to a floating-point operand
(`float`, `double`, `half` or a vector of them): the remainder `%`, the
bitwise operators `&`, `|`, `^` and `~`, and the shifts `<<` and `>>`,
including their compound assignments (`%=`, `<<=`, ...).

## Why is this bad?
These operators are defined only for integer types, scalar or vector. On a
floating-point value they have no meaning and compilers reject the program.

## Fix
Use `fmod` for a floating-point remainder; to work on the bits of a
floating-point value, reinterpret it with `as_uint`/`as_int4` first (and back
with `as_float`/`as_float4`).

## Example
```c
kernel void wrap(global float *x, float period) {
    x[0] = x[0] % period;
}
```

Use instead:
```c
kernel void wrap(global float *x, float period) {
    x[0] = fmod(x[0], period);
}
```

## References
- [OpenCL C: arithmetic operators](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-arithmetic)
- [OpenCL C: bitwise operators](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-bitwise)
- [OpenCL C: shift operators](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-shift)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

_INTEGER_ONLY = {"%", "&", "|", "^", "<<", ">>"}


@register("C007", "operator-floating-operand", Severity.ERROR,
          "An integer-only operator (%, bitwise, shift) is applied to a floating-point operand",
          spec="operators-arithmetic", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    for operand, operator, kind in cf.floating_operands(sem, fn, _INTEGER_ONLY, "~"):
        if operator == "~":
            message = f"operator '~' needs an integer operand, not '{kind}'"
        else:
            message = f"operator '{operator}' needs integer operands, not '{kind}'"
        yield check.finding(operand.start_byte, operand.end_byte, message)

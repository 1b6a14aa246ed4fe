"""## What it does
Warns about an unsuffixed floating-point constant such as `0.5` where double
precision is not available: the configuration lacks `cl_khr_fp64` (or, in
OpenCL C 3.0, `__opencl_c_fp64`), or, in OpenCL C 1.0 and 1.1, the extension
has not been enabled with `#pragma OPENCL EXTENSION cl_khr_fp64 : enable`.

## Why is this bad?
Such a constant has type `double`. Without double precision, compilers may
quietly treat it as a `float` instead, so the same source means different
things on different devices (and the specification asks for a diagnostic).

## Fix
Write the constant as a `float` with the `f` suffix (`0.5f`), or enable double
precision where the device supports it.

## Example
<!-- flags: -cl-std=CL1.1 -->
```c
kernel void scale(global float *x) {
    x[0] = x[0] * 0.5;
}
```

Use instead:
```c
kernel void scale(global float *x) {
    x[0] = x[0] * 0.5f;
}
```

## References
- [OpenCL C: double-precision floating-point support](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#double-precision-support)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..semantics import typing as ty
from ..context import Context
from ..findings import Severity
from ..registry import Need, register
from ..semantic import Function


@register("X002", "double-literal-single-precision", Severity.WARNING,
          "A double constant is used where double precision is not available", spec="double-precision-support",
          scope="function", applies="without cl_khr_fp64, or in OpenCL C 1.0 and 1.1 without its pragma",
          # From OpenCL C 1.2 on, with fp64 supported, every such literal is a double.
          needs=(Need("a double constant may be single",
                      lambda sem: not (cf.fp64_supported(sem) and sem.version >= (1, 2))),))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    memo = cf.facts(sem, fn)
    for node in memo.nodes.get("number_literal", ()):
        if ty.literal_type(sem.text(node)) != "double" or not sem.trusted(node):
            continue
        if cf.double_literals_are_double(sem, node.start_byte):
            continue
        need = "cl_khr_fp64" if cf.fp64_supported(sem) else "double precision"
        if cf.fp64_supported(sem):
            message = f"'{sem.text(node)}' is a double constant, but {need} is not enabled here; it becomes a float"
        else:
            message = f"'{sem.text(node)}' is a double constant, but the configuration lacks {need}; it becomes a float"
        yield check.finding(node.start_byte, node.end_byte, message)

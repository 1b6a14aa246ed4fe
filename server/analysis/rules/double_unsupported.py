"""## What it does
Reports the type `double` (or a `double2` ... `double16` vector) used where
the configuration does not support double precision: the device lacks the
`cl_khr_fp64` extension, or, in OpenCL C 3.0, the `__opencl_c_fp64` feature.
Typedefs that name `double` are reported where they are defined.

## Why is this bad?
Double precision is optional in OpenCL. On a device without it, the `double`
type and its vectors do not exist, so any declaration, cast or `sizeof` that
names them fails to compile.

## Fix
Use `float`, or guard the double-precision code with
`#if defined(cl_khr_fp64)` (OpenCL C 3.0: `__opencl_c_fp64`), or configure
the project for a device that supports double precision.

## Example
<!-- flags: -cl-std=CL1.2 -cl-ext=-cl_khr_fp64 -->
```c
kernel void accumulate(global float *out, float x) {
    double sum = x;
    out[0] = (float)sum;
}
```

Use instead:
```c
kernel void accumulate(global float *out, float x) {
    float sum = x;
    out[0] = sum;
}
```

## References
- [OpenCL C: double-precision floating-point support](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#double-precision-support)
"""

from __future__ import annotations

import re

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import register

_DOUBLE = re.compile(rb"\bdouble(?:2|3|4|8|16)?\b")
_TYPE_NODES = {"primitive_type", "vector_type"}


@register("X001", "double-unsupported", Severity.ERROR,
          "double is used but the configuration does not support double precision", spec="double-precision-support",
          scope="item", applies="devices without cl_khr_fp64 (OpenCL C 3.0: without __opencl_c_fp64)",
          mentions=(b"double",))
def check(ctx: Context, item):
    sem = ctx.semantic
    if cf.fp64_supported(sem):
        return
    need = "cl_khr_fp64 and __opencl_c_fp64" if sem.version >= (3, 0) else "cl_khr_fp64"
    stack = [item]
    while stack:
        node = stack.pop()
        if node.type in _TYPE_NODES:
            text = sem.text(node)
            if _DOUBLE.fullmatch(text.encode()) and sem.trusted(node) and not _guarded(sem, node):
                yield check.finding(node.start_byte, node.end_byte,
                                    f"'{text}' needs double precision ({need}), which the configuration lacks")
            continue
        if node.type in ("comment", "string_literal", "preproc_def", "preproc_function_def"):
            continue
        stack.extend(node.children)


def _guarded(sem, node) -> bool:
    """Whether the node sits in an `#if` branch whose liveness is unknown (it could test cl_khr_fp64)."""
    return not sem._branches_known and sem.in_conditional(node)

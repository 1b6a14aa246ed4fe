"""## What it does
Reports the `generic` (or `__generic`) address space qualifier where the
configured OpenCL C version has no generic address space: before OpenCL C
2.0, and in OpenCL C 3.0 when the `__opencl_c_generic_address_space` feature
is not supported.
<!-- flags: -cl-std=CL1.2 -->

## Why is this bad?
A generic pointer may point into global, local or private memory, which needs
hardware or compiler support to tell the memories apart at run time. OpenCL C
1.x has no such pointers, and OpenCL C 3.0 makes them optional; compilers for
those configurations reject the qualifier.

## Fix
Name the address space the data really lives in (`global`, `local` or
`private`), or write one function per address space.

## Example
```c
float first(generic float *p) {
    return p[0];
}
```

Use instead:
```c
float first(global float *p) {
    return p[0];
}
```

## References
- [OpenCL C: the generic address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#generic-address-space)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register


@register("X021", "generic-address-space-version", Severity.ERROR,
          "The generic address space needs OpenCL C 2.0, or 3.0 with __opencl_c_generic_address_space",
          spec="generic-address-space", scope="item",
          applies="OpenCL C 1.x, and 3.0 without __opencl_c_generic_address_space")
def check(ctx: Context, item):
    sem = ctx.semantic
    if sem.unresolved_includes:
        return  # A header we cannot see may define the keyword away for older versions.
    if qs.generic_enabled(sem):
        return
    number = sem.version_number
    for qualifier in qs.address_space_nodes(sem, item):
        if qs.space_name(sem, qualifier) != "__generic" or not sem.trusted(sem.parent(qualifier)):
            continue
        if number < 200:
            why = f"OpenCL C 2.0 or later; this file is built as OpenCL C {sem.version[0]}.{sem.version[1]}"
        else:
            why = "the __opencl_c_generic_address_space feature"
        yield check.finding(
            qualifier.start_byte, qualifier.end_byte,
            f"the '{sem.text(qualifier)}' address space needs {why}",
        )

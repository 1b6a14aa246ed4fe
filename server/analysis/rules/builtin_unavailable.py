"""## What it does
Reports a call to a built-in function that does not exist in the configured
OpenCL C version, or that needs an extension or optional feature the
configuration does not support: `work_group_barrier` before OpenCL C 2.0, the
sub-group functions without `cl_khr_subgroups` or
`__opencl_c_subgroups`, and so on.

When the project configures no OpenCL C version, the rule only reports
functions that no version provides with the configured extensions and
features.

## Why is this bad?
Each built-in function belongs to a version of the language, and some only
exist when the device supports an extension or an optional OpenCL C 3.0
feature. Where it does not exist, the name is undeclared and the program fails
to build on that device.

## Fix
A quick fix replaces `work_group_barrier(flags)` with `barrier(flags)` before
OpenCL C 2.0. Otherwise, raise the OpenCL C version the project builds with (`-cl-std=`), enable the
extension or feature the function needs, guard the call with the feature
macro (`#ifdef __opencl_c_subgroups`), or use an older equivalent such as
`barrier`.

## Example
<!-- flags: -cl-std=CL1.2 -->
```c
kernel void sum(local float *tmp) {
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
}
```

Use instead:
```c
kernel void sum(local float *tmp) {
    barrier(CLK_LOCAL_MEM_FENCE);
}
```

## References
- [OpenCL C: built-in functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#built-in-functions)
- [OpenCL C: optional functionality](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#optional-functionality)
"""

from __future__ import annotations

from .. import builtin_facts as bf
from ..context import Context
from ..findings import Edit, Fix, Severity
from ..registry import SPEC_BASE, FixAvailability, register
from ..semantic import Function


_VERSIONS = ((1, 0), (1, 1), (1, 2), (2, 0), (3, 0))


@register(
    code="X040",
    name="builtin-unavailable",
    severity=Severity.ERROR,
    summary="A built-in function does not exist in the configured version or without an extension or feature",
    spec_url=f"{SPEC_BASE}#built-in-functions",
    doc=__doc__,
    fix=FixAvailability.SOMETIMES,
    scope="function",
)
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    hidden = None
    for call in bf.builtin_calls(sem, fn):
        family = call.family
        if family.is_available(sem.version, sem.features):
            continue
        if not sem.version_explicit and any(family.is_available(v, sem.features) for v in _VERSIONS):
            continue  # No version was configured: the code may target a later one.
        if sem.version < (1, 1) and family.is_available((1, 1), sem.features):
            # Compilers (clang's opencl-c.h among them) declare the 1.1 built-ins in OpenCL C 1.0
            # mode too, so code that uses them builds: not an error we can prove.
            continue
        if not sem.trusted(call.name_node) or sem.in_inactive(call.node.start_byte):
            continue
        if hidden is None:
            hidden = bf.hidden_words(sem)
            if hidden is None:
                return
        if call.name in hidden:
            continue
        major, minor = sem.version
        needs = family.requires.describe()
        fix = None
        if call.name == "work_group_barrier" and len(call.arguments) == 1 and sem.version < (2, 0):
            # With only fence flags, it is exactly the older barrier.
            fix = Fix("Use barrier", (Edit(call.name_node.start_byte, call.name_node.end_byte, "barrier"),))
        yield check.finding(
            call.name_node.start_byte,
            call.name_node.end_byte,
            f"'{call.name}' is not available in OpenCL C {major}.{minor} with this configuration; it needs {needs}",
            fix=fix,
        )

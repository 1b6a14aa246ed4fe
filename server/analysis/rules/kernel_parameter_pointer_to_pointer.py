"""## What it does
Reports a kernel parameter declared as a pointer to a pointer (`global float **`)
when the file is compiled as OpenCL C 1.2 or earlier.
Typedefs of the file are looked through. The rule needs an explicit OpenCL C
version (`-cl-std`) below 2.0 in the configuration.

## Why is this bad?
Before OpenCL C 2.0 a kernel argument is a buffer the host allocated; the
pointers stored inside it would be host addresses or addresses of another
buffer, which mean nothing on the device. OpenCL C 1.x therefore does not
allow kernel parameters that point to pointers. OpenCL C 2.0 lifts the
restriction (shared virtual memory makes such pointers meaningful).

## Fix
Pass the buffers as separate parameters, or pass offsets instead of pointers;
or compile for OpenCL C 2.0 or later.

## Example
<!-- flags: -cl-std=CL1.2 -->
```c
kernel void gather(global float * global *rows, global float *out) {
    out[0] = rows[0][0];
}
```

Use instead:
```c
kernel void gather(global float *rows, global const int *offsets, global float *out) {
    out[0] = rows[offsets[0]];
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..context import Context
from ..findings import Severity
from ..kernel_facts import parameter_name, parameter_type
from ..registry import Need, register
from ..semantic import Function


@register("K003", "kernel-parameter-pointer-to-pointer", Severity.ERROR,
          "A kernel parameter cannot point to a pointer before OpenCL C 2.0", spec="restrictions", scope="function",
          applies="OpenCL C 1.0 to 1.2",
          # Without an explicit version the program may well be built for 2.0: stay silent.
          needs=(Need("a version before 2.0 configured", lambda sem: sem.version < (2, 0) and sem.version_explicit),))
def check(ctx: Context, fn: Function):
    if not fn.kernel:
        return
    yield from _check(ctx.semantic, fn)


def _check(sem, fn: Function):
    for parameter in fn.parameters:
        ctype = parameter_type(sem, parameter)
        if ctype is None or ctype.block:
            continue
        levels = ctype.pointers + (1 if ctype.arrays else 0)
        if levels < 2:
            continue
        name = parameter_name(sem, parameter) or "<unnamed>"
        version = ".".join(map(str, sem.version))
        yield check.finding(parameter.start_byte, parameter.end_byte,
                            f"kernel parameter '{name}' is a pointer to a pointer, "
                            f"which OpenCL C {version} does not allow (needs 2.0)")

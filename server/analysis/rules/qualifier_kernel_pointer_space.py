"""## What it does
Reports a kernel parameter that is a pointer to the private or generic address
space, or to no address space at all. An array parameter (`int a[]`) is such
a pointer. From OpenCL C 2.0, where a kernel may take a pointer to a pointer,
every pointee it reaches must be in `global`, `constant` or `local` memory
(`private int * global *p` is reported).

## Why is this bad?
The host hands a kernel its buffers as memory objects that live in global or
constant memory, or asks for a local-memory allocation; nothing the host can
pass points into the private memory of one work-item. OpenCL C therefore
requires every pointer parameter of a kernel to point to `global`,
`constant` or `local` memory. An unqualified pointer parameter is private (or
generic from OpenCL C 2.0 on), so compilers reject the kernel.

## Fix
Say where the data lives, usually `global`. A quick fix adds `__global` when
the parameter names no address space at all.

## Example
```c
kernel void scale(float *data, float factor) {
    data[get_global_id(0)] *= factor;
}
```

Use instead:
```c
kernel void scale(global float *data, float factor) {
    data[get_global_id(0)] *= factor;
}
```

## References
- [OpenCL C: address space qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#address-space-qualifiers)
- [OpenCL C: restrictions on kernel arguments](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..semantics import typing as ty
from .. import qualifier_support as qs
from ..findings import Edit, Fix, Severity
from ..kernel_facts import KERNELS
from ..registry import FixAvailability, register
from ..semantic import Function


@register("Q001", "kernel-pointer-address-space", Severity.ERROR,
          "A kernel pointer parameter must point to global, constant or local memory", spec="address-space-qualifiers",
          fix=FixAvailability.SOMETIMES, visits=KERNELS)
def check(sem, fn: Function):
    for param in fn.parameters:
        if param.type != "parameter_declaration" or _plain_value(param) or not sem.trusted(param):
            continue
        parts = qs.unwrap(param.child_by_field_name("declarator"))
        if parts.unusual or parts.function is not None or parts.arrays > 1 or parts.arrays and parts.pointers:
            continue
        ctype = qs.full_ctype(sem, param, parts)
        if ctype is None or ctype.block or ctype.arrays and (ctype.pointers or len(ctype.arrays) != 1):
            continue
        if ctype.arrays:  # `int a[]` declares a pointer parameter.
            ctype = ty.CType(ctype.base, 1, ctype.space, ctype.quals, ctype.access)
        if ctype.pointers > 1:
            if sem.version_number >= 200 and not qs.base_ctype(sem, param).pointers:
                yield from _nested(check, sem, fn, param, parts, ctype)
            continue
        if ctype.pointers != 1 or ctype.space in _KERNEL_SPACES:
            continue
        name = sem.text(parts.name) if parts.name is not None else None
        label = f"pointer parameter '{name}'" if name else "a pointer parameter"
        where = f"points to '{ctype.space}' memory" if ctype.space else "names no address space"
        fix = None
        if not ctype.space and parts.pointers and not qs.spaces_on(param):
            space = qs.spelled(sem, "__global")
            fix = Fix(f"Add '{space}'", (Edit(param.start_byte, param.start_byte, space + " "),))
        yield check.finding(
            param.start_byte,
            param.end_byte,
            f"{label} of kernel '{fn.name}' {where}; kernel pointers must point to __global, __constant or __local memory",
            fix=fix,
        )


_KERNEL_SPACES = ("__global", "__constant", "__local")
_BUILT_IN_TYPES = ("primitive_type", "sized_type_specifier")


def _plain_value(param) -> bool:
    """`int n`, `const float x`: a built-in type (no typedef that may hide a pointer) and a bare
    name declare no pointer, so the parameter has nothing to judge (most kernel parameters that
    are not buffers); told from the syntax alone, before the trust and type tests."""
    type_node = param.child_by_field_name("type")
    if type_node is None or type_node.type not in _BUILT_IN_TYPES:
        return False
    declarator = param.child_by_field_name("declarator")
    return declarator is None or declarator.type == "identifier"


def _nested(rule, sem, fn, param, parts, ctype):
    """A pointer to a pointer (OpenCL C 2.0 and later allow them): every pointee must be in a kernel's
    address spaces, the pointers it reaches included."""
    # The qualifiers after the first `*` qualify the innermost pointer object, and so on; those
    # after the last `*` qualify the parameter itself.
    levels = []
    for pointer in parts.pointers[:-1]:
        written = qs.spaces_on(pointer)
        levels.append(qs.space_name(sem, written[-1]) if written else "")
    reached = (ctype.space, *levels)
    if all(space in _KERNEL_SPACES for space in reached):
        return
    name = sem.text(parts.name) if parts.name is not None else None
    label = f"pointer parameter '{name}'" if name else "a pointer parameter"
    yield rule.finding(
        param.start_byte, param.end_byte,
        f"{label} of kernel '{fn.name}' reaches memory outside __global, __constant and __local "
        f"('{sem.text(param)}'); every pointee of a kernel pointer must be in one of them",
    )

"""## What it does
Reports a kernel parameter declared with a type the host cannot pass: `bool`,
`size_t`, `ptrdiff_t`, `intptr_t`, `uintptr_t`, `event_t`, `clk_event_t`,
`ndrange_t`, `reserve_id_t`, a `half` when `cl_khr_fp16` is not enabled, or a
struct or union passed by value that has a field of one of the first five
types or an `event_t` field. Typedefs of the file are looked through.

## Why is this bad?
Kernel arguments are set by the host with `clSetKernelArg`, byte for byte.
The size of `bool` and of the pointer-sized integers differs between host and
device, and events, ND-ranges and reservation ids only exist on the device,
so OpenCL C does not allow them as kernel parameters. A `half` value is only
a storage format unless the `cl_khr_fp16` extension is enabled.

## Fix
Pass an `int` (or a fixed-width integer such as `uint` or `ulong`) and convert
inside the kernel; use a `float` or a pointer to `half` instead of a `half`.

## Example
```c
kernel void fill(global float *out, bool clear, size_t count) {
    for (size_t i = 0; i < count; i++)
        out[i] = clear ? 0.0f : out[i];
}
```

Use instead:
```c
kernel void fill(global float *out, int clear, uint count) {
    for (uint i = 0; i < count; i++)
        out[i] = clear ? 0.0f : out[i];
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

import re

from ...syntax.directives import first_directive
from ..context import Context
from ..findings import Severity
from ..kernel_facts import (declares_pointer, is_record, kernel_parameters, parameter_name, parameter_type,
                            record_fields)
from ..registry import register

# Scalar types that may be neither a kernel parameter nor a field of a struct passed by value.
NOT_PORTABLE = ("bool", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t")
# Opaque types that only exist on the device.
DEVICE_ONLY = ("event_t", "clk_event_t", "ndrange_t", "reserve_id_t")
_INCLUDE = re.compile(rb"#[ \t]*include\b")  # Searched through syntax.directives.
_MAX_DEPTH = 8


@register("K002", "kernel-parameter-type", Severity.ERROR,
          "A kernel parameter cannot be a bool, a pointer-sized integer, an event or a half", spec="restrictions",
          scope="item")
def check(ctx: Context, item):
    sem = ctx.semantic
    if sem.unresolved_includes:
        return  # A header we cannot see may define `bool` or `size_t` as a macro.
    for parameter in kernel_parameters(sem, item):
        if declares_pointer(parameter):
            continue  # Its type has pointers (or is unknown): nothing to judge here.
        ctype = parameter_type(sem, parameter)
        if ctype is None or ctype.pointers or ctype.arrays or ctype.block:
            continue
        name = parameter_name(sem, parameter) or "<unnamed>"
        shown = _written(sem, parameter)
        aka = "" if shown == ctype.base else f" ('{ctype.base}')"
        base = ctype.base
        if base in NOT_PORTABLE or base in DEVICE_ONLY:
            yield check.finding(parameter.start_byte, parameter.end_byte,
                                f"kernel parameter '{name}' cannot have type '{shown}'{aka}")
        elif base == "half":
            if not _fp16_enabled(sem, parameter.start_byte):
                yield check.finding(parameter.start_byte, parameter.end_byte,
                                    f"kernel parameter '{name}' cannot have type '{shown}'{aka} "
                                    "unless cl_khr_fp16 is enabled")
        elif is_record(sem, base):
            bad = _bad_field(sem, base, 0, set())
            if bad is not None:
                path, field_type = bad
                yield check.finding(parameter.start_byte, parameter.end_byte,
                                    f"kernel parameter '{name}' cannot have type '{shown}'{aka}: "
                                    f"field '{path}' is a '{field_type}'")


def _written(sem, parameter) -> str:
    type_node = parameter.child_by_field_name("type")
    return " ".join(sem.text(type_node).split()) if type_node is not None else "?"


def _fp16_enabled(sem, offset: int) -> bool:
    if not sem.has("cl_khr_fp16"):
        return False
    if sem.pragma_enabled("cl_khr_fp16", offset):
        return True
    # A header may enable the extension: only a file without includes is sure.
    if sem.config is not None and sem.config.forced_includes:
        return True
    return first_directive(_INCLUDE, sem.snapshot.data) is not None


def _bad_field(sem, record: str, depth: int, seen: set):
    """(field path, type) of the first non-portable scalar field, looking into nested records."""
    if depth > _MAX_DEPTH or record in seen:
        return None
    seen.add(record)
    fields = record_fields(sem, record)
    if fields is None:
        return None
    for name, ctype, _start, _end in fields:
        if ctype.pointers or ctype.block:
            continue
        if ctype.base in NOT_PORTABLE or ctype.base == "event_t":
            return name, ctype.base
        if is_record(sem, ctype.base):
            inner = _bad_field(sem, ctype.base, depth + 1, seen)
            if inner is not None:
                return f"{name}.{inner[0]}", inner[1]
    return None

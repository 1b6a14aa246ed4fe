"""## What it does
Reports a kernel parameter whose type is a struct or union, passed by value,
that has a pointer field or an image field (directly or in a nested struct or
union). From OpenCL C 2.0, a field pointing to `global`, `constant` or `local`
memory is allowed (shared virtual memory makes such addresses meaningful on
the device).

## Why is this bad?
The host copies a struct argument byte for byte with `clSetKernelArg`. A
pointer inside it would hold a host address, or the address of a buffer that
the runtime never learns about, so it points nowhere useful on the device.
OpenCL compilers reject such kernel parameters.

## Fix
Pass each buffer as its own pointer parameter and keep only plain values
(or offsets into the buffers) in the struct.

## Example
```c
typedef struct { global float *data; int count; } Span;
kernel void scale(Span s, float k) {
    for (int i = 0; i < s.count; i++)
        s.data[i] *= k;
}
```

Use instead:
```c
typedef struct { int count; } Span;
kernel void scale(global float *data, Span s, float k) {
    for (int i = 0; i < s.count; i++)
        data[i] *= k;
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..findings import Severity
from ..image_facts import kind_of
from ..kernel_facts import (KERNEL_PARAMETERS, declares_pointer, is_record, parameter_name, parameter_type,
                            record_fields)
from ..registry import register

_MAX_DEPTH = 8
_SVM_SPACES = ("__global", "__constant", "__local")
_HANDLES = ("image",)


@register("K004", "kernel-parameter-struct-pointer", Severity.ERROR,
          "A struct or union passed to a kernel by value cannot contain pointers", spec="restrictions", scope="item",
          visits=KERNEL_PARAMETERS)
def check(sem, parameter):
    if declares_pointer(parameter):
        return  # Its type has pointers (or is unknown): no record passed by value.
    ctype = parameter_type(sem, parameter)
    if ctype is None or ctype.pointers or ctype.arrays or ctype.block or not is_record(sem, ctype.base):
        return
    found = _pointer_field(sem, ctype.base, 0, set())
    if found is None:
        return
    name = parameter_name(sem, parameter) or "<unnamed>"
    type_node = parameter.child_by_field_name("type")
    shown = " ".join(sem.text(type_node).split()) if type_node is not None else ctype.base
    kind = "union" if ctype.base.startswith("union ") else "struct"
    yield check.finding(parameter.start_byte, parameter.end_byte,
                        f"kernel parameter '{name}' of type '{shown}' is a {kind} with "
                        f"the pointer field '{found}'")


def _pointer_field(sem, record: str, depth: int, seen: set):
    if depth > _MAX_DEPTH or record in seen:
        return None
    seen.add(record)
    fields = record_fields(sem, record)
    if fields is None:
        return None
    for name, ctype, _start, _end in fields:
        if ctype.pointers == 1 and ctype.space in _SVM_SPACES and sem.version_number >= 200:
            continue  # From OpenCL C 2.0 (shared virtual memory) a field may point to these.
        if ctype.pointers or ctype.block or (not ctype.arrays and kind_of(ctype.base) in _HANDLES):
            return name  # An image is a handle: a pointer, to the host (a sampler is a plain value).
        if is_record(sem, ctype.base):
            inner = _pointer_field(sem, ctype.base, depth + 1, seen)
            if inner is not None:
                return f"{name}.{inner}"
    return None

"""## What it does
Reports `read_image*` called on an image declared `write_only`, and
`write_image*` called on an image declared `read_only` (or declared without an
access qualifier, which means `read_only`).

## Why is this bad?
An image kernel argument is either read or written, as its access qualifier
says; only `read_write` images (OpenCL C 2.0 and later) may be both.
The read functions take only readable images and the write functions only
writable ones, so such a call matches no built-in and does not compile.

## Fix
Change the parameter's access qualifier to match its use, or pass another
image. A quick fix is not offered: the right side to change depends on the
rest of the kernel.

## Example
```c
kernel void copy(read_only image2d_t src, read_only image2d_t dst) {
    int2 pos = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, pos, read_imagef(src, pos));
}
```

Use instead:
```c
kernel void copy(read_only image2d_t src, write_only image2d_t dst) {
    int2 pos = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, pos, read_imagef(src, pos));
}
```

## References
- [OpenCL C: access qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#access-qualifiers)
- [OpenCL C: image read and write functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#image-read-and-write-functions)
"""

from __future__ import annotations

from .. import builtin_facts as bf
from ..findings import Severity
from ..registry import register

_READS = ("read_imagef", "read_imagei", "read_imageui", "read_imageh")
_WRITES = ("write_imagef", "write_imagei", "write_imageui", "write_imageh")


@register("B003", "image-access-mismatch", Severity.ERROR,
          "An image is read through a write_only or written through a read_only qualifier", spec="access-qualifiers",
          visits=bf.BUILTIN_CALLS)
def check(sem, call):
    reading = call.name in _READS
    if not reading and call.name not in _WRITES:
        return
    if not call.arguments or not sem.trusted(call.node):
        return
    image = call.arguments[0]
    ctype = sem.typer.canonical(sem.type_of(image))
    if ctype is None or ctype.pointers or ctype.arrays or not ctype.base.startswith("image"):
        return
    access = ctype.access or "read_only"
    if access == "read_write":
        return
    if reading == (access == "read_only"):
        return
    if bf.may_be_redeclared(sem, call.name):
        return  # A header or macro may declare an overload of its own.
    verb = "read from" if reading else "write to"
    yield check.finding(
        image.start_byte,
        image.end_byte,
        f"'{call.name}' cannot {verb} '{sem.text(image)}': the image is {access}"
        + ("" if ctype.access else " (the default access)"),
    )

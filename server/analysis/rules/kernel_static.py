"""## What it does
Reports a kernel function declared `static`.

## Why is this bad?
`static` gives a function internal linkage: it is invisible outside the
program's translation unit. The host finds kernels by name in the built
program (`clCreateKernel`), so a kernel must have external linkage, and OpenCL
C allows `static` only on non-kernel functions and on some variables.
Compilers reject a static kernel.

## Fix
Remove `static` from the kernel; keep it on helper functions if you want them
private to the file.

## Example
```c
static kernel void clear(global int *p) { p[get_global_id(0)] = 0; }
```

Use instead:
```c
kernel void clear(global int *p) { p[get_global_id(0)] = 0; }
```

## References
- [OpenCL C: storage-class specifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#storage-class-specifiers)
"""

from ..context import Context
from ..findings import Edit, Fix, Severity
from ..kernel_facts import head_parsed, simple_name
from ..registry import FixAvailability, register
from ..semantics import scope as hscope
from ...syntax.outline import is_kernel


@register("K011", "static-kernel", Severity.ERROR, "A kernel function cannot be static",
          spec="storage-class-specifiers", scope="item", fix=FixAvailability.ALWAYS, mentions=b"static")
def check(ctx: Context, item):
    sem = ctx.semantic
    data = ctx.snapshot.data
    if item.type not in ("function_definition", "declaration") or not head_parsed(item) or not is_kernel(item):
        return
    declarators = item.children_by_field_name("declarator")
    if len(declarators) != 1:
        return
    name, _stars, _arrays, function = hscope.declarator_parts(declarators[0])
    if name is None or not simple_name(function):
        return
    for child in item.children:
        if child.type == "storage_class_specifier" and sem.text(child) == "static" and sem.trusted(child):
            if sem.uses_macro(item.start_byte, name.start_byte):
                break
            end = child.end_byte
            while end < len(data) and data[end : end + 1] in (b" ", b"\t"):
                end += 1
            fix = Fix("Remove 'static'", (Edit(child.start_byte, end, ""),))
            yield check.finding(child.start_byte, child.end_byte,
                                f"kernel '{sem.text(name)}' cannot be static", fix=fix)
            break

"""## What it does
Reports a program-scope variable in an address space that program-scope
variables cannot use: anything but `constant` before OpenCL C 2.0 (and in
OpenCL C 3.0 without `__opencl_c_program_scope_global_variables`), and `local`,
`private` or `generic` in OpenCL C 2.0 and later. A variable with no address
space at program scope is `global` where program-scope globals exist, and an
error where they do not.
<!-- flags: -cl-std=CL1.2 -->

## Why is this bad?
Before OpenCL C 2.0 a program can only hold read-only data outside its
functions, placed in constant memory; writable program-scope variables came
with OpenCL C 2.0 and are optional in 3.0. Local and private memory belong to
a work-group or a work-item while a kernel runs, so no variable of the
program as a whole can live there. Compilers reject such declarations.

## Fix
Make read-only tables `constant` (they must then be initialized), or pass the
data to the kernel as an argument.

## Example
```c
float weights[3] = {0.25f, 0.5f, 0.25f};
```

Use instead:
```c
constant float weights[3] = {0.25f, 0.5f, 0.25f};
```

## References
- [OpenCL C: address space qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#address-space-qualifiers)
- [OpenCL C: the global address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#global-or-global)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register


@register("Q006", "program-scope-address-space", Severity.ERROR,
          "Program-scope variables must be constant (global too from OpenCL C 2.0)", spec="address-space-qualifiers",
          scope="item")
def check(ctx: Context, item):
    sem = ctx.semantic
    globals_ok = qs.program_scope_globals(sem)
    if item.type != "declaration" or not sem.trusted(item):
        return
    type_node = item.child_by_field_name("type")
    if type_node is None or qs.is_sampler(sem, item):
        return
    extern = any(c.type == "storage_class_specifier" and sem.text(c) == "extern" for c in item.children)
    for declarator in qs.declarators_of(item):
        parts = qs.unwrap(declarator)
        if parts.unusual or parts.function is not None or parts.name is None:
            continue
        space = qs.object_space(sem, item, parts)
        if space is None:
            continue
        name = sem.text(parts.name)
        if globals_ok:
            if space in ("", "__global", "__constant"):
                continue
            message = f"program-scope variable '{name}' must be in the __global or __constant address space, not '{space}'"
        else:
            if space == "__constant":
                continue
            if not space and not sem.version_explicit:
                continue  # No version configured: a plain global may be OpenCL C 2.0 code.
            kind = "extern variable" if extern else "program-scope variable"
            not_ = f", not '{space}'" if space else ""
            message = (f"{kind} '{name}' must be in the __constant address space{not_} "
                       f"({qs.globals_requirement(sem)})")
        yield check.finding(parts.name.start_byte, parts.name.end_byte, message)

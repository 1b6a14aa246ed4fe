"""## What it does
Reports a `static` or `extern` variable declared inside a function where the
configured version does not allow it:
- in OpenCL C 1.2, no variable of a function may be `static`, and an
  `extern` one must be in the `constant` address space;
- from OpenCL C 2.0, a `static` or `extern` variable of a function must be in
  the `global` (the default) or `constant` address space; in OpenCL C 3.0
  without `__opencl_c_program_scope_global_variables`, only `constant`.
<!-- flags: -cl-std=CL1.2 -->

## Why is this bad?
A `static` or `extern` variable of a function lives as long as the program,
like a program-scope variable, so it can only live where program-scope
variables can: constant memory, and global memory where the version has
program-scope globals. OpenCL C 1.2 allows `static` only at program scope.
Compilers reject these declarations.

## Fix
Move the variable to program scope, make it `constant`, or drop `static` and
let each call have its own copy.

## Example
```c
kernel void count(global int *out) {
    static int calls = 0;
    out[0] = calls;
}
```

Use instead:
```c
kernel void count(global int *out) {
    int calls = 0;
    out[0] = calls;
}
```

## References
- [OpenCL C: storage-class specifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#storage-class-specifiers)
- [OpenCL C: program-scope global variables](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#global-or-global)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..image_facts import storage_classes
from ..registry import register
from ..semantic import Function

_EXTENSION = "cl_clang_storage_class_specifiers"


@register("Q021", "function-scope-storage-class", Severity.ERROR,
          "static and extern variables in functions: none static in 1.2, and only global or constant memory",
          spec="storage-class-specifiers", scope="function",
          applies="OpenCL C 1.2 and later (1.0 and 1.1 with cl_clang_storage_class_specifiers)")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    if data.find(b"static", fn.body.start_byte, fn.body.end_byte) < 0 and \
            data.find(b"extern", fn.body.start_byte, fn.body.end_byte) < 0:
        return
    number = sem.version_number
    globals_ok = qs.program_scope_globals(sem)
    for declaration in qs.body_of(sem, fn).declarations:
        storage = storage_classes(sem, declaration) & {"static", "extern"}
        if not storage or not sem.trusted(declaration):
            continue
        word = "static" if "static" in storage else "extern"
        if number < 120 and not (b"cl_clang_storage_class_specifiers" in data
                                 and sem.pragma_enabled(_EXTENSION, declaration.start_byte)):
            continue  # Q020 reports the specifier itself.
        for declarator in qs.declarators_of(declaration):
            parts = qs.unwrap(declarator)
            if parts.unusual or parts.function is not None or parts.name is None:
                continue
            space = qs.object_space(sem, declaration, parts)
            if space is None:
                continue
            name = sem.text(parts.name)
            if word == "static" and number == 120:
                message = f"'{name}': variables in function scope cannot be static before OpenCL C 2.0"
            elif globals_ok:
                if space in ("", "__global", "__constant"):
                    continue
                message = (f"{word} variable '{name}' must be in the __global or __constant address space, "
                           f"not '{space}'")
            else:
                if space == "__constant":
                    continue
                not_ = f", not '{space}'" if space else ""
                message = (f"{word} variable '{name}' must be in the __constant address space{not_} "
                           f"({qs.globals_requirement(sem)})")
            yield check.finding(parts.name.start_byte, parts.name.end_byte, message)

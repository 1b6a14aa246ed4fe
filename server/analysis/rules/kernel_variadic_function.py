"""## What it does
Reports a function declared or defined with a variable argument list (`...`).
The built-ins `printf` and `enqueue_kernel` are the only variadic functions
OpenCL C has (`printf` from OpenCL C 1.2 on: a declaration of it is reported
in 1.0 and 1.1, when the project names that version); a file that enables clang's `__cl_clang_variadic_functions`
extension with `#pragma OPENCL EXTENSION` is left alone, and so are names
that begin with `__`, which are reserved for the implementation (clang accepts
variadic declarations of such names for toolchain headers).

## Why is this bad?
OpenCL C has no `stdarg.h`: there is no way to read the extra arguments, and
device compilers do not implement variadic calls. Compilers reject the
declaration.

## Fix
Give the function a fixed parameter list; pass several values as a vector, an
array or a struct.

## Example
```c
float sum(int count, ...);
```

Use instead:
```c
float sum(const float *values, int count);
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..context import Context
from ..findings import Severity
from ..kernel_facts import head_parsed, simple_name
from ..registry import register
from ..semantics import scope as hscope

_ALLOWED = ("printf", "enqueue_kernel")
_EXTENSION = "__cl_clang_variadic_functions"


@register("K007", "variadic-function", Severity.ERROR, "Functions cannot take a variable argument list",
          spec="restrictions", scope="item", mentions=b"...")
def check(ctx: Context, item):
    sem = ctx.semantic
    if item.type not in ("function_definition", "declaration") or not head_parsed(item):
        return
    for declarator in item.children_by_field_name("declarator"):
        name, _stars, _arrays, function = hscope.declarator_parts(declarator)
        if name is None or not simple_name(function):
            continue
        params = function.child_by_field_name("parameters")
        if params is None:
            continue
        variadic = next((p for p in params.named_children if p.type == "variadic_parameter"), None)
        if variadic is None:
            continue
        fname = sem.text(name)
        if fname.startswith("__") or not sem.trusted(params) or not sem.trusted(name):
            continue
        if fname in _ALLOWED and not (fname == "printf" and _before_printf(sem)):
            continue
        if sem.has(_EXTENSION) and sem.pragma_enabled(_EXTENSION, variadic.start_byte):
            continue
        if _points_to_function(declarator, function):
            continue
        yield check.finding(variadic.start_byte, variadic.end_byte,
                            f"function '{fname}' takes a variable argument list ('...')")


def _points_to_function(declarator, function) -> bool:
    """A function pointer (`int (*f)(int, ...)`) is another rule's concern."""
    node = function.child_by_field_name("declarator")
    while node is not None and node.type == "parenthesized_declarator":
        return True
    return False


def _before_printf(sem) -> bool:
    """Whether the configured version is one without `printf` (1.0, 1.1), named by the project:
    clang accepts a variadic `printf` only from 1.2 on."""
    return sem.version_explicit and sem.version_number < 120

"""## What it does
Reports a function declared or defined with the name `main`.

## Why is this bad?
An OpenCL program has no entry point of its own: the host launches kernels
by name. OpenCL C reserves `main` and does not allow a function to be called
that, which usually means host C code ended up in a kernel file.

## Fix
Rename the function; if it is meant to be launched, make it a `kernel`.

## Example
```c
kernel void main(global int *out) { out[0] = 1; }
```

Use instead:
```c
kernel void entry(global int *out) { out[0] = 1; }
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..context import Context
from ..findings import Severity
from ..kernel_facts import head_parsed
from ..registry import register
from ..semantics import scope as hscope
from ...syntax.outline import is_kernel


@register("K012", "function-named-main", Severity.ERROR, "No function may be called main", spec="restrictions",
          scope="item", mentions=b"main")
def check(ctx: Context, item):
    sem = ctx.semantic
    data = ctx.snapshot.data
    if item.type not in ("function_definition", "declaration") or not head_parsed(item):
        return
    for declarator in item.children_by_field_name("declarator"):
        name, stars, _arrays, function = hscope.declarator_parts(declarator)
        if name is None or function is None or data[name.start_byte : name.end_byte] != b"main":
            continue
        inner = function.child_by_field_name("declarator")
        if inner is None or inner.type != "identifier" or not sem.trusted(name):
            continue  # A pointer to a function named main is not a function.
        what = "a kernel" if is_kernel(item) else "a function"
        yield check.finding(name.start_byte, name.end_byte, f"{what} cannot be called 'main'")

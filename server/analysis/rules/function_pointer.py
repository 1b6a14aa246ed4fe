"""## What it does
Reports a pointer to a function declared by name: a variable, a parameter, a
structure field or a typedef written `type (*name)(parameters)`, also in an
array (`int (*table[4])(int)`).

A file that enables clang's `__cl_clang_function_pointers` extension with
`#pragma OPENCL EXTENSION` is left alone from the pragma on.

## Why is this bad?
OpenCL C has no function pointers: a device compiler must know every function
a kernel can call when it builds the program (to inline it, give it registers
and check its recursion), so the language leaves pointers to functions out
altogether. Compilers reject the declaration.

## Fix
Call the function by its name, and choose between functions with a `switch`
on an integer instead of a pointer.

## Example
```c
float twice(float x) { return 2.0f * x; }
kernel void apply(global float *data) {
    float (*op)(float) = twice;
    data[0] = op(data[0]);
}
```

Use instead:
```c
float twice(float x) { return 2.0f * x; }
kernel void apply(global float *data) {
    data[0] = twice(data[0]);
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from __future__ import annotations

import re

from ..context import Context
from ..item_queries import ItemQuery
from ..kernel_facts import FUNCTION_POINTERS
from ..findings import Severity
from ..registry import register

_NAMES = ("identifier", "field_identifier", "type_identifier")
# A cheap test first: a function pointer's declarator opens with `(*` or `( *`.
_OPENS_POINTER = re.compile(rb"\( ?\*")


def pointed_function_name(declarator):
    """The name a declarator declares as a pointer to a function (`(*name)(...)`, `(*name[2])(...)`),
    or None for any other shape."""
    node = declarator
    for _ in range(64):
        if node is None:
            return None
        if node.type in ("init_declarator", "pointer_declarator", "array_declarator"):
            node = node.child_by_field_name("declarator")
            continue
        if node.type != "function_declarator":
            return None
        inner = node.child_by_field_name("declarator")
        if inner is None or inner.type != "parenthesized_declarator":
            return None
        named = [c for c in inner.named_children if c.type != "comment"]
        if len(named) != 1 or named[0].type != "pointer_declarator":
            return None
        target = named[0].child_by_field_name("declarator")
        while target is not None and target.type in ("array_declarator", "pointer_declarator"):
            target = target.child_by_field_name("declarator")
        return target if target is not None and target.type in _NAMES else None
    return None


@register("K030", "function-pointer", Severity.ERROR, "OpenCL C has no pointers to functions", spec="restrictions",
          scope="item", mentions=_OPENS_POINTER)
def check(ctx: Context, item):
    sem = ctx.semantic
    for owner, declarator in _DECLARATORS.pairs(item):
        name = pointed_function_name(declarator)
        if name is None or not sem.trusted(declarator) or not sem.trusted(owner.child_by_field_name("type")):
            continue
        if sem.has(FUNCTION_POINTERS) and sem.pragma_enabled(FUNCTION_POINTERS, name.start_byte):
            continue
        yield check.finding(name.start_byte, name.end_byte,
                            f"'{sem.text(name)}' is a pointer to a function; OpenCL C has none")


# The declarators of the declarations in an item.
_DECLARATORS = ItemQuery("""
[(declaration declarator: (_) @node) (field_declaration declarator: (_) @node)
 (parameter_declaration declarator: (_) @node) (type_definition declarator: (_) @node)] @owner
""")

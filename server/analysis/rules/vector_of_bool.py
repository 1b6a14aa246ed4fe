"""## What it does
Reports a vector type of `bool` made with the `ext_vector_type` attribute,
such as `typedef bool flags4 __attribute__((ext_vector_type(4)));`.

## Why is this bad?
OpenCL C has no vectors of `bool`: the built-in vector types are made of
`char`, `short`, `int`, `long`, their unsigned forms, `half`, `float` and
`double`, and comparisons of vectors give signed integer vectors. Compilers
reject a vector of `bool`.

## Fix
Use the integer vector that a comparison of such vectors gives (`int4` for
`float4`, `char4` for `char4`), where each component is 0 or -1.

## Example
```c
typedef bool flags4 __attribute__((ext_vector_type(4)));
```

Use instead:
```c
typedef int mask4 __attribute__((ext_vector_type(4)));
```

## References
- [OpenCL C: built-in vector data types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#built-in-vector-data-types)
"""

from __future__ import annotations

from ..context import Context
from ..findings import Severity
from ..registry import register

_BOOL = ("bool", "_Bool")


@register("V022", "vector-of-bool", Severity.ERROR, "There are no vectors of bool", spec="built-in-vector-data-types",
          scope="item", mentions=b"ext_vector_type")
def check(ctx: Context, item):
    sem = ctx.semantic
    if item.type != "type_definition":
        return
    type_node = item.child_by_field_name("type")
    if type_node is None or sem.text(type_node) not in _BOOL or not sem.trusted(item):
        return
    if "bool" in sem.macro_names or "_Bool" in sem.macro_names:
        return
    for attribute in (c for c in item.children if c.type == "attribute_specifier"):
        if "ext_vector_type" in sem.text(attribute):
            yield check.finding(type_node.start_byte, type_node.end_byte,
                                f"'{sem.text(type_node)}' cannot be the element type of a vector")
            return

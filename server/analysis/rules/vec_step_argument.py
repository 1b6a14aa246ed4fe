"""## What it does
Reports `vec_step` applied to something that is not a built-in scalar or
vector type or a value of one: a pointer (`vec_step(int16 *)`, `vec_step(p)`),
an array, a struct or union, or a function type.

## Why is this bad?
`vec_step` gives the number of elements of a built-in scalar or vector type
(1 for a scalar, 4 for a 3-component vector). Other types have no such number,
and compilers reject the program.

## Fix
Apply it to the element type (`vec_step(int16)`, `vec_step(*p)`), or use
`sizeof` when the size in bytes is wanted.

## Example
```c
kernel void lanes(global int *out, global float4 *data) {
    out[0] = vec_step(data);
}
```

Use instead:
```c
kernel void lanes(global int *out, global float4 *data) {
    out[0] = vec_step(data[0]);
}
```

## References
- [OpenCL C: miscellaneous vector functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#miscellaneous-vector-functions)
"""

from __future__ import annotations

from typing import Optional

from ..semantics import scope as hscope
from ..semantics import typing as ty
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


@register("V020", "vec-step-argument", Severity.ERROR, "vec_step needs a built-in scalar or vector type",
          spec="miscellaneous-vector-functions", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if b"vec_step" not in sem.snapshot.data[fn.node.start_byte:fn.node.end_byte]:
        return
    for call in sem.body_nodes(fn).get("call_expression", ()):
        function = call.child_by_field_name("function")
        arguments = call.child_by_field_name("arguments")
        if function is None or function.type != "identifier" or sem.text(function) != "vec_step":
            continue
        if arguments is None or not sem.trusted(call) or sem.typer.lookup(function) is not None:
            continue
        args = [a for a in arguments.named_children if a.type != "comment"]
        if len(args) != 1:
            continue
        what = _invalid(sem, args[0])
        if what:
            yield check.finding(args[0].start_byte, args[0].end_byte,
                                f"vec_step needs a built-in scalar or vector type, not {what}")


def _invalid(sem, argument) -> Optional[str]:
    """A description of the argument's type when it is certainly not a built-in scalar or vector."""
    if argument.type == "type_descriptor":
        declarator = argument.child_by_field_name("declarator")
        if declarator is not None:
            if declarator.type == "abstract_function_declarator":
                return "a function type"
            _name, stars, arrays, function = hscope.declarator_parts(declarator)
            if function is not None:
                return "a function type"
            if stars:
                return "a pointer type"
            if arrays:
                return "an array type"
            return None
        type_node = argument.child_by_field_name("type")
        if type_node is not None and type_node.type in ("struct_specifier", "union_specifier"):
            return f"'{sem.text(type_node)}'"
        text = sem.typer.descriptor_type(argument)
    else:
        text = sem.type_of(argument)
    if text is None:
        return None
    ctype = sem.typer.canonical(text)
    if ctype is None or ctype.block or not qs.known_base(sem, ctype.base):
        return None
    if ctype.pointers:
        return f"the pointer type '{ty.CType(ctype.base, ctype.pointers, ctype.space, ctype.quals).text()}'"
    if ctype.arrays:
        return f"the array type '{ctype.text()}'"
    if ctype.base.startswith(("struct ", "union ")):
        return f"'{ctype.base}'"
    return None

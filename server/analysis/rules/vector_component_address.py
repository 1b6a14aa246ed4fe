"""## What it does
Reports `&` applied to a vector component or a component selection, such as
`&v.x`, `&v.lo`, `&v.s01` or `&v[1]`.

## Why is this bad?
The components of a vector are lanes of one value, not separately
addressable objects: an implementation may hold the vector in a register.
Taking the address of a component or of a selection of components is an
error.

## Fix
Copy the component into a variable of its own and take that variable's
address, or point at the whole vector and use `vload`/`vstore` or a cast of
a pointer to the vector's element type where the layout is known.

## Example
```c
void bump(float *x) { *x += 1.0f; }

kernel void k(global float4 *p) {
    float4 v = p[0];
    bump(&v.y);
    p[0] = v;
}
```

Use instead:
```c
void bump(float *x) { *x += 1.0f; }

kernel void k(global float4 *p) {
    float4 v = p[0];
    float y = v.y;
    bump(&y);
    v.y = y;
    p[0] = v;
}
```

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
"""

from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..vector_components import canonical, operand_type, selections, shown, strip_parens
from ..semantics import typing as ty


@register("V007", "vector-component-address", Severity.ERROR, "The address of a vector component cannot be taken",
          spec="vector-components", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    found = selections(sem, fn)
    for node in found.address_of:
        target = strip_parens(node.child_by_field_name("argument"))
        if target is None or not sem.trusted(node):
            continue
        if target.type == "field_expression":
            sel = found.by_node.get(target.id)
            if sel is None or not sel.valid:
                continue
            what = "a vector component" if len(sel.selector.lanes) == 1 else "a vector component selection"
            yield check.finding(
                node.start_byte, node.end_byte,
                f"cannot take the address of {what} ('{shown(sem, target)}' of '{sel.vector}')",
            )
        elif target.type == "subscript_expression":
            base = operand_type(sem, found, target.child_by_field_name("argument"))
            ctype = canonical(sem, found, base)
            if ctype is None or ctype.pointers or ctype.arrays or ty.vector_parts(ctype.base) is None:
                continue
            yield check.finding(
                node.start_byte, node.end_byte,
                f"cannot take the address of a vector component ('{shown(sem, target)}' of '{ctype.base}')",
            )

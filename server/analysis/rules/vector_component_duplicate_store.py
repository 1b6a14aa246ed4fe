"""## What it does
Reports an assignment (plain or compound, such as `+=`, or `++`/`--`) to a component
selection that names the same component twice, such as `v.xx = ...` or
`v.s00 += ...`, including through a chain such as `v.hi.xx`.

## Why is this bad?
A selection with a repeated component is a value, not a place to store to:
two lanes of the right-hand side would have to land in the same component,
and the language does not say which one wins. Compilers reject the
assignment.

## Example
```c
kernel void fill(global float4 *p) {
    float4 v = p[0];
    v.xx = (float2)(1.0f, 2.0f);
    p[0] = v;
}
```

Use instead:
```c
kernel void fill(global float4 *p) {
    float4 v = p[0];
    v.xy = (float2)(1.0f, 2.0f);
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
from ..vector_components import selections, strip_parens


@register("V006", "vector-component-duplicate-store", Severity.ERROR,
          "An assignment to a component selection must not repeat a component", spec="vector-components",
          scope="function")
def check(ctx: Context, fn: Function):
    found = selections(ctx.semantic, fn)
    if not found.by_node:
        return  # No selection on a vector in the function: no target to judge.
    for assignment in found.assignments:
        side = "left" if assignment.type == "assignment_expression" else "argument"
        target = strip_parens(assignment.child_by_field_name(side))
        while target is not None and target.type == "field_expression":
            sel = found.by_node.get(target.id)
            if sel is None or not sel.valid:
                break
            repeated = sel.selector.duplicates()
            if repeated:
                names = ", ".join(f"'{n}'" for n in repeated)
                noun = "component" if len(repeated) == 1 else "components"
                yield check.finding(
                    sel.field.start_byte, sel.field.end_byte,
                    f"cannot store to '{sel.selector.text}': it repeats {noun} {names}",
                )
                break
            target = strip_parens(sel.argument)

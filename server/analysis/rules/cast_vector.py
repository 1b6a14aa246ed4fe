"""## What it does
Reports a cast whose operand is a vector and whose target is a different
type: another vector type (`(int4)f`, `(uint4)i`, `(float2)f4`) or a scalar
type (`(int)v`). A vector literal with a single vector operand of another type
(`(int4)(f)`) is such a cast too.

## Why is this bad?
In OpenCL C a cast to a vector type only widens a scalar; casts between
vector types are not part of the language, and a vector cannot be cast to a
scalar. Compilers reject the program. The conversion most code wants is the
component-wise one, which the `convert_` built-ins perform (with optional
saturation and rounding); `as_` built-ins reinterpret the bits instead.

## Fix
A quick fix rewrites `(int4)f` as `convert_int4(f)` when both types are
vectors with the same number of components.

## Example
```c
kernel void truncate(global int4 *out, float4 v) {
    out[0] = (int4)v;
}
```

Use instead:
```c
kernel void truncate(global int4 *out, float4 v) {
    out[0] = convert_int4(v);
}
```

## References
- [OpenCL C: explicit casts](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#explicit-casts)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Edit, Fix, Severity
from ..registry import FixAvailability, register
from ..semantic import Function

# Element types `convert_` exists for without any extension.
_CONVERTIBLE = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float"}


@register("C002", "vector-cast", Severity.ERROR, "A vector is cast to a different vector or scalar type",
          spec="explicit-casts", scope="function", fix=FixAvailability.SOMETIMES, needs=(cf.VECTORS,))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    memo = cf.facts(sem, fn)
    for cast in memo.nodes.get("cast_expression", ()):
        if not sem.trusted(cast):
            continue
        value = cast.child_by_field_name("value")
        target = cf.value_type(sem, sem.typer.descriptor_type(cast.child_by_field_name("type")))
        finding = _judge(sem, memo, cast, value, target)
        if finding is not None:
            yield finding
    for node, target, args in cf.vector_literals(sem, memo):
        if len(args) == 1:
            finding = _judge(sem, memo, node, args[0], target)
            if finding is not None:
                yield finding


def _judge(sem, memo, cast, value, target):
    if value is None or target is None:
        return None
    source = cf.expression_value(sem, memo, value)
    if source is None or not cf.is_vector(source) or source == target:
        return None
    fix = None
    if cf.is_vector(target) and cf.width_of(target) == cf.width_of(source):
        element = target.rstrip("0123456789")
        if element in _CONVERTIBLE or (element == "double" and cf.fp64_supported(sem)):
            inner = cf.strip_parens(value)
            fix = Fix(f"Convert with convert_{target}()",
                      (Edit(cast.start_byte, cast.end_byte, f"convert_{target}({sem.text(inner)})"),))
    kind = "vector" if cf.is_vector(target) else "scalar"
    hint = f"; use convert_{target}()" if fix is not None else ""
    return check.finding(cast.start_byte, cast.end_byte,
                         f"cannot cast '{source}' to the {kind} type '{target}'{hint}", fix=fix)

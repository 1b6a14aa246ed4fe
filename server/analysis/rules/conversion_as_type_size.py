"""## What it does
Reports an `as_<type>()` reinterpretation whose operand and result have
different sizes in bytes, such as `as_int4(int2)` or `as_int(double)`.
A 3-component vector takes the room of 4 components, so `as_float3(float4)`
and `as_char3(float)` are fine. clang's `__builtin_astype(value, type)`, which
the `as_type` functions stand for, is judged the same way.

## Why is this bad?
`as_type()` returns the operand's bits unchanged, viewed as another type; it
is only defined between types of the same size. Compilers reject the
program.

## Fix
Reinterpret a value of the right size (pick components with a swizzle, or
combine two values into a wider vector), or use a `convert_` built-in when
a value conversion is what was meant.

## Example
```c
kernel void bits(global int4 *out, float2 v) {
    out[0] = as_int4(v);
}
```

Use instead:
```c
kernel void bits(global int2 *out, float2 v) {
    out[0] = as_int2(v);
}
```

## References
- [OpenCL C: reinterpreting types using as_type() and as_typen()](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#reinterpreting-types-using-as_type-and-as_typen)
"""

from __future__ import annotations

import re

from .. import conversion_facts as cf
from ..findings import Severity
from ..registry import body_nodes, register
from ..semantics import typing as ty

_AS = re.compile(r"as_([a-z]+(?:2|3|4|8|16)?)")


@register("C008", "as-type-size-mismatch", Severity.ERROR,
          "as_type() reinterprets a value as a type of a different size",
          spec="reinterpreting-types-using-as_type-and-as_typen", visits=body_nodes("call_expression"),
          mentions=(b"as_", b"__builtin_astype"))  # The callees it judges; most bodies call neither.
def check(sem, call):
    function = call.child_by_field_id(ty.F_FUNCTION)
    arguments = call.child_by_field_id(ty.F_ARGUMENTS)
    if function is None or function.type != "identifier" or arguments is None:
        return
    args = [c for c in arguments.named_children if c.type != "comment"]
    name = sem.text(function)
    if name == "__builtin_astype":
        # clang's builtin behind as_type: `__builtin_astype(value, type)`.
        if len(args) != 2 or args[1].type != "type_descriptor" or not sem.trusted(call):
            return
        target = sem.typer.descriptor_type(args[1])
        target_size = cf.byte_size(target) if target else None
        if target_size is None:
            return
        args = args[:1]
        shown = "__builtin_astype"
    else:
        match = _AS.fullmatch(name)
        if match is None or not sem.trusted(call) or sem.typer.lookup(function) is not None:
            return
        target = match.group(1)
        target_size = cf.byte_size(target)
        shown = f"as_{target}"
    if target_size is None or len(args) != 1:
        return
    source = cf.value_of(sem, args[0])
    if source is None or source.rstrip("0123456789") == "double" and cf.has_double_literal(sem, args[0]) \
            and not cf.double_literals_are_double(sem, args[0].start_byte):
        return
    source_size = cf.byte_size(source)
    if source_size is None or source_size == target_size:
        return
    yield check.finding(
        call.start_byte, call.end_byte,
        f"{shown} cannot reinterpret '{source}' ({source_size} bytes) as '{target}' ({target_size} bytes)",
    )

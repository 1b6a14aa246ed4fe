"""## What it does
Reports a call on a line of its own whose `;` is missing, where the next line
goes on with a statement (`barrier(CLK_LOCAL_MEM_FENCE)` then `out[i] = x;`).
The parser reads such a pair as one declaration, with the call as a
macro-made type (as `DECLARE(float) x;` would be), so no syntax error shows;
the compiler sees the missing `;`. Only calls of a built-in function or of a
function this file declares are judged, and only where no macro of that name
is known: a macro could make a type there.

## Why is this bad?
It does not compile. Until the `;` is there, the statement on the next line
is not checked either: it reads as part of a declaration.

## Fix
A quick fix inserts the `;` after the call.

## Example
```c
kernel void scale(global float *out, local float *tile) {
    tile[get_local_id(0)] = out[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE)
    out[get_global_id(0)] = 2.0f * tile[get_local_id(0)];
}
```

Use instead:
```c
kernel void scale(global float *out, local float *tile) {
    tile[get_local_id(0)] = out[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = 2.0f * tile[get_local_id(0)];
}
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from __future__ import annotations

from ..context import Context
from ..findings import Edit, Fix, Severity
from ..registry import FixAvailability, register
from ..semantic import Function


@register("S010", "call-without-semicolon", Severity.ERROR,
          "A call on a line of its own without ';', read as a declaration's type",
          spec="the-opencl-c-programming-language", fix=FixAvailability.ALWAYS, scope="function", mentions=b")")
def check(ctx: Context, fn: Function):
    for declaration in ctx.semantic.misread_calls(fn):
        at = declaration.child_by_field_name("type").end_byte
        yield check.finding(at, at, "expected ';' after expression", fix=Fix("Insert ';'", (Edit(at, at, ";"),)))

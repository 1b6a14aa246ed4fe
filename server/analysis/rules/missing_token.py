"""## What it does
Reports a token that must be there but is not, most often a `;` after a
statement or declaration, or a closing `)` or `}`.

A prototype at file scope whose `;` is missing (`float f(float x)` typed
above existing code) is reported where the `;` goes, and the rest of the
file is checked as if it were there (the parser alone would read the next
item as part of that head).

In a function judged on its macro-expanded text only (its head uses macros),
a token missing from the function's own text is found in that text and
reported where it goes in the file (S008 reports it; see there).

## Why is this bad?
The compiler stops at the first syntax error; nothing in the file builds.

## Fix
When the missing token is a `;` or a closing `)`, `]` or `}`, a quick fix
inserts it where it belongs.

## Example
```c
kernel void fill(global int *out) {
    out[get_global_id(0)] = 0
}
```

Use instead:
```c
kernel void fill(global int *out) {
    out[get_global_id(0)] = 0;
}
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..context import Context
from ..findings import Edit, Fix, Severity
from ..registry import FixAvailability, register


@register("S002", "missing-token", Severity.ERROR, "A required token such as ';' or ')' is missing",
          spec="the-opencl-c-programming-language", fix=FixAvailability.SOMETIMES)
def check(ctx: Context):
    for problem in ctx.syntax_problems:
        if problem.kind == "missing" and problem.reason is None:
            fix = None
            if problem.insert:
                fix = Fix(f"Insert '{problem.insert}'", (Edit(problem.start, problem.start, problem.insert),))
            yield check.finding(problem.start, problem.end, problem.message, fix=fix)

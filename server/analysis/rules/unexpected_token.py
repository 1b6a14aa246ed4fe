"""## What it does
Reports code the parser could not fit into the OpenCL C grammar: a token where
none of its kind can appear, such as a stray identifier, a duplicated operator
or an unbalanced closing brace.

## Why is this bad?
The compiler rejects the whole program at the first syntax error, so no kernel
in the file can be built until it is fixed.

## Example
```c
kernel void scale(global float *x, float k) {
    x[get_global_id(0)] *= k k;
}
```

Use instead:
```c
kernel void scale(global float *x, float k) {
    x[get_global_id(0)] *= k;
}
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..context import Context
from ..findings import Severity
from ..registry import register


@register("S001", "unexpected-token", Severity.ERROR, "Code that does not fit the OpenCL C grammar",
          spec="the-opencl-c-programming-language")
def check(ctx: Context):
    for problem in ctx.syntax_problems:
        if problem.kind == "unexpected" and problem.reason is None:
            yield check.finding(problem.start, problem.end, problem.message)

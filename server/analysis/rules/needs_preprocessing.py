"""## What it does
Marks code that does not parse as written but would likely be valid after
preprocessing: next to a name that looks like a macro whose definition is not
visible (an upper-case identifier, or one `#define`d in the file), a macro
used as a whole statement without a `;`, a conditional directive
(`#if`/`#else`/`#endif`) that splits a parameter list or an expression, or a
template engine's placeholder that a generator fills in before the kernel is
compiled (`{{size}}`, `${size}`, and `%TYPE` in a file that uses `%NAME`
where C has no `%`, as clBLAS's templates do). This is information, not an
error.

## Why is this bad?
It is not necessarily bad. Code that cannot be parsed cannot be checked or
navigated, so the finding names what hides it: make the macro's definition
visible (include directory or `-D` in the project configuration), or keep
conditionals around whole declarations and statements.

## Example
```c
// KERNEL_FQ and KERN_ATTR_RULES come from a header the server was not told about.
KERNEL_FQ void m00000_mxx (KERN_ATTR_RULES ()) { }

kernel void k(global float *a
#ifdef WITH_B
              , global float *b
#endif
              ) { }
```

Use instead:
```c
// With the header on the include path (or -DKERNEL_FQ=kernel), the code is
// expanded before it is checked and nothing is reported.
#include "inc_vendor.h"
KERNEL_FQ void m00000_mxx (KERN_ATTR_RULES ()) { }
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..registry import register


@register("S003", "needs-preprocessing", Severity.INFORMATION, "Code that only parses after preprocessing",
          spec="preprocessor-directives-and-macros")
def check(ctx: Context):
    for problem in ctx.syntax_problems:
        if problem.reason is not None:
            yield check.finding(
                problem.start,
                problem.end,
                f"not checked: this only parses after preprocessing ({problem.reason}; {problem.message})",
            )

"""## What it does
Marks code that does not parse as written but sits next to a name that looks
like a macro (an upper-case identifier, or one `#define`d in the file) whose
expansion the server does not know. The code may well be valid once the macro
is expanded, so this is information, not an error.

## Why is this bad?
It is not necessarily bad. Code that the server cannot parse cannot be
checked or navigated, so the finding tells you which macro to make visible:
add its include directory or `-D` definition to the project configuration.

## Example
```c
// KERNEL_FQ comes from a header the server was not told about.
KERNEL_FQ void m00000_mxx (KERN_ATTR_RULES ()) { }
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
from ..registry import SPEC_BASE, register


@register(
    code="S003",
    name="unexpanded-macro",
    severity=Severity.INFORMATION,
    summary="Code next to an unknown macro could not be parsed",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    for problem in ctx.syntax_problems:
        if problem.kind == "unexpected" and problem.macro is not None:
            yield check.finding(
                problem.start,
                problem.end,
                f"could not parse this without the definition of '{problem.macro}' "
                f"({problem.message}); make the macro visible to check this code",
            )

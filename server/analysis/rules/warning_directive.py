"""## What it does
Reports a `#warning` directive in an active region, in the main file or,
on its `#include` line, in an included file.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The code's author asks to be told about this configuration, for example a
deprecated option or a slow fallback path.

## Example
```c
#if !defined(cl_khr_fp64)
#warning double precision is emulated
#endif
```

Use instead:
```c
// Enable the extension for the device (-cl-ext=+cl_khr_fp64), or accept the fallback.
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P004",
    name="warning-directive",
    severity=Severity.WARNING,
    summary="A #warning directive was reached",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P004")

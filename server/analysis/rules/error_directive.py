"""## What it does
Reports an `#error` directive in an active region: the preprocessor reached
it with the configured version, extensions and defines. One reached inside
an included file is reported on the `#include` line that leads there.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler stops at it: the program does not build with this
configuration. Usually the configuration misses a `-D` the code requires.

## Example
```c
#ifndef VECT_SIZE
#error VECT_SIZE must be defined
#endif
```

Use instead:
```c
// With -DVECT_SIZE=4 in the project configuration, the #error is inactive.
#ifndef VECT_SIZE
#error VECT_SIZE must be defined
#endif
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P003",
    name="error-directive",
    severity=Severity.ERROR,
    summary="An #error directive was reached",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P003")

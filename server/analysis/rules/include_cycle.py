"""## What it does
Reports an `#include` that would enter a file that is already being
included: a header that includes itself, or a cycle `a.h` → `b.h` → `a.h`.
The file is not entered again; a cycle inside headers is reported on the
main file's `#include` that leads to it.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Without include guards the compiler recurses until its include depth limit;
with them, the second inclusion is silently empty and declarations may be
seen in a surprising order.

## Example
```c
// a.h
#include "b.h"
// b.h
#include "a.h"
```

Use instead:
```c
// a.h
#ifndef A_H
#define A_H
#include "b.h"
#endif
// b.h: needs nothing from a.h, so does not include it
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P002",
    name="include-cycle",
    severity=Severity.WARNING,
    summary="A file includes itself, directly or through other headers",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P002")

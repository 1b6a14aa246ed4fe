"""## What it does
Reports an `#include` that would exceed the include depth limit (200
nested files), which in practice means unbounded recursion through
includes that guards do not stop.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Compilers stop at a similar limit; the program does not build.

## Example
```c
// self.h, with no include guard:
#include "self.h"
```

Use instead:
```c
#pragma once
// or an #ifndef guard, and no include of itself
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P006",
    name="include-depth",
    severity=Severity.ERROR,
    summary="Includes nest deeper than the preprocessor allows",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P006")

"""## What it does
Reports a file the preprocessor was not given: the main file or an
included file that cannot be read, or one larger than 64 MiB.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Nothing in the file can be checked, and what it defines stays unknown to
the files that include it.

## Example
```c
#include "tables_generated.h"   // 80 MB of generated data
```

Use instead:
```c
// Split the generated data, or load it at run time as a buffer.
#include "tables_small.h"
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P008",
    name="unreadable-file",
    severity=Severity.WARNING,
    summary="A file cannot be read or is too large to preprocess",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P008")

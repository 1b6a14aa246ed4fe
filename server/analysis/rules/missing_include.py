"""## What it does
Reports an `#include` whose file is found neither next to the including
file (for the quoted form) nor in any configured include directory, and a
forced include (`-include`) that cannot be found.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler stops at a missing include. Until the file is found, nothing the
header defines is known, so macros and types from it are reported as unknown
and the code that uses them cannot be checked.

## Fix
Fix the name, or add the directory that holds the header to the include
path of the project configuration.

## Example
```c
#include "inc_vendor.h"   // not next to this file, no -I names its directory
```

Use instead:
```c
// With `-I path/to/OpenCL` in compile_flags.txt or .opencl-lsp.toml:
#include "inc_vendor.h"
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P001",
    name="missing-include",
    severity=Severity.WARNING,
    summary="An #include names a file that cannot be found",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P001")

"""## What it does
Reports an `#if`, `#ifdef` or `#ifndef` without its `#endif` at the end of
its file, and an `#else`, `#elif` or `#endif` without an `#if`, or an
`#elif` or `#else` after the `#else`.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler rejects the file; which code is active is unclear to readers
and to every tool.

## Example
```c
#ifdef USE_LOCAL
local float tile[64];
```

Use instead:
```c
#ifdef USE_LOCAL
local float tile[64];
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
    code="P007",
    name="unbalanced-conditional",
    severity=Severity.ERROR,
    summary="A conditional directive is unterminated or has no #if",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P007")

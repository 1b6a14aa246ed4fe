"""## What it does
Reports macro expansion that produced more tokens than the preprocessor's
budget allows (200 for each token of the files read, at least 1 million),
or macro calls nested in arguments more than 100 deep. The rest is left
unexpanded. When the token budget runs out, what follows in the file is not
judged: which `#if` branches are live and which macros are defined there is
unknown, so its syntax problems are information and its inactive regions
are not shown.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Such expansion is almost always a mistake (exponential growth through
nested macros) and makes compilers slow or run out of memory.

## Example
```c
#define X2(a) a a
#define X4(a) X2(X2(a))
#define X16(a) X4(X4(a))
#define X256(a) X16(X16(a))
X256(X256(X256(x)))
```

Use instead:
```c
// Generate large tables once, outside the preprocessor.
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P009",
    name="expansion-limit",
    severity=Severity.WARNING,
    summary="Macro expansion hit a limit and stopped",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P009")

"""## What it does
Reports a directive the preprocessor cannot use: a `#define` without a name
or with a broken parameter list, an `#include` without a file name, an
`#if` expression that does not evaluate, an unknown directive, a
function-like macro call without its closing parenthesis, or `##` that
does not produce a valid token.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler rejects the directive; code after it may be compiled with
other macros or branches than intended.

## Example
```c
#define SQUARE(x x * x
#if VERSION >
#endif
```

Use instead:
```c
#define SQUARE(x) ((x) * (x))
#if VERSION > 120
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
    code="P005",
    name="malformed-directive",
    severity=Severity.ERROR,
    summary="A preprocessor directive or macro use is malformed",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P005")

"""## What it does
Marks the lines of a conditional branch that is not taken with the
configured version, extensions and defines (`#if 0`, a false `#ifdef`),
so editors can dim them. Code there is not analyzed. This is a hint, not
a problem.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
It is not bad. Code in inactive branches is not compiled for this
configuration, so mistakes in it go unnoticed until another configuration
enables it; check that the configuration is the one you build with.

## Example
```c
#ifdef USE_DOUBLE
typedef double real;   // dimmed unless -DUSE_DOUBLE
#else
typedef float real;
#endif
```

Use instead:
```c
// Nothing to change; to analyze the other branch, configure -DUSE_DOUBLE.
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..context import Context
from ..findings import Severity
from ..preprocessed import findings_with_code
from ..registry import SPEC_BASE, register


@register(
    code="P010",
    name="inactive-region",
    severity=Severity.HINT,
    summary="Code that the preprocessor skips",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx: Context):
    return findings_with_code(ctx, "P010")

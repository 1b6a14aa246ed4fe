"""## What it does
Says, once per file, that the file is too large for the type-aware rules
(families Q, V, C, K, B and X) to run on every edit, so only syntax and
preprocessor problems are reported for it.

## Why is this bad?
Nothing is wrong with the code. Files over 1 MiB are almost always generated
(unrolled tables, concatenated kernels); analyzing them on each keystroke
would delay every other diagnostic. The note makes the silence visible, so
a clean result is not mistaken for a checked one.

## Fix
Check the file with `opencl-lsp check`, which has no such limit in mind for
a one-off run, or split the source.

## Example
```c
// a 3 MB generated file: only syntax and preprocessor diagnostics
kernel void k(global float *p) { p[0] = 1.0f; }
```

Use instead:
```c
kernel void k(global float *p) { p[0] = 1.0f; }
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..context import Context
from ..findings import Severity
from ..limits import SEMANTIC_MAX_BYTES
from ..registry import register


@register("S006", "too-large-for-semantic-analysis", Severity.INFORMATION,
          "The file is too large for type-aware rules; only syntax and preprocessor checks run",
          spec="the-opencl-c-programming-language")
def check(ctx: Context):
    size = len(ctx.snapshot.data)
    if size > SEMANTIC_MAX_BYTES and not ctx.snapshot.binary:
        yield check.finding(
            0,
            0,
            f"type-aware checks are off for this file: it is {size / 1048576:.1f} MiB, over the "
            f"{SEMANTIC_MAX_BYTES // 1048576} MiB limit; syntax and preprocessor checks still run",
        )

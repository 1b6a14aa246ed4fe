"""## What it does
Reports a file that contains NUL bytes, which no OpenCL C source contains:
it is most likely a compiled binary or a file in another encoding (UTF-16).
The file is not analyzed.

## Why is this bad?
A driver given such a file as program source fails with an unhelpful
message, and any diagnostics computed from it would be noise.

## Example
A file saved as UTF-16 by an editor; every other byte is NUL:
```c
k\0e\0r\0n\0e\0l\0 \0v\0o\0i\0d\0 ...
```

Use instead:
The same source saved as UTF-8 (or ASCII) text:
```c
kernel void ...
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..context import Context
from ..findings import Severity
from ..registry import register


@register("S004", "binary-content", Severity.ERROR, "The file contains NUL bytes and is not analyzed",
          spec="the-opencl-c-programming-language")
def check(ctx: Context):
    snapshot = ctx.snapshot
    if snapshot.binary:
        at = snapshot.data.find(b"\x00")
        yield check.finding(
            at,
            at + 1,
            "this file contains NUL bytes (binary data or UTF-16 text); it was not analyzed",
        )

"""## What it does
Reports the first byte sequence of a file that is not valid UTF-8. The file is
still parsed; the bad bytes are shown as replacement characters.

## Why is this bad?
Editors and tools disagree on what such bytes mean, so columns reported by
different tools drift apart after them, and a driver may reject the source.

## Example
A comment saved in Latin-1, where 'é' is the single byte 0xE9:
```c
// caf\xe9 au lait
```

Use instead:
The file saved as UTF-8:
```c
// café au lait
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..context import Context
from ..findings import Severity
from ..registry import register


@register("S005", "invalid-utf8", Severity.WARNING, "The file is not valid UTF-8",
          spec="the-opencl-c-programming-language")
def check(ctx: Context):
    at = ctx.snapshot.invalid_utf8_at
    if at is not None and not ctx.snapshot.binary:
        yield check.finding(
            at,
            at + 1,
            f"invalid UTF-8 byte 0x{ctx.snapshot.data[at]:02x}; the file should be saved as UTF-8",
        )

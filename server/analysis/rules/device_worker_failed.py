"""## What it does
Reports that the device worker, the separate process in which the driver compiles, crashed, did not answer within the time limit (`device.timeout`, 30 s by default) or used more memory than allowed (`device.memoryLimitMb`) while building the file.
The worker is stopped and a fresh one serves the next build; the language server itself keeps running.

## Why is this bad?
A driver that crashes or hangs on a file will do the same in the application that builds it.
Code that makes the compiler explode (macros that expand without bound, huge unrolled loops) is the usual cause.

## Example
```c
#define X0(a) a a
#define X1(a) X0(X0(a))
#define X2(a) X1(X1(a))
#define X3(a) X2(X2(a))
#define X4(a) X3(X3(a))
#define X5(a) X4(X4(a))
kernel void explode(global int *out) { X5(out[0] += 1;) }
```

Use instead:
```c
kernel void add(global int *out, int times) {
    out[0] += times;
}
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..findings import Severity
from ..registry import SPEC_BASE, register


@register(
    code="D004",
    name="device-worker-failed",
    severity=Severity.ERROR,
    summary="The device worker crashed, hung or ran out of memory during a build",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx):
    """Device findings come from the device layer (server/device/), not from static analysis."""
    return ()

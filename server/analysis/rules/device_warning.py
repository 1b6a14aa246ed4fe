"""## What it does
Reports a warning (or a remark) that a real OpenCL driver's compiler gave while building the file on a device.
The message is the driver's, the source names the device, and the driver's `note:` lines are attached as related information.
When static analysis reports the same problem on the same line, one diagnostic is kept and its source names both.

## Why is this bad?
Driver warnings often point at code that builds but does not do what was meant: a comparison whose result is unused, a function that can end without returning its value.

## Example
```c
int sign(int x) {
    if (x > 0)
        return 1;
}   // non-void function does not return a value in all control paths
```

Use instead:
```c
int sign(int x) {
    return x > 0 ? 1 : 0;
}
```

## References
- [OpenCL C: the programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..findings import Severity
from ..registry import SPEC_BASE, register


@register(
    code="D002",
    name="device-warning",
    severity=Severity.WARNING,
    summary="A device's compiler reports a warning",
    spec_url=f"{SPEC_BASE}#the-opencl-c-programming-language",
    doc=__doc__,
)
def check(ctx):
    """Device findings come from the device layer (server/device/), not from static analysis."""
    return ()

"""## What it does
Reports an error that a real OpenCL driver's compiler found while building the file on a device (see the README's section on device builds).
The message is the driver's; the diagnostic's source names the device, for example `opencl: NVIDIA H200`.
Errors inside included headers are reported in the header and summarized on the `#include` line.
Static analysis never reports this code: it comes from device builds (on open and save by default).

## Why is this bad?
The program does not build on that device: `clBuildProgram` fails and no kernel can run.
Drivers differ, so code that builds on one device may fail on another.

## Example
```c
kernel void fill(global float *out) {
    out[get_global_id(0)] = missing_value;  // use of undeclared identifier
}
```

Use instead:
```c
kernel void fill(global float *out, float value) {
    out[get_global_id(0)] = value;
}
```

## References
- [OpenCL C: the programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..findings import Severity
from ..registry import SPEC_BASE, register


@register(
    code="D001",
    name="device-error",
    severity=Severity.ERROR,
    summary="A device's compiler reports an error",
    spec_url=f"{SPEC_BASE}#the-opencl-c-programming-language",
    doc=__doc__,
)
def check(ctx):
    """Device findings come from the device layer (server/device/), not from static analysis."""
    return ()

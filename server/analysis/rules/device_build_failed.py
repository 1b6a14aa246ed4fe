"""## What it does
Reports a device build that failed for a reason other than the source, or that was not started.
The driver refused an option (`INVALID_BUILD_OPTIONS`), ran out of resources or returned another OpenCL error; or the file includes a header outside the workspace and the configured include directories, or uses a computed `#include`, which would let the driver read a file the server cannot check.
This finding replaces the earlier device diagnostics of the file, so they never go stale.

## Why is this bad?
Until the cause is fixed, the device's compiler cannot judge the file, and a build in the application would fail the same way.

## Example
```c
// .opencl-lsp.toml: [device] options = ["-cl-no-such-option"]
#include "/etc/hostname"
kernel void k(global int *out) { out[0] = 1; }
```

Use instead:
```c
// options the driver knows, and headers inside the project
#include "common.h"
kernel void k(global int *out) { out[0] = 1; }
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from ..findings import Severity
from ..registry import SPEC_BASE, register


@register(
    code="D003",
    name="device-build-failed",
    severity=Severity.ERROR,
    summary="A device build failed or was refused for a reason other than the source",
    spec_url=f"{SPEC_BASE}#preprocessor-directives-and-macros",
    doc=__doc__,
)
def check(ctx):
    """Device findings come from the device layer (server/device/), not from static analysis."""
    return ()

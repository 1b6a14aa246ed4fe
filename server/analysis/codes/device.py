"""The device builds' codes (D001-D004): what a real driver says about a file.

`device/build.py` turns a build log into D001 and D002 findings and a failed
build into D003; `device/service.py` reports a refused build (D003) and a
worker that died or hung (D004). They are merged with the static findings by
`device/merge.py`.
"""

from __future__ import annotations

from ..findings import Severity
from .model import Emitter, entry


D001 = entry("D001", "device-error", Severity.ERROR, "A device's compiler reports an error", Emitter.DEVICE,
             spec="the-opencl-c-programming-language", doc="""## What it does
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
""")


D002 = entry("D002", "device-warning", Severity.WARNING, "A device's compiler reports a warning", Emitter.DEVICE,
             spec="the-opencl-c-programming-language", doc="""## What it does
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
""")


D003 = entry("D003", "device-build-failed", Severity.ERROR,
             "A device build failed or was refused for a reason other than the source", Emitter.DEVICE,
             spec="preprocessor-directives-and-macros", doc="""## What it does
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
""")


D004 = entry("D004", "device-worker-failed", Severity.ERROR,
             "The device worker crashed, hung or ran out of memory during a build", Emitter.DEVICE,
             spec="preprocessor-directives-and-macros", doc="""## What it does
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
""")

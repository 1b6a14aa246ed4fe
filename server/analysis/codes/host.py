"""The host checks' codes (H001-H019): host code that uses an embedded kernel wrongly.

`embedded/host_checks.py` compares the host calls of a Python (pyopencl), C
or C++ file with the kernels of the program source embedded in the same file
(`embedded/`); OpenCL files never get these codes. H005-H019 are reserved for
later host checks.
"""

from __future__ import annotations

from ..findings import Severity
from .model import Emitter, entry

_APPLIES = "host files (Python with pyopencl, C, C++) with embedded kernels"

H001 = entry("H001", "host-kernel-unknown", Severity.ERROR,
             "The host asks for a kernel the embedded program does not define", Emitter.HOST, spec="kernel-or-kernel",
             applies=_APPLIES, doc="""## What it does
Checks that a kernel the host code asks for by name exists in the program whose source is embedded in the same file: `clCreateKernel(program, "name", ...)`, `cl::Kernel(program, "name")`, pyopencl's `prg.name(...)`, `prg.name.set_args(...)` and `cl.Kernel(prg, "name")`.
It reports only when every kernel of the program is visible: a source with an `#include`, a template placeholder, a part that is not a literal or a macro that defines kernels leaves the list open, and the check stays silent.
OpenCL files never get this code: it comes from host files (`.py`, `.c`, `.cpp`).

## Why is this bad?
The driver does not know the kernel: `clCreateKernel` fails with `CL_INVALID_KERNEL_NAME`, and pyopencl raises when the program is used, often after a long setup.
A typo in the name is found only when the program runs.

## Example
```c
const char *source = "__kernel void scale(__global float *a) { a[get_global_id(0)] *= 2.0f; }";
cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
cl_kernel kernel = clCreateKernel(program, "scael", &err);
```

Use instead:
```c
const char *source = "__kernel void scale(__global float *a) { a[get_global_id(0)] *= 2.0f; }";
cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
cl_kernel kernel = clCreateKernel(program, "scale", &err);
```

## References
- [OpenCL API: clCreateKernel](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_API.html#clCreateKernel)
- [OpenCL C: kernel functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#kernel-or-kernel)
""")

H002 = entry("H002", "host-argument-count", Severity.ERROR,
             "A host call passes a kernel more or fewer arguments than it has parameters", Emitter.HOST,
             spec="kernel-or-kernel", applies=_APPLIES, doc="""## What it does
Checks that a host call passes a kernel as many arguments as it has parameters: pyopencl's `prg.name(queue, global_size, local_size, *args)`, `kernel.set_args(*args)` and the call of an `ElementwiseKernel` object (its declared arguments), and that the literal index of `clSetKernelArg` is below the kernel's parameter count.
The kernel's source must be embedded in the same file, its parameter list must parse without macros, and every argument must be written out (no `*args`).
OpenCL files never get this code: it comes from host files (`.py`, `.c`, `.cpp`).

## Why is this bad?
pyopencl raises when the number of arguments differs from the kernel's, and `clSetKernelArg` fails with `CL_INVALID_ARG_INDEX`; a kernel launched with an argument left unset fails with `CL_INVALID_KERNEL_ARGS`.

## Example
```c
const char *source = "__kernel void axpy(float a, __global const float *x, __global float *y) { }";
cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
cl_kernel kernel = clCreateKernel(program, "axpy", &err);
clSetKernelArg(kernel, 3, sizeof(cl_mem), &y);
```

Use instead:
```c
const char *source = "__kernel void axpy(float a, __global const float *x, __global float *y) { }";
cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
cl_kernel kernel = clCreateKernel(program, "axpy", &err);
clSetKernelArg(kernel, 2, sizeof(cl_mem), &y);
```

## References
- [OpenCL API: clSetKernelArg](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_API.html#clSetKernelArg)
- [OpenCL C: kernel functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#kernel-or-kernel)
""")

H003 = entry("H003", "host-scalar-dtypes-count", Severity.ERROR,
             "set_scalar_arg_dtypes lists more or fewer entries than the kernel has parameters", Emitter.HOST,
             spec="kernel-or-kernel", applies="Python host files (pyopencl) with embedded kernels",
             doc="""## What it does
Checks that pyopencl's `kernel.set_scalar_arg_dtypes([...])` lists one entry per kernel parameter (a numpy type for a value, `None` for a buffer), when the list is written out and the kernel's source is embedded in the same file.
OpenCL files never get this code: it comes from host files.

## Why is this bad?
pyopencl pairs the entries with the arguments of every later call: a list of the wrong length makes each call raise, or converts the wrong arguments.

## Example
```python
prg = cl.Program(ctx, "__kernel void scale(__global float *a, float s, int n) { }").build()
knl = prg.scale
knl.set_scalar_arg_dtypes([None, np.float32])
```

Use instead:
```python
prg = cl.Program(ctx, "__kernel void scale(__global float *a, float s, int n) { }").build()
knl = prg.scale
knl.set_scalar_arg_dtypes([None, np.float32, np.int32])
```

The kernel, for reference:
```c
__kernel void scale(__global float *a, float s, int n) { }
```

## References
- [pyopencl: Kernel.set_scalar_arg_dtypes](https://documen.tician.de/pyopencl/runtime_program.html#pyopencl.Kernel.set_scalar_arg_dtypes)
- [OpenCL C: kernel functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#kernel-or-kernel)
""")

H004 = entry("H004", "host-scalar-for-pointer", Severity.ERROR,
             "A numpy scalar is passed where the kernel takes a pointer", Emitter.HOST, spec="kernel-or-kernel",
             applies="Python host files (pyopencl) with embedded kernels", doc="""## What it does
Reports a numpy scalar passed where the kernel takes a pointer, when both are visible: `prg.scale(queue, size, None, np.float32(2))` for `__kernel void scale(__global float *a)`, or a numpy type in `set_scalar_arg_dtypes` at the place of a pointer parameter (buffers take `None` there).
OpenCL files never get this code: it comes from host files.

## Why is this bad?
The kernel expects a buffer (a `cl_mem`); pyopencl passes the scalar's bytes instead, and the call fails with `CL_INVALID_ARG_SIZE` or `CL_INVALID_MEM_OBJECT`.

## Example
```python
prg = cl.Program(ctx, "__kernel void scale(__global float *a, int n) { }").build()
prg.scale(queue, (n,), None, np.float32(2.0), np.int32(n))
```

Use instead:
```python
prg = cl.Program(ctx, "__kernel void scale(__global float *a, int n) { }").build()
prg.scale(queue, (n,), None, a_buf, np.int32(n))
```

The kernel, for reference:
```c
__kernel void scale(__global float *a, int n) { }
```

## References
- [pyopencl: Kernel.__call__](https://documen.tician.de/pyopencl/runtime_program.html#pyopencl.Kernel.__call__)
- [OpenCL C: kernel functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#kernel-or-kernel)
""")

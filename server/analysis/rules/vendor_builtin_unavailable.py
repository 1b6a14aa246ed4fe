"""## What it does
Reports a call to a built-in function of a vendor extension that the
configuration has switched off: ARM's integer dot products (`arm_dot`,
`arm_dot_acc`, `arm_dot_acc_sat`, from the `cl_arm_integer_dot_product_*`
extensions) in a project built with `-cl-ext=-all` that does not enable
them again (`-cl-ext=-all,+cl_arm_integer_dot_product_int8`) or define their
macro.

Only such a configuration is judged: the devices of a vendor provide its
extensions without saying so in the build flags, so by default the rule stays
silent, and so do calls in a file that declares the function itself or
includes a header we cannot read.

## Why is this bad?
A vendor extension's built-ins exist only where the device supports the
extension and the compiler declares them for it. A program built with every
extension off does not have them: the name is undeclared and the build fails.

## Fix
Enable the extension in the project's flags, or guard the call with the
extension's macro (`#ifdef cl_arm_integer_dot_product_int8`) and give a
portable fallback.

## Example
<!-- flags: -cl-ext=-all -->
```c
kernel void dot(global uchar4 *a, global uint *out) {
    out[0] = arm_dot(a[0], a[1]);
}
```

Use instead:
```c
kernel void dot(global uchar4 *a, global uint *out) {
    uint4 x = convert_uint4(a[0]), y = convert_uint4(a[1]);
    out[0] = x.s0 * y.s0 + x.s1 * y.s1 + x.s2 * y.s2 + x.s3 * y.s3;
}
```

## References
- [cl_arm_integer_dot_product](https://registry.khronos.org/OpenCL/extensions/arm/cl_arm_integer_dot_product.html)
- [OpenCL C: optional functionality](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#optional-functionality)
"""

from __future__ import annotations

from ...project import features as ft
from .. import builtin_facts as bf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import scope as hscope

# Each function and the extensions that declare it (clang's opencl-c.h and OpenCLBuiltins.td).
VENDOR_FUNCTIONS = {
    "arm_dot": ("cl_arm_integer_dot_product_int8",),
    "arm_dot_acc": ("cl_arm_integer_dot_product_accumulate_int8", "cl_arm_integer_dot_product_accumulate_int16"),
    "arm_dot_acc_sat": ("cl_arm_integer_dot_product_accumulate_saturate_int8",),
}
_KNOWN_EXTENSIONS = frozenset(name for name, option in ft.KNOWN_OPTIONS.items() if option.kind == "extension")


def _all_switched_off(sem) -> bool:
    """Whether the configuration enables none of the extensions clang knows, as `-cl-ext=-all` leaves it."""
    return not (sem.features & _KNOWN_EXTENSIONS)


@register("B030", "vendor-builtin-unavailable", Severity.ERROR,
          "A vendor extension's built-in is called where the configuration switched every extension off",
          spec="optional-functionality", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    if data.find(b"arm_dot", fn.body.start_byte, fn.body.end_byte) == -1 or not _all_switched_off(sem):
        return
    for call in sem.body_nodes(fn).get("call_expression", ()):
        function = call.child_by_field_name("function")
        if function is None or function.type != "identifier":
            continue
        name = sem.text(function)
        extensions = VENDOR_FUNCTIONS.get(name)
        if extensions is None or not sem.trusted(call) or sem.in_inactive(call.start_byte):
            continue
        if any(sem.has(e) or e in sem.macro_names for e in extensions):
            continue
        if hscope.lookup(sem.snapshot, function.start_byte, name) is not None or name in sem.macro_names:
            continue  # The file declares it (or a macro makes it).
        if bf.may_be_redeclared(sem, name):
            continue  # A header we cannot read, or a macro, may declare it.
        yield check.finding(function.start_byte, function.end_byte,
                            f"'{name}' needs {' or '.join(extensions)}, which the configuration does not enable")

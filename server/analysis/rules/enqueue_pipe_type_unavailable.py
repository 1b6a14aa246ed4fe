"""## What it does
Reports a device-side enqueue or pipe type the configuration does not have:
- `queue_t` and `clk_event_t` before OpenCL C 2.0, and in OpenCL C 3.0
  without `__opencl_c_device_enqueue`;
- `reserve_id_t` before OpenCL C 2.0, and in OpenCL C 3.0 without
  `__opencl_c_pipes`.

A file that declares the name itself is left alone.

## Why is this bad?
These types belong to device-side enqueue and to pipes, which came with
OpenCL C 2.0 and are optional in 3.0: where the feature is missing, compilers
report the name as undeclared.

## Example
```c
kernel void parent(global int *out) {
    queue_t queue = get_default_queue();
    out[0] = 0;
}
```
<!-- flags: -cl-std=CL1.2 -->

Use instead:
```c
kernel void parent(global int *out) {
    out[0] = 0;
}
```

## References
- [OpenCL C: other built-in data types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#other-built-in-data-types)
"""

from __future__ import annotations

import re

from .. import builtin_facts as bf
from .. import pipe_facts as pf
from ..context import Context
from ..findings import Severity
from ..registry import SPEC_BASE, register

_WORDS = re.compile(rb"\b(?:queue_t|clk_event_t|reserve_id_t)\b")


def _enqueue_supported(sem) -> bool:
    number = sem.version_number
    return number == 200 or (number >= 300 and sem.has("__opencl_c_device_enqueue"))


@register(
    code="Q066",
    name="enqueue-pipe-type-unavailable",
    severity=Severity.ERROR,
    summary="queue_t and clk_event_t need device-side enqueue, reserve_id_t needs pipes",
    spec_url=f"{SPEC_BASE}#other-built-in-data-types",
    doc=__doc__,
    applies="OpenCL C 1.x; 3.0 without __opencl_c_device_enqueue or __opencl_c_pipes",
    scope="item",
)
def check(ctx: Context, item):
    sem = ctx.semantic
    data = ctx.snapshot.data
    if sem.unresolved_includes or _WORDS.search(data, item.start_byte, item.end_byte) is None:
        return
    enqueue, pipes = _enqueue_supported(sem), pf.pipes_supported(sem)
    if (enqueue and pipes) or (sem.version_number < 200 and not sem.version_explicit):
        return  # Without an explicit -cl-std the program may be built for 2.0, where the types exist.
    for match in _WORDS.finditer(data, item.start_byte, item.end_byte):
        word = match.group().decode()
        needs = "__opencl_c_pipes" if word == "reserve_id_t" else "__opencl_c_device_enqueue"
        if (pipes if word == "reserve_id_t" else enqueue):
            continue
        node = item.named_descendant_for_byte_range(match.start(), match.end())
        if node is None or node.type != "opaque_type" or not sem.trusted(node):
            continue
        if node.start_byte != match.start() or node.end_byte != match.end():
            continue
        if sem.typer.lookup(node) is not None or bf.may_be_redeclared(sem, word):
            continue  # The file (or a header, or a macro) declares the name itself.
        where = "OpenCL C 2.0" if sem.version_number < 200 else f"OpenCL C 3.0 with {needs}"
        yield check.finding(node.start_byte, node.end_byte, f"type '{word}' needs {where}")

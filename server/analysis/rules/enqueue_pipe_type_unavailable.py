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

from .. import block_facts as blk
from .. import builtin_facts as bf
from .. import pipe_facts as pf
from ..item_queries import word_nodes
from ..findings import Severity
from ..registry import Need, register

_WORDS = re.compile(rb"\b(?:queue_t|clk_event_t|reserve_id_t)\b")


def _missing(sem) -> bool:
    """Whether the configuration lacks device-side enqueue or pipes, and surely so: without an
    explicit -cl-std the program may be built for 2.0, where the types exist."""
    lacking = not (blk.device_enqueue(sem) and pf.pipes_supported(sem))
    return lacking and (sem.version_number >= 200 or sem.version_explicit)


@register("Q066", "enqueue-pipe-type-unavailable", Severity.ERROR,
          "queue_t and clk_event_t need device-side enqueue, reserve_id_t needs pipes",
          spec="other-built-in-data-types", scope="item",
          applies="OpenCL C 1.x; 3.0 without __opencl_c_device_enqueue or __opencl_c_pipes",
          visits=word_nodes(_WORDS, (b"queue_t", b"clk_event_t", b"reserve_id_t")),
          needs=(Need("queue or pipe types missing", _missing),))
def check(sem, found):
    word, node = found
    needs = "__opencl_c_pipes" if word == "reserve_id_t" else "__opencl_c_device_enqueue"
    if (pf.pipes_supported(sem) if word == "reserve_id_t" else blk.device_enqueue(sem)):
        return
    if node.type != "opaque_type" or not sem.trusted(node):
        return
    if sem.typer.lookup(node) is not None or bf.may_be_redeclared(sem, word):
        return  # The file (or a header, or a macro) declares the name itself.
    where = "OpenCL C 2.0" if sem.version_number < 200 else f"OpenCL C 3.0 with {needs}"
    yield check.finding(node.start_byte, node.end_byte, f"type '{word}' needs {where}")

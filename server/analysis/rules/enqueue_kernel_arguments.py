"""## What it does
Reports a call to `enqueue_kernel` or to a kernel query function
(`get_kernel_work_group_size`, `get_kernel_preferred_work_group_size_multiple`,
`get_kernel_sub_group_count_for_ndrange`,
`get_kernel_max_sub_group_size_for_ndrange`) whose arguments fit none of its
forms:
- `enqueue_kernel` needs a `queue_t`, integer flags and an `ndrange_t`, then
  either a block, or an event count, two `clk_event_t *` (or `0`) and a block;
- a block given without local size arguments takes no parameters; with them,
  each parameter is a `local void *` and there is one integer size argument
  per parameter;
- the query functions take one block (after an `ndrange_t` for the sub-group
  ones), whose parameters are all `local void *`.

## Why is this bad?
These built-ins are checked by the compiler against the block they enqueue:
the runtime allocates one local buffer per `local void *` parameter, of the
size given by the matching argument. Compilers reject any other call.

## Example
```c
kernel void parent(global int *data) {
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                   ^(local int *scratch) { scratch[0] = data[0]; }, 256u);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void parent(global int *data) {
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                   ^(local void *scratch) { ((local int *)scratch)[0] = data[0]; }, 256u);
}
```

## References
- [OpenCL C: enqueuing kernels](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#enqueuing-kernels)
"""

from __future__ import annotations

from typing import Optional

from .. import block_facts as blk
from .. import builtin_facts as bf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import typing as ty

_QUERIES = ("get_kernel_work_group_size", "get_kernel_preferred_work_group_size_multiple")
_NDRANGE_QUERIES = ("get_kernel_sub_group_count_for_ndrange", "get_kernel_max_sub_group_size_for_ndrange")
_NAMES = frozenset(("enqueue_kernel", *_QUERIES, *_NDRANGE_QUERIES))
_LOCAL_VOID = "blocks used in enqueue_kernel call are expected to have parameters of type 'local void*'"


@register("B021", "enqueue-kernel-arguments", Severity.ERROR,
          "enqueue_kernel and the kernel queries need a queue, an ndrange, events and a block of the right shape",
          spec="enqueuing-kernels", scope="function", applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue",
          needs=(blk.DEVICE_ENQUEUE,))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    for call in bf.builtin_calls(sem, fn, only=_NAMES):
        if not sem.trusted(call.node) or bf.may_be_redeclared(sem, call.name):
            continue
        if call.name == "enqueue_kernel":
            message = _enqueue_problem(sem, call.arguments)
        else:
            message = _query_problem(sem, call.name, call.arguments)
        if isinstance(message, tuple):
            message, node = message
            yield check.finding(node.start_byte, node.end_byte, message)
        elif message:
            yield check.finding(call.name_node.start_byte, call.node.end_byte, message)


def _kind(sem, node):
    return bf.arg_kind(sem, node)


def _not_integer(sem, node) -> bool:
    """Whether the type is known and is no integer type."""
    kind = _kind(sem, node)
    return kind is not None and not (kind[0] == bf.SCALAR and ty.is_integer(kind[1]))


def _not_named(sem, node, name: str) -> bool:
    """Whether the type is known and is not the opaque type `name` (clang compares the type's name)."""
    text = sem.type_of(node)
    if text is None:
        return False
    ctype = sem.typer.canonical(text)
    if ctype is None:
        return False
    if ctype.base == name and not ctype.pointers and not ctype.arrays and not ctype.block:
        return False
    kind = _kind(sem, node)
    return kind is not None and kind[0] in (bf.SCALAR, bf.VECTOR, bf.POINTER, bf.OPAQUE)


def _not_event_pointer(sem, node) -> bool:
    """Whether an argument is surely neither a `clk_event_t *` nor a null pointer constant."""
    if node.type == "number_literal":
        return sem.text(node).rstrip("uUlL") not in ("0", "00", "0x0", "0X0")
    text = sem.type_of(node)
    if text is None:
        return False
    ctype = sem.typer.canonical(text)
    if ctype is None or ctype.block:
        return False
    if ctype.pointers + len(ctype.arrays) == 1:
        return ctype.base not in ("clk_event_t",)
    kind = _kind(sem, node)
    return kind is not None and kind[0] in (bf.VECTOR, bf.RECORD, bf.OPAQUE) or (
        kind is not None and kind[0] == bf.SCALAR and not ty.is_integer(kind[1]))


def _local_void_problem(sem, block) -> Optional[str]:
    params = blk.block_parameters(sem, block)
    if params is None:
        return None
    if any(blk.local_void_pointer(sem, p) is False for p in params):
        return _LOCAL_VOID
    return None


def _variadic_problem(sem, block, sizes) -> Optional[str]:
    message = _local_void_problem(sem, block)
    if message:
        return message
    params = blk.block_parameters(sem, block)
    if params is not None and len(params) != len(sizes):
        return "mismatch in number of block parameters and local size arguments passed"
    for size in sizes:
        if _not_integer(sem, size):
            # Clang reports this one at the size argument, not at the call.
            return "illegal call to enqueue_kernel, parameter needs to be specified as integer type", size
    return None


def _enqueue_problem(sem, args) -> Optional[str]:
    """The first problem clang reports for an `enqueue_kernel` call, in its order."""
    if len(args) < 4:
        return f"too few arguments to function call, expected at least 4, have {len(args)}"
    if _not_named(sem, args[0], "queue_t"):
        return "illegal call to 'enqueue_kernel', expected 'queue_t' argument type"
    if _not_integer(sem, args[1]):
        return "illegal call to 'enqueue_kernel', expected 'kernel_enqueue_flags_t' (i.e. uint) argument type"
    if _not_named(sem, args[2], "ndrange_t"):
        return "illegal call to 'enqueue_kernel', expected 'ndrange_t' argument type"
    fourth = blk.is_block(sem, args[3])
    if len(args) == 4:
        if fourth is False:
            return "illegal call to 'enqueue_kernel', expected block argument"
        if fourth:
            params = blk.block_parameters(sem, args[3])
            if params:
                return "blocks with parameters are not accepted in this prototype of enqueue_kernel call"
        return None
    if fourth:
        return _variadic_problem(sem, args[3], args[4:])
    if fourth is None:
        return None
    if len(args) >= 7:
        if _not_integer(sem, args[3]):
            return "illegal call to 'enqueue_kernel', expected integer argument type"
        if _not_event_pointer(sem, args[4]) or _not_event_pointer(sem, args[5]):
            return "illegal call to 'enqueue_kernel', expected 'clk_event_t *' argument type"
        block = blk.is_block(sem, args[6])
        if block is False:
            return "illegal call to 'enqueue_kernel', expected block argument"
        if block is None:
            return None
        if len(args) == 7:
            if blk.block_parameters(sem, args[6]):
                return "blocks with parameters are not accepted in this prototype of enqueue_kernel call"
            return None
        return _variadic_problem(sem, args[6], args[7:])
    # Neither a block nor room for the event form: no form of enqueue_kernel fits.
    return "illegal call to enqueue_kernel, incorrect argument types"


def _query_problem(sem, name, args) -> Optional[str]:
    wanted = 2 if name in _NDRANGE_QUERIES else 1
    if len(args) != wanted:
        word = "few" if len(args) < wanted else "many"
        return f"too {word} arguments to function call, expected {wanted}, have {len(args)}"
    if wanted == 2 and _not_named(sem, args[0], "ndrange_t"):
        return f"illegal call to '{name}', expected 'ndrange_t' argument type"
    block = args[-1]
    is_block = blk.is_block(sem, block)
    if is_block is False:
        return f"illegal call to '{name}', expected block argument type" if wanted == 2 else "expected block argument"
    if is_block:
        return _local_void_problem(sem, block)
    return None

"""Host <-> kernel checks (rules H001-H004): the host calls a kernel the program defines, with its arguments.

Each check judges only what it can see: a kernel name is unknown only when
the program's kernel table is complete, an argument count is compared only
when every argument is visible (no `*args`) and the kernel's parameters are
known, a numpy scalar only when it is written at the call (`np.int32(5)`).
Findings are in host byte ranges.
"""

from __future__ import annotations

from typing import Iterable, Optional

from ..analysis.findings import Finding
from ..analysis.registry import describe as registered
from .kernel_table import KernelTable
from .model import HostCall


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def check_calls(calls: Iterable[HostCall], tables: dict[int, Optional[KernelTable]], disabled: set[str]) -> list[Finding]:
    out: list[Finding] = []

    seen: set[tuple[str, int, int]] = set()

    def emit(code: str, start: int, end: int, message: str) -> None:
        # Several calls through one kernel object share its name's range: one finding there.
        if code in disabled or (code, start, end) in seen:
            return
        seen.add((code, start, end))
        rule = registered(code)
        if rule is not None:
            out.append(rule.finding(start, end, message))

    for call in calls:
        table = tables.get(call.kernel)
        if table is None:
            continue
        if call.name not in table.kernels:
            if table.complete:
                known = ", ".join(sorted(table.kernels)) or "none"
                emit("H001", *call.name_range, f"the program defines no kernel named '{call.name}' (kernels: {known})")
            continue
        params = table.kernels[call.name]
        if params is None:
            continue
        if call.kind == "elementwise":
            params = params[:-1]  # pyopencl appends `long n` itself.
        count = len(params)
        if call.kind in ("launch", "set_args", "elementwise") and call.arguments is not None:
            given = len(call.arguments)
            if given != count:
                what = {"launch": " (after the queue and the sizes)", "set_args": " (to set_args)"}.get(call.kind, "")
                kind = "ElementwiseKernel" if call.kind == "elementwise" else "kernel"
                emit(
                    "H002", *call.call_range,
                    f"{kind} '{call.name}' takes {_plural(count, 'argument')}; the call passes {given}{what}",
                )
            else:
                for argument, param in zip(call.arguments, params):
                    if argument.numpy_scalar and param.pointer:
                        emit(
                            "H004", argument.start, argument.end,
                            f"a numpy scalar ({argument.numpy_scalar}) is passed where kernel '{call.name}' takes a "
                            f"pointer ({param.text}): pass a buffer",
                        )
        elif call.kind == "set_arg" and call.arg_index is not None and call.arg_index >= count:
            emit(
                "H002", *call.call_range,
                f"argument index {call.arg_index} is out of range: kernel '{call.name}' takes "
                f"{_plural(count, 'argument')} (indices 0 to {count - 1})" if count else
                f"argument index {call.arg_index} is out of range: kernel '{call.name}' takes no arguments",
            )
        elif call.kind == "scalar_dtypes" and call.arguments is not None:
            if len(call.arguments) != count:
                emit(
                    "H003", *call.call_range,
                    f"set_scalar_arg_dtypes lists {_plural(len(call.arguments), 'entry').replace('entrys', 'entries')}; "
                    f"kernel '{call.name}' takes {_plural(count, 'argument')}",
                )
            else:
                for entry, param in zip(call.arguments, params):
                    if entry.dtype_entry == "dtype" and param.pointer:
                        emit(
                            "H004", entry.start, entry.end,
                            f"a scalar dtype is given for a pointer parameter of kernel '{call.name}' ({param.text}): "
                            "use None for buffer arguments",
                        )
    return out

"""What the pipe rules need to know about the pipe built-ins and their arguments.

Pipes exist in OpenCL C 2.0, and in 3.0 with `__opencl_c_pipes`. Each answer
is `None` when unsure (an unknown type, a typedef the rules cannot see through),
so a rule that reads these facts stays silent then.
"""

from __future__ import annotations

import re
from typing import Optional

from . import builtin_facts as bf

_PIPE = re.compile(r"\bpipe\b")
_WRITE = re.compile(r"\b(?:__)?write_only\b")
_READ_WRITE = re.compile(r"\b(?:__)?read_write\b")

# name -> (the access its pipe needs or None for any, the argument counts it takes)
PIPE_BUILTINS: dict[str, tuple[Optional[str], tuple[int, ...]]] = {
    "read_pipe": ("read_only", (2, 4)),
    "write_pipe": ("write_only", (2, 4)),
    "reserve_read_pipe": ("read_only", (2,)),
    "reserve_write_pipe": ("write_only", (2,)),
    "work_group_reserve_read_pipe": ("read_only", (2,)),
    "work_group_reserve_write_pipe": ("write_only", (2,)),
    "sub_group_reserve_read_pipe": ("read_only", (2,)),
    "sub_group_reserve_write_pipe": ("write_only", (2,)),
    "commit_read_pipe": ("read_only", (2,)),
    "commit_write_pipe": ("write_only", (2,)),
    "work_group_commit_read_pipe": ("read_only", (2,)),
    "work_group_commit_write_pipe": ("write_only", (2,)),
    "sub_group_commit_read_pipe": ("read_only", (2,)),
    "sub_group_commit_write_pipe": ("write_only", (2,)),
    "get_pipe_num_packets": (None, (1,)),
    "get_pipe_max_packets": (None, (1,)),
}


def pipes_supported(sem) -> bool:
    """Whether the configuration has pipes: OpenCL C 2.0, or 3.0 with `__opencl_c_pipes`."""
    number = sem.version_number
    return number == 200 or (number >= 300 and sem.has("__opencl_c_pipes"))


def pipe_access(sem, node) -> Optional[str]:
    """The access of a pipe named by a parameter ("read_only" or "write_only"), or None.

    Only a parameter declared with the word `pipe` in its own type counts: a
    typedef'd pipe type is left unknown.
    """
    if node is None or node.type != "identifier":
        return None
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind != "parameter" or not declared.type:
        return None
    text = declared.type
    if not _PIPE.search(text) or "*" in text or "[" in text or _READ_WRITE.search(text):
        return None
    return "write_only" if _WRITE.search(text) else "read_only"  # A pipe is read_only by default.


def not_a_pipe(sem, node) -> bool:
    """Whether an expression's type is known and is surely no pipe (a number, a pointer, a struct, ...)."""
    kind = bf.arg_kind(sem, node)
    if kind is None:
        return False
    text = sem.type_of(node) or ""
    if _PIPE.search(text):
        return False
    return kind[0] in (bf.SCALAR, bf.VECTOR, bf.POINTER, bf.RECORD) or kind[1] in ("reserve_id_t", "queue_t", "clk_event_t", "ndrange_t")


def kind(sem, node) -> Optional[tuple[str, str]]:
    """(kind, base) of an argument's type, or None when unknown."""
    return bf.arg_kind(sem, node)

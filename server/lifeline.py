"""Child processes that die with their parent, whatever kills the parent.

The server and `opencl-lsp check` start two kinds of children: forked
analysis children (`analysis/parallel.py`) and the device worker
(`device/client.py`, `device/worker.py`). A parent killed with SIGKILL runs
no clean-up, so without help its children would keep running with parent 1
(one once used 22 minutes of CPU). Two mechanisms, the first where it exists:

- Linux: `prctl(PR_SET_PDEATHSIG, SIGKILL)`, asked by the child itself right
  after it starts; the kernel then kills it when its parent goes. The parent
  may already be gone by then, so the child compares `getppid()` with the
  parent it was started by and leaves if they differ. (The signal comes when
  the *thread* that started the child ends: analysis children are forked and
  reaped by the same analysis thread, the worker by the thread of the loop.)
- Elsewhere, or if prctl fails: a pipe whose write end only the parent holds
  (`parent_end`); a daemon thread of the child waits on the read end, and end
  of file means the parent is gone.

This module knows no protocol and imports nothing of the engine (the device worker
uses it too).
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
from typing import Callable, Optional

from . import forksafe

PR_SET_PDEATHSIG = 1
# How a parent tells a child it starts with exec (the device worker) what to watch.
PARENT_ENV = "OPENCL_LSP_PARENT_PID"
FD_ENV = "OPENCL_LSP_LIFELINE_FD"

_pipe: Optional[tuple[int, int]] = None
_pipe_guard = forksafe.Lock()  # Taken only to make the pipe.


def parent_end() -> Optional[tuple[int, int]]:
    """(read end, write end) of this process's lifeline pipe, made on first use; None where pipes fail.

    The parent keeps both ends open for its whole life; a child keeps only the read end.
    Both are closed on exec: a child started with `exec` gets the read end through `pass_fds`.
    """
    global _pipe
    with _pipe_guard:
        if _pipe is None:
            try:
                _pipe = os.pipe()
            except OSError:
                return None
        return _pipe


def _prctl_pdeathsig() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        # The program's own symbols include libc's; no library search (that would run ldconfig).
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError, TypeError):
        return False


def die_with_parent(parent: Optional[int], read_fd: Optional[int] = None, write_fd: Optional[int] = None,
                    use_prctl: bool = True) -> str:
    """In a child, first thing: arrange to die when `parent` dies. Returns how ("prctl", "pipe" or "").

    `read_fd` and `write_fd` are the lifeline pipe's ends as the child got them; the write
    end is closed here (a child holding it would keep the pipe from ever reaching its end).
    """
    if write_fd is not None:
        try:
            os.close(write_fd)
        except OSError:
            pass
    how = ""
    if use_prctl and _prctl_pdeathsig():
        how = "prctl"
    elif read_fd is not None:
        threading.Thread(target=_watch, args=(read_fd,), name="lifeline", daemon=True).start()
        how = "pipe"
    # The parent may have died before the arrangement: then this process was handed to
    # another (init or a subreaper) already, and no signal or end of file would come.
    if parent is not None and os.getppid() != parent:
        os._exit(1)
    return how


def exec_hook() -> Optional[Callable[[], None]]:
    """A `preexec_fn` for a program we exec that knows nothing of us (clang-format): on Linux it
    asks for SIGKILL when the parent goes, else None (such a child then lives at most until its
    own timeout, which its caller enforces). libc is looked up here, in the parent, so the hook
    run between fork and exec only makes one call."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    kill = int(signal.SIGKILL)
    return lambda: prctl(PR_SET_PDEATHSIG, kill, 0, 0, 0)


def die_in_child_of_exec() -> str:
    """`die_with_parent` for a process started with exec, from what its parent put in the environment."""
    def number(name: str) -> Optional[int]:
        try:
            return int(os.environ.pop(name, ""))
        except ValueError:
            return None

    return die_with_parent(number(PARENT_ENV), number(FD_ENV))


def _watch(fd: int) -> None:
    while True:
        try:
            if os.read(fd, 1) == b"":
                break
        except InterruptedError:
            continue
        except OSError:
            break
    os._exit(1)

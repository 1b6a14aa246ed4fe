"""No process outlives its parent: SIGKILL `check`, the server or a device worker's parent, and its children go too.

Each test starts the real program, waits until it has children (read from
/proc), kills the parent with SIGKILL (no clean-up runs) and asserts that
every child is gone (or a zombie, which runs nothing) within a few seconds.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from .big_sources import big_file
from .lsp.rawio import RawServer

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc; parallel analysis forks on Linux only")

GONE_WITHIN_S = 2.0


def children_of(pid: int) -> set[int]:
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry))
    return found


def running(pid: int) -> bool:
    """Alive and not a zombie (a zombie has exited; it waits only to be reaped)."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_for_children(pid: int, count: int, timeout: float = 60.0) -> set[int]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = {child for child in children_of(pid) if running(child)}
        if len(found) >= count:
            return found
        time.sleep(0.01)
    raise AssertionError(f"process {pid} did not start {count} children in {timeout} s")


def assert_gone(pids: set[int]) -> None:
    deadline = time.monotonic() + GONE_WITHIN_S
    while time.monotonic() < deadline and any(running(pid) for pid in pids):
        time.sleep(0.05)
    left = [pid for pid in pids if running(pid)]
    for pid in left:  # Do not leave them behind for the next test either.
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"still running {GONE_WITHIN_S} s after their parent was killed: {left}"


def kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)


# Large enough (870 KB) that its functions keep the children busy for seconds after the kill.
BIG = big_file(1000)


def test_killing_check_kills_its_analysis_children(tmp_path: Path):
    (tmp_path / "big.cl").write_bytes(BIG)
    proc = subprocess.Popen(
        [sys.executable, "-m", "opencl_lsp", "check", "--time-budget-ms", "0", "big.cl"],
        cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "OPENCL_LSP_JOBS": "3"},
    )
    try:
        children = wait_for_children(proc.pid, 2)
    finally:
        kill(proc)
    assert_gone(children)


def test_killing_the_server_kills_its_analysis_children():
    server = RawServer(env={"OPENCL_LSP_JOBS": "3"})
    try:
        server.initialize({"diagnostics": {"debounceMs": 0}, "analysis": {"timeBudgetMs": 0}, "device": {"mode": "off"}})
        server.did_open("file:///work/example/big.cl", BIG.decode())
        kill_and_expect_children_gone(server, 2)
    finally:
        server.close()


def kill_and_expect_children_gone(server: RawServer, count: int) -> None:
    """Once the server has `count` children, SIGKILL it; they must go too."""
    try:
        children = wait_for_children(server.proc.pid, count)
    finally:
        kill(server.proc)
    # With the server's pipes still open at this end: the children must not need a
    # broken pipe to learn that their parent is gone.
    assert_gone(children)


def test_killing_the_server_kills_the_process_that_indexes_its_workspace(tmp_path: Path):
    """The workspace index of a large project is built in a worker process (`index.build(elsewhere=...)`)."""
    root = tmp_path / "project"
    root.mkdir()
    for k in range(40):  # Seconds of parsing after the kill.
        (root / f"k{k:02d}.cl").write_bytes(BIG)
    server = RawServer(env={"XDG_CACHE_HOME": str(tmp_path / "cache")})
    try:
        server.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {},
                                      "initializationOptions": {"device": {"mode": "off"}}}, 30)
        server.notify("initialized", {})
        kill_and_expect_children_gone(server, 1)
    finally:
        server.close()


# A parent of a device worker (what the server and `check --device` do), which then forks a
# process that keeps the worker's stdin open: the worker cannot learn of its parent's death
# from its input, as when it is busy in a driver that never returns.
WORKER_PARENT = textwrap.dedent("""
    import asyncio, os, sys, time
    from opencl_lsp.device.client import Unavailable, WorkerClient

    async def main():
        client = WorkerClient()
        try:
            await client.devices()
        except Unavailable:
            pass  # The worker runs all the same.
        holder = os.fork()
        if holder == 0:
            time.sleep(120)
            os._exit(0)
        print(client.pid, holder, flush=True)
        time.sleep(120)

    asyncio.run(main())
""")


def test_killing_the_parent_of_a_device_worker_kills_the_worker():
    proc = subprocess.Popen([sys.executable, "-c", WORKER_PARENT], stdout=subprocess.PIPE, text=True)
    try:
        worker, holder = map(int, proc.stdout.readline().split())
        assert running(worker) and worker in children_of(proc.pid)
    finally:
        kill(proc)
    try:
        assert_gone({worker})
        assert running(holder)  # The worker's stdin was still open: it went because its parent did.
    finally:
        os.kill(holder, signal.SIGKILL)


# Where prctl is not available, a child watches a pipe whose write end only its parent holds.
PIPE_PARENT = textwrap.dedent("""
    import os, sys, time
    from opencl_lsp import lifeline

    read_end, write_end = lifeline.parent_end()
    parent = os.getpid()
    child = os.fork()
    if child == 0:
        how = lifeline.die_with_parent(parent, read_end, write_end, use_prctl=False)
        assert how == "pipe", how
        time.sleep(120)
        os._exit(0)
    print(child, flush=True)
    time.sleep(120)
""")


def test_without_prctl_the_lifeline_pipe_ends_the_child():
    proc = subprocess.Popen([sys.executable, "-c", PIPE_PARENT], stdout=subprocess.PIPE, text=True)
    try:
        child = int(proc.stdout.readline())
        time.sleep(0.2)  # The child is past its set-up.
        assert running(child)
    finally:
        kill(proc)
    assert_gone({child})

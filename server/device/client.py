"""The server's side of the device worker: start it, ask it, and survive it.

`WorkerClient` starts `python -m opencl_lsp.device.worker` with
`asyncio.create_subprocess_exec` (an argument list, no shell) in an empty
temporary folder, sends one request at a time, and waits for the answer
with a time limit. While a request runs, a watchdog reads the worker's
resident memory from /proc and kills it past the limit (an address-space
limit would break GPU drivers, which reserve large virtual ranges). A
worker that crashes, hangs or grows too big is killed; the request raises
`WorkerFailed` with a sentence that says what happened, and the next
request starts a fresh worker. `Unavailable` means device builds cannot
work at all here (no pyopencl, no OpenCL device), with the reason.
The worker dies with the server, whatever kills the server: it is told the
server's pid and given the read end of the server's lifeline pipe
(`lifeline.py`; `worker.main` arranges the rest).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import os
import signal
import sys
import tempfile
import time
from collections import deque
from typing import Optional

from .. import extras, lifeline
from .devices import DeviceInfo

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_S = 30.0
DEFAULT_MEMORY_LIMIT_MB = 4096
LIST_TIMEOUT_S = 120.0
_STREAM_LIMIT = 64 * 2**20

INSTALL_HINT = (
    f"add pyopencl with the PoCL CPU device to the server's Python ({extras.install_command(extras.POCL)}: "
    f"no system OpenCL needed) or pyopencl alone, for the OpenCL drivers you have "
    f"({extras.install_command(extras.DEVICE)})"
)


class WorkerFailed(Exception):
    """The worker died, hung or used too much memory; it has been stopped."""


class Unavailable(Exception):
    """Device builds cannot run here; `reason` is `no-pyopencl` or `no-platform`."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason

    def advice(self) -> str:
        """The full sentence for the user: why device diagnostics are off, how to turn them on."""
        if self.reason == "no-pyopencl":
            return f"Device diagnostics are off: {self}. To turn them on, {INSTALL_HINT}."
        return (
            f"Device diagnostics are off: {self}. To turn them on, install an OpenCL driver (an ICD in "
            f"/etc/OpenCL/vendors) or the PoCL CPU device: {extras.install_command(extras.POCL)}."
        )


def _rss_bytes(pid: int) -> Optional[int]:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


class WorkerClient:
    def __init__(
        self,
        python: str = sys.executable,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        memory_limit_mb: int = DEFAULT_MEMORY_LIMIT_MB,
        env: Optional[dict] = None,
    ):
        self.python = python
        self.timeout_s = timeout_s
        self.memory_limit_mb = memory_limit_mb
        self.env = env
        self._proc: Optional[asyncio.subprocess.Process] = None
        self._lock: Optional[asyncio.Lock] = None
        self._ids = itertools.count(1)
        self._stderr: deque[str] = deque(maxlen=40)
        self._stderr_task: Optional[asyncio.Task] = None
        self._devices: Optional[list[DeviceInfo]] = None
        self._unavailable: Optional[Unavailable] = None
        self._cwd = tempfile.mkdtemp(prefix="opencl-lsp-worker-")
        self.restarts = 0

    @property
    def pid(self) -> Optional[int]:
        proc = self._proc
        return proc.pid if proc is not None and proc.returncode is None else None

    def _lock_for_loop(self) -> asyncio.Lock:
        if self._lock is None:
            self._lock = asyncio.Lock()
        return self._lock

    async def _start(self) -> asyncio.subprocess.Process:
        if self._proc is not None and self._proc.returncode is None:
            return self._proc
        if self._proc is not None:
            self.restarts += 1
        env = dict(os.environ if self.env is None else self.env)
        # No binary caches (pyopencl's, PoCL's, NVIDIA's): a cached build says no warnings.
        env.update({"PYOPENCL_NO_CACHE": "1", "POCL_KERNEL_CACHE": "0", "CUDA_CACHE_DISABLE": "1", "PYTHONUNBUFFERED": "1"})
        # What the worker needs to die with this process (`worker.main`).
        env[lifeline.PARENT_ENV] = str(os.getpid())
        pipe = lifeline.parent_end() if os.name == "posix" else None
        extra = {}
        if pipe is not None:
            env[lifeline.FD_ENV] = str(pipe[0])
            extra["pass_fds"] = (pipe[0],)
        else:
            env.pop(lifeline.FD_ENV, None)
        self._proc = await asyncio.create_subprocess_exec(
            self.python,
            "-m",
            "opencl_lsp.device.worker",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            cwd=self._cwd,
            env=env,
            limit=_STREAM_LIMIT,
            **extra,
        )
        self._stderr.clear()
        self._stderr_task = asyncio.ensure_future(self._drain(self._proc))
        return self._proc

    async def _drain(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stderr is not None
        while True:
            line = await proc.stderr.readline()
            if not line:
                return
            text = line.decode("utf-8", "replace").rstrip()
            if text:
                self._stderr.append(text)
                log.debug("device worker: %s", text)

    async def _kill(self, proc: asyncio.subprocess.Process) -> None:
        if proc.returncode is None:
            try:
                proc.kill()
            except ProcessLookupError:
                pass
        try:
            await asyncio.wait_for(proc.wait(), 5)
        except asyncio.TimeoutError:
            log.warning("device worker %s did not exit after SIGKILL", proc.pid)

    async def request(self, payload: dict, timeout_s: Optional[float] = None) -> dict:
        """Send one request and return the answer; raises `WorkerFailed` when the worker fails."""
        limit = self.timeout_s if timeout_s is None else timeout_s
        async with self._lock_for_loop():
            proc = await self._start()
            assert proc.stdin is not None and proc.stdout is not None
            request_id = next(self._ids)
            line = json.dumps({**payload, "id": request_id}) + "\n"
            started = time.monotonic()
            try:
                proc.stdin.write(line.encode("utf-8"))
                await proc.stdin.drain()
            except (BrokenPipeError, ConnectionResetError):
                await self._kill(proc)
                raise WorkerFailed(self._describe_exit(proc, "before it got the request")) from None
            reader = asyncio.ensure_future(proc.stdout.readline())
            watchdog = asyncio.ensure_future(self._watch_memory(proc))
            try:
                done, _pending = await asyncio.wait({reader, watchdog}, timeout=limit, return_when=asyncio.FIRST_COMPLETED)
            except asyncio.CancelledError:
                reader.cancel()
                watchdog.cancel()
                await self._kill(proc)  # A half-read answer would confuse the next request.
                raise
            watchdog.cancel()
            if reader not in done:
                reader.cancel()
                over_memory = watchdog in done and watchdog.result()
                await self._kill(proc)
                if over_memory:
                    raise WorkerFailed(
                        f"the driver used more than {self.memory_limit_mb} MB of memory, so its worker was stopped"
                    )
                raise WorkerFailed(f"the driver did not finish within {limit:g} s, so its worker was stopped")
            raw = reader.result()
            if not raw:
                await self._kill(proc)
                raise WorkerFailed(self._describe_exit(proc, f"after {time.monotonic() - started:.1f} s"))
            try:
                answer = json.loads(raw)
            except ValueError:
                await self._kill(proc)
                raise WorkerFailed("the worker answered something that is not JSON; it was stopped") from None
            if answer.get("id") != request_id:
                await self._kill(proc)
                raise WorkerFailed("the worker answered another request; it was stopped")
            return answer

    async def _watch_memory(self, proc: asyncio.subprocess.Process) -> bool:
        limit = self.memory_limit_mb * 2**20
        while proc.returncode is None:
            rss = _rss_bytes(proc.pid)
            if rss is not None and rss > limit:
                return True
            await asyncio.sleep(0.1)
        # Exited: let the reader see the end of the stream.
        await asyncio.sleep(3600)
        return False

    def _describe_exit(self, proc: asyncio.subprocess.Process, when: str) -> str:
        code = proc.returncode
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            how = f"was killed by {name}"
        elif code is not None:
            how = f"exited with status {code}"
        else:
            how = "closed its output"
        tail = " | ".join(list(self._stderr)[-3:])
        return f"the device worker {how} {when}" + (f" (last output: {tail})" if tail else "")

    async def devices(self) -> list[DeviceInfo]:
        """The devices the driver sees (asked once per worker); raises `Unavailable`."""
        if self._unavailable is not None:
            raise self._unavailable
        if self._devices is not None:
            return self._devices
        # Loading a driver can take long on a busy machine; builds have their own limit.
        answer = await self.request({"op": "devices"}, max(self.timeout_s, LIST_TIMEOUT_S))
        if not answer.get("ok"):
            reason = str(answer.get("reason", "error"))
            if reason in ("no-pyopencl", "no-platform"):
                self._unavailable = Unavailable(reason, str(answer.get("error", reason)))
                raise self._unavailable
            raise WorkerFailed(str(answer.get("error", "the worker could not list devices")))
        self._devices = [DeviceInfo.from_json(d) for d in answer.get("devices", [])]
        return self._devices

    async def build(self, device: DeviceInfo, source: str, options: list[str], timeout_s: Optional[float] = None) -> dict:
        if self.pid is None:
            # A fresh worker loads pyopencl and the driver first: that is not the build's time.
            await self.request({"op": "devices"}, max(self.timeout_s, LIST_TIMEOUT_S))
        answer = await self.request({"op": "build", "device": device.id, "source": source, "options": options}, timeout_s)
        if not answer.get("ok"):
            raise WorkerFailed(str(answer.get("error", "the worker refused the build")))
        return answer

    def forget_devices(self) -> None:
        """Ask the driver again next time (after a configuration change)."""
        self._devices = None
        self._unavailable = None

    async def close(self) -> None:
        proc = self._proc
        self._proc = None
        if proc is not None and proc.returncode is None:
            try:
                assert proc.stdin is not None
                proc.stdin.close()
                await asyncio.wait_for(proc.wait(), 2)
            except (asyncio.TimeoutError, BrokenPipeError, ConnectionResetError, AssertionError):
                await self._kill(proc)
        if self._stderr_task is not None:
            self._stderr_task.cancel()
        try:
            os.rmdir(self._cwd)
        except OSError:
            pass

"""Shared set-up for device tests: a workspace of annotated kernels, the PoCL device, worker processes.

The kernels of tests/device/kernels are copied into a temporary workspace
with their annotation lines removed, so the driver compiles exactly the
lines the annotations point at. Tests that need a device skip, with the
reason, only when this machine has no pyopencl or no OpenCL device; CI
installs the `pocl` extra, so there they run.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.annotations import Expected, parse

HERE = Path(__file__).resolve().parent
KERNELS = HERE / "kernels"
LOGS = HERE / "logs"
NO_PYOPENCL = HERE / "no_pyopencl"


def strip_into(target: Path) -> dict[str, list[Expected]]:
    """Copy the kernels into `target` without annotations; expectations per real path."""
    expectations: dict[str, list[Expected]] = {}
    for source in sorted(KERNELS.rglob("*")):
        if not source.is_file():
            continue
        out = target / source.relative_to(KERNELS)
        out.parent.mkdir(parents=True, exist_ok=True)
        text, expected, _ = parse(source.read_text(encoding="utf-8"))
        out.write_text(text, encoding="utf-8")
        expectations[os.path.realpath(out)] = expected
    return expectations


def _probe() -> tuple[bool, str]:
    """Whether the device worker finds a device here, and the name of the server's default device."""
    code = (
        "import asyncio, sys\n"
        "from opencl_lsp.device.client import WorkerClient, Unavailable\n"
        "async def main():\n"
        "    c = WorkerClient()\n"
        "    try:\n"
        "        from opencl_lsp.device.devices import select_devices\n"
        "        d = select_devices(await c.devices(), None); print(d[0].name if d else '')\n"
        "    except Unavailable as e:\n"
        "        print('UNAVAILABLE', e)\n"
        "    finally:\n"
        "        await c.close()\n"
        "asyncio.run(main())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    text = out.stdout.strip()
    if out.returncode != 0 or not text or text.startswith("UNAVAILABLE"):
        return False, text or out.stderr.strip()[-300:]
    broken = _builds_nothing()
    if broken:
        return False, broken
    return True, text


# A kernel any driver builds: a device that fails it fails every build, for a reason of its own.
_TRIVIAL = "kernel void k(global int *p) { p[0] = 1; }"


def _builds_nothing() -> str:
    """Why the OpenCL devices here build no program at all (empty when one builds a trivial
    kernel). PoCL's compiler asks LLVM for the host CPU's name; on a CPU that LLVM does not
    know (a virtual machine that hides the model: "AMD EPYC") it gets "generic", which it then
    rejects ("unknown target CPU 'generic'"): no test of ours can pass on such a device."""
    code = (
        "import pyopencl as cl\n"
        "errors = []\n"
        "for platform in cl.get_platforms():\n"
        "    for device in platform.get_devices():\n"
        "        try:\n"
        "            cl.Program(cl.Context([device]), %r).build()\n"
        "            print('BUILDS'); raise SystemExit\n"
        "        except cl.Error as e:\n"
        "            errors.append(device.name.strip() + ': ' + next((l for l in str(e).splitlines() if 'error' in l), str(e).strip().splitlines()[-1])[:200])\n"
        "print('NONE ' + ' | '.join(errors))\n"
    ) % _TRIVIAL
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "building a trivial kernel did not finish in 120 s"
    text = out.stdout.strip()
    if text.endswith("BUILDS") or out.returncode != 0:
        return ""  # (No pyopencl in this Python: the worker's own probe said what it found.)
    return f"no device here builds even a trivial kernel ({text[5:] or 'none found'})"


_PROBED: list[tuple[bool, str]] = []


def device_available() -> tuple[bool, str]:
    if not _PROBED:
        _PROBED.append(_probe())
    return _PROBED[0]


@pytest.fixture(scope="session")
def device_name() -> str:
    ok, detail = device_available()
    if not ok:
        pytest.skip(f"no OpenCL device on this machine: {detail}")
    return detail


@pytest.fixture
def workspace(tmp_path) -> tuple[Path, dict[str, list[Expected]]]:
    root = tmp_path / "ws"
    root.mkdir()
    return root, strip_into(root)


def children(pid: int) -> list[int]:
    """Processes whose parent is `pid`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def worker_pids(server_pid: int) -> list[int]:
    result = []
    for child in children(server_pid):
        try:
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if b"opencl_lsp.device.worker" in cmdline:
            result.append(child)
    return result


async def wait_until(predicate, timeout: float = 30.0, interval: float = 0.02):
    """Poll `predicate` until it returns something truthy; that value."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(interval)


"""The device layer's architecture invariants (ARCHITECTURE.md, `server/device/`)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

DEVICE = Path(__file__).resolve().parents[2] / "server" / "device"


def test_the_server_process_never_loads_pyopencl():
    """Only the worker process talks to a driver; a driver crash cannot take the server down."""
    code = (
        "import sys\n"
        "import opencl_lsp.lsp.server, opencl_lsp.device.service, opencl_lsp.cli\n"
        "assert 'pyopencl' not in sys.modules, 'pyopencl loaded in the server'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


def test_the_worker_only_compiles():
    """No command queue, no kernel launch, no buffer: kernels are built and queried, never run."""
    source = (DEVICE / "worker.py").read_text()
    for forbidden in ("CommandQueue", "enqueue", "Buffer(", "set_args", "shell=True", "os.system", "subprocess"):
        assert forbidden not in source, forbidden


def test_the_worker_is_started_without_a_shell():
    source = (DEVICE / "client.py").read_text()
    assert "create_subprocess_exec" in source and "create_subprocess_shell" not in source
    assert not re.search(r"shell\s*=\s*True", source)

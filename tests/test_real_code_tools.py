"""The real-code tools: per-project build flags (tools/clang_agreement.py) and the analyzed-share
report of tools/mutation_check.py. The flag tables are checked on paths alone; the report runs
on real kernels when OPENCL_LSP_REAL_KERNELS names them (skipped otherwise)."""

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def _agreement():
    spec = importlib.util.spec_from_file_location("clang_agreement", TOOLS / "clang_agreement.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_folder_of_a_project_gets_the_flags_its_build_passes(tmp_path):
    tool = _agreement()
    root = tmp_path
    ocml = root / "pocl__pocl" / "lib" / "kernel" / "ocml" / "src" / "acosF.cl"
    cwd, options = tool.candidates(root, ocml)
    assert cwd == root / "pocl__pocl"
    first = options[0]
    # pocl's kernel library: its declarations forced in, the ocml headers on the path, newest version first.
    assert first[first.index("-include") + 1] == "include/_kernel.h"
    assert ["-I", "lib/kernel/ocml/inc"] == first[first.index("lib/kernel/ocml/inc") - 1 : first.index("lib/kernel/ocml/inc") + 1]
    assert first[-1] == "-cl-std=CL3.0"
    # pocl's tests are user kernels: no library flags.
    _cwd, test_options = tool.candidates(root, root / "pocl__pocl" / "tests" / "kernel" / "t.cl")
    assert "-include" not in test_options[0] and test_options[0][-1] == "-cl-std=CL1.2"
    # hashcat: the plain flags for every version first, then the fixed-work-group-size ones.
    _cwd, hashcat = tool.candidates(root, root / "hashcat__hashcat" / "OpenCL" / "m00000_a0-pure.cl")
    fixed = ["FIXED_LOCAL_SIZE=256" in " ".join(o) for o in hashcat]
    assert fixed == sorted(fixed) and any(fixed) and not fixed[0]
    # rodinia: a benchmark's own folder and block size.
    _cwd, nw = tool.candidates(root, root / "yuhc__gpu-rodinia" / "opencl" / "nw" / "nw.cl")
    assert "BLOCK_SIZE=16" in nw[0]
    _cwd, bullet = tool.candidates(root, root / "bulletphysics__bullet3" / "src" / "a" / "k.cl")
    assert ["-I", "src"] == bullet[0][2:4]


ROOT = os.environ.get("OPENCL_LSP_REAL_KERNELS")


@pytest.mark.skipif(not ROOT or not Path(ROOT, "yuhc__gpu-rodinia").is_dir(),
                    reason="OPENCL_LSP_REAL_KERNELS (with yuhc__gpu-rodinia) not set")
def test_the_share_of_function_bodies_analyzed_is_reported_per_project():
    done = subprocess.run(
        [sys.executable, str(TOOLS / "mutation_check.py"), ROOT, "--coverage", "--only", "yuhc__gpu-rodinia",
         "--files", "3", "--jobs", "1"],
        capture_output=True, text=True, timeout=600,
    )
    found = re.search(r"analyzed yuhc__gpu-rodinia: (\d+)/(\d+) function bodies by every rule family \(([\d.]+)%\)",
                      done.stdout)
    assert found, done.stdout + done.stderr
    full, total, share = int(found.group(1)), int(found.group(2)), float(found.group(3))
    assert total > 0 and share >= 95.0 and full <= total

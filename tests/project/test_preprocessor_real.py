"""The preprocessor on real hashcat kernels, built with hashcat's own flags.

The kernels are not part of the repository: point OPENCL_LSP_REAL_KERNELS at
the directory of real projects; the test skips without hashcat__hashcat there.
hashcat compiles from its source root with `-D KERNEL_STATIC -D
INCLUDE_PATH=OpenCL -D XM2S(x)=#x -D M2S(x)=XM2S(x)` and `-I .`, and its kernels
include their headers through `#include M2S(INCLUDE_PATH/inc_vendor.h)`.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from opencl_lsp.project.preprocessor import preprocess
from opencl_lsp.syntax.document import parse_bytes

ROOT = os.environ.get("OPENCL_LSP_REAL_KERNELS")
HASHCAT = Path(ROOT) / "hashcat__hashcat" if ROOT else None
pytestmark = pytest.mark.skipif(HASHCAT is None or not HASHCAT.is_dir(), reason="OPENCL_LSP_REAL_KERNELS with hashcat not set")

KERNELS = ("m00000_a0-pure.cl", "m00000_a3-optimized.cl", "m01400_a1-pure.cl", "m22000-pure.cl", "m02500-pure.cl")
DEFINES = [("KERNEL_STATIC", None), ("INCLUDE_PATH", "OpenCL"), ("XM2S(x)", "#x"), ("M2S(x)", "XM2S(x)")]
PREDEFINED = {"__OPENCL_VERSION__": "300", "__OPENCL_C_VERSION__": "300", "__ENDIAN_LITTLE__": "1"}


def _read(path: str):
    try:
        return Path(path).read_bytes()
    except OSError:
        return None


def _error_bytes(tree) -> int:
    total = 0
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            total += max(node.end_byte - node.start_byte, 1)
        elif node.has_error:
            stack.extend(node.children)
    return total


@pytest.mark.parametrize("name", KERNELS)
def test_hashcat_kernel_preprocesses_and_parses(name):
    path = str(HASHCAT / "OpenCL" / name)
    if not Path(path).is_file():
        pytest.skip(f"{name} not in this snapshot")
    started = time.perf_counter()
    result = preprocess(path, _read, include_dirs=[str(HASHCAT)], defines=DEFINES, predefined=PREDEFINED)
    elapsed = time.perf_counter() - started
    assert [d for d in result.diagnostics if d.code == "P001"] == []
    assert all(i.target for i in result.includes)
    assert any(i.spelled == '"OpenCL/inc_vendor.h"' for i in result.includes)
    text, mapping = result.text_of(path)
    snap = parse_bytes(path, text.encode())
    errors = _error_bytes(snap.tree)
    print(f"{name}: {elapsed * 1000:.0f} ms, {len(result.tokens)} tokens, {len(result.includes)} includes, {errors} error bytes")
    assert errors == 0
    # Every macro-free token of the kernel maps back to its own spelling.
    data = Path(path).read_bytes()
    encoded = text.encode()
    for s, e, origin in mapping:
        if origin.invocation is None and origin.path == path:
            assert data[origin.start : origin.end] == encoded[s:e] or b"\\\n" in data[origin.start : origin.end]

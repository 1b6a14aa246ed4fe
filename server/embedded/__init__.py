"""Kernels embedded in host code: OpenCL C in Python strings (pyopencl) and C/C++ string literals.

The engine side of editor and command-line support for host files (issue 20).
It never imports the LSP layer. The API, for the CLI and for LSP handlers:

- `host_language(path, data)`: "python", "c", "cpp" for a host file, None for an OpenCL file
  (a `.h` is a host header only when it shows an embedded kernel).
- `find_kernels(data, language)` -> `HostScan`: the kernels (`EmbeddedKernel`: `text`, the
  virtual document's bytes; `map`, a `SourceMap` with `to_kernel(host_offset)`,
  `to_host(kernel_offset)`, `host_range(start, end)`; `spans`, the host ranges of its
  literals; `options`, literal build options) and the host calls; `HostScan.locate(offset)`
  gives (kernel, kernel offset) for a host position inside a kernel (None: answer nothing
  there); `HostScan.tree` can be edited and passed back as `old_tree` for an incremental parse.
- `kernel_snapshot(host_path, kernel)`: the kernel's `Snapshot` for the engine's features
  (hover, completion, semantic tokens, symbols); map the answer's ranges back with
  `kernel.map.host_range`, and drop what does not map.
- `analyze_host(path, data, language, project_for, disabled)`: findings at host byte
  ranges (the kernels' analysis and the host checks H001-H004).

Costs: a host file that names no kernel source costs one regular-expression search; the
host grammars (`tree-sitter-python`, `-c`, `-cpp`, the `embedded` extra) are imported on
first use and their absence raises `Unavailable`.
"""

from __future__ import annotations

from .hostlang import C, CPP, PYTHON, Unavailable, host_language
from .model import EmbeddedKernel, HostArgument, HostCall, HostScan
from .sourcemap import SourceMap


def find_kernels(data: bytes | str, language: str, old_tree=None) -> HostScan:
    """Every embedded kernel and host call of a host file's text.

    `old_tree`: the previous `HostScan.tree` of this document, already `edit`ed to the change
    (tree-sitter's `Tree.edit`), for an incremental parse.
    """
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    # The scanners only: the OpenCL analysis is imported when a kernel is analyzed.
    if language == PYTHON:
        from .python_host import scan_python

        return scan_python(data, old_tree)
    from .c_host import scan_c

    return scan_c(data, language, old_tree)


def kernel_snapshot(host_path: str, kernel: EmbeddedKernel):
    from .host_analysis import kernel_snapshot as make

    return make(host_path, kernel)


def analyze_host(*args, **kwargs):
    from .host_analysis import analyze_host as run

    return run(*args, **kwargs)


__all__ = [
    "C", "CPP", "PYTHON", "EmbeddedKernel", "HostArgument", "HostCall", "HostScan", "SourceMap", "Unavailable",
    "analyze_host", "find_kernels", "host_language", "kernel_snapshot",
]

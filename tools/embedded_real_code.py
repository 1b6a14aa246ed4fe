"""Embedded kernels in real host code: how many are found, and whether clang agrees with each error we report.

    python tools/embedded_real_code.py DIR [--show N] [--extract OUT]

DIR holds checkouts of public projects (kept out of the repository), one
folder per project. Every Python, C and C++ file is scanned
(`opencl_lsp.embedded`); each kernel that is not opaque is analyzed as the
CLI does, with its literal build options, and its text is compiled by
clang-19 (`-x cl -fsyntax-only`, SPIR target, a test oracle only) with the
same options, for OpenCL C 1.2, 2.0 and 3.0. An error of ours is confirmed
when clang reports an error on the same kernel line for some version; the
others are printed: each is a false error to fix. Kernels with template
placeholders cannot be compiled as they are: their errors are listed apart.
`--extract OUT` writes each kernel's text to OUT/<project>/<file>.<n>.cl.
"""

from __future__ import annotations

import argparse
import collections
import logging
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

SUFFIXES = (".py", ".c", ".h", ".cpp", ".cc", ".cxx", ".hpp", ".hh")
CLANG_LINE = re.compile(r"^[^:]+:(\d+):\d+: (error|fatal error):", re.M)
VERSIONS = ("CL1.2", "CL2.0", "CL3.0")


def clang_error_lines(clang: str, text: bytes, options: list[str], includes: list[str]) -> dict[str, set[int]]:
    """Kernel lines (1-based) clang reports errors on, per version."""
    out: dict[str, set[int]] = {}
    for version in VERSIONS:
        flags = [f for f in options if not f.startswith("-cl-std")]
        try:
            done = subprocess.run(
                [clang, "-x", "cl", "-fsyntax-only", "--target=spir", "-w", f"-cl-std={version}",
                 *(f"-I{d}" for d in includes), *flags, "-"],
                input=text, capture_output=True, timeout=60,
            )
        except subprocess.TimeoutExpired:
            continue
        out[version] = {int(m.group(1)) for m in CLANG_LINE.finditer(done.stderr.decode("utf-8", "replace"))}
        if done.returncode != 0 and not out[version]:
            out[version] = {0}  # A failure without a line (bad option): unusable.
    return out


def main() -> int:
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.embedded import analyze_host, host_language
    from opencl_lsp.project.config import resolve_config

    parser = argparse.ArgumentParser()
    parser.add_argument("root", type=Path)
    parser.add_argument("--show", type=int, default=20)
    parser.add_argument("--extract", type=Path)
    args = parser.parse_args()
    # A failing rule logs a traceback and the others still report: keep the summary readable.
    logging.getLogger("opencl_lsp").setLevel(logging.CRITICAL)
    clang = shutil.which("clang-19") or shutil.which("clang")
    root = args.root.resolve()
    includes = [str(p) for p in root.glob("*/pyopencl/cl") if p.is_dir()]
    totals = collections.Counter()
    kinds = collections.Counter()
    unconfirmed, templated, rejected = [], [], []
    started = time.perf_counter()
    for project in sorted(p for p in root.iterdir() if p.is_dir() and p.name != "extracted"):
        counts = collections.Counter()
        for path in sorted(project.rglob("*")):
            if not path.name.endswith(SUFFIXES) or not path.is_file():
                continue
            data = path.read_bytes()
            language = host_language(str(path), data)
            if language is None:
                continue
            counts["host files"] += 1

            def project_for(kernel, path=path):
                config, _ = resolve_config(path, cli_args=[*(f"-I{d}" for d in includes), *(kernel.options or ())])
                folders = [str(path.parent), *includes]

                def read(name: str):
                    real = os.path.realpath(name)
                    if not any(real.startswith(f) for f in folders):
                        return None
                    try:
                        return Path(real).read_bytes()
                    except OSError:
                        return None

                return StaticProject(read, config)

            try:
                result = analyze_host(str(path), data, language, project_for)
            except Exception as err:  # noqa: BLE001 - a crash is a finding of this tool.
                print(f"CRASH {path}: {err!r}", file=sys.stderr)
                counts["crashes"] += 1
                continue
            if result.kernels:
                counts["files with kernels"] += 1
            for item in result.kernels:
                kernel = item.kernel
                counts["kernels"] += 1
                kinds[kernel.kind] += 1
                if kernel.opaque:
                    counts["opaque"] += 1
                    continue
                rel = path.relative_to(root)
                if args.extract:
                    out = args.extract / f"{rel}.{kernel.index}.cl"
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_bytes(kernel.text)
                errors = [f for f in item.findings if int(f.severity) == 1]
                if not errors:
                    counts["kernels without error"] += 1
                    if not kernel.map.has_placeholders:
                        # The other direction, a check of the extraction itself: clang accepts the text.
                        lines = clang_error_lines(clang, kernel.text, list(kernel.options or ()), includes)
                        accepted = any(not found for found in lines.values())
                        counts["clean kernels clang accepts" if accepted else "clean kernels clang rejects"] += 1
                        if not accepted:
                            rejected.append((rel, kernel.index))
                counts["errors"] += len(errors)
                if not errors:
                    continue
                if kernel.map.has_placeholders:
                    templated.extend((rel, kernel.index, f) for f in errors)
                    continue
                lines = clang_error_lines(clang, kernel.text, list(kernel.options or ()), includes)
                for finding in errors:
                    offset = kernel.map.to_kernel(finding.start)
                    line = kernel.text.count(b"\n", 0, offset) + 1 if offset is not None else -1
                    if any(line in found or 0 in found for found in lines.values()):
                        counts["errors confirmed by clang"] += 1
                    else:
                        unconfirmed.append((rel, kernel.index, line, finding))
            counts["host calls checked"] += len(result.scan.calls)
            host_errors = [f for f in result.findings if f.code.startswith("H")]
            counts["host findings"] += len(host_errors)
            for finding in host_errors:
                line = data.count(b"\n", 0, finding.start) + 1
                print(f"HOST {path.relative_to(root)}:{line}: {finding.message} [{finding.code}]")
        print(f"{project.name}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
        totals.update(counts)
    print("total: " + ", ".join(f"{k} {v}" for k, v in totals.items()))
    print("by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    print(f"unconfirmed errors: {len(unconfirmed)}; errors in templated kernels: {len(templated)}")
    for rel, index, line, finding in unconfirmed[: args.show]:
        print(f"  UNCONFIRMED {rel} kernel {index} line {line}: {finding.message} [{finding.code}]")
    for rel, index, finding in templated[: args.show]:
        print(f"  TEMPLATED {rel} kernel {index}: {finding.message} [{finding.code}]")
    for rel, index in rejected[: args.show]:
        print(f"  CLANG REJECTS {rel} kernel {index} (no error of ours)")
    print(f"{time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Cost of finding embedded kernels in host files (prints figures; not a timed test).

    python bench/bench_embedded.py

Host texts of 5,000 lines made from this repository's own Python modules:
one that names no kernel source (the common case: one regular-expression
search), one that names pyopencl's Program but holds no kernel (a full parse
and the queries), and one with a kernel every 100 lines. Each is scanned 20
times; the median is printed.
"""

from __future__ import annotations

import re
import statistics
import time
from pathlib import Path

from opencl_lsp.embedded import find_kernels, hostlang

ROOT = Path(__file__).resolve().parent.parent
LINES = 5000


def python_lines() -> list[str]:
    lines: list[str] = []
    for path in sorted((ROOT / "server").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        # Drop the words that would make the file look like a pyopencl host.
        text = re.sub(r"(?i)program|kernel|language\s*=\s*opencl", "thing", text)
        lines.extend(text.split("\n"))
        if len(lines) >= LINES:
            break
    return lines[:LINES]


def measure(data: bytes, runs: int = 20) -> tuple[float, int]:
    times = []
    found = 0
    for _ in range(runs):
        start = time.perf_counter()
        found = len(find_kernels(data, "python").kernels)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, found


def main() -> None:
    hostlang.language(hostlang.PYTHON)  # The grammar's import is a one-time cost, not per edit.
    lines = python_lines()
    plain = "\n".join(lines).encode()
    named = ("import pyopencl as cl\nprogram_factory = cl.Program\n" + "\n".join(lines)).encode()
    kernel = 'prg = cl.Program(ctx, """__kernel void f(__global float *a) { a[0] = 1.0f; }""").build()'
    with_kernels = "import pyopencl as cl\n" + "\n".join(
        kernel if i % 100 == 0 else line for i, line in enumerate(lines)
    )
    for label, data in (
        ("no kernel source named", plain),
        ("names cl.Program, no kernel", named),
        ("a kernel every 100 lines", with_kernels.encode()),
    ):
        ms, found = measure(data)
        count = data.count(b"\n") + 1
        print(f"{label:<30} {count:>6} lines {len(data) // 1024:>5} KiB  {ms:8.2f} ms  {found} kernels")


if __name__ == "__main__":
    main()

"""Cost of finding embedded kernels in host files (prints figures; not a timed test).

    python bench/bench_embedded.py

Host texts of 5,000 lines made from this repository's own Python modules:
one that names no kernel source (the common case: one regular-expression
search), one that names pyopencl's Program but holds no kernel (a full parse
and the queries), and one with a kernel every 100 lines. Each is scanned 20
times; the median is printed.

Then through the real server over stdio (`--server`, on by default; the
raw JSON-RPC driver of tests/lsp/rawio.py, debounce 0): each file opened as
a `python` document, 40 one-character edits spread through it (insert a
letter, delete it), the time from didChange to that version's
publishDiagnostics; and, for comparison, the same edits to a generated
`.cl` file of 5,000 lines (OpenCL documents take the same path as before,
plus one routing check per message). Target: a 5,000-line Python file with
no kernels under 20 ms per edit.
"""

from __future__ import annotations

import os
import re
import statistics
import sys
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


def edits_through_server(label: str, uri: str, language: str, text: str, edits: int = 40) -> None:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    from tests.lsp.rawio import RawServer

    lines = text.split("\n")
    candidates = [i for i, line in enumerate(lines) if any(c.isalpha() for c in line)]
    server = RawServer()
    try:
        server.initialize({"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}})
        server.notify("textDocument/didOpen",
                      {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}})
        server.diagnostics(uri, version=1, timeout=120)
        latencies = []
        version = 1
        for k in range(edits):
            line = candidates[(k * len(candidates)) // edits]
            col = next(i for i, c in enumerate(lines[line]) if c.isalpha())
            for change in (
                {"range": {"start": {"line": line, "character": col}, "end": {"line": line, "character": col}}, "text": "x"},
                {"range": {"start": {"line": line, "character": col}, "end": {"line": line, "character": col + 1}}, "text": ""},
            ):
                version += 1
                start = len(server.messages)
                t = time.perf_counter()
                server.did_change(uri, version, [change])
                server.wait_for(lambda m, v=version: m.get("method") == "textDocument/publishDiagnostics"
                                and m["params"]["uri"] == uri and m["params"].get("version") == v, timeout=60, start=start)
                latencies.append(time.perf_counter() - t)
    finally:
        server.close()
    latencies.sort()
    print(f"server, {label:<34} didChange -> publishDiagnostics ({len(latencies)} edits): "
          f"median {statistics.median(latencies) * 1000:7.2f} ms  p90 {latencies[int(0.9 * (len(latencies) - 1))] * 1000:7.2f} ms")


def server_main() -> None:
    from gen_kernel import generate

    lines = python_lines()
    plain = "\n".join(lines)
    kernel = 'prg = cl.Program(ctx, """__kernel void f(__global float *a) { a[0] = 1.0f; }""").build()'
    # Kernels inserted between top-level items (about every 100 lines), so the host text stays valid
    # Python: a file full of syntax errors re-parses mostly from scratch (error recovery), which no
    # real host file an editor keeps open looks like.
    out, last = ["import pyopencl as cl"], 0
    for i, line in enumerate(lines):
        if line.startswith(("def ", "class ")) and i - last >= 100:
            out.append(kernel)
            last = i
        out.append(line)
    with_kernels = "\n".join(out)
    edits_through_server("5,000-line .py, no kernel", "file:///bench/plain.py", "python", plain)
    edits_through_server("5,000-line .py, a kernel every 100", "file:///bench/kernels.py", "python", with_kernels)
    edits_through_server("5,000-line generated .cl", "file:///bench/big.cl", "opencl", generate(5000))


if __name__ == "__main__":
    main()
    if "--no-server" not in sys.argv:
        os.environ.setdefault("OPENCL_LSP_JOBS", "1")
        server_main()

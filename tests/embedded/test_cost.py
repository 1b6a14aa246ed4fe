"""A host file that names no kernel source costs a substring search, not a parse (issue 20: under 20 ms per edit)."""

import statistics
import time
from pathlib import Path

from opencl_lsp.embedded import find_kernels, hostlang

ROOT = Path(__file__).resolve().parents[2]


def _five_thousand_lines() -> bytes:
    lines: list[str] = []
    for path in sorted((ROOT / "server" / "syntax").rglob("*.py")) + sorted((ROOT / "server" / "project").rglob("*.py")):
        lines.extend(path.read_text(encoding="utf-8").replace("rogram", "rog").replace("ernel", "ern").split("\n"))
    while len(lines) < 5000:
        lines.extend(lines[: 5000 - len(lines)])
    return "\n".join(lines[:5000]).encode()


def test_a_python_file_without_kernels_is_not_parsed_and_costs_under_20_ms(monkeypatch):
    data = _five_thousand_lines()
    assert data.count(b"\n") == 4999

    def no_parse(*_args):
        raise AssertionError("parsed a file that names no kernel source")

    monkeypatch.setattr(hostlang, "parse", no_parse)
    times = []
    for _ in range(10):
        start = time.perf_counter()
        assert find_kernels(data, "python").kernels == []
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.020

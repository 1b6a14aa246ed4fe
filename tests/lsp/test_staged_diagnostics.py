"""Staged publishing (issue 18): on an open and a reconfigure, the cheap stage first, then the full set.

The first publish of a version opened (or checked again after a configuration
change) carries only what needs no semantic analysis: the syntax problems
(S001-S003), the notes about the input (S004-S006, S009) and the preprocessor's findings. The last publish of that version
must be exactly what a one-shot analysis gives: here the real CLI's
`check --format json` of the same file, through the same configuration files.
An edit publishes once, and so does an open of a small file (under STAGED_MIN_BYTES).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from opencl_lsp.lsp.handlers.diagnostics import STAGED_MIN_BYTES

from .rawio import RawServer

# One finding of each kind: a preprocessor message (P004), a syntax error (S002) in one
# kernel, two semantic ones (V003, B001) in another.
TEXT = (
    "#warning check me\n"
    "__kernel void k(__global float *x) {\n"
    "    int i = get_global_id(0)\n"
    "    x[i] = 2.0f;\n"
    "}\n"
    "__kernel void m(__global float *x) {\n"
    "    float4 v = (float4)(1.0f);\n"
    "    x[0] = v.q + undefined_thing;\n"
    "}\n"
)
# Valid kernels after them, so that the file is large enough to be staged.
FILLER = "".join(
    f"__kernel void f{i}(__global float *x, const float a) {{\n    int g = get_global_id(0);\n"
    f"    x[g] = a * x[g] + {i}.0f;\n}}\n"
    for i in range(STAGED_MIN_BYTES // 100)
)
TEXT += FILLER
CHEAP = ("S", "P")
OPTIONS = {"analysis": {"timeBudgetMs": 0}, "device": {"mode": "off"}}


def key(diagnostic: dict) -> tuple:
    r = diagnostic["range"]
    return (r["start"]["line"], r["start"]["character"], r["end"]["line"], r["end"]["character"],
            diagnostic["code"], diagnostic["severity"], diagnostic["message"])


def one_shot(path: Path) -> list[tuple]:
    """The CLI's findings for the file on disk: a fresh process, one analysis, no budget."""
    out = subprocess.run(
        [sys.executable, "-m", "opencl_lsp", "check", "--format", "json", "--time-budget-ms", "0", path.name],
        cwd=path.parent, capture_output=True, text=True, timeout=120,
    )
    return sorted(key(d) for d in json.loads(out.stdout))


def publishes(server: RawServer, uri: str, version: int, start: int = 0) -> list[dict]:
    return [m["params"] for m in server.messages[start:]
            if m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri and m["params"].get("version") == version]


def wait_for_publishes(server: RawServer, uri: str, version: int, count: int, start: int = 0) -> list[dict]:
    server.wait_for(lambda m: len(publishes(server, uri, version, start)) >= count, timeout=60, start=start)
    return publishes(server, uri, version, start)


def test_a_small_file_is_published_once(tmp_path: Path):
    uri = (tmp_path / "small.cl").as_uri()
    small = TEXT[: len(TEXT) - len(FILLER)]
    with RawServer() as server:
        server.initialize(OPTIONS)
        server.did_open(uri, small)
        (published,) = wait_for_publishes(server, uri, 1, 1)
        settle()
        assert len(publishes(server, uri, 1)) == 1
    assert {d["code"] for d in published["diagnostics"]} == {"P004", "S002", "V003", "B001"}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "compile_flags.txt").write_text("-xcl\n-cl-std=CL1.2\n")
    path = tmp_path / "k.cl"
    path.write_text(TEXT)
    return path


def settle() -> None:
    """Time for a publish that should not come (a third of the version) to arrive."""
    time.sleep(0.5)


def test_open_publishes_the_cheap_stage_then_exactly_the_one_shot_set(project: Path):
    expected = one_shot(project)
    assert {k[4] for k in expected} == {"P004", "S002", "V003", "B001"}
    uri = project.as_uri()
    with RawServer() as server:
        server.initialize(OPTIONS)
        server.did_open(uri, TEXT)
        first, last = wait_for_publishes(server, uri, 1, 2)
        settle()
        assert len(publishes(server, uri, 1)) == 2  # The cheap stage, then the full set; nothing more.
    assert sorted(key(d) for d in first["diagnostics"]) == [k for k in expected if k[4].startswith(CHEAP)]
    assert sorted(key(d) for d in last["diagnostics"]) == expected


def test_reconfigure_stages_again_and_an_edit_publishes_once(project: Path):
    uri = project.as_uri()
    with RawServer() as server:
        server.initialize(OPTIONS)
        server.did_open(uri, TEXT)
        wait_for_publishes(server, uri, 1, 2)

        # An edit: the missing ';' typed. One publish, the one-shot set of the new text.
        mark = len(server.messages)
        server.did_change(uri, 2, [{"range": {"start": {"line": 2, "character": 28},
                                              "end": {"line": 2, "character": 28}}, "text": ";"}])
        (edited,) = wait_for_publishes(server, uri, 2, 1, mark)
        project.write_text(TEXT.replace("get_global_id(0)\n", "get_global_id(0);\n"))
        expected = one_shot(project)
        assert sorted(key(d) for d in edited["diagnostics"]) == expected

        # A configuration change that turns B001 off: the cheap stage, then the new full set.
        mark = len(server.messages)
        server.notify("workspace/didChangeConfiguration",
                      {"settings": {"opencl": {**OPTIONS, "diagnostics": {"disable": ["B001"]}}}})
        first, last = wait_for_publishes(server, uri, 2, 2, mark)
        settle()
        assert len(publishes(server, uri, 2, mark)) == 2
    assert {d["code"] for d in first["diagnostics"]} == {"P004"}
    assert sorted(key(d) for d in last["diagnostics"]) == [k for k in expected if k[4] != "B001"]

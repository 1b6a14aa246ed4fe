"""The build-log parsers on real drivers' logs (and hand-written ones for drivers out of reach).

Every log under tests/device/logs/<driver>/ was produced (or, for the
`handwritten-` folders, written) for a kernel of tests/device/kernels/; the
kernel's annotations say what the findings must be. The log is interpreted
against a plan for the stripped kernel, so file names in the log (`<kernel>`,
PoCL's temporary files, header paths) are mapped as the server maps them.
No driver is needed here: these tests always run.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from opencl_lsp.device.build import BuildResult, interpret, kernel_infos, plan_build
from opencl_lsp.device.devices import DeviceInfo
from opencl_lsp.device.logparse import match_line, parse_log, verbose_kernel_info
from opencl_lsp.project.config import ProjectConfig

from .conftest import LOGS, strip_into

CASES = sorted(
    (folder.name, log.stem)
    for folder in LOGS.iterdir()
    if folder.is_dir()
    for log in folder.glob("*.log")
)
# Drivers whose messages are clang's words; the EDG front end words them its own way.
CLANG_WORDS = {"pocl", "pocl-5.0-debian", "nvidia", "handwritten-intel"}
KERNEL_OF = {"bad-option": "ok", "verbose": "ok"}


def _device(folder: str) -> DeviceInfo:
    meta = LOGS / folder / "device.json"
    if meta.exists():
        data = json.loads(meta.read_text())
        data["extensions"] = []
        return DeviceInfo.from_json(data)
    return DeviceInfo("0" * 12, folder, folder, "OpenCL 1.2", "1", folder, "GPU", "OpenCL C 1.2")


def _line_col(data: bytes, offset: int) -> tuple[int, int]:
    line = data.count(b"\n", 0, offset)
    return line, offset - (data.rfind(b"\n", 0, offset) + 1)


def test_there_are_logs_of_each_kind():
    folders = {name for name, _ in CASES}
    assert {"pocl", "nvidia", "handwritten-amd-legacy", "handwritten-intel"} <= folders


@pytest.mark.parametrize("folder,case", CASES, ids=[f"{a}/{b}" for a, b in CASES])
def test_log_gives_the_annotated_findings(tmp_path, folder, case):
    expectations = strip_into(tmp_path)
    kernel = tmp_path / f"{KERNEL_OF.get(case, case)}.cl"
    meta_path = LOGS / folder / f"{case}.json"
    meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
    log = (LOGS / folder / f"{case}.log").read_text().replace("/work/kernels", str(tmp_path))
    device = _device(folder)
    plan = plan_build(str(kernel), kernel.read_bytes(), ProjectConfig(), device, lambda p: True, lambda p: Path(p).read_bytes())
    result = BuildResult(device, meta.get("status", "failed"), log, meta.get("error", ""), meta.get("cl_error", ""), meta.get("kernels") or [])
    findings = interpret(plan, result)

    if case == "bad-option":
        [finding] = findings
        assert finding.code == "D003" and (finding.start, finding.end) == (0, 0)
        assert "-cl-no-such-option" in finding.message
        return

    expected = []
    for path, items in expectations.items():
        if path == os.path.realpath(kernel) or path in plan.headers:
            expected += [(path, e) for e in items]
    unmatched = list(findings)
    for path, e in expected:
        code, _, words = e.what.partition(" ")
        data = Path(path).read_bytes()
        hit = None
        for f in unmatched:
            if os.path.realpath(f.path) != path or f.code != code:
                continue
            (line, start), (end_line, end) = _line_col(data, f.start), _line_col(data, f.end)
            covers = line == e.line and start <= e.start_col and (end_line > line or end >= e.end_col)
            if covers and (folder not in CLANG_WORDS or words.lower() in f.message.lower()):
                hit = f
                break
        assert hit is not None, f"{folder}/{case}: no finding for {e} among {unmatched}"
        unmatched.remove(hit)
    assert not unmatched, f"{folder}/{case}: findings nobody expected: {unmatched}"


def test_nvidia_notes_become_related_information(tmp_path):
    strip_into(tmp_path)
    kernel = tmp_path / "notes.cl"
    plan = plan_build(str(kernel), kernel.read_bytes(), ProjectConfig(), _device("nvidia"), lambda p: True, lambda p: None)
    log = (LOGS / "nvidia" / "notes.log").read_text()
    [finding] = interpret(plan, BuildResult(_device("nvidia"), "failed", log))
    [note] = finding.related
    assert note.message == "previous definition is here"
    assert _line_col(kernel.read_bytes(), note.start) == (1, 4)
    assert kernel.read_bytes()[note.start : note.end] == b"twice"


def test_caret_and_tildes_give_the_range():
    [warning] = parse_log((LOGS / "nvidia" / "D002.log").read_text())[1:2]
    # `out[0] == 1;` with `~~~~~~~^~~~` under it: the whole comparison.
    assert (warning.line, warning.column, warning.end_column) == (8, 5, 16)
    [note] = warning.notes
    assert (note.line, note.column, note.end_column) == (8, 12, 14)


def test_edg_caret_gives_the_column_and_long_messages_are_joined():
    first, second = parse_log((LOGS / "handwritten-amd-legacy" / "D001.log").read_text())
    assert (first.path, first.line, first.column) == ("/tmp/OCL4242T1.cl", 3, 29)
    assert second.message == "too few elements in vector initialization"


def test_lines_without_a_location_are_about_the_whole_file():
    [message] = parse_log("(): Warning: the option -cl-mad-enable is ignored for this device\n")
    assert (message.severity, message.path, message.line) == ("warning", None, None)
    assert message.message == "the option -cl-mad-enable is ignored for this device"
    [plain] = parse_log("warning: argument unused during compilation: '-cl-foo'\n")
    assert plain.path is None and plain.severity == "warning"


def test_nvidia_kernel_chatter_and_summaries_are_dropped():
    assert parse_log((LOGS / "nvidia" / "ok.log").read_text()) == []
    assert parse_log("2 errors generated.\nDevice X failed to build the program\n") == []


def test_formats_are_recognized_line_by_line():
    assert match_line("<kernel>:3:29: error: use of undeclared identifier 'x'").format == "clang"
    assert match_line("error: /tmp/tempfile_ab.cl:3:29: use of undeclared identifier 'x'").format == "pocl"
    assert match_line('"/tmp/OCL1.cl", line 3: error: identifier "x" is undefined').format == "edg"
    assert match_line("1:3:29: error: use of undeclared identifier 'x'").format == "clang"
    assert match_line("    out[0] = x;") is None


def test_nv_verbose_lines_give_registers_and_spills():
    text = (
        "ptxas info    : 0 bytes gmem\n"
        "ptxas info    : Compiling entry function 'saxpy' for 'sm_90'\n"
        "ptxas info    : Function properties for saxpy\n"
        "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
        "ptxas info    : Used 10 registers, 380 bytes cmem[0]\n"
    )
    info = verbose_kernel_info(text)
    assert info["saxpy"]["registers"] == "10"
    assert info["saxpy"]["spills"] == "0 bytes stored, 0 bytes loaded"
    assert parse_log(text) == []


def test_nvidia_verbose_log_adds_registers_to_the_kernel_facts():
    meta = json.loads((LOGS / "nvidia" / "verbose.json").read_text())
    log = (LOGS / "nvidia" / "verbose.log").read_text()
    assert parse_log(log) == []
    infos = {k.name: dict(k.facts) for k in kernel_infos(BuildResult(_device("nvidia"), "ok", log, kernels=meta["kernels"]))}
    assert infos["tile_sum"]["registers"] == "22" and infos["saxpy"]["registers"] == "10"
    assert "260 bytes smem" in infos["tile_sum"]["ptxas"]
    assert infos["saxpy"]["spills"] == "0 bytes stored, 0 bytes loaded"


@pytest.mark.parametrize("folder", ["pocl", "nvidia"])
def test_kernel_facts_of_a_successful_build(folder):
    meta = json.loads((LOGS / folder / "ok.json").read_text())
    result = BuildResult(_device(folder), "ok", (LOGS / folder / "ok.log").read_text(), kernels=meta["kernels"])
    infos = {k.name: dict(k.facts) for k in kernel_infos(result)}
    assert set(infos) == {"saxpy", "tile_sum"}
    assert infos["tile_sum"]["required work-group size"] == "64 × 1 × 1"
    # 64 floats of fixed local memory; drivers may add a few bytes of their own.
    assert 256 <= int(infos["tile_sum"]["local memory"].split()[0]) < 512
    assert int(infos["saxpy"]["work-group size limit"]) >= 64

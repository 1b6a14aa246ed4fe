"""Device findings merged with the static ones in the engine (server/device/merge.py).

The static findings come from the real analysis of a kernel of
tests/device/kernels/, the device findings from a real driver's log of the
same kernel (tests/device/logs/), interpreted as the server does. No driver
is needed here: these tests always run.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.findings import STATIC, Severity
from opencl_lsp.device import merge
from opencl_lsp.device.build import BuildResult, device_finding, interpret, plan_build
from opencl_lsp.device.devices import DeviceInfo
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import parse_bytes

from .conftest import LOGS, strip_into


def _device(folder: str) -> DeviceInfo:
    data = json.loads((LOGS / folder / "device.json").read_text())
    data["extensions"] = []
    return DeviceInfo.from_json(data)


def _both(tmp_path: Path, folder: str, case: str):
    """The snapshot of the stripped kernel, its static findings, and the device findings of the driver's log."""
    strip_into(tmp_path)
    kernel = tmp_path / f"{case}.cl"
    data = kernel.read_bytes()
    device = _device(folder)
    plan = plan_build(str(kernel), data, ProjectConfig(), device, lambda p: True, lambda p: Path(p).read_bytes())
    log = (LOGS / folder / f"{case}.log").read_text().replace("/work/kernels", str(tmp_path))
    found = interpret(plan, BuildResult(device, "failed", log))
    snapshot = parse_bytes(str(kernel), data)
    return snapshot, analyze(snapshot), [f for f in found if f.path == str(kernel)]


@pytest.mark.parametrize("folder", ["pocl", "nvidia"])
def test_the_same_mistake_is_shown_once_naming_both_sources(tmp_path, folder):
    snapshot, static, device = _both(tmp_path, folder, "D001")
    assert {f.code for f in static} >= {"B001", "C003"} and len(device) == 2
    merged = merge.merge(static, device, snapshot.lines.line_of)
    # The undeclared identifier (B001 and the driver's words) and the short vector literal
    # (C003's "too few components", the driver's "too few elements"): one finding each.
    assert len(merged) == len(static)
    for code in ("B001", "C003"):
        [finding] = [f for f in merged if f.code == code]
        assert finding.sources == (STATIC, "opencl")
        assert finding.source == "opencl-lsp + opencl"
    # The driver's own words stay at hand, as a related note.
    [short] = [f for f in merged if f.code == "C003"]
    assert [r.message for r in short.related] == ["opencl: " + next(f.message for f in device if "elements" in f.message)]


def test_a_device_finding_about_something_else_is_kept(tmp_path):
    snapshot, static, device = _both(tmp_path, "pocl", "D001")
    [undeclared] = [f for f in static if f.code == "B001"]
    line_start = snapshot.lines.starts[snapshot.lines.line_of(undeclared.start)]
    other = device_finding(snapshot.path, line_start, line_start + 3, Severity.ERROR, "D001", "use of undeclared identifier 'out'")
    warning = device_finding(snapshot.path, undeclared.start, undeclared.end, Severity.WARNING, "D002", undeclared.message)
    merged = merge.merge(static, [other, warning], snapshot.lines.line_of)
    # Another name on the same line, and the same words at another severity: both shown.
    assert merged[-2:] == [other, warning]
    assert all(f.sources == (STATIC,) for f in merged[:-2])


def test_two_devices_that_agree_are_named_on_one_finding(tmp_path):
    snapshot, static, device = _both(tmp_path, "pocl", "D001")
    again = [dataclasses.replace(f, sources=("opencl: second",)) for f in device]
    merged = merge.merge([], device + again, snapshot.lines.line_of)
    assert len(merged) == len(device)
    assert all(f.sources == ("opencl", "opencl: second") for f in merged)


def test_disabled_codes_and_suppression_comments_apply_to_device_findings(tmp_path):
    snapshot, static, device = _both(tmp_path, "pocl", "D001")
    assert merge.for_file([], device, snapshot, snapshot.lines.line_of, disabled={"d001"}) == []
    [first, second] = sorted(device, key=lambda f: f.start)
    text = snapshot.data.decode()
    line_end = text.index("\n", second.start)  # A comment at the end of the second's line moves neither.
    silenced = parse_bytes(snapshot.path, (text[:line_end] + "  // opencl-lsp: ignore[D001]" + text[line_end:]).encode())
    assert merge.for_file([], device, silenced, silenced.lines.line_of) == [first]
    whole = parse_bytes(snapshot.path, (text + "// opencl-lsp: ignore-file[D001]\n").encode())
    assert merge.for_file([], device, whole, whole.lines.line_of) == []

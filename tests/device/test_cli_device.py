"""`opencl-lsp devices` and `opencl-lsp check --device` as users run them (real processes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from .conftest import NO_PYOPENCL


def run(*args: str, cwd=None, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "opencl_lsp", *args], capture_output=True, text=True, timeout=300, cwd=cwd, env=env
    )


def test_devices_lists_the_default_device(device_name):
    result = run("devices", "--json")
    assert result.returncode == 0, result.stderr
    devices = json.loads(result.stdout)
    assert any(d["name"] == device_name and len(d["id"]) == 12 for d in devices)
    text = run("devices")
    assert device_name in text.stdout and devices[0]["id"] in text.stdout


def test_check_with_device_adds_the_drivers_findings(device_name, workspace):
    root, _ = workspace
    result = run("check", "--format", "json", "--device", "", "D001.cl", "include_error.cl", cwd=root)
    assert result.returncode == 1, result.stderr
    records = json.loads(result.stdout)
    from_device = [r for r in records if f"opencl: {device_name}" in r["source"]]
    # Both errors of D001.cl, the header's error, and its summary on the #include line.
    assert {(r["path"], r["range"]["start"]["line"]) for r in from_device} >= {
        ("D001.cl", 2),
        ("D001.cl", 6),
        (os.path.join("include", "broken.h"), 1),
        ("include_error.cl", 1),
    }
    text = run("check", "--device", device_name[:6], "D001.cl", cwd=root)
    # The prefix may match other devices too (pip's PoCL and Debian's on one machine: "pthread-
    # haswell-AMD EPYC" and "pthread-AMD EPYC"), each of which then adds its name to the source.
    assert f"opencl: {device_name})" in text.stdout or f"opencl: {device_name} +" in text.stdout


def test_check_with_device_names_a_pattern_that_matches_nothing(device_name, workspace):
    root, _ = workspace
    result = run("check", "--device", "no-such-device-anywhere", "D001.cl", cwd=root)
    assert result.returncode == 2
    assert "no OpenCL device matches 'no-such-device-anywhere'" in result.stderr and device_name in result.stderr


def test_without_pyopencl_the_cli_says_how_to_get_it(workspace):
    root, _ = workspace
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(NO_PYOPENCL), os.environ.get("PYTHONPATH", "")]))
    listing = run("devices", env=env)
    assert listing.returncode == 2 and "-m pip install pyopencl pocl-binary-distribution" in listing.stderr
    checked = run("check", "--device", "", "D002.cl", cwd=root, env=env)
    # Static findings still print; the device part says why it is off.
    assert checked.returncode == 2 and "Device diagnostics are off" in checked.stderr


def test_check_device_followed_by_a_file_builds_that_file(device_name, workspace):
    """Issue 19: `check --device kernel.cl` took the path as the device pattern, then failed
    with "PATH required"; a value that names a source file is a path."""
    root, _ = workspace
    result = run("check", "--format", "json", "--device", "D001.cl", cwd=root)
    assert result.returncode == 1, result.stderr
    records = json.loads(result.stdout)
    assert any(f"opencl: {device_name}" in r["source"] for r in records)
    lines = [(r["range"]["start"]["line"], r["range"]["start"]["character"]) for r in records]
    assert lines == sorted(lines)

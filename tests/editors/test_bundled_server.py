"""The server bundled in the VS Code extension's .vsix (issue 19, item 4).

Builds the .vsix as a release would (`npm run package`: esbuild, then
vscode-extension/scripts/bundle-server.sh at prepublish, which builds
opencl_lsp from this checkout and takes its dependencies from PyPI), unpacks
it, and starts `extension/bundled/tool/server.py` with a plain interpreter,
`python3 -I`, in an empty environment (no venv, nothing on PATH, a fresh
HOME): the server must publish diagnostics for a small kernel over stdio. Every
CPython >= 3.10 found outside the test's venv is tried (the bundle carries
py-tree-sitter's compiled module for each; our grammar binding is abi3).

With OPENCL_LSP_E2E=1, the same .vsix goes into code-server with no
`opencl.server.path` and no opencl-lsp on PATH: the extension must pick the
bundled server and VS Code must show its squiggle.

The first needs node, npm and the extension's packages (`npm ci` in
vscode-extension, which tools/run_tests.sh runs before pytest) and PyPI.
"""

from __future__ import annotations

import asyncio
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from lsprotocol import types

from tests.editors.conftest import FIXTURE, ROOT, require_e2e
from tests.lsp.conftest import make_client, open_document, wait_for_diagnostics

EXTENSION = ROOT / "vscode-extension"
VSCE = EXTENSION / "node_modules" / ".bin" / "vsce"

# An undeclared name (B001, line 3) and a missing ';' (S002, line 8).
KERNEL = """kernel void k(global float *out)
{
    out[get_global_id(0)] = undeclared_value;
}

kernel void m(global int *out)
{
    int i = get_global_id(0)
    out[i] = 1;
}
"""


def _version(python: str) -> tuple[int, int] | None:
    try:
        done = subprocess.run([python, "-I", "-c", "import sys; print(*sys.version_info[:2])"],
                              capture_output=True, text=True, timeout=30, env={})
    except OSError:
        return None
    if done.returncode != 0:
        return None
    major, minor = done.stdout.split()
    return int(major), int(minor)


def _interpreters() -> dict[str, tuple[int, int]]:
    """Plain CPythons on this machine (Debian's, pyenv's), not the venv under test, by version."""
    candidates = ["/usr/bin/python3", *sorted(glob.glob("/usr/bin/python3.[0-9]*")),
                  *sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.*/bin/python3")))]
    venv = Path(sys.prefix).resolve()
    found: dict[str, tuple[int, int]] = {}
    seen = set()
    for candidate in candidates:
        real = Path(candidate).resolve()
        if not real.is_file() or real in seen or venv in real.parents or candidate.endswith("-config"):
            continue
        seen.add(real)
        version = _version(candidate)
        if version:
            found[candidate] = version
    return found


INTERPRETERS = _interpreters()
SUPPORTED = [python for python, version in INTERPRETERS.items() if version >= (3, 10)]
TOO_OLD = [python for python, version in INTERPRETERS.items() if version < (3, 10)]


@pytest.fixture(scope="module")
def extension(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The .vsix built from this checkout, and its unpacked `extension/` folder."""
    if not shutil.which("npm") or not shutil.which("node"):
        pytest.skip("node and npm build the extension")
    if not VSCE.exists():
        pytest.skip("vscode-extension/node_modules is missing: run `npm ci` in vscode-extension")
    tmp = tmp_path_factory.mktemp("bundled")
    vsix = tmp / "opencl-lsp.vsix"
    started = time.monotonic()
    done = subprocess.run(["npm", "run", "package", "--", "--out", str(vsix)], cwd=EXTENSION, capture_output=True,
                          text=True, timeout=900, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"npm run package failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    seconds = time.monotonic() - started
    with zipfile.ZipFile(vsix) as archive:
        archive.extractall(tmp / "unpacked")
    root = tmp / "unpacked" / "extension"
    print(f"\n.vsix: {vsix.stat().st_size / 2**20:.2f} MiB, built in {seconds:.0f} s")
    return {"vsix": vsix, "root": root, "launcher": root / "bundled" / "tool" / "server.py", "tmp": tmp}


def test_the_vsix_carries_the_server_and_no_build_leftovers(extension: dict) -> None:
    libs = extension["root"] / "bundled" / "libs"
    for package in ("opencl_lsp", "pygls", "lsprotocol", "attrs", "cattrs", "tree_sitter"):
        assert (libs / package / "__init__.py").is_file(), package
    assert list((libs / "opencl_lsp" / "grammar").glob("_binding.abi3.so")), "the grammar binding is one abi3 module"
    bindings = sorted(p.name for p in (libs / "tree_sitter").glob("_binding.cpython-3*-x86_64-linux-gnu.so"))
    assert [name.split("-")[1] for name in bindings] == ["310", "311", "312", "313", "314"]
    assert not list(libs.rglob("__pycache__")) and not (libs / "bin").exists()
    assert not list(libs.rglob("libtree-sitter-opencl.*")), "the editors' plain grammar library stays out"
    # A reasonable download: the .vsix stays under 8 MiB.
    assert extension["vsix"].stat().st_size < 8 * 2**20


async def _first_diagnostics(python: str, launcher: Path, home: Path, tmp: Path) -> tuple[list, float]:
    """Start `python -I launcher --stdio` with nothing in its environment; the diagnostics of KERNEL."""
    client = make_client()
    started = time.monotonic()
    await client.start_io(python, "-I", str(launcher), "--stdio", env={"HOME": str(home), "PATH": "/nonexistent"},
                          cwd=str(tmp))
    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=types.ClientCapabilities(), root_uri=tmp.as_uri(),
            initialization_options={"device": {"mode": "off"}},
        ))
        uri = (tmp / "kernel.cl").as_uri()
        open_document(client, uri, KERNEL)
        published = await wait_for_diagnostics(client, uri, timeout=60)
        seconds = time.monotonic() - started
        await client.shutdown_session()
    finally:
        await client.stop()
    return published.diagnostics, seconds


@pytest.mark.parametrize("python", SUPPORTED or [pytest.param(None, marks=pytest.mark.skip("no plain CPython >= 3.10"))])
async def test_the_bundled_server_gives_diagnostics_with_a_plain_python(extension: dict, python: str,
                                                                        tmp_path: Path) -> None:
    # The interpreter alone has no opencl-lsp: what answers is the bundle.
    bare = subprocess.run([python, "-I", "-c", "import opencl_lsp"], capture_output=True, env={}, timeout=30)
    assert bare.returncode != 0, f"{python} has opencl_lsp installed; the test needs a plain interpreter"
    check = subprocess.run([python, "-I", str(extension["launcher"]), "--bundle-check"], capture_output=True,
                           text=True, env={}, timeout=60)
    assert check.returncode == 0 and check.stdout.startswith("opencl-lsp 0."), check.stderr

    home = tmp_path / "home"
    home.mkdir()
    cold, cold_seconds = await _first_diagnostics(python, extension["launcher"], home, tmp_path)
    warm, warm_seconds = await _first_diagnostics(python, extension["launcher"], home, tmp_path)
    version = "%d.%d" % INTERPRETERS[python]
    print(f"\nPython {version}: first diagnostics {cold_seconds:.2f} s from spawn (first start), "
          f"{warm_seconds:.2f} s (next start)")
    for diagnostics in (cold, warm):
        by_code = {str(d.code): d for d in diagnostics}
        assert "B001" in by_code and by_code["B001"].range.start.line == 2, diagnostics
        assert "S002" in by_code and by_code["S002"].range.start.line == 7, diagnostics


@pytest.mark.skipif(not TOO_OLD, reason="no CPython older than 3.10 on this machine")
def test_an_older_python_is_refused_with_the_reason(extension: dict) -> None:
    done = subprocess.run([TOO_OLD[0], "-I", str(extension["launcher"]), "--bundle-check"], capture_output=True,
                          text=True, env={}, timeout=60)
    assert done.returncode == 3
    assert "needs Python 3.10 or later" in done.stderr


def _stripped_path() -> str:
    """Directories for node and python3 (Debian's), none holding an opencl-lsp."""
    path = os.pathsep.join(["/usr/bin", "/bin"])
    assert shutil.which("opencl-lsp", path=path) is None
    return path


def test_vscode_picks_the_bundled_server_with_nothing_on_path(extension: dict) -> None:
    """code-server with the .vsix, no opencl.server.path and no opencl-lsp on PATH shows the squiggle."""
    require_e2e()
    from tests.editors.test_vscode import _free_port, _run, _tools, _wait_healthy

    if not os.access("/usr/bin/python3", os.X_OK) or not os.access("/usr/bin/node", os.X_OK):
        pytest.skip("needs Debian's python3 and node in /usr/bin (the only directories left on PATH)")
    tools = _tools()
    tmp = extension["tmp"] / "vscode"
    user, extensions = tmp / "user-data", tmp / "extensions"
    (user / "User").mkdir(parents=True)
    (user / "User" / "settings.json").write_text(json.dumps({
        "workbench.startupEditor": "none",
        "security.workspace.trust.enabled": False,
        "workbench.tips.enabled": False,
        "extensions.ignoreRecommendations": True,
        "update.mode": "none",
        "telemetry.telemetryLevel": "off",
    }, indent=2))
    env = {key: value for key, value in os.environ.items() if key not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env["PATH"] = _stripped_path()
    code_server = tools["CODE_SERVER"]
    _run([code_server, "--user-data-dir", str(user), "--extensions-dir", str(extensions), "--install-extension",
          str(extension["vsix"])], cwd=tmp, timeout=300, env=env)
    workspace = tmp / "workspace"
    shutil.copytree(FIXTURE, workspace)
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log = tmp / "code-server.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [code_server, "--auth", "none", "--bind-addr", f"127.0.0.1:{port}", "--disable-telemetry",
             "--disable-update-check", "--disable-workspace-trust", "--disable-getting-started-override",
             "--user-data-dir", str(user), "--extensions-dir", str(extensions), str(workspace)],
            cwd=tmp, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env, start_new_session=True,
        )
    try:
        _wait_healthy(url, proc, log)
        config = tmp / "e2e.json"
        config.write_text(json.dumps({
            "url": url, "folder": str(workspace), "screenshots": str(tmp / "screenshots"),
            "playwrightCore": tools["PLAYWRIGHT_CORE"], "checks": ["squiggle"],
        }))
        started = time.monotonic()
        done = subprocess.run(["node", str(EXTENSION / "e2e" / "run.mjs"), str(config)], cwd=EXTENSION,
                              capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
        seconds = time.monotonic() - started
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(proc.pid, sig)
                proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                continue
            break
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no JSON from run.mjs ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    results = json.loads(lines[-1])
    # What the extension logged in its output channel: how it found the server.
    channel = "\n".join(Path(p).read_text(errors="replace")
                        for p in glob.glob(str(user / "logs" / "**" / "*OpenCL Language Server*.log"), recursive=True))
    assert "setup" not in results, f"{results['setup']}\n{done.stderr[-3000:]}"
    assert results["squiggle"]["ok"], f"{results['squiggle']}\n{channel[-3000:]}\n{done.stderr[-3000:]}"
    assert results["squiggle"]["detail"]["errors"] >= 1
    # code-server's extension host may put more on PATH (a version manager's python3), never an opencl-lsp.
    assert "No opencl-lsp on PATH; trying the bundled server." in channel, channel[-3000:]
    assert "Server found by bundled: " in channel and "/bundled/tool/server.py" in channel, channel[-3000:]
    # The device worker (a child `python -m opencl_lsp.device.worker`) finds the bundle too.
    assert "No module named 'opencl_lsp'" not in channel, channel[-3000:]
    print(f"\ncode-server: squiggle from the bundled server {results['squiggle']['seconds']:.1f} s after main.cl "
          f"opened ({seconds:.0f} s for the whole page run)")

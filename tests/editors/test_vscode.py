"""VS Code 1.100 (code-server) in headless Chromium, with the extension built from vscode-extension/.

Runs only with OPENCL_LSP_E2E=1 (CI sets it). It builds the .vsix (`npm ci`,
then `vsce package`, whose prepublish step bundles with esbuild), gets
code-server, vsce and playwright-core from tools/editors/code-server-setup
(or $OPENCL_LSP_CODE_SERVER_SETUP), installs the .vsix into a temporary
extensions directory, starts code-server in its own process group on a free
port with a copy of tests/fixtures/e2e, and drives it with
vscode-extension/e2e/run.mjs, which prints one JSON object of check results.
Screenshots go to docs/images/vscode-*.png (or $OPENCL_LSP_SCREENSHOTS); a failed
check leaves vscode-CHECK-failed.png in the test's temporary directory.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from tests.editors.conftest import FIXTURE, HELPER_DEFINITION_LINE, ROOT, require_e2e, server_command

EXTENSION = ROOT / "vscode-extension"
SETUP = Path(os.environ.get("OPENCL_LSP_CODE_SERVER_SETUP", ROOT / "tools" / "editors" / "code-server-setup"))
SCREENSHOTS = Path(os.environ.get("OPENCL_LSP_SCREENSHOTS", ROOT / "docs" / "images"))
DESCRIPTIONS = ROOT / "server" / "analysis" / "semantics" / "data" / "descriptions.json"


def _run(argv: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"{' '.join(argv)} failed ({done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def _tools() -> dict[str, str]:
    """CODE_SERVER, VSCE and PLAYWRIGHT_CORE as printed by code-server-setup."""
    if not SETUP.is_file():
        pytest.skip(f"no code-server-setup at {SETUP}")
    tools = {}
    for line in _run([str(SETUP)], cwd=ROOT, timeout=900).splitlines():
        key, _, value = line.partition("=")
        if key in ("CODE_SERVER", "VSCE", "PLAYWRIGHT_CORE"):
            tools[key] = value.strip()
    assert set(tools) == {"CODE_SERVER", "VSCE", "PLAYWRIGHT_CORE"}, tools
    return tools


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_healthy(url: str, proc: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"code-server exited ({proc.returncode}):\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.5)
    raise AssertionError(f"code-server did not answer /healthz:\n{log.read_text(errors='replace')[-3000:]}")


# A pyopencl host file whose kernel uses an undeclared name (B001) on its sixth line.
HOST_PY = '''import pyopencl as cl

ctx = cl.create_some_context()
prg = cl.Program(ctx, """
__kernel void scale(__global float *data, float k)
{
    data[get_global_id(0)] = k * undeclared_y;
}
""").build()
'''


# Unformatted OpenCL C for the Format Document check (clang-format gives `    int i = get_global_id(0);`).
UGLY_CL = """__kernel void fill(__global int *out){
int i=get_global_id(0);
out[i]=i*2;
}
"""


def _hover_expect() -> str:
    """The first words of get_global_id's description in the catalog (what the hover must show)."""
    description = json.loads(DESCRIPTIONS.read_text(encoding="utf-8"))["functions"]["get_global_id"]["description"]
    return " ".join(description.split()[:5])


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Build, install, start code-server, run every check once; the tests below read the results."""
    require_e2e()
    if not shutil.which("npm") or not shutil.which("node"):
        pytest.skip("node and npm are needed to build the extension")
    tmp = tmp_path_factory.mktemp("vscode")
    tools = _tools()

    _run(["npm", "ci", "--no-audit", "--no-fund"], cwd=EXTENSION, timeout=600)
    vsix = tmp / "opencl-lsp.vsix"
    _run([tools["VSCE"], "package", "--no-dependencies", "--out", str(vsix)], cwd=EXTENSION, timeout=300)

    user, extensions = tmp / "user-data", tmp / "extensions"
    (user / "User").mkdir(parents=True)
    (user / "User" / "settings.json").write_text(json.dumps({
        "workbench.startupEditor": "none",
        "workbench.colorTheme": "Default Dark Modern",
        "security.workspace.trust.enabled": False,
        "workbench.tips.enabled": False,
        "extensions.ignoreRecommendations": True,
        "update.mode": "none",
        "telemetry.telemetryLevel": "off",
        "opencl.server.path": server_command(),
        # No device builds: no check here is about them (tests/device covers them), and a driver
        # that fails for a reason of its own (PoCL on a CPU its LLVM does not know) would leave a
        # D003 squiggle that the quick fix's check waits in vain to see go.
        "opencl.device.mode": "off",
    }, indent=2))
    code_server = tools["CODE_SERVER"]
    _run([code_server, "--user-data-dir", str(user), "--extensions-dir", str(extensions), "--install-extension", str(vsix)],
         cwd=tmp, timeout=300)

    workspace = tmp / "workspace"
    shutil.copytree(FIXTURE, workspace)
    (workspace / "host.py").write_text(HOST_PY)  # Issue 20: a kernel in a pyopencl string.
    (workspace / "ugly.cl").write_text(UGLY_CL)  # Issue 19: Format Document.
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log = tmp / "code-server.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [code_server, "--auth", "none", "--bind-addr", f"127.0.0.1:{port}", "--disable-telemetry",
             "--disable-update-check", "--disable-workspace-trust", "--disable-getting-started-override",
             "--user-data-dir", str(user), "--extensions-dir", str(extensions), str(workspace)],
            cwd=tmp, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: the extension host and the server die with it
        )
    try:
        _wait_healthy(url, proc, log)
        config = tmp / "e2e.json"
        config.write_text(json.dumps({
            "url": url,
            "folder": str(workspace),
            "screenshots": str(SCREENSHOTS),
            "failures": str(tmp / "failures"),
            "playwrightCore": tools["PLAYWRIGHT_CORE"],
            "checks": ["squiggle", "hover", "definition", "quickfix", "inlayhints", "format", "host"],
            "hoverExpect": _hover_expect(),
        }))
        done = subprocess.run(["node", str(EXTENSION / "e2e" / "run.mjs"), str(config)], cwd=EXTENSION,
                              capture_output=True, text=True, timeout=420, stdin=subprocess.DEVNULL)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        assert lines, f"no JSON from run.mjs ({done.returncode}):\n{done.stdout}\n{done.stderr}"
        results = json.loads(lines[-1])
        results["_log"] = done.stderr[-4000:] + f"\nfailure screenshots: {tmp / 'failures'}"
        yield results
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                break
            try:
                proc.wait(timeout=10)
                os.killpg(proc.pid, signal.SIGKILL)  # stragglers of the group (language server)
            except (subprocess.TimeoutExpired, ProcessLookupError):
                continue
            break


def _check(session: dict, name: str) -> dict:
    assert "setup" not in session, f"setup failed: {session['setup']}\n{session['_log']}"
    result = session.get(name)
    assert result is not None, f"{name} did not run:\n{session['_log']}"
    assert result["ok"], f"{name}: {result['detail']}\n{session['_log']}"
    return result["detail"]


def test_error_squiggle(session: dict) -> None:
    detail = _check(session, "squiggle")
    assert detail["errors"] >= 1
    assert "OpenCL C" in detail["status"], "the status bar item shows the OpenCL C version"


def test_hover_shows_the_builtin_description(session: dict) -> None:
    assert _hover_expect() in _check(session, "hover")["hover"]


def test_definition_in_another_file(session: dict) -> None:
    detail = _check(session, "definition")
    assert detail["opened"] == "helpers.cl"
    # helpers.cl line 3 (1-based), `scale` at column 7: `float scale(...)`.
    assert detail["cursor"] == f"Ln {HELPER_DEFINITION_LINE + 1}, Col 7"


def test_quick_fix_inserts_the_semicolon(session: dict) -> None:
    detail = _check(session, "quickfix")
    assert detail["line"].endswith("v;")


def test_squiggle_inside_a_python_string(session: dict) -> None:
    """Issue 20: the kernel in a pyopencl Program string of host.py gets its squiggle, on its line."""
    detail = _check(session, "host")
    assert detail["errors"] == 1
    assert "undeclared_y" in detail["message"] and "B001" in detail["message"]


def test_inlay_hints_name_the_parameter(session: dict) -> None:
    """Issue 19: `scale(v.x, factor)` shows `value:` (and not `factor:`, which the argument says)."""
    line = _check(session, "inlayhints")["line"]
    assert "value:" in line and "factor:" not in line


def test_format_document_uses_clang_format(session: dict) -> None:
    """Issue 19: Format Document through the server's clang-format (the 'format' extra)."""
    pytest.importorskip("clang_format")
    assert _check(session, "format")["line"].startswith("    int i = get_global_id(0);")

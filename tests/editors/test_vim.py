"""Vim 9 + ALE (Debian: vim-ale), silent Ex mode, with the plugin of `editor-setup vim`.

The end-to-end test needs OPENCL_LSP_E2E=1, `vim` and ALE (found in Debian's
package paths, or $OPENCL_LSP_ALE_DIR). The script adds ALE and the directory
written by `opencl-lsp editor-setup vim --dir` to 'runtimepath', opens main.cl
(our ftdetect rule must set filetype `opencl`, our syntax file colour it),
lets ALE's LSP linter start opencl-lsp, waits for ALE's diagnostics and runs
`:ALEHover` on get_global_id as a user does, then reads the preview window
and where the cursor is. Results go to a JSON file (Ex mode prints nothing
useful on stdout).
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
    SIGNATURE_LINE,
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
function! s:PreviewWindow() abort
  for l:win in getwininfo()
    if getwinvar(l:win.winid, '&previewwindow')
      return l:win
    endif
  endfor
  return {}
endfunction
try
  let &runtimepath = $E2E_ALE . ',' . $E2E_VIMDIR . ',' . &runtimepath
  " What a vimrc says: detection (our ftdetect/opencl.vim) and syntax on.
  filetype on
  syntax on
  runtime plugin/ale.vim
  runtime plugin/opencl_lsp.vim
  let s:out.ale_loaded = exists('g:loaded_ale')
  let g:ale_linters = {'opencl': ['opencl_lsp']}
  let g:ale_lint_delay = 0
  edit!
  let s:out.filetype = &filetype
  let s:out.syntax = get(b:, 'current_syntax', '')
  let s:out.kernel_syntax = synIDattr(synID(str2nr($E2E_SIG_LINE), str2nr($E2E_KERNEL_COL), 1), 'name')
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
  " :ALEHover on get_global_id, as a user does: the answer opens the preview window.
  messages clear
  call cursor(str2nr($E2E_HOVER_LINE), str2nr($E2E_HOVER_COL))
  let s:source_win = win_getid()
  ALEHover
  let s:i = 0
  while s:i < 100 && empty(s:PreviewWindow())
    sleep 100m
    let s:i += 1
  endwhile
  let s:preview = s:PreviewWindow()
  if empty(s:preview)
    let s:out.hover_error = 'no preview window; messages: ' . execute('messages')
  else
    let s:out.hover = join(getbufline(s:preview.bufnr, 1, '$'), "\n")
  endif
  let s:out.cursor_in_source = win_getid() == s:source_win
  let s:out.messages = execute('messages')
  " What ALE does with a fenced ```opencl block from a markdown server.
  new
  unlet! b:current_syntax
  syntax include @ALE_hover_opencl syntax/opencl.vim
  let s:out.syntax_include = 'ok'
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
            "E2E_SIG_LINE": str(SIGNATURE_LINE + 1),
            "E2E_KERNEL_COL": str(column_of(fixture_line("main.cl", SIGNATURE_LINE), "kernel") + 1),
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


def test_vim_syntax_file(vim_result):
    """syntax/opencl.vim from editor-setup: C's syntax plus OpenCL's words (`kernel`)."""
    assert vim_result["syntax"] == "opencl"
    assert vim_result["kernel_syntax"] == "openclStorageClass"
    assert vim_result["syntax_include"] == "ok"  # ALE's hover can include it: no E484


def test_vim_ale_hover(vim_result):
    """Issue 19 (2, 3): :ALEHover shows plain text, no E484, and the cursor stays in the source window."""
    assert "hover" in vim_result, vim_result.get("hover_error")
    lines = vim_result["hover"].splitlines()
    assert lines[0] == "    size_t get_global_id(uint dimindx);"
    assert "```" not in vim_result["hover"] and "](" not in vim_result["hover"]
    assert any(line.startswith("OpenCL C spec: work-item functions (https://") for line in lines)
    assert "E484" not in vim_result["messages"] and "Error" not in vim_result["messages"], vim_result["messages"]
    assert vim_result["cursor_in_source"]


# Without an editor.


def test_editor_setup_vim_writes_the_plugin(tmp_path):
    printed = editor_setup("vim", tmp_path / "vimfiles")
    plugin = tmp_path / "vimfiles" / "plugin" / "opencl_lsp.vim"
    assert plugin.is_file()
    text = plugin.read_text(encoding="utf-8")
    assert "ale#linter#Define('opencl'" in text and "'lsp': 'stdio'" in text
    assert "set filetype=opencl" in text
    assert (tmp_path / "vimfiles" / "ftdetect" / "opencl.vim").read_text() == editors.vim.FTDETECT_VIM
    assert (tmp_path / "vimfiles" / "syntax" / "opencl.vim").read_text() == editors.vim.SYNTAX_VIM
    assert "ale#linter#Define" in printed
    assert editors.vim.SHIPPED["vim/opencl.vim"].startswith('" opencl-lsp')

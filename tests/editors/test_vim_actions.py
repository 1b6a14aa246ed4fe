"""Vim 9 + ALE 3.3: a quick fix and formatting end to end (issue 19), as a user does them.

Needs OPENCL_LSP_E2E=1, `vim` and ALE (Debian: vim-ale); formatting also needs the `format`
extra (the clang-format wheel). The script loads ALE and the files of `editor-setup vim`,
opens main.cl, waits for ALE's diagnostics, jumps to the first one (`:ALEFirst`: the S002
error, line 9 misses its `;`) and runs `:ALECodeAction`; ALE lists the fixes and asks for a
number, which Vim reads from stdin in silent Ex mode (`1`). The buffer is written and linted
again. Then the same for V001 in a second file (`.xyzw` on a float2).

Formatting: ALE 3.3 has no client for textDocument/formatting (its LSP code sends no such
request; it formats through "fixers" only), so a Vim user formats with an ALE fixer that runs
`opencl-lsp format` on ALE's temporary copy; the script registers that fixer as a vimrc
would and runs `:ALEFix`.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.editors.conftest import (
    MISSING_SEMICOLON_LINE,
    SIGNATURE_LINE,
    editor_env,
    editor_setup,
    fixture_line,
    make_workspace,
    require_e2e,
)
from tests.editors.test_emacs_actions import SWIZZLE_CL
from tests.editors.test_vim import _ale_dir

VIMSCRIPT = r"""
set nocompatible
let s:out = {}
function! s:Finish() abort
  call writefile([json_encode(s:out)], $E2E_OUT)
  qall!
endfunction
function! s:Loclist() abort
  return copy(get(get(g:ale_buffer_info, bufnr(''), {}), 'loclist', []))
endfunction
function! s:Problems() abort
  return map(s:Loclist(), '{"lnum": v:val.lnum, "col": v:val.col, "type": v:val.type, "text": v:val.text}')
endfunction
function! s:WaitFor(expr, tenths) abort
  let l:i = 0
  while l:i < a:tenths && !eval(a:expr)
    sleep 100m
    let l:i += 1
  endwhile
  return eval(a:expr)
endfunction
" The user's choice at ALE's "Type number and <Enter>" prompt comes from stdin; keep the prompt.
function! s:QuickFix(prefix, lnum, done) abort
  call s:WaitFor('!empty(filter(s:Loclist(), "v:val.lnum == ' . a:lnum . '"))', 300)
  let s:out[a:prefix . '_before'] = s:Problems()
  ALEFirst
  let s:out[a:prefix . '_cursor'] = getpos('.')[1:2]
  redir => l:prompt
  ALECodeAction
  call s:WaitFor(a:done, 100)
  redir END
  let s:out[a:prefix . '_prompt'] = l:prompt
  let s:out[a:prefix . '_line'] = getline(a:lnum)
  write
  ALELint
  call s:WaitFor('empty(filter(s:Loclist(), "v:val.lnum == ' . a:lnum . '"))', 300)
  let s:out[a:prefix . '_after'] = s:Problems()
endfunction
function! OpenclLspFormat(buffer) abort
  return {'command': 'opencl-lsp format %t', 'read_temporary_file': 1}
endfunction
try
  let &runtimepath = $E2E_ALE . ',' . $E2E_VIMDIR . ',' . &runtimepath
  filetype on
  syntax on
  runtime plugin/ale.vim
  runtime plugin/opencl_lsp.vim
  let g:ale_linters = {'opencl': ['opencl_lsp']}
  let g:ale_lint_delay = 0
  " What a vimrc adds to format OpenCL C with ALE: a fixer that runs opencl-lsp format.
  call ale#fix#registry#Add('opencl_lsp_format', 'OpenclLspFormat', ['opencl'], 'opencl-lsp format')
  let g:ale_fixers = {'opencl': ['opencl_lsp_format']}
  edit!
  ALELint
  call s:QuickFix('semicolon', str2nr($E2E_FIX_LINE), 'getline(' . $E2E_FIX_LINE . ') =~# ";$"')
  let s:signature = getline(str2nr($E2E_SIG_LINE))
  ALEFix
  call s:WaitFor('getline(' . $E2E_SIG_LINE . ') !=# s:signature', 100)
  let s:out.formatted = getline(1, '$')
  let s:out.fix_messages = execute('messages')
  write
  edit swizzle.cl
  ALELint
  call s:QuickFix('swizzle', 3, 'getline(3) !~# "xyzw"')
catch
  let s:out.error = v:exception . ' at ' . v:throwpoint
endtry
call s:Finish()
"""


@pytest.fixture(scope="module")
def vim_actions(tmp_path_factory):
    require_e2e()
    vim = shutil.which("vim")
    if not vim:
        pytest.skip("vim is not installed (CI: apt-get install vim-ale pulls vim)")
    ale = _ale_dir()
    tmp_path = tmp_path_factory.mktemp("vim_actions")
    workspace = make_workspace(tmp_path)
    (workspace / "swizzle.cl").write_text(SWIZZLE_CL, encoding="utf-8")
    editor_setup("vim", tmp_path / "vimfiles")
    script = tmp_path / "t.vim"
    script.write_text(VIMSCRIPT, encoding="utf-8")
    result_file = tmp_path / "result.json"
    (tmp_path / "home").mkdir()
    env = editor_env({
        "E2E_ALE": str(ale), "E2E_VIMDIR": str(tmp_path / "vimfiles"), "E2E_OUT": str(result_file),
        "E2E_FIX_LINE": str(MISSING_SEMICOLON_LINE + 1), "E2E_SIG_LINE": str(SIGNATURE_LINE + 1),
        "HOME": str(tmp_path / "home"),
    })
    argv = [vim, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es", "-S", str(script), "main.cl"]
    # One line per ALE prompt: the number of the first fix, as a user types it.
    done = subprocess.run(argv, cwd=workspace, env=env, input="1\n1\n", capture_output=True, text=True,
                          timeout=150)
    assert result_file.is_file(), f"vim wrote no result (exit {done.returncode}): {done.stdout} {done.stderr}"
    result = json.loads(result_file.read_text(encoding="utf-8"))
    print(result)
    assert "error" not in result, result
    return result


def test_vim_ale_code_action_inserts_the_semicolon(vim_actions):
    assert any(d["lnum"] == MISSING_SEMICOLON_LINE + 1 and "expected ';'" in d["text"]
               for d in vim_actions["semicolon_before"]), vim_actions["semicolon_before"]
    assert vim_actions["semicolon_cursor"][0] == MISSING_SEMICOLON_LINE + 1
    assert "1) Insert ';'" in vim_actions["semicolon_prompt"], vim_actions["semicolon_prompt"]
    assert vim_actions["semicolon_line"] == fixture_line("main.cl", MISSING_SEMICOLON_LINE) + ";"
    assert not [d for d in vim_actions["semicolon_after"] if "expected ';'" in d["text"]]


def test_vim_ale_code_action_makes_the_swizzle_valid(vim_actions):
    """Issue 19: V001's fix in ALE's list, first, and applied: `.xyzw` on a float2 becomes `.xy`."""
    assert "1) Drop z, w, which 'float2' lacks: '.xy' (a float2, not a float4)" in vim_actions["swizzle_prompt"]
    assert vim_actions["swizzle_line"] == "    q[0] = w.xy;"
    assert not [d for d in vim_actions["swizzle_after"] if "out of range" in d["text"]]


def test_vim_ale_fix_formats_with_opencl_lsp_format(vim_actions):
    pytest.importorskip("clang_format")
    signature = fixture_line("main.cl", SIGNATURE_LINE)
    assert vim_actions["formatted"][SIGNATURE_LINE] == signature + " {", vim_actions["formatted"]

"""Vim (and Neovim) with ALE: filetype detection and the ALE linter entry.

Knows Vim's and ALE's conventions: stock Vim guesses Lisp for `*.cl`, so the
rule forces `opencl` with `:set filetype`; Vim has no OpenCL syntax file, so
`opencl` buffers borrow C's. ALE starts an LSP server for a linter defined
with `ale#linter#Define(filetype, {'lsp': 'stdio', ...})` and needs a
non-empty `project_root`: the directory holding `.git`, else the file's
directory. The executable is `g:ale_opencl_opencl_lsp_executable` (default
`opencl-lsp`), read through `ale#Var`. The file is a plugin script; the
default target is ~/.vim/plugin/opencl_lsp.vim. `OPENCL_VIM` is the source of
the shipped editors/vim/opencl.vim (tests/editors/test_vim.py keeps them equal).
"""

from __future__ import annotations

from pathlib import Path

from .common import Artifact, substitute_command

DEFAULT_DIR = "~/.vim"
PLUGIN_PATH = "plugin/opencl_lsp.vim"

OPENCL_VIM = r"""
" opencl-lsp for Vim 8.2+/9 (and Neovim) with ALE.
" Put this file at ~/.vim/plugin/opencl_lsp.vim (`opencl-lsp editor-setup vim`
" does), with ALE installed (Debian: apt install vim-ale; then `packadd ale`).

" *.cl is OpenCL C. Stock Vim guesses Lisp; `:set filetype` overrides that.
augroup opencl_lsp_filetype
  autocmd!
  autocmd BufRead,BufNewFile *.cl set filetype=opencl
  " Vim has no OpenCL syntax file: borrow C's.
  autocmd FileType opencl if !exists('b:current_syntax') | setlocal syntax=c | endif
augroup END

let g:ale_opencl_opencl_lsp_executable =
\   get(g:, 'ale_opencl_opencl_lsp_executable', 'opencl-lsp')

function! OpenclLspProjectRoot(buffer) abort
  let l:git = finddir('.git', fnamemodify(bufname(a:buffer), ':p:h') . ';')
  if !empty(l:git)
    return fnamemodify(l:git, ':p:h:h')
  endif
  return fnamemodify(bufname(a:buffer), ':p:h')
endfunction

function! s:DefineLinter() abort
  call ale#linter#Define('opencl', {
  \   'name': 'opencl_lsp',
  \   'lsp': 'stdio',
  \   'executable': {b -> ale#Var(b, 'opencl_opencl_lsp_executable')},
  \   'command': '%e',
  \   'project_root': function('OpenclLspProjectRoot'),
  \})
endfunction

" ALE may be loaded after this file (packadd in vimrc, plugin managers).
if exists('g:loaded_ale') || !empty(globpath(&runtimepath, 'autoload/ale/linter.vim'))
  call s:DefineLinter()
else
  augroup opencl_lsp_ale
    autocmd!
    autocmd VimEnter * if exists('g:loaded_ale') | call s:DefineLinter() | endif
  augroup END
endif
""".lstrip("\n")

SHIPPED = {"vim/opencl.vim": OPENCL_VIM}


def artifacts(directory: Path, command: str = "opencl-lsp") -> list[Artifact]:
    return [Artifact(directory / PLUGIN_PATH, substitute_command(OPENCL_VIM, command))]


def instructions(directory: Path, command: str = "opencl-lsp") -> str:
    header = [
        '" opencl-lsp for Vim with ALE.',
        f'" `opencl-lsp editor-setup vim` writes this as {directory / PLUGIN_PATH}.',
        '" Or save it yourself: opencl-lsp editor-setup vim --print > ~/.vim/plugin/opencl_lsp.vim',
        "",
    ]
    return "\n".join(header) + substitute_command(OPENCL_VIM, command)

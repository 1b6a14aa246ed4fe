"""Vim (and Neovim) with ALE: filetype detection and the ALE linter entry.

Knows Vim's and ALE's conventions: stock Vim guesses Lisp for `*.cl`, so the
rule (ftdetect/opencl.vim) forces `opencl` with `:set filetype`; Vim has no
OpenCL syntax file, so syntax/opencl.vim is C's plus OpenCL's words (ALE's
hover runs `syntax include` of syntax/LANG.vim for a fenced LANG block, and
failed with E484 without it, leaving the cursor in the preview). ALE starts an LSP server for a linter defined
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
" `editor-setup vim` also writes ftdetect/opencl.vim and syntax/opencl.vim
" (ALE's hover highlights ```opencl blocks with the latter); this rule is for
" a plugin file saved on its own.
if empty(globpath(&runtimepath, 'ftdetect/opencl.vim'))
  augroup opencl_lsp_filetype
    autocmd!
    autocmd BufRead,BufNewFile *.cl,*.opencl set filetype=opencl
  augroup END
endif

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

FTDETECT_PATH = "ftdetect/opencl.vim"
FTDETECT_VIM = """\
" opencl-lsp: *.cl files are OpenCL C. Stock Vim guesses Lisp for *.cl;
" `:set filetype` (not `:setfiletype`) overrides that guess. *.opencl files
" (CLBlast's kernels) are OpenCL C too.
autocmd BufRead,BufNewFile *.cl,*.opencl set filetype=opencl
"""

SYNTAX_PATH = "syntax/opencl.vim"
SYNTAX_VIM = r"""
" Vim syntax file for OpenCL C (from opencl-lsp): C's syntax and OpenCL's words.
" Also what ALE's hover includes for ```opencl blocks (`syntax include`).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/c.vim
unlet! b:current_syntax

syn keyword openclStorageClass kernel __kernel
syn keyword openclStorageClass global local constant private generic
syn keyword openclStorageClass __global __local __constant __private __generic
syn keyword openclStorageClass read_only write_only read_write
syn keyword openclStorageClass __read_only __write_only __read_write uniform pipe
syn keyword openclType bool half size_t ptrdiff_t intptr_t uintptr_t
syn keyword openclType uchar ushort uint ulong
syn keyword openclType image1d_t image1d_array_t image1d_buffer_t image2d_t image2d_array_t image3d_t
syn keyword openclType image2d_depth_t image2d_array_depth_t image2d_msaa_t image2d_array_msaa_t
syn keyword openclType image2d_msaa_depth_t image2d_array_msaa_depth_t
syn keyword openclType sampler_t event_t queue_t ndrange_t clk_event_t reserve_id_t cl_mem_fence_flags
syn keyword openclType atomic_int atomic_uint atomic_long atomic_ulong atomic_float atomic_double
syn keyword openclType atomic_intptr_t atomic_uintptr_t atomic_size_t atomic_ptrdiff_t atomic_flag
syn match openclType "\<\(u\?char\|u\?short\|u\?int\|u\?long\|half\|float\|double\)\(2\|3\|4\|8\|16\)\>"
syn keyword openclAttribute __attribute__
syn keyword openclConstant CLK_LOCAL_MEM_FENCE CLK_GLOBAL_MEM_FENCE CLK_IMAGE_MEM_FENCE
syn keyword openclConstant CLK_NORMALIZED_COORDS_TRUE CLK_NORMALIZED_COORDS_FALSE
syn keyword openclConstant CLK_ADDRESS_NONE CLK_ADDRESS_CLAMP CLK_ADDRESS_CLAMP_TO_EDGE CLK_ADDRESS_REPEAT
syn keyword openclConstant CLK_ADDRESS_MIRRORED_REPEAT CLK_FILTER_NEAREST CLK_FILTER_LINEAR
syn keyword openclConstant MAXFLOAT HUGE_VALF INFINITY NAN FLT_MAX FLT_MIN FLT_EPSILON M_PI M_PI_F

hi def link openclStorageClass StorageClass
hi def link openclType Type
hi def link openclAttribute Keyword
hi def link openclConstant Constant

let b:current_syntax = 'opencl'
""".lstrip("\n")

SHIPPED = {"vim/opencl.vim": OPENCL_VIM, "vim/ftdetect/opencl.vim": FTDETECT_VIM, "vim/syntax/opencl.vim": SYNTAX_VIM}


def artifacts(directory: Path, command: str = "opencl-lsp") -> list[Artifact]:
    return [
        Artifact(directory / PLUGIN_PATH, substitute_command(OPENCL_VIM, command)),
        Artifact(directory / FTDETECT_PATH, FTDETECT_VIM),
        Artifact(directory / SYNTAX_PATH, SYNTAX_VIM),
    ]


def instructions(directory: Path, command: str = "opencl-lsp") -> str:
    header = [
        '" opencl-lsp for Vim with ALE.',
        f'" `opencl-lsp editor-setup vim` writes this as {directory / PLUGIN_PATH},',
        f'" with {directory / FTDETECT_PATH} and {directory / SYNTAX_PATH}.',
        '" Or save it yourself: opencl-lsp editor-setup vim --print > ~/.vim/plugin/opencl_lsp.vim',
        "",
    ]
    return "\n".join(header) + substitute_command(OPENCL_VIM, command)

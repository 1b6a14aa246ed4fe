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

" opencl-lsp: *.cl files are OpenCL C. Stock Vim and Neovim guess Lisp for
" *.cl; `:set filetype` (not `:setfiletype`) overrides that guess. *.opencl
" files (CLBlast's kernels) are OpenCL C too.
autocmd BufRead,BufNewFile *.cl,*.opencl set filetype=opencl

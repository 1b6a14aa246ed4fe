" opencl-lsp: *.cl files are OpenCL C. Stock Vim guesses Lisp for *.cl;
" `:set filetype` (not `:setfiletype`) overrides that guess. *.opencl files
" (CLBlast's kernels) are OpenCL C too.
autocmd BufRead,BufNewFile *.cl,*.opencl set filetype=opencl

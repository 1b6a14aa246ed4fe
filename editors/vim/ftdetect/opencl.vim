" opencl-lsp: *.cl files are OpenCL C. Stock Vim guesses Lisp for *.cl;
" `:set filetype` (not `:setfiletype`) overrides that guess.
autocmd BufRead,BufNewFile *.cl set filetype=opencl

" opencl-lsp: *.cl files are OpenCL C. Stock Vim and Neovim guess Lisp for
" *.cl; `:set filetype` (not `:setfiletype`) overrides that guess.
autocmd BufRead,BufNewFile *.cl set filetype=opencl

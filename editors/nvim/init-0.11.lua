-- opencl-lsp, Neovim 0.11+ (init.lua)
vim.lsp.config('opencl_lsp', {
  cmd = { 'opencl-lsp' },
  filetypes = { 'opencl' },
  root_markers = { 'compile_commands.json', 'compile_flags.txt', '.opencl-lsp.toml', '.git' },
})
vim.lsp.enable('opencl_lsp')

-- Tree-sitter highlighting with parser/opencl.so and queries/opencl/*.scm
-- from `opencl-lsp editor-setup neovim`.
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'opencl',
  callback = function(args)
    pcall(vim.treesitter.start, args.buf, 'opencl')
  end,
})

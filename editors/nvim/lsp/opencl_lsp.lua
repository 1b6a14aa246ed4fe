-- opencl-lsp for Neovim 0.11+: this file on 'runtimepath' as lsp/opencl_lsp.lua
-- (`opencl-lsp editor-setup neovim` puts it there) lets init.lua just say
--   vim.lsp.enable('opencl_lsp')
-- It is also the format of an nvim-lspconfig entry (lsp/opencl_lsp.lua there).
return {
  cmd = { 'opencl-lsp' },
  filetypes = { 'opencl' },
  root_markers = { 'compile_commands.json', 'compile_flags.txt', '.opencl-lsp.toml', '.git' },
}

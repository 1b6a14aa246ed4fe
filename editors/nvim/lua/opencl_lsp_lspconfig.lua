-- opencl-lsp as an nvim-lspconfig server (the `require('lspconfig')` API of
-- nvim-lspconfig before Neovim 0.11). Put this file on 'runtimepath' as
-- lua/opencl_lsp_lspconfig.lua and call in init.lua:
--   require('opencl_lsp_lspconfig')
--   require('lspconfig').opencl_lsp.setup({})
local configs = require('lspconfig.configs')
local util = require('lspconfig.util')

if not configs.opencl_lsp then
  configs.opencl_lsp = {
    default_config = {
      cmd = { 'opencl-lsp' },
      filetypes = { 'opencl' },
      root_dir = util.root_pattern('compile_commands.json', 'compile_flags.txt', '.opencl-lsp.toml', '.git'),
      single_file_support = true,
    },
    docs = {
      description = [[
Language server for OpenCL C (https://github.com/opencl-lsp/opencl-lsp).
`pipx install /path/to/opencl-lsp` (a checkout or a wheel); `opencl-lsp editor-setup neovim` installs the
tree-sitter parser, queries and the `*.cl` filetype rule.
]],
    },
  }
end

return configs.opencl_lsp

-- opencl-lsp, Neovim 0.8 to 0.10 (init.lua)
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'opencl',
  callback = function(args)
    local file = vim.api.nvim_buf_get_name(args.buf)
    local markers = { 'compile_commands.json', 'compile_flags.txt', '.opencl-lsp.toml', '.git' }
    local marker = vim.fs.find(markers, { upward = true, path = vim.fs.dirname(file) })[1]
    vim.lsp.start({
      name = 'opencl_lsp',
      cmd = { 'opencl-lsp' },
      root_dir = marker and vim.fs.dirname(marker) or vim.fs.dirname(file),
    }, { bufnr = args.buf })
    -- Tree-sitter highlighting (parser and queries from `opencl-lsp editor-setup neovim`).
    if vim.treesitter.start then
      pcall(vim.treesitter.start, args.buf, 'opencl')  -- 0.9+
    else
      pcall(function()
        vim.treesitter.highlighter.new(vim.treesitter.get_parser(args.buf, 'opencl'))
      end)
    end
  end,
})

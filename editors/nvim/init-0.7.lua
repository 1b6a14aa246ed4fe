-- opencl-lsp, Neovim 0.7 (Debian bookworm's nvim; init.lua)
local opencl_lsp_clients = {}  -- one client per root directory
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'opencl',
  callback = function(args)
    local file = vim.api.nvim_buf_get_name(args.buf)
    local root = vim.fn.fnamemodify(vim.fn.finddir('.git', vim.fn.fnamemodify(file, ':p:h') .. ';'), ':p:h:h')
    if root == '' or vim.fn.isdirectory(root) == 0 then
      root = vim.fn.fnamemodify(file, ':p:h')
    end
    local id = opencl_lsp_clients[root]
    if not id or not vim.lsp.get_client_by_id(id) then
      id = vim.lsp.start_client({ name = 'opencl_lsp', cmd = { 'opencl-lsp' }, root_dir = root })
      opencl_lsp_clients[root] = id
    end
    if id then
      vim.lsp.buf_attach_client(args.buf, id)
    end
    pcall(function()
      vim.treesitter.highlighter.new(vim.treesitter.get_parser(args.buf, 'opencl'))
    end)
  end,
})

"""Neovim: the files to put on 'runtimepath' and the Lua to add to init.lua.

Knows Neovim's conventions: a tree-sitter parser is found as
`parser/<lang>.so` and its queries as `queries/<lang>/*.scm` in any directory
on 'runtimepath' (default target: ~/.local/share/nvim/site, which is on it
out of the box); `ftdetect/*.vim` there is sourced by `:filetype on` (0.7
and later; Vim script so 0.7 needs nothing newer); Neovim 0.11+ reads
`lsp/<name>.lua` for `vim.lsp.enable(name)`. Stock Neovim guesses Lisp for
`*.cl`, so the ftdetect rule forces `opencl` with `:set filetype`, which runs
after the stock rule. Both 0.7 and 0.10 load ABI 13-14 parsers; ours is 14.

Client set-ups by version: 0.11+ `vim.lsp.config` + `vim.lsp.enable`;
0.8-0.10 `vim.lsp.start` in a FileType autocommand; 0.7
`vim.lsp.start_client` + `vim.lsp.buf_attach_client`; and an
nvim-lspconfig-style entry. The texts below are the source of the files
shipped in editors/nvim/ (tests/editors/test_neovim.py keeps them equal).
"""

from __future__ import annotations

from pathlib import Path
from .common import FILETYPE, Artifact, grammar_library, query_files, substitute_command

DEFAULT_DIR = "~/.local/share/nvim/site"

FTDETECT_VIM = """\
" opencl-lsp: *.cl files are OpenCL C. Stock Vim and Neovim guess Lisp for
" *.cl; `:set filetype` (not `:setfiletype`) overrides that guess. *.opencl
" files (CLBlast's kernels) are OpenCL C too.
autocmd BufRead,BufNewFile *.cl,*.opencl set filetype=opencl
"""

LSP_CONFIG_LUA = """\
-- opencl-lsp for Neovim 0.11+: this file on 'runtimepath' as lsp/opencl_lsp.lua
-- (`opencl-lsp editor-setup neovim` puts it there) lets init.lua just say
--   vim.lsp.enable('opencl_lsp')
-- It is also the format of an nvim-lspconfig entry (lsp/opencl_lsp.lua there).
return {
  cmd = { 'opencl-lsp' },
  filetypes = { 'opencl' },
  root_markers = { 'compile_commands.json', 'compile_flags.txt', '.opencl-lsp.toml', '.git' },
}
"""

INIT_011_LUA = """\
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
"""

INIT_08_LUA = """\
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
"""

INIT_07_LUA = """\
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
"""

LSPCONFIG_LUA = """\
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
"""

# Paths under editors/ of the repository, for the shipped copies.
SHIPPED = {
    "nvim/ftdetect/opencl.vim": FTDETECT_VIM,
    "nvim/lsp/opencl_lsp.lua": LSP_CONFIG_LUA,
    "nvim/init-0.11.lua": INIT_011_LUA,
    "nvim/init-0.8.lua": INIT_08_LUA,
    "nvim/init-0.7.lua": INIT_07_LUA,
    "nvim/lua/opencl_lsp_lspconfig.lua": LSPCONFIG_LUA,
}


def artifacts(directory: Path, command: str = "opencl-lsp") -> list[Artifact]:
    """parser/opencl.so, queries/opencl/*.scm, ftdetect/opencl.vim, lsp/opencl_lsp.lua."""
    files = [Artifact(directory / "parser" / f"{FILETYPE}.so", grammar_library())]
    files += [Artifact(directory / "queries" / FILETYPE / query.name, query) for query in query_files()]
    files.append(Artifact(directory / "ftdetect" / f"{FILETYPE}.vim", FTDETECT_VIM))
    files.append(Artifact(directory / "lsp" / "opencl_lsp.lua", substitute_command(LSP_CONFIG_LUA, command)))
    return files


def instructions(directory: Path, command: str = "opencl-lsp", add_to_runtimepath: bool = False) -> str:
    """Lua for init.lua (valid Lua: the explanations are comments)."""
    where = str(directory)
    lines = [
        "-- opencl-lsp for Neovim.",
        "-- `opencl-lsp editor-setup neovim` puts parser/opencl.so, queries/opencl/*.scm,",
        f"-- ftdetect/opencl.vim and lsp/opencl_lsp.lua into {where}.",
    ]
    if add_to_runtimepath:
        lines += [
            "-- That directory must be on 'runtimepath':",
            f"vim.opt.runtimepath:append({_lua_string(where)})",
        ]
    lines += ["-- Pick the block for your Neovim version.", ""]
    body = "\n".join(
        [
            "if vim.fn.has('nvim-0.11') == 1 then",
            _indent(INIT_011_LUA),
            "elseif vim.fn.has('nvim-0.8') == 1 then",
            _indent(INIT_08_LUA),
            "else",
            _indent(INIT_07_LUA),
            "end",
        ]
    )
    return "\n".join(lines) + "\n" + substitute_command(body, command) + "\n"


def _indent(text: str) -> str:
    return "\n".join(("  " + line) if line else "" for line in text.rstrip("\n").split("\n"))


def _lua_string(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"

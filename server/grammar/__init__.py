"""The tree-sitter grammar for OpenCL C, packaged like tree-sitter grammar packages.

`tree_sitter.Language(opencl_lsp.grammar.language())` gives the language; the
parser itself is compiled from grammar/src/parser.c into `_binding`.
"""

from ._binding import language

__all__ = ["language"]

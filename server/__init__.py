"""opencl-lsp: a language server and editor tooling for OpenCL C.

The package is layered: `syntax` (text and trees), `analysis` (rules),
`hover` (the built-in catalog and its rendering) form the engine, which knows
nothing of LSP; `lsp` is the only layer that speaks the protocol.
"""

__version__ = "0.1.0"

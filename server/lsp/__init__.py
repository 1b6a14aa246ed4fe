"""The LSP layer: the only part of opencl-lsp that imports pygls or lsprotocol.

Handlers fetch a document, call the engine, and convert its results with
`convert`; they never walk syntax trees themselves.
"""

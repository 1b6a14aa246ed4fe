"""The syntax layer: text buffers, position units, tree-sitter trees and queries.

It knows bytes, points and syntax nodes; it knows nothing of rules, the
built-in catalog or LSP. Everything above it works on its `Snapshot`s.
"""

"""Hover engine for OpenCL C built-ins.

Knows the built-in catalog (functions, macros, types, keywords) and how to
render it as markdown.  Knows nothing about LSP; the server adapts it.
"""

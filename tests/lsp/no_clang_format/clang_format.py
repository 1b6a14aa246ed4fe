"""Stands in for a missing `clang-format` wheel in tests/lsp/test_formatting.py: importing it fails."""

raise ImportError("clang-format is not installed (test shim)")

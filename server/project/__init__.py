"""The project model: the workspace index, `#include` resolution and cross-file navigation.

Nothing here speaks LSP; offsets are bytes and paths are normalized file paths.
"""

"""Allows `python -m opencl_lsp`, the same as the `opencl-lsp` command."""

from .cli import main

raise SystemExit(main())

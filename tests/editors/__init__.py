"""End-to-end tests with real editors (Neovim, Emacs, Vim); see conftest.py."""

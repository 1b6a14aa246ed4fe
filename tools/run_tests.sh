#!/usr/bin/env bash
# Everything the test suite needs, then every test. The README's test command.
#   1. a virtual environment .venv with the package (editable) and test tools;
#   2. the grammar: committed parser up to date with grammar.js, corpus and
#      highlight tests;
#   3. the built wheel installs and runs outside the checkout;
#   4. the VS Code extension's unit tests;
#   5. pytest (unit, rule fixtures, protocol tests over stdio, CLI, device
#      builds on PoCL, and the editors end to end when OPENCL_LSP_E2E=1, as CI
#      sets it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
# The pocl extra (pyopencl and PoCL's CPU device, both wheels) lets tests/device
# build on a real OpenCL driver.
.venv/bin/python -m pip install -q -e ".[test,pocl]"

tools/grammar.sh check
tools/grammar.sh test

# The package as users get it: a wheel, installed into a fresh environment,
# used from outside the source tree (queries and data must travel with it).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
.venv/bin/python -m pip wheel -q --no-deps . -w "$scratch/wheel"
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/python" -m pip install -q "$scratch"/wheel/*.whl
(cd "$scratch" && "$scratch/venv/bin/opencl-lsp" check "$root/examples/saxpy.cl" && \
  "$scratch/venv/bin/python" -c "import tree_sitter, opencl_lsp.grammar as g; tree_sitter.Language(g.language())")

# The VS Code extension's own unit tests (its end-to-end test runs in pytest).
(cd vscode-extension && npm ci --no-audit --no-fund --loglevel=error && npm test)

.venv/bin/python -m pytest -q "$@"

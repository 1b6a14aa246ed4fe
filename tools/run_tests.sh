#!/usr/bin/env bash
# Everything the test suite needs, then every test. The README's test command.
#   1. a virtual environment .venv with the package (editable) and test tools;
#   2. the grammar: committed parser up to date with grammar.js, corpus and
#      highlight tests;
#   3. the built wheel installs and runs outside the checkout;
#   4. pytest (unit, rule fixtures, protocol tests over stdio, CLI).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"

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

.venv/bin/python -m pytest -q "$@"

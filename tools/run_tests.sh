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

# What each part needs, said up front instead of a failure (or a silent skip) later.
missing=()
command -v gcc >/dev/null || command -v cc >/dev/null || missing+=("a C compiler (gcc): builds the grammar into the package")
command -v node >/dev/null || missing+=("node: the grammar check and the VS Code extension's tests")
command -v npm >/dev/null || missing+=("npm: fetches tree-sitter-c (grammar/package.json) and the extension's packages")
python3 -c "import venv, ensurepip" 2>/dev/null || missing+=("python3-venv: the test environment")
if [ ${#missing[@]} -gt 0 ]; then
  echo "tools/run_tests.sh: missing prerequisites (on Debian/Ubuntu: apt-get install gcc nodejs npm python3-venv):" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  exit 2
fi
[ -e /etc/OpenCL/vendors/pocl.icd ] || echo "tools/run_tests.sh: note: Debian's PoCL (pocl-opencl-icd) is not installed: where pip's PoCL 3.0 builds nothing on this CPU, tests/device is skipped, with the driver's reason" >&2
command -v clang-19 >/dev/null || echo "tools/run_tests.sh: note: clang-19 is not installed: the tests that check our fixtures against clang (tests/analysis/test_clang_agrees.py and the clang-suite scorer) are skipped; apt-get install clang-19 runs them" >&2
if [ "${OPENCL_LSP_E2E:-}" = 1 ]; then
  for editor in nvim emacs vim; do
    command -v "$editor" >/dev/null || echo "tools/run_tests.sh: note: $editor is not installed: its end-to-end tests are skipped (.ci/run installs neovim, emacs-nox, elpa-eglot, vim-ale)" >&2
  done
fi

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

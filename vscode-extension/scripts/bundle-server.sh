#!/usr/bin/env bash
# Puts the opencl-lsp server inside the extension, so the .vsix works without a
# separate install (no package index serves opencl-lsp yet). Run by
# `vscode:prepublish`, hence by `npm run package` and `vsce package`.
#
# bundled/libs gets, as ruff's and Microsoft's Python tool extensions do:
#   - opencl_lsp, built from this checkout (its grammar binding is one abi3
#     module: one build serves CPython 3.10 and later);
#   - its pure-Python dependencies (pygls, lsprotocol, attrs, cattrs, and the
#     backports CPython 3.10 needs: exceptiongroup for cattrs, tomli for
#     .opencl-lsp.toml; pip evaluates markers for the running interpreter,
#     not for --python-version, so they are named here);
#   - py-tree-sitter, which ships no abi3 wheel: its compiled module for each
#     CPython from 3.10 to 3.14 (linux-x64, manylinux), side by side in one
#     package (each file carries its version's suffix, so each interpreter
#     imports its own).
# bundled/tool/server.py (committed) puts bundled/libs first on sys.path and
# starts the server. The extension runs it with the Python extension's
# interpreter or python3 from PATH, as `python -I bundled/tool/server.py`.
#
# Needs a Python >= 3.10 with pip (the checkout's .venv, else python3; or
# $OPENCL_LSP_BUNDLE_PYTHON), a C compiler, and PyPI (pip downloads the wheels).
set -euo pipefail
ext="$(cd "$(dirname "$0")/.." && pwd)"
root="$(dirname "$ext")"
python="${OPENCL_LSP_BUNDLE_PYTHON:-}"
if [ -z "$python" ]; then
  if [ -x "$root/.venv/bin/python" ]; then python="$root/.venv/bin/python"; else python=python3; fi
fi
libs="$ext/bundled/libs"
platform=(--platform manylinux2014_x86_64 --platform linux_x86_64)
versions=(3.10 3.11 3.12 3.13 3.14)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
started=$SECONDS

rm -rf "$libs"
mkdir -p "$libs"
"$python" -m pip wheel -q --disable-pip-version-check --no-deps "$root" -w "$scratch/wheel"
"$python" -m pip install -q --disable-pip-version-check --no-compile --only-binary=:all: \
  --target "$libs" --implementation cp --python-version 3.10 --abi cp310 --abi abi3 --abi none "${platform[@]}" \
  "$scratch"/wheel/opencl_lsp-*.whl exceptiongroup tomli
tree_sitter="$(cd "$libs" && ls -d tree_sitter-*.dist-info | sed -e 's/^tree_sitter-//' -e 's/\.dist-info$//')"
for version in "${versions[@]:1}"; do
  "$python" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: \
    --implementation cp --python-version "$version" "${platform[@]}" -d "$scratch/ts-$version" "tree-sitter==$tree_sitter"
done
# Only the compiled modules of the other versions: the Python files are the same.
"$python" - "$libs" "$scratch" <<'PY'
import glob, sys, zipfile
libs, scratch = sys.argv[1], sys.argv[2]
for wheel in sorted(glob.glob(f"{scratch}/ts-*/tree_sitter-*.whl")):
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith("tree_sitter/_binding.") and name.endswith(".so"):
                archive.extract(name, libs)
PY
# The plain grammar library is for other editors (editor-setup), not for the server;
# scripts and caches are not used from here.
rm -rf "$libs/bin" "$libs"/opencl_lsp/grammar/libtree-sitter-opencl.*
find "$libs" -name __pycache__ -type d -prune -exec rm -rf {} +
echo "bundle-server.sh: $(du -sh "$libs" | cut -f1) in bundled/libs (opencl_lsp, tree-sitter $tree_sitter for CPython ${versions[*]}) in $((SECONDS - started)) s" >&2

#!/usr/bin/env bash
# The grammar's own tasks, run from anywhere in the checkout:
#   tools/grammar.sh generate   regenerate grammar/src from grammar/grammar.js (commit the result)
#   tools/grammar.sh check      fail if grammar/src differs from what grammar.js generates
#   tools/grammar.sh test       run the corpus and highlight tests (tree-sitter test)
# tree-sitter-c comes from npm (pinned in grammar/package.json, installed
# without scripts); the CLI is tools/tree-sitter (0.22.6, ABI 14).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cli="$root/tools/tree-sitter"
cd "$root/grammar"
if [ ! -f node_modules/tree-sitter-c/grammar.js ]; then
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
fi
case "${1:-}" in
  generate)
    "$cli" generate --abi 14 --no-bindings
    ;;
  check)
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    cp grammar.js package.json "$scratch/"
    ln -s "$root/grammar/node_modules" "$scratch/node_modules"
    (cd "$scratch" && "$cli" generate --abi 14 --no-bindings)
    if ! diff -r -q "$scratch/src" src; then
      echo "grammar/src is stale: run tools/grammar.sh generate and commit the result" >&2
      exit 1
    fi
    grep -q '#define LANGUAGE_VERSION 14' src/parser.c || { echo "parser.c is not ABI 14" >&2; exit 1; }
    echo "grammar/src matches grammar.js (ABI 14)"
    ;;
  test)
    "$cli" test
    ;;
  *)
    echo "usage: tools/grammar.sh generate|check|test" >&2
    exit 2
    ;;
esac

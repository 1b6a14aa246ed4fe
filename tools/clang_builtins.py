"""The built-in function names clang declares for OpenCL C, read from its OpenCLBuiltins.td.

    python tools/clang_builtins.py [TD]    # prints the names clang has and we lack, and the reverse

TD is `clang/lib/Sema/OpenCLBuiltins.td` of an LLVM source tree (default: the
one next to the clang tests OPENCL_LSP_LLVM_TESTS names, `.../clang/test`).
tests/hover/test_catalog_vs_clang.py diffs these names against our catalog
(server/analysis/semantics/data/builtins.json) with a short list of intended
differences.

Only as much TableGen as the file uses to spell names is understood: `foreach
V = [...] in`, `!cond(...)` lists (every branch counts: each name some target
gets), `#` concatenation of strings, loop variables and `Record.Name`, `if ... then`
blocks (taken),
`multiclass`/`defm` with a string `Name` parameter, and the `let Extension`,
`let MinVersion`, `let MaxVersion` blocks around each definition (kept per name,
so a name's gating can be compared too). Signatures are not read.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

_TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*|\d+|!\w+|.', re.S)


@dataclass(frozen=True)
class Gate:
    """What a definition of the name stands under: the `let` values in effect."""

    extension: str = ""
    min_version: str = ""
    max_version: str = ""


def default_td() -> Path | None:
    """OpenCLBuiltins.td beside the clang tests OPENCL_LSP_LLVM_TESTS names, if there."""
    tests = os.environ.get("OPENCL_LSP_LLVM_TESTS")
    if not tests:
        return None
    td = Path(tests).resolve().parent / "lib" / "Sema" / "OpenCLBuiltins.td"
    return td if td.is_file() else None


def _tokens(text: str) -> list[str]:
    return [t for t in _TOKEN.findall(text) if not t.isspace() and not t.startswith(("//", "/*"))]


class _Reader:
    """A walk over the tokens; every statement form the file uses, the rest skipped."""

    def __init__(self, tokens: list[str]):
        self.t = tokens
        self.records: dict[str, str] = {}  # def Float : Type<"float", ...>: Float -> float.
        self.multiclasses: dict[str, tuple[list[str], list[str]]] = {}  # name -> (parameters, body tokens).
        self.names: dict[str, set[Gate]] = {}

    # Token helpers ----------------------------------------------------------------------
    def _group(self, i: int, open_: str, close: str) -> int:
        """The index after the bracket group that starts at i."""
        depth = 0
        while i < len(self.t):
            if self.t[i] == open_:
                depth += 1
            elif self.t[i] == close:
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return i

    def _angle(self, i: int) -> int:
        """The index after a `<...>` group at i (nested angles, brackets and parentheses)."""
        depth = 0
        while i < len(self.t):
            tok = self.t[i]
            if tok in "<[(":
                depth += 1
            elif tok in ">])":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return i

    def _split_args(self, start: int, end: int) -> list[list[str]]:
        """The comma-separated arguments between start and end (exclusive), top level only."""
        args, cur, depth = [], [], 0
        for tok in self.t[start:end]:
            if tok in "<[({":
                depth += 1
            elif tok in ">])}":
                depth -= 1
            if tok == "," and depth == 0:
                args.append(cur)
                cur = []
            else:
                cur.append(tok)
        if cur:
            args.append(cur)
        return args

    # Values ---------------------------------------------------------------------------------
    def _values(self, toks: list[str], env: dict) -> list:
        """The elements of a list expression: `[...]`, `!cond(c: [...], ...)` (all branches), a variable."""
        if not toks:
            return []
        if toks[0] == "[":
            out = []
            for arg in self._split_args_of(toks[1:-1]):
                out.append(self._scalar(arg, env))
            return out
        if toks[0] == "!cond":
            # The first branch whose condition holds; one we cannot evaluate counts as holding.
            for arg in self._split_args_of(toks[2:-1]):
                colon = arg.index(":")
                if self._condition(arg[:colon], env) is not False:
                    return self._values(arg[colon + 1:], env)
            return []
        if len(toks) == 1 and toks[0] in env and isinstance(env[toks[0]], list):
            return env[toks[0]]
        return [None]  # A list we need not know (records of types): one opaque element.

    def _condition(self, toks: list[str], env: dict) -> bool | None:
        """`1`, `0` or `!eq(A, B)` of name expressions; None for anything else."""
        if toks in (["1"], ["0"]):
            return toks == ["1"]
        if toks and toks[0] == "!eq" and toks[1] == "(" and toks[-1] == ")":
            a, b = (self._string(arg, env) for arg in self._split_args_of(toks[2:-1]))
            return None if a is None or b is None else a == b
        return None

    def _split_args_of(self, toks: list[str]) -> list[list[str]]:
        saved = self.t
        self.t = toks
        try:
            return self._split_args(0, len(toks))
        finally:
            self.t = saved

    def _scalar(self, toks: list[str], env: dict):
        if len(toks) == 1:
            tok = toks[0]
            if tok.startswith('"'):
                return tok[1:-1]
            if tok.isdigit():
                return tok
            return env.get(tok, ("record", tok))
        if toks[0] == "[":
            return self._values(toks, env)
        return self._string(toks, env)  # "vload" # VSize

    def _string(self, toks: list[str], env: dict) -> str | None:
        """A name expression: pieces joined by `#`; None when a piece is unknown."""
        out = ""
        for piece in self._split_on(toks, "#"):
            if len(piece) == 1 and piece[0].startswith('"'):
                out += piece[0][1:-1]
            elif len(piece) == 1 and piece[0].isdigit():
                out += piece[0]
            elif len(piece) == 1 and isinstance(env.get(piece[0]), str):
                out += env[piece[0]]
            elif len(piece) == 3 and piece[1] == "." and piece[2] == "Name":
                value = env.get(piece[0])
                record = value[1] if isinstance(value, tuple) else piece[0]
                if record not in self.records:
                    return None
                out += self.records[record]
            else:
                return None
        return out

    @staticmethod
    def _split_on(toks: list[str], sep: str) -> list[list[str]]:
        out, cur, depth = [], [], 0
        for tok in toks:
            if tok in "<[(":
                depth += 1
            elif tok in ">])":
                depth -= 1
            if tok == sep and depth == 0:
                out.append(cur)
                cur = []
            else:
                cur.append(tok)
        out.append(cur)
        return out

    # Statements -------------------------------------------------------------------------
    def body(self, i: int, end: int, env: dict, gate: Gate) -> None:
        while i < end:
            i = self.statement(i, end, env, gate)

    def _block_or_statement(self, i: int, end: int, env: dict, gate: Gate) -> int:
        if self.t[i] == "{":
            close = self._group(i, "{", "}")
            self.body(i + 1, close - 1, env, gate)
            return close
        return self.statement(i, end, env, gate)

    def statement(self, i: int, end: int, env: dict, gate: Gate) -> int:
        tok = self.t[i]
        if tok == "foreach":
            var = self.t[i + 1]
            j = i + 3  # foreach VAR = ...
            k = j
            depth = 0
            while not (self.t[k] == "in" and depth == 0):
                depth += self.t[k] in "[(<"
                depth -= self.t[k] in "])>"
                k += 1
            after = None
            for value in self._values(self.t[j:k], env):
                after = self._block_or_statement(k + 1, end, {**env, var: value}, gate)
            return after if after is not None else self._skip_statement(k + 1)
        if tok == "if":
            # `if defStores then {...}`: what a branch defines counts (some use of it defines it).
            k = i
            while self.t[k] != "then":
                k += 1
            return self._block_or_statement(k + 1, end, env, gate)
        if tok == "let":
            k = i
            while self.t[k] != "in":
                k += 1
            for assignment in self._split_args(i + 1, k):
                if len(assignment) >= 3 and assignment[1] == "=":
                    value = " ".join(assignment[2:])
                    field = {"Extension": "extension", "MinVersion": "min_version", "MaxVersion": "max_version"}
                    if assignment[0] in field:
                        gate = Gate(**{**gate.__dict__, field[assignment[0]]: self._gate_value(assignment[2:], env)})
            return self._block_or_statement(k + 1, end, env, gate)
        if tok == "multiclass":
            name = self.t[i + 1]
            j = self._angle(i + 2)
            params = [a[-1] for a in self._split_args(i + 3, j - 1)]
            k = j
            while self.t[k] != "{":
                k += 1
            close = self._group(k, "{", "}")
            self.multiclasses[name] = (params, self.t[k + 1:close - 1])
            return close
        if tok == "defm":
            k = i + 1
            while self.t[k] != ":":
                k += 1
            mc = self.t[k + 1]
            j = self._angle(k + 2)
            args = self._split_args(k + 3, j - 1)
            if mc in self.multiclasses:
                params, tokens = self.multiclasses[mc]
                inner = dict(env)
                for param, arg in zip(params, args):
                    inner[param] = self._string(arg, env) if arg and arg[0].startswith('"') else self._scalar(arg, env)
                sub = _Reader(tokens)
                sub.records, sub.multiclasses, sub.names = self.records, self.multiclasses, self.names
                sub.body(0, len(tokens), inner, gate)
            return self._skip_statement(j)
        if tok == "def":
            k = i + 1
            record = None
            if self.t[k] != ":":
                record = self.t[k]
                k += 1
            cls = self.t[k + 1]
            if self.t[k + 2] == "<":
                j = self._angle(k + 2)
                args = self._split_args(k + 3, j - 1)
            else:
                j, args = k + 2, []
            if cls == "Builtin" and args:
                name = self._string(args[0], env)
                if name is not None:
                    self.names.setdefault(name, set()).add(gate)
            elif record is not None and args and len(args[0]) == 1 and args[0][0].startswith('"'):
                self.records[record] = args[0][0][1:-1]
            return self._skip_statement(j)
        return self._skip_statement(i)

    def _gate_value(self, toks: list[str], env: dict) -> str:
        return " ".join(str(env.get(t, t)) if not isinstance(env.get(t), tuple) else env[t][1] for t in toks)

    def _skip_statement(self, i: int) -> int:
        """Past one statement: to its `;` or over its `{...}` body, whichever comes first."""
        while i < len(self.t):
            tok = self.t[i]
            if tok == ";":
                return i + 1
            if tok == "{":
                return self._group(i, "{", "}")
            if tok in "<[(":
                close = {"<": None, "[": "]", "(": ")"}[tok]
                i = self._angle(i) if close is None else self._group(i, tok, close)
                continue
            i += 1
        return i


def builtin_names(td: Path) -> dict[str, set[Gate]]:
    """Every built-in function name OpenCLBuiltins.td defines, with the gates of its definitions."""
    reader = _Reader(_tokens(td.read_text()))
    reader.body(0, len(reader.t), {}, Gate())
    return reader.names


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    td = Path(args[0]) if args else default_td()
    if td is None or not td.is_file():
        print("give OpenCLBuiltins.td, or set OPENCL_LSP_LLVM_TESTS to an LLVM tree's clang/test", file=sys.stderr)
        return 2
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from opencl_lsp.analysis.semantics.catalog import load_catalog

    clang = builtin_names(td)
    ours = set(load_catalog().function_names())
    print(f"clang: {len(clang)} names, ours: {len(ours)}")
    for name in sorted(set(clang) - ours):
        print(f"clang only: {name}  {sorted((g.extension, g.min_version, g.max_version) for g in clang[name])}")
    for name in sorted(ours - set(clang)):
        print(f"ours only: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Are typing slips in real code reported where clang reports them? Make one slip in real kernels
that clang compiles cleanly, and compare.

    python tools/slips_check.py DIR [--every N] [--slips semi,paren,brace,name] [--show]

DIR holds real-world projects, one folder each (as for tools/mutation_check.py). Files that clang-19
(`-xcl -cl-std=CL2.0`, no include path, no defines) rejects as they are, or that are larger than
200 KB, are left out, and so is hashcat (its kernels need its build's defines). In each file that is
left (every N-th of the sorted list), one slip chosen at random (seeded by the file's name):

- semi:  the `;` that ends a statement line removed;
- paren: the `)` before a line's final `;` removed;
- brace: a `}` alone on its line (closing a block) removed;
- name:  one use of a name the function declares (a parameter or a local) misspelled: a letter
  appended (clang: "use of undeclared identifier", at each use of the name it no longer finds).

Clang compiles the result; where clang accepts it (the slip was in skipped code), it does not
count. Then for the syntax slips: is our first syntax error (S001, S002, S010, P005) on clang's
first error's line, on another line, is there only a notice (S003, S008), or nothing? For the
name slip: is B001 reported on one of the lines where clang reports the name?

Not a test: real code is not in the repository. The figures go in the closing notes.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("OPENCL_LSP_JOBS", "1")

from opencl_lsp.analysis.context import Context  # noqa: E402
from opencl_lsp.analysis.driver import analyze  # noqa: E402
from opencl_lsp.analysis.preprocessed import StaticProject  # noqa: E402
from opencl_lsp.lsp.rule_lookup import load_rules  # noqa: E402
from opencl_lsp.project.config import ProjectConfig  # noqa: E402
from opencl_lsp.syntax.document import parse_bytes  # noqa: E402

MAX_BYTES = 200_000
# The slipped character is group 1 of each pattern.
SYNTAX_SLIPS = {
    "semi": re.compile(rb"(?m)^[ \t]+[^#/ \t\n][^\n]*?(;)[ \t]*\r?$"),
    "paren": re.compile(rb"(?m)^[ \t]+[^#/ \t\n][^\n]*?(\))\s*;[ \t]*\r?$"),
    "brace": re.compile(rb"(?m)^[ \t]+(\})[ \t]*\r?$"),
}
SYNTAX_ERRORS = ("S001", "S002", "S010", "P005")
NOTICES = ("S003", "S008")
_DECLARED = re.compile(rb"\b(?:int|uint|float|double|size_t|half|short|long|float[2-9]+|int[2-9]+)\s+\**"
                       rb"([a-z_][a-z0-9_]{2,})\b")
_NAME = re.compile(rb"\b([a-z_][a-z0-9_]{2,})\b")
_ERROR = re.compile(r":(\d+):(\d+): error: (.*)")


def clang_errors(clang: str, text: bytes, name: str) -> list[tuple[int, int, str]]:
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, name)
        with open(path, "wb") as handle:
            handle.write(text)
        done = subprocess.run([clang, "-fsyntax-only", "-xcl", "-cl-std=CL2.0", "-Wno-everything", path],
                              capture_output=True, text=True, timeout=120)
    return [(int(m[1]), int(m[2]), m[3]) for m in _ERROR.finditer(done.stderr)]


def ours(path: Path, text: bytes):
    return analyze(parse_bytes(str(path), text), (), project=StaticProject(lambda p: None, ProjectConfig()))


def line_of(text: bytes, offset: int) -> int:
    return text.count(b"\n", 0, offset) + 1


def syntax_slip(kind: str, path: Path, data: bytes, clang: str) -> str | None:
    places = list(SYNTAX_SLIPS[kind].finditer(data))
    if not places:
        return None
    at = random.Random(path.name + kind).choice(places).start(1)
    written = data[:at] + data[at + 1 :]
    theirs = clang_errors(clang, written, path.name)
    if not theirs:
        return "clang accepts it"
    found = ours(path, written)
    errors = sorted((f for f in found if f.code in SYNTAX_ERRORS), key=lambda f: f.start)
    if errors:
        return "error on clang's line" if line_of(written, errors[0].start) == theirs[0][0] else "error on another line"
    return "notice only" if any(f.code in NOTICES for f in found) else "nothing"


def name_slip(path: Path, data: bytes, clang: str) -> str | None:
    ctx = Context(parse_bytes(str(path), data), project=StaticProject(lambda p: None, ProjectConfig()))
    functions = [fn for fn in ctx.semantic.functions if fn.body is not None]
    if not functions:
        return None
    rnd = random.Random(path.name + "name")
    fn = rnd.choice(functions)
    declared = set(_DECLARED.findall(data[fn.node.start_byte : fn.body.end_byte]))
    body = data[fn.body.start_byte : fn.body.end_byte]
    uses = [m for m in _NAME.finditer(body) if m[1] in declared]
    if not uses:
        return None
    at = fn.body.start_byte + rnd.choice(uses).end(1)
    written = data[:at] + b"q" + data[at:]
    lines = {line for line, _column, message in clang_errors(clang, written, path.name)
             if "undeclared identifier" in message}
    if not lines:
        return "clang reports no undeclared name"
    found = ours(path, written)
    return "reported" if any(f.code == "B001" and line_of(written, f.start) in lines for f in found) else "missed"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", type=Path)
    parser.add_argument("--every", type=int, default=2)
    parser.add_argument("--slips", default="semi,paren,brace,name")
    parser.add_argument("--show", action="store_true", help="print each file's outcome")
    args = parser.parse_args()
    clang = shutil.which("clang-19")
    if clang is None:
        print("clang-19 is needed (Debian package clang-19)", file=sys.stderr)
        return 2
    load_rules()
    files = [p for p in sorted(args.dir.rglob("*.cl")) if "hashcat" not in str(p)][:: args.every]
    kinds = [k.strip() for k in args.slips.split(",") if k.strip()]
    tallies = {kind: collections.Counter() for kind in kinds}
    for path in files:
        data = path.read_bytes()
        if len(data) > MAX_BYTES or clang_errors(clang, data, path.name):
            continue
        for kind in kinds:
            outcome = name_slip(path, data, clang) if kind == "name" else syntax_slip(kind, path, data, clang)
            if outcome is None:
                continue
            tallies[kind][outcome] += 1
            if args.show:
                print(f"{kind:5s} {outcome:32s} {path}")
    for kind, tally in tallies.items():
        print(f"{kind}: " + ", ".join(f"{outcome} {count}" for outcome, count in tally.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Score our errors against clang's own OpenCL tests (`clang/test/SemaOpenCL`, `clang/test/Parser/*.cl`).

    python tools/clang_suite.py [DIR] [--runs first|all] [--json] [--show FILE] [--engine clang]

DIR is an LLVM source tree (or its `clang/test` folder), or the environment
variable OPENCL_LSP_LLVM_TESTS names it; the tests themselves never enter the
repository (Debian's `apt-get source --download-only llvm-toolchain-19` gives
the verbatim tree).

Each file is scored under the configuration of a RUN line: its `-cl-std`,
`-cl-ext`, `-D`/`-U`/`-I`/`-include` flags, and its `-verify=prefix` list,
which says which `prefix-error` directives count. By default the first RUN
line that is plain OpenCL C with `-verify` is used (`--runs first`: one score
per file, the figure the issue's baseline was measured with); `--runs all`
scores every such RUN line as its own configuration. A file is skipped, with
the reason, when no RUN line qualifies: C++ for OpenCL (`-cl-std=clc++*`,
`-x clcpp`), C, CUDA or Objective-C input, no `-verify`, `-ast-dump` or PCH
builds, a `-target-cpu` (target builtins we do not model), or a vendor GPU
target: an `amdgcn` or `r600` triple, or AMD's flavour of SPIR-V
(`spirv64-amd-amdhsa`, where clang enables the same AMD GPU builtins). Those
RUN lines test one vendor's target builtins (`__builtin_amdgcn_*`) and
attributes (`amdgpu_flat_work_group_size` and the like), which are no part of
OpenCL C and which we do not model. `--vendor-targets` scores them anyway
(the tool's earlier selection: on LLVM 19.1.7, 87 files and 842 expected-error
lines with the first RUN line, against 78 files and 646 lines without them).

Per configuration, line by line: an expected line is one where clang expects
an error (`prefix-error`, `-re` too; `@+N`, `@-N` and `@N` place it; a count
that may be zero, `0+` or `0-1`, makes the line optional; directives inside
`#if` branches the configuration skips are not seen by clang, so not by us);
recall is the share of expected lines where we report an error, and a false
error line is one where we report an error and clang expects none (an
optional line is neither). `@*` and `@file:N` directives name no line of the
file and are only counted.

`-triple`/`-target` reaches our command line as the target's macros
(`__SPIR64__` and the like, which tests branch on); the extension macros do
not depend on it (clang's cc1 defines the same ones for every target). Not
expressible: `-fdeclare-opencl-builtins`/`-finclude-default-header`
(we always know the built-ins and their types, as if the header were
included; a file scored without it and expecting "implicit declaration" or
"unknown type name" errors for built-in names is a miss we cannot fix). Both
are listed per configuration in the JSON output.

`--engine clang` scores clang-19 itself through the same scorer (its errors
under the same flags without `-verify`): it checks the scorer, since clang
scores its own tests completely.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import verify  # noqa: E402

ENV = "OPENCL_LSP_LLVM_TESTS"
DEFAULT_STD = "-cl-std=CL1.2"  # clang's default for OpenCL input.

_RUN = re.compile(r"(?://|/\*|^)\s*RUN:(.*)$")
_NOT_OPENCL_C = (
    (re.compile(r"^-cl-std=(clc\+\+|CLC\+\+|clc\+\+\d+|CLC\+\+\d+)"), "C++ for OpenCL"),
    (re.compile(r"^-std=(clc\+\+|c\+\+)"), "C++ for OpenCL"),
)
_TRIPLE_MACROS = {
    "spir": ("__SPIR__", "__SPIR32__"), "spir64": ("__SPIR__", "__SPIR64__"),
    "spirv32": ("__SPIRV__", "__SPIRV32__"), "spirv64": ("__SPIRV__", "__SPIRV64__"),
    "amdgcn": ("__AMDGCN__", "__AMDGPU__"), "x86_64": ("__x86_64__",),
}
# Vendor GPU targets whose RUN lines test that vendor's builtins and attributes, not OpenCL C.
_VENDOR_ARCHES = ("amdgcn", "r600")
_VENDOR_NAMES = ("amd",)
VENDOR_TARGET = "vendor GPU target (amdgcn/r600/AMD SPIR-V): target builtins and attributes we do not model"
_X_LANGUAGES = {"cl": None, "clcpp": "C++ for OpenCL", "c": "C", "c++": "C++", "cuda": "CUDA",
                "objective-c": "Objective-C", "objective-c++": "Objective-C++"}


@dataclass
class RunConfig:
    """One RUN line, as far as scoring needs it."""

    line: int  # 1-based line of the RUN line
    args: list[str]
    prefixes: list[str]
    flags: list[str]  # what reaches our command line
    triple: Optional[str] = None
    default_header: bool = False
    skip: Optional[str] = None  # why this RUN line is not scored

    @property
    def label(self) -> str:
        return f"RUN@{self.line}: " + " ".join(self.flags + [f"-verify={','.join(self.prefixes)}"])


@dataclass
class Directive:
    line: int  # 0-based target line; -1 when it names no line of this file
    kind: str  # error, warning, note, remark
    text: str
    optional: bool  # the count allows zero


@dataclass
class Score:
    """One file under one configuration."""

    file: str
    config: str
    expected: int = 0
    hit: int = 0
    false: int = 0
    unplaced: int = 0
    misses: list[dict] = field(default_factory=list)
    false_errors: list[dict] = field(default_factory=list)
    triple: Optional[str] = None
    default_header: bool = False

    @property
    def missed(self) -> int:
        return self.expected - self.hit


def find_tests(base: Path) -> Path:
    """The `clang/test` folder under `base` (an LLVM tree, a clang tree, or the folder itself)."""
    for candidate in (base, base / "test", base / "clang" / "test"):
        if (candidate / "SemaOpenCL").is_dir():
            return candidate
    found = sorted(base.glob("*/clang/test/SemaOpenCL"))
    if found:
        return found[0].parent
    raise SystemExit(f"no clang/test/SemaOpenCL under {base}")


def test_files(tests: Path) -> list[Path]:
    return sorted((tests / "SemaOpenCL").glob("*.cl")) + sorted((tests / "Parser").glob("*.cl"))


def run_lines(text: str) -> list[tuple[int, str]]:
    """The RUN lines of a file, `\\` continuations joined, with their 1-based line."""
    out: list[tuple[int, str]] = []
    pending: Optional[tuple[int, str]] = None
    for number, line in enumerate(text.splitlines(), 1):
        match = _RUN.search(line)
        if not match:
            continue
        body = match.group(1).rstrip()
        if body.endswith("*/"):
            body = body[:-2].rstrip()
        if pending is not None:
            body = pending[1] + " " + body
            number = pending[0]
        if body.endswith("\\"):
            pending = (number, body[:-1])
            continue
        pending = None
        out.append((number, body.strip()))
    return out


def vendor_target(triple: Optional[str]) -> bool:
    """Whether `triple` names a vendor GPU target (`amdgcn--`, `r600-unknown-unknown`, `spirv64-amd-amdhsa`)."""
    parts = (triple or "").lower().split("-")
    return parts[0] in _VENDOR_ARCHES or (len(parts) > 1 and parts[1] in _VENDOR_NAMES)


def parse_run(number: int, command: str, directory: Path, vendor_targets: bool = False) -> RunConfig:
    """Read one RUN line into a configuration (or a reason to skip it); `vendor_targets` scores those too."""
    command = command.split("|", 1)[0]
    try:
        args = shlex.split(command)
    except ValueError:
        return RunConfig(number, [], [], [], skip="unreadable RUN line")
    config = RunConfig(number, args, [], [])
    if not args or args[0] not in ("%clang_cc1", "%clang"):
        config.skip = "not a compiler invocation"
        return config
    std = None
    verify_seen = False
    ast_only = False
    i = 1
    while i < len(args):
        arg = args[i]
        following = args[i + 1] if i + 1 < len(args) else ""
        if arg == "-verify" or arg.startswith("-verify="):
            verify_seen = True
            config.prefixes += arg.partition("=")[2].split(",") if "=" in arg else ["expected"]
        elif arg.startswith("-cl-std="):
            std = arg
            for pattern, reason in _NOT_OPENCL_C:
                if pattern.match(arg):
                    config.skip = reason
        elif arg == "-x":
            language = _X_LANGUAGES.get(following, following)
            if language:
                config.skip = f"{language} input"
            i += 1
        elif arg in ("-ast-dump", "-ast-print") or arg.startswith("-ast-dump="):
            ast_only = True
        elif arg in ("-emit-pch", "-include-pch"):
            config.skip = "PCH build"
            i += 1 if arg == "-include-pch" else 0
        elif arg == "-target-cpu":
            config.skip = "target-specific builtins (-target-cpu)"
            i += 1
        elif arg in ("-triple", "-target", "--target"):
            config.triple = following
            i += 1
        elif arg.startswith(("-triple=", "--target=")):
            config.triple = arg.partition("=")[2]
        elif arg == "-finclude-default-header":
            config.default_header = True
        elif arg.startswith("-cl-ext="):
            config.flags.append(arg)
        elif arg in ("-D", "-U", "-I", "-include"):
            config.flags += [arg, following.replace("%S", str(directory))]
            i += 1
        elif arg.startswith("-D="):
            # clang turns `-D=X` into `#define  X` (an empty name before '='), defining X.
            config.flags.append("-D" + arg[3:])
        elif arg.startswith(("-D", "-U", "-I")):
            config.flags.append(arg.replace("%S", str(directory)))
        i += 1
    if not verify_seen and config.skip is None:
        config.skip = "AST dump only" if ast_only else "no -verify"
    if config.skip is None and not vendor_targets and vendor_target(config.triple):
        config.skip = VENDOR_TARGET
    config.flags.insert(0, std or DEFAULT_STD)
    # The target's own macros, which tests branch on (`__SPIR64__` for the pointer width).
    arch = (config.triple or "").split("-")[0]
    config.flags[1:1] = [f"-D{name}" for name in _TRIPLE_MACROS.get(arch, ())]
    if not config.prefixes:
        config.prefixes = ["expected"]
    return config


def configurations(path: Path, text: str, vendor_targets: bool = False) -> list[RunConfig]:
    return [parse_run(number, command, path.parent, vendor_targets) for number, command in run_lines(text)]


def _comments(text: str):
    """(offset, comment text) for every comment, skipping string and character literals."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            # A backslash at the end of a line continues a `//` comment.
            while j > 0 and text[j - 1] == "\\":
                j = text.find("\n", j + 1)
            j = n if j < 0 else j
            yield i, text[i:j]
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            yield i, text[i:j]
            i = j
        else:
            i += 1


def directives(text: str, prefixes: list[str], inactive: list[tuple[int, int]] = ()) -> list[Directive]:
    """clang's `-verify` directives for `prefixes`, outside the `inactive` byte ranges of `text`."""
    names = "|".join(re.escape(p) for p in sorted(prefixes, key=len, reverse=True))
    pattern = re.compile(
        rf"(?<![\w-])(?:{names})-(?P<kind>error|warning|note|remark)(?:-re)?"
        r"(?:@(?P<where>[^\s{]+))?\s*(?P<count>\d+(?:[+]|-\d+)?)?\s*\{\{(?P<text>.*?)\}\}",
        re.S,
    )
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    data = text.encode("utf-8")
    is_ascii = len(data) == len(text)
    out: list[Directive] = []
    for start, comment in _comments(text):
        byte = start if is_ascii else len(text[:start].encode("utf-8"))
        if any(a <= byte < b for a, b in inactive):
            continue
        # clang places every directive of a comment relative to the comment's first line,
        # also in a `//` comment continued by a backslash and in a block comment.
        here = bisect.bisect_right(line_starts, start) - 1
        for match in pattern.finditer(comment):
            where = match.group("where")
            target = here
            if where:
                if where[0] in "+-" and where[1:].isdigit():
                    target = here + int(where)
                elif where.isdigit():
                    target = int(where) - 1
                else:
                    target = -1  # `@*`, `@file:N`: no line of this file.
            count = match.group("count") or "1"
            optional = count.startswith("0") and (count.endswith("+") or "-" in count)
            out.append(Directive(target, match.group("kind"), match.group("text"), optional))
    return out


def inactive_ranges(path: Path, text: str, flags: list[str]) -> list[tuple[int, int]]:
    """Byte ranges our preprocessor skips under `flags` (clang reads no directive there)."""
    from opencl_lsp.analysis.preprocessed import HeaderMacros, preprocess_main
    from opencl_lsp.project.config import resolve_config
    from opencl_lsp.syntax.document import parse_bytes

    config, _ = resolve_config(path, cli_args=verify.our_flags(flags), cwd=path.parent)
    snapshot = parse_bytes(str(path), text.encode("utf-8"))
    root = str(path.parent)

    def read(p: str):
        if not p.startswith(root):
            return None
        try:
            return Path(p).read_bytes()
        except OSError:
            return None

    result = preprocess_main(snapshot, config, read, HeaderMacros(), full=True)
    from opencl_lsp.analysis.preprocessed import _norm

    for key in (str(path), _norm(str(path))):
        if key in result.inactive:
            return sorted(result.inactive[key])
    return []


def our_errors(path: Path, text: str, flags: list[str]) -> dict[int, list[str]]:
    """0-based line -> 'CODE message' of each error we report under `flags`."""
    fixture = verify.Fixture(path, text, flags)
    out: dict[int, list[str]] = {}
    for line, severity, code, message in verify.analyze_fixture(fixture):
        if severity == "error":
            out.setdefault(line, []).append(f"{code} {message}")
    return out


_CLANG_LINE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):\d+: (?:fatal )?error: (?P<msg>.*)$", re.M)


def clang_errors(clang: str, path: Path, config: RunConfig) -> dict[int, list[str]]:
    """0-based line -> message of each error clang-19 gives under the RUN line's flags, without -verify."""
    keep: list[str] = []
    args = config.args[1:]
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "-o":
            i += 2
            continue
        # Actions (only -fsyntax-only is wanted), -verify and warning flags go; the rest stays.
        if (arg.startswith("-verify") or arg in ("-emit-llvm", "-emit-obj", "-S", "-fsyntax-only", "-pedantic", "%s")
                or arg.startswith("-W")):
            i += 1
            continue
        keep.append(arg.replace("%S", str(path.parent)))
        i += 1
    # cc1 finds opencl-c-base.h (-finclude-default-header) only in the resource directory's headers.
    resource = subprocess.run([clang, "-print-resource-dir"], capture_output=True, text=True).stdout.strip()
    command = [clang, "-cc1", "-internal-isystem", f"{resource}/include", *keep, "-fsyntax-only", "-ferror-limit", "0", "-fno-caret-diagnostics", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    out: dict[int, list[str]] = {}
    for match in _CLANG_LINE.finditer(result.stderr):
        if Path(match.group("file")).name == path.name:
            out.setdefault(int(match.group("line")) - 1, []).append(match.group("msg"))
    return out


def score(path: Path, text: str, config: RunConfig, engine: str = "ours", clang: Optional[str] = None) -> Score:
    lines = text.splitlines()
    inactive = inactive_ranges(path, text, config.flags)
    wanted = directives(text, config.prefixes, inactive)
    required = {d.line for d in wanted if d.kind == "error" and d.line >= 0 and not d.optional}
    allowed = {d.line for d in wanted if d.kind == "error" and d.line >= 0}
    texts: dict[int, str] = {}
    for d in wanted:
        if d.kind == "error" and d.line >= 0:
            texts.setdefault(d.line, d.text)
    found = clang_errors(clang, path, config) if engine == "clang" else our_errors(path, text, config.flags)
    result = Score(str(path), config.label, triple=config.triple, default_header=config.default_header)
    result.expected = len(required)
    result.hit = len(required & found.keys())
    result.unplaced = sum(1 for d in wanted if d.kind == "error" and d.line < 0)
    for line in sorted(required - found.keys()):
        result.misses.append({"line": line + 1, "expected": texts[line], "source": _source(lines, line)})
    for line in sorted(found.keys() - allowed):
        result.false_errors.append({"line": line + 1, "ours": found[line], "source": _source(lines, line)})
    result.false = len(result.false_errors)
    return result


def _source(lines: list[str], line: int) -> str:
    return lines[line].strip() if 0 <= line < len(lines) else ""


def collect(tests: Path, runs: str = "first", engine: str = "ours", only: Optional[str] = None,
            vendor_targets: bool = False):
    """Score every file (or only those whose name or path ends with `only`); returns (scores, skipped)."""
    clang = shutil.which("clang-19") or shutil.which("clang") if engine == "clang" else None
    if engine == "clang" and clang is None:
        raise SystemExit("--engine clang needs clang-19 on PATH")
    scores: list[Score] = []
    skipped: list[dict] = []
    for path in test_files(tests):
        name = f"{path.parent.name}/{path.name}"
        if only and not (name.endswith(only) or str(path).endswith(only)):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        configs = configurations(path, text, vendor_targets)
        usable = [c for c in configs if c.skip is None]
        if not usable:
            reasons = [c.skip for c in configs if c.skip != "not a compiler invocation"]
            skipped.append({"file": name, "reason": reasons[0] if reasons else "no RUN line"})
            continue
        for config in usable if runs == "all" else usable[:1]:
            result = score(path, text, config, engine, clang)
            result.file = name
            scores.append(result)
    return scores, skipped


def totals(scores: list[Score]) -> dict:
    expected = sum(s.expected for s in scores)
    hit = sum(s.hit for s in scores)
    return {
        "files": len({s.file for s in scores}),
        "configurations": len(scores),
        "expected_error_lines": expected,
        "hit": hit,
        "recall": hit / expected if expected else 1.0,
        "false_error_lines": sum(s.false for s in scores),
    }


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", nargs="?", default=os.environ.get(ENV), help=f"LLVM source tree (default ${ENV})")
    parser.add_argument("--runs", choices=("first", "all"), default="first",
                        help="score the first qualifying RUN line of each file (default) or every one")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    parser.add_argument("--show", metavar="FILE", help="list the misses and false errors of one file (e.g. cond.cl)")
    parser.add_argument("--engine", choices=("ours", "clang"), default="ours",
                        help="whose errors to score: ours, or clang-19's (a check of the scorer)")
    parser.add_argument("--vendor-targets", action="store_true",
                        help="also score RUN lines for vendor GPU targets (amdgcn, r600, AMD SPIR-V): the old selection")
    parser.add_argument("--top", type=int, default=20, help="files listed by misses and by false errors")
    args = parser.parse_args(argv)
    if not args.directory:
        parser.error(f"give the LLVM source directory or set {ENV}")
    tests = find_tests(Path(args.directory))
    scores, skipped = collect(tests, args.runs, args.engine, args.show, args.vendor_targets)
    if args.show and not scores and not skipped:
        parser.error(f"no test file matches {args.show!r}")
    if args.json:
        by_dir: dict[str, list[Score]] = {}
        for s in scores:
            by_dir.setdefault(s.file.split("/")[0], []).append(s)
        print(json.dumps({
            "tests": str(tests), "runs": args.runs, "engine": args.engine, "vendor_targets": args.vendor_targets,
            "total": totals(scores),
            "by_directory": {d: totals(group) for d, group in sorted(by_dir.items())},
            "files": [asdict(s) | {"missed": s.missed} for s in scores],
            "skipped": skipped,
        }, indent=1))
        return 0
    if args.show:
        for s in scores:
            print(f"{s.file}  {s.config}")
            print(f"  {s.hit}/{s.expected} expected-error lines, {s.false} false-error lines")
            for m in s.misses:
                print(f"  miss  {m['line']:5}: {m['expected']!r}    | {m['source']}")
            for f in s.false_errors:
                print(f"  false {f['line']:5}: {'; '.join(f['ours'])}    | {f['source']}")
        for s in skipped:
            print(f"{s['file']}: skipped ({s['reason']})")
        return 0
    total = totals(scores)
    for directory in sorted({s.file.split("/")[0] for s in scores}):
        group = totals([s for s in scores if s.file.startswith(directory + "/")])
        print(f"{directory:12} {group['files']:3} files  {group['hit']:4}/{group['expected_error_lines']:4} "
              f"({group['recall']:.1%})  {group['false_error_lines']} false-error lines")
    print(f"{'total':12} {total['files']:3} files  {total['hit']:4}/{total['expected_error_lines']:4} "
          f"({total['recall']:.1%})  {total['false_error_lines']} false-error lines"
          f"  [{args.engine}, runs={args.runs}, {total['configurations']} configurations]")
    print(f"\nmost misses (expected-error lines missed / expected):")
    for s in sorted(scores, key=lambda s: (-s.missed, s.file))[: args.top]:
        if s.missed:
            print(f"  {s.file:50} {s.missed:3}/{s.expected}")
    print("\nfalse-error lines:")
    for s in sorted(scores, key=lambda s: (-s.false, s.file)):
        if s.false:
            print(f"  {s.file:50} {s.false:3}")
    print(f"\nskipped {len(skipped)} files: " + ", ".join(f"{s['file']} ({s['reason']})" for s in skipped))
    return 0


if __name__ == "__main__":
    import signal

    # Piped into `head`, stop quietly like other command-line tools.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.exit(main())

"""Command line: `opencl-lsp [serve]`, `check`, `devices`, `rule`, `editor-setup`.

`check` prints `path:line:col: severity: message [code]` with 1-based lines
and 1-based byte columns (the convention of gcc, clang and Vim's quickfix), or
a JSON array whose ranges are LSP ranges (0-based, UTF-16 columns). With
`--device [PATTERN]`, each file is also built on OpenCL devices (through the
device worker process) and the drivers' diagnostics are added. Exit
status: 0 no errors, 1 errors found, 2 usage or I/O error (or, with
`--device` and `devices`, no usable OpenCL device).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from pathlib import Path
from typing import Iterator, Optional, Sequence

from . import __version__

STD_CHOICES = ("CL1.0", "CL1.1", "CL1.2", "CL2.0", "CL3.0")
EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_ENVIRONMENT = 0, 1, 2, 3
# The commands that parse OpenCL text (see `syntax.binding_version`).
_PARSING_COMMANDS = frozenset({"check", "format", "serve"})


class UsageError(Exception):
    pass


def _std(value: str) -> str:
    normalized = value.upper()
    if normalized.startswith("-CL-STD="):
        normalized = normalized[8:]
    if not normalized.startswith("CL"):
        normalized = "CL" + normalized
    if normalized not in STD_CHOICES:
        raise argparse.ArgumentTypeError(f"unknown OpenCL C version {value!r}; choose one of {', '.join(STD_CHOICES)}")
    return normalized


def _milliseconds(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = -1
    if number < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number of milliseconds, 0 or more, got {value!r}")
    return number


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="opencl-lsp",
        description="Language server and checker for OpenCL C. With no command, serves LSP over stdio.",
    )
    parser.add_argument("--version", action="version", version=f"opencl-lsp {__version__}")
    sub = parser.add_subparsers(dest="command")

    serve = sub.add_parser("serve", help="run the language server (default)")
    serve.add_argument("--stdio", action="store_true", help="talk LSP over stdin/stdout (the default)")
    serve.add_argument("--tcp", metavar="HOST:PORT", help="listen on a TCP socket instead of stdio")
    serve.add_argument("--log-file", metavar="FILE", help="write the server log to FILE")
    serve.add_argument("-v", "--verbose", action="store_true", help="log debug messages")

    check = sub.add_parser("check", help="analyze files or directories and print diagnostics")
    check.add_argument("paths", nargs="+", metavar="PATH", help="files, or directories searched for *.cl")
    check.add_argument("--format", choices=("text", "json"), default="text")
    check.add_argument("--std", type=_std, default=None, metavar="CLx.y", help="OpenCL C version: " + ", ".join(STD_CHOICES))
    check.add_argument("--disable", action="append", default=[], metavar="CODE", help="turn a rule off (repeatable)")
    check.add_argument("--stats", action="store_true",
                       help="also print, per file and in total, how many functions were analyzed in full and how many "
                       "were backed off, by reason (S008; to stderr with --format json)")
    check.add_argument(
        "--time-budget-ms",
        type=_milliseconds,
        default=None,
        metavar="MS",
        help="stop each file's analysis after MS milliseconds and say what was skipped (S007); 0: no limit "
        "(default: the configuration's, 2000)",
    )
    check.add_argument(
        "--device",
        nargs="?",
        const="",
        default=None,
        metavar="PATTERN",
        help="also build on OpenCL devices (the default device, or those PATTERN selects: an id, a name pattern, "
        "several separated by commas) and report the drivers' diagnostics",
    )

    devices = sub.add_parser("devices", help="list the OpenCL devices device builds can use")
    devices.add_argument("--json", action="store_true", help="print a JSON array")
    check.epilog = (
        "Also accepts the flags clang and compile_flags.txt use: -I DIR, -D NAME[=VALUE], -U NAME, "
        "-include FILE, -cl-std=CLx.y, -cl-ext=-all,+cl_khr_fp16 (also after -Xclang), -cl-fast-relaxed-math. "
        "Project configuration (.opencl-lsp.toml, compile_commands.json, compile_flags.txt) is found from "
        "each file's directory upwards; these flags come last."
    )

    rule = sub.add_parser("rule", help="explain a diagnostic code")
    rule.add_argument("code", nargs="?", help="a code such as S001; lists all rules when omitted")

    fmt = sub.add_parser("format", help="format files with clang-format (the 'format' extra)")
    fmt.add_argument("--check", action="store_true", help="write nothing; print a diff and exit 1 when a file would change")
    fmt.add_argument("paths", nargs="+", metavar="PATH", help="files, or directories to search for *.cl")

    setup_cmd = sub.add_parser("editor-setup", help="install the grammar and print the config for an editor")
    setup_cmd.add_argument("editor", choices=("neovim", "emacs", "vim", "helix"))
    setup_cmd.add_argument("--print", dest="print_only", action="store_true", help="only print the configuration; write nothing")
    setup_cmd.add_argument("--dir", metavar="DIR", help="write into DIR instead of the editor's default directory")
    return parser


# The kernel files a folder given to `check` stands for (`.opencl`: CLBlast's kernels, C++ raw
# string literals around OpenCL C, see syntax/wrapped_file.py).
KERNEL_FILE_PATTERNS = ("*.cl", "*.opencl")


def iter_sources(paths: Sequence[str], errors: list[str]) -> Iterator[Path]:
    # pathlib's tests answer False for a symlink loop (ELOOP), and rglob does not
    # descend into symlinked folders, so a loop of links can neither raise nor recurse here.
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            any_source = False
            for found in sorted(found for pattern in KERNEL_FILE_PATTERNS for found in path.rglob(pattern)):
                any_source = True
                if found.is_file():
                    yield found
                elif found.is_symlink() and not found.exists():
                    # A link named *.cl that leads nowhere (or round in a loop) is an unreadable source.
                    errors.append(f"opencl-lsp: error: cannot read {found}: {_stat_error(found)}")
            if not any_source:
                # Silence would read as "all clean".
                print(f"opencl-lsp: warning: no OpenCL C files (*.cl, *.opencl) under {raw}", file=sys.stderr)
        elif path.is_file():
            yield path
        elif path.exists():
            errors.append(f"opencl-lsp: error: not a regular file: {raw}")
        elif path.is_symlink():
            errors.append(f"opencl-lsp: error: cannot read {raw}: {_stat_error(path)}")
        else:
            errors.append(f"opencl-lsp: error: no such file or directory: {raw}")


def _stat_error(path: Path) -> str:
    """Why a path cannot be opened, in the system's words ("Too many levels of symbolic links")."""
    try:
        os.stat(path)
    except OSError as err:
        return err.strerror or str(err)
    return "not a regular file"


def _folder(raw: str) -> str:
    """The real folder a checked path lies in (itself for a folder), for the read allowance.

    os.path.realpath never raises: on a symlink loop it stops where the loop begins,
    where Path.resolve() raises RuntimeError (Python 3.11).
    """
    real = os.path.realpath(raw)
    return real if os.path.isdir(real) else os.path.dirname(real)


OWN_CHECK_OPTIONS = {"--format", "--std", "--disable", "--device", "--stats", "-h", "--help"}


def split_clang_flags(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """Separate clang-style compile flags from `check`'s own options and paths."""
    from .project.config import match_flag

    flags: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("-") and arg.split("=", 1)[0] not in OWN_CHECK_OPTIONS:
            kind, _value, used = match_flag(list(argv), i)
            if kind is not None or used > 1:
                flags.extend(argv[i : i + used])
                i += used
                continue
        rest.append(arg)
        i += 1
    return flags, rest


MAX_INCLUDE_BYTES = 64 * 2**20


def _roots(bases: list[str]) -> list[str]:
    return [os.path.realpath(b).rstrip(os.sep) + os.sep for b in bases]


def _under(path: str, roots: list[str]) -> Optional[str]:
    """The real path of `path` when it lies under one of `roots` (`_roots`), else None."""
    real = os.path.realpath(path)
    return real if any(real.startswith(root) for root in roots) else None


def reader(bases: list[str]):
    """A read callback for the preprocessor that refuses files outside `bases`."""
    roots = _roots(bases)

    def read(path: str) -> Optional[bytes]:
        real = _under(path, roots)
        if real is None:
            return None
        try:
            if os.path.getsize(real) > MAX_INCLUDE_BYTES:
                return None
            with open(real, "rb") as handle:
                return handle.read()
        except OSError:
            return None

    return read


def run_check(args) -> int:
    from .analysis.registry import describe as lookup_rule

    unknown = [code for code in args.disable if lookup_rule(code) is None]
    if unknown:
        raise UsageError(f"unknown rule code(s) for --disable: {', '.join(unknown)}")
    cli_flags = list(args.clang_flags) + ([f"-cl-std={args.std}"] if args.std else [])
    configure = _config_resolver(cli_flags)
    # Only the checked folders, the current one and the include directories
    # may be read (for #include); nothing else on the machine.
    bases = [os.getcwd(), *(_folder(p) for p in args.paths)]
    io_errors: list[str] = []
    any_error = False
    records = []
    device_run = _DeviceRun(args.device) if args.device is not None else None
    tally = None
    if args.stats:
        from .analysis.rules.function_not_analyzed import Tally

        tally = Tally()
    stats: list[str] = []
    sources = list(iter_sources(args.paths, io_errors))
    includers = _includers_index(sources, configure, bases)
    for path in sources:
        try:
            data = path.read_bytes()
        except OSError as err:
            io_errors.append(f"opencl-lsp: error: cannot read {path}: {err.strerror or err}")
            continue
        found = _check_source(args, path, data, configure(path), bases, cli_flags, device_run, tally, stats,
                              includers)
        for shown, snap, finding in found:
            any_error |= int(finding.severity) == 1
            if args.format == "text":
                print(_text_line(shown, snap, finding))
            else:
                records.append(_json_record(shown, snap, finding))
    if device_run is not None:
        device_run.close()
        if device_run.unavailable:
            io_errors.append(f"opencl-lsp: error: {device_run.unavailable}")
    if args.format == "json":
        json.dump(records, sys.stdout, indent=2)
        sys.stdout.write("\n")
    if tally is not None:
        for line in stats + tally.lines():
            print(line, file=sys.stderr if args.format == "json" else sys.stdout)
    for message in io_errors:
        print(message, file=sys.stderr)
    if io_errors:
        return EXIT_USAGE
    return EXIT_ERRORS if any_error else EXIT_OK


def _config_resolver(cli_flags: list[str]):
    """A function giving a checked file's configuration, printing each of its problems once.

    A bad flag on this command line is a usage error; problems of a
    configuration file are printed (to stderr) and the check goes on.
    """
    from .project.config import ProblemSeverity, resolve_config

    reported: set[str] = set()

    def configure(path: Path):
        config, problems = resolve_config(path, cli_args=cli_flags, cwd=Path.cwd())
        for problem in problems:
            if problem.path is None and problem.severity == ProblemSeverity.ERROR:
                raise UsageError(problem.message)  # A bad flag on this command line.
            level = "error" if problem.severity == ProblemSeverity.ERROR else "warning"
            where = "opencl-lsp" if problem.path is None else f"{problem.path}:{problem.line or 1}"
            text = f"{where}: {level}: {problem.message}"
            if text not in reported:
                reported.add(text)
                print(text, file=sys.stderr)
        return config

    return configure


def _includers_index(sources: list[Path], configure, bases: list[str]):
    """An index of the OpenCL sources checked together, the headers beside them and the headers
    they include, for what the files including one of them define (`WorkspaceIndex.includer_names`:
    a file that another includes after its own declarations is no translation unit of its own) and
    what files one does not include define (`WorkspaceIndex.defined_elsewhere`: a host program
    may join them, as x264 puts its x264-cl.h before each kernel). None for a single file with no
    header beside it. Headers are read as `#include` reads them: under the checked folders, the
    current one and the include directories only."""
    # (What `_check_source` analyzes as OpenCL: any name but a host file's, `_host_language`.)
    kernels = [str(path) for path in sources if not path.name.lower().endswith(HOST_SUFFIXES)]
    folders = {os.path.dirname(k) for k in kernels}
    beside = sorted({str(p) for folder in folders for p in _headers_in(Path(folder))} - set(kernels))
    if len(kernels) + len(beside) < 2:
        return None
    from .project.index import WorkspaceIndex

    def dirs(path: str) -> list[str]:
        return [str(d) for d in configure(Path(path)).include_dirs]

    index = WorkspaceIndex(include_dirs=dirs)
    # A lone kernel needs only what the headers beside it define (nothing checked with it includes
    # it): indexing it too parsed it once more, and scanned what the analysis is about to judge.
    index.build(paths=(kernels if len(kernels) > 1 else []) + beside)
    indexed = set(index.files())
    headers = sorted({f for k in kernels for f in index.reachable(k)} - indexed)
    allowed = {h for h in headers if _under(h, _roots([*bases, *dirs(h)])) is not None}
    if allowed:
        index.build(paths=sorted(allowed))
    return index


def _headers_in(folder: Path) -> list[Path]:
    """The OpenCL headers (`.h`, `.clh`) in a folder of checked kernels (none where it cannot be listed)."""
    try:
        return [p for p in folder.iterdir() if p.suffix.lower() in (".h", ".clh") and p.is_file()]
    except OSError:
        return []


def _check_source(args, path: Path, data: bytes, config, bases, cli_flags, device_run, tally, stats: list[str],
                  includers=None):
    """The findings of one source file as (shown path, snapshot, finding), sorted by position.

    An OpenCL file gets the static analysis (and the device's build, merged, with
    --device); a host file (Python, C, C++) the analysis of its embedded kernels.
    With --stats, the file's counts go to `stats` and `tally`.
    """
    from .analysis.budget import Budget
    from .analysis.context import Context
    from .analysis.driver import analyze, collect_garbage
    from .analysis.preprocessed import StaticProject
    from .syntax.document import parse_bytes

    language = _host_language(path, data)  # Python, C, C++ with embedded kernels; None: OpenCL.
    snapshot = parse_bytes(str(path), data) if language is None else _host_text(data)
    allowed_bases = [*bases, *map(str, config.include_dirs)]
    project = StaticProject(reader(allowed_bases), config,
                            includer_names_of=None if includers is None else includers.includer_names,
                            elsewhere_of=None if includers is None else includers.defined_elsewhere)
    budget_ms = config.analysis_time_budget_ms if args.time_budget_ms is None else args.time_budget_ms
    disabled = set(args.disable) | set(config.disabled_rules)
    if language is None:
        static = analyze(snapshot, disabled, project=project, budget=Budget(budget_ms / 1000))
        collect_garbage()  # (Due after large analyses: made between files, not inside one's budget.)
    else:
        static = _check_host(path, data, language, cli_flags, allowed_bases, disabled, budget_ms)
    found = [(str(path), snapshot, finding) for finding in static]
    if tally is not None and language is None:
        counts = tally.add(Context(snapshot, project), static)
        stats.append(f"{path}: {counts[0]} functions, {counts[1]} not analyzed, {counts[2]} macro uses not analyzed")
    if device_run is not None and language is None:
        found = device_run.merged(path, data, config, allowed_bases, snapshot, static, disabled)
    # By line and column, whichever analysis (static, device, host) found them.
    found.sort(key=lambda item: (item[2].start, item[2].end, item[2].code))
    return found


def _text_line(shown: str, snap, finding) -> str:
    """One finding as `path:line:column: severity: message [code]`, its source named unless static."""
    from .analysis.findings import STATIC

    line = snap.lines.line_of(finding.start)
    column = finding.start - snap.lines.starts[line]
    origin = "" if finding.source == STATIC else f" ({finding.source})"
    return f"{shown}:{line + 1}:{column + 1}: {finding.severity.label}: {finding.message} [{finding.code}]{origin}"


def _json_record(shown: str, snap, finding) -> dict:
    """One finding as a JSON object: an LSP-like diagnostic (UTF-16 positions) with its path."""
    from .syntax.positions import Encoding

    start = snap.position(finding.start, Encoding.UTF16)
    end = snap.position(finding.end, Encoding.UTF16)
    return {
        "path": shown,
        "range": {
            "start": {"line": start.line, "character": start.character},
            "end": {"line": end.line, "character": end.character},
        },
        "severity": int(finding.severity),
        "code": finding.code,
        "source": finding.source,
        "message": finding.message,
    }


HOST_SUFFIXES = (".py", ".pyw", ".c", ".h", ".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx")


def _host_language(path: Path, data: bytes):
    """The host language of a file with embedded kernels (the embedded package loads only for such names)."""
    if not path.name.lower().endswith(HOST_SUFFIXES):
        return None
    from .embedded import host_language

    return host_language(str(path), data)


def _host_text(data: bytes):
    from .embedded.host_analysis import HostText

    return HostText(data)


def _check_host(path: Path, data: bytes, language: str, cli_flags, bases: list[str], disabled, budget_ms: int):
    """Findings of the kernels embedded in a host file, at host positions, and of its host calls."""
    from .analysis.preprocessed import StaticProject
    from .embedded import Unavailable, analyze_host
    from .project.config import resolve_config

    def project_for(kernel):
        # The kernel's literal build options (-D TILE=16) come after the command line's flags.
        config, _problems = resolve_config(path, cli_args=[*cli_flags, *(kernel.options or ())], cwd=Path.cwd())
        return StaticProject(reader([*bases, *map(str, config.include_dirs)]), config)

    try:
        return analyze_host(str(path), data, language, project_for, disabled, budget_ms / 1000 or None).findings
    except Unavailable as err:
        raise UsageError(err.advice()) from err


class _DeviceRun:
    """`check --device`: one device worker for the whole run, findings as the static ones print."""

    def __init__(self, pattern: str):
        import asyncio

        from .device.service import DeviceService, DeviceSettings

        self.loop = asyncio.new_event_loop()
        self.service = DeviceService()
        self.pattern = pattern
        self.settings_type = DeviceSettings
        self.unavailable: Optional[str] = None

    def merged(self, path: Path, data: bytes, config, bases: list[str], snapshot, static: list, disabled) -> list:
        """(shown path, snapshot, finding) of the file and the headers it includes: the static findings with
        the device findings merged in by the engine (`device/merge.py`)."""
        from .device import merge
        from .syntax.document import parse_bytes

        main = str(path.resolve())
        device = self.findings(path, data, config, bases)
        out = [(str(path), snapshot, f) for f in merge.for_file(
            static, [f for f in device if f.path == main], snapshot, snapshot.lines.line_of, disabled)]
        read = reader(bases)
        for header in dict.fromkeys(f.path for f in device if f.path != main):
            snap = parse_bytes(header, read(header) or b"")
            shown = os.path.relpath(header)
            out.extend((shown, snap, f) for f in merge.for_file(
                [], [f for f in device if f.path == header], snap, snap.lines.line_of, disabled))
        return out

    def findings(self, path: Path, data: bytes, config, bases: list[str]) -> list:
        """The device findings of a build of `path` (engine findings, each with its path)."""
        if self.unavailable:
            return []
        settings = self.settings_type.from_dict({**config.device, "mode": "onSave"})
        if self.pattern:
            settings = self.settings_type.from_dict({**config.device, "select": self.pattern})
        roots = [os.path.realpath(b).rstrip(os.sep) + os.sep for b in bases]

        def allowed(candidate: str) -> bool:
            real = os.path.realpath(candidate)
            return any((real + os.sep).startswith(root) for root in roots)

        read = reader(bases)
        result = self.loop.run_until_complete(
            self.service.build_document(str(path.resolve()), data, config, settings, allowed, read)
        )
        if result.unavailable:
            self.unavailable = result.unavailable
            return []
        return result.findings

    def close(self) -> None:
        self.loop.run_until_complete(self.service.close())
        self.loop.close()


def run_devices(args) -> int:
    import asyncio

    from .device.client import Unavailable, WorkerFailed
    from .device.devices import describe
    from .device.service import DeviceService

    async def listing():
        service = DeviceService()
        try:
            return await service.devices()
        finally:
            await service.close()

    try:
        found = asyncio.run(listing())
    except Unavailable as err:
        print(f"opencl-lsp: {err.advice()}", file=sys.stderr)
        if args.json:
            print("[]")
        return EXIT_USAGE
    except WorkerFailed as err:
        print(f"opencl-lsp: error: the device worker failed: {err}", file=sys.stderr)
        return EXIT_USAGE
    if args.json:
        json.dump([d.to_json() for d in found], sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(describe(found))
    return EXIT_OK


def run_rule(args) -> int:
    from .analysis.registry import all_codes, describe as lookup_rule

    if not args.code:
        for item in all_codes():
            print(f"{item.code}  {item.name:<24} {item.severity.label:<8} {item.summary}")
        return EXIT_OK
    item = lookup_rule(args.code)
    if item is None:
        raise UsageError(f"unknown rule code {args.code!r}; run 'opencl-lsp rule' for the list")
    print(f"# {item.code} {item.name}\n\n{item.summary}. Severity: {item.severity.label}.\n")
    print(item.doc.strip())
    return EXIT_OK


def run_format(args) -> int:
    from .format.command import run_format as format_files

    errors: list[str] = []
    return format_files(list(iter_sources(args.paths, errors)), args.check, errors)


def _install_advice(command: str) -> str:
    """How to put `opencl-lsp` on PATH for every editor, for stderr (stdout is the snippet).

    No package index serves opencl-lsp yet: pipx or uv install it from a checkout
    (this one, when the running server is an editable install) or a wheel built from one.
    """
    import shlex
    import shutil

    from .editors.common import grammar_source_dir

    checkout = grammar_source_dir()
    source = shlex.quote(str(checkout.parent)) if checkout is not None else "/path/to/opencl-lsp"
    where = "from this checkout" if checkout is not None else "from an opencl-lsp checkout, or a wheel built from one"
    on_path = shutil.which("opencl-lsp")
    found = f"opencl-lsp (on PATH: {on_path})" if on_path else f"{command}, and opencl-lsp is not on PATH"
    return (
        f"opencl-lsp: the configuration starts {found}. To install it for every editor {where}:\n"
        f"  pipx install {source}\n  (or: uv tool install {source})\n"
    )


def run_editor_setup(args) -> int:
    from . import editors

    try:
        command = editors.server_command()
        plan = editors.plan(args.editor, args.dir, args.print_only, command)
        for path in editors.install(plan.artifacts):
            print(f"opencl-lsp: wrote {path}", file=sys.stderr)
    except (editors.SetupError, OSError) as err:
        raise UsageError(str(err)) from err
    sys.stderr.write(_install_advice(command))
    sys.stdout.write(plan.text)
    return EXIT_OK


def run_serve(args) -> int:
    import logging

    verbose = getattr(args, "verbose", False)
    log_file = getattr(args, "log_file", None)
    # pygls logs every message at INFO; keep stderr quiet unless asked.
    logging.basicConfig(
        filename=log_file,
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("opencl_lsp").setLevel(logging.DEBUG if verbose else logging.INFO)
    tcp = getattr(args, "tcp", None)
    if tcp:
        host, _, port = tcp.rpartition(":")
        if not host or not (port.isascii() and port.isdigit()):  # isdigit alone takes '²', which int() rejects.
            raise UsageError(f"--tcp expects HOST:PORT, got {tcp!r}")
    # Importing the protocol types makes hundreds of thousands of long-lived objects; the
    # cyclic collector would scan them again and again while they are made (a tenth of the
    # startup). It waits until the server is built, and then leaves them out (until the
    # first large analysis moves every object to the oldest generation: analysis/driver.py).
    import gc

    gc.disable()
    from .lsp.exec_cache import cached_dataclass_code

    # dataclasses compiles the methods of every class on each start: 45-55 ms of the engine's
    # imports before the first diagnostics; their code comes from a disk cache instead (issue 18).
    dataclass_code = cached_dataclass_code()
    # On stdio, the first messages (initialize, the first document's diagnostics) are answered
    # before pygls and the protocol types load, half of a start (issue 18; lsp/early.py).
    handoff = None if tcp else _answer_first_messages()

    from .codecache import cached_attrs_code

    # attrs compiles the methods of every protocol class on each start: half of importing
    # lsprotocol.types; their code comes from a disk cache instead (issue 18).
    code_cache = cached_attrs_code()
    try:
        from .lsp.server import create_server

        server = create_server()
    finally:
        code_cache.uninstall()
        dataclass_code.uninstall()
        gc.freeze()
        gc.enable()
    code_cache.save()
    dataclass_code.save()
    if tcp:
        server.start_tcp(host, int(port))
    elif handoff is not None:
        server.handoff = handoff
        server.start_io(stdin=handoff.reader(sys.stdin.buffer))
    else:
        server.start_io()
    return EXIT_OK


def _answer_first_messages():
    """The early stage on this process' stdin and stdout (`lsp.early`), or None where it cannot run:
    off POSIX (it waits on stdin with `select`), or with OPENCL_LSP_EARLY=0."""
    if os.name != "posix" or os.environ.get("OPENCL_LSP_EARLY", "1") == "0":
        return None
    try:
        fd = sys.stdin.fileno()
        out = sys.stdout.buffer
    except (AttributeError, OSError, ValueError):  # Replaced or closed streams (a caller in process).
        return None
    from .lsp.early import answer_first_messages

    return answer_first_messages(fd, out)


_SOURCE_SUFFIXES = (".cl", ".clh", ".h", ".hpp", ".c", ".cpp", ".cc", ".cxx", ".py")


def _device_flag_before_a_path(args: list[str]) -> list[str]:
    """`check --device kernel.cl` means "build kernel.cl on the default device": argparse would
    take the path as --device's PATTERN and then miss a PATH. A value that is an existing path
    or names a source file is a path; a pattern goes as `--device PATTERN` before it as before."""
    out = list(args)
    for index, arg in enumerate(out[:-1]):
        following = out[index + 1]
        if arg == "--device" and (following.lower().endswith(_SOURCE_SUFFIXES) or Path(following).exists()):
            out[index] = "--device="
    return out


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = build_parser()
    argv_is_the_program = argv is None
    argv = list(sys.argv[1:] if argv is None else argv)
    # Editors launch servers with '--stdio' and no subcommand.
    if not argv or argv[0] in {"--stdio", "--tcp", "--log-file", "-v", "--verbose"}:
        argv = ["serve", *argv]
    clang_flags: list[str] = []
    if argv and argv[0] == "check":
        clang_flags, rest = split_clang_flags(argv[1:])
        argv = ["check", *_device_flag_before_a_path(rest)]
    try:
        args = parser.parse_args(argv)
        args.clang_flags = clang_flags
        if args.command in _PARSING_COMMANDS:
            from .syntax.binding_version import problem

            unusable = problem()
            if unusable is not None:
                print(f"opencl-lsp: error: {unusable}", file=sys.stderr)
                return EXIT_ENVIRONMENT
        if args.command == "check":
            code = run_check(args)
            if argv_is_the_program:
                # The process ends next, and the interpreter's last full collection would walk
                # every object the analysis kept (a 256 KB file: 340,000 objects, 0.3-0.45 s,
                # a fifth of the run); frozen objects are not walked. Not for callers in process.
                gc.freeze()
            return code
        if args.command == "rule":
            return run_rule(args)
        if args.command == "devices":
            return run_devices(args)
        if args.command == "editor-setup":
            return run_editor_setup(args)
        if args.command == "format":
            return run_format(args)
        return run_serve(args)
    except UsageError as err:
        print(f"opencl-lsp: error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # Output piped into `head` and closed early: not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:
        return 130

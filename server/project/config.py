"""How a file is compiled: one configuration model fed by several sources.

This module knows the configuration sources, how to find them for a file, how
to parse each into a partial `ConfigLayer`, and how layers merge into a frozen
`ProjectConfig`. It reads configuration files and nothing else: it never runs a
command from compile_commands.json, never reads OpenCL source, and knows no LSP
(the LSP layer hands it the settings dict and turns `ConfigProblem`s into
diagnostics or messages).

Sources, lowest precedence first:

1. Built-in defaults: OpenCL C 1.2 with what clang assumes for SPIR (see `features.py`).
2. Editor settings (LSP `initializationOptions` or `workspace/configuration`
   section "opencl"), camelCase keys, see `LspSettings`.
3. The nearest compile_commands.json (also `build/compile_commands.json`) or
   compile_flags.txt, found from the file's directory upwards as clangd finds
   it; the entry for the file, or for the nearest OpenCL file when the file has
   none (a header, a new file).
4. `.opencl-lsp.toml`, or `[tool.opencl-lsp]` in pyproject.toml (the former
   wins when a directory has both), in every directory from the workspace root
   down to the file's directory; a nearer file overrides a farther one key by
   key, and `root = true` stops the search above it.
   After each file's own keys come its `[[overrides]]` whose `paths` globs
   (relative to that file) match the file.
5. The command line of `opencl-lsp check`, last.

The search upwards stops at the deepest workspace root containing the file,
or at the filesystem root when no root contains it.

Why this order: the editor settings are the user's defaults for any project,
so anything the project states about itself wins over them; the compilation
database describes the real build, and the TOML file is where the project
corrects or completes it for the editor; the command line is what the person
running `check` asked for just now.
One deliberate change to a strict "all overrides after all files" order: a
nearer file beats a farther file's `[[overrides]]`, because the nearer file
is the more specific statement about that folder; with one config file the two
orders agree.

How layers merge: a scalar (version, file patterns, debounce) from a higher
layer replaces a lower one; `-D`/`-U` apply in order, so the last word on a
macro wins; `-cl-ext` values apply in order on top of the defaults; include
directories of a higher layer are searched first, each layer keeping its own
order; forced includes are appended; disabled rules are united; `device`
tables merge key by key.
Within the TOML chain "override" means replace: a nearer `include = [...]`
replaces a farther one.

A missing include directory or forced include is a warning and is kept (the
preprocessor's lookups simply fail there), so a directory the build creates
later starts to work without a configuration change.
Parsed files are cached by (path, mtime, size), so resolving the configuration
of every file in a workspace costs a few `stat` calls per directory level.
"""

from __future__ import annotations

import copy
import json
import os
import re
import shlex
from dataclasses import dataclass, field, fields, is_dataclass
from enum import IntEnum
from pathlib import Path
from typing import Any, Callable, Iterable, Optional, Union, get_args, get_origin

import cattrs
from cattrs.errors import ClassValidationError, IterableValidationError
from cattrs.gen import make_dict_structure_fn, override

from .. import forksafe
from . import features as ft
from .features import Version


def _toml():
    """The TOML parser, or None; imported on the first configuration file read (20 ms of a
    server's start that most projects, without one, never need: issue 18)."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10.
        try:
            import tomli as tomllib  # type: ignore[no-redef]
        except ModuleNotFoundError:
            return None
    return tomllib

CONFIG_FILE = ".opencl-lsp.toml"
PYPROJECT = "pyproject.toml"
COMPILE_COMMANDS = "compile_commands.json"
COMPILE_FLAGS = "compile_flags.txt"
DEFAULT_FILE_PATTERNS: tuple[str, ...] = ("*.cl",)
DEFAULT_DEBOUNCE_MS = 150
# How long one analysis may run before it stops and says what it skipped (rule S007); 0: no limit.
DEFAULT_TIME_BUDGET_MS = 2000
# Host languages whose embedded kernels the server answers for (`opencl.embedded.languages`,
# `[embedded] languages`): on by default; a list without one turns that language off.
EMBEDDED_LANGUAGES = ("python", "c", "cpp")

_MACRO_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\([A-Za-z0-9_\s,.]*\))?\Z")


class ProblemSeverity(IntEnum):
    """Same numbering as LSP's DiagnosticSeverity and MessageType, so conversion is trivial."""

    ERROR = 1
    WARNING = 2
    INFORMATION = 3


@dataclass(frozen=True, slots=True)
class ConfigProblem:
    """Something wrong in a configuration source; `line` is 1-based, None when unknown.

    `path` is the configuration file, or None for editor settings and the command line.
    """

    path: Optional[Path]
    line: Optional[int]
    message: str
    severity: ProblemSeverity = ProblemSeverity.ERROR

    def __str__(self) -> str:
        where = str(self.path) if self.path else "settings"
        if self.line is not None:
            where += f":{self.line}"
        return f"{where}: {self.severity.name.lower()}: {self.message}"


@dataclass
class ConfigLayer:
    """What one source says; None or empty means "says nothing about it".

    `macros` holds `-D` and `-U` in their order as (name, value, is_undef); a
    `-DNAME` has value None. `cl_ext` holds `-cl-ext` values in order.
    """

    version: Optional[Version] = None
    include_dirs: list[Path] = field(default_factory=list)
    macros: list[tuple[str, Optional[str], bool]] = field(default_factory=list)
    forced_includes: list[Path] = field(default_factory=list)
    cl_ext: list[str] = field(default_factory=list)
    fast_relaxed_math: Optional[bool] = None
    disabled_rules: list[str] = field(default_factory=list)
    file_patterns: Optional[tuple[str, ...]] = None
    device: Optional[dict] = None
    debounce_ms: Optional[int] = None
    time_budget_ms: Optional[int] = None
    embedded_languages: Optional[tuple[str, ...]] = None
    sources: list[Path] = field(default_factory=list)


@dataclass(frozen=True)
class ProjectConfig:
    """The resolved configuration of one file.

    `defines` keeps command-line order; a value of None means `-DNAME`, that is 1.
    A name is never in both `defines` and `undefines`: the preprocessor applies
    the predefined macros, then `defines`, then `undefines`.
    `sources` lists the configuration files that contributed, for watching.
    """

    version: Version = ft.DEFAULT_VERSION
    version_explicit: bool = False
    include_dirs: tuple[Path, ...] = ()
    defines: tuple[tuple[str, Optional[str]], ...] = ()
    undefines: tuple[str, ...] = ()
    forced_includes: tuple[Path, ...] = ()
    features: frozenset[str] = ft.SPIR_DEFAULT_FEATURES
    fast_relaxed_math: bool = False
    disabled_rules: frozenset[str] = frozenset()
    file_patterns: tuple[str, ...] = DEFAULT_FILE_PATTERNS
    device: dict = field(default_factory=dict, hash=False)
    diagnostics_debounce_ms: int = DEFAULT_DEBOUNCE_MS
    analysis_time_budget_ms: int = DEFAULT_TIME_BUDGET_MS
    embedded_languages: tuple[str, ...] = EMBEDDED_LANGUAGES
    sources: tuple[Path, ...] = field(default=(), compare=False)

    def predefined_macros(self) -> dict[str, str]:
        """The macros of the version and feature set, before any `-D` or `-U`."""
        return ft.predefined_macros(self.version, self.features, fast_relaxed_math=self.fast_relaxed_math)

    def initial_macros(self) -> dict[str, str]:
        """The predefined macros with `defines` and `undefines` applied, as a preprocessor starts."""
        macros = self.predefined_macros()
        by_base = {_macro_base(key): key for key in macros}
        for name, value in self.defines:
            old = by_base.pop(_macro_base(name), None)
            if old is not None:
                del macros[old]
            macros[name] = "1" if value is None else value
            by_base[_macro_base(name)] = name
        for name in self.undefines:
            old = by_base.pop(name, None)
            if old is not None:
                del macros[old]
        return macros


def _macro_base(name: str) -> str:
    return name.split("(", 1)[0]


# Clang-style flags are read here, for every source that speaks them.

# Flags whose value is the next argument, or joined to them ("-Idir").
_JOINED_OR_SEPARATE = {"-I": "include", "-D": "define", "-U": "undefine", "-isystem": "include", "-iquote": "include", "-idirafter": "include"}
_LONG_FORMS = {"--include-directory": "include", "--define-macro": "define", "--undefine-macro": "undefine", "--include": "force"}
# Flags we ignore whose value is the next argument, skipped so the value is not read as a flag.
_IGNORED_WITH_VALUE = {"-o", "-MF", "-MT", "-MQ", "-target", "-arch", "-include-pch", "-imacros", "-isysroot", "-Xlinker", "-mllvm"}


def parse_flags(
    args: list[str],
    base_dir: Path,
    *,
    origin: Optional[Path] = None,
    arg_lines: Optional[list[int]] = None,
) -> tuple[ConfigLayer, list[ConfigProblem]]:
    """Read clang-style flags into a layer; unknown flags are ignored, as clangd does.

    Relative paths are resolved against `base_dir`.
    `origin` and `arg_lines` (the line of each argument) only locate problems.
    """
    layer = ConfigLayer()
    problems: list[ConfigProblem] = []

    def problem(index: int, message: str, severity: ProblemSeverity = ProblemSeverity.ERROR) -> None:
        line = arg_lines[index] if arg_lines is not None and index < len(arg_lines) else None
        problems.append(ConfigProblem(origin, line, message, severity))

    i = 0
    while i < len(args):
        arg = args[i]
        kind, value, used = match_flag(args, i)
        if kind is None:
            i += used
            continue
        if value is None:
            problem(i, f"{arg} needs a value")
            i += used
            continue
        if kind == "include":
            _add_include_dir(layer, value, base_dir, lambda m: problem(i, m, ProblemSeverity.WARNING))
        elif kind == "define":
            _add_define(layer, value, lambda m: problem(i, m))
        elif kind == "undefine":
            if _MACRO_NAME.match(value) and "(" not in value:
                layer.macros.append((value, None, True))
            else:
                problem(i, f"invalid macro name in -U {value!r}")
        elif kind == "force":
            path = _resolve(value, base_dir)
            layer.forced_includes.append(path)
            if not path.is_file():
                problem(i, f"forced include not found: {path}", ProblemSeverity.WARNING)
        elif kind == "std":
            try:
                layer.version = ft.parse_version(value)
            except ValueError as err:
                problem(i, str(err))
        elif kind == "std-maybe":
            # `-std=c99` and the like are not OpenCL; only `-std=clX.Y` matters here.
            if value.lower().startswith("cl"):
                try:
                    layer.version = ft.parse_version(value)
                except ValueError as err:
                    problem(i, str(err))
        elif kind == "cl-ext":
            try:
                ft.apply_cl_ext(frozenset(), value)
                layer.cl_ext.append(value)
            except ValueError as err:
                problem(i, str(err))
        elif kind == "fast-relaxed-math":
            layer.fast_relaxed_math = True
        elif kind == "xclang":
            sub, sub_problems = parse_flags([value], base_dir, origin=origin)
            _absorb(layer, sub)
            for p in sub_problems:
                problem(i, p.message, p.severity)
        i += used
    return layer, problems


def match_flag(args: list[str], i: int) -> tuple[Optional[str], Optional[str], int]:
    """Classify args[i]: (kind, value, number of arguments used); kind None means ignored."""
    arg = args[i]
    following = args[i + 1] if i + 1 < len(args) else None
    if arg in _JOINED_OR_SEPARATE:
        return _JOINED_OR_SEPARATE[arg], following, 2
    for flag, kind in _JOINED_OR_SEPARATE.items():
        if arg.startswith(flag) and len(arg) > len(flag):
            return kind, arg[len(flag):], 1
    if arg == "-include":
        return "force", following, 2
    head, eq, tail = arg.partition("=")
    if head in _LONG_FORMS:
        return (_LONG_FORMS[head], tail, 1) if eq else (_LONG_FORMS[head], following, 2)
    if head == "-cl-std" and eq:
        return "std", tail, 1
    if head in {"-std", "--std"}:
        return ("std-maybe", tail, 1) if eq else ("std-maybe", following, 2)
    if head == "-cl-ext" and eq:
        return "cl-ext", tail, 1
    if arg == "-cl-fast-relaxed-math":
        return "fast-relaxed-math", "", 1
    if arg == "-Xclang":
        return "xclang", following, 2
    if arg == "-x":
        return None, None, 2
    if arg in _IGNORED_WITH_VALUE:
        return None, None, 2
    return None, None, 1


def _resolve(value: str, base_dir: Path) -> Path:
    path = Path(os.path.expanduser(value))
    if not path.is_absolute():
        path = base_dir / path
    return Path(os.path.normpath(path))


def _add_include_dir(layer: ConfigLayer, value: str, base_dir: Path, warn: Callable[[str], None]) -> None:
    path = _resolve(value, base_dir)
    layer.include_dirs.append(path)
    if not path.is_dir():
        warn(f"include directory not found: {path}")


def _add_define(layer: ConfigLayer, text: str, fail: Callable[[str], None]) -> None:
    name, eq, value = text.partition("=")
    name = name.strip()
    if not _MACRO_NAME.match(name):
        fail(f"invalid macro name in -D {text!r}")
        return
    layer.macros.append((name, value if eq else None, False))


def _absorb(layer: ConfigLayer, other: ConfigLayer) -> None:
    """Add `other` to `layer` as if its flags came after `layer`'s on one command line."""
    if other.version is not None:
        layer.version = other.version
    layer.include_dirs.extend(other.include_dirs)
    layer.macros.extend(other.macros)
    layer.forced_includes.extend(other.forced_includes)
    layer.cl_ext.extend(other.cl_ext)
    if other.fast_relaxed_math is not None:
        layer.fast_relaxed_math = other.fast_relaxed_math
    layer.disabled_rules.extend(other.disabled_rules)
    if other.file_patterns is not None:
        layer.file_patterns = other.file_patterns
    if other.device is not None:
        layer.device = {**(layer.device or {}), **other.device}
    if other.debounce_ms is not None:
        layer.debounce_ms = other.debounce_ms
    if other.time_budget_ms is not None:
        layer.time_budget_ms = other.time_budget_ms
    if other.embedded_languages is not None:
        layer.embedded_languages = other.embedded_languages
    layer.sources.extend(s for s in other.sources if s not in layer.sources)


def _stack(lower: ConfigLayer, higher: ConfigLayer) -> ConfigLayer:
    """Merge two sources: like `_absorb`, except the higher layer's include directories come first."""
    result = copy.copy(lower)
    result.include_dirs = list(lower.include_dirs)
    result.macros = list(lower.macros)
    result.forced_includes = list(lower.forced_includes)
    result.cl_ext = list(lower.cl_ext)
    result.disabled_rules = list(lower.disabled_rules)
    result.sources = list(lower.sources)
    _absorb(result, higher)
    result.include_dirs = list(higher.include_dirs) + list(lower.include_dirs)
    return result


# Parsed files are cached here.


class ConfigCache:
    """Parsed configuration files by (path, mtime, size); safe to share between threads."""

    def __init__(self) -> None:
        self._lock = forksafe.Lock()
        self._entries: dict[tuple[str, str], tuple[tuple[int, int], Any]] = {}
        self._settings: dict[str, tuple[ConfigLayer, list[ConfigProblem]]] = {}
        self.loads = 0

    def get(self, kind: str, path: str, loader: Callable[[Path, str], Any]) -> Any:
        """The parsed file, re-read only when its mtime or size changed; None if missing or unreadable."""
        key = (kind, path)
        try:
            st = os.stat(path)
        except OSError:
            return None
        stamp = (st.st_mtime_ns, st.st_size)
        with self._lock:
            hit = self._entries.get(key)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            return None
        value = loader(Path(path), text)
        with self._lock:
            self.loads += 1
            self._entries[key] = (stamp, value)
        return value

    def settings(self, key: str, build: Callable[[], tuple[ConfigLayer, list[ConfigProblem]]]):
        with self._lock:
            hit = self._settings.get(key)
        if hit is None:
            hit = build()
            with self._lock:
                if len(self._settings) > 64:
                    self._settings.clear()
                self._settings[key] = hit
        return hit

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._settings.clear()


DEFAULT_CACHE = ConfigCache()


# The compilation databases of clangd, compile_commands.json and compile_flags.txt, are read here.


@dataclass
class _CompilationDatabase:
    path: Path
    entries: dict[str, tuple[Path, list[str]]]  # normalized file -> (directory, arguments without argv[0])
    opencl_files: list[str]
    problems: list[ConfigProblem]
    parsed: dict[str, tuple[ConfigLayer, list[ConfigProblem]]] = field(default_factory=dict)
    # Memos are filled on first use: each file's matched entry (None when there is none), and each directory's first OpenCL file.
    matches: dict[str, Optional[str]] = field(default_factory=dict)
    by_directory: Optional[dict[str, str]] = None


def _load_compile_commands(path: Path, text: str) -> _CompilationDatabase:
    db = _CompilationDatabase(path, {}, [], [])
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        db.problems.append(ConfigProblem(path, err.lineno, f"invalid JSON: {err.msg}"))
        return db
    if not isinstance(data, list):
        db.problems.append(ConfigProblem(path, 1, "expected a list of compile commands"))
        return db
    skipped = 0
    for entry in data:
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            skipped += 1
            continue
        directory = entry.get("directory")
        directory = Path(directory) if isinstance(directory, str) else path.parent
        if not directory.is_absolute():
            directory = path.parent / directory
        arguments = entry.get("arguments")
        if isinstance(arguments, list) and all(isinstance(a, str) for a in arguments):
            argv = list(arguments)
        elif isinstance(entry.get("command"), str):
            try:
                # Split as a POSIX shell would, never run.
                argv = shlex.split(entry["command"])
            except ValueError:
                skipped += 1
                continue
        else:
            skipped += 1
            continue
        file = os.path.normpath(directory / entry["file"])
        if file in db.entries:
            continue
        db.entries[file] = (Path(os.path.normpath(directory)), argv[1:])
        if file.endswith(".cl") or _has_language_cl(argv):
            db.opencl_files.append(file)
    if skipped:
        db.problems.append(ConfigProblem(path, None, f"{skipped} entries without a file and arguments or command were skipped", ProblemSeverity.WARNING))
    return db


def _has_language_cl(argv: list[str]) -> bool:
    for i, arg in enumerate(argv):
        if arg == "-xcl" or (arg == "-x" and i + 1 < len(argv) and argv[i + 1].lower() == "cl"):
            return True
    return False


def _compile_commands_layer(db: _CompilationDatabase, file: Path) -> tuple[ConfigLayer, list[ConfigProblem]]:
    target = os.path.normpath(file)
    key = db.matches.get(target, "")
    if key == "":
        key = db.matches[target] = _match_entry(db, target)
    if key is None:
        return ConfigLayer(sources=[db.path]), []
    hit = db.parsed.get(key)
    if hit is None:
        directory, argv = db.entries[key]
        layer, problems = parse_flags(argv, directory, origin=db.path)
        layer.sources.append(db.path)
        hit = db.parsed[key] = (layer, problems)
    return hit


def _match_entry(db: _CompilationDatabase, target: str) -> Optional[str]:
    """The entry for `target`, or like clangd's interpolation, that of the nearest OpenCL file.

    "Nearest" is the OpenCL file in the deepest directory that also contains
    `target`, so a header borrows the flags of the kernels beside or above it.
    """
    if target in db.entries:
        return target
    real = os.path.realpath(target)
    if real in db.entries:
        return real
    if db.by_directory is None:
        db.by_directory = {}
        for name in db.opencl_files:
            for parent in Path(name).parents:
                db.by_directory.setdefault(str(parent), name)
    for parent in Path(target).parents:
        found = db.by_directory.get(str(parent))
        if found is not None:
            return found
    return None


@dataclass
class _FlagsFile:
    layer: ConfigLayer
    problems: list[ConfigProblem]


def _load_compile_flags(path: Path, text: str) -> _FlagsFile:
    args: list[str] = []
    lines: list[int] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        # One argument per line, as clangd reads it; "-I dir" on one line is accepted too.
        head, _, rest = line.partition(" ")
        if rest and (head in _JOINED_OR_SEPARATE or head == "-include" or head == "-Xclang"):
            args += [head, rest.strip()]
            lines += [number, number]
        else:
            args.append(line)
            lines.append(number)
    layer, problems = parse_flags(args, path.parent, origin=path, arg_lines=lines)
    layer.sources.append(path)
    return _FlagsFile(layer, problems)


# Our own files, .opencl-lsp.toml and pyproject.toml, are read here.


@dataclass
class _TomlFile:
    path: Path
    root: bool
    keys: dict[str, ConfigLayer]
    overrides: list[tuple[list[re.Pattern[str]], dict[str, ConfigLayer]]]
    problems: list[ConfigProblem]


# The order in which one table's keys are combined: flags first, so explicit keys win.
_TOML_KEYS = ("flags", "std", "include", "define", "undefine", "force-include", "extensions", "files", "diagnostics.disable", "diagnostics.debounce-ms", "analysis.time-budget-ms", "device")
_TOML_LOCATION = re.compile(r"\(at line (\d+), column \d+\)")


def _load_toml(path: Path, text: str) -> Optional[_TomlFile]:
    """Parse a config file; None for a pyproject.toml without [tool.opencl-lsp]."""
    result = _TomlFile(path, False, {}, [], [])
    tomllib = _toml()
    if tomllib is None:
        result.problems.append(ConfigProblem(path, None, "reading TOML needs Python 3.11 or the tomli package"))
        return result
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        if path.name == PYPROJECT and "opencl-lsp" not in text:
            return None
        message = str(err)
        match = _TOML_LOCATION.search(message)
        line = getattr(err, "lineno", None) or (int(match.group(1)) if match else None)
        message = _TOML_LOCATION.sub("", message).strip()
        result.problems.append(ConfigProblem(path, line, f"invalid TOML: {message}"))
        return result
    if path.name == PYPROJECT:
        table = document.get("tool", {}).get("opencl-lsp") if isinstance(document.get("tool"), dict) else None
        if table is None:
            return None
        if not isinstance(table, dict):
            result.problems.append(ConfigProblem(path, _line_of(text, "opencl-lsp"), "[tool.opencl-lsp] must be a table"))
            return result
    else:
        table = document
    reader = _TableReader(path, text, result.problems)
    result.keys = reader.read(table, top=True)
    root = table.get("root", False)
    if isinstance(root, bool):
        result.root = root
    else:
        reader.fail("root", "root must be true or false")
    overrides = table.get("overrides", [])
    if not isinstance(overrides, list) or not all(isinstance(o, dict) for o in overrides):
        reader.fail("overrides", "overrides must be an array of tables: [[overrides]]")
        overrides = []
    for block in overrides:
        paths = block.get("paths")
        if not isinstance(paths, list) or not paths or not all(isinstance(p, str) for p in paths):
            reader.fail("paths", 'each [[overrides]] needs paths = ["glob", ...]')
            continue
        body = {k: v for k, v in block.items() if k != "paths"}
        result.overrides.append(([_glob_regex(p) for p in paths], reader.read(body, top=False)))
    return result


def _line_of(text: str, key: str) -> Optional[int]:
    """The 1-based line where `key` is first assigned or opened as a table; None if not found."""
    escaped = re.escape(key)
    pattern = re.compile(rf'^\s*(?:\[+\s*(?:[\w.-]+\.)?{escaped}\s*\]+|["\']?{escaped}["\']?\s*=)', re.MULTILINE)
    match = pattern.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


class _TableReader:
    """Reads one TOML table (a file's top level or one [[overrides]] block) into layers per key."""

    def __init__(self, path: Path, text: str, problems: list[ConfigProblem]) -> None:
        self.path = path
        self.text = text
        self.problems = problems
        self.base = path.parent

    def fail(self, key: str, message: str, severity: ProblemSeverity = ProblemSeverity.ERROR) -> None:
        self.problems.append(ConfigProblem(self.path, _line_of(self.text, key.rsplit(".", 1)[-1]), message, severity))

    def strings(self, key: str, value: Any) -> Optional[list[str]]:
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value
        self.fail(key, f"{key} must be a list of strings")
        return None

    def read(self, table: dict, top: bool) -> dict[str, ConfigLayer]:
        keys: dict[str, ConfigLayer] = {}
        for key, value in table.items():
            if top and key in {"root", "overrides"}:
                continue
            handler = getattr(self, "key_" + key.replace("-", "_"), None)
            if handler is None or key in ("diagnostics", "analysis") and not isinstance(value, dict):
                if handler is None:
                    self.fail(key, f"unknown key {key!r}", ProblemSeverity.WARNING)
                else:
                    self.fail(key, f"[{key}] must be a table")
                continue
            handler(value, keys)
        return keys

    def _layer(self, keys: dict[str, ConfigLayer], key: str) -> ConfigLayer:
        layer = keys[key] = ConfigLayer(sources=[self.path])
        return layer

    def _warn(self, key: str) -> Callable[[str], None]:
        return lambda message: self.fail(key, message, ProblemSeverity.WARNING)

    def key_std(self, value: Any, keys: dict) -> None:
        if not isinstance(value, str):
            self.fail("std", 'std must be a string such as "CL2.0"')
            return
        try:
            version = ft.parse_version(value)
        except ValueError as err:
            self.fail("std", str(err))
            return
        self._layer(keys, "std").version = version

    def key_include(self, value: Any, keys: dict) -> None:
        items = self.strings("include", value)
        if items is not None:
            layer = self._layer(keys, "include")
            for item in items:
                _add_include_dir(layer, item, self.base, self._warn("include"))

    def key_define(self, value: Any, keys: dict) -> None:
        layer = ConfigLayer(sources=[self.path])
        if isinstance(value, dict):
            for name, item in value.items():
                if isinstance(item, bool):
                    if item:
                        _add_define(layer, name, lambda m: self.fail("define", m))
                    elif _MACRO_NAME.match(name):
                        layer.macros.append((name, None, True))
                elif isinstance(item, (str, int, float)):
                    _add_define(layer, f"{name}={item}", lambda m: self.fail("define", m))
                else:
                    self.fail("define", f"define.{name} must be a string, a number or a boolean")
        else:
            items = self.strings("define", value)
            if items is None:
                return
            for item in items:
                _add_define(layer, item, lambda m: self.fail("define", m))
        keys["define"] = layer

    def key_undefine(self, value: Any, keys: dict) -> None:
        items = self.strings("undefine", value)
        if items is not None:
            layer = self._layer(keys, "undefine")
            for item in items:
                if _MACRO_NAME.match(item) and "(" not in item:
                    layer.macros.append((item, None, True))
                else:
                    self.fail("undefine", f"invalid macro name {item!r}")

    def key_force_include(self, value: Any, keys: dict) -> None:
        items = self.strings("force-include", value)
        if items is not None:
            layer = self._layer(keys, "force-include")
            for item in items:
                path = _resolve(item, self.base)
                layer.forced_includes.append(path)
                if not path.is_file():
                    self.fail("force-include", f"forced include not found: {path}", ProblemSeverity.WARNING)

    def key_extensions(self, value: Any, keys: dict) -> None:
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            value = ",".join(value)
        if not isinstance(value, str):
            self.fail("extensions", 'extensions must be a string such as "-all,+cl_khr_fp16" or a list of such items')
            return
        try:
            ft.apply_cl_ext(frozenset(), value)
        except ValueError as err:
            self.fail("extensions", str(err))
            return
        self._layer(keys, "extensions").cl_ext.append(value)

    def key_flags(self, value: Any, keys: dict) -> None:
        items = self.strings("flags", value)
        if items is not None:
            layer, problems = parse_flags(items, self.base, origin=self.path)
            line = _line_of(self.text, "flags")
            self.problems.extend(ConfigProblem(p.path, line, p.message, p.severity) for p in problems)
            layer.sources.append(self.path)
            keys["flags"] = layer

    def key_files(self, value: Any, keys: dict) -> None:
        items = self.strings("files", value)
        if items is not None:
            self._layer(keys, "files").file_patterns = tuple(items)

    def key_diagnostics(self, value: dict, keys: dict) -> None:
        for key, item in value.items():
            if key == "disable":
                items = self.strings("disable", item)
                if items is not None:
                    self._layer(keys, "diagnostics.disable").disabled_rules = list(items)
            elif key == "debounce-ms":
                if isinstance(item, int) and not isinstance(item, bool) and item >= 0:
                    self._layer(keys, "diagnostics.debounce-ms").debounce_ms = item
                else:
                    self.fail("debounce-ms", "debounce-ms must be a whole number of milliseconds, 0 or more")
            else:
                self.fail(key, f"unknown key 'diagnostics.{key}'", ProblemSeverity.WARNING)

    def key_analysis(self, value: dict, keys: dict) -> None:
        for key, item in value.items():
            if key == "time-budget-ms":
                if isinstance(item, int) and not isinstance(item, bool) and item >= 0:
                    self._layer(keys, "analysis.time-budget-ms").time_budget_ms = item
                else:
                    self.fail("time-budget-ms", "time-budget-ms must be a whole number of milliseconds, 0 (no limit) or more")
            else:
                self.fail(key, f"unknown key 'analysis.{key}'", ProblemSeverity.WARNING)

    def key_embedded(self, value: Any, keys: dict) -> None:
        if not isinstance(value, dict):
            self.fail("embedded", "[embedded] must be a table")
            return
        for key, item in value.items():
            if key == "languages":
                items = self.strings("languages", item)
                unknown = [v for v in items or () if v not in EMBEDDED_LANGUAGES]
                if unknown:
                    self.fail("languages", f"embedded.languages: unknown language {unknown[0]!r} "
                                           f"(one of {', '.join(EMBEDDED_LANGUAGES)})", ProblemSeverity.WARNING)
                if items is not None:
                    self._layer(keys, "embedded.languages").embedded_languages = tuple(items)
            else:
                self.fail(key, f"unknown key 'embedded.{key}'", ProblemSeverity.WARNING)

    def key_device(self, value: Any, keys: dict) -> None:
        if isinstance(value, dict):
            self._layer(keys, "device").device = dict(value)
        else:
            self.fail("device", "[device] must be a table")


def _glob_regex(pattern: str) -> re.Pattern[str]:
    """Compile a gitignore-like glob: `**` crosses directories, `*` and `?` do not.

    A pattern without a slash matches at any depth; a pattern that names a
    directory matches everything below it.
    """
    text = pattern.strip()
    while text.startswith("./"):
        text = text[2:]
    anchored = "/" in text.rstrip("/")
    text = text.strip("/")
    out = []
    i = 0
    while i < len(text):
        if text.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif text.startswith("**", i):
            out.append(".*")
            i += 2
        elif text[i] == "*":
            out.append("[^/]*")
            i += 1
        elif text[i] == "?":
            out.append("[^/]")
            i += 1
        elif text[i] == "[" and "]" in text[i + 2 :]:
            end = text.index("]", i + 2)
            body = text[i + 1 : end]
            out.append("[" + ("^" + body[1:] if body.startswith("!") else body) + "]")
            i = end + 1
        else:
            out.append(re.escape(text[i]))
            i += 1
    prefix = "" if anchored else "(?:.*/)?"
    return re.compile(prefix + "".join(out) + r"(?:/.*)?\Z")


def _toml_chain_layer(files: list[_TomlFile], target: Path) -> ConfigLayer:
    """Merge the TOML files (farthest first) key by key, with each file's matching overrides after it."""
    merged: dict[str, ConfigLayer] = {}
    for toml in files:
        merged.update(toml.keys)
        relative = None
        for patterns, keys in toml.overrides:
            if relative is None:
                relative = Path(os.path.relpath(target, toml.path.parent)).as_posix()
            if any(p.match(relative) for p in patterns):
                merged.update(keys)
    layer = ConfigLayer(sources=[t.path for t in files])
    for key in _TOML_KEYS:
        if key in merged:
            _absorb(layer, merged[key])
    return layer


# Editor settings are typed by dataclasses and structured by cattrs.


def _camel(name: str) -> str:
    first, *rest = name.split("_")
    return first + "".join(part.title() for part in rest)


Defines = Union[list[str], dict[str, Any]]
Extensions = Union[str, list[str], None]


@dataclass
class DiagnosticsSettings:
    """`opencl.diagnostics.*`."""

    disable: list[str] = field(default_factory=list)
    debounce_ms: int = DEFAULT_DEBOUNCE_MS


@dataclass
class AnalysisSettings:
    """`opencl.analysis.*`."""

    time_budget_ms: int = DEFAULT_TIME_BUDGET_MS


@dataclass
class EmbeddedSettings:
    """`opencl.embedded.*`."""

    languages: list[str] = field(default_factory=lambda: list(EMBEDDED_LANGUAGES))


@dataclass
class InlayHintSettings:
    """`opencl.inlayHints.*`: each kind of hint can be turned off."""

    parameter_names: bool = True
    types: bool = True
    address_spaces: bool = True


@dataclass
class LspSettings:
    """The "opencl" settings section; fields are snake_case here and camelCase on the wire."""

    std: Optional[str] = None
    include_paths: list[str] = field(default_factory=list)
    defines: Defines = field(default_factory=list)
    undefines: list[str] = field(default_factory=list)
    force_includes: list[str] = field(default_factory=list)
    extensions: Extensions = None
    flags: list[str] = field(default_factory=list)
    files: Optional[list[str]] = None
    diagnostics: DiagnosticsSettings = field(default_factory=DiagnosticsSettings)
    analysis: AnalysisSettings = field(default_factory=AnalysisSettings)
    embedded: EmbeddedSettings = field(default_factory=EmbeddedSettings)
    inlay_hints: InlayHintSettings = field(default_factory=InlayHintSettings)
    device: dict[str, Any] = field(default_factory=dict)


def _strict(kind: type) -> Callable[[Any, type], Any]:
    def structure(value: Any, _: type) -> Any:
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise TypeError(f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    return structure


def _make_converter() -> cattrs.Converter:
    converter = cattrs.Converter(detailed_validation=True)
    for kind in (str, int, bool):
        converter.register_structure_hook(kind, _strict(kind))

    def structure_list(value: Any, kind: type) -> list:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, got {type(value).__name__}")
        (item_kind,) = get_args(kind) or (Any,)
        result = []
        for index, item in enumerate(value):
            try:
                result.append(converter.structure(item, item_kind))
            except (TypeError, ValueError) as err:
                raise TypeError(f"item {index}: {err}") from None
        return result

    def structure_dict(value: Any, _: type) -> dict:
        if not isinstance(value, dict):
            raise TypeError(f"expected an object, got {type(value).__name__}")
        return dict(value)

    def structure_defines(value: Any, _: type) -> Any:
        if isinstance(value, dict):
            return dict(value)
        if not isinstance(value, list):
            raise TypeError(f"expected a list of NAME[=VALUE] or an object, got {type(value).__name__}")
        return structure_list(value, list[str])

    def structure_extensions(value: Any, _: type) -> Any:
        if value is None or isinstance(value, str):
            return value
        if not isinstance(value, list):
            raise TypeError(f"expected a -cl-ext string or a list of strings, got {type(value).__name__}")
        return structure_list(value, list[str])

    converter.register_structure_hook_func(lambda t: get_origin(t) is list, structure_list)
    converter.register_structure_hook_func(lambda t: get_origin(t) is dict, structure_dict)
    converter.register_structure_hook(Defines, structure_defines)
    converter.register_structure_hook(Extensions, structure_extensions)
    converter.register_structure_hook_factory(
        is_dataclass,
        lambda cls: make_dict_structure_fn(cls, converter, **{f.name: override(rename=_camel(f.name)) for f in fields(cls)}),
    )
    return converter


_CONVERTER = _make_converter()


def structure_settings(raw: Any) -> tuple[LspSettings, list[ConfigProblem]]:
    """Parse the "opencl" settings; each invalid value is a problem and falls back to its default.

    Accepts the section itself or a dict holding it under "opencl".
    """
    problems: list[ConfigProblem] = []
    if isinstance(raw, dict) and isinstance(raw.get("opencl"), dict) and len(raw) == 1:
        raw = raw["opencl"]
    if raw is None:
        return LspSettings(), problems
    if not isinstance(raw, dict):
        problems.append(ConfigProblem(None, None, f"opencl settings must be an object, got {type(raw).__name__}"))
        return LspSettings(), problems
    data = copy.deepcopy(raw)
    _drop_unknown(LspSettings, data, "opencl", problems)
    _drop_empty(data)
    for _ in range(64):
        try:
            settings = _CONVERTER.structure(data, LspSettings)
            break
        except ClassValidationError as err:
            for keys, message in _failures(err, LspSettings):
                problems.append(ConfigProblem(None, None, f"opencl.{'.'.join(keys)}: {message}; using the default"))
                _delete(data, keys)
    else:  # pragma: no cover - each round removes at least one key.
        settings = LspSettings()
    if settings.diagnostics.debounce_ms < 0:
        problems.append(ConfigProblem(None, None, "opencl.diagnostics.debounceMs: must be 0 or more; using the default"))
        settings.diagnostics.debounce_ms = DEFAULT_DEBOUNCE_MS
    if settings.analysis.time_budget_ms < 0:
        problems.append(ConfigProblem(None, None, "opencl.analysis.timeBudgetMs: must be 0 (no limit) or more; using the default"))
        settings.analysis.time_budget_ms = DEFAULT_TIME_BUDGET_MS
    return settings, problems


# Settings the editor client reads itself (VS Code's extension: which server to start, protocol
# tracing); clients send the whole section, so these arrive too and are not mistakes.
_CLIENT_SIDE_SETTINGS = frozenset(("server", "trace"))


def _drop_empty(data: dict) -> None:
    """An empty text setting, or a list of blanks, is how editors say "unset" (VS Code's
    defaults are ""): it means the default, silently, rather than an error per start."""
    for key in ("std", "extensions"):
        value = data.get(key)
        if (isinstance(value, str) and not value.strip()) or (
                isinstance(value, list) and all(isinstance(v, str) and not v.strip() for v in value)):
            del data[key]
    for key in ("includePaths", "defines", "undefines", "forceIncludes", "flags"):
        if isinstance(data.get(key), list):
            data[key] = [v for v in data[key] if not (isinstance(v, str) and not v.strip())]


def _drop_unknown(cls: type, data: dict, prefix: str, problems: list[ConfigProblem]) -> None:
    known = {_camel(f.name): f for f in fields(cls)}
    for key in list(data):
        f = known.get(key)
        if f is None and cls is LspSettings and key in _CLIENT_SIDE_SETTINGS:
            del data[key]
        elif f is None:
            problems.append(ConfigProblem(None, None, f"unknown setting {prefix}.{key}", ProblemSeverity.WARNING))
            del data[key]
        elif f.name == "diagnostics" and isinstance(data[key], dict):
            _drop_unknown(DiagnosticsSettings, data[key], f"{prefix}.{key}", problems)
        elif f.name == "analysis" and isinstance(data[key], dict):
            _drop_unknown(AnalysisSettings, data[key], f"{prefix}.{key}", problems)


def _failures(err: BaseException, cls: type) -> list[tuple[list[str], str]]:
    """Walk cattrs' exception groups: (camelCase key path to the failing field, message)."""
    found: list[tuple[list[str], str]] = []

    def walk(exc: BaseException, path: list[str]) -> None:
        if isinstance(exc, ClassValidationError):
            for sub in exc.exceptions:
                names = [n.name for n in getattr(sub, "__notes__", []) if hasattr(n, "name") and isinstance(n.name, str)]
                walk(sub, path + [_camel(names[0])] if names else path)
        elif isinstance(exc, IterableValidationError):
            # A bad item makes the whole list fall back.
            first = exc.exceptions[0] if exc.exceptions else exc
            found.append((path, f"invalid item: {first}"))
        else:
            found.append((path, str(exc)))

    walk(err, [])
    return found


def _delete(data: dict, keys: list[str]) -> None:
    node: Any = data
    for key in keys[:-1]:
        node = node.get(key) if isinstance(node, dict) else None
    if isinstance(node, dict) and keys:
        node.pop(keys[-1], None)
    elif not keys:
        data.clear()


def parse_lsp_settings(raw: Any, base_dir: Path) -> tuple[ConfigLayer, list[ConfigProblem]]:
    """Editor settings as a layer; relative paths and `${workspaceFolder}` resolve against `base_dir`."""
    settings, problems = structure_settings(raw)
    layer = ConfigLayer()

    def expand(text: str) -> str:
        return text.replace("${workspaceFolder}", str(base_dir))

    def fail(key: str) -> Callable[[str], None]:
        return lambda message: problems.append(ConfigProblem(None, None, f"opencl.{key}: {message}"))

    def warn(key: str) -> Callable[[str], None]:
        return lambda message: problems.append(ConfigProblem(None, None, f"opencl.{key}: {message}", ProblemSeverity.WARNING))

    if settings.flags:
        flags_layer, flag_problems = parse_flags([expand(f) for f in settings.flags], base_dir)
        _absorb(layer, flags_layer)
        problems.extend(ConfigProblem(None, None, f"opencl.flags: {p.message}", p.severity) for p in flag_problems)
    if settings.std is not None:
        try:
            layer.version = ft.parse_version(settings.std)
        except ValueError as err:
            fail("std")(f"{err}; using the default")
    for item in settings.include_paths:
        _add_include_dir(layer, expand(item), base_dir, warn("includePaths"))
    if isinstance(settings.defines, dict):
        for name, value in settings.defines.items():
            if value is None or value is True:
                _add_define(layer, name, fail("defines"))
            elif value is False:
                layer.macros.append((name, None, True))
            elif isinstance(value, (str, int, float)):
                _add_define(layer, f"{name}={value}", fail("defines"))
            else:
                fail("defines")(f"{name} must be a string, a number or a boolean")
    else:
        for item in settings.defines:
            _add_define(layer, item, fail("defines"))
    for name in settings.undefines:
        if _MACRO_NAME.match(name) and "(" not in name:
            layer.macros.append((name, None, True))
        else:
            fail("undefines")(f"invalid macro name {name!r}")
    for item in settings.force_includes:
        path = _resolve(expand(item), base_dir)
        layer.forced_includes.append(path)
        if not path.is_file():
            warn("forceIncludes")(f"forced include not found: {path}")
    if settings.extensions is not None:
        spec = settings.extensions if isinstance(settings.extensions, str) else ",".join(settings.extensions)
        try:
            ft.apply_cl_ext(frozenset(), spec)
            layer.cl_ext.append(spec)
        except ValueError as err:
            fail("extensions")(f"{err}; using the default")
    if settings.files is not None:
        layer.file_patterns = tuple(settings.files)
    layer.disabled_rules = list(settings.diagnostics.disable)
    if settings.diagnostics.debounce_ms != DEFAULT_DEBOUNCE_MS:
        layer.debounce_ms = settings.diagnostics.debounce_ms
    if settings.analysis.time_budget_ms != DEFAULT_TIME_BUDGET_MS:
        layer.time_budget_ms = settings.analysis.time_budget_ms
    if tuple(settings.embedded.languages) != EMBEDDED_LANGUAGES:
        layer.embedded_languages = tuple(settings.embedded.languages)
    if settings.device:
        layer.device = dict(settings.device)
    return layer, problems


# Resolution finds the sources of a file and stacks them.


def _workspace_root(path: Path, roots: Iterable[Path]) -> Optional[Path]:
    """The deepest root that contains `path`, or None."""
    best: Optional[Path] = None
    for root in roots:
        root = Path(os.path.abspath(root))
        if (path == root or root in path.parents) and (best is None or len(root.parts) > len(best.parts)):
            best = root
    return best


def _directories(start: Path, stop: Optional[Path]) -> list[Path]:
    """`start` and its parents, nearest first, up to `stop` (included) or the filesystem root."""
    result = [start]
    for parent in start.parents:
        if stop is not None and result[-1] == stop:
            break
        result.append(parent)
    return result


def resolve_config(
    path: Path,
    workspace_roots: Optional[list[Path]] = None,
    lsp_settings: Optional[dict] = None,
    cli_args: Optional[list[str]] = None,
    *,
    cache: Optional[ConfigCache] = None,
    cwd: Optional[Path] = None,
) -> tuple[ProjectConfig, list[ConfigProblem]]:
    """The configuration of the file (or directory) `path` and every problem found on the way.

    `cli_args` are resolved against `cwd` (the current directory by default).
    Problems of cached files are reported again on every call; the caller
    decides where to show them (they name their file and line).
    """
    cache = cache or DEFAULT_CACHE
    target = Path(os.path.abspath(path))
    roots = [Path(os.path.abspath(r)) for r in (workspace_roots or [])]
    stop = _workspace_root(target, roots)
    start = target if os.path.isdir(target) else target.parent
    problems: list[ConfigProblem] = []
    layers: list[ConfigLayer] = []

    if lsp_settings is not None:
        base = stop or (roots[0] if roots else start)
        key = json.dumps([str(base), lsp_settings], sort_keys=True, default=str)
        layer, found = cache.settings(key, lambda: parse_lsp_settings(lsp_settings, base))
        layers.append(layer)
        problems += found

    database: Optional[ConfigLayer] = None
    toml_files: list[_TomlFile] = []
    search_toml = True
    for directory in _directories(start, stop):
        if database is None:
            database = _find_database(directory, target, cache, problems)
        if search_toml:
            toml = _find_toml(directory, cache)
            if toml is not None:
                toml_files.append(toml)
                problems += toml.problems
                search_toml = not toml.root
        if database is not None and not search_toml:
            break
    if database is not None:
        layers.append(database)
    if toml_files:
        layers.append(_toml_chain_layer(list(reversed(toml_files)), target))

    if cli_args:
        base = cwd or Path.cwd()
        key = json.dumps(["cli", str(base), cli_args])
        layer, found = cache.settings(key, lambda: parse_flags(cli_args, base))
        layers.append(layer)
        problems += found

    merged = ConfigLayer()
    for layer in layers:
        merged = _stack(merged, layer)
    config = _build(merged)
    for message in ft.check_features(config.version, config.features):
        problems.append(ConfigProblem(None, None, message, ProblemSeverity.WARNING))
    return config, problems


def _find_database(directory: Path, target: Path, cache: ConfigCache, problems: list[ConfigProblem]) -> Optional[ConfigLayer]:
    base = str(directory)
    for candidate in (os.path.join(base, COMPILE_COMMANDS), os.path.join(base, "build", COMPILE_COMMANDS)):
        db = cache.get("compile_commands", candidate, _load_compile_commands)
        if db is not None:
            problems += db.problems
            layer, found = _compile_commands_layer(db, target)
            problems += found
            return layer
    flags = cache.get("compile_flags", os.path.join(base, COMPILE_FLAGS), _load_compile_flags)
    if flags is not None:
        problems += flags.problems
        return flags.layer
    return None


def _find_toml(directory: Path, cache: ConfigCache) -> Optional[_TomlFile]:
    base = str(directory)
    toml = cache.get("toml", os.path.join(base, CONFIG_FILE), _load_toml)
    if toml is None:
        toml = cache.get("toml", os.path.join(base, PYPROJECT), _load_toml)
    return toml


def _build(layer: ConfigLayer) -> ProjectConfig:
    features = ft.SPIR_DEFAULT_FEATURES
    for spec in layer.cl_ext:
        features = ft.apply_cl_ext(features, spec)
    defines: dict[str, tuple[str, Optional[str]]] = {}
    undefines: dict[str, None] = {}
    for name, value, is_undef in layer.macros:
        base = _macro_base(name)
        if is_undef:
            defines.pop(base, None)
            undefines[base] = None
        else:
            undefines.pop(base, None)
            defines.pop(base, None)
            defines[base] = (name, value)
    return ProjectConfig(
        version=layer.version or ft.DEFAULT_VERSION,
        version_explicit=layer.version is not None,
        include_dirs=tuple(dict.fromkeys(layer.include_dirs)),
        defines=tuple(defines.values()),
        undefines=tuple(undefines),
        forced_includes=tuple(dict.fromkeys(layer.forced_includes)),
        features=features,
        fast_relaxed_math=bool(layer.fast_relaxed_math),
        disabled_rules=frozenset(layer.disabled_rules),
        file_patterns=layer.file_patterns or DEFAULT_FILE_PATTERNS,
        device=dict(layer.device or {}),
        diagnostics_debounce_ms=DEFAULT_DEBOUNCE_MS if layer.debounce_ms is None else layer.debounce_ms,
        analysis_time_budget_ms=DEFAULT_TIME_BUDGET_MS if layer.time_budget_ms is None else layer.time_budget_ms,
        embedded_languages=EMBEDDED_LANGUAGES if layer.embedded_languages is None else layer.embedded_languages,
        sources=tuple(dict.fromkeys(layer.sources)),
    )

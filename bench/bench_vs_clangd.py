"""opencl-lsp against clangd, side by side, through the same client code. Prints figures; asserts nothing.

Usage: python bench/bench_vs_clangd.py [--lines 10000] [--opens 3] [--edits 20]
           [--macro-edits 5] [--starts 5] [--memory-edits 1000] [--clangd PATH] [--no-clangd]

Both servers are driven over stdio by tests/lsp/rawio.py (the raw JSON-RPC
driver bench_lsp.py uses) on the same generated file (bench/gen_kernel.py,
10,000 lines), written to a temporary directory with a `compile_flags.txt`
(`-xcl -cl-std=CL1.2 --target=spir64`) that both read. Every figure is the
time from the message sent to the `textDocument/publishDiagnostics` that
carries the version it was sent for, as an editor shows it:

- didOpen -> first diagnostics on the big file (a fresh server each time,
  median of --opens), and -> the full set: opencl-lsp publishes the syntax and
  preprocessor findings first, then everything for the same version (staged
  publishing, files of 128 KB or more); clangd publishes once;
- edit -> diagnostics: one-character edits inside kernel bodies spread
  through the file, a statement's `;` deleted, then typed again (each is one
  edit, and each changes the findings in both servers: a syntax error comes,
  then goes; an edit that changes nothing need not be published, and is not
  by opencl-lsp); median and p90;
- edits outside every body, each to a text the server has not seen (as typing makes), one
  that breaks something and one that mends it with a new value or name: the value of
  `#define CLAMP01(x)`, which every helper uses (`1.0f` -> `1.0f +` -> `1.1f` -> ...: half the
  file's functions depend on it, the worst case), and a mix (median, and per kind): the value
  of `#define TILE` (the matmul kernels use it), a field added to a struct (the integrate
  kernels use it), a prototype, a new function-like `#define` typed (its parameter list open
  first: a malformed `#define`, after which the expanded view of every function stops);
- a burst of typing outside every body: a new `#define` line typed key by key, 0.12 s apart,
  without waiting for diagnostics; from the last key to that version's diagnostics (median
  of --macro-edits bursts): what the debounce costs where it is meant to act;
- startup: spawn -> initialize -> didOpen of a small kernel -> its first
  diagnostics (median of --starts fresh processes);
- memory (opencl-lsp): the server's resident set (VmRSS, and the peak
  VmHWM) with the big file open and after each quarter of --memory-edits
  edits, which go round --memory-places places (a `;` deleted, then typed
  again): what the number of edits alone does to memory. Each place makes
  new versions of its function once; after the first round, memory should
  stay level.

opencl-lsp runs without its analysis time budget (`analysis.timeBudgetMs: 0`):
every figure is that of a complete analysis, as clangd's are, also on a loaded
machine where the default 2 s budget would cut the first one short.

Debounce and work are told apart: opencl-lsp runs twice, with its default
(adaptive) debounce, which is what a user sees, and with
`{"diagnostics": {"debounceMs": 0}}`, which is the work alone. clangd has no
switch for its debounce (its policy: the median of recent rebuild times,
clamped to 50-500 ms); its work is shown by `clang -fsyntax-only` of the
same file, the rebuild clangd runs after each edit.

opencl-lsp runs with bytecode caching, as an installed package does (pip
writes .pyc files), even where the shell sets PYTHONDONTWRITEBYTECODE: its
.pyc files go to a directory of their own (PYTHONPYCACHEPREFIX), filled by a
start that is not timed.

clangd is Debian's `clangd-19` (apt-get install clangd-19), found as
clangd-19, clangd, or /usr/lib/llvm-*/bin/clangd; without it only
opencl-lsp's figures are printed, with the reason.
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

from gen_kernel import generate  # noqa: E402
from tests.lsp.rawio import SERVER_COMMAND, RawServer  # noqa: E402

FLAGS = ["-xcl", "-cl-std=CL1.2", "--target=spir64"]
SMALL = "__kernel void saxpy(__global float *y, __global const float *x, const float a) {\n" \
        "    int i = get_global_id(0);\n    y[i] = a * x[i] + y[i];\n}\n"
# No time budget: the figures are those of complete analyses, as clangd's are, even on a
# loaded machine (past the default 2 s budget the rest is skipped, S007, and nothing is cached).
OURS = {"analysis": {"timeBudgetMs": 0}}
WORK_ONLY = {**OURS, "diagnostics": {"debounceMs": 0}}


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def ms(seconds: Optional[float]) -> str:
    return "       —   " if seconds is None else f"{seconds * 1000:8.1f} ms"


def find_clangd(explicit: Optional[str]) -> tuple[Optional[str], str]:
    """The clangd binary, or None with the reason."""
    if explicit:
        return (explicit, "") if shutil.which(explicit) or os.path.exists(explicit) else (None, f"{explicit} not found")
    for name in ("clangd-19", "clangd"):
        path = shutil.which(name)
        if path:
            return path, ""
    found = sorted(glob.glob("/usr/lib/llvm-*/bin/clangd"))
    if found:
        return found[-1], ""
    return None, "clangd is not installed (apt-get install -y clangd-19)"


def find_clang(clangd: str) -> Optional[str]:
    sibling = os.path.join(os.path.dirname(os.path.realpath(clangd)), "clang")
    if os.path.exists(sibling):
        return sibling
    return shutil.which("clang-19") or shutil.which("clang")


class Subject:
    """How to start one server and what to tell it at initialize."""

    def __init__(self, name: str, command: list[str], options: Optional[dict] = None, env: Optional[dict] = None,
                 stages: int = 1):
        self.name, self.command, self.options, self.env = name, command, options or {}, env
        # Publishes of one version on opening the big file: opencl-lsp sends the syntax and
        # preprocessor findings first, then the full set (staged publishing); clangd sends one.
        self.stages = stages

    def start(self, directory: Path) -> RawServer:
        server = RawServer(self.command, env=self.env)
        server.request(
            "initialize",
            {"processId": os.getpid(), "rootUri": directory.as_uri(), "capabilities": {},
             "initializationOptions": self.options},
            60,
        )
        server.notify("initialized", {})
        return server


def rss_kib(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM) of a process in KiB."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0])
    return fields.get("VmRSS", 0), fields.get("VmHWM", 0)


def cpu_seconds(pid: int) -> float:
    """CPU time of a process so far (user + system, its threads and reaped children included)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rpartition(")")[2].split()
    return sum(int(v) for v in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def open_and_wait(server: RawServer, uri: str, text: str, timeout: float = 120,
                  stages: int = 1) -> tuple[float, int, float, float, int, float]:
    """(seconds to the first diagnostics, how many, the server's CPU seconds meanwhile,
    and the same for the full set: the last of `stages` publishes of the version)."""
    start = len(server.messages)
    cpu = cpu_seconds(server.proc.pid)
    t = time.perf_counter()
    server.did_open(uri, text)
    message = _published(server, uri, 1, start, timeout)
    first = (message["_t"] - t, len(message["params"]["diagnostics"]), cpu_seconds(server.proc.pid) - cpu)
    for _ in range(stages - 1):
        message = _published(server, uri, 1, server.messages.index(message) + 1, timeout)
    return (*first, message["_t"] - t, len(message["params"]["diagnostics"]), cpu_seconds(server.proc.pid) - cpu)


def _published(server: RawServer, uri: str, version: int, start: int, timeout: float = 120) -> dict:
    """The first publishDiagnostics for `uri` at `version` from message index `start`."""
    return server.wait_for(
        lambda m: m.get("method") == "textDocument/publishDiagnostics"
        and m["params"]["uri"] == uri and m["params"].get("version") == version,
        timeout=timeout,
        start=start,
    )


def _arrival(server: RawServer, uri: str, version: int, start: int, timeout: float = 120) -> float:
    return _published(server, uri, version, start, timeout)["_t"]


def change(server: RawServer, uri: str, version: int, line: int, col: int, old: str, new: str,
           timeout: float = 30) -> Optional[float]:
    """Replace `old` at (line, col) by `new`; seconds to that version's diagnostics (None: none came)."""
    edit = {"range": {"start": {"line": line, "character": col},
                      "end": {"line": line, "character": col + len(old)}}, "text": new}
    start = len(server.messages)
    t = time.perf_counter()
    server.did_change(uri, version, [edit])
    try:
        return _arrival(server, uri, version, start, timeout) - t
    except TimeoutError:
        return None


# Seconds between keys in a burst of typing (about 8 keys a second, a fast typist's pace).
BURST_GAP = 0.12


def semicolons(text: str, count: int) -> list[tuple[int, int]]:
    """(line, column) of a statement's final `;` inside kernel bodies, spread through the file."""
    lines = text.split("\n")
    places, in_kernel = [], False
    for i, line in enumerate(lines):
        if line.startswith("__kernel"):
            in_kernel = True
        elif line.startswith("}"):
            in_kernel = False
        elif in_kernel and line.startswith("    ") and line.rstrip().endswith(";") and "for (" not in line:
            places.append((i, len(line.rstrip()) - 1))
    step = max(1, len(places) // count)
    return places[::step][:count]


class Figures(dict):
    pass


def measure(subject: Subject, directory: Path, text: str, args, memory_edits: int) -> Figures:
    figures = Figures()
    path = directory / "bench.cl"
    uri = path.as_uri()

    opens, counts, cpus, fulls, full_cpus = [], [], [], [], []
    for _ in range(args.opens):
        server = subject.start(directory)
        try:
            seconds, count, cpu, full, full_count, full_cpu = open_and_wait(server, uri, text, stages=subject.stages)
            opens.append(seconds)
            counts.append(count)
            cpus.append(cpu)
            fulls.append(full)
            full_cpus.append(full_cpu)
        finally:
            server.close()
    figures["open"] = statistics.median(opens)
    figures["open_cpu"] = statistics.median(cpus)
    figures["open_all"] = opens
    figures["open_count"] = counts[-1]
    figures["open_full"] = statistics.median(fulls)
    figures["open_full_cpu"] = statistics.median(full_cpus)
    figures["open_full_count"] = full_count

    server = subject.start(directory)
    try:
        open_and_wait(server, uri, text, stages=subject.stages)  # The full set: the memory figure is after it.
        time.sleep(0.5)  # Let the open's follow-up work (indexing, warming) pass.
        figures["rss_open"] = rss_kib(server.proc.pid)
        version, latencies, missing = 1, [], 0
        for line, col in semicolons(text, args.edits):
            for old, new in ((";", ""), ("", ";")):
                version += 1
                seconds = change(server, uri, version, line, col, old, new)
                if seconds is None:
                    missing += 1
                else:
                    latencies.append(seconds)
        figures["edit"] = latencies
        figures["edit_missing"] = missing

        # Edits outside every body, each to a text the server has not seen (as typing makes): one
        # that breaks something, then one that mends it with a new value or name.
        current = [text]

        def outside(old: str, new: str) -> Optional[float]:
            nonlocal version
            data = current[0]
            at = data.index(old)
            line = data.count("\n", 0, at)
            col = at - (data.rfind("\n", 0, at) + 1)
            if "\n" in old:
                raise ValueError("one line at a time")
            version += 1
            current[0] = data[:at] + new + data[at + len(old):]
            return change(server, uri, version, line, col, old, new, timeout=60)

        macros = []
        value = "1.0f"
        for k in range(args.macro_edits):
            for old, new in ((f"0.0f, {value})", f"0.0f, {value} +)"), (f"0.0f, {value} +)", f"0.0f, 1.{k + 1}f)")):
                seconds = outside(old, new)
                if seconds is not None:
                    macros.append(seconds)
            value = f"1.{k + 1}f"
        figures["macro"] = macros
        kinds: dict[str, list[float]] = {}
        for k in range(args.macro_edits):
            steps = {
                "#define value": [(f"#define TILE {16 + k}", f"#define TILE {16 + k} +"),
                                  (f"#define TILE {16 + k} +", f"#define TILE {17 + k}")],
                "struct field": [("    int flags;", f"    int flags; float pad{k}"),
                                 (f"    int flags; float pad{k}", f"    int flags; float pad{k};")],
                "prototype": [("enum blend_mode {", f"float proto_{k}(float x) enum blend_mode {{"),
                              (f"float proto_{k}(float x) enum", f"float proto_{k}(float x); enum")],
                "new #define": [("#define WG_SIZE 256", f"#define OPT_{k}(x #define WG_SIZE 256"),
                                (f"#define OPT_{k}(x #define WG_SIZE 256", f"#define OPT_{k}(x) (x)\n#define WG_SIZE 256")],
            }
            for kind, edits in steps.items():
                for old, new in edits:
                    seconds = outside(old, new)
                    if seconds is not None:
                        kinds.setdefault(kind, []).append(seconds)
        figures["outside"] = [s for values in kinds.values() for s in values]
        figures["outside_kinds"] = kinds

        # A burst of typing outside every body: a new `#define` typed key by key, BURST_GAP apart,
        # without waiting for diagnostics; the time from the last key to its version's diagnostics
        # (what the debounce is for: one analysis per pause, not one per key).
        bursts = []
        for k in range(args.macro_edits):
            typed = f"#define BURST_{k} {k}\n"
            data = current[0]
            at = data.index("#define WG_SIZE")
            line = data.count("\n", 0, at)
            col = 0
            start = len(server.messages)
            for ch in typed:
                version += 1
                edit = {"range": {"start": {"line": line, "character": col},
                                  "end": {"line": line, "character": col}}, "text": ch}
                t = time.perf_counter()
                server.did_change(uri, version, [edit])
                line, col = (line + 1, 0) if ch == "\n" else (line, col + 1)
                if ch != "\n":
                    time.sleep(BURST_GAP)
            current[0] = data[:at] + typed + data[at:]
            try:
                bursts.append(_arrival(server, uri, version, start, 60) - t)
            except TimeoutError:
                pass
        figures["burst"] = bursts
        text = current[0]

        if memory_edits:
            marks = {}
            places = semicolons(text, max(1, min(args.memory_places, memory_edits // 2)))
            done = 0
            while done < memory_edits:
                line, col = places[(done // 2) % len(places)]
                version += 1
                old, new = ((";", ""), ("", ";"))[done % 2]
                change(server, uri, version, line, col, old, new)
                done += 1
                if done % max(1, memory_edits // 4) == 0 or done == 2 * len(places):  # And after the first round.
                    marks[done] = rss_kib(server.proc.pid)
            figures["rss_edits"] = marks
            figures["rss_places"] = len(places)
    finally:
        server.close()

    starts, start_cpus = [], []
    small_dir = directory / "small"
    small_dir.mkdir(exist_ok=True)
    (small_dir / "compile_flags.txt").write_text("\n".join(FLAGS) + "\n")
    small_uri = (small_dir / "saxpy.cl").as_uri()
    for _ in range(args.starts):
        t = time.perf_counter()
        server = subject.start(small_dir)
        try:
            server.did_open(small_uri, SMALL)
            starts.append(_arrival(server, small_uri, 1, 0) - t)
            start_cpus.append(cpu_seconds(server.proc.pid))
        finally:
            server.close()
    figures["start"] = statistics.median(starts)
    figures["start_cpu"] = statistics.median(start_cpus)
    return figures


def syntax_only(clang: str, path: Path, runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([clang, *FLAGS, "-fsyntax-only", str(path)], capture_output=True, cwd=path.parent)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def ratio(ours: Optional[float], theirs: Optional[float]) -> str:
    if not ours or not theirs:
        return ""
    return f"{theirs / ours:5.1f}x faster" if ours <= theirs else f"{ours / theirs:5.1f}x slower"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--opens", type=int, default=3, help="fresh servers opening the big file")
    parser.add_argument("--edits", type=int, default=20, help="places: each gives two edits (';' deleted, typed)")
    parser.add_argument("--macro-edits", type=int, default=5, help="each gives two edits")
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--memory-edits", type=int, default=1000, help="opencl-lsp only; 0: skip")
    parser.add_argument("--memory-places", type=int, default=100, help="the places those edits go round")
    parser.add_argument("--clangd", help="the clangd binary (default: clangd-19, clangd, /usr/lib/llvm-*/bin/clangd)")
    parser.add_argument("--no-clangd", action="store_true")
    args = parser.parse_args()

    text = generate(args.lines)
    clangd, reason = (None, "--no-clangd") if args.no_clangd else find_clangd(args.clangd)
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} CPUs, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at start")
    print(f"file: {text.count(chr(10))} lines, {len(text.encode())} bytes; flags {' '.join(FLAGS)}")

    with tempfile.TemporaryDirectory(prefix="bench-vs-clangd-") as tmp:
        directory = Path(tmp)
        (directory / "compile_flags.txt").write_text("\n".join(FLAGS) + "\n")
        (directory / "bench.cl").write_text(text)

        # As installed (pip writes .pyc files), even where the shell says PYTHONDONTWRITEBYTECODE:
        # the bytecode goes to a directory of its own, filled by a first start that is not timed.
        env = {"PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": str(directory / "pycache")}
        warm = Subject("opencl-lsp", list(SERVER_COMMAND), env=env).start(directory)
        warm.close()
        ours = measure(Subject("opencl-lsp", list(SERVER_COMMAND), OURS, env, stages=2), directory, text, args,
                       args.memory_edits)
        work = measure(Subject("opencl-lsp (debounce 0)", list(SERVER_COMMAND), WORK_ONLY, env, stages=2), directory, text,
                       argparse.Namespace(**{**vars(args), "opens": 1, "starts": 1}), 0)
        theirs, parse = None, None
        if clangd:
            version = subprocess.run([clangd, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
            print(f"clangd: {clangd} ({version.strip()})")
            theirs = measure(Subject("clangd", [clangd, "--background-index=false", "--log=error"]),
                             directory, text, args, 0)
            clang = find_clang(clangd)
            if clang:
                parse = syntax_only(clang, directory / "bench.cl")
        else:
            print(f"clangd: skipped: {reason}")

    load = os.getloadavg()
    print(f"load average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print()
    print(f"{'':44} {'opencl-lsp':>11} {'(work only)':>11} {'clangd':>11}   ratio (opencl-lsp vs clangd)")

    def row(label, mine, work_only, other, target=None):
        verdict = ""
        if target is not None and mine is not None:
            verdict = f"   target <= {target * 1000:.0f} ms -> {'OK' if mine <= target else 'OVER'}"
        print(f"{label:44} {ms(mine)} {ms(work_only)} {ms(other)}   {ratio(mine, other)}{verdict}")

    get = lambda figures, key, fn=None: (fn(figures[key]) if fn else figures[key]) if figures and figures.get(key) else None  # noqa: E731
    median = statistics.median
    p90 = lambda v: pct(v, 0.9)  # noqa: E731
    row("didOpen -> first diagnostics (big file)", ours["open"], work["open"], get(theirs, "open"), 0.300)
    row("didOpen -> full diagnostics (big file)", ours["open_full"], work["open_full"], get(theirs, "open_full"))
    row("edit -> diagnostics, median", get(ours, "edit", median), get(work, "edit", median),
        get(theirs, "edit", median), 0.050)
    row("edit -> diagnostics, p90", get(ours, "edit", p90), get(work, "edit", p90), get(theirs, "edit", p90))
    row("macro edit (every helper) -> diag., median", get(ours, "macro", median), get(work, "macro", median),
        get(theirs, "macro", median), 0.100)
    row("outside edit (mix) -> diagnostics, median", get(ours, "outside", median), get(work, "outside", median),
        get(theirs, "outside", median), 0.100)
    row("typing burst outside bodies: last key -> diag.", get(ours, "burst", median), get(work, "burst", median),
        get(theirs, "burst", median))
    for kind in (ours.get("outside_kinds") or {}):
        row(f"  {kind}, median", median(ours["outside_kinds"][kind]),
            get(work.get("outside_kinds") or {}, kind, median),
            get((theirs or {}).get("outside_kinds") or {}, kind, median))
    row("start -> first diagnostics (small file)", ours["start"], work["start"], get(theirs, "start"), 0.250)
    row("  server CPU time, didOpen (big file)", ours["open_cpu"], work["open_cpu"], get(theirs, "open_cpu"))
    row("  server CPU time, didOpen to the full set", ours["open_full_cpu"], work["open_full_cpu"],
        get(theirs, "open_full_cpu"))
    row("  server CPU time, start (small file)", ours["start_cpu"], work["start_cpu"], get(theirs, "start_cpu"))
    if parse is not None:
        print(f"{'clang -fsyntax-only of the file (clangd work)':44} {'':11} {'':11} {ms(parse)}")
    print()
    print(f"opencl-lsp didOpen runs: {', '.join(ms(s).strip() for s in ours['open_all'])}; "
          f"{ours['open_count']} diagnostics first, {ours['open_full_count']} in the full set; clangd: "
          + (", ".join(ms(s).strip() for s in theirs["open_all"]) + f"; {theirs['open_count']} diagnostics"
             if theirs else "—"))
    for name, figures in (("opencl-lsp", ours), ("opencl-lsp (debounce 0)", work), ("clangd", theirs)):
        if figures:
            print(f"{name}: {len(figures['edit'])} edits timed, {figures['edit_missing']} without a publish "
                  f"for their version; macro edits {len(figures['macro'])}, outside edits {len(figures['outside'])}")
    print("debounce: opencl-lsp's is the difference between its two columns (adaptive: none while the last "
          "analysis of the document was quicker than the delay, or for the first edit after a pause: a leading-edge "
          "debounce; the typing burst shows what it costs within a burst); clangd's is its policy, the median rebuild "
          "clamped to 50-500 ms, on top of its work")
    rss, hwm = ours["rss_open"]
    print(f"\nmemory, opencl-lsp: VmRSS {rss / 1024:.1f} MiB with the big file open (peak {hwm / 1024:.1f} MiB)")
    for done, (rss, hwm) in sorted(ours.get("rss_edits", {}).items()):
        print(f"memory, opencl-lsp: VmRSS {rss / 1024:.1f} MiB after {done} edits round {ours['rss_places']} places "
              f"(peak {hwm / 1024:.1f} MiB)")
    if theirs:
        rss, hwm = theirs["rss_open"]
        print(f"memory, clangd: VmRSS {rss / 1024:.1f} MiB with the big file open (peak {hwm / 1024:.1f} MiB)")


if __name__ == "__main__":
    main()

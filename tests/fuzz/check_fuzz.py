"""Mutation fuzzing of `opencl-lsp check`, in process, across worker processes.

Each input (`mutate.make_input`) is written to a file in the worker's folder
and checked the way `opencl-lsp check` does it (server/cli.py `run_check`):
`resolve_config` with clang flags, `parse_bytes`, a `StaticProject` with the
CLI's `reader`, `analyze` under the configured time budget, then the
findings' lines, columns and LSP positions as the text and JSON outputs
compute them. An analysis cut by the budget (S007) is counted, not failed. One input in ten goes through
`run_check` itself with text or JSON output, so the CLI layer (file reading,
printing) is fuzzed too; the rest skip its per-call set-up, which costs more
than analyzing a small kernel.

What counts as a failure:
- an uncaught exception ("crash");
- a log record with a traceback (the engine logs a failing rule with
  `log.exception` and goes on; the fuzzer counts that as a failure: "logged");
- an input that runs past the wall limit (5 s by default: "hang"): SIGALRM
  interrupts it, and the worker is replaced, since an interrupted analysis may
  leave a cache half made; an input stuck in C code where the alarm cannot
  reach is killed by the parent's watchdog;
- a worker that dies (a segfault in C code, the kernel's OOM killer: "died").

Every failing input is saved as `<kind>-<seed>-<index>.cl` in the failures
folder, with a `.txt` beside it (how it was made, the traceback or log).
Workers take the indexes `w, w + jobs, w + 2 jobs, ...`; input N depends only
on the seed and N, so a campaign's results do not depend on the number of jobs.
Parallel analysis (`OPENCL_LSP_JOBS`) is off in the workers: the campaign
already uses every core, and each input's time should be its own.
"""

from __future__ import annotations

import contextlib
import gc
import io
import json
import logging
import multiprocessing
import multiprocessing.connection
import os
import resource
import shutil
import signal
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Optional

from . import mutate, seeds

DEFAULT_LIMIT_S = 5.0
# The parent kills a worker whose input has run this long past the limit
# (the alarm could not interrupt it: a long call in C).
WATCHDOG_GRACE_S = 20.0
PROGRESS_EVERY_S = 2.0
CLI_SHARE = 0.1
FREEZE_EVERY = 2000

# Compile flags as `check` takes them; each input draws one set.
FLAG_SETS: tuple[tuple[str, ...], ...] = (
    (),
    ("-cl-std=CL1.0",),
    ("-cl-std=CL1.1",),
    ("-cl-std=CL1.2",),
    ("-cl-std=CL2.0",),
    ("-cl-std=CL3.0",),
    ("-cl-std=CL3.0", "-cl-ext=-all"),
    ("-cl-std=CL1.2", "-cl-ext=+cl_khr_fp16,+cl_khr_fp64"),
    ("-DN=4", "-DFOO", "-UBAR", "-cl-fast-relaxed-math"),
    ("-cl-std=CL2.0", "-I", "include", "-DTYPE=float4"),
)


class Hang(BaseException):
    """Raised by SIGALRM in the middle of an input; a BaseException, so no `except Exception` swallows it."""


# The preprocessor's wall-clock stop (P009, like S007 for the analysis): when it fires depends
# on the machine's load, so a cut input is counted, not failed, and a mismatch says so.
TIME_CUT = "macro expansion took over"

@dataclass
class Outcome:
    seconds: float
    kind: Optional[str] = None  # None (passed), "crash", "logged" or "hang"
    detail: str = ""
    signature: str = ""  # exception type and the innermost frame in our code: one per distinct bug
    budget_cut: bool = False  # the analysis ran out of its time budget (S007): not a failure, counted


def signature(exc: BaseException) -> str:
    """`RecursionError at analysis/semantic.py:742 alternation`: groups failures by their likely cause."""
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "/opencl_lsp/" in f.filename or "/server/" in f.filename] or frames
    if not ours:
        return type(exc).__name__
    last = ours[-1]
    where = last.filename.replace("\\", "/")
    for marker in ("/opencl_lsp/", "/server/"):
        if marker in where:
            where = where.rsplit(marker, 1)[1]
    return f"{type(exc).__name__} at {where}:{last.lineno} {last.name}"


@dataclass
class Stats:
    inputs: int = 0
    bytes: int = 0
    failures: dict = field(default_factory=dict)  # kind -> count
    slowest_s: float = 0.0
    slowest_index: int = -1
    slowest_desc: str = ""
    peak_rss_mb: float = 0.0
    budget_cut: int = 0
    budget_examples: list = field(default_factory=list)  # (index, seconds, description) of the first few cuts

    def add(self, index: int, size: int, outcome: Outcome, desc: str) -> None:
        self.inputs += 1
        self.bytes += size
        if outcome.kind is not None:
            self.failures[outcome.kind] = self.failures.get(outcome.kind, 0) + 1
        self.budget_cut += outcome.budget_cut
        if outcome.budget_cut and len(self.budget_examples) < 20:
            self.budget_examples.append((index, round(outcome.seconds, 2), desc))
        if outcome.seconds > self.slowest_s:
            self.slowest_s, self.slowest_index, self.slowest_desc = outcome.seconds, index, desc

    def merge(self, other: "Stats") -> None:
        self.inputs += other.inputs
        self.bytes += other.bytes
        self.budget_cut += other.budget_cut
        self.budget_examples = (self.budget_examples + other.budget_examples)[:50]
        for kind, count in other.failures.items():
            self.failures[kind] = self.failures.get(kind, 0) + count
        if other.slowest_s > self.slowest_s:
            self.slowest_s, self.slowest_index, self.slowest_desc = other.slowest_s, other.slowest_index, other.slowest_desc
        self.peak_rss_mb = max(self.peak_rss_mb, other.peak_rss_mb)


class _TracebackRecords(logging.Handler):
    """Keeps every log record that carries a traceback, or is an error."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info or record.levelno >= logging.ERROR:
            self.records.append(record)


    def formatted(self) -> str:
        formatter = logging.Formatter("%(levelname)s %(name)s: %(message)s")
        return "\n".join(formatter.format(record) for record in self.records)


def _raise_hang(signum, frame):
    # Armed again first: raised inside a callback (a weakref's, a __del__), the
    # exception is printed and dropped, and the next alarm must still come.
    signal.setitimer(signal.ITIMER_REAL, 0.5)
    raise Hang()


class Checker:
    """Checks inputs as `opencl-lsp check` does, in a folder of its own (where the input and some headers live)."""

    def __init__(self, folder: Path, limit_s: float = DEFAULT_LIMIT_S):
        os.environ["OPENCL_LSP_JOBS"] = "1"
        from opencl_lsp import cli

        self.cli = cli
        self.folder = Path(folder).resolve()
        self.limit_s = limit_s
        (self.folder / "include").mkdir(parents=True, exist_ok=True)
        for name, data in seeds.headers():  # so that `#include "x.h"` finds something
            (self.folder / name).write_bytes(data)
            (self.folder / "include" / name).write_bytes(data)
        self.path = self.folder / "fuzz.cl"
        self.path.write_bytes(b"")
        self.parser = cli.build_parser()
        self._configs: dict[tuple[str, ...], object] = {}
        self.records = _TracebackRecords()
        logging.getLogger().addHandler(self.records)
        signal.signal(signal.SIGALRM, _raise_hang)
        self.runs = 0
        # Everything imported and loaded once, so that the first input's time is its own.
        self.run(b"kernel void k(global float *x) { x[get_global_id(0)] = sqrt(x[0]); }\n", (), "engine")
        self._freeze()

    def _freeze(self) -> None:
        """Leave what lives on (the catalog, the engine's caches) out of the collector's full scans.

        Without it, full collections over the caches that thousands of inputs
        fill cost about as much as checking a small file.
        """
        gc.collect()
        gc.freeze()

    def close(self) -> None:
        logging.getLogger().removeHandler(self.records)

    def config(self, flags: tuple[str, ...]):
        from opencl_lsp.project.config import ProblemSeverity, resolve_config

        if flags not in self._configs:
            config, problems = resolve_config(self.path, cli_args=list(flags), cwd=self.folder)
            bad = [p.message for p in problems if p.path is None and p.severity == ProblemSeverity.ERROR]
            if bad:
                raise ValueError(f"fuzzer flag set {flags} rejected: {bad}")
            self._configs[flags] = config
        return self._configs[flags]

    def run(self, data: bytes, flags: tuple[str, ...], mode: str) -> Outcome:
        """Check `data` once; mode is "engine", "cli-text" or "cli-json"."""
        self.runs += 1
        if self.runs % FREEZE_EVERY == 0:
            self._freeze()
        self.path.write_bytes(data)
        self.records.records.clear()
        kind, detail, sig, codes = None, "", "", ""
        start = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, self.limit_s)
        try:
            if mode == "engine":
                codes = self._engine(data, flags)
            else:
                codes = self._cli(flags, mode[4:])
        except Hang:
            kind, detail = "hang", f"interrupted after {self.limit_s:g} s:\n{traceback.format_exc()}"
            sig = "hang"
        except (Exception, SystemExit) as err:  # noqa: BLE001 - what the fuzzer looks for.
            kind, detail, sig = "crash", traceback.format_exc(), signature(err)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        seconds = time.perf_counter() - start
        if kind is None and seconds > self.limit_s:
            kind, detail, sig = "hang", f"took {seconds:.2f} s", "hang"
        if kind is None and self.records.records:
            kind, detail = "logged", self.records.formatted()
            first = self.records.records[0]
            sig = signature(first.exc_info[1]) if first.exc_info else f"log: {first.getMessage()[:80]}"
        return Outcome(seconds, kind, detail, sig, budget_cut="S007" in codes or TIME_CUT in codes)

    def _engine(self, data: bytes, flags: tuple[str, ...]) -> str:
        # The engine calls of cli.run_check, with the configuration resolved once per flag set.
        from opencl_lsp.analysis.budget import Budget
        from opencl_lsp.analysis.driver import analyze
        from opencl_lsp.analysis.preprocessed import StaticProject
        from opencl_lsp.syntax.document import parse_bytes
        from opencl_lsp.syntax.positions import Encoding

        config = self.config(flags)
        snapshot = parse_bytes(str(self.path), data)
        bases = [str(self.folder), *map(str, config.include_dirs)]
        project = StaticProject(self.cli.reader(bases), config)
        budget = Budget(config.analysis_time_budget_ms / 1000)
        codes = []
        for finding in analyze(snapshot, set(config.disabled_rules), project=project, budget=budget):
            codes.append(finding.code)
            if finding.code == "P009" and TIME_CUT in finding.message:
                codes.append(TIME_CUT)
            line = snapshot.lines.line_of(finding.start)
            column = finding.start - snapshot.lines.starts[line]
            _ = f"{line + 1}:{column + 1}: {finding.severity.label}: {finding.message} [{finding.code}]"
            for encoding in Encoding:  # JSON output and every client's columns
                snapshot.position(finding.start, encoding)
                snapshot.position(finding.end, encoding)
        return " ".join(codes)

    def _cli(self, flags: tuple[str, ...], output: str) -> str:
        args = self.parser.parse_args(["check", str(self.path), "--format", output])
        args.clang_flags = list(flags)
        sink = io.StringIO()
        with _cwd(self.folder), contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            try:
                self.cli.run_check(args)
            except self.cli.UsageError:
                pass  # main() prints it and exits 2: not a crash.
        return sink.getvalue()  # the codes are in it


def scratch_dir() -> Optional[str]:
    """Memory-backed storage where there is some: rewriting a file on a disk can cost more than checking it."""
    shm = "/dev/shm"
    return shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None


@contextlib.contextmanager
def _cwd(folder: Path):
    previous = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(previous)


def input_plan(seed: int, index: int, corpus) -> tuple[bytes, str, tuple[str, ...], str]:
    """Input `index` of campaign `seed`: bytes, description, compile flags, mode."""
    data, desc = mutate.make_input(seed, index, corpus)
    rng = mutate.input_random(seed, -index - 1)  # a stream of its own, so the bytes do not depend on it
    flags = FLAG_SETS[rng.randrange(len(FLAG_SETS))]
    mode = "engine" if rng.random() >= CLI_SHARE else rng.choice(["cli-text", "cli-json"])
    return data, desc, flags, mode


def saved_plan(path: Path) -> tuple[str, tuple[str, ...], str]:
    """Description, flags and mode of a saved input, from the .txt beside it (engine mode, no flags without one)."""
    notes = path.with_suffix(".txt")
    fields = {}
    if notes.exists():
        for line in notes.read_text(errors="replace").splitlines()[:8]:
            name, _, value = line.partition(": ")
            fields[name] = value
    flags = tuple(fields.get("flags", "").split())
    return fields.get("made from", path.name), flags, fields.get("mode", "engine")


def save_failure(folder: Path, seed: int, index: int, kind: str, data: bytes, desc: str, flags, mode: str,
                 seconds: float, detail: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{kind}-{seed}-{index}.cl"
    path.write_bytes(data)
    path.with_suffix(".txt").write_text(
        f"kind: {kind}\nseed: {seed}\nindex: {index}\nmade from: {desc}\nflags: {' '.join(flags)}\nmode: {mode}\n"
        f"seconds: {seconds:.3f}\nreplay: python -m tests.fuzz.campaign check --seed {seed} --replay {index}\n\n{detail}\n"
    )
    return path


def _worker(w: int, jobs: int, seed: int, start: int, stop: Optional[int], deadline: Optional[float], limit_s: float,
            failures_dir: str, current, started, conn) -> None:
    """One worker process: inputs start, start + jobs, ... until `stop` or `deadline`."""
    corpus = seeds.load_seeds()
    folder = Path(tempfile.mkdtemp(prefix=f"opencl-fuzz-w{w}-", dir=scratch_dir()))
    checker = Checker(folder, limit_s)
    stats = Stats()
    last_report = time.monotonic()
    index = start
    resume = None
    try:
        while (stop is None or index < stop) and (deadline is None or time.time() < deadline):
            data, desc, flags, mode = input_plan(seed, index, corpus)
            current[w] = index
            started[w] = time.monotonic()
            outcome = checker.run(data, flags, mode)
            started[w] = 0.0
            stats.add(index, len(data), outcome, f"{desc} [{mode}{' ' if flags else ''}{' '.join(flags)}]")
            if outcome.kind is not None:
                path = save_failure(Path(failures_dir), seed, index, outcome.kind, data, desc, flags, mode,
                                    outcome.seconds, outcome.detail)
                conn.send(("failure", w, {"kind": outcome.kind, "index": index, "path": str(path),
                                          "seconds": outcome.seconds, "desc": desc, "signature": outcome.signature}))
            index += jobs
            if outcome.kind == "hang":
                resume = index  # an interrupted analysis may have left state half made: a fresh process goes on
                break
            if time.monotonic() - last_report > PROGRESS_EVERY_S:
                last_report = time.monotonic()
                stats.peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
                conn.send(("progress", w, asdict(stats)))
        stats.peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        conn.send(("done", w, asdict(stats), resume))
    finally:
        checker.close()
        shutil.rmtree(folder, ignore_errors=True)
        conn.close()


@dataclass
class _Incarnation:
    process: multiprocessing.process.BaseProcess
    conn: object
    stats: Stats = field(default_factory=Stats)
    finished: bool = False


def run_campaign(seed: int = 0, jobs: int = 1, count: Optional[int] = None, seconds: Optional[float] = None,
                 out_dir: Path = Path("fuzz-out"), limit_s: float = DEFAULT_LIMIT_S, log=print, start: int = 0) -> dict:
    """Fuzz `check` on inputs start .. count - 1 (or for `seconds`) with `jobs` processes.

    Returns the summary, also written to out_dir/check-summary.json.
    """
    if count is None and seconds is None:
        raise ValueError("give count or seconds")
    out_dir = Path(out_dir)
    failures_dir = out_dir / "failures"
    corpus = seeds.load_seeds()
    deadline = time.time() + seconds if seconds is not None else None
    ctx = multiprocessing.get_context("spawn")
    current = ctx.Array("q", jobs, lock=False)
    started = ctx.Array("d", jobs, lock=False)
    done_stats = Stats()
    failures: list[dict] = []
    live: dict[int, _Incarnation] = {}
    began = time.perf_counter()

    def launch(w: int, first: int) -> None:
        if count is not None and first >= count:
            return
        receiver, sender = ctx.Pipe(duplex=False)
        process = ctx.Process(
            target=_worker,
            args=(w, jobs, seed, first, count, deadline, limit_s, str(failures_dir), current, started, sender),
            daemon=True,
        )
        started[w] = 0.0
        process.start()
        sender.close()
        live[w] = _Incarnation(process, receiver)

    def lost(w: int, kind: str, why: str) -> None:
        """A worker killed or dead in the middle of an input: record the input, go on after it."""
        inc = live.pop(w)
        done_stats.merge(inc.stats)
        index = current[w] if started[w] else -1
        if index >= 0:
            data, desc, flags, mode = input_plan(seed, index, corpus)
            path = save_failure(failures_dir, seed, index, kind, data, desc, flags, mode,
                                time.monotonic() - started[w], why)
            failures.append({"kind": kind, "index": index, "path": str(path), "desc": desc, "signature": kind})
            done_stats.add(index, len(data), Outcome(time.monotonic() - started[w], kind), desc)
        else:
            failures.append({"kind": kind, "index": -1, "path": "", "desc": "", "signature": why})
            done_stats.failures[kind] = done_stats.failures.get(kind, 0) + 1
        if deadline is None or time.time() < deadline:
            launch(w, (index if index >= 0 else current[w]) + jobs)

    for w in range(jobs):
        launch(w, start + w)
    last_log = time.monotonic()
    try:
        while live:
            conns = {inc.conn: w for w, inc in live.items()}
            for conn in multiprocessing.connection.wait(list(conns), timeout=0.5):
                w = conns[conn]
                inc = live.get(w)
                try:
                    message = conn.recv()
                except EOFError:
                    inc.process.join(5)
                    if not inc.finished:
                        lost(w, "died", f"worker exited with code {inc.process.exitcode}")
                    continue
                if message[0] == "progress":
                    inc.stats = Stats(**message[2])
                elif message[0] == "failure":
                    failures.append(message[2])
                    log(f"check fuzz: {message[2]['kind']} at input {message[2]['index']} ({message[2]['signature']}): "
                        f"{message[2]['path']}")
                elif message[0] == "done":
                    inc.finished = True
                    inc.stats = Stats(**message[2])
                    inc.process.join(30)
                    live.pop(w)
                    done_stats.merge(inc.stats)
                    if message[3] is not None:
                        launch(w, message[3])
            now = time.monotonic()
            for w, inc in list(live.items()):
                t0 = started[w]
                if t0 and now - t0 > limit_s + WATCHDOG_GRACE_S and live.get(w) is inc:
                    inc.process.kill()
                    inc.process.join(5)
                    lost(w, "hang", f"killed after {now - t0:.1f} s (the alarm could not interrupt it)")
            if now - last_log > 30:
                last_log = now
                running = sum(inc.stats.inputs for inc in live.values()) + done_stats.inputs
                log(f"check fuzz: {running} inputs after {time.perf_counter() - began:.0f} s")
    finally:
        for inc in live.values():
            inc.process.kill()
    wall = time.perf_counter() - began
    summary = {
        "seed": seed,
        "jobs": jobs,
        "start": start,
        "inputs": done_stats.inputs,
        "bytes": done_stats.bytes,
        "failures": sum(n for k, n in done_stats.failures.items() if k != "hang"),
        "hangs": done_stats.failures.get("hang", 0),
        "by_kind": done_stats.failures,
        "budget_cut": done_stats.budget_cut,
        "budget_cut_examples": done_stats.budget_examples,
        "slowest_s": round(done_stats.slowest_s, 3),
        "slowest_index": done_stats.slowest_index,
        "slowest_input": done_stats.slowest_desc,
        "wall_s": round(wall, 1),
        "limit_s": limit_s,
        "peak_rss_mb": round(done_stats.peak_rss_mb, 1),
        "signatures": _count_signatures(failures),
        "failure_list": failures,
    }
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "check-summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def _count_signatures(failures: list[dict]) -> dict:
    counts: dict[str, int] = {}
    for failure in failures:
        key = f"{failure['kind']}: {failure['signature']}"
        counts[key] = counts.get(key, 0) + 1
    return dict(sorted(counts.items(), key=lambda item: -item[1]))


def summary_line(summary: dict) -> str:
    return (
        f"check fuzz: {summary['inputs']} inputs, {summary['failures']} failures {summary['by_kind'] or ''}, "
        f"{summary['hangs']} hangs (over {summary['limit_s']:g} s), {summary['budget_cut']} cut by the analysis "
        f"time budget (S007), slowest input #{summary['slowest_index']} "
        f"{summary['slowest_s']:.2f} s ({summary['slowest_input']}), {summary['wall_s']:.0f} s wall, "
        f"{summary['jobs']} jobs, seed {summary['seed']}"
        + "".join(f"\n  {n} x {sig}" for sig, n in summary["signatures"].items())
    )

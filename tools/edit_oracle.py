"""Edits outside function bodies: the analysis after each one equals an analysis from scratch.

    python tools/edit_oracle.py [--edits 8] [--seed 1] [--jobs 2] [--json] PATH...

A PATH is an OpenCL file, a directory (its `.cl` files, recursively) or a `.tsv` of
`path<TAB>cwd<TAB>json list of clang flags` rows (as `tools/real_code_report.py` writes).
For each file, edits are made one after another, each to the text the last one left:
a top-level item (a macro definition, a declaration, a typedef, a record, a prototype,
a function's head) deleted, repeated, moved to the file's start or end, or changed (a
number, a word swapped for another word of the file, a character dropped or typed), and
new lines inserted between items (`#define` or `#undef` of a word the file uses, a typedef
or a prototype of one, an extension pragma), whole or typed halfway (cut short, on a line
of its own or before the text of the line it was typed on). After each edit, the file is analyzed with
the caches the analysis of the text before it left (as the server does on a keystroke),
then again with every cache emptied; the two lists of findings must be equal. The
caches key an item's findings by what it depends on outside its text
(`server/analysis/dependencies.py`): a dependency that key misses shows up here.

Prints one line per mismatch (file, edit, the findings only one side has) and a total;
exits 1 when one was found. `--json` prints the totals as JSON.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import re
import sys
from pathlib import Path
from typing import Optional

os.environ.setdefault("OPENCL_LSP_JOBS", "1")  # Each worker process is one analysis.

MAX_BYTES = 400_000  # Larger files cost minutes per edit here and add no new kind of item.
_WORD = re.compile(rb"\b[A-Za-z_][A-Za-z0-9_]*\b")
_NUMBER = re.compile(rb"\b[0-9]+(?:\.[0-9]*)?[fFuUlL]?\b")
# Top-level items an edit may change: everything the environment holds but comments.
_EDITABLE = ("preproc_def", "preproc_function_def", "declaration", "type_definition", "struct_specifier",
             "union_specifier", "enum_specifier", "preproc_call", "function_definition")
_TYPES = (b"int", b"float", b"float4", b"uint", b"double", b"half", b"char2", b"size_t", b"bool")
_REPLACEMENTS = (b"", b"0", b"1.0f", b"int", b"float4", b"(", b"x)", b"__global", b"const", b"double")


def _items(data: bytes) -> list:
    from opencl_lsp.analysis.semantic import top_level_items
    from opencl_lsp.syntax.document import parse_bytes

    root = parse_bytes("/oracle.cl", data).tree.root_node
    return [(item.type, item.start_byte, item.end_byte,
             item.child_by_field_name("body").start_byte if item.type == "function_definition"
             and item.child_by_field_name("body") is not None else item.end_byte)
            for item in top_level_items(root) if item.type in _EDITABLE]


def _line_start(data: bytes, offset: int) -> int:
    return data.rfind(b"\n", 0, offset) + 1


def mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One edit outside function bodies: the new text and what the edit was."""
    items = _items(data)
    words = sorted(set(_WORD.findall(data))) or [b"x"]
    if not items or rng.random() < 0.35:
        # A new line between items.
        places = [0] + [_line_start(data, start) for _kind, start, _end, _head in items] + [len(data)]
        at = rng.choice(places)
        word = rng.choice(words)
        choice = rng.randrange(6)
        if choice == 0:
            line = b"#define %s %s" % (word, rng.choice(_REPLACEMENTS))
        elif choice == 1:
            line = b"#define %s(a) (a)" % word
        elif choice == 2:
            line = b"#undef %s" % word
        elif choice == 3:
            line = b"typedef %s %s;" % (rng.choice(_TYPES), word)
        elif choice == 4:
            line = b"%s %s(%s x);" % (rng.choice(_TYPES), word, rng.choice(_TYPES))
        else:
            line = b"#pragma OPENCL EXTENSION cl_khr_fp%s : %s" % (
                rng.choice((b"16", b"64")), rng.choice((b"enable", b"disable")))
        prefix = b"\n" if at and data[at - 1 : at] != b"\n" else b""
        if rng.random() < 0.3:
            # Typing in progress: the line cut short, before the line that was there (no Enter yet)
            # or on a line of its own (`#define F(x #define N 256`, `float f(float`).
            line = line[: rng.randrange(1, len(line))]
            end = b"" if rng.random() < 0.5 else b"\n"
            return data[:at] + prefix + line + end + data[at:], f"type at {at}: {line.decode('latin-1')}"
        return data[:at] + prefix + line + b"\n" + data[at:], f"insert at {at}: {line.decode('latin-1')}"
    kind, start, end, head_end = rng.choice(items)
    text = data[start:end]
    choice = rng.randrange(7)
    if choice == 0 and kind != "function_definition":
        return data[:start] + data[end:], f"delete {kind} at {start}"
    if choice == 1 and kind != "function_definition":
        return data[:end] + b"\n" + text + data[end:], f"repeat {kind} at {start}"
    if choice == 2 and kind != "function_definition":
        rest = data[:start] + data[end:]
        if rng.random() < 0.5:
            return text + b"\n" + rest, f"move {kind} at {start} to the start"
        return rest + b"\n" + text + b"\n", f"move {kind} at {start} to the end"
    # A change inside the item's text outside its body (a function: its head).
    region = data[start:head_end]
    if not region:
        return data, "nothing"
    if choice == 3 and _NUMBER.search(region):
        match = rng.choice(list(_NUMBER.finditer(region)))
        new = str(rng.choice((0, 1, 2, 3, 7, 16, 64, 1000))).encode()
        a, b = start + match.start(), start + match.end()
        return data[:a] + new + data[b:], f"number at {a} -> {new.decode()}"
    if choice in (3, 4) and _WORD.search(region):
        match = rng.choice(list(_WORD.finditer(region)))
        new = rng.choice(words)
        a, b = start + match.start(), start + match.end()
        return data[:a] + new + data[b:], f"word at {a} -> {new.decode('latin-1')}"
    at = start + rng.randrange(len(region))
    if choice == 5:
        return data[:at] + data[at + 1 :], f"drop byte at {at}"
    typed = rng.choice((b";", b"(", b")", b",", b"*", b"x", b" ", b"\\", b"#", b"{", b"}"))
    return data[:at] + typed + data[at:], f"type {typed.decode()} at {at}"


def check_file(job: tuple) -> dict:
    """Run the edits on one file; the counts and mismatches."""
    path_text, cwd_text, flags, edits, seed, dump = job
    from opencl_lsp.analysis.driver import analyze, clear_caches
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import ProjectConfig, resolve_config
    from opencl_lsp.syntax.document import parse_bytes

    path = Path(path_text)
    try:
        data = path.read_bytes()
    except OSError as error:
        return {"file": path_text, "skipped": str(error)}
    if len(data) > MAX_BYTES:
        return {"file": path_text, "skipped": "too large"}
    if flags is None:
        config = ProjectConfig()
    else:
        config, _problems = resolve_config(path, cli_args=flags, cwd=Path(cwd_text))
    root = path.parent

    def read(p: str) -> Optional[bytes]:
        real = Path(os.path.realpath(p))
        if root not in real.parents and (cwd_text is None or Path(cwd_text) not in real.parents):
            return None
        try:
            return real.read_bytes()
        except OSError:
            return None

    def findings(text: bytes, project) -> list:
        return [f for f in analyze(parse_bytes(str(path), text), project=project) if f.code != "S007"]

    rng = random.Random(f"{seed}:{path.name}")  # The same edits however the path is given.
    clear_caches()
    project = StaticProject(read, config)
    findings(data, project)
    out = {"file": path_text, "edits": 0, "mismatches": []}
    for _ in range(edits):
        before = data
        data, what = mutate(data, rng)
        got = findings(data, project)
        clear_caches()
        want = findings(data, StaticProject(read, config))
        out["edits"] += 1
        if got != want:
            only_got = [f"{f.code}@{f.start}: {f.message}" for f in got if f not in want][:3]
            only_want = [f"{f.code}@{f.start}: {f.message}" for f in want if f not in got][:3]
            out["mismatches"].append({"edit": what, "incremental only": only_got, "from scratch only": only_want})
            if dump:
                name = Path(dump) / f"{len(os.listdir(dump)) // 2:04d}_{path.stem}"
                Path(f"{name}.before.cl").write_bytes(before)
                Path(f"{name}.after.cl").write_bytes(data)
            # Go on from a clean state: the next edit's caches are those of this text from scratch.
    return out


def _jobs_of(paths: list[str], edits: int, seed: int, dump: Optional[str]) -> list[tuple]:
    jobs = []
    for given in paths:
        p = Path(given)
        if p.suffix == ".tsv":
            for line in p.read_text().splitlines():
                path, cwd, flags = line.split("\t")
                jobs.append((path, cwd, json.loads(flags), edits, seed, dump))
        elif p.is_dir():
            jobs += [(str(f), None, None, edits, seed, dump) for f in sorted(p.rglob("*.cl"))]
        else:
            jobs.append((str(p), None, None, edits, seed, dump))
    return jobs


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--edits", type=int, default=8, help="edits per file, one after another")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--every", type=int, default=1, help="take every N-th file")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--dump", help="a directory: the texts before and after each mismatching edit go there")
    args = parser.parse_args(argv)
    if args.dump:
        os.makedirs(args.dump, exist_ok=True)
    jobs = _jobs_of(args.paths, args.edits, args.seed, args.dump)[:: args.every]
    files = edits = 0
    mismatches = []
    with multiprocessing.Pool(args.jobs, maxtasksperchild=20) as pool:
        for result in pool.imap_unordered(check_file, jobs):
            if "skipped" in result:
                continue
            files += 1
            edits += result["edits"]
            if not args.json and files % 100 == 0:
                print(f"... {files} files, {edits} edits, {len(mismatches)} mismatches", flush=True)
            for m in result["mismatches"]:
                mismatches.append({"file": result["file"], **m})
                if not args.json:
                    print(f"MISMATCH {result['file']}: {m['edit']}\n  incremental only: {m['incremental only']}"
                          f"\n  from scratch only: {m['from scratch only']}", flush=True)
    totals = {"files": files, "edits": edits, "mismatches": len(mismatches)}
    print(json.dumps({**totals, "first": mismatches[:20]}) if args.json
          else f"{files} files, {edits} edits, {len(mismatches)} mismatches")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())

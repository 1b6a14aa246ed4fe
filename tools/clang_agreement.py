"""No false errors on real code: files clang accepts must come out clean with us.

Two steps, over a directory of real-world kernels kept out of the repository
(see tests/test_real_code.py for how it was collected):

    python tools/clang_agreement.py accept DIR [--jobs N]   # writes DIR/CLANG_OK.tsv
    python tools/clang_agreement.py check DIR [--show N]    # our errors on those files

`accept` compiles every `.cl` file with clang-19 (`-fsyntax-only`, SPIR
target, a test oracle only) under its project's own build flags (the tables
below, from each project's host code or build files: flags for the whole
project, flags for the files under a folder, flag sets a project passes only
to some kernels) and the OpenCL C versions the project builds for, and records
the first flag set clang accepts. `accept --only PROJECT` redoes one project's
files and keeps the other rows of CLANG_OK.tsv. `check` runs
`opencl_lsp.analysis.driver.analyze` with the same flags on each accepted file
and prints every error-severity finding: each one is a false error.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HASHCAT = [
    "-I", ".", "-D", "KERNEL_STATIC", "-D", "INCLUDE_PATH=OpenCL", "-D", "XM2S(x)=#x", "-D", "M2S(x)=XM2S(x)",
    # What hashcat's host passes for a CPU device (src/backend.c).
    "-D", "VENDOR_ID=8", "-D", "DEVICE_TYPE=2", "-D", "LOCAL_MEM_TYPE=2", "-D", "MAX_THREADS_PER_BLOCK=1024",
    "-D", "VECT_SIZE=1", "-D", "DGST_R0=0", "-D", "DGST_R1=1", "-D", "DGST_R2=2", "-D", "DGST_R3=3",
    "-D", "DGST_ELEM=4", "-D", "KERN_TYPE=0", "-D", "ATTACK_EXEC=11", "-D", "ATTACK_KERN=0", "-D", "ATTACK_MODE=0",
]

# Project directory -> (flags, working directory relative to the project, versions to try).
PROJECTS = {
    "hashcat__hashcat": (HASHCAT, ".", ["CL1.2", "CL2.0"]),
    "openwall__john": (["-I", "run/opencl", "-D_OPENCL_COMPILER", "-DDEVICE_INFO=2", "-D__SIZEOF_HOST_SIZE_T__=8",
                        "-DDEV_VER_MAJOR=3", "-DDEV_VER_MINOR=0", "-D__CPU__"], ".", ["CL1.2"]),
    "pocl__pocl": (["-I", "include"], ".", ["CL1.2", "CL2.0", "CL3.0"]),
    "llvm-mirror__libclc": (["-I", "generic/include", "-D__CLC_INTERNAL"], ".", ["CL1.2", "CL2.0"]),
    "clMathLibraries__clRNG": (["-I", "src/include"], ".", ["CL1.2"]),
    "sgminer-dev__sgminer": (["-I", ".", "-I", "kernel", "-D", "WORKSIZE=256", "-D", "LOOKUP_GAP=2",
                              "-D", "CONCURRENT_THREADS=8192", "-D", "NFACTOR=10"], ".", ["CL1.2"]),
    "intel__compute-samples": ([], ".", ["CL1.2", "CL2.0", "CL3.0"]),
    "ponsheng__OpenCL-Examples": ([], ".", ["CL1.2", "CL2.0"]),
    # The programs tools/clblast_units.py builds (units/): PRECISION and ROUTINE_ are
    # #defines in their text, as the host writes them; SetOpenCLKernelStandard passes
    # -cl-std=CL1.1, or CL1.2 on devices with Intel subgroups (src/utilities/utilities.cpp).
    "CNugteren__CLBlast": ([], ".", ["CL1.1", "CL1.2"]),
}
DEFAULT = ([], ".", ["CL1.2", "CL2.0", "CL3.0"])

# pocl's kernel library (cmake/bitcode_rules.cmake, compile_cl_to_bc): every file
# is built with pocl's own declarations of the built-ins forced in, all
# extensions on, for the newest OpenCL C; each sub-library adds its headers.
_POCL_LIBRARY = ["-include", "include/_kernel.h", "-include", "include/_enable_all_exts.h", "-Xclang", "-cl-ext=+all"]
# Project -> [(folder prefix relative to the project, flags added for files under it, versions
# to try there or None)]; every matching prefix adds its flags, the last one naming versions wins.
FOLDERS = {
    "pocl__pocl": [
        ("lib/kernel/", _POCL_LIBRARY, ["CL3.0", "CL2.0", "CL1.2"]),
        ("lib/kernel/ocml/", ["-I", "lib/kernel/ocml/inc"], None),
        ("lib/kernel/libclc", ["-I", "lib/kernel/libclc"], None),
        ("lib/kernel/sleef", ["-I", "lib/kernel/sleef/include", "-D", "MAX_PRECISION"], None),
    ],
    # b3OpenCLUtils builds the kernels with the source tree on the include path
    # (#include "Bullet3Collision/...").
    "bulletphysics__bullet3": [("", ["-I", "src"], None)],
    # Each benchmark's host code builds from its own folder (-I. for "./main.h")
    # and passes the block sizes as -D (RD_WG_SIZE defaults).
    "yuhc__gpu-rodinia": [
        ("opencl/heartwall/", ["-I", "opencl/heartwall"], None),
        ("opencl/srad/", ["-I", "opencl/srad"], None),
        ("opencl/b+tree/", ["-I", "opencl/b+tree", "-D", "DEFAULT_ORDER=256", "-D", "DEFAULT_ORDER_2=256"], None),
        ("opencl/nw/", ["-D", "BLOCK_SIZE=16"], None),
        ("opencl/lud/", ["-D", "BLOCK_SIZE=16"], None),
        ("opencl/hotspot/", ["-D", "BLOCK_SIZE=16"], None),
    ],
}
# Project -> flag sets the host passes to some kernels only, tried (each with every
# version) after the plain flags: hashcat adds -D FIXED_LOCAL_SIZE for the hash
# modes with a fixed work-group size (src/backend.c).
ALTERNATIVES = {
    "hashcat__hashcat": [["-D", "FIXED_LOCAL_SIZE=256"]],
}
_PIGLIT_MIN = re.compile(r"clc_version_min:\s*(\d+)")
_PIGLIT_OPTIONS = re.compile(r"build_options:\s*(.*)")


def candidates(root: Path, path: Path) -> tuple[Path, list[list[str]]]:
    """The working directory and the flag sets to try for one file, best first."""
    project = path.relative_to(root).parts[0]
    flags, cwd, versions = PROJECTS.get(project, DEFAULT)
    base = root / project / cwd
    local = ["-I", str(path.parent)]
    inside = path.relative_to(root / project).as_posix()
    for prefix, extra, folder_versions in FOLDERS.get(project, ()):
        if inside.startswith(prefix):
            flags = flags + extra
            versions = folder_versions or versions
    if project == "KhronosGroup__OpenCL-CTS-Kernel-Dumps":
        options = path.with_suffix(".options")
        if options.exists():
            return base, [local + options.read_text().split()]
    if project == "Igalia__piglit":
        head = path.read_text(errors="replace")[:2000]
        extra = []
        match = _PIGLIT_OPTIONS.search(head)
        if match:
            extra = [f for f in match.group(1).split() if not f.startswith("-cl-std")]
        found = _PIGLIT_MIN.search(head)
        low = int(found.group(1)) if found else 10
        versions = [v for v in ("CL1.0", "CL1.1", "CL1.2", "CL2.0", "CL3.0") if int(v[2] + v[4]) >= low]
        return base, [local + extra + flags + [f"-cl-std={v}"] for v in versions]
    alternatives = [[]] + ALTERNATIVES.get(project, [])
    return base, [local + flags + extra + [f"-cl-std={v}"] for extra in alternatives for v in versions]


def clang_accepts(clang: str, path: Path, cwd: Path, flags: list[str]) -> bool:
    try:
        result = subprocess.run(
            [clang, "-fsyntax-only", "--target=spir", "-w", *flags, str(path)],
            cwd=cwd, capture_output=True, timeout=60,
        )
    except subprocess.TimeoutExpired:
        return False
    return result.returncode == 0


def accept(root: Path, jobs: int, only: str | None = None) -> int:
    clang = shutil.which("clang-19") or shutil.which("clang")
    if clang is None:
        print("clang-19 is needed (apt-get install clang-19)", file=sys.stderr)
        return 2
    files = sorted(p for p in root.rglob("*.cl") if p.is_file())
    kept = []
    if only:
        # Redo one project: its files are tried again, the other projects' rows stay.
        project = root / only
        files = [p for p in files if p.is_relative_to(project)]
        if (root / "CLANG_OK.tsv").exists():
            kept = [r for r in open(root / "CLANG_OK.tsv") if not Path(r.split("\t")[0]).is_relative_to(project)]

    def one(path: Path):
        cwd, options = candidates(root, path)
        for flags in options:
            if clang_accepts(clang, path, cwd, flags):
                return path, cwd, flags
        return path, cwd, None

    started = time.time()
    accepted = []
    with ThreadPoolExecutor(jobs) as pool:
        for i, (path, cwd, flags) in enumerate(pool.map(one, files), 1):
            if flags is not None:
                accepted.append((path, cwd, flags))
            if i % 200 == 0:
                print(f"{i}/{len(files)} files, {len(accepted)} accepted, {time.time() - started:.0f} s", file=sys.stderr)
    rows = kept + [f"{path}\t{cwd}\t{json.dumps(flags)}\n" for path, cwd, flags in accepted]
    with open(root / "CLANG_OK.tsv", "w") as out:
        out.writelines(sorted(rows))
    print(f"clang-19 accepts {len(accepted)} of {len(files)} files; list in {root / 'CLANG_OK.tsv'}")
    return 0


def _check_one(row):
    """Our error findings on one accepted file, as printable lines."""
    from opencl_lsp.analysis.driver import analyze
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import resolve_config
    from opencl_lsp.syntax.document import parse_bytes

    root, (path_text, cwd_text, flags_text) = row
    path, cwd, flags = Path(path_text), Path(cwd_text), json.loads(flags_text)
    config, _problems = resolve_config(path, cli_args=flags, cwd=cwd)

    def read(p: str):
        real = os.path.realpath(p)
        if not real.startswith(root):
            return None
        try:
            return Path(real).read_bytes()
        except OSError:
            return None

    snapshot = parse_bytes(str(path), path.read_bytes())
    out = []
    for f in analyze(snapshot, project=StaticProject(read, config)):
        if int(f.severity) == 1:
            out.append((f.code, f"{path}:{snapshot.lines.line_of(f.start) + 1}: {f.code} {f.message}"))
    return out


def check(root: Path, show: int, only: str | None, jobs: int, exclude: str | None = None, every: int = 1) -> int:
    import multiprocessing

    rows = [line.rstrip("\n").split("\t") for line in open(root / "CLANG_OK.tsv")]
    rows = [r for r in rows if (not only or only in r[0]) and (not exclude or exclude not in r[0])][::every]
    by_code: collections.Counter = collections.Counter()
    bad_files = 0
    shown = 0
    started = time.time()
    with multiprocessing.Pool(jobs, maxtasksperchild=200) as pool:
        for errors in pool.imap(_check_one, [(str(root), r) for r in rows], chunksize=4):
            bad_files += bool(errors)
            for code, text in errors:
                by_code[code] += 1
                if shown < show:
                    shown += 1
                    print(text, flush=True)
    print(f"{len(rows)} clang-accepted files checked in {time.time() - started:.1f} s: "
          f"{bad_files} with errors; by code: {dict(by_code.most_common())}")
    return 1 if bad_files else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", choices=("accept", "check"))
    parser.add_argument("root", type=Path)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--show", type=int, default=50, help="print at most N findings")
    parser.add_argument("--only", help="check: only files whose path contains this text; accept: only this project")
    parser.add_argument("--exclude", help="leave out files whose path contains this text")
    parser.add_argument("--every", type=int, default=1, help="check every Nth file (a sample)")
    args = parser.parse_args()
    if args.step == "accept":
        return accept(args.root.resolve(), args.jobs, args.only)
    return check(args.root.resolve(), args.show, args.only, args.jobs, args.exclude, args.every)


if __name__ == "__main__":
    sys.exit(main())

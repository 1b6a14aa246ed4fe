"""`opencl-lsp check` on host files, run as a real subprocess: findings at host positions, exit status."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "opencl_lsp", *map(str, args)], capture_output=True, text=True, timeout=120, cwd=ROOT
    )


def test_examples_check_clean():
    done = cli("check", *sorted((ROOT / "examples" / "embedded").iterdir()))
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_python_host_findings_at_host_positions(tmp_path):
    host = tmp_path / "host.py"
    host.write_text(
        "import pyopencl as cl\n"
        "prg = cl.Program(ctx, \"\"\"\n"
        "__kernel void scale(__global float *a)\n"
        "{\n"
        "    a[get_global_id(0)] *= factr;\n"
        "}\n"
        "\"\"\").build()\n"
        "prg.scale(queue, (4,), None, a_buf, 2)\n"
        "prg.scael(queue, (4,), None, a_buf)\n",
        encoding="utf-8",
    )
    done = cli("check", host)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{host}:5:28: error: use of undeclared identifier 'factr' [B001]",
        f"{host}:8:1: error: kernel 'scale' takes 1 argument; the call passes 2 (after the queue and the sizes) [H002]",
        f"{host}:9:5: error: the program defines no kernel named 'scael' (kernels: scale) [H001]",
    ]


def test_c_host_json_ranges_are_host_ranges(tmp_path):
    host = tmp_path / "host.c"
    host.write_text(
        'const char *src = "__kernel void f(__global int *p)\\n"\n'
        '                  "{ p[0] = \\"x\\"; int q = missing; }";\n'
        "void run(cl_context c) { cl_program p = clCreateProgramWithSource(c, 1, &src, 0, 0); }\n",
        encoding="utf-8",
    )
    done = cli("check", "--format", "json", host)
    records = json.loads(done.stdout)
    second_line = host.read_text(encoding="utf-8").split("\n")[1]
    start = {"line": 1, "character": second_line.index("missing")}
    assert [(r["code"], r["range"]["start"]) for r in records] == [("B001", start)]
    assert done.returncode == 1


def test_a_plain_opencl_header_stays_opencl(tmp_path):
    header = tmp_path / "util.h"
    header.write_text("float twice(float x) { return 2.0f * x }\n", encoding="utf-8")
    done = cli("check", header)
    assert "[S002]" in done.stdout or "[S001]" in done.stdout

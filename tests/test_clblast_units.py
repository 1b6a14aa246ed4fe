"""tools/clblast_units.py on a tiny synthetic CLBlast checkout, through its command line."""

import importlib.util
import subprocess
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parents[1] / "tools" / "clblast_units.py"


def _tool():
    spec = importlib.util.spec_from_file_location("clblast_units", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


COMMON = '// C++ comment before\n/* and a block */\nR"(\n#define COMMON_PART 1\n)"\n// after\n'
# Two raw strings, the second with a delimiter and a `)"` inside it that must not end it.
XDOT = 'R"(\nkernel void Xdot(global float* x) {\n)"\n// between\nR"cl(  x[0] = ")"[0];\n}\n)cl"\n'


def _checkout(tmp_path: Path) -> Path:
    kernels = tmp_path / "CLBlast" / "src" / "kernels"
    tool = _tool()
    for name in {n for parts in tool.ROUTINES.values() for n in parts}:
        (kernels / name).parent.mkdir(parents=True, exist_ok=True)
        (kernels / name).write_text(f'// {name}\nR"(\n// body of {name}\n)"\n')
    (kernels / "common.opencl").write_text(COMMON)
    (kernels / "level1" / "xdot.opencl").write_text(XDOT)
    return kernels


def _run(*args):
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True, timeout=60)


def test_each_routine_becomes_one_program_per_precision_with_the_raw_strings_taken_exactly(tmp_path):
    kernels = _checkout(tmp_path)
    done = _run(kernels)
    assert done.returncode == 0, done.stderr
    units = kernels.parents[1] / "units"
    tool = _tool()
    expected = {f"{r.lower()}_{p}.cl" for r in tool.ROUTINES for p in tool.PRECISIONS.get(r, tool.ALL)}
    assert {p.name for p in units.iterdir()} == expected
    assert "her_3232.cl" in expected and "her_32.cl" not in expected  # HER runs on complex data only.
    assert f"{len(expected)} units of {len(tool.ROUTINES)} routines" in done.stdout

    unit = (units / "dot_64.cl").read_text()
    program = ("#define PRECISION 64\n#define ROUTINE_DOT\n"
               "\n#define COMMON_PART 1\n"
               '\nkernel void Xdot(global float* x) {\n  x[0] = ")"[0];\n}\n')
    header, _, rest = unit.partition("#define PRECISION")
    assert "#define PRECISION" + rest == program
    assert all(line.startswith("//") for line in header.splitlines())
    # The header names each part and the line where its text starts in the unit.
    lines = unit.split("\n")
    assert "PRECISION 64" in header and "routine DOT" in header
    for name, first in (("common.opencl", "#define COMMON_PART 1"), ("level1/xdot.opencl", "kernel void Xdot")):
        number = int(header.split(f"//   {name} (line ")[1].split(")")[0])
        assert lines[number - 1] == "" and lines[number].startswith(first)


def test_text_outside_the_raw_strings_or_a_missing_part_is_an_error(tmp_path):
    kernels = _checkout(tmp_path)
    (kernels / "level1" / "xdot.opencl").write_text('R"(\nint a;\n)"\nstatic const char* s = "x";\n')
    done = _run(kernels, "--out", tmp_path / "out")
    assert done.returncode == 1 and "level1/xdot.opencl:4: C++ text outside a raw string" in done.stderr
    (kernels / "level1" / "xdot.opencl").write_text('R"x(\nint a;\n)"\n')
    done = _run(kernels, "--out", tmp_path / "out")
    assert done.returncode == 1 and 'raw string without its )x"' in done.stderr
    (kernels / "level1" / "xdot.opencl").unlink()
    done = _run(kernels, "--out", tmp_path / "out")
    assert done.returncode == 1 and "xdot.opencl" in done.stderr


def test_a_kernel_file_no_routine_names_is_reported(tmp_path):
    kernels = _checkout(tmp_path)
    (kernels / "level1" / "xnew.opencl").write_text('R"(\n)"\n')
    done = _run(kernels)
    assert done.returncode == 0 and "not in any routine: level1/xnew.opencl" in done.stderr


def test_the_units_are_checked_with_the_version_clblast_builds_for(tmp_path):
    spec = importlib.util.spec_from_file_location("clang_agreement", TOOL.with_name("clang_agreement.py"))
    agreement = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(agreement)
    unit = tmp_path / "CNugteren__CLBlast" / "units" / "gemm_32.cl"
    cwd, options = agreement.candidates(tmp_path, unit)
    # PRECISION and ROUTINE_ are in the unit's text; SetOpenCLKernelStandard's CL1.1 first, then CL1.2.
    assert cwd == tmp_path / "CNugteren__CLBlast"
    assert [o[-1] for o in options] == ["-cl-std=CL1.1", "-cl-std=CL1.2"]
    assert not any(flag.startswith("-D") for o in options for flag in o)

"""Host <-> kernel checks H001-H004 on the fixtures of tests/fixtures/host: each `expect: CODE` line, nothing else."""

import re
from pathlib import Path

import pytest

from .helpers import analyze_text, located

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "host"
EXPECT = re.compile(r"expect: ((?:[A-Z]\d{3}[ ,]*)+)")


@pytest.mark.parametrize("path", sorted(FIXTURES.iterdir()), ids=lambda p: p.name)
def test_fixture_findings_are_the_expected_ones(path):
    data = path.read_bytes()
    expected = set()
    for number, line in enumerate(data.decode("utf-8").split("\n"), 1):
        match = EXPECT.search(line)
        if match:
            expected.update((number, code) for code in re.findall(r"[A-Z]\d{3}", match.group(1)))
    result = analyze_text(data, path.name)
    found = {(line, code) for line, code, _text in located(data, result.findings)}
    assert found == expected
    assert expected, "a fixture shows at least one finding"


def test_a_kernel_called_through_an_unknown_program_is_not_judged():
    text = '''import pyopencl as cl
if fast:
    prg = cl.Program(ctx, "__kernel void a(__global float *x) { }").build()
else:
    prg = cl.Program(ctx, "__kernel void b(__global float *x) { }").build()
prg.a(queue, (1,), None, x_buf, 2)
prg.c(queue, (1,), None)
'''
    assert analyze_text(text).findings == []


def test_a_program_whose_kernels_are_not_all_visible_gets_no_unknown_kernel():
    text = '''import pyopencl as cl
prg = cl.Program(ctx, """
#include "more_kernels.cl"
__kernel void a(__global float *x) { }
""").build()
prg.b(queue, (1,), None, x_buf)
'''
    assert [f.code for f in analyze_text(text).findings if f.code.startswith("H")] == []


def test_a_macro_in_the_parameters_leaves_the_count_unknown():
    text = '''import pyopencl as cl
prg = cl.Program(ctx, """
#define ARGS __global float *x, __global float *y
__kernel void a(ARGS) { }
""").build()
prg.a(queue, (1,), None, x_buf)
'''
    assert analyze_text(text).findings == []

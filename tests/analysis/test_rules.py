"""Every rule fixture under tests/fixtures/rules/ produces exactly its annotations.

A fixture is named after the rule it exercises (S001.cl) and may hold
several cases; annotations name the code and the message:
`//  ^^^ S001 unexpected identifier 'k'`.
"""

from pathlib import Path

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.syntax.document import parse_bytes

from ..annotations import parse

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules"


def _actual(path: Path, text: str):
    snapshot = parse_bytes(str(path), text.encode("utf-8", "surrogateescape"))
    out = set()
    for f in analyze(snapshot):
        line = snapshot.lines.line_of(f.start)
        start_col = f.start - snapshot.lines.starts[line]
        end_col = start_col + (f.end - f.start)
        out.add((line, start_col, end_col, f"{f.code} {f.message}"))
    return out


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("*.cl")), ids=lambda p: p.stem)
def test_rule_fixture(fixture: Path):
    # surrogateescape keeps deliberately invalid UTF-8 bytes (S005) intact.
    text, expected, _ = parse(fixture.read_bytes().decode("utf-8", "surrogateescape"))
    want = {(e.line, e.start_col, e.end_col, e.what) for e in expected}
    assert want, f"{fixture.name} has no annotations"
    assert _actual(fixture, text) == want


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize(
    "example",
    sorted(p for p in EXAMPLES.glob("*.cl") if p.name != "mistakes.cl"),
    ids=lambda p: p.name,
)
def test_valid_examples_have_no_findings(example: Path):
    assert _actual(example, example.read_text(encoding="utf-8")) == set()


def test_the_mistakes_example_has_errors():
    example = EXAMPLES / "mistakes.cl"
    codes = {what.split()[0] for *_, what in _actual(example, example.read_text(encoding="utf-8"))}
    assert codes == {"S002"}

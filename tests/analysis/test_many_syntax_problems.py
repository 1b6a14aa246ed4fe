"""A file with thousands of syntax problems (`syntax_problems.MAX_EXPLAINED`).

Each problem is read closely: a reason (an unknown macro, a conditional, a template's
placeholder), a guess at the slip (a `;` missing after a statement, with what it follows).
That costs 0.1-0.2 ms a problem; the fuzzer's 17,000-line file of broken lines had 11,405
(tests/fuzz/regressions/missing_semicolons_deep_in_one_line.cl) and took seconds. After the
first MAX_EXPLAINED problems of a file the rest are told as the parser saw them: still one a
line, a token the parser invented reported and mended at the same place (a `;` is still
supplied where one is missing); a token it skipped is not guessed at (a `;` forgotten, a
keyword misspelled), only named. Their reason is still found: a macro the file cannot see
makes a notice, not an error, however many there are (pocl's convert_type.cl: 4,050).
"""

from __future__ import annotations

from opencl_lsp.analysis import syntax_problems
from opencl_lsp.syntax.document import parse_bytes


def _broken_lines(n: int) -> bytes:
    # `int y = 1` with no `;` before the next line: each line is a problem of its own.
    body = "".join(f"    int y{i} = {i}\n" for i in range(n))
    return f"kernel void k(global int *p) {{\n    int x;\n{body}    p[0] = x;\n}}\n".encode()


def test_problems_past_the_limit_are_told_as_parsed_in_the_same_places(monkeypatch):
    data = _broken_lines(12)
    full = syntax_problems.collect(parse_bytes("/t/full.cl", data))
    monkeypatch.setattr(syntax_problems, "MAX_EXPLAINED", 4)
    capped = syntax_problems.collect(parse_bytes("/t/capped.cl", data))
    assert len(full) == len(capped) >= 10
    assert [p.message for p in capped[:4]] == [p.message for p in full[:4]]
    # The close reading says what the `;` follows; past the limit, what the parser invented.
    assert all(p.message != "expected ';'" for p in full)
    later = [p.message for p in capped[4:] if p.kind == "missing"]
    assert len(later) >= 6 and set(later) == {"expected ';'"}
    # Where the parser invented the token, the same mend; an ERROR is no longer guessed at
    # (the last line's: a `;` missing before `p[0] = x`, read closely; as parsed, 'p' unexpected).
    invented = [(p.kind, p.insert, p.start) for p in capped if p.kind == "missing"]
    assert invented == [(p.kind, p.insert, p.start) for p in full][: len(invented)]
    assert capped[-1].message == "unexpected identifier 'p'" and full[-1].insert == ";"


def test_a_real_sized_file_is_read_closely_throughout():
    # The most problems in a real file (clBLAS's templates) is 420: all read closely.
    assert syntax_problems.MAX_EXPLAINED >= 420
    problems = syntax_problems.collect(parse_bytes("/t/many.cl", _broken_lines(500)))
    assert len(problems) >= 500
    assert all(p.message != "expected ';'" for p in problems)


def test_problems_past_the_limit_keep_their_reason(monkeypatch):
    # Each line uses a macro the file cannot see: a notice's reason, before the limit and after.
    body = "".join(f"UNSEEN_QUALIFIER int f{i}(int x) {{ return x; }}\n" for i in range(12))
    monkeypatch.setattr(syntax_problems, "MAX_EXPLAINED", 4)
    problems = syntax_problems.collect(parse_bytes("/t/reasons.cl", body.encode()))
    assert len(problems) >= 10
    assert all(p.reason and "UNSEEN_QUALIFIER" in p.reason for p in problems)

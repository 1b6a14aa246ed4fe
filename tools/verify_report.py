"""Counts and recall of the `-verify` fixtures (tests/analysis/verify/).

    python tools/verify_report.py

Per family: fixture files, valid ones, clang's expected errors, and how many
of those lines we also report an error on (recall), plus our own errors that
clang does not give (`opencl-lsp-error`). clang's side is the fixture's
`expected-error` lines, which tests/analysis/test_clang_agrees.py checks
against clang-19 itself.
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import verify  # noqa: E402


def main() -> int:
    rows = collections.defaultdict(lambda: collections.Counter())
    missed = []
    for path in verify.all_fixtures():
        family = path.relative_to(verify.ROOT).parts[0]
        fixture = verify.load(path)
        found = verify.analyze_fixture(fixture)
        our_error_lines = {line for line, sev, _code, _msg in found if sev == "error"}
        row = rows[family]
        row["files"] += 1
        row["valid"] += fixture.valid
        clang_lines = {e.line for e in fixture.expectations if e.kind == "expected-error"}
        row["clang errors"] += len(clang_lines)
        hit = clang_lines & our_error_lines
        row["we report too"] += len(hit)
        row["ours only"] += len({e.line for e in fixture.expectations if e.kind == "opencl-lsp-error"})
        missed += [f"{path.relative_to(verify.ROOT)}:{line + 1}" for line in sorted(clang_lines - hit)]
    total = collections.Counter()
    print(f"{'family':14} {'files':>6} {'valid':>6} {'clang errors':>13} {'we too':>7} {'recall':>7} {'ours only':>10}")
    for family in sorted(rows):
        row = rows[family]
        total.update(row)
        recall = row["we report too"] / row["clang errors"] if row["clang errors"] else 1.0
        print(f"{family:14} {row['files']:6} {row['valid']:6} {row['clang errors']:13} {row['we report too']:7} "
              f"{recall:7.1%} {row['ours only']:10}")
    recall = total["we report too"] / total["clang errors"] if total["clang errors"] else 1.0
    print(f"{'total':14} {total['files']:6} {total['valid']:6} {total['clang errors']:13} {total['we report too']:7} "
          f"{recall:7.1%} {total['ours only']:10}")
    if missed:
        print("\nclang errors we do not report (marked clang-only in the fixtures):")
        for where in missed:
            print("  " + where)
    return 0


if __name__ == "__main__":
    sys.exit(main())

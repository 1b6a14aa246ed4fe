"""Every `-verify` fixture under tests/analysis/verify/ matches what we report (see tests/verify.py)."""

import pytest

from tests import verify

FIXTURES = verify.all_fixtures()


@pytest.mark.parametrize("path", FIXTURES, ids=[str(p.relative_to(verify.ROOT)) for p in FIXTURES])
def test_fixture(path):
    fixture = verify.load(path)
    assert fixture.expectations or fixture.no_diagnostics, "a fixture must expect something or say it is clean"
    assert verify.mismatches(fixture, verify.analyze_fixture(fixture)) == []


def test_fixture_counts():
    fixtures = [verify.load(p) for p in FIXTURES]
    valid = sum(f.valid for f in fixtures)
    assert len(fixtures) >= 300
    assert valid * 4 >= len(fixtures), f"{valid} valid of {len(fixtures)}: a quarter must be valid code"

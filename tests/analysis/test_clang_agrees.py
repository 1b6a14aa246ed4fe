"""clang (a test oracle only, never a runtime dependency) agrees with every fixture.

Runs `clang -verify` on each fixture: clang must report exactly the
`expected-*` diagnostics. Our own `opencl-lsp-*` annotations are invisible to
it. Skipped where clang-19 is not installed.
"""

import shutil
import subprocess

import pytest

from tests import verify

CLANG = shutil.which("clang-19") or shutil.which("clang")
FIXTURES = verify.all_fixtures()

pytestmark = pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed (apt-get install clang-19)")


@pytest.mark.parametrize("path", FIXTURES, ids=[str(p.relative_to(verify.ROOT)) for p in FIXTURES])
def test_clang_agrees(path):
    fixture = verify.load(path)
    result = subprocess.run(verify.clang_command(CLANG, fixture), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr

"""Half-written code never sets off a cascade of semantic errors.

Every valid `-verify` fixture is cut and damaged the way typing leaves code
(a file cut where the cursor is, a half-written expression, an unclosed
brace, a call of an unknown macro): the analysis never raises, and the
semantic rules (everything but syntax and preprocessor findings) report at
most two errors, never one per following line.
"""

import random

import pytest

from tests import verify

VALID = [p for p in verify.all_fixtures() if verify.load(p).valid]
SEMANTIC = "QVCKBX"


def damaged(data: bytes, rng: random.Random) -> list[bytes]:
    out = []
    for _ in range(3):
        cut = rng.randrange(1, len(data))
        line_start = data.rfind(b"\n", 0, cut) + 1
        if data[line_start:cut].lstrip().startswith(b"#"):
            continue  # A broken directive changes what the program is, not how complete it is.
        out.append(data[:cut])  # Typing at the end of the file.
        out.append(data[:cut] + b"{" + data[cut:])  # An unclosed brace.
        semicolon = data.find(b";", cut)
        if semicolon > 0:
            out.append(data[:semicolon] + b" + " + data[semicolon:])  # A half-written expression.
            out.append(data[:semicolon] + b" * (v." + data[semicolon:])
        out.append(data[:cut] + b" UNKNOWN_MACRO(x) " + data[cut:])
    return out


@pytest.mark.parametrize("path", VALID, ids=[str(p.relative_to(verify.ROOT)) for p in VALID])
def test_no_cascades(path):
    rng = random.Random(path.name)
    fixture = verify.load(path)
    for variant in damaged(path.read_bytes(), rng):
        found = verify.analyze_fixture(fixture, variant)
        semantic_errors = [f for f in found if f[2][0] in SEMANTIC and f[1] == "error"]
        assert len(semantic_errors) <= 2, (variant.decode(errors="replace"), semantic_errors)

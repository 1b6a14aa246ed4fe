"""A short, seeded slice of the stateful LSP fuzzer (tests/fuzz/README.md).

For each position encoding, two examples of `LspMachine` against the real
server over stdio: incremental edits mixed with every request, pauses and
cancellations; every request answered, no traceback on stderr, and the final
diagnostics equal to those of a fresh server on the final text.
"""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("hypothesis")

from . import lsp_fuzz  # noqa: E402 - needs hypothesis

SEED = 2026


@pytest.mark.parametrize("encoding", lsp_fuzz.ENCODINGS)
def test_edits_and_requests_end_where_a_fresh_server_starts(encoding, tmp_path):
    pool = lsp_fuzz.Pool(tmp_path, fresh_every=1, rng=random.Random(encoding))
    pool.encodings = (encoding,)
    try:
        lsp_fuzz.run_examples(pool, SEED + lsp_fuzz.ENCODINGS.index(encoding), examples=2, steps=60)
    except BaseException:
        (tmp_path / "trace.json").write_text(json.dumps(list(lsp_fuzz.TRACES), indent=1))
        raise
    finally:
        pool.close()
    counts = pool.counts
    # One comparison per open document: one or two per example.
    assert counts.examples >= 2 and counts.examples <= counts.comparisons <= 2 * counts.examples
    assert counts.edits > 0

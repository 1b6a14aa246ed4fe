"""The fuzzers' own parts: inputs made again from their numbers, every mutation on every seed, the client model's columns.

A fuzzer whose model of the text drifted from the server's would report
mismatches that are its own; these tests hold the model to the engine's
`LineIndex` on texts with multi-byte characters, surrogate pairs, lone
surrogates and CRLF.
"""

from __future__ import annotations

import random

import pytest

from opencl_lsp.syntax.document import encode_text
from opencl_lsp.syntax.positions import Encoding, LineIndex, Position

from . import mutate, seeds


def test_the_seed_corpus_holds_kernels_fixtures_and_grammar_tests():
    names = [name for name, _ in seeds.load_seeds()]
    assert any(name.startswith("examples/") for name in names)
    assert any(name.startswith("tests/analysis/verify/") for name in names)
    assert any(name.startswith("grammar/test/corpus/") for name in names)
    assert names == sorted(names)


def test_an_input_is_made_again_from_its_number():
    corpus = seeds.load_seeds()
    first = [mutate.make_input(7, index, corpus) for index in range(40)]
    again = [mutate.make_input(7, index, corpus) for index in range(40)]
    assert first == again
    assert len({data for data, _ in first}) > 30  # and the inputs differ from each other


@pytest.mark.parametrize("name", sorted(mutate.MUTATIONS))
def test_every_mutation_runs_on_every_kind_of_seed(name):
    corpus = seeds.load_seeds()
    picks = [corpus[0], corpus[len(corpus) // 2], corpus[-1], ("empty", b""), ("binary", b"\x00\xff\n")]
    rng = random.Random(name)
    for _, data in picks:
        for _ in range(5):
            out = mutate.MUTATIONS[name](rng, data, picks[1][1])
            assert isinstance(out, bytes)


TEXTS = ["", "kernel void k() {}\n", "a\r\nbé\n😀x\n", "中文 /* 𝔘 */\n\n\tz", "x\udc80y\nq", "\n\n\n", "😀😀\r\n😀"]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32"])
def test_the_client_model_counts_columns_as_the_server_does(text, encoding):
    pytest.importorskip("hypothesis")
    from .lsp_fuzz import TextModel

    model = TextModel(text)
    data = encode_text(text)
    index = LineIndex(data)
    enc = Encoding(encoding)
    for i in range(len(text) + 1):
        pos = model.position(i, encoding)
        byte = len(encode_text(text[:i]))
        assert index.position_at(data, byte, enc) == Position(pos["line"], pos["character"])
        assert index.offset_at(data, Position(pos["line"], pos["character"]), enc) == byte
        assert model.index(pos, encoding) == i
    # Past the end of each line and of the text: both clamp to the same place.
    for line in range(model.line_count() + 2):
        pos = {"line": line, "character": 10_000}
        byte = index.offset_at(data, Position(line, 10_000), enc)
        assert len(encode_text(text[: model.index(pos, encoding)])) == byte

"""LineIndex conversions in each encoding, clamping, and updates under edits."""

import random

import pytest

from opencl_lsp.syntax.positions import Encoding, LineIndex, Position

TEXT = "int a;\n// é and 𝄞 then x\r\nfloat4 v;\n"
DATA = TEXT.encode()


@pytest.mark.parametrize(
    "encoding, column_of_x",
    [(Encoding.UTF8, len("// é and 𝄞 then ".encode())), (Encoding.UTF16, 17), (Encoding.UTF32, 16)],
)
def test_column_units_after_non_ascii(encoding, column_of_x):
    index = LineIndex(DATA)
    x = DATA.index(b"x")
    assert index.position_at(DATA, x, encoding) == Position(1, column_of_x)
    assert index.offset_at(DATA, Position(1, column_of_x), encoding) == x


def test_positions_are_clamped():
    index = LineIndex(DATA)
    assert index.offset_at(DATA, Position(99, 0), Encoding.UTF16) == len(DATA)
    assert index.offset_at(DATA, Position(0, 999), Encoding.UTF16) == DATA.index(b"\n")
    assert index.offset_at(DATA, Position(-3, -1), Encoding.UTF16) == 0
    assert index.position_at(DATA, 10**9, Encoding.UTF16).line == index.line_count - 1


def test_utf8_column_inside_a_character_snaps_back():
    index = LineIndex(DATA)
    e_acute = DATA.index("é".encode())
    assert index.offset_at(DATA, Position(1, e_acute - DATA.index(b"//") + 1), Encoding.UTF8) == e_acute


def test_update_matches_a_fresh_index():
    rng = random.Random(7)
    data = b"a\nbb\n\nccc\n"
    index = LineIndex(data)
    for _ in range(500):
        start = rng.randrange(len(data) + 1)
        end = rng.randrange(start, len(data) + 1)
        inserted = rng.choice([b"", b"x", b"\n", b"y\nz", b"\n\n", b"\xc3\xa9"])
        data = data[:start] + inserted + data[end:]
        index.update(start, end, inserted)
        fresh = LineIndex(data)
        assert index.starts == fresh.starts and index.length == fresh.length

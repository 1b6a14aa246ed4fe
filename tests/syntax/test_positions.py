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


def _reference_position(data: bytes, offset: int, encoding: Encoding) -> Position:
    """Decode the whole prefix of the line: what LineIndex must answer, long lines included."""
    line = data.count(b"\n", 0, offset)
    start = data.rfind(b"\n", 0, offset) + 1
    text = data[start:offset].decode("utf-8", "replace")
    if encoding is Encoding.UTF8:
        return Position(line, offset - start)
    if encoding is Encoding.UTF32:
        return Position(line, len(text))
    return Position(line, len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF))


@pytest.mark.parametrize("invalid", [False, True])
def test_long_non_ascii_lines_convert_like_a_full_decode(invalid):
    """Lines past LONG_LINE_BYTES convert from checkpoints (a fuzz input with thousands of
    findings on one 80 KB line took over 5 s decoding each prefix); the answers must not change,
    invalid UTF-8 included, and client positions must come back to the same offsets."""
    rng = random.Random(7)
    alphabet = ["a", "é", "𝄞", "中", " "] + (["\udcff"] if invalid else [])
    text = "".join(rng.choice(alphabet) for _ in range(20000))
    body = text.encode("utf-8", "surrogatepass").replace(b"\xed\xb3\xbf", b"\xff")
    data = b"first\n" + body + b"\nlast"
    for encoding in Encoding:
        index = LineIndex(data)
        for offset in rng.sample(range(len(data) + 1), 400):
            position = index.position_at(data, offset, encoding)
            assert position == _reference_position(data, offset, encoding)
            at_boundary = offset == len(data) or (data[offset] & 0xC0) != 0x80
            if not invalid and at_boundary:
                back = index.offset_at(data, position, encoding)
                assert index.position_at(data, back, encoding) == position

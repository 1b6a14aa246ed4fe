"""Only the lines macro expansion has to read are lexed (server/analysis/macro_lines.py).

A body's layout (`expanded._layout`) made from the kept lines must be the very
layout made from the whole text: same text, copied segments, produced tokens
and their origins. Each case below is laid out both ways.
"""

from __future__ import annotations

import pytest

from opencl_lsp.analysis import expanded, macro_lines
from opencl_lsp.project.preprocessor import MacroTable

PATH = "/expanded/lines.cl"
DEFINES = [
    "#define TILE 16",
    "#define CLAMP01(x) clamp((x), 0.0f, 1.0f)",
    "#define IDX(r, c, w) ((r) * (w) + (c))",
    "#define F(a) a",
    "#define CALL F(",  # Opens an invocation that the text after it closes.
    "#define NAME F",  # A function-like name: the '(' after it may be on the next line.
    "#define S(v) #v",
    "#define E",
]


def table():
    return MacroTable.initial().apply([(PATH, line.encode()) for line in DEFINES])


def chain(inv):
    out = []
    while inv is not None:
        out.append((inv.macro, inv.path, inv.start, inv.end))
        inv = inv.parent
    return out


def shape(layout):
    if layout is None:
        return None
    tokens = [(s, e, t.text, t.start, t.end, chain(t.inv), chain(t.ctx)) for s, e, t in layout.tokens]
    return layout.text, layout.segments, tokens, layout.words


def both(body: str):
    t = table()
    names = macro_lines.names_pattern(t)
    return shape(expanded._layout(PATH, body.encode(), t, names)), shape(expanded._layout(PATH, body.encode(), t))


PLAIN = "\n".join(f"    float v{k} = a[{k}] * b[{k}] + c;" for k in range(12))

CASES = {
    "one invocation among plain lines": "{\n" + PLAIN + "\n    acc = CLAMP01(acc / 3.0f);\n" + PLAIN + "\n}",
    "an object-like macro at the start": "{\n    __local float t[TILE][TILE];\n" + PLAIN + "\n}",
    "arguments over several lines": "{\n" + PLAIN + "\n    x = IDX(row,\n            col,\n            n);\n" + PLAIN + "\n}",
    "a macro name whose '(' is on the next line": "{\n" + PLAIN + "\n    y = NAME\n        (q);\n" + PLAIN + "\n}",
    "an invocation the next line closes": "{\n" + PLAIN + "\n    z = CALL 1\n    );\n" + PLAIN + "\n}",
    "a block comment over lines, with a macro name inside": (
        "{\n" + PLAIN + "\n    /* TILE\n       IDX( */ w = TILE;\n    /* a\n b */ u = 1;\n" + PLAIN + "\n}"),
    "a comment opener in a string": '{\n' + PLAIN + '\n    s = "/*"; t = TILE;\n    v = 2; /* x\n */\n' + PLAIN + "\n}",
    "a macro on the last line": "{\n" + PLAIN + "\n    return CLAMP01(v0); }",
    "an empty macro and stringizing": "{\n" + PLAIN + "\n    E int k = 0; f(S(a  b));\n" + PLAIN + "\n}",
    "adjacent macro lines": "{\n" + PLAIN + "\n    a = TILE;\n    b = TILE;\n\n    c = IDX(1, 2, 3);\n" + PLAIN + "\n}",
    "a wrong argument count": "{\n" + PLAIN + "\n    x = IDX(1, 2);\n" + PLAIN + "\n}",
    "a built-in replaced in place": "{\n" + PLAIN + "\n    x = __LINE__;\n" + PLAIN + "\n}",
    "a word that only ends with a macro name": "{\n" + PLAIN + "\n    my_TILE = 1; TILEs = 2;\n" + PLAIN + "\n}",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_kept_lines_give_the_whole_text_s_layout(name):
    # Each case is cut (then laid out from its kept lines, or from the whole text when they do not do).
    assert macro_lines.kept_text(CASES[name].encode(), macro_lines.names_pattern(table())) is not None
    windowed, whole = both(CASES[name])
    assert windowed == whole


def test_lines_without_macros_are_blanks():
    body = CASES["one invocation among plain lines"].encode()
    kept, separators = macro_lines.kept_text(body, macro_lines.names_pattern(table()))
    assert len(kept) == len(body) and kept.count(b"\n") == body.count(b"\n")
    lines = kept.decode().split("\n")
    assert lines[13] == "    acc = CLAMP01(acc / 3.0f);"
    # The line of the first token after the invocation stays too: it must come out as written.
    assert lines[14] == body.decode().split("\n")[14] and separators == [body.index(b"float v0", body.index(b"CLAMP01"))]
    assert all(not line.strip() for k, line in enumerate(lines) if k not in (13, 14))


def test_a_macro_that_reads_on_past_its_line_is_expanded_from_the_whole_text():
    body = CASES["an invocation the next line closes"].encode()
    t = table()
    kept, separators = macro_lines.kept_text(body, macro_lines.names_pattern(t))
    # The kept lines end with the separator's line, whose ')' the invocation takes in.
    assert separators and body[separators[0] : separators[0] + 1] == b")"
    with pytest.raises(expanded._ReadOn):
        expanded._laid_out(PATH, body, t, kept, separators)
    assert expanded._layout(PATH, body, t, macro_lines.names_pattern(t)) is not None


def test_text_that_is_not_cut():
    names = macro_lines.names_pattern(table())
    assert macro_lines.kept_text(b"{\n  x = TILE;\n#pragma unroll\n  y = 1;\n}", names) is None  # A '#'.
    assert macro_lines.kept_text(b"{\n  x = TI\\\nLE;\n" + PLAIN.encode() + b"\n}", names) is None  # A splice.
    assert macro_lines.kept_text(b"{ x = TILE; y = TILE; }", names) is None  # Nearly all of it is kept.

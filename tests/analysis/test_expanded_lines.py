"""Only what macro expansion has to read is lexed (server/analysis/macro_lines.py).

A body's layout (`expanded._layout`) made from the kept runs must be the very
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
    "#define L 7",  # A literal's prefix too (`L"..."`).
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
    names = macro_lines.names_of(t)
    return shape(expanded._layout(PATH, body.encode(), t, names)), shape(expanded._layout(PATH, body.encode(), t))


PLAIN = "\n".join(f"    float v{k} = a[{k}] * b[{k}] + c;" for k in range(12))

CASES = {
    "one invocation among plain lines": "{\n" + PLAIN + "\n    acc = CLAMP01(acc / 3.0f);\n" + PLAIN + "\n}",
    "an object-like macro at the start": "{\n    __local float t[TILE][TILE];\n" + PLAIN + "\n}",
    "arguments over several lines": "{\n" + PLAIN + "\n    x = IDX(row,\n            col,\n            n);\n" + PLAIN + "\n}",
    "a macro name whose '(' is on the next line": "{\n" + PLAIN + "\n    y = NAME\n        (q);\n" + PLAIN + "\n}",
    "an invocation the next line closes": "{\n" + PLAIN + "\n    z = CALL 1\n    );\n" + PLAIN + "\n}",
    "an invocation a macro opens, closed after a name": "{\n" + PLAIN + "\n    z = CALL TILE\n    );\n" + PLAIN + "\n}",
    "a block comment over lines, with a macro name inside": (
        "{\n" + PLAIN + "\n    /* TILE\n       IDX( */ w = TILE;\n    /* a\n b */ u = 1;\n" + PLAIN + "\n}"),
    "a comment opener in a string": '{\n' + PLAIN + '\n    s = "/*"; t = TILE;\n    v = 2; /* x\n */\n' + PLAIN + "\n}",
    "a macro on the last line": "{\n" + PLAIN + "\n    return CLAMP01(v0); }",
    "an empty macro and stringizing": "{\n" + PLAIN + "\n    E int k = 0; f(S(a  b));\n" + PLAIN + "\n}",
    "adjacent macro lines": "{\n" + PLAIN + "\n    a = TILE;\n    b = TILE;\n\n    c = IDX(1, 2, 3);\n" + PLAIN + "\n}",
    "a wrong argument count": "{\n" + PLAIN + "\n    x = IDX(1, 2);\n" + PLAIN + "\n}",
    "a built-in replaced in place": "{\n" + PLAIN + "\n    x = __LINE__;\n" + PLAIN + "\n}",
    "a word that only ends with a macro name": "{\n" + PLAIN + "\n    my_TILE = 1; TILEs = 2;\n" + PLAIN + "\n}",
    # Cut at tokens, or at lines where a token's bounds are not sure on the bytes.
    "names one after the other": "{\n" + PLAIN + "\n    a = F(TILE) TILE\n        E b;\n" + PLAIN + "\n}",
    "a comment before the arguments": "{\n" + PLAIN + "\n    x = IDX /* r */ (1,\n  2, 3) + v0;\n" + PLAIN + "\n}",
    "a literal's prefix that is a macro name": '{\n' + PLAIN + '\n    w = L"TILE"; k = L;\n' + PLAIN + "\n}",
    "a literal among the arguments": '{\n' + PLAIN + '\n    f(S("a (b)"), TILE);\n' + PLAIN + "\n}",
    "a name after a member access": "{\n" + PLAIN + "\n    p.TILE = 1;\n" + PLAIN + "\n}",
    "a name after an exponent's sign": "{\n" + PLAIN + "\n    x = 1e+TILE + TILE;\n" + PLAIN + "\n}",
    "a name in a word with a dollar": "{\n" + PLAIN + "\n    x = a$TILE + TILE;\n" + PLAIN + "\n}",
    "an unclosed invocation": "{\n" + PLAIN + "\n    x = IDX(1, 2,\n" + PLAIN + "\n}",
    "a macro name last": "{\n" + PLAIN + "\n    x = 1; } TILE",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_kept_lines_give_the_whole_text_s_layout(name):
    # Each case is cut (then laid out from its kept lines, or from the whole text when they do not do).
    assert macro_lines.kept_text(CASES[name].encode(), macro_lines.names_of(table())) is not None
    windowed, whole = both(CASES[name])
    assert windowed == whole


def test_what_expansion_does_not_read_is_blanks():
    body = CASES["one invocation among plain lines"].encode()
    kept, separators = macro_lines.kept_text(body, macro_lines.names_of(table()))
    assert len(kept) == len(body) and kept.count(b"\n") == body.count(b"\n")
    # The invocation, and the first token after it, which must come out as written.
    start = body.index(b"CLAMP01")
    end = body.index(b";", start) + 1
    assert kept[start:end] == b"CLAMP01(acc / 3.0f);" and separators == [end - 1]
    assert not (kept[:start] + kept[end:]).strip()


def test_lines_are_kept_where_tokens_cannot_be_told_on_the_bytes():
    # A literal among the arguments: its parentheses are no tokens. The line is kept, and the
    # line of the first token after it.
    body = CASES["a literal among the arguments"].encode()
    kept, separators = macro_lines.kept_text(body, macro_lines.names_of(table()))
    lines = kept.decode().split("\n")
    assert lines[13] == '    f(S("a (b)"), TILE);' and lines[14] == body.decode().split("\n")[14]
    assert separators == [body.index(b"float v0", body.index(b"TILE"))]
    assert all(not line.strip() for k, line in enumerate(lines) if k not in (13, 14))


def test_a_macro_that_reads_on_past_its_run_is_expanded_from_the_whole_text():
    t = table()
    names = macro_lines.names_of(t)
    body = CASES["an invocation a macro opens, closed after a name"].encode()
    kept, separators = macro_lines.kept_text(body, names)
    # The run is CALL, then TILE (a name goes on with it), then its separator: the ')' that
    # the invocation CALL opens takes in.
    assert separators and body[separators[0] : separators[0] + 1] == b")"
    with pytest.raises(expanded._ReadOn):
        expanded._laid_out(PATH, body, t, kept, separators)
    assert expanded._layout(PATH, body, t, names) is not None
    # Here the ')' is blanked: the invocation is not closed in the kept text, and its expansion says so.
    body = CASES["an invocation the next line closes"].encode()
    kept, separators = macro_lines.kept_text(body, names)
    assert expanded._laid_out(PATH, body, t, kept, separators) is None
    assert expanded._layout(PATH, body, t, names) is not None


def test_text_that_is_not_cut():
    names = macro_lines.names_of(table())
    assert macro_lines.kept_text(b"{\n  x = TILE;\n#pragma unroll\n  y = 1;\n}", names) is None  # A '#'.
    assert macro_lines.kept_text(b"{\n  x = TI\\\nLE;\n" + PLAIN.encode() + b"\n}", names) is None  # A splice.
    assert macro_lines.kept_text(b"{ x = IDX(TILE, TILE, TILE); }", names) is None  # Nearly all of it is kept.

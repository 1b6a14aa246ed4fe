"""Bodies whose lexed texts agree share one expansion (`expanded._Plan`).

What macro expansion reads of a body (`macro_lines.kept_text`) is often the same
text for many bodies: kernels made from one template, with the same invocations
at the same places and different plain code around them. Their layouts share
the spans, segments and produced tokens, and each keeps its own copied bytes:
every layout must be the one made with nothing cached.
"""

from __future__ import annotations

from opencl_lsp.analysis import expanded, macro_lines
from opencl_lsp.project.preprocessor import MacroTable

PATH = "/expanded/plans.cl"
DEFINES = [
    "#define TILE 16",
    "#define CLAMP01(x) clamp((x), 0.0f, 1.0f)",
    "#define IDX(r, c, w) ((r) * (w) + (c))",
    "#define CALL F(",
    "#define F(a) a",
]


def table():
    return MacroTable.initial().apply([(PATH, line.encode()) for line in DEFINES])


def shape(layout):
    if layout is None:
        return None
    tokens = [(s, e, t.text, t.start, t.end) for s, e, t in layout.tokens]
    return layout.text, layout.segments, layout.segment_starts, tokens, layout.token_starts, layout.words


def body(k: int, tail: str = "") -> bytes:
    # The same invocations at the same offsets; plain code of the same length that differs per body.
    plain = "\n".join(f"    float v{k}{j} = a[{j}] * b{k}[{j}] + c;" for j in range(10))
    return ("{\n" + plain + "\n    acc = CLAMP01(acc / 3.0f) + x[IDX(r, c, TILE)];\n" + plain + tail + "\n}").encode()


def fresh(text: bytes, t: MacroTable):
    expanded.clear_caches()
    return shape(expanded._layout(PATH, text, t, macro_lines.names_of(t)))


def test_bodies_with_one_lexed_text_share_a_plan_and_keep_their_own_text():
    t = table()
    names = macro_lines.names_of(t)
    texts = [body(k) for k in range(1, 7)]
    kept = {macro_lines.kept_text(text, names)[0] for text in texts}
    assert len(kept) == 1 and len(set(texts)) == len(texts)  # One lexed text, six bodies.
    expected = [fresh(text, t) for text in texts]
    expanded.clear_caches()
    got = [shape(expanded._layout(PATH, text, t, names)) for text in texts]
    assert got == expected
    assert len(expanded._plans) == 1
    for text, (laid, segments, *_rest) in zip(texts, got):
        # Copied text is the body's own, byte for byte.
        assert all(laid[s:e] == text[o : o + e - s] for s, e, o in segments)
        assert b"clamp" in laid and b"CLAMP01" not in laid


def test_a_plan_is_not_shared_across_tables():
    t = table()
    other = t.apply([(PATH, b"#define TILE 32")])
    text = body(1)
    names = macro_lines.names_of(t)
    expanded.clear_caches()
    a = shape(expanded._layout(PATH, text, t, names))
    b = shape(expanded._layout(PATH, text, other, macro_lines.names_of(other)))
    assert b" 16 " in a[0] and b" 32 " in b[0] and b" 16 " not in b[0]
    assert a == fresh(text, t) and b == fresh(text, other)


def test_a_failed_expansion_is_remembered_as_one():
    t = table()
    names = macro_lines.names_of(t)
    # A wrong argument count: no layout, from the cache too.
    text = body(1).replace(b"IDX(r, c, TILE)", b"IDX(r, c, 16)  ").replace(b"CLAMP01(acc / 3.0f)", b"CLAMP01(acc, 3.0f)")
    expanded.clear_caches()
    assert expanded._layout(PATH, text, t, names) is None
    assert expanded._layout(PATH, text, t, names) is None
    # A macro that reads on past its run: expanded from the whole text, both times.
    text = body(2, "\n    z = CALL TILE\n    );")
    expected = fresh(text, t)
    assert expected is not None
    expanded.clear_caches()
    assert shape(expanded._layout(PATH, text, t, names)) == expected
    assert shape(expanded._layout(PATH, text, t, names)) == expected

"""The real server over stdio: sync, diagnostics, and the syntax-level features."""

from __future__ import annotations

from lsprotocol import types

from .conftest import open_document, wait_for_diagnostics

URI = "file:///work/example/saxpy.cl"

SAXPY = """// Multiplie et additionne: é 𝄞
#define SCALE 2.0f
typedef struct { float re, im; } complex_t;
enum mode { FAST, SLOW };

__kernel void saxpy(__global float *y, __global const float *x, const float a) {
    int i = get_global_id(0);
    y[i] = SCALE * a * x[i] + y[i];
}

float helper(float4 v) {
    return v.x + v.w;
}
"""


def _pos(text: str, needle: str, offset: int = 0) -> types.Position:
    """Position (UTF-16) of the first occurrence of needle, plus offset."""
    index = text.index(needle) + offset
    before = text[:index]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1 :]
    return types.Position(line=line, character=len(column_text.encode("utf-16-le")) // 2)


async def test_clean_file_publishes_empty_diagnostics_with_version(client):
    open_document(client, URI, SAXPY, version=3)
    params = await wait_for_diagnostics(client, URI, version=3)
    assert list(params.diagnostics) == []


async def test_missing_semicolon_after_incremental_edit_past_non_ascii(client):
    open_document(client, URI, SAXPY, version=1)
    await wait_for_diagnostics(client, URI, version=1)
    # Delete the ';' ending the assignment; the first line's accents and the
    # emoji must not shift UTF-16 columns.
    at = _pos(SAXPY, "y[i]; }".replace("y[i]; }", "y[i];\n}"), 4)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=at, end=types.Position(line=at.line, character=at.character + 1)),
                    text="",
                )
            ],
        )
    )
    params = await wait_for_diagnostics(client, URI, version=2)
    [diag] = params.diagnostics
    assert diag.code == "S002"
    assert diag.message.startswith("expected ';'")
    assert diag.range.start == at
    assert diag.severity == types.DiagnosticSeverity.Error
    assert diag.source == "opencl-lsp"
    assert diag.code_description.href.endswith("S002.md")

    # Typing on the emoji line changes nothing; fixing the line clears it.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=3),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text=";")],
        )
    )
    params = await wait_for_diagnostics(client, URI, version=3)
    assert list(params.diagnostics) == []


async def test_rapid_changes_publish_only_the_latest_version(client):
    open_document(client, URI, SAXPY, version=1)
    await wait_for_diagnostics(client, URI, version=1)
    end = _pos(SAXPY, "float helper")
    for version in range(2, 12):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
                content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=end, end=end), text=")")],
            )
        )
    params = await wait_for_diagnostics(client, URI, version=11)
    assert params.diagnostics  # '))))))))))float helper' is not valid
    # Intermediate versions may be published when the debounce expires between
    # two changes (a loaded machine), but never out of order: results for an
    # older version are dropped once a newer one has arrived.
    versions = [p.version for p in client.published if p.uri == URI]
    assert versions == sorted(versions)
    assert versions[-1] == 11


async def test_document_symbols(client):
    open_document(client, URI, SAXPY)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    by_name = {s.name: s for s in symbols}
    assert by_name["saxpy"].kind == types.SymbolKind.Function
    assert by_name["saxpy"].detail.startswith("kernel")
    assert by_name["helper"].kind == types.SymbolKind.Function
    assert not (by_name["helper"].detail or "").startswith("kernel")
    assert by_name["SCALE"].kind == types.SymbolKind.Constant
    assert by_name["complex_t"].kind in {types.SymbolKind.TypeParameter, types.SymbolKind.Struct}
    assert by_name["mode"].kind == types.SymbolKind.Enum
    assert [c.name for c in by_name["mode"].children] == ["FAST", "SLOW"]
    assert by_name["saxpy"].selection_range.start == _pos(SAXPY, "saxpy(")


async def test_folding_ranges(client):
    open_document(client, URI, SAXPY)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    starts = {f.start_line for f in folds}
    assert _pos(SAXPY, "__kernel").line in starts
    assert _pos(SAXPY, "float helper").line in starts


async def test_selection_range_grows_outwards(client):
    open_document(client, URI, SAXPY)
    at = _pos(SAXPY, "get_global_id", 2)
    [chain] = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=types.TextDocumentIdentifier(uri=URI), positions=[at])
    )
    ranges = []
    while chain is not None:
        ranges.append(chain.range)
        chain = chain.parent
    assert ranges[0].start == _pos(SAXPY, "get_global_id")
    assert ranges[0].end == _pos(SAXPY, "get_global_id", len("get_global_id"))
    assert len(ranges) >= 5
    assert ranges[-1].start == types.Position(line=0, character=0)


async def test_document_highlight_respects_scopes(client):
    text = "int i;\nvoid f(int i) { i = i + 1; }\nvoid g(void) { i++; }\n"
    open_document(client, URI, text)
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=_pos(text, "i = i", 4)
        )
    )
    lines = sorted((h.range.start.line, h.range.start.character) for h in highlights)
    # The parameter and its two uses in f, not the global i.
    assert lines == [(1, 11), (1, 16), (1, 20)]
    writes = [h for h in highlights if h.kind == types.DocumentHighlightKind.Write]
    assert {(h.range.start.line, h.range.start.character) for h in writes} == {(1, 11), (1, 16)}


def _decode(data, legend_types, legend_mods, text):
    lines = text.split("\n")
    out = []
    line = col = 0
    for i in range(0, len(data), 5):
        d_line, d_col, length, kind, mods = data[i : i + 5]
        line += d_line
        col = col + d_col if d_line == 0 else d_col
        units = lines[line].encode("utf-16-le")
        word = units[col * 2 : (col + length) * 2].decode("utf-16-le")
        names = {legend_mods[b] for b in range(len(legend_mods)) if mods & (1 << b)}
        out.append((word, legend_types[kind], names))
    return out


async def test_semantic_tokens_full_and_delta(client, request):
    legend = client.capabilities and None
    open_document(client, URI, SAXPY)
    full = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    from opencl_lsp.syntax.tokens import TOKEN_MODIFIERS, TOKEN_TYPES

    decoded = _decode(full.data, TOKEN_TYPES, TOKEN_MODIFIERS, SAXPY)
    found = {(w, t, frozenset(m)) for w, t, m in decoded}
    assert ("saxpy", "function", frozenset({"definition", "kernel"})) in found
    assert ("__global", "modifier", frozenset({"addressSpace"})) in found
    assert ("__kernel", "keyword", frozenset({"kernel"})) in found
    assert ("float4", "type", frozenset({"defaultLibrary", "vector"})) in found
    assert ("SCALE", "macro", frozenset()) in found
    assert ("w", "property", frozenset({"swizzle"})) in found
    assert ("get_global_id", "function", frozenset({"defaultLibrary"})) in found

    # An edit, then a delta against the previous result.
    at = _pos(SAXPY, "float helper")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text="local int z;\n")],
        )
    )
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(
            text_document=types.TextDocumentIdentifier(uri=URI), previous_result_id=full.result_id
        )
    )
    assert isinstance(delta, types.SemanticTokensDelta)
    [edit] = delta.edits
    patched = list(full.data)
    patched[edit.start : edit.start + edit.delete_count] = edit.data or []
    fresh = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert patched == list(fresh.data)


async def test_inactive_regions_are_marked(client):
    from opencl_lsp.syntax.tokens import TOKEN_MODIFIERS, TOKEN_TYPES

    uri = "file:///work/example/inactive.cl"
    text = "#if 0\nkernel void off(global float *x) { }\n#endif\nkernel void on(global float *x) { }\n"
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1)
    [hint] = [d for d in params.diagnostics if d.code == "P010"]
    assert hint.severity == types.DiagnosticSeverity.Hint
    assert list(hint.tags) == [types.DiagnosticTag.Unnecessary]
    assert hint.range.start.line <= 1 <= hint.range.end.line
    full = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    decoded = _decode(full.data, TOKEN_TYPES, TOKEN_MODIFIERS, text)
    assert ("off", "function", {"definition", "kernel", "inactive"}) in [(w, t, m) for w, t, m in decoded]
    assert ("on", "function", {"definition", "kernel"}) in [(w, t, m) for w, t, m in decoded]

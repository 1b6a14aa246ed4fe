"""A keystroke's re-analysis, checked: how many items it analyzed again, whether the preprocessor ran
or the last run was carried, and that it gives what an analysis from scratch of the same text gives
(shared by the keystroke tests)."""

from opencl_lsp.analysis import driver, expansion_edit, preprocessed
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding


def count_misses(monkeypatch) -> list[int]:
    """The number of items each analysis from now on analyzes (not in the item cache)."""
    misses: list[int] = []
    finish = driver._ItemPlan.finish

    def counting(self, running):
        misses.append(len(self.misses))
        return finish(self, running)

    monkeypatch.setattr(driver._ItemPlan, "finish", counting)
    return misses


def count_runs(monkeypatch) -> list:
    """Records each preprocessor run from now on (they still happen)."""
    calls: list = []
    real = preprocessed.preprocess
    monkeypatch.setattr(preprocessed, "preprocess", lambda *a, **k: calls.append(a) or real(*a, **k))
    return calls


def count_carried(monkeypatch) -> list:
    """What each attempt to carry a keystroke into the last run's expansion gave from now on
    (`expansion_edit.carried`: None where the preprocessor runs)."""
    found: list = []
    real = expansion_edit.carried
    monkeypatch.setattr(expansion_edit, "carried", lambda *a: found.append(real(*a)) or found[-1])
    return found


def delete_and_retype(path: str, text: bytes, at: int, project, misses: list[int], token: str = ";") -> None:
    """`token` at byte `at` deleted, then typed again: each keystroke analyzes one item again and
    gives what a fresh analysis (with a new project view from `project()`) gives."""
    view = project()
    driver.clear_caches()
    doc = Document(path, text)
    driver.analyze(doc.snapshot(), project=view)
    for old, new in ((token, ""), ("", token)):
        snap = doc.snapshot()
        doc.apply_edit(snap.position(at, Encoding.UTF8), snap.position(at + len(old), Encoding.UTF8), new,
                       Encoding.UTF8)
        found = driver.analyze(doc.snapshot(), project=view)
        assert misses[-1] == 1
        driver.clear_caches()
        assert found == driver.analyze(Document(path, doc.data).snapshot(), project=project())
        driver.clear_caches()
        doc = Document(path, doc.data)  # (The incremental state again, from this text.)
        driver.analyze(doc.snapshot(), project=view)

"""The rule registry: unique codes, complete documentation, fresh doc pages."""

import importlib
import pkgutil
import re
import sys
from pathlib import Path

from opencl_lsp.analysis import registry, rules

ROOT = Path(__file__).resolve().parent.parent
REQUIRED_SECTIONS = ("## What it does", "## Why is this bad?", "## Example", "Use instead:", "## References")


def test_codes_are_unique_well_formed_and_sorted():
    codes = [rule.code for rule in registry.all_rules()]
    assert codes == sorted(codes)
    assert len(codes) == len(set(codes))
    assert all(re.fullmatch(r"[SQVCKBXPD]\d{3}", code) for code in codes)
    names = [rule.name for rule in registry.all_rules()]
    assert len(names) == len(set(names))
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name) for name in names)


def test_every_rule_module_registers_exactly_one_rule():
    by_module = {}
    for rule in registry.all_rules():
        by_module.setdefault(rule.check.__module__, []).append(rule.code)
    modules = {f"{rules.__name__}.{m.name}" for m in pkgutil.iter_modules(rules.__path__)}
    assert set(by_module) == modules
    assert all(len(codes) == 1 for codes in by_module.values())


def test_every_rule_is_documented_and_linked_to_the_spec():
    for rule in registry.all_rules():
        for section in REQUIRED_SECTIONS:
            assert section in rule.doc, f"{rule.code} lacks {section!r}"
        assert rule.spec_url.startswith(registry.SPEC_BASE + "#")
        assert "```c" in rule.doc


def test_every_rule_has_a_fixture():
    fixtures = ROOT / "tests" / "fixtures"
    # Preprocessor rules need a project view: their fixtures run in
    # tests/analysis/test_preprocessed.py, where P006 and P008 are tested in memory.
    in_memory = {"P006", "P008"}
    for rule in registry.all_rules():
        folder = fixtures / ("preprocessor" if rule.code.startswith("P") else "rules")
        assert (
            (folder / f"{rule.code}.cl").exists() or (folder / f"{rule.code}.bin").exists() or rule.code in in_memory
        ), rule.code


def test_doc_pages_are_fresh():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        gen = importlib.import_module("gen_rule_docs")
    finally:
        sys.path.pop(0)
    for name, text in gen.render_all().items():
        page = ROOT / "docs" / "rules" / name
        assert page.exists() and page.read_text(encoding="utf-8") == text, (
            f"docs/rules/{name} is stale: run python tools/gen_rule_docs.py"
        )

"""The rule registry and the code table: unique codes, complete documentation, fresh doc pages."""

import importlib
import pkgutil
import re
import sys
from pathlib import Path

import pytest

from opencl_lsp.analysis import registry, rules

ROOT = Path(__file__).resolve().parent.parent
REQUIRED_SECTIONS = ("## What it does", "## Why is this bad?", "## Example", "Use instead:", "## References")


def test_codes_are_unique_well_formed_and_sorted():
    codes = [rule.code for rule in registry.all_codes()]
    assert codes == sorted(codes)
    assert len(codes) == len(set(codes))
    assert all(re.fullmatch(r"[SQVCKBXPDH]\d{3}", code) for code in codes)
    names = [rule.name for rule in registry.all_codes()]
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
    for rule in registry.all_codes():
        for section in REQUIRED_SECTIONS:
            assert section in rule.doc, f"{rule.code} lacks {section!r}"
        assert rule.spec_url.startswith(registry.SPEC_BASE + "#")
        assert "```c" in rule.doc


SEMANTIC_FAMILIES = "QVCKBX"


def _examples(doc: str) -> tuple[str, str]:
    """The wrong and the right example of a rule page."""
    blocks = re.findall(r"```c\n(.*?)```", doc, re.S)
    return blocks[0], blocks[1]


@pytest.mark.parametrize("code", [r.code for r in registry.all_rules() if r.code[0] in SEMANTIC_FAMILIES])
def test_semantic_rule_examples_are_true(code):
    """The page's wrong example triggers the rule and its right example does not."""
    from opencl_lsp.analysis.driver import analyze
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import resolve_config
    from opencl_lsp.syntax.document import parse_bytes

    rule = registry.rule(code)
    wrong, right = _examples(rule.doc)
    flags = re.search(r"<!-- flags: (.*?) -->", rule.doc)
    config, _ = resolve_config(ROOT / "example.cl", cli_args=flags.group(1).split() if flags else [], cwd=ROOT)
    project = StaticProject(lambda path: None, config)
    codes = lambda text: {f.code for f in analyze(parse_bytes("/example.cl", text.encode()), project=project)}
    assert code in codes(wrong), f"{code}'s wrong example does not trigger it"
    assert code not in codes(right), f"{code}'s right example triggers it"


def test_every_rule_has_a_fixture():
    fixtures = ROOT / "tests" / "fixtures"
    # Preprocessor rules need a project view: their fixtures run in
    # tests/analysis/test_preprocessed.py, where P006 and P008 are tested in memory.
    # S006: tests/analysis/test_semantic_limit.py; S007: tests/analysis/test_budget.py; S008: tests/analysis/test_expanded.py
    # S009: tests/syntax/test_bounded_parse.py (a parse cut short by its time limit)
    in_memory = {"P006", "P008", "S006", "S007", "S008", "S009"}
    verified = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "analysis" / "verify").rglob("*.cl"))
    for rule in registry.all_codes():
        if rule.code[0] in SEMANTIC_FAMILIES:
            # Semantic rules are tested by -verify fixtures that name their code.
            assert f"[{rule.code}]" in verified, f"no fixture in tests/analysis/verify names [{rule.code}]"
            continue
        folder = fixtures / ("preprocessor" if rule.code.startswith("P") else "rules")
        if rule.code.startswith("D"):
            # Device rules: kernels built on a real driver by tests/device.
            folder = ROOT / "tests" / "device" / "kernels"
        if rule.code.startswith("H"):
            # Host checks: host files with embedded kernels, run by tests/embedded.
            folder = fixtures / "host"
            assert (folder / f"{rule.code}.py").exists() or (folder / f"{rule.code}.c").exists(), rule.code
            continue
        assert (
            (folder / f"{rule.code}.cl").exists() or (folder / f"{rule.code}.bin").exists() or rule.code in in_memory
        ), rule.code


def test_rules_have_a_check_and_table_codes_none():
    """A code is a rule (a check that looks at the file) or a table entry (its emitter reports it), never both."""
    from opencl_lsp.analysis import codes

    rule_codes = {rule.code for rule in registry.all_rules()}
    assert rule_codes.isdisjoint(codes.TABLE)
    assert {c.code for c in registry.all_codes()} == rule_codes | set(codes.TABLE)
    for code, entry in codes.TABLE.items():
        assert registry.describe(code) is entry and registry.rule(code) is None
        assert isinstance(entry.emitter, codes.Emitter)


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


_RACE = """
import importlib, threading, time
real = importlib.import_module
def slow(name, *args, **kwargs):
    if ".analysis.rules." in name:
        time.sleep(0.01)
    return real(name, *args, **kwargs)
importlib.import_module = slow
from opencl_lsp.analysis import registry
first = threading.Thread(target=registry.all_rules)
first.start()
while not registry._RULES:
    time.sleep(0.001)
seen = len(registry.all_rules())
first.join()
print(seen, len(registry._RULES))
"""


def test_a_thread_that_asks_while_the_rules_load_waits_for_all_of_them():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _RACE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen, total = done.stdout.split()
    assert seen == total, done.stdout

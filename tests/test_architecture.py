"""Architecture invariants (see ARCHITECTURE.md), checked like rust-analyzer's tidy."""

import ast
from pathlib import Path

SERVER = Path(__file__).resolve().parent.parent / "server"
LSP_MODULES = ("pygls", "lsprotocol")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_only_the_lsp_layer_knows_the_protocol():
    offenders = [
        str(path.relative_to(SERVER))
        for path in SERVER.rglob("*.py")
        if path.relative_to(SERVER).parts[0] != "lsp" and _imports(path) & set(LSP_MODULES)
    ]
    assert offenders == []


def test_the_engine_does_not_import_the_lsp_layer():
    offenders = []
    for path in SERVER.rglob("*.py"):
        rel = path.relative_to(SERVER)
        if rel.parts[0] in {"syntax", "analysis", "hover"}:
            source = path.read_text(encoding="utf-8")
            if "from ..lsp" in source or "from ...lsp" in source or "opencl_lsp.lsp" in source:
                offenders.append(str(rel))
    assert offenders == []


def test_every_module_starts_with_a_docstring():
    missing = []
    for path in SERVER.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if path.name == "__init__.py" and not tree.body:
            continue
        if ast.get_docstring(tree) is None:
            missing.append(str(path.relative_to(SERVER)))
    assert missing == []


def test_only_parallel_analysis_forks():
    offenders = [
        str(path.relative_to(SERVER))
        for path in SERVER.rglob("*.py")
        if "os.fork(" in path.read_text(encoding="utf-8") and path.relative_to(SERVER) != Path("analysis/parallel.py")
    ]
    assert offenders == []


def test_the_engine_makes_its_locks_fork_safe():
    """A forked analysis child makes every engine lock anew (server/forksafe.py); a plain
    threading lock held by another thread at the fork would hang it."""
    offenders = []
    for path in SERVER.rglob("*.py"):
        rel = path.relative_to(SERVER)
        if rel.parts[0] in {"syntax", "project", "analysis", "hover"}:
            source = path.read_text(encoding="utf-8")
            if "threading.Lock(" in source or "threading.RLock(" in source:
                offenders.append(str(rel))
    assert offenders == []

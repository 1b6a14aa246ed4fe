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
        if rel.parts[0] in {"syntax", "analysis", "hover", "embedded"}:
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


# Steps through the tree that tree-sitter answers by descending from the root (it keeps no
# parent pointers): in a loop, a walk up costs depth x depth, and one step per node of a
# file costs depth x nodes. Calls such as `sem.parent(node)` (parent maps) are fine.
TREE_STEPS = {"parent", "next_sibling", "prev_sibling", "next_named_sibling", "prev_named_sibling"}
# (module, source line) of the steps in loops that are not tree steps or do not grow with depth.
STEPS_ALLOWED = {
    # Not tree nodes: macro invocation chains and file system paths.
    ("analysis/expanded.py", "while inv.parent is not None:"),
    ("analysis/expanded.py", "inv = inv.parent"),
    ("analysis/preprocessed.py", "while inv.parent is not None:"),
    ("analysis/preprocessed.py", "inv = inv.parent"),
    ("analysis/preprocessed.py", "while invocation is not None and invocation.parent is not None:"),
    ("analysis/preprocessed.py", "invocation = invocation.parent"),
    ("editors/__main__.py", "path.parent.mkdir(parents=True, exist_ok=True)"),
    ("editors/common.py", "artifact.destination.parent.mkdir(parents=True, exist_ok=True)"),
    ("project/config.py", "directory = Path(directory) if isinstance(directory, str) else path.parent"),
    ("project/config.py", "directory = path.parent / directory"),
    ("project/config.py", "relative = Path(os.path.relpath(target, toml.path.parent)).as_posix()"),
    # Sibling steps over the comments right before a top-level item (once per item, a scan of
    # the root's children in C, whatever the depth).
    ("analysis/expanded.py", "previous = previous.prev_sibling"),
    ("analysis/expanded.py", "previous = fn.node.prev_sibling"),
    ("analysis/semantic.py", "previous = previous.prev_sibling"),
    ("analysis/semantics/scope.py", "sibling = sibling.prev_sibling"),
    # Once per declaration that a qualifier macro precedes, and three steps per syntax problem.
    ("project/index.py", "prefixes[item.next_named_sibling.start_byte] = prefix"),
    ("project/index.py",
     "start=(node.prev_named_sibling.start_byte if qualifiers and node.start_byte in prefixes else node.start_byte),"),
    ("analysis/preprocessed.py", "for item in (node.prev_sibling, node, node.next_sibling):"),
    # Once per preprocessor run, when its token budget cuts it: the outermost invocation of the
    # token where it stopped (macro invocations, not tree nodes).
    ("project/preprocessor.py", "while inv is not None and inv.parent is not None:"),
    ("project/preprocessor.py", "inv = inv.parent"),
    # To be replaced by their owners (issue 15): a climb to the root per macro expansion, and one
    # step per declaration in two rules.
    ("project/preprocessor.py", "while root.parent is not None:"),
    ("project/preprocessor.py", "root = root.parent"),
    ("analysis/rules/image_type_unsupported.py", "owner = node.parent"),
    ("analysis/rules/storage_class_unsupported.py", "owner = node.parent"),
}


def _looped(node: ast.AST) -> list[ast.AST]:
    """The parts of a loop or comprehension that run once per iteration."""
    if isinstance(node, ast.While):
        return [node.test, *node.body, *node.orelse]
    if isinstance(node, (ast.For, ast.AsyncFor)):
        return [node.target, *node.body, *node.orelse]
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
        heads = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
        return [*heads, *(test for g in node.generators for test in g.ifs), *(g.iter for g in node.generators[1:])]
    return []


def test_no_tree_steps_in_loops():
    """No loop in the server steps through `Node.parent` or a sibling attribute (ARCHITECTURE.md:
    analysis is linear in the input). Climb with `syntax.ancestry` or `Semantic.parent` instead."""
    found = set()
    for path in SERVER.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        module = path.relative_to(SERVER).as_posix()
        for loop in ast.walk(ast.parse(source)):
            for part in _looped(loop):
                calls = {id(n.func) for n in ast.walk(part) if isinstance(n, ast.Call)}
                for n in ast.walk(part):
                    if isinstance(n, ast.Attribute) and n.attr in TREE_STEPS and id(n) not in calls:
                        found.add((module, lines[n.lineno - 1].strip()))
    assert sorted(found - STEPS_ALLOWED) == []


def test_the_tree_step_check_sees_a_walk_up():
    """The check above would catch the walk it forbids."""
    tree = ast.parse("while node.parent is not None:\n    node = node.parent\n")
    steps = [n for loop in ast.walk(tree) for part in _looped(loop) for n in ast.walk(part)
             if isinstance(n, ast.Attribute) and n.attr in TREE_STEPS]
    assert len(steps) == 2


def _relative_imports(path: Path) -> set[str]:
    """The opencl_lsp packages a module imports, lazy and TYPE_CHECKING imports included."""
    rel = path.relative_to(SERVER)
    package = list(rel.parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
                target = base + (node.module.split(".") if node.module else [])
                names = [target + [alias.name] for alias in node.names]
            elif node.module and node.module.startswith("opencl_lsp."):
                names = [node.module.split(".")[1:]]
            else:
                continue
            found.update(name[0] for name in names if name)
    return found


def test_the_semantic_core_sits_below_the_presentation():
    """`analysis/` (rules and the semantic core in analysis/semantics/) never imports `hover/`:
    hover, completion and signature help are built on the analysis, not the other way round."""
    offenders = [
        str(path.relative_to(SERVER))
        for path in (SERVER / "analysis").rglob("*.py")
        if "hover" in _relative_imports(path)
    ]
    assert offenders == []

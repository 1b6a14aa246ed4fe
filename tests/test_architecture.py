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
    # Not tree nodes: the parent indexes of the host-code scope table.
    ("embedded/scopes.py", "self.parent.append(stack[-1] if stack else -1)"),
    ("embedded/scopes.py", "index = self.parent[index]"),
    # Not tree nodes: macro invocation chains and file system paths.
    ("analysis/expanded.py", "inv = inv.parent"),
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
    # `Invocation.outermost`: the climb from a macro-made token's invocation to the one written
    # in source text, as deep as macros nest (the one such climb; its callers call it).
    ("project/preprocessor.py", "while inv.parent is not None:"),
    # To be replaced by their owners (issue 15): one step per declaration in two rules.
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


def test_rules_do_not_import_each_other():
    """A rule module never imports another rule module: what two rules share lives in a facts
    module of analysis/ (issue 17: B005 and X040 imported B002's private helpers)."""
    offenders = []
    for path in (SERVER / "analysis" / "rules").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                offenders.append(f"{path.name}:{node.lineno}")
    assert offenders == []


def _private_uses(path: Path) -> list[str]:
    """`_private` names a module imports from another module or reads as an attribute (dunders aside)."""
    private = lambda name: name.startswith("_") and not (name.startswith("__") and name.endswith("__"))  # noqa: E731
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".") + [alias.name for alias in node.names]
            found += [f"{node.lineno}: import {name}" for name in parts if private(name)]
        elif isinstance(node, ast.Import):
            found += [f"{node.lineno}: import {a.name}" for a in node.names if any(map(private, a.name.split(".")))]
        elif isinstance(node, ast.Attribute) and private(node.attr):
            found += [f"{node.lineno}: .{node.attr}"]
    return found


def test_lsp_handlers_are_thin():
    """Handlers (server/lsp/handlers/) use only the public entry points of the engine and of the
    server's own modules: no `_private` import or attribute (such as `documents._docs`); the
    server module keeps only the server's state and the registration (under 300 lines), and no
    function of the LSP layer is over 80 lines."""
    lsp = SERVER / "lsp"
    offenders = {
        str(path.relative_to(SERVER)): uses
        for path in sorted((lsp / "handlers").glob("*.py"))
        if (uses := _private_uses(path))
    }
    assert offenders == {}
    assert len((lsp / "server.py").read_text(encoding="utf-8").splitlines()) < 300
    long = [
        f"{path.relative_to(SERVER)}:{node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for path in sorted(lsp.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 80
    ]
    assert long == []


def _module_names() -> dict[tuple[str, ...], Path]:
    """Module name parts (a package by its directory) -> file, for every module of server/."""
    found = {}
    for path in SERVER.rglob("*.py"):
        parts = path.relative_to(SERVER).with_suffix("").parts
        found[parts[:-1] if parts[-1] == "__init__" else parts] = path
    return found


def _import_graph() -> dict[str, set[str]]:
    """Module -> the server modules it imports, lazy (function-level) and TYPE_CHECKING imports
    included, relative ones resolved; `from . import x` counts as importing module `x` when there
    is one, else the package."""
    modules = _module_names()
    graph = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name[:-1]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[: len(package) - (node.level - 1)]
                    target = base + tuple(node.module.split(".") if node.module else ())
                elif node.module and node.module.split(".")[0] == "opencl_lsp":
                    target = tuple(node.module.split(".")[1:])
                else:
                    continue
                for alias in node.names:
                    targets.add(target + (alias.name,) if target + (alias.name,) in modules else target)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    parts = tuple(alias.name.split("."))
                    if parts[0] == "opencl_lsp":
                        targets.add(parts[1:])
        graph[".".join(name)] = {".".join(t) for t in targets if t in modules and t != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, with an explicit stack)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(sorted(graph[root])))]
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_no_import_cycle_among_server_modules():
    """No module of server/ imports itself through others, counting lazy and TYPE_CHECKING imports:
    caches are cleared through memo.clear_all, so no module imports another only to clear it."""
    assert _cycles(_import_graph()) == []


def test_the_cycle_check_sees_a_lazy_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    graph = _import_graph()
    # header_overloads imports conversion_facts inside a function: a lazy import counts;
    # so does the context's TYPE_CHECKING import of the semantic model.
    assert "analysis.conversion_facts" in graph["analysis.header_overloads"]
    assert "analysis.semantic" in graph["analysis.context"]


_CACHE_CONSTRUCTORS = {"dict", "OrderedDict", "defaultdict", "WeakKeyDictionary", "WeakValueDictionary"}


def test_module_level_caches_live_in_the_memo_registry():
    """A cache shared between calls is `memo.cache(name, size)` (bounded, thread- and fork-safe,
    emptied by `memo.clear_all`), a per-object fact `owner.memo(key, make)`; no module keeps a
    dict of its own, and only memo.py evicts (`popitem`, `move_to_end`)."""
    offenders = []
    for path in SERVER.rglob("*.py"):
        rel = str(path.relative_to(SERVER))
        if rel == "memo.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                value = node.value
                mutable = isinstance(value, (ast.Dict, ast.DictComp)) or (
                    isinstance(value, ast.Call)
                    and (getattr(value.func, "id", None) or getattr(value.func, "attr", None)) in _CACHE_CONSTRUCTORS
                )
                offenders += [f"{rel}: {name}" for name in names if mutable and "cache" in name.lower()]
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("popitem", "move_to_end"):
                offenders.append(f"{rel}:{node.lineno}: .{node.attr}")
    assert offenders == []


def test_nothing_writes_into_an_objects_dict():
    """Per-object facts go through `memo.Memo` (`snapshot.memo`, `ctx.memo`, `sem.memo`), not
    `obj.__dict__[...] = ...` or `obj.__dict__.setdefault(...)`."""
    offenders = []
    for path in SERVER.rglob("*.py"):
        rel = path.relative_to(SERVER)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_dict = lambda n: isinstance(n, ast.Attribute) and n.attr == "__dict__"  # noqa: E731
            if isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del)) and is_dict(node.value):
                offenders.append(f"{rel}:{node.lineno}")
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and is_dict(node.func.value)
                  and node.func.attr in ("setdefault", "update", "pop", "popitem", "clear", "__setitem__")):
                offenders.append(f"{rel}:{node.lineno}")
    assert offenders == []


MAX_FUNCTION_LINES = 80


def _long_functions(source: str, limit: int = MAX_FUNCTION_LINES) -> list[tuple[str, int, int]]:
    """(name, def line, length) of each function or method over `limit` lines, counted from
    its `def` line to its last line (decorators not counted), nested ones included."""
    return [
        (node.name, node.lineno, node.end_lineno - node.lineno + 1)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > limit
    ]


def test_no_function_in_server_is_longer_than_80_lines():
    """Issue 17: a function does one job and reads on one screen; a longer one is split into
    named helpers (hot loops keep their locals in the one helper that runs them)."""
    offenders = [
        f"{path.relative_to(SERVER)}:{line}: {name} has {length} lines"
        for path in sorted(SERVER.rglob("*.py"))
        for name, line, length in _long_functions(path.read_text(encoding="utf-8"))
    ]
    assert offenders == [], "\n".join(offenders)


def test_the_length_check_counts_from_def_to_last_line():
    body = "".join(f"    x{i} = {i}\n" for i in range(78))
    fits = "@decorator\ndef fits():\n" + body + "    return 0\n"  # 81 lines with the decorator, 80 without
    over = "class C:\n    def over(self):\n" + "".join("    " + line for line in body.splitlines(True)) + "        y = 1\n        return 0\n"
    assert _long_functions(fits) == []
    assert _long_functions(over) == [("over", 2, 81)]

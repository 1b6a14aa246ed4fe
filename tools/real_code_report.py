"""Parse a directory of real-world kernels and report how well the grammar copes.

Not part of the test suite's data: point it at kernels collected from public
projects (kept out of the repository), e.g.

    OPENCL_LSP_REAL_KERNELS=/path/to/kernels python tools/real_code_report.py

Prints the share of files that parse with no ERROR or MISSING node, the share
of source bytes inside ERROR nodes, per-project figures, the error-severity
diagnostics the server would show, and the most common error contexts.
"""

from __future__ import annotations

import collections
import os
import sys
from pathlib import Path


def main() -> int:
    from opencl_lsp.analysis.driver import analyze
    from opencl_lsp.analysis.syntax_problems import error_nodes
    from opencl_lsp.syntax.document import parse_bytes

    root_dir = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OPENCL_LSP_REAL_KERNELS", ""))
    if not root_dir.is_dir():
        print("give a directory of kernels (argument or OPENCL_LSP_REAL_KERNELS)", file=sys.stderr)
        return 2
    files = sorted(p for p in root_dir.rglob("*.cl") if p.is_file())
    clean = 0
    total_bytes = error_bytes = 0
    per_project = collections.defaultdict(lambda: [0, 0, 0])  # files, clean, with error diagnostics
    contexts = collections.Counter()
    error_diags = collections.Counter()
    for path in files:
        data = path.read_bytes()
        snap = parse_bytes(str(path), data)
        project = path.relative_to(root_dir).parts[0]
        per_project[project][0] += 1
        total_bytes += len(data)
        errors = list(error_nodes(snap.tree.root_node))
        if not errors and not snap.binary:
            clean += 1
            per_project[project][1] += 1
        for node in errors:
            if node.is_error:
                error_bytes += node.end_byte - node.start_byte
            parent = node.parent.type if node.parent is not None else "-"
            kind = f"MISSING {node.type}" if node.is_missing else "ERROR"
            contexts[f"{kind} in {parent}"] += 1
        codes = {f.code for f in analyze(snap) if int(f.severity) == 1}
        if codes:
            per_project[project][2] += 1
            error_diags.update(codes)
    n = len(files)
    print(f"files: {n}")
    print(f"parse with no ERROR/MISSING: {clean} ({100 * clean / max(n, 1):.1f}%)")
    print(f"source bytes inside ERROR nodes: {100 * error_bytes / max(total_bytes, 1):.2f}%")
    with_errors = sum(v[2] for v in per_project.values())
    print(f"files with error-severity diagnostics: {with_errors} ({100 * with_errors / max(n, 1):.1f}%) {dict(error_diags)}")
    print("\nper project: files, clean, with error diagnostics")
    for project, (count, ok, bad) in sorted(per_project.items(), key=lambda kv: -kv[1][0]):
        print(f"  {project:<40} {count:5d} {ok:5d} ({100 * ok / count:5.1f}%) {bad:5d}")
    print("\nmost common error contexts:")
    for what, count in contexts.most_common(20):
        print(f"  {count:6d}  {what}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

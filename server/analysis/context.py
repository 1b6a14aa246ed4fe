"""What a rule sees: the snapshot plus facts computed once and shared by rules.

With a project view, `syntax_problems` are those of the preprocessed text
mapped back to the file (see `preprocessed.py`) and `preprocessed` holds the
preprocessor's findings; without one, both are what the raw tree says.
"""

from __future__ import annotations

import dataclasses

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from ..memo import Memo
from ..syntax.document import Snapshot
from . import preprocessed as pp
from . import syntax_problems

if TYPE_CHECKING:
    from .budget import Budget
    from .semantic import Semantic


@dataclass
class Context:
    snapshot: Snapshot
    project: Optional[pp.ProjectView] = None
    # The analysis's budget: macro expansion stops with it (the rest of the analysis asks it itself).
    budget: Optional["Budget"] = None
    # Facts computed once per context (`ctx.memo(key, make)`): they depend on the project view too.
    memo: Memo = dataclasses.field(default_factory=Memo, init=False, repr=False, compare=False)

    @functools.cached_property
    def raw_syntax_problems(self) -> list[syntax_problems.Problem]:
        return syntax_problems.collect(self.snapshot)

    @functools.cached_property
    def preprocessed(self) -> Optional[pp.Preprocessed]:
        """The preprocessor's findings; None without a project view."""
        if self.project is None:
            return None
        stop = self.budget.expired if self.budget is not None else None
        return pp.compute(self.snapshot, self.project, lambda: self.raw_syntax_problems, stop)

    @functools.cached_property
    def header_entry(self):
        """What the last full preprocessor run learnt of the headers (`HeaderMacros` entry), as this
        analysis's preprocessor run went by it (`Preprocessed.entry`). The server drops entries on
        its own thread when the configuration or a watched file changes; read again from the
        cache by each fact, one rule saw the headers and another none, and the silent one's
        findings were cached (the LSP fuzzer: B002/B005 gone after such changes)."""
        pre = self.preprocessed
        return pre.entry if pre is not None else None

    @functools.cached_property
    def semantic(self) -> "Semantic":
        """The shared semantic model (configuration, trust, typing, functions)."""
        from .semantic import Semantic

        return Semantic(self)

    @functools.cached_property
    def syntax_problems(self) -> list[syntax_problems.Problem]:
        raw = self.raw_syntax_problems
        if not raw or self.project is None:
            return raw
        pre = self.preprocessed
        if pre is None or pre.syntax_problems is None:
            return raw
        return _prefer_raw_positions(self.snapshot, raw, pre.syntax_problems)


def _prefer_raw_positions(snapshot, raw, refined):
    """Keep the raw parse's placement where expansion changed nothing.

    The expanded text is re-spaced, so a zero-width position between tokens
    can shift by a column; when a problem not caused by a macro matches a raw
    one on the same line, the raw one is the more precise.
    """
    by_line = {}
    for problem in raw:
        by_line.setdefault((snapshot.lines.line_of(problem.start), problem.message), problem)
    out = []
    for problem in refined:
        twin = None
        if "in expansion of macro" not in problem.message:
            twin = by_line.get((snapshot.lines.line_of(problem.start), problem.message))
        if twin is None or twin.reason is not None:
            out.append(problem)
        elif problem.reason is None:
            out.append(twin)
        else:  # Placed like the raw problem, explained like the refined one.
            out.append(dataclasses.replace(problem, start=twin.start, end=twin.end))
    return out

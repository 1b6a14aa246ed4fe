"""What a rule sees: the snapshot plus facts computed once and shared by rules."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..syntax.document import Snapshot
from . import syntax_problems


@dataclass
class Context:
    snapshot: Snapshot

    @functools.cached_property
    def syntax_problems(self) -> list[syntax_problems.Problem]:
        return syntax_problems.collect(self.snapshot)

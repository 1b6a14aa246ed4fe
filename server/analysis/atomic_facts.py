"""What the atomic rules need to know about expressions and declarations of atomic types.

The atomic types (`atomic_int`, `atomic_float`, ...) exist from OpenCL C 2.0.
Answers are `None` or False when unsure, so rules stay silent then.
"""

from __future__ import annotations

import re
from typing import Optional

from . import qualifier_support as qs
from .conversion_facts import strip_parens
from .registry import Need

ATOMIC_TYPE = re.compile(
    r"^atomic_(?:int|uint|long|ulong|float|double|half|intptr_t|uintptr_t|size_t|ptrdiff_t)$"
)
# What the rules about atomic types and operations need: a version that has them.
ATOMICS = Need("OpenCL C 2.0 or later", lambda sem: sem.version_number >= 200)


def atomic_value_type(sem, node) -> Optional[str]:
    """The atomic type of an expression's value (`atomic_int`, ...), not a pointer to one; or None."""
    node = strip_parens(node)
    if node is None or not sem.trusted(node):
        return None
    ctype = qs.plain_ctype(sem, node)
    return ctype.base if ctype is not None and ATOMIC_TYPE.match(ctype.base) else None

"""The fuzzers' seed corpus: the repository's own kernels and fixtures.

Seeds are read from examples/, tests/fixtures/, tests/analysis/verify/ (`.cl`
and `.h` files) and from the code blocks of the grammar's corpus tests
(grammar/test/corpus/*.txt, the text between a test's header and its `---`
line). The list is sorted by name, so a fuzzer seeded with the same number
draws the same seeds on every machine.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED_DIRS = ("examples", "tests/fixtures", "tests/analysis/verify")
CORPUS_DIR = "grammar/test/corpus"
SOURCE_SUFFIXES = (".cl", ".h")

# A corpus test: a header framed by lines of '=', the code, a line of '-', the tree.
_CORPUS_TEST = re.compile(rb"^=+\n[^\n]*\n=+\n(.*?)\n-{3,}\n", re.M | re.S)


def _corpus_blocks(path: Path) -> list[tuple[str, bytes]]:
    text = path.read_bytes()
    blocks = []
    for number, match in enumerate(_CORPUS_TEST.finditer(text)):
        code = match.group(1).strip(b"\n")
        if code:
            blocks.append((f"{path.relative_to(ROOT)}#{number}", code + b"\n"))
    return blocks


@functools.lru_cache(maxsize=1)
def load_seeds() -> tuple[tuple[str, bytes], ...]:
    """Every seed as (name relative to the repository, bytes), sorted by name."""
    seeds: list[tuple[str, bytes]] = []
    for folder in SEED_DIRS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in SOURCE_SUFFIXES and path.is_file():
                seeds.append((str(path.relative_to(ROOT)), path.read_bytes()))
    for path in sorted((ROOT / CORPUS_DIR).glob("*.txt")):
        seeds.extend(_corpus_blocks(path))
    seeds.sort(key=lambda item: item[0])
    return tuple(seeds)


def headers() -> list[tuple[str, bytes]]:
    """The header seeds, for a fuzzing folder where `#include "x.h"` can find something."""
    return [(Path(name).name, data) for name, data in load_seeds() if name.endswith(".h")]

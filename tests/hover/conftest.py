"""Shared fixtures for hover catalog tests: the catalog and the spec directory.

Knows where the reference spec lives (OPENCL_SPEC_DIR or ../shared/spec from
the repository root); knows nothing about LSP.
"""

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


def spec_dir() -> Path:
    """The reference spec directory, from OPENCL_SPEC_DIR or next to the repository."""
    return Path(os.environ.get("OPENCL_SPEC_DIR", REPO_ROOT.parent / "shared" / "spec"))


@pytest.fixture(scope="session")
def spec() -> Path:
    """Spec directory; tests using it are skipped when it is absent."""
    d = spec_dir()
    if not (d / "opencl-docs" / "OpenCL_C.txt").is_file():
        pytest.skip(f"spec sources not found at {d}")
    return d


@pytest.fixture(scope="session")
def catalog():
    """The shared, cached catalog."""
    from opencl_lsp.analysis.semantics.catalog import load_catalog

    return load_catalog()

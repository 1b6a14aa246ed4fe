"""Build glue that pyproject.toml cannot express declaratively.

Two jobs: compile the generated tree-sitter parser (grammar/src/parser.c) into
the extension module `opencl_lsp.grammar._binding`, and copy the shared
queries/ and the built-in catalog data into the package so an installed server
finds them without the source tree.
"""

import shutil
from pathlib import Path

from setuptools import Extension, find_namespace_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).parent


class BuildPyWithQueries(build_py):
    """Copy queries/*.scm into opencl_lsp/queries inside the build tree."""

    def run(self):
        super().run()
        target = Path(self.build_lib) / "opencl_lsp" / "queries"
        target.mkdir(parents=True, exist_ok=True)
        for query in sorted((ROOT / "queries").glob("*.scm")):
            shutil.copy2(query, target / query.name)


packages = ["opencl_lsp"] + [
    "opencl_lsp." + name for name in find_namespace_packages(where="server")
]

setup(
    packages=packages,
    package_data={"": ["*.toml", "*.json", "*.txt", "*.md"]},
    ext_modules=[
        Extension(
            "opencl_lsp.grammar._binding",
            sources=["server/grammar/binding.c", "grammar/src/parser.c"],
            include_dirs=["grammar/src"],
            extra_compile_args=["-std=c11", "-O2", "-Wno-unused-but-set-variable"],
            py_limited_api=True,
            define_macros=[("Py_LIMITED_API", "0x030A0000")],
        )
    ],
    cmdclass={"build_py": BuildPyWithQueries},
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)

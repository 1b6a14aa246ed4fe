"""Build glue that pyproject.toml cannot express declaratively.

Three jobs: compile the generated tree-sitter parser (grammar/src/parser.c) into
the extension module `opencl_lsp.grammar._binding`; compile the same parser
into a plain C shared library `opencl_lsp/grammar/libtree-sitter-opencl.so`
(no Python symbols) for editors (`opencl-lsp editor-setup`); and copy the
shared queries/ and the built-in catalog data into the package so an installed
server finds them without the source tree.
"""

import os
import shutil
import sys
from pathlib import Path

from setuptools import Extension, find_namespace_packages, setup
from setuptools.command.build_ext import build_ext
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


GRAMMAR_LIBRARY = "libtree-sitter-opencl" + (".dylib" if sys.platform == "darwin" else ".so")


class BuildExtWithGrammarLibrary(build_ext):
    """Also link grammar/src/parser.c alone into a plain shared library."""

    def _library_path(self):
        if self.inplace:
            package_dir = self.get_finalized_command("build_py").get_package_dir("opencl_lsp.grammar")
            return os.path.join(package_dir, GRAMMAR_LIBRARY)
        return os.path.join(self.build_lib, "opencl_lsp", "grammar", GRAMMAR_LIBRARY)

    def run(self):
        super().run()
        from distutils.ccompiler import new_compiler
        from distutils.sysconfig import customize_compiler

        compiler = new_compiler(force=self.force)
        customize_compiler(compiler)
        objects = compiler.compile(
            ["grammar/src/parser.c"],
            output_dir=os.path.join(self.build_temp, "plain"),
            include_dirs=["grammar/src"],
            extra_postargs=["-std=c11", "-O2", "-fPIC", "-Wno-unused-but-set-variable"],
        )
        target = self._library_path()
        os.makedirs(os.path.dirname(target), exist_ok=True)
        compiler.link_shared_object(objects, target)

    def get_outputs(self):
        return super().get_outputs() + [self._library_path()]


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
    cmdclass={"build_py": BuildPyWithQueries, "build_ext": BuildExtWithGrammarLibrary},
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)

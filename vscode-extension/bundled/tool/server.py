"""Starts the opencl-lsp server bundled with the VS Code extension.

The extension runs it as `python -I bundled/tool/server.py --stdio` with the
Python extension's interpreter or python3 from PATH. `-I` keeps the
interpreter's environment variables, user site and working directory out;
bundled/libs (scripts/bundle-server.sh fills it) goes first on sys.path, so
the bundled opencl_lsp and its dependencies win over any the interpreter
has, while optional extras it has (clang-format, pyopencl) stay importable.

`--bundle-check` only checks that this interpreter can run the bundle
(version, platform, the compiled modules) and prints the server's version:
the extension asks before it picks an interpreter.

Written so that any Python parses it (no f-strings, no annotations): an old
interpreter gets the version message, not a SyntaxError.
"""

import os
import sys

MINIMUM = (3, 10)

if sys.version_info < MINIMUM:
    sys.stderr.write(
        "opencl-lsp: the bundled server needs Python %d.%d or later; this is %s (%s)\n"
        % (MINIMUM + (sys.version.split()[0], sys.executable))
    )
    raise SystemExit(3)

LIBS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "libs")
sys.path.insert(0, LIBS)
# The server starts the device worker as `sys.executable -m opencl_lsp.device.worker`
# (server/device/client.py), with this environment: it finds the bundle through PYTHONPATH.
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (LIBS, os.environ.get("PYTHONPATH")) if p)


def check():
    """0 when this interpreter can load the bundle's compiled parts; the reason on stderr otherwise."""
    try:
        import tree_sitter

        from opencl_lsp.grammar import language

        tree_sitter.Language(language())
        from importlib.metadata import version
    except Exception as err:  # a wrong platform or Python shows up as any import error
        sys.stderr.write(
            "opencl-lsp: the bundled server cannot run on %s (Python %s, %s): %s: %s\n"
            % (sys.executable, sys.version.split()[0], sys.platform, type(err).__name__, err)
        )
        return 4
    print("opencl-lsp %s on Python %s" % (version("opencl-lsp"), sys.version.split()[0]))
    return 0


if sys.argv[1:] == ["--bundle-check"]:
    raise SystemExit(check())

from opencl_lsp.cli import main  # noqa: E402  (after the path is set)

raise SystemExit(main())

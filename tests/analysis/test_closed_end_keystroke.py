"""A keystroke in a file whose every function head is a macro (hashcat's `DECLSPEC void f(PRIVATE_AS
u32 *w)`) re-analyzes the function typed in alone, and gives what an analysis from scratch gives.

The raw tree reads each such function as a broken item. Copies of the functions are parsed after
the file's text, so whether they parse depends on how the file ends (`expanded._tail_signature`);
that signature held the text of the run of broken items that ends the file, up to 64 of them
here all the functions, so a keystroke in any one re-analyzed every copy (hashcat's
inc_hash_sha512.cl with its headers: 43 of 44 items, 205 ms a keystroke; 22 ms now). A file
after whose text a new item starts clean (`_closed_end`) has copies that parse as they would
anywhere.
"""

from opencl_lsp.analysis import driver, expanded
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document

from .keystrokes import count_misses, delete_and_retype

PATH = "/hashcat/inc_hash.cl"
HEAD = "#define DECLSPEC inline\n#define PRIVATE_AS __private\n#define ROUND(a, b) a = (a ^ b) + 1u\n\n"


def function(k: int) -> str:
    return (f"DECLSPEC void step_{k} (PRIVATE_AS uint *w, const uint n)\n{{\n"
            f"  uint a = w[0];\n  ROUND (a, n);\n  w[{k}] = a * {k}u;\n}}\n\n")


TEXT = (HEAD + "".join(function(k) for k in range(8))
        + "DECLSPEC void checked (PRIVATE_AS float2 *v)\n{\n  v[0].z = 1.0f;\n}\n").encode()


def test_the_file_ends_closed_and_the_heads_are_broken_items():
    doc = Document(PATH, TEXT)
    root = doc.snapshot().tree.root_node
    assert sum(1 for child in root.children if child.has_error) >= 8  # Every head is a macro.
    assert expanded._closed_end(doc.snapshot())
    # A file that ends in the middle of a function is not.
    assert not expanded._closed_end(Document(PATH, TEXT[: TEXT.rindex(b"v[0]")]).snapshot())


def test_a_keystroke_in_one_function_re_analyzes_that_function_alone(monkeypatch):
    misses = count_misses(monkeypatch)
    driver.clear_caches()
    first = driver.analyze(Document(PATH, TEXT).snapshot(), project=_project())
    assert "V001" in {f.code for f in first}  # `.z` of a float2, in the last function's copy.
    delete_and_retype(PATH, TEXT, TEXT.index(b"w[2] = a * 2u;") + len(b"w[2] = a * 2u"), _project, misses)


def _project():
    return StaticProject(lambda path: None, ProjectConfig())


# Clean heads this time: the file ends with a finished function, whose copies parse as anywhere;
# a keystroke that breaks that last function makes its end "closed" (`_closed_end`), which is the
# same for the copies. Their findings were cached under the signature of a finished end, and the
# keystroke re-analyzed every copy (the 10,000-line benchmark file: 366 items, 176 ms; 17 ms now).
CLEAN = (HEAD + "".join(function(k).replace("DECLSPEC void", "void").replace("PRIVATE_AS ", "")
                          for k in range(8))).encode()


def test_a_keystroke_in_the_last_function_re_analyzes_that_function_alone(monkeypatch):
    misses = count_misses(monkeypatch)
    doc = Document(PATH, CLEAN)
    assert not doc.snapshot().tree.root_node.has_error
    delete_and_retype(PATH, CLEAN, CLEAN.index(b"w[7] = a * 7u;") + len(b"w[7] = a * 7u"), _project, misses)

"""`opencl-lsp check` and `opencl-lsp rule`, run as a real subprocess."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from opencl_lsp import __version__

CLEAN = "__kernel void clean(__global float *x) {\n    int i = get_global_id(0);\n    x[i] = 2.0f * x[i];\n}\n"
# The ';' after 'x[i]' is missing: line 3, byte column 23 (1-based), LSP (2, 22).
BROKEN = "__kernel void probe(__global float *x) {\n    int i = get_global_id(0);\n    x[i] = 2.0f * x[i]\n}\n"
TEXT_LINE = re.compile(r"^(?P<path>.+):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning|info|hint): (?P<message>.+) \[(?P<code>[A-Z]\d{3})\]$")


def cli(*args, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "opencl_lsp", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
    )


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def test_clean_file_exits_0_silently(tmp_path):
    path = write(tmp_path / "clean.cl", CLEAN)
    result = cli("check", path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert result.stderr == ""


def test_text_format_is_one_based_with_byte_columns(tmp_path):
    # A multi-byte character before the mistake on the same line: columns count bytes.
    code_line = "    x[i] = 2.0f /* \u00e9 */ * x[i]"
    text = BROKEN.replace("    x[i] = 2.0f * x[i]", code_line)
    path = write(tmp_path / "broken.cl", text)
    result = cli("check", path)
    assert result.returncode == 1
    [line] = result.stdout.splitlines()
    match = TEXT_LINE.match(line)
    assert match, line
    assert match["path"] == str(path)
    assert match["line"] == "3"
    assert match["severity"] == "error"
    assert match["code"] == "S002"
    assert match["message"].startswith("expected ';'")
    assert int(match["col"]) == len(code_line.encode("utf-8")) + 1  # 'é' counts 2
    assert int(match["col"]) == len(code_line) + 2


def test_json_format_schema(tmp_path):
    path = write(tmp_path / "broken.cl", "// \U0001d11e clef\n" + BROKEN)
    result = cli("check", "--format", "json", path)
    assert result.returncode == 1
    records = json.loads(result.stdout)
    assert isinstance(records, list)
    [record] = records
    assert set(record) == {"path", "range", "severity", "code", "source", "message"}
    assert record["path"] == str(path)
    assert record["severity"] == 1
    assert record["code"] == "S002"
    assert record["source"] == "opencl-lsp"
    assert record["message"].startswith("expected ';'")
    # 0-based LSP positions (one line down because of the comment).
    assert record["range"] == {
        "start": {"line": 3, "character": 22},
        "end": {"line": 3, "character": 22},
    }


def test_json_positions_are_utf16(tmp_path):
    # The clef is 4 bytes, 2 UTF-16 units: the JSON column counts 2, the text column 4.
    source = "/*\U0001d11e*/ float f = 1 2;\n"
    path = write(tmp_path / "clef.cl", source)
    records = json.loads(cli("check", "--format", "json", path).stdout)
    assert records, "expected a syntax error"
    first = records[0]
    text_line = cli("check", path).stdout.splitlines()[0]
    text_col = int(TEXT_LINE.match(text_line)["col"])
    assert first["range"]["start"]["character"] == text_col - 1 - 2  # 4 bytes vs 2 units
    assert all(1 <= r["severity"] <= 4 for r in records)


def test_json_for_a_clean_file_is_an_empty_array(tmp_path):
    path = write(tmp_path / "clean.cl", CLEAN)
    result = cli("check", "--format", "json", path)
    assert result.returncode == 0
    assert json.loads(result.stdout) == []


def test_missing_file_exits_2_with_one_line(tmp_path):
    missing = tmp_path / "nope.cl"
    result = cli("check", missing)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "no such file" in lines[0] and str(missing) in lines[0]
    assert "Traceback" not in result.stderr


def test_missing_file_among_good_ones_still_checks_the_others(tmp_path):
    broken = write(tmp_path / "broken.cl", BROKEN)
    result = cli("check", broken, tmp_path / "nope.cl")
    assert result.returncode == 2
    assert "[S002]" in result.stdout
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("links", [{"self.cl": "self.cl"}, {"a.cl": "b.cl", "b.cl": "a.cl"}])
def test_symlink_loop_is_an_unreadable_file_and_the_others_are_checked(tmp_path, links):
    broken = write(tmp_path / "broken.cl", BROKEN)
    for name, target in links.items():
        (tmp_path / name).symlink_to(target)
    named = [tmp_path / name for name in links]
    result = cli("check", *named, broken)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "[S002]" in result.stdout
    lines = result.stderr.strip().splitlines()
    assert [line.split(": ")[1:2] for line in lines] == [["error"]] * len(named), result.stderr
    for line, path in zip(lines, named):
        assert f"cannot read {path}: " in line and "symbolic links" in line


def test_symlink_loops_inside_a_checked_directory(tmp_path):
    write(tmp_path / "src" / "deep" / "b.cl", BROKEN)
    (tmp_path / "src" / "deep" / "up").symlink_to("..")  # A folder loop: src/deep/up/deep/up/...
    (tmp_path / "src" / "self.cl").symlink_to("self.cl")
    result = cli("check", tmp_path / "src")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    paths = {TEXT_LINE.match(line)["path"] for line in result.stdout.splitlines()}
    assert paths == {str(tmp_path / "src" / "deep" / "b.cl")}
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and f"cannot read {tmp_path / 'src' / 'self.cl'}: " in lines[0], result.stderr


@pytest.mark.parametrize("std", ["CL4.0", "cuda", "2.5"])
def test_bad_std_exits_2(tmp_path, std):
    path = write(tmp_path / "clean.cl", CLEAN)
    result = cli("check", "--std", std, path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "CL2.0" in result.stderr  # the message names the valid choices


def test_std_define_and_include_are_accepted(tmp_path):
    include = tmp_path / "include"
    include.mkdir()
    path = write(tmp_path / "clean.cl", CLEAN)
    result = cli("check", "--std", "CL2.0", "-D", "N=4", "-D", "DEBUG", "-I", include, path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    for spelling in ("--std=cl3.0", "--std=3.0", "--std=-cl-std=CL1.2"):
        assert cli("check", spelling, path).returncode == 0


def test_bad_define_exits_2(tmp_path):
    path = write(tmp_path / "clean.cl", CLEAN)
    result = cli("check", "-D", "=4", path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


def test_directories_are_searched_recursively(tmp_path):
    write(tmp_path / "src" / "a.cl", CLEAN)
    write(tmp_path / "src" / "deep" / "er" / "b.cl", BROKEN)
    write(tmp_path / "src" / "deep" / "notes.txt", "not ; code {")
    write(tmp_path / "src" / "deep" / "c.h", "int broken(")
    result = cli("check", tmp_path / "src")
    assert result.returncode == 1
    paths = {TEXT_LINE.match(line)["path"] for line in result.stdout.splitlines()}
    assert paths == {str(tmp_path / "src" / "deep" / "er" / "b.cl")}
    # Only clean files below: exit 0.
    clean_only = tmp_path / "clean_only"
    write(clean_only / "x" / "a.cl", CLEAN)
    assert cli("check", clean_only).returncode == 0


def test_warnings_alone_exit_0(tmp_path):
    path = write(tmp_path / "latin1.cl", b"// caf\xe9\n" + CLEAN.encode())
    result = cli("check", path)
    assert result.returncode == 0
    [line] = result.stdout.splitlines()
    match = TEXT_LINE.match(line)
    assert match["severity"] == "warning" and match["code"] == "S005"


def test_invalid_utf8_is_a_warning_and_the_file_is_still_parsed(tmp_path):
    path = write(tmp_path / "latin1.cl", b"// caf\xe9\n" + BROKEN.encode())
    result = cli("check", path)
    assert result.returncode == 1  # the S002 below it was still found
    found = [TEXT_LINE.match(line) for line in result.stdout.splitlines()]
    assert [(m["code"], m["severity"], m["line"], m["col"]) for m in found] == [
        ("S005", "warning", "1", str(len("// caf") + 1)),
        ("S002", "error", "4", str(len("    x[i] = 2.0f * x[i]") + 1)),
    ]
    assert "0xe9" in found[0]["message"]


def test_binary_file_is_s004_and_exits_1(tmp_path):
    path = write(tmp_path / "kernel.cl", "kernel void f() {}\n".encode("utf-16-le"))
    result = cli("check", path)
    assert result.returncode == 1
    [line] = result.stdout.splitlines()
    match = TEXT_LINE.match(line)
    assert match["code"] == "S004" and match["severity"] == "error"
    assert (match["line"], match["col"]) == ("1", "2")  # the first NUL byte


def test_disable_a_rule(tmp_path):
    path = write(tmp_path / "broken.cl", BROKEN)
    result = cli("check", "--disable", "S002", path)
    assert "[S002]" not in result.stdout
    bad = cli("check", "--disable", "X999", path)
    assert bad.returncode == 2
    assert "X999" in bad.stderr and "Traceback" not in bad.stderr


def test_rule_prints_its_documentation():
    result = cli("rule", "S001")
    assert result.returncode == 0
    assert result.stdout.startswith("# S001 unexpected-token")
    assert "## What it does" in result.stdout
    assert "Severity: error" in result.stdout
    assert cli("rule", "s001").returncode in (0, 2)  # case: either accepted or a clean usage error


def test_rule_lists_all_rules():
    result = cli("rule")
    assert result.returncode == 0
    codes = [line.split()[0] for line in result.stdout.splitlines() if line.strip()]
    assert codes == sorted(codes)
    assert {"S001", "S002", "S003", "S004", "S005"} <= set(codes)
    by_code = {line.split()[0]: line.split()[1:] for line in result.stdout.splitlines()}
    assert by_code["S005"][:2] == ["invalid-utf8", "warning"]


def test_unknown_rule_exits_2():
    result = cli("rule", "Z123")
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Z123" in result.stderr and "Traceback" not in result.stderr


def test_version():
    result = cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"opencl-lsp {__version__}"


def test_check_without_paths_is_a_usage_error():
    result = cli("check")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


def test_serve_over_tcp_answers_initialize():
    import json
    import socket
    import time

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "opencl_lsp", "serve", "--tcp", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                conn = socket.create_connection(("127.0.0.1", port), timeout=20)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        with conn:
            body = json.dumps(
                {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}}
            ).encode()
            conn.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(4096)
            header, _, rest = data.partition(b"\r\n\r\n")
            fields = dict(line.split(b":", 1) for line in header.split(b"\r\n"))
            length = int(fields[b"Content-Length"])
            while len(rest) < length:
                rest += conn.recv(4096)
            reply = json.loads(rest[:length])
        assert reply["id"] == 1
        assert reply["result"]["serverInfo"]["name"] == "opencl-lsp"
        assert reply["result"]["capabilities"]["semanticTokensProvider"]["full"] == {"delta": True}
    finally:
        server.kill()
        server.wait()


@pytest.mark.parametrize("address", ["nonsense", "localhost:\u00b2"])
def test_bad_tcp_address_is_a_usage_error(address):
    result = subprocess.run([sys.executable, "-m", "opencl_lsp", "serve", "--tcp", address], capture_output=True, text=True)
    assert result.returncode == 2
    assert "HOST:PORT" in result.stderr


def test_a_directory_without_sources_says_so(tmp_path):
    (tmp_path / "notes.txt").write_text("no kernels here\n")
    result = cli("check", str(tmp_path))
    assert result.returncode == 0 and result.stdout == ""
    assert "no OpenCL C files (*.cl, *.opencl) under" in result.stderr


def test_findings_print_by_line_and_column(tmp_path):
    source = tmp_path / "k.cl"
    source.write_text("kernel void k(global float *p) {\n    float2 v; v.z = 1; p[0] = undefined_fn();\n}\n"
                      "kernel void j(global float *p) { p[0] = also_undefined(); }\n")
    result = cli("check", str(source))
    places = [tuple(int(part) for part in line.split(":")[1:3]) for line in result.stdout.splitlines()]
    assert len(places) >= 3 and places == sorted(places)


def test_a_missing_include_is_an_error_when_the_build_is_described(tmp_path):
    """Issue 19: with compile_flags.txt (or compile_commands.json) the file is built with these
    flags and the build would stop at the missing header; without one it may be unconfigured."""
    (tmp_path / "k.cl").write_text('#include "nothere.h"\nkernel void k(global int *p) { p[0] = 1; }\n')
    loose = cli("check", "k.cl", cwd=tmp_path)
    assert loose.returncode == 0 and "warning: cannot find include file" in loose.stdout
    (tmp_path / "compile_flags.txt").write_text("-cl-std=CL1.2\n")
    built = cli("check", "k.cl", cwd=tmp_path)
    assert built.returncode == 1 and "error: cannot find include file" in built.stdout

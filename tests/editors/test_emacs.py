"""Emacs 28 + eglot (Debian: emacs-nox elpa-eglot), batch, with opencl-lsp.el.

The end-to-end test needs OPENCL_LSP_E2E=1 and `emacs`. The script loads the
opencl-lsp.el that `editor-setup emacs` prints, visits main.cl (which must
open in `opencl-mode` through our `auto-mode-alist` entry), starts eglot from
our `eglot-server-programs` entry (`eglot-ensure` does nothing in --batch),
waits for flymake diagnostics and sends a hover request. Emacs 28 has no
treesit, so `opencl-ts-mode` is only checked for well-formed queries here.
"""

from __future__ import annotations

import shutil

import pytest

from opencl_lsp import editors
from tests.editors.conftest import (
    HOVER_LINE,
    MISSING_SEMICOLON_LINE,
    column_of,
    editor_env,
    editor_setup,
    fixture_line,
    make_workspace,
    require_e2e,
    run_editor,
)

ELISP = r"""
(require 'package)
(package-initialize)
(require 'eglot)
(require 'flymake)
(require 'json)
(setq out nil)
(defun e2e-put (key value) (setq out (cons (cons key value) out)))
(defun e2e-finish ()
  (princ (concat (json-encode out) "\n"))
  (kill-emacs 0))
(defun e2e-wait (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))
(condition-case err
    (progn
      (load (getenv "E2E_EL") nil t)
      (find-file (expand-file-name "main.cl"))
      (e2e-put 'major_mode (symbol-name major-mode))
      (e2e-put 'emacs_version emacs-version)
      (setq eglot-sync-connect 10)
      (apply #'eglot (eglot--guess-contact))
      (let ((server (e2e-wait #'eglot-current-server 20)))
        (e2e-put 'connected (and server t))
        (when server
          (e2e-put 'managed (and (bound-and-true-p eglot--managed-mode) t))
          (flymake-start)
          (e2e-wait (lambda () (flymake-diagnostics)) 20)
          (e2e-put 'diagnostics
                   (vconcat
                    (mapcar (lambda (d)
                              (list (cons 'line (1- (line-number-at-pos (flymake-diagnostic-beg d))))
                                    (cons 'type (format "%s" (flymake-diagnostic-type d)))
                                    (cons 'text (flymake-diagnostic-text d))))
                            (flymake-diagnostics))))
          (goto-char (point-min))
          (forward-line (string-to-number (getenv "E2E_HOVER_ROW")))
          (forward-char (string-to-number (getenv "E2E_HOVER_COL")))
          (condition-case herr
              (let* ((hover (jsonrpc-request server :textDocument/hover
                                             (eglot--TextDocumentPositionParams)))
                     (contents (plist-get hover :contents)))
                (e2e-put 'hover (cond ((stringp contents) contents)
                                      ((plist-get contents :value))
                                      (t (format "%S" contents))))
                (e2e-put 'hover_rendered (eglot--hover-info contents (plist-get hover :range))))
            (error (e2e-put 'hover_error (format "%S" herr)))))))
  (error (e2e-put 'error (format "%S" err))))
(e2e-finish)
"""


@pytest.fixture(scope="module")
def emacs_result(tmp_path_factory):
    require_e2e()
    emacs = shutil.which("emacs")
    if not emacs:
        pytest.skip("emacs is not installed (CI: apt-get install emacs-nox elpa-eglot)")
    tmp_path = tmp_path_factory.mktemp("emacs")
    workspace = make_workspace(tmp_path)
    printed = editor_setup("emacs", tmp_path / "tree-sitter")
    config = tmp_path / "opencl-lsp.el"
    config.write_text(printed, encoding="utf-8")
    script = tmp_path / "t.el"
    script.write_text(ELISP, encoding="utf-8")
    env = editor_env(
        {
            "E2E_EL": str(config),
            "E2E_HOVER_ROW": str(HOVER_LINE),
            "E2E_HOVER_COL": str(column_of(fixture_line("main.cl", HOVER_LINE), "get_global_id") + 3),
            "HOME": str(tmp_path / "home"),
        }
    )
    (tmp_path / "home").mkdir()
    result = run_editor([emacs, "--batch", "-l", str(script)], workspace, env)
    print(result)
    return result


def test_emacs_mode_and_eglot(emacs_result):
    assert "error" not in emacs_result, emacs_result
    assert emacs_result["major_mode"] in {"opencl-mode", "opencl-ts-mode"}
    assert emacs_result["connected"] and emacs_result["managed"]


def test_emacs_flymake_diagnostics(emacs_result):
    diagnostics = emacs_result.get("diagnostics") or []
    errors = [d for d in diagnostics if d["line"] == MISSING_SEMICOLON_LINE and "error" in d["type"]]
    assert len(errors) == 1, diagnostics
    assert "expected ';'" in errors[0]["text"]


def test_emacs_hover(emacs_result):
    assert "hover" in emacs_result, emacs_result.get("hover_error")
    assert "get_global_id" in emacs_result["hover"]
    assert "get_global_id" in emacs_result["hover_rendered"]


def test_emacs_hover_reads_as_text(emacs_result):
    """Issue 19 (2): eglot without markdown-mode asks for plain text and shows no fences, quotes or link marks."""
    if emacs_result["hover"].startswith("```"):
        pytest.skip("markdown-mode is installed: eglot asked for markdown and renders it")
    rendered = emacs_result["hover_rendered"]
    assert "```" not in rendered and "](" not in rendered and "\n> " not in rendered, rendered
    assert "OpenCL C spec: work-item functions (https://" in rendered


# Without an editor.


def test_treesit_rules_compile_against_the_grammar():
    import tree_sitter

    from opencl_lsp.syntax.language import language

    for feature, query in editors.emacs.TREESIT_RULES.items():
        tree_sitter.Query(language(), query)  # raises on an unknown node or syntax error


def test_opencl_lsp_el_registers_eglot_and_modes():
    text = editors.emacs.OPENCL_LSP_EL
    assert "'((opencl-mode opencl-ts-mode) . (\"opencl-lsp\"))" in text
    assert "(define-derived-mode opencl-mode c-mode" in text
    assert "(define-derived-mode opencl-ts-mode" in text


def test_editor_setup_emacs_writes_the_grammar(tmp_path):
    printed = editor_setup("emacs", tmp_path / "ts")
    assert (tmp_path / "ts" / "libtree-sitter-opencl.so").is_file()
    assert "treesit-extra-load-path" in printed and "eglot-server-programs" in printed

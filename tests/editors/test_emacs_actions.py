"""Emacs 28 + eglot 1.9: a quick fix and formatting end to end (issue 19), as a user does them.

Needs OPENCL_LSP_E2E=1 and `emacs` with eglot (Debian: emacs-nox elpa-eglot); formatting also
needs the `format` extra (the clang-format wheel), without which the server offers none. The
script visits main.cl with the opencl-lsp.el of `editor-setup emacs`, waits for flymake's
diagnostics, puts point at the end of the S002 error (line 9 misses its `;`) and runs
`M-x eglot-code-actions`, answering its prompt with RET (the default is the preferred action,
the rule's own fix) on stdin, which is where Emacs reads the minibuffer in --batch; then it
saves, waits for the diagnostics of the edited text and runs `eglot-format-buffer`. In a second
buffer, a swizzle out of range gets V001's fix the same way.

eglot 1.9's `eglot-code-action-quickfix` only returns the actions (its macro omits the
`interactive` argument; later eglot fixed it), so the test uses `eglot-code-actions`.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.editors.conftest import (
    MISSING_SEMICOLON_LINE,
    SIGNATURE_LINE,
    editor_env,
    editor_setup,
    fixture_line,
    make_workspace,
    require_e2e,
)

# A kernel whose only finding is V001 on line 3 (`w.xyzw` on a float2).
SWIZZLE_CL = "kernel void k(global float2 *p, global float2 *q) {\n    float2 w = p[0];\n    q[0] = w.xyzw;\n}\n"

ELISP = r"""
(require 'package)
(package-initialize)
(require 'eglot)
(require 'flymake)
(require 'json)
(setq out nil)
(defun e2e-put (key value) (setq out (cons (cons key value) out)))
(defun e2e-wait (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))
(defun e2e-diagnostics ()
  (vconcat (mapcar (lambda (d)
                     (list (cons 'line (1- (line-number-at-pos (flymake-diagnostic-beg d))))
                           (cons 'text (flymake-diagnostic-text d))))
                   (flymake-diagnostics))))
(defun e2e-error-on (line)
  "The flymake diagnostic of type error on 0-based LINE, or nil."
  (seq-find (lambda (d) (and (eq (flymake-diagnostic-type d) 'eglot-error)
                             (= (1- (line-number-at-pos (flymake-diagnostic-beg d))) line)))
            (flymake-diagnostics)))
(defun e2e-line (line)
  (save-excursion (goto-char (point-min)) (forward-line line)
                  (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
(defun e2e-titles (pos)
  (vconcat (mapcar (lambda (a) (plist-get a :title)) (eglot-code-actions pos pos "quickfix"))))
(defun e2e-quickfix (prefix line)
  "The quick fix titles on the error of LINE (on its first character and at its end), then
M-x eglot-code-actions at its end, RET taking the default."
  (let ((diag (e2e-wait (lambda () (e2e-error-on line)) 30)))
    (e2e-put (intern (concat prefix "_before")) (e2e-diagnostics))
    (when diag
      (e2e-put (intern (concat prefix "_titles_at_start")) (e2e-titles (flymake-diagnostic-beg diag)))
      (goto-char (flymake-diagnostic-end diag))
      (e2e-put (intern (concat prefix "_titles")) (e2e-titles (point)))
      ;; As from the keyboard: a key event, so eglot prompts in the minibuffer (stdin here).
      (let ((last-nonmenu-event ?\r))
        (call-interactively #'eglot-code-actions))
      (e2e-put (intern (concat prefix "_line")) (e2e-line line))
      ;; Saved, as a user does: with a device (pocl), the driver's copy of the error is rebuilt on
      ;; save only (the default device mode, openSave) and stays until then.
      (save-buffer)
      (e2e-wait (lambda () (not (e2e-error-on line))) 30)
      (e2e-put (intern (concat prefix "_after")) (e2e-diagnostics)))))
(condition-case err
    (progn
      (load (getenv "E2E_EL") nil t)
      (setq eglot-sync-connect 10)
      (find-file (expand-file-name "main.cl"))
      (apply #'eglot (eglot--guess-contact))
      (when (e2e-wait #'eglot-current-server 20)
        (flymake-start)
        (e2e-quickfix "semicolon" (string-to-number (getenv "E2E_FIX_LINE")))
        (e2e-put 'can_format (and (eglot--server-capable :documentFormattingProvider) t))
        (when (eglot--server-capable :documentFormattingProvider)
          (eglot-format-buffer)
          (e2e-put 'formatted (split-string (buffer-string) "\n")))
        (find-file (expand-file-name "swizzle.cl"))
        (e2e-wait (lambda () (bound-and-true-p eglot--managed-mode)) 20)
        (flymake-start)
        (e2e-quickfix "swizzle" 2)))
  (error (e2e-put 'error (format "%S" err))))
(princ (concat (json-encode out) "\n"))
(kill-emacs 0)
"""


@pytest.fixture(scope="module")
def emacs_actions(tmp_path_factory):
    require_e2e()
    emacs = shutil.which("emacs")
    if not emacs:
        pytest.skip("emacs is not installed (CI: apt-get install emacs-nox elpa-eglot)")
    tmp_path = tmp_path_factory.mktemp("emacs_actions")
    workspace = make_workspace(tmp_path)
    (workspace / "swizzle.cl").write_text(SWIZZLE_CL, encoding="utf-8")
    config = tmp_path / "opencl-lsp.el"
    config.write_text(editor_setup("emacs", tmp_path / "tree-sitter"), encoding="utf-8")
    script = tmp_path / "t.el"
    script.write_text(ELISP, encoding="utf-8")
    (tmp_path / "home").mkdir()
    env = editor_env({"E2E_EL": str(config), "E2E_FIX_LINE": str(MISSING_SEMICOLON_LINE),
                      "HOME": str(tmp_path / "home")})
    # Each prompt reads one line: the empty line is RET, taking the default action.
    done = subprocess.run([emacs, "--batch", "-l", str(script)], cwd=workspace, env=env, input="\n" * 4,
                          capture_output=True, text=True, timeout=150)
    # The prompts go to stdout too, before the result on the same line.
    last = done.stdout.strip().splitlines()[-1]
    result = json.loads(last[last.index('{"'):])
    result["prompts"] = last[: last.index('{"')]
    print(result, done.stderr[-2000:])
    assert "error" not in result, result
    return result


def test_emacs_quick_fix_inserts_the_semicolon(emacs_actions):
    assert any("expected ';'" in d["text"] for d in emacs_actions["semicolon_before"]
               if d["line"] == MISSING_SEMICOLON_LINE), emacs_actions["semicolon_before"]
    assert len(emacs_actions["semicolon_titles"]) == 1, emacs_actions["semicolon_titles"]
    assert "[eglot] Pick an action (default Insert ';')" in emacs_actions["prompts"]
    assert emacs_actions["semicolon_line"] == fixture_line("main.cl", MISSING_SEMICOLON_LINE) + ";"
    assert not [d for d in emacs_actions["semicolon_after"] if "expected ';'" in d["text"]]


def test_emacs_quick_fix_is_offered_on_the_highlighted_character(emacs_actions):
    assert emacs_actions["semicolon_titles_at_start"] == emacs_actions["semicolon_titles"]


def test_emacs_quick_fix_makes_the_swizzle_valid(emacs_actions):
    """Issue 19: V001's fix, offered with its title and applied: `.xyzw` on a float2 becomes `.xy`."""
    assert "Drop z, w, which 'float2' lacks: '.xy' (a float2, not a float4)" in emacs_actions["swizzle_titles"]
    assert emacs_actions["swizzle_line"] == "    q[0] = w.xy;"
    assert not [d for d in emacs_actions["swizzle_after"] if "V001" in d["text"] or "out of range" in d["text"]]


def test_emacs_formats_the_buffer_through_clang_format(emacs_actions):
    pytest.importorskip("clang_format")
    assert emacs_actions["can_format"], "the server offers formatting with the format extra"
    signature = fixture_line("main.cl", SIGNATURE_LINE)
    assert emacs_actions["formatted"][SIGNATURE_LINE] == signature + " {", emacs_actions["formatted"]

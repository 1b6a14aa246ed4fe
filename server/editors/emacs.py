"""Emacs: the tree-sitter grammar for treesit and the eglot configuration.

Knows Emacs' conventions: treesit (Emacs 29+) loads a grammar named
`libtree-sitter-<lang>.so` from `treesit-extra-load-path` or from
`~/.emacs.d/tree-sitter/` (the default target) and calls `tree_sitter_<lang>`;
treesit font-lock rules name faces as captures, so the few rules below are a
hand translation of the main categories of queries/highlights.scm (no
predicates, so they compile unchanged). Emacs 28 has no treesit: there
`opencl-mode`, derived from `c-mode` with the OpenCL keywords and types added,
is used. eglot maps both modes to `opencl-lsp` through
`eglot-server-programs`; in `--batch`, `eglot-ensure` does nothing, so tests
call `(eglot ...)` directly. `OPENCL_LSP_EL` is the source of the shipped
editors/emacs/opencl-lsp.el (tests/editors/test_emacs.py keeps them equal).
"""

from __future__ import annotations

from pathlib import Path

from .common import LIBRARY_NAME, Artifact, grammar_library, substitute_command

DEFAULT_DIR = "~/.emacs.d/tree-sitter"

# Rules for `treesit-font-lock-rules', one string per feature; checked against
# the grammar by tests/editors/test_emacs.py.
TREESIT_RULES = {
    "comment": "(comment) @font-lock-comment-face",
    "string": "[(string_literal) (char_literal) (system_lib_string)] @font-lock-string-face",
    "keyword": (
        "[(kernel_specifier) (address_space_qualifier) (access_qualifier)"
        " (storage_class_specifier) (type_qualifier)] @font-lock-keyword-face"
        ' ["if" "else" "for" "while" "do" "return" "break" "continue" "switch" "case"'
        ' "default" "goto" "struct" "union" "enum" "typedef" "sizeof"] @font-lock-keyword-face'
    ),
    "preprocessor": (
        '["#include" "#define" "#if" "#ifdef" "#ifndef" "#else" "#elif" "#endif"'
        " (preproc_directive)] @font-lock-preprocessor-face"
    ),
    "type": (
        "[(primitive_type) (sized_type_specifier) (vector_type) (image_type) (opaque_type)"
        " (atomic_type) (reserved_type)] @font-lock-builtin-face"
        " (type_identifier) @font-lock-type-face"
    ),
    "definition": "(function_declarator declarator: (identifier) @font-lock-function-name-face)",
    "function": "(call_expression function: (identifier) @font-lock-function-call-face)",
    "constant": "[(number_literal) (true) (false) (null)] @font-lock-constant-face",
}


def _rules_elisp() -> str:
    parts = []
    for feature, query in TREESIT_RULES.items():
        escaped = query.replace("\\", "\\\\").replace('"', '\\"')
        parts.append(f"       :language 'opencl :feature '{feature}\n       \"{escaped}\"")
    return "\n".join(parts)


OPENCL_LSP_EL = (
    r""";;; opencl-lsp.el --- OpenCL C modes and eglot set-up for opencl-lsp  -*- lexical-binding: t; -*-

;;; Commentary:

;; Load this file from init.el:  (load "/path/to/opencl-lsp.el")
;;
;; - `opencl-mode': `c-mode' plus the OpenCL C keywords and types (any Emacs).
;; - `opencl-ts-mode': tree-sitter font-lock from the opencl grammar (Emacs 29+
;;   with the grammar `libtree-sitter-opencl.so' in ~/.emacs.d/tree-sitter/ or
;;   on `treesit-extra-load-path'; `opencl-lsp editor-setup emacs' puts it there).
;; - *.cl files open in `opencl-ts-mode' when the grammar loads, else `opencl-mode'.
;; - eglot starts `opencl-lsp' for both modes: M-x eglot, or
;;   (add-hook 'opencl-mode-hook #'eglot-ensure)
;;   (add-hook 'opencl-ts-mode-hook #'eglot-ensure)

;;; Code:

(require 'cc-mode)

(defconst opencl-lsp--keywords
  '("kernel" "__kernel" "global" "__global" "local" "__local" "constant"
    "__constant" "private" "__private" "generic" "__generic" "read_only"
    "__read_only" "write_only" "__write_only" "read_write" "__read_write"
    "__const" "pipe" "__attribute__")
  "OpenCL C qualifiers and keywords that C lacks.")

(defconst opencl-lsp--type-regexp
  (concat "\\_<\\(?:"
          "\\(?:u?char\\|u?short\\|u?int\\|u?long\\|float\\|double\\|half\\)"
          "\\(?:2\\|3\\|4\\|8\\|16\\)?"
          "\\|uchar\\|ushort\\|uint\\|ulong\\|bool\\|size_t\\|ptrdiff_t\\|intptr_t\\|uintptr_t"
          "\\|image[123]d\\(?:_array\\)?\\(?:_depth\\|_msaa\\|_msaa_depth\\|_buffer\\)?_t"
          "\\|sampler_t\\|event_t\\|queue_t\\|clk_event_t\\|reserve_id_t\\|ndrange_t"
          "\\|atomic_[a-z_]+"
          "\\)\\_>")
  "OpenCL C built-in scalar, vector, image and opaque types.")

;;;###autoload
(define-derived-mode opencl-mode c-mode "OpenCL"
  "Major mode for OpenCL C: `c-mode' with the OpenCL keywords and types."
  (font-lock-add-keywords
   nil
   `((,(regexp-opt opencl-lsp--keywords 'symbols) . font-lock-keyword-face)
     (,opencl-lsp--type-regexp . font-lock-type-face))))

(defun opencl-lsp--treesit-ready-p ()
  "Non-nil when treesit can load the opencl grammar."
  (and (fboundp 'treesit-ready-p) (treesit-ready-p 'opencl t)))

(when (fboundp 'treesit-font-lock-rules)
  (define-derived-mode opencl-ts-mode prog-mode "OpenCL[ts]"
    "Major mode for OpenCL C with tree-sitter font-lock (Emacs 29+)."
    (setq-local comment-start "// ")
    (setq-local comment-end "")
    (setq-local comment-start-skip "\\(?://+\\|/\\*+\\)\\s *")
    (when (opencl-lsp--treesit-ready-p)
      (treesit-parser-create 'opencl)
      (setq-local treesit-font-lock-settings
                  (treesit-font-lock-rules
"""
    + _rules_elisp()
    + r"""))
      (setq-local treesit-font-lock-feature-list
                  '((comment definition)
                    (keyword preprocessor string type)
                    (constant function)))
      (treesit-major-mode-setup))))

;;;###autoload
(add-to-list 'auto-mode-alist
             (cons "\\.\\(?:cl\\|opencl\\)\\'" (if (opencl-lsp--treesit-ready-p) 'opencl-ts-mode 'opencl-mode)))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '((opencl-mode opencl-ts-mode) . ("opencl-lsp"))))

(provide 'opencl-lsp)
;;; opencl-lsp.el ends here
"""
)

SHIPPED = {"emacs/opencl-lsp.el": OPENCL_LSP_EL}


def artifacts(directory: Path, command: str = "opencl-lsp") -> list[Artifact]:
    """The grammar as `libtree-sitter-opencl.so` in the tree-sitter directory."""
    return [Artifact(directory / LIBRARY_NAME, grammar_library())]


def instructions(directory: Path, command: str = "opencl-lsp", add_to_load_path: bool = False) -> str:
    """Emacs Lisp to save as opencl-lsp.el and load from init.el."""
    header = [
        ";; opencl-lsp for Emacs (eglot; treesit on Emacs 29+).",
        f";; `opencl-lsp editor-setup emacs' puts {LIBRARY_NAME} into {directory}.",
        ";; Save what follows as opencl-lsp.el and (load \"/path/to/opencl-lsp.el\") it",
        ";;   opencl-lsp editor-setup emacs --print > ~/.emacs.d/opencl-lsp.el",
    ]
    if add_to_load_path:
        header.append(
            f"(when (boundp 'treesit-extra-load-path) (add-to-list 'treesit-extra-load-path {_elisp_string(str(directory))}))"
        )
    return "\n".join(header) + "\n\n" + substitute_command(OPENCL_LSP_EL, command)


def _elisp_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

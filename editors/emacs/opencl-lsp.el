;;; opencl-lsp.el --- OpenCL C modes and eglot set-up for opencl-lsp  -*- lexical-binding: t; -*-

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
       :language 'opencl :feature 'comment
       "(comment) @font-lock-comment-face"
       :language 'opencl :feature 'string
       "[(string_literal) (char_literal) (system_lib_string)] @font-lock-string-face"
       :language 'opencl :feature 'keyword
       "[(kernel_specifier) (address_space_qualifier) (access_qualifier) (storage_class_specifier) (type_qualifier)] @font-lock-keyword-face [\"if\" \"else\" \"for\" \"while\" \"do\" \"return\" \"break\" \"continue\" \"switch\" \"case\" \"default\" \"goto\" \"struct\" \"union\" \"enum\" \"typedef\" \"sizeof\"] @font-lock-keyword-face"
       :language 'opencl :feature 'preprocessor
       "[\"#include\" \"#define\" \"#if\" \"#ifdef\" \"#ifndef\" \"#else\" \"#elif\" \"#endif\" (preproc_directive)] @font-lock-preprocessor-face"
       :language 'opencl :feature 'type
       "[(primitive_type) (sized_type_specifier) (vector_type) (image_type) (opaque_type) (atomic_type) (reserved_type)] @font-lock-builtin-face (type_identifier) @font-lock-type-face"
       :language 'opencl :feature 'definition
       "(function_declarator declarator: (identifier) @font-lock-function-name-face)"
       :language 'opencl :feature 'function
       "(call_expression function: (identifier) @font-lock-function-call-face)"
       :language 'opencl :feature 'constant
       "[(number_literal) (true) (false) (null)] @font-lock-constant-face"))
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

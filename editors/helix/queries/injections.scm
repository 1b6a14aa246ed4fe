; Generated for Helix from opencl-lsp's queries/ (server/editors/helix.py): Helix's capture names.
; Injections for OpenCL C (tree-sitter-opencl). Neovim 0.10 / tree-sitter
; captures: @injection.content with the `injection.language` property.

; TODO/FIXME/NOTE tags in comments.
((comment) @injection.content
  (#set! injection.language "comment"))

; No printf format-string injection: a pattern combining a text predicate
; (#eq?) with #set! crashes py-tree-sitter 0.26 when the query is freed, and
; the server compiles every query file.

; Macro bodies are OpenCL C too. (Named explicitly rather than with a bare
; `injection.self`: py-tree-sitter 0.26 corrupts memory when it frees a query
; holding a one-argument #set!.)
((preproc_def
  value: (preproc_arg) @injection.content)
  (#set! injection.language "opencl"))

((preproc_function_def
  value: (preproc_arg) @injection.content)
  (#set! injection.language "opencl"))

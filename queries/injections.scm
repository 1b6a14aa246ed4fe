; Injections for OpenCL C (tree-sitter-opencl). Neovim 0.10 / tree-sitter
; captures: @injection.content with the `injection.language` property.

; TODO/FIXME/NOTE tags in comments.
((comment) @injection.content
  (#set! injection.language "comment"))

; printf format strings (OpenCL C 1.2+ printf, with the `%v4hlf` vector
; conversions): highlighted by the `printf` parser where one is installed.
((call_expression
  function: (identifier) @_function
  arguments: (argument_list
    .
    (string_literal
      (string_content) @injection.content)))
  (#eq? @_function "printf")
  (#set! injection.language "printf"))

; Macro bodies are OpenCL C too.
((preproc_def
  value: (preproc_arg) @injection.content)
  (#set! injection.self))

((preproc_function_def
  value: (preproc_arg) @injection.content)
  (#set! injection.self))

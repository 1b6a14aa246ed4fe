; extends
; OpenCL C inside C string literals (opencl-lsp, issue 20): literals after a
; `/* language=opencl */` comment, and literals passed straight to
; clCreateProgramWithSource. Install: copy to
; ~/.config/nvim/queries/c/injections.scm (with the opencl parser and queries
; installed by `opencl-lsp editor-setup neovim`). A source reached through a
; variable is the server's to find (semantic tokens), not a query's.

; const char *src = /* language=opencl */ "..." "...";
((init_declarator
  (comment) @_marker
  .
  value: [
    (string_literal (string_content) @injection.content)
    (concatenated_string (string_literal (string_content) @injection.content))
  ])
  (#lua-match? @_marker "[Ll][Aa][Nn][Gg][Uu][Aa][Gg][Ee]%s*=%s*[Oo][Pp][Ee][Nn][Cc][Ll]")
  (#set! injection.language "opencl"))

; clCreateProgramWithSource(ctx, 1, (const char *[]){"..."}, NULL, &err)
((call_expression
  function: (identifier) @_fn
  arguments: (argument_list
    (compound_literal_expression
      value: (initializer_list [
        (string_literal (string_content) @injection.content)
        (concatenated_string (string_literal (string_content) @injection.content))
      ]))))
  (#eq? @_fn "clCreateProgramWithSource")
  (#set! injection.language "opencl"))

; extends
; OpenCL C inside C++ string literals (opencl-lsp, issue 20): raw strings with
; a CL, CLC, OCL or OPENCL delimiter, R"CLC( ... )CLC", and literals after a
; `/* language=opencl */` comment. Install: copy to
; ~/.config/nvim/queries/cpp/injections.scm (with the opencl parser and queries
; installed by `opencl-lsp editor-setup neovim`).

((raw_string_literal
  delimiter: (raw_string_delimiter) @_delimiter
  (raw_string_content) @injection.content)
  (#any-of? @_delimiter "CL" "CLC" "OCL" "OPENCL" "OpenCL" "opencl")
  (#set! injection.language "opencl"))

((init_declarator
  (comment) @_marker
  .
  value: [
    (string_literal (string_content) @injection.content)
    (concatenated_string (string_literal (string_content) @injection.content))
    (raw_string_literal (raw_string_content) @injection.content)
  ])
  (#lua-match? @_marker "[Ll][Aa][Nn][Gg][Uu][Aa][Gg][Ee]%s*=%s*[Oo][Pp][Ee][Nn][Cc][Ll]")
  (#set! injection.language "opencl"))

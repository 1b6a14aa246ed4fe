; extends
; OpenCL C inside Python strings (opencl-lsp, issue 20): pyopencl's Program
; source, the snippets of ElementwiseKernel / ReductionKernel /
; GenericScanKernel, and strings after a `# language=opencl` comment.
; Install: copy to ~/.config/nvim/queries/python/injections.scm (with the
; opencl parser and queries installed by `opencl-lsp editor-setup neovim`).
; The string's escapes (\n) are left to the OpenCL parser, which skips them.

; cl.Program(ctx, """...""") / Program(ctx, "...")
((call
  function: [(identifier) @_fn (attribute attribute: (identifier) @_fn)]
  arguments: (argument_list (string (string_content) @injection.content)))
  (#eq? @_fn "Program")
  (#set! injection.language "opencl"))

; Implicitly concatenated source strings.
((call
  function: [(identifier) @_fn (attribute attribute: (identifier) @_fn)]
  arguments: (argument_list (concatenated_string (string (string_content) @injection.content))))
  (#eq? @_fn "Program")
  (#set! injection.language "opencl"))

; ElementwiseKernel(ctx, "float *x, float a", "x[i] *= a"): arguments and operations.
((call
  function: [(identifier) @_fn (attribute attribute: (identifier) @_fn)]
  arguments: (argument_list (string (string_content) @injection.content)))
  (#any-of? @_fn "ElementwiseKernel" "ReductionKernel" "GenericScanKernel")
  (#set! injection.language "opencl"))

; # language=opencl
; SOURCE = """..."""
((comment) @_marker
  .
  (expression_statement
    (assignment right: (string (string_content) @injection.content)))
  (#lua-match? @_marker "[Ll][Aa][Nn][Gg][Uu][Aa][Gg][Ee]%s*=%s*[Oo][Pp][Ee][Nn][Cc][Ll]")
  (#set! injection.language "opencl"))

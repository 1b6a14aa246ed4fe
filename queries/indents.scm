; Indentation for OpenCL C (tree-sitter-opencl), Neovim 0.10 / nvim-treesitter
; captures: @indent.begin @indent.end @indent.branch @indent.dedent
; @indent.auto @indent.ignore @indent.align.

; Blocks and bracketed lists indent their contents.
[
  (compound_statement)
  (field_declaration_list)
  (enumerator_list)
  (initializer_list)
  (case_statement)
  (block_literal)
] @indent.begin

; Argument and parameter lists that break across lines line up with the
; opening parenthesis.
((argument_list) @indent.align
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((parameter_list) @indent.align
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

; Un-braced bodies: `if (c)\n stmt;`, `for (...)\n stmt;`, `else\n stmt;`.
(if_statement
  consequence: (expression_statement) @indent.begin)

(else_clause
  (expression_statement) @indent.begin)

(for_statement
  body: (expression_statement) @indent.begin)

(while_statement
  body: (expression_statement) @indent.begin)

(do_statement
  body: (expression_statement) @indent.begin)

; A statement continued on the next line.
(expression_statement
  (_) @indent.begin
  ";" @indent.end)

(declaration
  declarator: (init_declarator) @indent.begin
  ";" @indent.end)

; Closing brackets go back to the opening line's indent.
"}" @indent.end

[
  "}"
  ")"
  "]"
] @indent.branch

(else_clause
  "else" @indent.branch)

; `case`/`default` labels sit at the switch's indent level plus one; their
; statements one more (case_statement is @indent.begin above).
(case_statement
  [
    "case"
    "default"
  ] @indent.branch)

; Preprocessor lines, pragmas and comments keep whatever the user wrote.
[
  (preproc_arg)
  (string_literal)
] @indent.ignore

[
  (comment)
  (preproc_if)
  (preproc_ifdef)
  (preproc_call)
  (opencl_extension_pragma)
  (opencl_pragma)
  (unroll_pragma)
] @indent.auto

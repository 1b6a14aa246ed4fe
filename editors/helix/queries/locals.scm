; Generated for Helix from opencl-lsp's queries/ (server/editors/helix.py): Helix's capture names.
; Scopes, definitions and references for OpenCL C (tree-sitter-opencl).
;
; Capture names follow Neovim 0.10 / nvim-treesitter (`@local.scope`,
; `@local.definition.<kind>`, `@local.reference`); the opencl-lsp server reads
; the same file for go-to-definition, so editor and server agree.
; Kinds: var, parameter, function, type, field, macro, constant.

; Scopes ----------------------------------------------------------------------

[
  (translation_unit)
  (function_definition)
  (compound_statement)
  (for_statement)
  (while_statement)
  (do_statement)
  (if_statement)
  (switch_statement)
  (case_statement)
  (block_literal)
] @local.scope

; Definitions -----------------------------------------------------------------

; Functions and kernels
(function_declarator
  declarator: (identifier) @local.definition)

; Parameters (also of OpenCL blocks), through up to two pointer levels
(parameter_declaration
  declarator: (identifier) @local.definition.variable.parameter)

(parameter_declaration
  declarator: (pointer_declarator
    declarator: (identifier) @local.definition.variable.parameter))

(parameter_declaration
  declarator: (pointer_declarator
    declarator: (pointer_declarator
      declarator: (identifier) @local.definition.variable.parameter)))

(parameter_declaration
  declarator: (array_declarator
    declarator: (identifier) @local.definition.variable.parameter))

(parameter_declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator
      [
        (pointer_declarator
          declarator: (identifier) @local.definition.variable.parameter)
        (block_pointer_declarator
          declarator: (identifier) @local.definition.variable.parameter)
      ])))

; Variables
(declaration
  declarator: (identifier) @local.definition)

(declaration
  declarator: (pointer_declarator
    declarator: (identifier) @local.definition))

(declaration
  declarator: (array_declarator
    declarator: (identifier) @local.definition))

(declaration
  declarator: (attributed_declarator
    [
      (identifier) @local.definition
      (array_declarator
        declarator: (identifier) @local.definition)
    ]))

(init_declarator
  declarator: (identifier) @local.definition)

(init_declarator
  declarator: (pointer_declarator
    declarator: (identifier) @local.definition))

(init_declarator
  declarator: (array_declarator
    declarator: (identifier) @local.definition))

(init_declarator
  declarator: (attributed_declarator
    (identifier) @local.definition))

; Function and block pointers: `int (*fp)(int)`, `int (^blk)(int) = ^{...}`
(init_declarator
  declarator: (function_declarator
    declarator: (parenthesized_declarator
      [
        (pointer_declarator
          declarator: (identifier) @local.definition)
        (block_pointer_declarator
          declarator: (identifier) @local.definition)
      ])))

(declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator
      [
        (pointer_declarator
          declarator: (identifier) @local.definition)
        (block_pointer_declarator
          declarator: (identifier) @local.definition)
      ])))

; Types
(type_definition
  declarator: (type_identifier) @local.definition)

(type_definition
  declarator: (pointer_declarator
    declarator: (type_identifier) @local.definition))

(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator
      [
        (pointer_declarator
          declarator: (type_identifier) @local.definition)
        (block_pointer_declarator
          declarator: (type_identifier) @local.definition)
      ])))

(struct_specifier
  name: (type_identifier) @local.definition
  body: (_))

(union_specifier
  name: (type_identifier) @local.definition
  body: (_))

(enum_specifier
  name: (type_identifier) @local.definition
  body: (_))

; Fields and enumerators
(field_declaration
  declarator: (field_identifier) @local.definition)

(field_declaration
  declarator: (pointer_declarator
    declarator: (field_identifier) @local.definition))

(field_declaration
  declarator: (array_declarator
    declarator: (field_identifier) @local.definition))

(enumerator
  name: (identifier) @local.definition)

; Macros
(preproc_def
  name: (identifier) @local.definition)

(preproc_function_def
  name: (identifier) @local.definition)

; Statement labels
(labeled_statement
  label: (statement_identifier) @local.definition)

; References ------------------------------------------------------------------

(identifier) @local.reference

(type_identifier) @local.reference

(field_identifier) @local.reference

(statement_identifier) @local.reference

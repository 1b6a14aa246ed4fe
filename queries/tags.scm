; Tags for OpenCL C (tree-sitter-opencl): symbol definitions and references.
;
; Used by editors (`tree-sitter tags`, GitHub code navigation) and by the
; opencl-lsp server for document symbols, so both agree.
; Conventions: one `@name` per match; `@definition.<kind>` / `@reference.<kind>`
; on the whole construct; leading comments are captured as `@doc`.
; Kinds: function (kernels included; the server tells kernels apart by the
; `kernel_specifier` child), type, macro, constant, variable, call.

; Functions and kernels ---------------------------------------------------------

(
  (comment)* @doc
  .
  (function_definition
    declarator: (function_declarator
      declarator: (identifier) @name)) @definition.function
  (#strip! @doc "^(//+|/[*]+)[ \t]*|[ \t]*[*]+/$")
  (#select-adjacent! @doc @definition.function)
)

; Functions returning pointers: `global int *lookup(...) { ... }`
(function_definition
  declarator: (pointer_declarator
    declarator: (function_declarator
      declarator: (identifier) @name))) @definition.function

(function_definition
  declarator: (pointer_declarator
    declarator: (pointer_declarator
      declarator: (function_declarator
        declarator: (identifier) @name)))) @definition.function

; Types ---------------------------------------------------------------------------

(struct_specifier
  name: (type_identifier) @name
  body: (field_declaration_list)) @definition.type

(union_specifier
  name: (type_identifier) @name
  body: (field_declaration_list)) @definition.type

(enum_specifier
  name: (type_identifier) @name
  body: (enumerator_list)) @definition.type

(type_definition
  declarator: (type_identifier) @name) @definition.type

(type_definition
  declarator: (pointer_declarator
    declarator: (type_identifier) @name)) @definition.type

(type_definition
  declarator: (array_declarator
    declarator: (type_identifier) @name)) @definition.type

; `typedef int (*fn_t)(int);` and the OpenCL block form `typedef int (^bl_t)(int);`
(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator
      [
        (pointer_declarator
          declarator: (type_identifier) @name)
        (block_pointer_declarator
          declarator: (type_identifier) @name)
      ]))) @definition.type

; Macros --------------------------------------------------------------------------

(preproc_def
  name: (identifier) @name) @definition.macro

(preproc_function_def
  name: (identifier) @name) @definition.macro

; Constants and program-scope variables -------------------------------------------

(enumerator
  name: (identifier) @name) @definition.constant

(translation_unit
  (declaration
    declarator: [
      (identifier) @name
      (init_declarator
        declarator: [
          (identifier) @name
          (array_declarator
            declarator: (identifier) @name)
          (pointer_declarator
            declarator: (identifier) @name)
        ])
      (array_declarator
        declarator: (identifier) @name)
      (pointer_declarator
        declarator: (identifier) @name)
    ]) @definition.variable)

; References ----------------------------------------------------------------------

(call_expression
  function: (identifier) @name) @reference.call

(call_expression
  function: (field_expression
    field: (field_identifier) @name)) @reference.call

(declaration
  type: (type_identifier) @name) @reference.type

(parameter_declaration
  type: (type_identifier) @name) @reference.type

(field_declaration
  type: (type_identifier) @name) @reference.type

(type_descriptor
  type: (type_identifier) @name) @reference.type

(pipe_type
  type: (type_identifier) @name) @reference.type

(function_definition
  type: (type_identifier) @name) @reference.type

(struct_specifier
  name: (type_identifier) @name
  !body) @reference.type

(union_specifier
  name: (type_identifier) @name
  !body) @reference.type

(enum_specifier
  name: (type_identifier) @name
  !body) @reference.type

; Generated for Helix from opencl-lsp's queries/ (server/editors/helix.py): Helix's capture names.
; Syntax highlighting for OpenCL C (tree-sitter-opencl).
;
; Self-contained: covers the C constructs as well as the OpenCL additions, so
; it needs no `; inherits: c`.
;
; Capture names follow Neovim 0.10 / nvim-treesitter:
;   @comment @comment.documentation
;   @keyword @keyword.type @keyword.modifier @keyword.modifier.kernel
;   @keyword.function @keyword.operator @keyword.return @keyword.repeat
;   @keyword.conditional @keyword.directive @keyword.directive.define
;   @keyword.import
;   @type @type.builtin @type.definition
;   @function @function.call @function.builtin @function.macro
;   @variable @variable.parameter @variable.member @property
;   @constant @constant.builtin @constant.macro @module @label
;   @number @number.float @boolean @character @string @string.escape
;   @string.special.path @operator @punctuation.bracket
;   @punctuation.delimiter @punctuation.special @attribute
;
; Order: general patterns first, specific ones after (Neovim and the
; tree-sitter CLI both let the later pattern win on the same node).
; `@keyword.modifier.kernel` falls back to `@keyword.modifier` in themes that
; do not define it.

; Identifiers -----------------------------------------------------------------

(identifier) @variable

((identifier) @constant
  (#match? @constant "^[A-Z][A-Z0-9_]*$"))

(field_identifier) @variable.other.member

(statement_identifier) @label

(type_identifier) @type

; OpenCL: vector component selection (`v.xyz`, `v.s01`, `v.lo`)
(swizzle) @variable.other.member

; Keywords --------------------------------------------------------------------

[
  "asm"
  "__asm"
  "__asm__"
  "__extension__"
  "__attribute__"
  "__attribute"
  "__declspec"
  "__based"
  "offsetof"
  "_Generic"
  "defined"
] @keyword

[
  "sizeof"
  "alignof"
  "_alignof"
  "__alignof"
  "__alignof__"
  "_Alignof"
] @keyword.operator

[
  "enum"
  "struct"
  "union"
  "typedef"
] @keyword.storage.type

[
  "extern"
  "static"
  "auto"
  "register"
  "inline"
  "__inline"
  "__inline__"
  "__forceinline"
  "thread_local"
  "__thread"
  "const"
  "volatile"
  "restrict"
  "__restrict__"
  "_Atomic"
  "_Noreturn"
  "noreturn"
  "_Nonnull"
  "alignas"
  "_Alignas"
  "__const"
] @keyword.storage.modifier

(storage_class_specifier) @keyword.storage.modifier

(type_qualifier) @keyword.storage.modifier

(gnu_asm_qualifier) @keyword.storage.modifier

(ms_call_modifier) @keyword.storage.modifier

(ms_pointer_modifier) @keyword.storage.modifier

; OpenCL qualifiers
(address_space_qualifier) @keyword.storage.modifier

(access_qualifier) @keyword.storage.modifier

(kernel_specifier) @keyword.storage.modifier.kernel

[
  "return"
] @keyword.control.return

[
  "while"
  "for"
  "do"
  "continue"
  "break"
] @keyword.control.repeat

[
  "if"
  "else"
  "case"
  "switch"
  "default"
] @keyword.control.conditional

"goto" @keyword

[
  "#if"
  "#ifdef"
  "#ifndef"
  "#else"
  "#elif"
  "#elifdef"
  "#elifndef"
  "#endif"
  (preproc_directive)
  "#pragma OPENCL"
  "#pragma unroll"
  "#pragma nounroll"
] @keyword.directive

"EXTENSION" @keyword.directive

"#define" @keyword.directive

"#include" @keyword.control.import

; Types -----------------------------------------------------------------------

[
  (primitive_type)
  (sized_type_specifier)
  (vector_type)
  (image_type)
  (opaque_type)
  (atomic_type)
  (reserved_type)
] @type.builtin

(type_definition
  declarator: (type_identifier) @type)

; OpenCL: `pipe` builds a type from its element type
"pipe" @keyword.storage.type

; Functions -------------------------------------------------------------------

(call_expression
  function: (identifier) @function)

(call_expression
  function: (field_expression
    field: (field_identifier) @function))

(function_declarator
  declarator: (identifier) @function)

(function_declarator
  declarator: (parenthesized_declarator
    (pointer_declarator
      declarator: (field_identifier) @function)))

; Kernels: the name of a function carrying `kernel` / `__kernel`.
(function_definition
  (kernel_specifier)
  declarator: (function_declarator
    declarator: (identifier) @function))

(preproc_function_def
  name: (identifier) @function.macro)

(preproc_def
  name: (identifier) @constant)

; Frequently used OpenCL built-ins (the server adds semantic tokens for the
; full table).
((identifier) @function.builtin
  (#any-of? @function.builtin
    "get_global_id" "get_local_id" "get_group_id" "get_global_size"
    "get_local_size" "get_num_groups" "get_work_dim" "get_global_offset"
    "get_enqueued_local_size" "get_global_linear_id" "get_local_linear_id"
    "get_sub_group_size" "get_sub_group_id" "get_sub_group_local_id"
    "barrier" "work_group_barrier" "sub_group_barrier" "mem_fence"
    "read_mem_fence" "write_mem_fence" "atomic_work_item_fence"
    "async_work_group_copy" "async_work_group_strided_copy"
    "wait_group_events" "prefetch" "printf" "vec_step" "shuffle" "shuffle2"
    "read_imagef" "read_imagei" "read_imageui" "read_imageh"
    "write_imagef" "write_imagei" "write_imageui" "write_imageh"
    "get_image_width" "get_image_height" "get_image_depth"
    "get_image_dim" "get_image_channel_data_type" "get_image_channel_order"
    "read_pipe" "write_pipe" "reserve_read_pipe" "reserve_write_pipe"
    "commit_read_pipe" "commit_write_pipe" "get_pipe_num_packets"
    "get_pipe_max_packets" "is_valid_reserve_id"
    "enqueue_kernel" "enqueue_marker" "get_default_queue" "ndrange_1D"
    "ndrange_2D" "ndrange_3D" "create_user_event" "set_user_event_status"
    "release_event" "retain_event" "capture_event_profiling_info"
    "get_kernel_work_group_size" "get_kernel_preferred_work_group_size_multiple"
    "to_global" "to_local" "to_private" "get_fence"))

; Built-in families by prefix (regexes kept to the subset that Rust, Vim and
; Emacs regex engines read alike: anchors, classes and `*`).
(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^convert_[a-z]*[0-9]*"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^as_[a-z]*[0-9]*$"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^vload"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^vstore"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^atomic_"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^atom_"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^work_group_"))

(call_expression
  function: (identifier) @function.builtin
  (#match? @function.builtin "^sub_group_"))

; Constants -------------------------------------------------------------------

(null) @constant.builtin

[
  (true)
  (false)
] @constant.builtin.boolean

(enumerator
  name: (identifier) @constant)

(case_statement
  value: (identifier) @constant)

; OpenCL built-in macros and enum constants
((identifier) @constant.builtin
  (#match? @constant.builtin "^CLK_[A-Z0-9_]*$"))

((identifier) @constant.builtin
  (#match? @constant.builtin "^memory_order_[a-z_]*$"))

((identifier) @constant.builtin
  (#match? @constant.builtin "^memory_scope_[a-z_]*$"))

((identifier) @constant.builtin
  (#any-of? @constant.builtin
    "MAXFLOAT" "HUGE_VALF" "HUGE_VAL" "INFINITY" "NAN"
    "ATOMIC_VAR_INIT" "ATOMIC_FLAG_INIT"
    "__OPENCL_VERSION__" "__OPENCL_C_VERSION__" "__ENDIAN_LITTLE__"
    "__IMAGE_SUPPORT__" "__FAST_RELAXED_MATH__" "__kernel_exec"
    "CL_VERSION_1_0" "CL_VERSION_1_1" "CL_VERSION_1_2" "CL_VERSION_2_0"
    "CL_VERSION_3_0" "FLT_MAX" "FLT_MIN" "FLT_EPSILON" "DBL_MAX" "DBL_MIN"
    "DBL_EPSILON" "HALF_MAX" "HALF_MIN" "HALF_EPSILON" "M_PI_F" "M_PI"
    "M_E_F" "M_E" "CHAR_BIT" "INT_MAX" "INT_MIN" "UINT_MAX" "LONG_MAX"
    "LONG_MIN" "ULONG_MAX" "SHRT_MAX" "SHRT_MIN" "USHRT_MAX" "UCHAR_MAX"
    "CHAR_MAX" "CHAR_MIN" "SCHAR_MAX" "SCHAR_MIN"))

; Pragmas
(opencl_extension_pragma
  extension: (identifier) @namespace
  behavior: (identifier) @constant.builtin)

(opencl_pragma
  name: (identifier) @constant.builtin)

(opencl_pragma
  value: (identifier) @constant.builtin)

(unroll_pragma
  count: (_) @constant.numeric)

; Literals --------------------------------------------------------------------

(number_literal) @constant.numeric

((number_literal) @constant.numeric.float
  (#match? @constant.numeric.float "^[0-9]*[.]"))

((number_literal) @constant.numeric.float
  (#match? @constant.numeric.float "^[0-9][0-9]*[eE]"))

(char_literal) @constant.character

[
  (string_literal)
  (concatenated_string)
] @string

(system_lib_string) @string.special.path

(escape_sequence) @constant.character.escape

; Attributes ------------------------------------------------------------------

(attribute_specifier
  (argument_list
    (identifier) @attribute))

(attribute_specifier
  (argument_list
    (call_expression
      function: (identifier) @attribute)))

(attribute
  name: (identifier) @attribute)

(attribute
  prefix: (identifier) @namespace)

; Parameters (after the generic identifier rules so they win)
(parameter_declaration
  declarator: (identifier) @variable.parameter)

(parameter_declaration
  declarator: (pointer_declarator
    declarator: (identifier) @variable.parameter))

(parameter_declaration
  declarator: (pointer_declarator
    declarator: (pointer_declarator
      declarator: (identifier) @variable.parameter)))

(parameter_declaration
  declarator: (array_declarator
    declarator: (identifier) @variable.parameter))

; Operators and punctuation ---------------------------------------------------

[
  "--"
  "-"
  "-="
  "->"
  "="
  "!="
  "*"
  "&"
  "&&"
  "+"
  "++"
  "+="
  "<"
  "=="
  ">"
  "||"
  "!"
  "~"
  "|"
  "^"
  "%"
  "%="
  "*="
  "/"
  "/="
  "&="
  "|="
  "^="
  "<<"
  ">>"
  "<<="
  ">>="
  "<="
  ">="
] @operator

(conditional_expression
  [
    "?"
    ":"
  ] @operator)

; OpenCL 2.0 block literal / block pointer caret
(block_literal
  "^" @punctuation.special)

(block_pointer_declarator
  "^" @punctuation.special)

(abstract_block_pointer_declarator
  "^" @punctuation.special)

[
  "."
  ";"
  ":"
  ","
  "::"
] @punctuation.delimiter

"..." @punctuation.special

[
  "("
  ")"
  "["
  "]"
  "{"
  "}"
  "[["
  "]]"
] @punctuation.bracket

; Comments --------------------------------------------------------------------

(comment) @comment

((comment) @comment.block.documentation
  (#match? @comment.block.documentation "^/[*][*][^*]"))

((comment) @comment.block.documentation
  (#match? @comment.block.documentation "^///[^/]"))

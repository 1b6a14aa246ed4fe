/**
 * @file OpenCL C grammar for tree-sitter: a delta on tree-sitter-c.
 *
 * Everything C parses keeps its C tree; this file only adds OpenCL C 1.0-3.0
 * constructs (address-space / access qualifiers, kernel specifier, built-in
 * vector / image / opaque / atomic / reserved types, pipes, vector literals,
 * swizzles, blocks, attributes on statements, OpenCL pragmas).
 * The tree-sitter-c version is pinned in package.json only.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

const C = require('tree-sitter-c/grammar');

const PREC = C.PREC;
const {commaSep} = C;

// OpenCL built-in type names (OpenCL C spec §6.3 "Supported Data Types").
const VECTOR_SIZES = ['2', '3', '4', '8', '16'];
// char..double vectors are built in; halfn needs cl_khr_fp16 but is still a
// built-in type name there (and a reserved one otherwise).
const VECTOR_ELEMENTS = [
  'char', 'uchar', 'short', 'ushort', 'int', 'uint',
  'long', 'ulong', 'float', 'double', 'half',
];
// Scalars that C does not already know (`bool char int float double void
// size_t ptrdiff_t intptr_t uintptr_t` come from tree-sitter-c).
const EXTRA_SCALARS = ['uchar', 'ushort', 'uint', 'ulong', 'half'];
// Table "Other Built-in Data Types": images ...
const IMAGE_TYPES = [
  'image1d_t', 'image1d_array_t', 'image1d_buffer_t',
  'image2d_t', 'image2d_array_t', 'image3d_t',
  'image2d_depth_t', 'image2d_array_depth_t',
  // cl_khr_gl_msaa_sharing
  'image2d_msaa_t', 'image2d_array_msaa_t',
  'image2d_msaa_depth_t', 'image2d_array_msaa_depth_t',
];
// ... and the rest of that table.
const OPAQUE_TYPES = [
  'sampler_t', 'queue_t', 'ndrange_t', 'clk_event_t', 'reserve_id_t',
  'event_t', 'cl_mem_fence_flags',
];
// §6.15.12.6 atomic types, plus atomic_flag and atomic_half
// (cl_ext_float_atomics).
const ATOMIC_TYPES = [
  'atomic_int', 'atomic_uint', 'atomic_long', 'atomic_ulong',
  'atomic_float', 'atomic_double', 'atomic_half',
  'atomic_intptr_t', 'atomic_uintptr_t', 'atomic_size_t', 'atomic_ptrdiff_t',
  'atomic_flag',
];
// Table "Reserved Data Types" (single-word names). `long double`, `long long`
// and `unsigned long long` stay C's sized_type_specifier.
const RESERVED_TYPES = [
  'quad',
  ...VECTOR_SIZES.map(n => `quad${n}`),
  ...VECTOR_SIZES.map(n => `bool${n}`),
  ...['float', 'double'].flatMap(t =>
    VECTOR_SIZES.flatMap(n => VECTOR_SIZES.map(m => `${t}${n}x${m}`))),
];

const opencl = grammar(C, {
  name: 'opencl',

  conflicts: ($, original) => original.concat([
    // OpenCL: `(float4)` starts either a cast or a vector literal; the
    // token after `)` decides (GLR, vector_literal wins by dynamic precedence).
    [$.type_specifier, $._vector_literal_type],
    // OpenCL: `__attribute__((…))` at block start prefixes a declaration or a
    // statement (attributed_statement).
    [$._declaration_modifiers, $.attributed_statement],
  ]),

  rules: {

    // tree-sitter-c's directives end at a newline that must follow their last token at once;
    // trailing blanks (or a comment) before it made the parser skip the newline as whitespace
    // and read the next line as the macro's value (tree-sitter-c #212/#263). The end of a
    // directive here takes the blanks of its line with it: C's rule, its last member replaced.
    preproc_def: ($, original) => withLineEnd($, original),
    preproc_function_def: ($, original) => withLineEnd($, original),
    preproc_call: ($, original) => withLineEnd($, original),
    _preproc_line_end: _ => token.immediate(/[ \t]*\r?\n/),
    // C

    // OpenCL: `half` literals carry an h/H suffix (cl_khr_fp16), as in
    // `0.5h` or `1e-3H`; C's number token lacks that suffix.
    number_literal: (_, original) => choice(
      original,
      token(choice(
        // An optional sign, as C's own number token has one.
        /[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?[hH]/,
        /[-+]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][-+]?[0-9]+[hH]/,
      )),
    ),

    // OpenCL: kernels compute include paths with macros, as in
    // `#include M2S(INCLUDE_PATH/inc_vendor.h)`; such a path is not an
    // expression, so anything other than "…" or <…> is kept whole as a
    // `computed_include` for the preprocessor to expand.
    preproc_include: $ => seq(
      alias(/#[ \t]*include/, '#include'),
      field('path', choice(
        $.string_literal,
        $.system_lib_string,
        alias($.preproc_arg, $.computed_include),
      )),
      $._preproc_line_end,
    ),

    // OpenCL: `#pragma OPENCL …` and `#pragma unroll` at top level.
    _top_level_item: ($, original) => choice(original, $._opencl_pragma),

    // OpenCL: the same pragmas between statements (and in #if bodies).
    _block_item: ($, original) => choice(original, $._opencl_pragma),

    // OpenCL: the same pragmas inside struct/union bodies.
    _field_declaration_list_item: ($, original) =>
      choice(original, $._opencl_pragma),

    // OpenCL: `__kernel`/`kernel` goes where storage classes go.
    _declaration_modifiers: ($, original) =>
      choice(original, $.kernel_specifier),

    // OpenCL: GNU attributes before a typedef's type, as clang's tests and
    // headers write vector types: `typedef __attribute__((ext_vector_type(4))) float float4;`.
    _type_definition_type: ($, original) =>
      choice(original, seq(repeat1($.attribute_specifier), original)),

    // OpenCL: GNU attributes before a type name in casts and sizeof, as in
    // `(__attribute__((opencl_global_device)) int *)p`.
    type_descriptor: ($, original) =>
      choice(original, seq(repeat1($.attribute_specifier), original)),

    // OpenCL: address-space and access qualifiers act as type qualifiers, so
    // they work on parameters, locals, each pointer level, casts, typedefs,
    // fields and return types. `__const` is the GNU spelling of `const` that
    // clang accepts (AMD's samples use it). `uniform` is not a keyword: real
    // kernels name variables `uniform`. Nor is `constexpr`, a keyword of C23
    // only: OpenCL C (C99) may name a variable so (`int constexpr;`, which clang
    // accepts), so C's members are restated without it.
    type_qualifier: ($, original) => choice(
      ...original.members.filter(member => member.value !== 'constexpr'),
      $.address_space_qualifier,
      $.access_qualifier,
      '__const',
    ),

    // OpenCL: the built-in type families are type specifiers.
    type_specifier: ($, original) => choice(
      original,
      $.vector_type,
      $.image_type,
      $.opaque_type,
      $.atomic_type,
      $.reserved_type,
      $.pipe_type,
    ),

    // OpenCL: scalar names C lacks (uchar ushort uint ulong half); reuses C's
    // token so primitive_type stays one keyword token.
    primitive_type: (_, original) =>
      token(choice(...original.content.members, ...EXTRA_SCALARS)),

    // OpenCL: `int (^name)(int)` block pointers in declarators.
    _declarator: ($, original) => choice(original, $.block_pointer_declarator),
    // OpenCL: block pointers in struct fields.
    _field_declarator: ($, original) => choice(
      original,
      alias($.block_pointer_field_declarator, $.block_pointer_declarator),
    ),
    // OpenCL: `typedef int (^bl_t)(int);`.
    _type_declarator: ($, original) => choice(
      original,
      alias($.block_pointer_type_declarator, $.block_pointer_declarator),
    ),
    // OpenCL: `int (^)(int)` in parameter lists and type names.
    _abstract_declarator: ($, original) =>
      choice(original, $.abstract_block_pointer_declarator),

    // OpenCL: vector literals and block literals are primary expressions.
    _expression_not_binary: ($, original) =>
      choice(original, $.vector_literal, $.block_literal),

    // OpenCL: `.xyzw`, `.s0123`, `.lo`… after `.` (not `->`) is a swizzle.
    // A struct field whose name looks like a swizzle (`p.x`) is a swizzle
    // node too; analysis tells them apart with the argument's type.
    field_expression: ($, original) => choice(
      original,
      seq(
        prec(PREC.FIELD, seq(
          field('argument', $.expression),
          field('operator', '.'),
        )),
        field('field', $.swizzle),
      ),
    ),

    // OpenCL: `__attribute__((opencl_unroll_hint(4))) for (…)` and other
    // GNU attributes on statements, next to C23's `[[…]]`.
    attributed_statement: ($, original) => choice(
      original,
      seq(repeat1($.attribute_specifier), $.statement),
    ),

    // OpenCL: GNU attributes after a declarator, as in
    // `local float buf[64] __attribute__((aligned(16)));`.
    attributed_declarator: ($, original) => choice(
      original,
      prec.right(-1, seq($._declarator, repeat1($.attribute_specifier))),
    ),

    // OpenCL: built-in type names as call arguments, e.g. the attribute
    // `vec_type_hint(float4)` and macros such as `CONVERT(uint, x)`.
    // (C's rule restated with one more alternative: a choice(original, …)
    // would make every argument list ambiguous.)
    argument_list: $ => seq(
      '(',
      commaSep(choice(
        $.expression,
        $.compound_statement,
        alias($._builtin_type_descriptor, $.type_descriptor),
        // a lone qualifier as a macro argument: `IMPL(int, global)`
        $.type_qualifier,
      )),
      ')',
    ),

    // OpenCL

    // Qualifiers are single keyword tokens (leaf nodes; the spelling is the
    // node text): one parse-table column each instead of one per spelling.
    address_space_qualifier: _ => token(choice(
      '__global', 'global',
      '__local', 'local',
      '__constant', 'constant',
      '__private', 'private',
      '__generic', 'generic',
    )),

    access_qualifier: _ => token(choice(
      '__read_only', 'read_only',
      '__write_only', 'write_only',
      '__read_write', 'read_write',
    )),

    kernel_specifier: _ => token(choice('__kernel', 'kernel')),

    vector_type: _ => token(choice(
      ...VECTOR_ELEMENTS.flatMap(t => VECTOR_SIZES.map(n => t + n)),
    )),

    image_type: _ => token(choice(...IMAGE_TYPES)),

    opaque_type: _ => token(choice(...OPAQUE_TYPES)),

    atomic_type: _ => token(choice(...ATOMIC_TYPES)),

    // Single-word reserved names are keywords; `complex float` & co. are one
    // multi-word token so that `complex` alone stays an identifier.
    reserved_type: _ => choice(
      token(choice(...RESERVED_TYPES)),
      token(seq(
        choice('complex', 'imaginary'),
        /[ \t]+/,
        choice('half', 'float', 'double', 'quad'),
        optional(choice(...VECTOR_SIZES)),
      )),
    ),

    // `pipe int p`, `read_only pipe struct S p` (the access qualifier is a
    // sibling type_qualifier).
    pipe_type: $ => seq('pipe', field('type', $.type_specifier)),

    // `(float4)(a, b, c, d)`: only for built-in vector types; `(T)(a, b)`
    // with a typedef T stays a cast of a comma expression.
    vector_literal: $ => prec.dynamic(1, seq(
      '(',
      field('type', alias($._vector_literal_type, $.type_descriptor)),
      ')',
      field('arguments', $.argument_list),
    )),

    _vector_literal_type: $ => seq(
      repeat($.type_qualifier),
      field('type', $.vector_type),
      repeat($.type_qualifier),
    ),

    // A type_descriptor whose type is a built-in keyword, so that it cannot be
    // confused with an expression.
    _builtin_type_descriptor: $ => seq(
      repeat($.type_qualifier),
      field('type', choice(
        $.primitive_type,
        $.sized_type_specifier,
        $.vector_type,
        $.image_type,
        $.opaque_type,
        $.atomic_type,
        $.reserved_type,
      )),
      repeat($.type_qualifier),
      field('declarator', optional($._abstract_declarator)),
    ),

    swizzle: _ => token(choice(
      /[xyzw]{1,4}/,
      /[rgba]{1,4}/,
      /[sS][0-9a-fA-F]{1,16}/,
      'lo', 'hi', 'even', 'odd',
    )),

    // OpenCL 2.0 blocks: `^{ … }`, `^(int x){ … }`, `^int (int x){ … }`.
    block_literal: $ => seq(
      '^',
      optional(field('type', $.type_specifier)),
      optional(field('parameters', $.parameter_list)),
      field('body', $.compound_statement),
    ),

    // C with compilers' extensions: the MSVC-style `__restrict` may follow
    // `const` (`float * const __restrict p`, as clang and GCC accept), so
    // the pointer modifiers and the qualifiers after `*` come in any order.
    pointer_declarator: $ => prec.dynamic(1, prec.right(seq(
      optional($.ms_based_modifier),
      '*',
      repeat(choice($.ms_pointer_modifier, $.type_qualifier)),
      field('declarator', $._declarator),
    ))),
    pointer_field_declarator: $ => prec.dynamic(1, prec.right(seq(
      optional($.ms_based_modifier),
      '*',
      repeat(choice($.ms_pointer_modifier, $.type_qualifier)),
      field('declarator', $._field_declarator),
    ))),
    pointer_type_declarator: $ => prec.dynamic(1, prec.right(seq(
      optional($.ms_based_modifier),
      '*',
      repeat(choice($.ms_pointer_modifier, $.type_qualifier)),
      field('declarator', $._type_declarator),
    ))),
    abstract_pointer_declarator: $ => prec.dynamic(1, prec.right(seq('*',
      repeat(choice($.ms_pointer_modifier, $.type_qualifier)),
      field('declarator', optional($._abstract_declarator)),
    ))),

    block_pointer_declarator: $ => prec.dynamic(1, prec.right(seq(
      '^',
      repeat($.type_qualifier),
      field('declarator', $._declarator),
    ))),
    block_pointer_field_declarator: $ => prec.dynamic(1, prec.right(seq(
      '^',
      repeat($.type_qualifier),
      field('declarator', $._field_declarator),
    ))),
    block_pointer_type_declarator: $ => prec.dynamic(1, prec.right(seq(
      '^',
      repeat($.type_qualifier),
      field('declarator', $._type_declarator),
    ))),
    abstract_block_pointer_declarator: $ => prec.dynamic(1, prec.right(seq(
      '^',
      repeat($.type_qualifier),
      field('declarator', optional($._abstract_declarator)),
    ))),

    // Pragmas. `#pragma OPENCL` / `#pragma unroll` are single tokens that
    // outrun C's preproc_directive (`#pragma`), so every other pragma stays
    // C's preproc_call.
    _opencl_pragma: $ => choice(
      $.opencl_extension_pragma,
      $.opencl_pragma,
      $.unroll_pragma,
    ),

    // `#pragma OPENCL EXTENSION cl_khr_fp64 : enable` (extension may be `all`).
    opencl_extension_pragma: $ => seq(
      alias($._pragma_opencl, '#pragma OPENCL'),
      'EXTENSION',
      field('extension', $.identifier),
      ':',
      field('behavior', $.identifier),
      '\n',
    ),

    // `#pragma OPENCL FP_CONTRACT ON`, `#pragma OPENCL SELECT_ROUNDING_MODE rte`.
    opencl_pragma: $ => seq(
      alias($._pragma_opencl, '#pragma OPENCL'),
      field('name', $.identifier),
      optional(field('value', $.identifier)),
      '\n',
    ),

    // `#pragma unroll`, `#pragma unroll 4`, `#pragma nounroll`.
    unroll_pragma: $ => seq(
      choice(
        alias($._pragma_unroll, '#pragma unroll'),
        alias($._pragma_nounroll, '#pragma nounroll'),
      ),
      optional(field('count', $._preproc_expression)),
      '\n',
    ),

    _pragma_opencl: _ => token(prec(1, /#[ \t]*pragma[ \t]+OPENCL/)),
    _pragma_unroll: _ => token(prec(1, /#[ \t]*pragma[ \t]+unroll/)),
    _pragma_nounroll: _ => token(prec(1, /#[ \t]*pragma[ \t]+nounroll/)),
  },
});

// OpenCL: tree-sitter breaks ties between equally long tokens by rule order,
// and only tokens that win over the word token (`identifier`) become
// keywords. Rules added by a child grammar come after C's `identifier`, so
// move the OpenCL keyword-like tokens in front of it.
const EARLY_TOKENS = [
  'address_space_qualifier', 'access_qualifier', 'kernel_specifier',
  'vector_type', 'image_type', 'opaque_type', 'atomic_type', 'reserved_type',
  'swizzle',
];
const reordered = {};
for (const [name, rule] of Object.entries(opencl.grammar.rules)) {
  if (name === 'identifier') {
    for (const early of EARLY_TOKENS) reordered[early] = opencl.grammar.rules[early];
  }
  if (!EARLY_TOKENS.includes(name)) reordered[name] = rule;
}
opencl.grammar.rules = reordered;

module.exports = opencl;

/**
 * A directive rule of tree-sitter-c (a `seq` ending in its newline token) ending in
 * `_preproc_line_end` instead, which takes the line's trailing blanks too.
 *
 * @param {GrammarSymbols<string>} $
 * @param {Rule} original
 *
 * @returns {SeqRule}
 */
function withLineEnd($, original) {
  // @ts-ignore - the DSL's rule objects: a SEQ has its members.
  return seq(...original.members.slice(0, -1), $._preproc_line_end);
}

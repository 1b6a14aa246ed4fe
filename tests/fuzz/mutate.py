"""Mutations of OpenCL C source bytes, each drawn from a `random.Random`.

`make_input(seed, index)` is the whole recipe of one fuzz input: a generator
seeded with (seed, index) picks a seed file and stacks one to four mutations
on it, so input N of a campaign is the same on every machine and can be made
again from its number alone (`campaign check --replay N`).

The mutations aim at what a file being typed, a generated file or a hostile
file can hold: flipped bytes, tokens deleted, repeated or replaced, two files
spliced, deep nesting, long lines and long expressions, huge literals, invalid
UTF-8, NUL bytes, identifiers of hundreds of characters (also as macro names),
and broken or odd preprocessor directives (`#line`, `#if`, `#include`, ...).
Nothing here knows the engine.
"""

from __future__ import annotations

import random
import re
from typing import Callable, Sequence

# Inputs are kept under this size: the engine promises a second for 256 KB,
# and a campaign should spend its time on many inputs, not on a few huge ones.
MAX_BYTES = 300 * 1024

_TOKEN = re.compile(
    rb"[A-Za-z_][A-Za-z0-9_]*"
    rb"|0[xX][0-9a-fA-F]+[uUlL]*"
    rb"|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?[fFhHuUlL]*"
    rb'|"(?:[^"\\\n]|\\.)*"'
    rb"|'(?:[^'\\\n]|\\.)*'"
    rb"|//[^\n]*"
    rb"|/\*.*?\*/"
    rb"|\s+"
    rb"|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||##|[-+*/%&|^!=<>]="
    rb"|.",
    re.S,
)

VOCABULARY = [
    b"kernel", b"__kernel", b"void", b"global", b"__global", b"local", b"__local", b"constant", b"__constant",
    b"private", b"__private", b"generic", b"read_only", b"write_only", b"read_write", b"__read_only",
    b"image2d_t", b"image3d_t", b"image1d_buffer_t", b"sampler_t", b"event_t", b"pipe", b"queue_t",
    b"float", b"float2", b"float3", b"float4", b"float8", b"float16", b"half", b"half4", b"double", b"double2",
    b"int", b"uint4", b"char16", b"uchar", b"short8", b"long", b"ulong2", b"size_t", b"ptrdiff_t", b"bool",
    b"atomic_int", b"atomic_flag", b"memory_order_relaxed", b"struct", b"union", b"enum", b"typedef",
    b"const", b"volatile", b"restrict", b"static", b"extern", b"inline", b"unsigned", b"signed",
    b"if", b"else", b"for", b"while", b"do", b"switch", b"case", b"default", b"break", b"continue", b"return",
    b"goto", b"sizeof", b"vec_step", b"__attribute__", b"reqd_work_group_size", b"work_group_size_hint",
    b"vec_type_hint", b"get_global_id", b"get_local_id", b"get_group_id", b"get_global_size", b"barrier",
    b"CLK_LOCAL_MEM_FENCE", b"CLK_GLOBAL_MEM_FENCE", b"mem_fence", b"atomic_add", b"atomic_inc", b"atom_add",
    b"vload4", b"vstore4", b"vload_half", b"read_imagef", b"write_imagef", b"convert_int4_sat", b"as_float4",
    b"mad", b"fma", b"dot", b"cross", b"normalize", b"native_sin", b"half_exp", b"clamp", b"select",
    b"async_work_group_copy", b"wait_group_events", b"printf", b"enqueue_kernel", b"ndrange_1D",
    b"work_group_reduce_add", b"sub_group_broadcast", b"to_global", b"NULL", b"M_PI_F", b"MAXFLOAT",
    b"INFINITY", b"__OPENCL_VERSION__", b"__FILE__", b"__LINE__", b"CL_VERSION_2_0", b"FLT_MAX",
    b".x", b".xyzw", b".s0123", b".s89abcdef", b".hi", b".lo", b".even", b".odd", b".rgba",
    b"(float4)(1.0f, 2.0f, 3.0f, 4.0f)", b"(int2)(0)", b"^{ return 1; }", b"[[", b"]]",
    b"x", b"i", b"n", b"out", b"in", b"a", b"b", b"tmp", b"0", b"1", b"1.0f", b"0x7fffffff", b"1e38", b"'a'",
    b'"s"', b"...", b"::", b"@", b"$", b"`", b"\\", b"#", b"##",
    b"(", b")", b"{", b"}", b"[", b"]", b";", b",", b"=", b"+", b"-", b"*", b"/", b"%", b"<", b">", b"?", b":",
    b"&", b"|", b"^", b"~", b"!", b".", b"->", b"++", b"--", b"<<", b">>", b"&&", b"||", b"==", b"!=",
]

DIRECTIVES = [
    b"#line 0", b"#line 1", b"#line 4294967296", b"#line 99999999999999999999999999", b"#line -1",
    b"#line 0x10", b"#line 1\xc2\xb2", b"#line \xd9\xa3", b"#line \xef\xbc\x91\xef\xbc\x92", b"#line 12 \"other.cl\"",
    b"#line 7 \"\"", b"#line 7 \"unterminated", b"#line", b"#line x", b"#line 10 20", b"# 33 \"gnu.cl\" 1",
    b"#if", b"#if 1", b"#if 0", b"#if 1/0", b"#if 1 % 0", b"#if (", b"#if ((1)", b"#if defined",
    b"#if defined(", b"#if defined X", b"#if 18446744073709551616", b"#if -9223372036854775807 - 1 / -1",
    b"#if (-9223372036854775807 - 1) / -1", b"#if 1 ? 2", b"#if 'ab'", b"#if \"s\"", b"#if 1 <<  99",
    b"#if 0x", b"#if 1.5", b"#if __OPENCL_VERSION__ >= 200", b"#if \xd9\xa3", b"#if 1\xc2\xb2",
    b"#elif", b"#elif 1", b"#else", b"#else junk", b"#endif", b"#endif junk", b"#ifdef", b"#ifndef",
    b"#ifdef X", b"#ifndef __OPENCL_C_VERSION__", b"#define", b"#define X", b"#define X X",
    b"#define A B\n#define B A", b"#define F(x) F(x)", b"#define F(x, x) x", b"#define F(", b"#define F(...) __VA_ARGS__",
    b"#define CAT(a, b) a ## b", b"#define STR(a) #a", b"#define X 1 +", b"#define kernel", b"#define global",
    b"#define defined", b"#undef", b"#undef X", b"#undef __OPENCL_VERSION__", b"#include", b"#include <",
    b"#include \"", b"#include \"fuzz.cl\"", b"#include __FILE__", b"#include X", b"#include <opencl-c.h>",
    b"#include \"missing.h\"", b"#include \"cycle_a.h\"", b"#include \"self.h\"", b"#include <sys_header.h>",
    b"#include \"errors.h\"", b"#include \"warns.h\"", b"#include \"a.h\"", b"#include \"include/c2.h\"", b"#include \"../../../../../../etc/passwd\"", b"#include \"/dev/zero\"",
    b"#pragma OPENCL EXTENSION all : enable", b"#pragma OPENCL EXTENSION all : disable",
    b"#pragma OPENCL EXTENSION cl_khr_fp64 : enable", b"#pragma OPENCL EXTENSION cl_khr_fp16 : bogus",
    b"#pragma OPENCL EXTENSION : enable", b"#pragma OPENCL FP_CONTRACT ON", b"#pragma OPENCL",
    b"#pragma unroll", b"#pragma unroll 4", b"#pragma unroll -1", b"#pragma", b"#error oops", b"#warning hm",
    b"#", b"#!", b"# 1", b"??=define X 1", b"%:define X 1", b"#ident \"x\"", b"#assert x", b"#import \"x.h\"",
    b"#include_next <x.h>", b"#\\\ndefine X 1", b"#define LONG \\", b"/*", b"*/", b"//\\",
]

MULTIBYTE = ["é", "ß", "中文", "😀", "𝔘", "\u0301", "\u200b", "\u00a0", "\u2028", "\ufeff", "👩\u200d💻", "Ω"]
INVALID_UTF8 = [b"\xff", b"\xfe", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\x80",
                b"\xf0\x9f\x98", b"\xed\xbf\xbf"]


def tokens(data: bytes) -> list[bytes]:
    return _TOKEN.findall(data)


def _pos(rng: random.Random, data: bytes) -> int:
    return rng.randint(0, len(data))


def _line_start(rng: random.Random, data: bytes) -> int:
    """A random line start (where a directive may begin)."""
    starts = [0] + [m.end() for m in re.finditer(rb"\n", data)]
    return rng.choice(starts)


def _size(rng: random.Random, small: int, large: int) -> int:
    """Mostly small, seldom large: about one draw in thirty comes within a tenth (logarithmic) of `large`.

    Huge inputs cost a campaign far more time than they add variety; the
    scaling benchmark (bench/bench_scaling.py) covers the sizes themselves.
    """
    return int(round(small * (large / small) ** (rng.random() ** 3)))


def _long_name(rng: random.Random) -> bytes:
    length = rng.choice([500, 501, 777, 1000, 2048, 5000, 20000])
    alphabet = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"
    head = bytes([rng.choice(alphabet[:53])])
    if rng.random() < 0.5:  # one repeated letter: the worst case for a trie of names
        return head + head.lower() * (length - 1)
    return head + bytes(rng.choice(alphabet) for _ in range(length - 1))


# Each mutation takes (rng, data, other seed's bytes) and returns new bytes.


def byte_flip(rng, data, other):
    if not data:
        return bytes([rng.randrange(256)])
    out = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 4, 16])):
        i = rng.randrange(len(out))
        out[i] = out[i] ^ (1 << rng.randrange(8)) if rng.random() < 0.6 else rng.randrange(256)
    return bytes(out)


def token_delete(rng, data, other):
    toks = tokens(data)
    if not toks:
        return data
    i = rng.randrange(len(toks))
    n = rng.choice([1, 1, 1, 2, 3, 10])
    return b"".join(toks[:i] + toks[i + n :])


def token_duplicate(rng, data, other):
    toks = tokens(data)
    if not toks:
        return data
    i = rng.randrange(len(toks))
    n = rng.choice([1, 1, 2, 5, 20])
    times = rng.choice([2, 2, 3, 3, 10, 10, 100])
    return b"".join(toks[:i] + toks[i : i + n] * times + toks[i + n :])


def token_replace(rng, data, other):
    toks = tokens(data)
    if not toks:
        return data
    pool = toks + tokens(other) if rng.random() < 0.5 else VOCABULARY
    for _ in range(rng.choice([1, 1, 2, 5])):
        toks[rng.randrange(len(toks))] = rng.choice(pool)
    return b"".join(toks)


def token_swap(rng, data, other):
    toks = tokens(data)
    if len(toks) < 2:
        return data
    i, j = rng.randrange(len(toks)), rng.randrange(len(toks))
    toks[i], toks[j] = toks[j], toks[i]
    return b"".join(toks)


def vocabulary_insert(rng, data, other):
    i = _pos(rng, data)
    words = b" ".join(rng.choice(VOCABULARY) for _ in range(rng.choice([1, 1, 2, 4, 8])))
    return data[:i] + words + data[i:]


def splice(rng, data, other):
    a, b = tokens(data), tokens(other)
    if rng.random() < 0.5:  # head of one, tail of the other
        return b"".join(a[: rng.randint(0, len(a))] + b[rng.randint(0, len(b)) :])
    i = _pos(rng, data)
    j = rng.randint(0, len(other))
    k = rng.randint(j, len(other))
    return data[:i] + other[j:k] + data[i:]


def truncate(rng, data, other):
    return data[: _pos(rng, data)]


def line_shuffle(rng, data, other):
    lines = data.split(b"\n")
    op = rng.randrange(3)
    i = rng.randrange(len(lines))
    if op == 0:
        del lines[i : i + rng.choice([1, 2, 5])]
    elif op == 1:
        lines[i:i] = lines[i : i + rng.choice([1, 3])] * rng.choice([2, 10, 100])
    else:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def deep_nesting(rng, data, other):
    depth = _size(rng, 20, 10000)
    kind = rng.randrange(9)
    if kind == 0:
        piece = b"(" * depth + b"x" + b")" * depth
    elif kind == 1:
        piece = b"(" * depth  # unclosed
    elif kind == 2:
        piece = b"{" * depth + b"}" * depth
    elif kind == 3:
        piece = b"[" * depth + b"0" + b"]" * depth
    elif kind == 4:
        piece = b"if (x) " * depth + b"x = 1;"
    elif kind == 5:
        piece = b"f(" * depth + b"1" + b")" * depth
    elif kind == 6:
        piece = b"-" * depth + b"x" if rng.random() < 0.5 else b"!~" * (depth // 2) + b"x"
    elif kind == 7:
        depth = min(depth, 2000)
        piece = b"\n#if 1\n" * depth + b"int x;\n" + b"#endif\n" * depth
    else:
        piece = b"*" * depth + b"p"
    i = _pos(rng, data)
    if rng.random() < 0.5:  # inside a kernel body, where statements and expressions live
        piece = b"\nkernel void nest(global int *x) { int y = " + piece + b"; }\n"
        i = len(data)
    return data[:i] + piece + data[i:]


def long_expression(rng, data, other):
    terms = _size(rng, 50, 8000)
    kind = rng.randrange(5)
    if kind == 0:
        body = b"int s = " + b" + ".join(b"x[%d]" % (k % 97) for k in range(terms)) + b";"
    elif kind == 1:
        body = b"if (x[0] == 0) x[0] = 0;" + b"".join(b" else if (x[0] == %d) x[0] = %d;" % (k, k) for k in range(terms))
    elif kind == 2:
        body = b"int s = 0; " + b"s += x[1]; " * terms
    elif kind == 3:
        body = b"float4 v = (float4)(" + b", ".join(b"1.0f" for _ in range(min(terms, 4096))) + b");"
    else:
        body = b"int s = x[0]" + b" ? x[1]" * terms + b" : 0" * terms + b";"
    if rng.random() < 0.5:  # a syntax error elsewhere: the case that used to be quadratic
        body += b" int broken = ;"
    piece = b"\nkernel void long_one(global int *x) { " + body + b" }\n"
    return data + piece if rng.random() < 0.7 else piece + data


def long_line(rng, data, other):
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    line = lines[i] or b"x"
    lines[i] = line * max(1, _size(rng, 100, 100000) // len(line))
    if rng.random() < 0.3:  # one logical line made of many continued ones
        lines[i] = lines[i].replace(b" ", b" \\\n")
    return b"\n".join(lines)


def huge_literal(rng, data, other):
    n = _size(rng, 40, 100000)
    literal = rng.choice([
        b"1" * n, b"0x" + b"f" * n, b"0" * n + b"1", b"1." + b"5" * n + b"f", b"1e" + b"9" * min(n, 40),
        b"1e-" + b"9" * min(n, 40), b"0x1p" + b"9" * min(n, 40), b'"' + b"a" * n + b'"', b"'" + b"ab" * n + b"'",
        b'"' + b"\\x" + b"f" * n + b'"', b"1" * n + b"ull", b"0b" + b"1" * n, b"0" + b"7" * n, b'"unterminated',
        b"'", b"1.0e", b"0x", b"1..2", b"1e+", b"(float" + b"4" * min(n, 50) + b")(1)",
    ])
    toks = tokens(data)
    numbers = [k for k, t in enumerate(toks) if t[:1].isdigit()]
    if numbers and rng.random() < 0.7:
        toks[rng.choice(numbers)] = literal
        return b"".join(toks)
    return data + b"\nconstant ulong big = " + literal + b";\n"


def invalid_utf8(rng, data, other):
    out = data
    for _ in range(rng.choice([1, 1, 3])):
        i = _pos(rng, out)
        out = out[:i] + rng.choice(INVALID_UTF8) + out[i:]
    return out


def multibyte(rng, data, other):
    i = _pos(rng, data)
    text = "".join(rng.choice(MULTIBYTE) for _ in range(rng.choice([1, 2, 5])))
    if rng.random() < 0.3:  # as an identifier, or inside one
        text = "x" + text + "y"
    return data[:i] + text.encode() + data[i:]


def nul_bytes(rng, data, other):
    where = rng.randrange(4)
    if where == 0:
        i = _pos(rng, data)
    elif where == 1:
        i = 0
    elif where == 2:  # past the part a binary sniff looks at
        data = data + b"\n// " + b"pad " * 2100 + b"\n"
        i = len(data)
    else:
        i = len(data)
    return data[:i] + b"\x00" * rng.choice([1, 1, 2, 100]) + data[i:]


def long_identifier(rng, data, other):
    name = _long_name(rng)
    toks = tokens(data)
    idents = [t for t in set(toks) if re.fullmatch(rb"[A-Za-z_]\w*", t)]
    kind = rng.randrange(5)
    if kind == 0 and idents:
        old = rng.choice(sorted(idents))
        return b"".join(name if t == old else t for t in toks)
    if kind == 1:
        return b"#define " + name + b" 1\n#if " + name + b"\n#endif\n" + data + b"\nint v = " + name + b";\n"
    if kind == 2:
        return b"#define " + name + b"(a, b) ((a) + (b))\n" + data + b"\nkernel void k(global int *x) { x[0] = " + \
            name + b"(1, 2); }\n"
    if kind == 3:  # many long macro names that share a prefix
        defs = b"".join(b"#define " + name + b"%d %d\n" % (k, k) for k in range(rng.choice([2, 10, 50])))
        return defs + data
    i = _pos(rng, data)
    return data[:i] + b" " + name + b" " + data[i:]


def directive(rng, data, other):
    i = _line_start(rng, data)
    lines = b"\n".join(rng.choice(DIRECTIVES) for _ in range(rng.choice([1, 1, 2, 3])))
    return data[:i] + lines + b"\n" + data[i:]


def directive_mutation(rng, data, other):
    lines = data.split(b"\n")
    marks = [k for k, line in enumerate(lines) if line.lstrip().startswith(b"#")]
    if not marks:
        return directive(rng, data, other)
    k = rng.choice(marks)
    line = lines[k]
    op = rng.randrange(6)
    if op == 0:
        del lines[k]
    elif op == 1:
        lines.insert(k, line)
    elif op == 2:
        lines[k] = rng.choice(DIRECTIVES)
    elif op == 3:
        for old, new in ((b"#ifdef", b"#ifndef"), (b"#if", b"#elif"), (b"#endif", b"#else"), (b"#define", b"#undef"),
                         (b"#include", b"#line"), (b"#line", b"#if")):
            if old in line:
                lines[k] = line.replace(old, new, 1)
                break
    elif op == 4:
        lines[k] = line + b" \\"  # the next line joins the directive
    else:
        lines[k] = line[: rng.randint(0, len(line))]
    return b"\n".join(lines)


def line_endings(rng, data, other):
    return data.replace(b"\n", rng.choice([b"\r\n", b"\r", b"\n\n", b"\\\n", b"\x0c\n", b"\xe2\x80\xa8"]))


def whitespace(rng, data, other):
    op = rng.randrange(3)
    if op == 0:
        return re.sub(rb"[ \t]+", b"", data)
    if op == 1:
        return data.replace(b" ", rng.choice([b"\t", b"\x0b", b"\x0c", b"\xc2\xa0", b"  " * 50]))
    return b"\xef\xbb\xbf" + data  # a byte order mark


def comment_or_string_break(rng, data, other):
    i = _pos(rng, data)
    return data[:i] + rng.choice([b"/*", b"*/", b"//", b'"', b"'", b"\\", b"\\\n", b"/* /* */", b"R\"(", b"??/"]) + data[i:]


def raw_string_file(rng, data, other):
    """The text as a kernel file the host `#include`s into a C++ string: cut into one to three raw
    string literals (a comment before them, a delimiter, maybe too long), at times with the last
    `)"` not typed yet or a stray one typed in the middle (syntax/raw_string_file.py)."""
    delim = rng.choice([b"", b"CL", b"x" * 16, b"x" * 17])
    cuts = sorted(rng.sample(range(len(data) + 1), min(rng.randrange(3), len(data) + 1)))
    pieces = [data[a:b] for a, b in zip([0] + cuts, cuts + [len(data)])]
    out = rng.choice([b"", b"// Loaded as a C++ string.\n", b"/* c */ ", b"u8"]) + b"\n".join(
        b'R"' + delim + b"(" + piece + b")" + delim + b'"' for piece in pieces)
    op = rng.randrange(3)
    if op == 0:
        out = out[: -len(delim) - 2]
    elif op == 1:
        i = _pos(rng, out)
        out = out[:i] + b")" + delim + b'"' + out[i:]
    return out


def stringified_file(rng, data, other):
    """The text as a kernel file the host `#include`s as a stringizing macro's argument
    (`MSTRINGIFY(` ... `)`, `\\n` before its directive lines), at times with the last `)` not
    typed yet, a stray one typed in the middle, or escapes in the middle of lines
    (syntax/stringified_file.py)."""
    name = rng.choice([b"MSTRINGIFY", b"STRINGIFY", b"stringify_kernel", b"STRINGIZE"])
    lines = data.split(b"\n")
    escaped = b"\n".join(b"\\n" + line if line.lstrip().startswith(b"#") or not line.strip() else line
                          for line in lines)
    out = rng.choice([b"", b"// Loaded as a C++ string.\n", b"/* c */ "]) + name + b"(\n" + escaped + b"\n)\n"
    op = rng.randrange(4)
    if op == 0:
        out = out[:-2]
    elif op in (1, 2):
        i = _pos(rng, out)
        out = out[:i] + (b")" if op == 1 else b"\\n") + out[i:]
    return out


MUTATIONS: dict[str, Callable[[random.Random, bytes, bytes], bytes]] = {
    "byte-flip": byte_flip,
    "token-delete": token_delete,
    "token-duplicate": token_duplicate,
    "token-replace": token_replace,
    "token-swap": token_swap,
    "vocabulary": vocabulary_insert,
    "splice": splice,
    "truncate": truncate,
    "lines": line_shuffle,
    "deep-nesting": deep_nesting,
    "long-expression": long_expression,
    "long-line": long_line,
    "huge-literal": huge_literal,
    "invalid-utf8": invalid_utf8,
    "multibyte": multibyte,
    "nul": nul_bytes,
    "long-identifier": long_identifier,
    "directive": directive,
    "directive-mutation": directive_mutation,
    "line-endings": line_endings,
    "whitespace": whitespace,
    "comment-string": comment_or_string_break,
    "raw-string-file": raw_string_file,
    "stringified-file": stringified_file,
}
# The cheap, local mutations come up more often than the ones that make big inputs.
WEIGHTS = {name: 3 for name in MUTATIONS}
WEIGHTS.update({"byte-flip": 6, "token-delete": 6, "token-replace": 6, "token-duplicate": 3, "directive": 5,
                "directive-mutation": 4, "deep-nesting": 1, "long-expression": 1, "long-line": 1, "huge-literal": 2,
                "long-identifier": 2, "nul": 1, "line-endings": 1, "whitespace": 1, "truncate": 2})
_NAMES = list(MUTATIONS)
_CUMULATIVE = [WEIGHTS[name] for name in _NAMES]


def input_random(seed: int, index: int) -> random.Random:
    return random.Random(f"opencl-lsp-fuzz:{seed}:{index}")


def make_input(seed: int, index: int, seeds: Sequence[tuple[str, bytes]]) -> tuple[bytes, str]:
    """Input `index` of campaign `seed`: its bytes and a description (seed file and mutations)."""
    rng = input_random(seed, index)
    name, data = seeds[rng.randrange(len(seeds))]
    applied = []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
        op = rng.choices(_NAMES, _CUMULATIVE)[0]
        other = seeds[rng.randrange(len(seeds))][1]
        mutated = MUTATIONS[op](rng, data, other)
        if len(mutated) > MAX_BYTES:
            continue  # Too big to be a useful input; the next mutation works on the previous bytes.
        data = mutated
        applied.append(op)
    return data, f"{name} + {'+'.join(applied) or 'none'}"

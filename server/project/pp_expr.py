"""Evaluation of `#if` and `#elif` controlling expressions.

This module knows C's integer constant expressions as the preprocessor sees
them: integer and character constants (with `u`/`U`/`l`/`L` suffixes, hex,
octal and binary), unary `+ - ~ !`, the binary operators from `*` down to
`||`, the conditional operator and the comma operator, with the usual
arithmetic conversions over 64-bit `intmax_t`/`uintmax_t` (a value is
unsigned when a suffix or a conversion made it so, and wraps modulo 2**64).
Identifiers left after macro expansion evaluate to 0, as C requires.

It does not know macros or `defined`: the preprocessor replaces those before
calling `evaluate`. Evaluation uses an explicit operator stack (shunting
yard), so a deeply parenthesised expression cannot exhaust the Python stack.
Errors in an operand that is not evaluated (`0 && 1/0`) are dropped, as in C.
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from .pp_lexer import CHR, ID, NUM, PUNCT, STR

_MASK = (1 << 64) - 1
# The digits each base allows, ASCII only: Python's int() would also take
# underscores, blanks and non-ASCII decimal digits, none of which C accepts.
_DIGITS = {16: re.compile(r"[0-9a-f]+"), 2: re.compile(r"[01]+"), 8: re.compile(r"[0-7]+"), 10: re.compile(r"[0-9]+")}
_SIGN = 1 << 63


def _wrap(value: int, unsigned: bool) -> int:
    value &= _MASK
    if not unsigned and value & _SIGN:
        value -= 1 << 64
    return value


class ExprError(Exception):
    pass


def parse_integer(text: str) -> tuple[int, bool]:
    """Value and unsignedness of a pp-number used as an integer constant."""
    body = text.lower()
    unsigned = False
    while body and body[-1] in "ul":
        if body[-1] == "u":
            unsigned = True
        body = body[:-1]
    if body.startswith("0x"):
        digits, base = body[2:], 16
    elif body.startswith("0b"):
        digits, base = body[2:], 2
    elif len(body) > 1 and body.startswith("0"):
        digits, base = body[1:], 8
    else:
        digits, base = body, 10
    if not _DIGITS[base].fullmatch(digits):
        raise ExprError(f"invalid integer constant '{text}' in preprocessor expression")
    # Past 64 significant digits no base fits 64 bits; and int() refuses strings of over
    # 4,300 digits with a ValueError.
    significant = digits.lstrip("0") or "0"
    if len(significant) > 64:
        raise ExprError(f"integer constant '{text[:40]}...' is too large")
    value = int(significant, base)
    # A decimal constant too large for intmax_t is still taken, as unsigned.
    if value > _MASK:
        raise ExprError(f"integer constant '{text}' is too large")
    if value & _SIGN:
        unsigned = True
    return value, unsigned


_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92, "'": 39, '"': 34, "?": 63, "e": 27}


def parse_char(text: str) -> int:
    """Value of a character constant (multi-character constants as GCC packs them)."""
    quote = text.index("'")
    body = text[quote + 1 : -1] if text.endswith("'") and len(text) > quote + 1 else text[quote + 1 :]
    values = []
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            values.append(ord(c))
            i += 1
            continue
        i += 1
        if i >= len(body):
            break
        c = body[i]
        if c == "x":
            j = i + 1
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            values.append(int(body[max(i + 1, j - 2) : j] or "0", 16))  # Its low byte: the last two digits.
            i = j
        elif c in "01234567":
            j = i
            while j < len(body) and j < i + 3 and body[j] in "01234567":
                j += 1
            values.append(int(body[i:j], 8) & 0xFF)
            i = j
        else:
            values.append(_ESCAPES.get(c, ord(c)))
            i += 1
    if not values:
        raise ExprError("empty character constant in preprocessor expression")
    if len(values) == 1:
        v = values[0]
        # A plain char is signed, as on every OpenCL device we know of.
        return v - 256 if v >= 128 and quote == 0 else v
    result = 0
    for v in values[-4:]:  # Only the last four fit in 32 bits (and a 190 KB constant would be a bignum).
        result = (result << 8) | (v & 0xFF)
    return _wrap(result, False)


# Binary operator precedences; higher binds tighter.
_BINARY = {
    "*": 13, "/": 13, "%": 13,
    "+": 12, "-": 12,
    "<<": 11, ">>": 11,
    "<": 10, "<=": 10, ">": 10, ">=": 10,
    "==": 9, "!=": 9,
    "&": 8, "^": 7, "|": 6, "&&": 5, "||": 4,
    "?": 3, ",": 2,
}
_UNARY_PREC = 14
_TERNARY = "?:"

# A value is (int, unsigned, error or None).
_Value = tuple


def _binary(op: str, a: _Value, b: _Value) -> _Value:
    av, au, ae = a
    bv, bu, be = b
    if op == "&&":
        if av == 0:
            return (0, False, ae)
        return (1 if bv else 0, False, ae or be)
    if op == "||":
        if av != 0:
            return (1, False, ae)
        return (1 if bv else 0, False, ae or be)
    if op == ",":
        return (bv, bu, ae or be)
    err = ae or be
    if op in ("<<", ">>"):
        # The result has the type of the left operand.
        unsigned = au
        count = bv
        if op == ">>":
            count = -count
        if count >= 64:
            return (0, unsigned, err)
        if count >= 0:
            return (_wrap(av << count, unsigned), unsigned, err)
        count = -count
        if count >= 64:
            return (-1 if av < 0 else 0, unsigned, err)
        return (_wrap(av >> count, unsigned), unsigned, err)
    unsigned = au or bu
    if unsigned:
        av &= _MASK
        bv &= _MASK
    if op == "+":
        return (_wrap(av + bv, unsigned), unsigned, err)
    if op == "-":
        return (_wrap(av - bv, unsigned), unsigned, err)
    if op == "*":
        return (_wrap(av * bv, unsigned), unsigned, err)
    if op in ("/", "%"):
        if bv == 0:
            return (0, unsigned, err or "division by zero in preprocessor expression")
        q = abs(av) // abs(bv)
        if (av < 0) != (bv < 0):
            q = -q
        if op == "/":
            return (_wrap(q, unsigned), unsigned, err)
        return (_wrap(av - q * bv, unsigned), unsigned, err)
    if op == "<":
        return (int(av < bv), False, err)
    if op == "<=":
        return (int(av <= bv), False, err)
    if op == ">":
        return (int(av > bv), False, err)
    if op == ">=":
        return (int(av >= bv), False, err)
    if op == "==":
        return (int(av == bv), False, err)
    if op == "!=":
        return (int(av != bv), False, err)
    if op == "&":
        return (_wrap(av & bv, unsigned), unsigned, err)
    if op == "^":
        return (_wrap(av ^ bv, unsigned), unsigned, err)
    if op == "|":
        return (_wrap(av | bv, unsigned), unsigned, err)
    raise ExprError(f"unknown operator '{op}'")


def _unary(op: str, a: _Value) -> _Value:
    v, u, e = a
    if op == "-":
        return (_wrap(-v, u), u, e)
    if op == "+":
        return a
    if op == "~":
        return (_wrap(~v, u), u, e)
    return (int(v == 0), False, e)


def evaluate(tokens: Sequence[tuple[str, str]]) -> tuple[int, Optional[str]]:
    """Evaluate (kind, text) tokens; return the value and an error message or None.

    On a syntax error the value is 0 and the message says what was wrong.
    """
    try:
        value = _evaluate(tokens)
    except ExprError as err:
        return 0, str(err)
    return value[0], value[2]


def _evaluate(tokens: Sequence[tuple[str, str]]) -> _Value:
    if not tokens:
        raise ExprError("#if with no expression")
    values: list[_Value] = []
    # Operator stack entries: (op, precedence, kind) with kind "u" unary,
    # "b" binary, "(" parenthesis, "?" a pending conditional, "t" ternary.
    ops: list[tuple[str, int, str]] = []

    expect_operand = True
    for kind, text in tokens:
        if expect_operand:
            if kind is NUM:
                if "." in text or (("e" in text.lower() or "p" in text.lower()) and not text.lower().startswith("0x")):
                    raise ExprError(f"floating constant '{text}' in preprocessor expression")
                v, u = parse_integer(text)
                values.append((v, u, None))
                expect_operand = False
            elif kind is CHR:
                values.append((parse_char(text), False, None))
                expect_operand = False
            elif kind is ID:
                values.append((0, False, None))
                expect_operand = False
            elif kind is PUNCT and text in ("+", "-", "~", "!"):
                ops.append((text, _UNARY_PREC, "u"))
            elif kind is PUNCT and text == "(":
                ops.append(("(", 0, "("))
            elif kind is STR:
                raise ExprError(f"string literal {text} in preprocessor expression")
            else:
                raise ExprError(f"expected a value before '{text}'")
            continue
        # An operand was just read: expect an operator or a closing parenthesis.
        if kind is PUNCT and text == ")":
            while ops and ops[-1][2] != "(":
                _apply(values, ops)
            if not ops:
                raise ExprError("unbalanced ')' in preprocessor expression")
            ops.pop()
            continue
        if kind is PUNCT and text == ":":
            while ops and ops[-1][2] not in ("?", "("):
                _apply(values, ops)
            if not ops or ops[-1][2] != "?":
                raise ExprError("':' without '?' in preprocessor expression")
            ops.pop()
            ops.append((_TERNARY, 3, "t"))
            expect_operand = True
            continue
        prec = _BINARY.get(text) if kind is PUNCT else None
        if prec is None:
            raise ExprError(f"missing binary operator before '{text}'")
        if text == "?":
            # Right-associative: only tighter operators are applied first.
            while ops and ops[-1][1] > prec and ops[-1][2] in ("u", "b", "t"):
                _apply(values, ops)
            ops.append(("?", prec, "?"))
        else:
            while ops and ops[-1][1] >= prec and ops[-1][2] in ("u", "b", "t"):
                _apply(values, ops)
            ops.append((text, prec, "b"))
        expect_operand = True
    if expect_operand:
        raise ExprError("expected a value at the end of the expression")
    while ops:
        _apply(values, ops)
    if len(values) != 1:
        raise ExprError("malformed preprocessor expression")
    return values[0]


def _apply(values: list[_Value], ops: list[tuple[str, int, str]]) -> None:
    """Pop the top operator of `ops` and apply it to the operands on top of `values`."""
    op, _, kind = ops.pop()
    if kind == "u":
        if not values:
            raise ExprError(f"missing operand for '{op}'")
        values.append(_unary(op, values.pop()))
    elif kind == "b":
        if len(values) < 2:
            raise ExprError(f"missing operand for '{op}'")
        b = values.pop()
        a = values.pop()
        values.append(_binary(op, a, b))
    elif kind == "t":
        if len(values) < 3:
            raise ExprError("malformed conditional expression")
        c = values.pop()
        b = values.pop()
        a = values.pop()
        if a[0]:
            values.append((b[0], b[1] or c[1], a[2] or b[2]))
        else:
            values.append((c[0], b[1] or c[1], a[2] or c[2]))
    elif kind == "?":
        raise ExprError("'?' without ':' in preprocessor expression")
    else:
        raise ExprError("missing ')' in preprocessor expression")

"""The preprocessor's codes (P001-P010) and the messages it writes under them.

The preprocessor (`project/preprocessor.py`) reports with
`self.diag(path, start, end, *MESSAGE(values))`: each `Message` here is one
of its messages, with its code and the preprocessor's severity for it (a few
codes mix errors and warnings, so the severity goes with the message, not
with the code). `analysis/preprocessed.py` maps them onto the main file and
reports the inactive regions (P010).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..findings import Severity
from .model import Code, Emitter, entry


P001 = entry("P001", "missing-include", Severity.WARNING,
             "An #include names a file that cannot be found", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports an `#include` whose file is found neither next to the including
file (for the quoted form) nor in any configured include directory, and a
forced include (`-include`) that cannot be found. A warning while nothing
says how the file is built; an error when its flags come from
`compile_flags.txt` or `compile_commands.json`, where the build would stop.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler stops at a missing include. Until the file is found, nothing the
header defines is known, so macros and types from it are reported as unknown
and the code that uses them cannot be checked.

## Fix
Fix the name, or add the directory that holds the header to the include
path of the project configuration.

## Example
```c
#include "inc_vendor.h"   // not next to this file, no -I names its directory
```

Use instead:
```c
// With `-I path/to/OpenCL` in compile_flags.txt or .opencl-lsp.toml:
#include "inc_vendor.h"
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P002 = entry("P002", "include-cycle", Severity.WARNING,
             "A file includes itself, directly or through other headers", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports an `#include` that would enter a file that is already being
included: a header that includes itself, or a cycle `a.h` → `b.h` → `a.h`.
The file is not entered again; a cycle inside headers is reported on the
main file's `#include` that leads to it.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Without include guards the compiler recurses until its include depth limit;
with them, the second inclusion is silently empty and declarations may be
seen in a surprising order.

## Example
```c
// a.h
#include "b.h"
// b.h
#include "a.h"
```

Use instead:
```c
// a.h
#ifndef A_H
#define A_H
#include "b.h"
#endif
// b.h: needs nothing from a.h, so does not include it
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P003 = entry("P003", "error-directive", Severity.ERROR, "An #error directive was reached", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports an `#error` directive in an active region: the preprocessor reached
it with the configured version, extensions and defines. One reached inside
an included file is reported on the `#include` line that leads there.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler stops at it: the program does not build with this
configuration. Usually the configuration misses a `-D` the code requires.

## Example
```c
#ifndef VECT_SIZE
#error VECT_SIZE must be defined
#endif
```

Use instead:
```c
// With -DVECT_SIZE=4 in the project configuration, the #error is inactive.
#ifndef VECT_SIZE
#error VECT_SIZE must be defined
#endif
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P004 = entry("P004", "warning-directive", Severity.WARNING, "A #warning directive was reached", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports a `#warning` directive in an active region, in the main file or,
on its `#include` line, in an included file.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The code's author asks to be told about this configuration, for example a
deprecated option or a slow fallback path.

## Example
```c
#if !defined(cl_khr_fp64)
#warning double precision is emulated
#endif
```

Use instead:
```c
// Enable the extension for the device (-cl-ext=+cl_khr_fp64), or accept the fallback.
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P005 = entry("P005", "malformed-directive", Severity.ERROR,
             "A preprocessor directive or macro use is malformed", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports a directive the preprocessor cannot use: a `#define` without a name
or with a broken parameter list, an `#include` without a file name, an
`#if` expression that does not evaluate, an unknown directive, a
function-like macro call without its closing parenthesis or with a wrong
number of arguments, or `##` that does not produce a valid token.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed. A call with a wrong number
of arguments inside a function is reported even where the preprocessor does
not run over the whole file (a file without conditionals or includes): the
function's own expansion stops there (S008 says the function is not
analyzed).

## Why is this bad?
The compiler rejects the directive; code after it may be compiled with
other macros or branches than intended.

## Example
```c
#define SQUARE(x x * x
#define CLAMP01(x) clamp((x), 0.0f, 1.0f)
#if VERSION >
#endif
kernel void k(global float *p) { p[0] = CLAMP01(p[1], p[2]); }
```

Use instead:
```c
#define SQUARE(x) ((x) * (x))
#define CLAMP01(x) clamp((x), 0.0f, 1.0f)
#if VERSION > 120
#endif
kernel void k(global float *p) { p[0] = CLAMP01(p[1]); }
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P006 = entry("P006", "include-depth", Severity.ERROR,
             "Includes nest deeper than the preprocessor allows", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports an `#include` that would exceed the include depth limit (200
nested files), which in practice means unbounded recursion through
includes that guards do not stop.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Compilers stop at a similar limit; the program does not build.

## Example
```c
// self.h, with no include guard:
#include "self.h"
```

Use instead:
```c
#pragma once
// or an #ifndef guard, and no include of itself
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P007 = entry("P007", "unbalanced-conditional", Severity.ERROR,
             "A conditional directive is unterminated or has no #if", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports an `#if`, `#ifdef` or `#ifndef` without its `#endif` at the end of
its file, and an `#else`, `#elif` or `#endif` without an `#if`, or an
`#elif` or `#else` after the `#else`.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
The compiler rejects the file; which code is active is unclear to readers
and to every tool.

## Example
```c
#ifdef USE_LOCAL
local float tile[64];
```

Use instead:
```c
#ifdef USE_LOCAL
local float tile[64];
#endif
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P008 = entry("P008", "unreadable-file", Severity.WARNING,
             "A file cannot be read or is too large to preprocess", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Reports a file the preprocessor was not given: the main file or an
included file that cannot be read, or one larger than 64 MiB.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Nothing in the file can be checked, and what it defines stays unknown to
the files that include it.

## Example
```c
#include "tables_generated.h"   // 80 MB of generated data
```

Use instead:
```c
// Split the generated data, or load it at run time as a buffer.
#include "tables_small.h"
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P009 = entry("P009", "expansion-limit", Severity.WARNING,
             "Macro expansion hit a limit and stopped", Emitter.PREPROCESSOR, spec="preprocessor-directives-and-macros",
             doc="""## What it does
Reports macro expansion that produced more tokens than the preprocessor's
budget allows (200 for each token of the files read, at least 1 million),
expansion that took longer than its time (2 seconds plus 10 microseconds for
each token read), or macro calls nested in
arguments more than 100 deep. The rest is left unexpanded. When the token
budget or the time runs out, what follows in the file is not
judged: which `#if` branches are live and which macros are defined there is
unknown, so its syntax problems are information and its inactive regions
are not shown.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
Such expansion is almost always a mistake (exponential growth through
nested macros) and makes compilers slow or run out of memory.

## Example
```c
#define X2(a) a a
#define X4(a) X2(X2(a))
#define X16(a) X4(X4(a))
#define X256(a) X16(X16(a))
X256(X256(X256(x)))
```

Use instead:
```c
// Generate large tables once, outside the preprocessor.
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


P010 = entry("P010", "inactive-region", Severity.HINT, "Code that the preprocessor skips", Emitter.PREPROCESSOR,
             spec="preprocessor-directives-and-macros", doc="""## What it does
Marks the lines of a conditional branch that is not taken with the
configured version, extensions and defines (`#if 0`, a false `#ifdef`),
so editors can dim them. Code there is not analyzed. This is a hint, not
a problem.
Reported only when analysis is given the project (its include paths and
defines); without it, includes are not followed.

## Why is this bad?
It is not bad. Code in inactive branches is not compiled for this
configuration, so mistakes in it go unnoticed until another configuration
enables it; check that the configuration is the one you build with.

## Example
```c
#ifdef USE_DOUBLE
typedef double real;   // dimmed unless -DUSE_DOUBLE
#else
typedef float real;
#endif
```

Use instead:
```c
// Nothing to change; to analyze the other branch, configure -DUSE_DOUBLE.
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
""")


@dataclass(frozen=True)
class Message:
    """One message of the preprocessor: its code, its text (a `str.format` template) and its severity.

    Calling it gives the `code, message, severity` that `_Preprocessor.diag` takes after the range.
    """

    code: Code
    text: str
    severity: str = "error"  # The preprocessor's word: "error" or "warning".

    def __call__(self, **values) -> tuple[str, str, str]:
        return self.code.code, self.text.format(**values) if values else self.text, self.severity


# P001
MISSING_INCLUDE = Message(P001, "cannot find include file {name}", "warning")
MISSING_FORCED_INCLUDE = Message(P001, "cannot find forced include file {name}", "warning")
UNRESOLVED_COMPUTED_INCLUDE = Message(
    P001,
    "cannot resolve the computed include: '{name}' does not expand to \"FILE\" or <FILE> "
    "with the macros defined here; add its -D definitions to the project configuration",
    "warning",
)
# P002
INCLUDE_CYCLE = Message(P002, "{path} {what}; not entered again", "warning")
# P003, P004
ERROR_DIRECTIVE = Message(P003, "#error {text}", "error")
WARNING_DIRECTIVE = Message(P004, "#warning {text}", "warning")
# P005
MALFORMED_MACRO = Message(P005, "malformed macro definition '{name}'")
MALFORMED_DEFINE = Message(P005, "malformed #define")
UNDEF_EXPECTS_NAME = Message(P005, "#undef expects one macro name")
EXTRA_TOKENS = Message(P005, "extra tokens at the end of #{directive}; they are ignored", "warning")
UNKNOWN_DIRECTIVE = Message(P005, "unknown directive #{name}", "warning")
LINE_EXPECTS_NUMBER = Message(P005, "#line expects a line number")
LINE_OUT_OF_RANGE = Message(P005, "#line number out of range (at most 4294967295)")
CONDITIONAL_EXPECTS_NAME = Message(P005, "#{directive} expects a macro name")
BAD_CONDITION = Message(P005, "{error}; the condition is taken as false", "warning")
DEFINED_MISSING_PAREN = Message(P005, "missing ')' after 'defined'")
DEFINED_EXPECTS_NAME = Message(P005, "'defined' expects a macro name")
INCLUDE_EXPECTS_FILE = Message(P005, "#include expects \"FILE\" or <FILE>")
UNTERMINATED_ARGUMENTS = Message(P005, "unterminated argument list invoking macro '{name}'")
ARGUMENT_COUNT = Message(P005, "macro '{name}' takes {count} argument{plural} but {given} were given")
BAD_PASTE = Message(P005, "pasting '{left}' and '{right}' does not give a valid preprocessing token", "warning")
# P006
INCLUDE_DEPTH = Message(P006, "include depth limit ({limit}) reached at {path}")
# P007
UNTERMINATED_CONDITIONAL = Message(P007, "unterminated #{directive}")
WITHOUT_IF = Message(P007, "#{directive} without #if")
AFTER_ELSE = Message(P007, "#{directive} after #else")
# P008
UNREADABLE = Message(P008, "{path} {why}", "warning")
TOO_LARGE = Message(P008, "{path} is too large to preprocess ({size} bytes)", "warning")
# P009
ARGUMENTS_TOO_DEEP = Message(P009, "macro arguments nested too deeply; left unexpanded", "warning")
TOO_MANY_TOKENS = Message(P009, "macro expansion produced too many tokens; expansion stopped", "warning")
EXPANSION_TOO_SLOW = Message(P009, "macro expansion took over {seconds} s; expansion stopped", "warning")
EXPANSION_OUT_OF_BUDGET = Message(P009, "macro expansion stopped: the analysis ran out of time", "warning")

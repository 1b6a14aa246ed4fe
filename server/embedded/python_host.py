"""Kernels in Python host code (pyopencl) and the host calls that use them.

Found: the source argument of `pyopencl.Program` however imported
(`cl.Program`, `pyopencl.Program`, `from pyopencl import Program`), the
snippets of `ElementwiseKernel`, `ReductionKernel` and `GenericScanKernel`
(wrapped as pyopencl wraps them: `pyopencl_templates.py`), and strings after
a `# language=opencl` comment. A source may be a literal, a name bound once
in its scope (module or function) to one, a `+` of such, an f-string, a
`.format` or `%` template (placeholders stay unknown), `textwrap.dedent(...)`
of one. Anything else in a source (a call, a name bound twice) makes the
kernel opaque: it is listed, but not judged.

Host calls: `prg.name(queue, gsize, lsize, *args)`, `prg.name.set_args(...)`,
`knl = prg.name` then `knl(...)`, `cl.Kernel(prg, "name")`,
`set_scalar_arg_dtypes([...])`, with `prg` bound once to a program, and the
literal options of `.build(options=...)`.

Cost: a regular-expression search when the file names none of the
constructors; otherwise one parse and a few tree-sitter queries (matched in
C), then work proportional to the matches.
"""

from __future__ import annotations

import re
import shlex
from typing import Optional

import tree_sitter

from . import hostlang, pyopencl_templates
from .host_file import MAX_DEPTH, HostFile, Opaque, plain_text, scan_host
from .literals import FORMAT, PERCENT, Undecodable, decode_python
from .model import HostArgument, HostCall, HostScan
from .sourcemap import Builder

_CALL_NAMES = (
    "Program", "ElementwiseKernel", "ReductionKernel", "GenericScanKernel", "Kernel", "build", "set_args",
    "set_scalar_arg_dtypes",
)
# Every call; those of the wanted names are kept by `hostlang.matches_named` (a text predicate is slow).
_CALLS = """
(call function: [(identifier) @fn (attribute attribute: (identifier) @fn)] arguments: (argument_list) @args) @call
"""
_BINDINGS = """
(assignment left: [(identifier) (attribute)] @lhs right: (_) @rhs)
(augmented_assignment left: [(identifier) (attribute)] @lhs right: (_) @rhs)
(for_statement left: (identifier) @lhs right: (_) @rhs)
(function_definition) @fn
"""
_STRINGS = "[(string) (concatenated_string)] @s"

_IMPORT_MODULE = re.compile(rb"^[ \t]*import[ \t]+([\w. \t,]+)$", re.M)
_IMPORT_FROM = re.compile(rb"^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(?:\(([\w \t,\n]+)\)|([\w \t,]+))", re.M)

# Attributes of a pyopencl Program that are not kernels (Program.__getattr__ makes a kernel of any other).
PROGRAM_ATTRIBUTES = frozenset(
    "build compile link get_info get_build_info all_kernels kernel_names int_ptr from_int_ptr binaries "
    "devices context source reference_count num_kernels num_devices binary_sizes il get_log "
    "_get_build_logs _build_and_catch_errors _context _source _prg".split()
)



def _after_plain_equals(data: bytes, offset: int) -> bool:
    """Whether the token before `offset` is a plain `=` (not `+=`, `in`, ...): read from the
    bytes, because a node's previous sibling is found by a descent from the root."""
    at = offset - 1
    while at >= 0 and data[at] in b" \t\r\n\\":
        at -= 1
    return at >= 0 and data[at] == 0x3D and (at == 0 or data[at - 1] not in b"+-*/%&|^<>:!@=")

def scan_python(data: bytes, old_tree: Optional[tree_sitter.Tree] = None) -> HostScan:
    return scan_host(data, hostlang.PYTHON, old_tree, _PythonFile)


class _PythonFile(HostFile):
    def __init__(self, data: bytes, tree: tree_sitter.Tree, scan: HostScan):
        super().__init__(data, tree, scan)
        self.cl_modules: set[str] = set()
        self.cl_names: dict[str, str] = {}
        self.np_modules: set[str] = set()
        self.elementwise: dict[tuple[int, int], tuple[int, str]] = {}  # constructor call -> (index, name)

    # Scopes and names.

    def _collect_bindings(self) -> None:
        for lhs, rhs in self.binding_captures(_BINDINGS, "lhs", "rhs"):
            name = self.text(lhs)
            scope = None if lhs.type == "attribute" else self.scope_of(lhs.start_byte)
            entry = self.bindings.setdefault((scope, name), [])
            # An augmented assignment or a loop variable: the name holds several values.
            entry.append(rhs if _after_plain_equals(self.data, rhs.start_byte) else None)

    def lookup(self, node: tree_sitter.Node) -> Optional[tree_sitter.Node]:
        """The one value a name (or `self.x`) is bound to where it is used, or None."""
        name = self.text(node)
        if node.type != "attribute":
            return self.bound(name, node.start_byte)
        entries = self.bindings.get((None, name))  # An attribute is bound at file scope (see _collect_bindings).
        return entries[0] if entries is not None and len(entries) == 1 else None

    # Kernel sources.

    def source(self, node: tree_sitter.Node, out: Builder, template: Optional[str] = None, depth: int = 0) -> None:
        """Decode a source expression into `out`; raises Opaque for a part that is not a literal."""
        if depth > MAX_DEPTH:
            raise Opaque()
        kind = node.type
        if kind in ("string", "concatenated_string"):
            try:
                decode_python(out, node, self.data, template)
            except Undecodable as err:
                raise Opaque() from err
            self.used.append((node.start_byte, node.end_byte))
            return
        if kind == "parenthesized_expression" and node.named_child_count == 1:
            return self.source(node.named_children[0], out, template, depth + 1)
        if kind in ("identifier", "attribute"):
            value = self.lookup(node)
            if value is None:
                raise Opaque()
            return self.source(value, out, template, depth + 1)
        if kind == "binary_operator":
            operator = node.child_by_field_name("operator")
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            op = operator.type if operator is not None else ""
            if op == "+" and left is not None and right is not None:
                self.source(left, out, template, depth + 1)
                self.source(right, out, template, depth + 1)
                return
            if op == "%" and left is not None and template is None:
                return self.source(left, out, PERCENT, depth + 1)
            raise Opaque()
        if kind == "call":
            function = node.child_by_field_name("function")
            args = _positional(node.child_by_field_name("arguments"))
            if function is not None and function.type == "attribute":
                method = self.text(function.child_by_field_name("attribute"))
                target = function.child_by_field_name("object")
                if method == "format" and template is None:
                    return self.source(target, out, FORMAT, depth + 1)
                if method in ("strip", "lstrip", "rstrip", "expandtabs") and not args:
                    # Whitespace only: the compiler would not see the difference.
                    return self.source(target, out, template, depth + 1)
            name = self.text(function) if function is not None else ""
            if name in ("dedent", "textwrap.dedent", "str", "inspect.cleandoc") and args is not None and len(args) == 1:
                # Leading indentation only: OpenCL C (directives included) does not care.
                return self.source(args[0], out, template, depth + 1)
        raise Opaque()

    def make_kernel(self, kind: str, node: tree_sitter.Node, anchor: tree_sitter.Node) -> Optional[int]:
        out, opaque = self.decoded(node)
        return self.add_kernel(kind, out, (anchor.start_byte, anchor.end_byte), opaque)

    def snippet(self, node: Optional[tree_sitter.Node]) -> Optional[Builder]:
        """A snippet argument decoded on its own; raises Opaque when it is not a literal."""
        if node is None:
            return None
        if node.type == "none":
            return None
        out = Builder()
        self.source(node, out)
        return out

    # The passes.

    def run(self) -> None:
        self.cl_modules, self.cl_names, self.np_modules = _imports(self.data)
        # `from pyopencl import Program as P`: P is a constructor name too.
        names = sorted(set(_CALL_NAMES) | set(self.cl_names))
        calls = hostlang.matches_named(hostlang.PYTHON, _CALLS, self.root, "fn", names, self.data)
        if not calls and not hostlang.marker_comment(self.data):
            return  # No constructor call and no marker: nothing to bind names for.
        self._collect_bindings()
        later = []
        for captures in calls:
            call, fn = captures["call"][0], captures["fn"][0]
            name = self.text(fn)
            function = call.child_by_field_name("function")
            if self.cl_names.get(name, name) == "Program" and self._is_pyopencl(function):
                self._program(call)
            elif name in ("ElementwiseKernel", "ReductionKernel", "GenericScanKernel"):
                self._template_kernel(name, call)
            else:
                later.append((name, call, function))
        for name, call, function in later:
            if name == "build":
                self._build(call, function)
        for name, call, function in later:
            if self.cl_names.get(name, name) == "Kernel" and self._is_pyopencl(function):
                self._kernel_object(call)
            elif name in ("set_args", "set_scalar_arg_dtypes") and function.type == "attribute":
                self._kernel_method(name, call, function)
        self._launches()
        self._elementwise_calls()
        self.marked(_STRINGS)
        self.apply_options()

    def _is_pyopencl(self, function: Optional[tree_sitter.Node]) -> bool:
        if function is None:
            return False
        if function.type == "identifier":
            return self.text(function) in self.cl_names
        obj = function.child_by_field_name("object")
        return obj is not None and self.text(obj) in self.cl_modules

    def _program(self, call: tree_sitter.Node) -> None:
        args = _positional(call.child_by_field_name("arguments"))
        if args is None or len(args) != 2:
            return  # Program(ctx, devices, binaries), or arguments spread from a list.
        index = self.make_kernel("program", args[1], args[1])
        self.programs[(call.start_byte, call.end_byte)] = index

    def _template_kernel(self, name: str, call: tree_sitter.Node) -> None:
        arguments = call.child_by_field_name("arguments")
        params = {
            "ElementwiseKernel": ("context", "arguments", "operation", "name", "options"),
            "ReductionKernel": ("ctx", "dtype_out", "neutral", "reduce_expr", "map_expr", "arguments", "name",
                                "options", "preamble"),
            "GenericScanKernel": ("ctx", "dtype", "arguments", "input_expr", "scan_expr", "neutral",
                                  "output_statement", "is_segment_start_expr", "input_fetch_exprs", "index_dtype",
                                  "name_prefix", "options", "preamble"),
        }[name]
        bound = _bind(arguments, params)
        if bound is None:
            return
        anchor = call.start_byte
        try:
            if name == "ElementwiseKernel":
                if "arguments" not in bound or "operation" not in bound:
                    return
                kernel_name = self._literal_text(bound.get("name")) or "elwise_kernel"
                out = pyopencl_templates.elementwise(
                    anchor, self.snippet(bound["arguments"]), self.snippet(bound["operation"]),
                    kernel_name, self.snippet(bound.get("preamble")), self.snippet(bound.get("loop_prep")),
                    self.snippet(bound.get("after_loop")),
                )
            elif name == "ReductionKernel":
                if "neutral" not in bound or "reduce_expr" not in bound or "dtype_out" not in bound:
                    return
                dtype = bound["dtype_out"]
                out = pyopencl_templates.reduction(
                    anchor, self._ctype(dtype), self.snippet(bound["neutral"]), self.snippet(bound["reduce_expr"]),
                    self.snippet(bound.get("map_expr")), self.snippet(bound.get("arguments")),
                    self._literal_text(bound.get("name")) or "reduce_kernel", self.snippet(bound.get("preamble")),
                    (dtype.start_byte, dtype.end_byte),
                )
            else:
                needed = ("dtype", "arguments", "input_expr", "scan_expr", "output_statement")
                if any(key not in bound for key in needed):
                    return
                fetch = bound.get("input_fetch_exprs")
                if fetch is not None and fetch.type != "none" and not (fetch.type == "list" and fetch.named_child_count == 0):
                    raise Opaque()  # Names the fetch expressions declare are unknown here.
                dtype = bound["dtype"]
                index_dtype = bound.get("index_dtype")
                out = pyopencl_templates.scan(
                    anchor, self._ctype(dtype), self.snippet(bound["arguments"]), self.snippet(bound["input_expr"]),
                    self.snippet(bound["scan_expr"]), self.snippet(bound.get("neutral")),
                    self.snippet(bound["output_statement"]), self.snippet(bound.get("is_segment_start_expr")),
                    "int" if index_dtype is None or index_dtype.type == "none" else self._ctype(index_dtype),
                    (self._literal_text(bound.get("name_prefix")) or "scan") + "_scan_kernel",
                    self.snippet(bound.get("preamble")), (dtype.start_byte, dtype.end_byte),
                )
        except Opaque:
            return
        kind = {"ElementwiseKernel": "elementwise", "ReductionKernel": "reduction", "GenericScanKernel": "scan"}[name]
        index = self.add_kernel(kind, out, (call.start_byte, call.end_byte), False)
        if kind == "elementwise":
            self.elementwise[(call.start_byte, call.end_byte)] = (index, kernel_name)
        options = bound.get("options")
        self.options[index] = () if options is None or options.type == "none" else _options(self, options)

    def _literal_text(self, node: Optional[tree_sitter.Node]) -> Optional[str]:
        if node is None or node.type != "string":
            return None
        return plain_text(decode_python, node, self.data)

    def _ctype(self, node: tree_sitter.Node) -> Optional[str]:
        """The OpenCL C type pyopencl makes of a numpy dtype expression (np.float32), or None."""
        text = self.text(node)
        if node.type == "call":  # np.dtype(np.float32)
            function = node.child_by_field_name("function")
            args = _positional(node.child_by_field_name("arguments"))
            if function is not None and self.text(function).split(".")[-1] == "dtype" and args and len(args) == 1:
                return self._ctype(args[0])
            return None
        if node.type == "string":
            text = self._literal_text(node) or ""
        parts = text.split(".")
        if len(parts) == 2 and parts[0] in self.np_modules or len(parts) == 1:
            return pyopencl_templates.NUMPY_CTYPES.get(parts[-1])
        return None

    def _build(self, call: tree_sitter.Node, function: tree_sitter.Node) -> None:
        if function.type != "attribute":
            return
        index = self.program_of(function.child_by_field_name("object"))
        if index is None:
            return
        bound = _bind(call.child_by_field_name("arguments"), ("options", "devices", "cache_dir"))
        options = None if bound is None else bound.get("options")
        found = () if bound is not None and (options is None or options.type == "none") else _options(self, options)
        if index in self.options and self.options[index] != found:
            found = None  # Built twice with different options: which one the kernel sees is unknown.
        self.options[index] = found

    def program_of(self, node: Optional[tree_sitter.Node], depth: int = 0) -> Optional[int]:
        """The kernel index of the program an expression denotes (a Program call, `.build()` of one, a name)."""
        if node is None or depth > MAX_DEPTH:
            return None
        if node.type == "call":
            found = self.programs.get((node.start_byte, node.end_byte))
            if found is not None:
                return found
            function = node.child_by_field_name("function")
            if function is not None and function.type == "attribute":
                if self.text(function.child_by_field_name("attribute")) == "build":
                    return self.program_of(function.child_by_field_name("object"), depth + 1)
            return None
        if node.type == "parenthesized_expression" and node.named_child_count == 1:
            return self.program_of(node.named_children[0], depth + 1)
        if node.type in ("identifier", "attribute"):
            value = self.lookup(node)
            return self.program_of(value, depth + 1) if value is not None else None
        return None

    def kernel_of(self, node: Optional[tree_sitter.Node], depth: int = 0) -> Optional[tuple[int, str, tuple[int, int]]]:
        """(program kernel index, kernel name, name range) of an expression denoting a kernel object."""
        if node is None or depth > MAX_DEPTH:
            return None
        if node.type == "attribute":
            attribute = node.child_by_field_name("attribute")
            name = self.text(attribute)
            if name not in PROGRAM_ATTRIBUTES and not name.startswith("_"):
                index = self.program_of(node.child_by_field_name("object"))
                if index is not None:
                    return index, name, (attribute.start_byte, attribute.end_byte)
        if node.type == "call":
            function = node.child_by_field_name("function")
            last = self.text(function).split(".")[-1] if function is not None else ""
            if self.cl_names.get(last, last) == "Kernel" and self._is_pyopencl(function):
                args = _positional(node.child_by_field_name("arguments"))
                if args is not None and len(args) == 2:
                    name = self._literal_text(args[1])
                    index = self.program_of(args[0])
                    if name is not None and index is not None:
                        return index, name, (args[1].start_byte, args[1].end_byte)
            return None
        if node.type in ("identifier", "attribute"):
            value = self.lookup(node)
            return self.kernel_of(value, depth + 1) if value is not None else None
        return None

    def _kernel_object(self, call: tree_sitter.Node) -> None:
        found = self.kernel_of(call)
        if found is not None:
            index, name, name_range = found
            self.scan.calls.append(HostCall("create", index, name, name_range, (call.start_byte, call.end_byte)))

    def _kernel_method(self, method: str, call: tree_sitter.Node, function: tree_sitter.Node) -> None:
        found = self.kernel_of(function.child_by_field_name("object"))
        if found is None:
            return
        index, name, name_range = found
        span = (call.start_byte, call.end_byte)
        arguments = call.child_by_field_name("arguments")
        if method == "set_args":
            args = _positional(arguments)
            self.scan.calls.append(
                HostCall("set_args", index, name, name_range, span, None if args is None else self._arguments(args))
            )
            return
        args = _positional(arguments)
        if args is None or len(args) != 1 or args[0].type not in ("list", "tuple"):
            entries = None
        else:
            entries = tuple(
                HostArgument(item.start_byte, item.end_byte, dtype_entry="none" if item.type == "none" else "dtype")
                for item in args[0].named_children
                if item.type != "comment"
            )
            if any(item.type in ("list_splat", "parenthesized_list_splat") for item in args[0].named_children):
                entries = None
        self.scan.calls.append(HostCall("scalar_dtypes", index, name, name_range, span, entries))

    def _arguments(self, args: list[tree_sitter.Node]) -> tuple[HostArgument, ...]:
        return tuple(HostArgument(a.start_byte, a.end_byte, numpy_scalar=self._numpy_scalar(a)) for a in args)

    def _numpy_scalar(self, node: tree_sitter.Node) -> Optional[str]:
        """`np.int32` when the expression is visibly a numpy scalar: np.int32(5), numpy.float32(x)."""
        if node.type != "call":
            return None
        function = node.child_by_field_name("function")
        if function is None or function.type != "attribute":
            return None
        obj = function.child_by_field_name("object")
        attr = self.text(function.child_by_field_name("attribute"))
        if obj is None or self.text(obj) not in self.np_modules or attr not in pyopencl_templates.NUMPY_CTYPES:
            return None
        return f"{self.text(obj)}.{attr}"

    def _launches(self) -> None:
        """Calls of kernels: prg.name(queue, g, l, ...) and knl(queue, g, l, ...) with knl bound to a kernel."""
        programs, kernels = set(), set()
        for (_scope, name), entries in self.bindings.items():
            if len(entries) != 1 or entries[0] is None:
                continue
            value = entries[0]
            if self.program_of(value) is not None:
                programs.add(name)
            elif value.type in ("attribute", "call") and self.kernel_of(value) is not None:
                kernels.add(name)
        patterns = []
        if programs:
            patterns.append((
                "(call function: (attribute object: (_) @obj attribute: (identifier)) @f arguments: (argument_list)) @call",
                "obj", programs,
            ))
        if kernels:
            patterns.append(("(call function: (_) @f arguments: (argument_list)) @call", "f", kernels))
        for pattern, capture, names in patterns:
            for captures in hostlang.matches_named(hostlang.PYTHON, pattern, self.root, capture, sorted(names), self.data):
                call, function = captures["call"][0], captures["f"][0]
                found = self.kernel_of(function)
                if found is None:
                    continue
                index, name, name_range = found
                args = _positional(call.child_by_field_name("arguments"))
                span = (call.start_byte, call.end_byte)
                if args is None or len(args) < 3:
                    # Spread arguments, or queue and sizes given by keyword: the count is unknown.
                    self.scan.calls.append(HostCall("launch", index, name, name_range, span, None))
                else:
                    self.scan.calls.append(HostCall("launch", index, name, name_range, span, self._arguments(args[3:])))

    def _elementwise_calls(self) -> None:
        """Calls of an ElementwiseKernel object bound once to a name: knl(*args, range=..., queue=...)."""
        if not self.elementwise:
            return
        names = {}
        for (_scope, name), entries in self.bindings.items():
            if len(entries) == 1 and entries[0] is not None:
                found = self.elementwise.get((entries[0].start_byte, entries[0].end_byte))
                if found is not None:
                    names[name] = found
        if not names:
            return
        pattern = "(call function: (_) @f arguments: (argument_list)) @call"
        for captures in hostlang.matches_named(hostlang.PYTHON, pattern, self.root, "f", sorted(names), self.data):
            call, function = captures["call"][0], captures["f"][0]
            value = self.lookup(function)
            found = self.elementwise.get((value.start_byte, value.end_byte)) if value is not None else None
            if found is None:
                continue
            index, name = found
            args = _positional(call.child_by_field_name("arguments"))
            span = (function.start_byte, function.end_byte)
            self.scan.calls.append(
                HostCall("elementwise", index, name, span, (call.start_byte, call.end_byte),
                         None if args is None else self._arguments(args))
            )


def _positional(arguments: Optional[tree_sitter.Node]) -> Optional[list[tree_sitter.Node]]:
    """Positional arguments of a call, or None when some are spread (*args) or it is a generator argument."""
    if arguments is None or arguments.type != "argument_list":
        return None
    out = []
    for child in arguments.named_children:
        if child.type in ("list_splat", "dictionary_splat", "parenthesized_list_splat"):
            return None
        if child.type in ("keyword_argument", "comment"):
            continue
        out.append(child)
    return out


def _bind(arguments: Optional[tree_sitter.Node], params: tuple[str, ...]) -> Optional[dict[str, tree_sitter.Node]]:
    """Arguments by parameter name (positional in order, then keywords); None when some are spread."""
    if arguments is None or arguments.type != "argument_list":
        return None
    bound: dict[str, tree_sitter.Node] = {}
    position = 0
    for child in arguments.named_children:
        if child.type in ("list_splat", "dictionary_splat", "parenthesized_list_splat"):
            return None
        if child.type == "comment":
            continue
        if child.type == "keyword_argument":
            name, value = child.child_by_field_name("name"), child.child_by_field_name("value")
            if name is not None and value is not None:
                bound[name.text.decode("utf-8", "replace")] = value
            continue
        if position < len(params):
            bound[params[position]] = child
        position += 1
    return bound


def _options(file: _PythonFile, node: Optional[tree_sitter.Node]) -> Optional[tuple[str, ...]]:
    """Literal build options (a list of strings or one string), or None when not literal."""
    if node is None:
        return ()
    if node.type in ("list", "tuple"):
        out: list[str] = []
        for item in node.named_children:
            text = file._literal_text(item)
            if text is None:
                return None
            out.append(text)
        return tuple(out)
    text = file._literal_text(node)
    if text is None:
        return None
    try:
        return tuple(shlex.split(text))
    except ValueError:
        return None


def _imports(data: bytes) -> tuple[set[str], dict[str, str], set[str]]:
    """(names of the pyopencl module, pyopencl's Program/Kernel by local name, names of numpy)."""
    modules, names, numpy = {"cl", "pyopencl", "ocl"}, {}, {"np", "numpy"}
    for match in _IMPORT_MODULE.finditer(data):
        for part in match.group(1).decode("utf-8", "replace").split(","):
            words = part.split()
            if not words:
                continue
            if words[0] in ("pyopencl", "numpy"):
                alias = words[2] if len(words) == 3 and words[1] == "as" else words[0]
                (modules if words[0] == "pyopencl" else numpy).add(alias)
    for match in _IMPORT_FROM.finditer(data):
        module = match.group(1).decode("utf-8", "replace")
        if module.split(".")[0] != "pyopencl":
            continue
        for part in (match.group(2) or match.group(3)).decode("utf-8", "replace").replace("\n", " ").split(","):
            words = part.split()
            if words and words[0] in ("Program", "Kernel"):
                names[words[2] if len(words) == 3 and words[1] == "as" else words[0]] = words[0]
    return modules, names, numpy


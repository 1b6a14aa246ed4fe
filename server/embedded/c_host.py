"""Kernels in C and C++ host code and the host calls that use them.

Found: the source of `clCreateProgramWithSource(context, count, strings, ...)`
(a literal, or through a variable or an array of literals: `&source`,
`(const char **)&src`, `sources`, `src.c_str()`), of `cl::Program(context,
source)`, raw string literals with a `CL`, `CLC`, `OPENCL` or `OCL`
delimiter (`R"CLC( ... )CLC"`), arguments of stringifying macros
(`stringify.py`), and literals after a `/* language=opencl */` (or `//`)
comment. Concatenated literals are joined; a macro between them
is a placeholder. A part that is not a literal (a function's result, a
variable bound twice) makes the kernel opaque: listed, not judged.

Host calls: `clCreateKernel(program, "name", ...)`, `cl::Kernel(program,
"name")`, `clSetKernelArg(kernel, index, ...)` with a literal index, and the
literal options of `clBuildProgram`/`clCompileProgram`/`program.build(...)`.
Names are bound by declarations with an initializer and by assignments, per
function (then file scope); a name bound twice is not followed.
"""

from __future__ import annotations

import shlex
from typing import Optional

import tree_sitter

from . import hostlang, stringify
from .host_file import MAX_DEPTH, HostFile, Opaque, plain_text, scan_host
from .literals import C_RAW_DELIMITERS, Undecodable, decode_c, raw_delimiter
from .model import HostCall, HostScan
from .sourcemap import Builder

# Every call; those of `_CALL_NAMES` are kept by `hostlang.matches_named` (a text predicate is slow).
_CALLS = "(call_expression function: (identifier) @fn arguments: (argument_list) @args) @call"
_CALL_NAMES = ("clCreateProgramWithSource", "clBuildProgram", "clCompileProgram", "clCreateKernel", "clSetKernelArg")
_CPP_CALLS = """
((call_expression function: (qualified_identifier) @fn arguments: (argument_list) @args) @call
 (#any-of? @fn "cl::Program" "cl::Kernel"))
((call_expression function: (field_expression argument: (_) @obj field: (field_identifier) @fn)
  arguments: (argument_list) @args) @call (#eq? @fn "build"))
"""
_BINDINGS = """
(init_declarator declarator: (_) @d value: (_) @v)
(assignment_expression left: (identifier) @d right: (_) @v)
(function_definition) @fn
"""
_CPP_DECLARATIONS = """
((declaration type: (qualified_identifier) @t declarator: (function_declarator declarator: (identifier) @d
   parameters: (parameter_list) @p)) @decl (#any-of? @t "cl::Program" "cl::Kernel"))
((declaration type: (qualified_identifier) @t declarator: (init_declarator declarator: (identifier) @d
   value: (argument_list) @p)) @decl (#any-of? @t "cl::Program" "cl::Kernel"))
"""
_RAW = "(raw_string_literal) @r"
_STRINGS = {
    hostlang.C: "[(string_literal) (concatenated_string)] @s",
    hostlang.CPP: "[(string_literal) (concatenated_string) (raw_string_literal)] @s",
}
_LITERALS = ("string_literal", "concatenated_string", "raw_string_literal")
_NULLS = ("null", "nullptr")


def scan_c(data: bytes, language: str, old_tree: Optional[tree_sitter.Tree] = None) -> HostScan:
    return scan_host(data, language, old_tree, _CFile)


def _declared_name(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    """The identifier a declarator declares (through pointers, arrays, references)."""
    depth = 0
    while node is not None and node.type != "identifier" and depth < MAX_DEPTH:
        if node.type in ("pointer_declarator", "array_declarator", "reference_declarator", "parenthesized_declarator"):
            inner = node.child_by_field_name("declarator")
            node = inner if inner is not None else (node.named_children[-1] if node.named_children else None)
        else:
            return None
        depth += 1
    return node


class _CFile(HostFile):
    def __init__(self, data: bytes, tree: tree_sitter.Tree, scan: HostScan):
        super().__init__(data, tree, scan)
        self.cpp_objects: dict[tuple[int, int], tuple[str, list[tree_sitter.Node]]] = {}

    def _collect_bindings(self) -> None:
        pending = self.binding_captures(_BINDINGS, "d", "v")
        if self.language == hostlang.CPP:
            for captures in hostlang.matches(self.language, _CPP_DECLARATIONS, self.root):
                decl, name, params = captures["decl"][0], captures["d"][0], captures["p"][0]
                args = [p for p in params.named_children if p.type != "comment"]
                self.cpp_objects[(decl.start_byte, decl.end_byte)] = (self.text(captures["t"][0]), args)
                pending.append((name, decl))
        for declarator, value in pending:
            name = _declared_name(declarator)
            if name is None:
                continue
            key = (self.scope_of(name.start_byte), self.text(name))
            self.bindings.setdefault(key, []).append(value)

    def lookup(self, node: tree_sitter.Node) -> Optional[tree_sitter.Node]:
        return self.bound(self.text(node), node.start_byte)

    # Sources.

    def source(self, node: tree_sitter.Node, out: Builder, depth: int = 0) -> None:
        if depth > MAX_DEPTH:
            raise Opaque()
        kind = node.type
        if kind in _LITERALS:
            try:
                decode_c(out, node, self.data)
            except Undecodable as err:
                raise Opaque() from err
            self.used.append((node.start_byte, node.end_byte))
            return
        if kind in ("parenthesized_expression", "cast_expression"):
            inner = node.child_by_field_name("value") if kind == "cast_expression" else None
            inner = inner or (node.named_children[-1] if node.named_children else None)
            if inner is None:
                raise Opaque()
            return self.source(inner, out, depth + 1)
        if kind == "pointer_expression" and self.text(node).startswith("&"):
            inner = node.child_by_field_name("argument")
            if inner is None:
                raise Opaque()
            return self.source(inner, out, depth + 1)
        if kind == "compound_literal_expression":
            value = node.child_by_field_name("value")
            if value is None:
                raise Opaque()
            return self.source(value, out, depth + 1)
        if kind == "initializer_list":
            items = [item for item in node.named_children if item.type != "comment"]
            if not items:
                raise Opaque()
            for item in items:
                self.source(item, out, depth + 1)
            return
        if kind == "identifier":
            value = self.lookup(node)
            if value is None:
                raise Opaque()
            return self.source(value, out, depth + 1)
        if kind == "call_expression":
            function = node.child_by_field_name("function")
            if function is not None and function.type == "field_expression":
                field = function.child_by_field_name("field")
                if field is not None and self.text(field) in ("c_str", "data"):
                    return self.source(function.child_by_field_name("argument"), out, depth + 1)
        raise Opaque()

    def make_kernel(self, kind: str, node: tree_sitter.Node, anchor: tree_sitter.Node) -> Optional[int]:
        out, opaque = self.decoded(node)
        if not out.pieces:
            return None  # Nothing of the source is visible here.
        return self.add_kernel(kind, out, (anchor.start_byte, anchor.end_byte), opaque)

    # Passes.

    def run(self) -> None:
        self._collect_bindings()
        calls = [(c["call"][0], self.text(c["fn"][0])) for c in hostlang.matches_named(self.language, _CALLS, self.root, "fn", _CALL_NAMES, self.data)]
        cpp_calls = []
        if self.language == hostlang.CPP:
            cpp_calls = [(c["call"][0], self.text(c["fn"][0])) for c in hostlang.matches(self.language, _CPP_CALLS, self.root)]
        for call, name in calls:
            if name == "clCreateProgramWithSource":
                args = _arguments(call)
                if len(args) >= 3:
                    index = self.make_kernel("create-program", args[2], call)
                    if index is not None:
                        self.programs[(call.start_byte, call.end_byte)] = index
        for call, name in cpp_calls:
            if name == "cl::Program":
                self._cpp_program(call, _arguments(call))
        for (start, end), (type_name, args) in self.cpp_objects.items():
            if type_name == "cl::Program":
                self._cpp_program_at((start, end), args)
        for call, name in calls:
            args = _arguments(call)
            if name in ("clBuildProgram", "clCompileProgram") and len(args) >= 4:
                self._set_options(self.program_of(args[0]), args[3])
            elif name == "clCreateKernel" and len(args) >= 2:
                self._create(call, args[0], args[1])
        for call, name in cpp_calls:
            args = _arguments(call)
            if name == "cl::Kernel" and len(args) >= 2:
                self._create(call, args[0], args[1])
            elif name == "build":
                function = call.child_by_field_name("function")
                index = self.program_of(function.child_by_field_name("argument"))
                literal = next((a for a in reversed(args) if a.type in _LITERALS), None)
                if not args:
                    self._set_options(index, None)
                elif literal is not None:
                    self._set_options(index, literal)
                else:
                    self._mark_unknown_options(index)
        for (start, end), (type_name, args) in self.cpp_objects.items():
            if type_name == "cl::Kernel" and len(args) >= 2 and args[1].type in _LITERALS:
                self._create_from(start, end, args[0], args[1])
        for call, name in calls:
            if name == "clSetKernelArg":
                self._set_arg(call, _arguments(call))
        self._raw_strings()
        self._stringified()
        self.marked(_STRINGS[self.language])
        self.apply_options()

    def _cpp_program(self, call: tree_sitter.Node, args: list[tree_sitter.Node]) -> None:
        source = _cpp_source_argument(args)
        if source is None:
            return
        index = self.make_kernel("cpp-program", source, call)
        if index is not None:
            self.programs[(call.start_byte, call.end_byte)] = index

    def _cpp_program_at(self, span: tuple[int, int], args: list[tree_sitter.Node]) -> None:
        # `cl::Program program(context, source);` parses as a function declaration: its
        # "parameters" are the arguments' names.
        source = _cpp_source_argument(args)
        if source is None:
            return
        if source.type == "parameter_declaration":
            inner = source.child_by_field_name("type")
            if inner is None or source.child_by_field_name("declarator") is not None:
                return
            value = self.bound(self.text(inner), span[0])
            if value is None:
                return
            source = value
        index = self.make_kernel("cpp-program", source, source)
        if index is not None:
            self.programs[span] = index

    def program_of(self, node: Optional[tree_sitter.Node], depth: int = 0) -> Optional[int]:
        if node is None or depth > MAX_DEPTH:
            return None
        span = (node.start_byte, node.end_byte)
        if span in self.programs:
            return self.programs[span]
        if node.type in ("identifier", "type_identifier"):
            value = self.lookup(node)
            return self.program_of(value, depth + 1) if value is not None else None
        if node.type in ("parenthesized_expression", "cast_expression") and node.named_children:
            return self.program_of(node.named_children[-1], depth + 1)
        if node.type == "parameter_declaration":
            inner = node.child_by_field_name("type")
            return self.program_of(inner, depth + 1) if inner is not None else None
        return None

    def _set_options(self, index: Optional[int], node: Optional[tree_sitter.Node]) -> None:
        if index is None:
            return
        found: Optional[tuple[str, ...]]
        if node is None or node.type in _NULLS or self.text(node) in ("0", "NULL", "nullptr", '""'):
            found = ()
        elif node.type in _LITERALS:
            out = Builder()
            try:
                decode_c(out, node, self.data)
                found = None if any(p.kind == "placeholder" for p in out.pieces) else tuple(shlex.split(out.text().decode("utf-8", "replace")))
            except (Undecodable, ValueError):
                found = None
        else:
            found = None
        if index in self.options and self.options[index] != found:
            found = None
        self.options[index] = found

    def _mark_unknown_options(self, index: Optional[int]) -> None:
        if index is not None:
            self.options[index] = None

    def _name_literal(self, node: tree_sitter.Node) -> Optional[str]:
        return plain_text(decode_c, node, self.data) if node.type in _LITERALS else None

    def _create(self, call: tree_sitter.Node, program: tree_sitter.Node, name_node: tree_sitter.Node) -> None:
        self._create_from(call.start_byte, call.end_byte, program, name_node)

    def _create_from(self, start: int, end: int, program: tree_sitter.Node, name_node: tree_sitter.Node) -> None:
        index = self.program_of(program)
        name = self._name_literal(name_node)
        if index is None or name is None:
            return
        self.scan.calls.append(HostCall("create", index, name, (name_node.start_byte, name_node.end_byte), (start, end)))

    def kernel_of(self, node: tree_sitter.Node, depth: int = 0) -> Optional[tuple[int, str, tuple[int, int]]]:
        if depth > MAX_DEPTH:
            return None
        if node.type == "identifier":
            value = self.lookup(node)
            return self.kernel_of(value, depth + 1) if value is not None else None
        if node.type == "call_expression":
            function = node.child_by_field_name("function")
            if function is not None and self.text(function) in ("clCreateKernel", "cl::Kernel"):
                args = _arguments(node)
                if len(args) >= 2:
                    index = self.program_of(args[0])
                    name = self._name_literal(args[1])
                    if index is not None and name is not None:
                        return index, name, (args[1].start_byte, args[1].end_byte)
        if node.type == "declaration":
            entry = self.cpp_objects.get((node.start_byte, node.end_byte))
            if entry is not None and entry[0] == "cl::Kernel" and len(entry[1]) >= 2:
                index = self.program_of(entry[1][0])
                name = self._name_literal(entry[1][1])
                if index is not None and name is not None:
                    return index, name, (entry[1][1].start_byte, entry[1][1].end_byte)
        return None

    def _set_arg(self, call: tree_sitter.Node, args: list[tree_sitter.Node]) -> None:
        if len(args) < 2 or args[1].type != "number_literal":
            return
        text = self.text(args[1]).rstrip("uUlL")
        try:
            index = int(text, 0)
        except ValueError:
            return
        found = self.kernel_of(args[0])
        if found is None:
            return
        kernel, name, name_range = found
        self.scan.calls.append(
            HostCall("set_arg", kernel, name, name_range, (call.start_byte, call.end_byte), None, index)
        )

    def _raw_strings(self) -> None:
        if self.language != hostlang.CPP:
            return
        for captures in hostlang.matches(self.language, _RAW, self.root):
            node = captures["r"][0]
            delimiter = raw_delimiter(node)
            if delimiter is None or delimiter.lower() not in C_RAW_DELIMITERS or self.is_used(node):
                continue
            self.make_kernel("raw-string", node, node)

    def _stringified(self) -> None:
        names = stringify.stringify_macros(self.data)
        for name_start, start, end in stringify.invocations(self.data, names):
            node = self.root.descendant_for_byte_range(name_start, name_start)
            if node is not None and node.type in ("comment", "string_content", "string_literal", "raw_string_content"):
                continue
            out = stringify.decode(self.data, start, end)
            if out is None or not out.pieces:
                continue
            self.add_kernel("stringify", out, (name_start, end + 1), False)


def _arguments(call: tree_sitter.Node) -> list[tree_sitter.Node]:
    args = call.child_by_field_name("arguments")
    if args is None:
        return []
    return [child for child in args.named_children if child.type != "comment"]


def _cpp_source_argument(args: list[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    """The source of `cl::Program(context, source[, build])` or `cl::Program(source[, build])`."""
    if not args:
        return None
    if len(args) >= 2 and args[1].type not in ("true", "false"):
        return args[1]
    return args[0] if args[0].type in _LITERALS else None

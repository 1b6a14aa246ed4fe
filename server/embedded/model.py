"""What the host scanners find: embedded kernels (virtual documents) and host calls on them.

Plain frozen values, no tree-sitter nodes: a caller (the CLI, an LSP handler)
may keep them across threads. Offsets are bytes of the host file unless named
`kernel_*`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .sourcemap import SourceMap


@dataclass(frozen=True)
class EmbeddedKernel:
    """One kernel source found in a host file: the text the OpenCL compiler would get, and its map."""

    index: int
    # How it was found: "program" (pyopencl Program), "elementwise", "reduction", "scan",
    # "marked" (a `language=opencl` comment), "raw-string" (R"CLC(...)CLC"), "create-program"
    # (clCreateProgramWithSource), "cpp-program" (cl::Program).
    kind: str
    text: bytes
    map: SourceMap
    # The host range of the expression the text comes from (a literal, a name, a call).
    anchor: tuple[int, int]
    # Build options given by the host in literals (`-D TILE=16`); None: the host passes options
    # the scanner cannot read, so macros may be defined that it does not know.
    options: Optional[tuple[str, ...]] = ()
    # Parts of the text are unknown (a name bound to something not a literal, a call):
    # the text is not the whole program, so nothing is judged in it.
    opaque: bool = False

    @property
    def spans(self) -> list[tuple[int, int]]:
        """The host ranges of the kernel's literals: where an editor feature answers for the kernel."""
        return self.map.host_spans()

    def contains(self, host_offset: int) -> bool:
        return self.map.to_kernel(host_offset) is not None

    @property
    def virtual_name(self) -> str:
        return f"embedded-{self.index}.cl"


@dataclass(frozen=True)
class HostArgument:
    start: int
    end: int
    # "np.int32" when the argument is visibly a numpy scalar (np.int32(5)); None otherwise.
    numpy_scalar: Optional[str] = None
    # For set_scalar_arg_dtypes entries: "none" for None, "dtype" for a numpy type.
    dtype_entry: Optional[str] = None


@dataclass(frozen=True)
class HostCall:
    """A host use of a kernel by name: a launch, set_args, cl.Kernel/clCreateKernel, set_scalar_arg_dtypes."""

    # "launch" (prg.k(queue, g, l, *args)), "set_args", "scalar_dtypes", "create" (cl.Kernel,
    # clCreateKernel: only the name is checked), "set_arg" (clSetKernelArg with a literal index),
    # "elementwise" (a call of an ElementwiseKernel object: its declared arguments, without `n`).
    kind: str
    kernel: int  # EmbeddedKernel.index of the program's source
    name: str
    name_range: tuple[int, int]
    call_range: tuple[int, int]
    # The kernel arguments, or None when their number is unknown (*args, a non-literal list).
    arguments: Optional[tuple[HostArgument, ...]] = None
    arg_index: Optional[int] = None


@dataclass
class HostScan:
    """Everything found in one host file."""

    language: str
    kernels: list[EmbeddedKernel] = field(default_factory=list)
    calls: list[HostCall] = field(default_factory=list)
    # The host tree, when the text was parsed: an editor keeps it, `edit`s it with each change
    # and passes it back (`find_kernels(..., old_tree=)`) for an incremental parse.
    tree: Optional[object] = field(default=None, repr=False)

    def kernel_at(self, host_offset: int) -> Optional[EmbeddedKernel]:
        """The kernel whose literal text holds this host offset, if any."""
        found = self.locate(host_offset)
        return found[0] if found is not None else None

    def locate(self, host_offset: int) -> Optional[tuple[EmbeddedKernel, int]]:
        """(kernel, kernel offset) of a host position inside a kernel's literals; None elsewhere
        (an editor feature answers nothing there: the host language's own server does)."""
        for kernel in self.kernels:
            offset = kernel.map.to_kernel(host_offset)
            if offset is not None:
                return kernel, offset
        return None

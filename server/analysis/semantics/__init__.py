"""The semantic core: the built-in catalog, scopes and expression types.

What it knows: the OpenCL C built-ins (signatures, versions, features) read
from the data files in `data/`, which names a place in a document can see
(`scope`), and the type of an expression and the overload a call resolves to
(`typing`). Analysis rules and the presentation layer (`hover/`) both build on
it; it imports only `syntax/` and `project/`, never `hover/` or the LSP layer.
"""

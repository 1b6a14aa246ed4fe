"""Analysis: rules that turn snapshots into findings.

Knows syntax snapshots and (later) the project model and the built-in
catalog; knows nothing of LSP. Every finding comes from a registered rule
with a stable code.
"""

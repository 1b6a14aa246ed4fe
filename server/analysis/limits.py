"""Limits on what the analysis does per edit, shared by the driver and the rule that reports them."""

# Above this size the type-aware rule families are not run; rule S006 says so in the file.
SEMANTIC_MAX_BYTES = 1024 * 1024
SEMANTIC_FAMILIES = "QVCKBX"

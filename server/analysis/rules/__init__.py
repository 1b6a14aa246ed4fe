"""One module per rule; each registers itself with `registry.register`."""

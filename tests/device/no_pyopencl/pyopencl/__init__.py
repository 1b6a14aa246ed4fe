"""Stands in front of the real pyopencl on PYTHONPATH to make its import fail.

Used by tests/device to start the server (and so its device worker) in an
environment without pyopencl, the way a user without the extra has it.
"""

raise ImportError("No module named 'pyopencl' (hidden by tests/device/no_pyopencl)")

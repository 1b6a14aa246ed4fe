"""Builds on real OpenCL devices: a worker process, build-log parsers, device choice.

The engine side of device diagnostics. `logparse` turns a driver's build log
into located messages; `devices` names and picks devices; `build` decides what
is built (text, options, which files may be read) and maps the log back to
files; `worker` is the child process that talks to the OpenCL driver through
pyopencl; `client` runs that process from the server and survives whatever
happens inside it. Nothing here imports the LSP libraries.
"""

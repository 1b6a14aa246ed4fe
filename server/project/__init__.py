"""The project model: how each file is compiled (version, includes, macros, features).

`features` knows the OpenCL C versions, the optional extensions and features and
the macros they predefine; `config` finds and merges the configuration sources
for a file.
Neither reads source code nor knows LSP.
"""

// expected-no-diagnostics
// Names that begin with `__` are reserved for the implementation: clang lets
// toolchain headers declare variadic functions with them.
void __vararg_f(int, ...);
int __log_values(const char *format, ...);

kernel void k(global int *out) { out[0] = 1; }

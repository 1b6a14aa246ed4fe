// expected-no-diagnostics
// Names that merely contain main, and a main in a skipped branch.
kernel void main_loop(global int *p) { int main_count = 1; p[0] = main_count; }
int domain(int x) { return x; }
#ifdef HOST_BUILD
int main(void) { return 0; }
#endif

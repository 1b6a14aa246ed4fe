// A struct without its ';' before a kernel: the compiler reports only the ';' and reads the kernel
// on its own, though the raw parse makes the struct the kernel's return type (no K001 then).
struct S { int a; } // expected-error {{expected ';' after struct}} [S002]
kernel void k(global int *p) { p[0] = 1; }

// RUN-FLAGS: -cl-std=CL2.0
// OpenCL C 2.0: static and extern variables of a function live in global (the default) or constant memory.
kernel void k(global int *out) {
    static int calls = 0;
    static global int hits = 0;
    static constant int limit = 5;
    static private int mine = 0; // expected-error {{static local variable must reside in global or constant address space}} [Q021]
    static generic int any = 0; // expected-error {{static local variable must reside in global or constant address space}} [Q021]
    extern int total;
    extern private int own; // expected-error {{extern variable must reside in global or constant address space}} [Q021]
    out[0] = calls + hits + limit + mine + any + total + own;
}

// OpenCL C 1.2: no static variables in functions; extern ones only in constant memory.
kernel void k(global int *out) {
    static int calls = 0; // expected-error {{variables in function scope cannot be declared static}} [Q021]
    static constant int limit = 5; // expected-error {{variables in function scope cannot be declared static}} [Q021]
    extern int total; // expected-error {{extern variable must reside in constant address space}} [Q021]
    extern global int counter; // expected-error {{extern variable must reside in constant address space}} [Q021]
    extern constant int table_size;
    out[0] = calls + limit + total + counter + table_size;
}

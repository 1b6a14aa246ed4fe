// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-__opencl_c_program_scope_global_variables,-__opencl_c_device_enqueue
// OpenCL C 3.0 without program-scope globals: static and extern variables of a function are constant.
kernel void k(global int *out) {
    static int calls = 0; // expected-error {{static local variable must reside in constant address space}} [Q021]
    static constant int limit = 5;
    extern int total; // expected-error {{extern variable must reside in constant address space}} [Q021]
    extern constant int size;
    out[0] = calls + limit + total + size;
}

// RUN-FLAGS: -cl-std=CL2.0
// The items before the first one that does not parse are judged as usual.
global pipe int gp; // expected-error {{type '__global read_only pipe int' can only be used as a function parameter in OpenCL}} [Q065]
global reserve_id_t rid; // expected-error {{the '__global reserve_id_t' type cannot be used to declare a program scope variable}} [Q025]
extern pipe write_only int get_pipe(void); // expected-error {{'write_only' attribute only applies to parameters and typedefs}} expected-error {{type '__global write_only pipe int (void)' can only be used as a function parameter in OpenCL}}
kernel void k(global int *p) { p[0] = 1; }

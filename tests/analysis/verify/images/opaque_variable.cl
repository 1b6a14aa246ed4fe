// Images are parameters only; events and reservation ids are not program-scope variables.
event_t pending; // expected-error {{the '__private event_t' type cannot be used to declare a program scope variable}} [Q025]
kernel void k(read_only image2d_t in, global float4 *out) {
    image2d_t copy; // expected-error {{type '__private __read_only image2d_t' can only be used as a function parameter}} [Q025]
    event_t e;
    local event_t shared; // expected-error {{the event_t type can only be used with __private address space qualifier}} [Q025]
    out[0] = read_imagef(in, (int2)(0, 0));
}

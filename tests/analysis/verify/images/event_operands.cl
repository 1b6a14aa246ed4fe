// RUN-FLAGS: -cl-std=CL2.0
// Events are assigned and passed by address, never computed with or compared.
kernel void k(global int *p, local int *l) {
    event_t e = async_work_group_copy(l, p, 4, 0);
    event_t f = e;
    clk_event_t c;
    e = f;
    event_t *pe = &e;
    e == f; // expected-error {{invalid operands to binary expression ('__private event_t' and '__private event_t')}} [Q032]
    e + 1; // expected-error {{invalid operands to binary expression ('__private event_t' and 'int')}} [Q032]
    !e; // expected-error {{invalid argument type 'event_t' to unary expression}} [Q032]
    e == c; // expected-error {{invalid operands to binary expression ('__private event_t' and '__private clk_event_t')}} [Q032]
    wait_group_events(1, pe);
}

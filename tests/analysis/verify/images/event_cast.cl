// Only the constant 0 becomes an event_t.
void use(event_t e);
kernel void k(global float *dst, local float *src, float f) {
    event_t none = (event_t)0;
    event_t e = async_work_group_copy(dst, src, 16, none);
    use((event_t)1); // expected-error {{cannot cast non-zero value '1' to 'event_t'}} [Q033]
    use((event_t)(0x10)); // expected-error {{cannot cast non-zero value '16' to 'event_t'}} [Q033]
    wait_group_events(1, &e);
}

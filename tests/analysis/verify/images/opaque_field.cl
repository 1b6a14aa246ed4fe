// Images, samplers and events cannot be fields of a struct or a union.
typedef image2d_t frame_t;
struct input {
    image2d_t pixels; // expected-error {{the '__read_only image2d_t' type cannot be used to declare a structure or union field}} [Q022]
    int width;
};
union handles {
    sampler_t s; // expected-error {{the 'sampler_t' type cannot be used to declare a structure or union field}} [Q022]
    event_t e; // expected-error {{the 'event_t' type cannot be used to declare a structure or union field}} [Q022]
};
typedef struct {
    frame_t f; // expected-error {{the 'frame_t' (aka '__read_only image2d_t') type cannot be used to declare a structure or union field}} [Q022]
} wrapped;
kernel void k(global int *out) { out[0] = 0; }

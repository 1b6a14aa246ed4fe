// Access qualifiers on typedefs of non-image types.
typedef int count_t;
typedef struct box_s { float x; } box;
kernel void k(read_only count_t n) {} // expected-error {{access qualifier can only be used for pipe and image type}} [Q004]
void f(write_only box b) {} // expected-error {{access qualifier can only be used for pipe and image type}} [Q004]

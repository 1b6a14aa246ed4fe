// Access qualifiers are for images and pipes.
kernel void on_int(read_only int x) {} // expected-error {{access qualifier can only be used for pipe and image type}} [Q004]
kernel void on_pointer(__write_only global float *out) {} // expected-error {{access qualifier can only be used for pipe and image type}} [Q004]
struct S { int a; };
kernel void on_struct(read_only struct S s) {} // expected-error {{access qualifier can only be used for pipe and image type}} [Q004]
kernel void on_vector(write_only float4 v) {} // expected-error {{access qualifier can only be used for pipe and image type}} [Q004]

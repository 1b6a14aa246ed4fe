// vec_type_hint takes a built-in scalar or vector type.
typedef struct { float x, y; } point_t;
kernel __attribute__((vec_type_hint(bool))) void b(global int *p) {} // expected-error {{a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'}} [K005]
kernel __attribute__((vec_type_hint(void))) void v(global int *p) {} // expected-error {{invalid argument to attribute 'vec_type_hint'}} [K005]
kernel __attribute__((vec_type_hint(float *))) void ptr(global int *p) {} // expected-error {{invalid argument to attribute 'vec_type_hint'}} [K005]
kernel __attribute__((vec_type_hint(point_t))) void rec(global int *p) {} // expected-error {{invalid argument to attribute 'vec_type_hint'}} [K005]
kernel __attribute__((vec_type_hint(image2d_t))) void img(global int *p) {} // expected-error {{invalid argument to attribute 'vec_type_hint'}} [K005]

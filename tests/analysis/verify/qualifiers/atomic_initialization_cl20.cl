// RUN-FLAGS: -cl-std=CL2.0
// Only global atomic variables take an initializer; atomics are stored with the atomic functions.
global atomic_int total = 0;

kernel void count(global atomic_int *hits, global int *out) {
  atomic_int mine = 0; // expected-error {{atomic variable can be initialized to a variable only in global address space}} [Q061]
  private atomic_float part = 1.0f; // expected-error {{atomic variable can be initialized to a variable only in global address space}} [Q061]
  hits[0] = 1; // expected-error {{atomic variable can be assigned to a variable only in global address space}} [Q061]
  total = 2; // expected-error {{atomic variable can be assigned to a variable only in global address space}} [Q061]
  out[0] = hits[1]; // expected-error {{atomic variable can be assigned to a variable only in global address space}} [Q061]
  atomic_init(&mine, 3);
}

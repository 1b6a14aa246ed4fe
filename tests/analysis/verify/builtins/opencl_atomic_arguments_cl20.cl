// RUN-FLAGS: -cl-std=CL2.0
// clang's __opencl_atomic_* built-ins take a pointer to a writable atomic object, an order and a scope.
struct S { int x; };

kernel void count(global atomic_int *hits, global int *plain, global const atomic_int *frozen,
                  global atomic_float *sums, constant atomic_int *fixed) {
  struct S s;
  __opencl_atomic_store(hits, 1, memory_order_relaxed, memory_scope_device);
  __opencl_atomic_fetch_add(plain, 1, memory_order_relaxed, memory_scope_device); // expected-error {{address argument to atomic operation must be a pointer to _Atomic type ('__global int *' invalid)}} [B022]
  __opencl_atomic_load(hits, memory_order_relaxed); // expected-error {{too few arguments to function call, expected 3, have 2}} [B022]
  __opencl_atomic_store(frozen, 1, memory_order_relaxed, memory_scope_device); // expected-error {{address argument to atomic operation must be a pointer to non-const _Atomic type ('const __global atomic_int *' (aka 'const __global _Atomic(int) *') invalid)}} [B022]
  (void)__opencl_atomic_load(fixed, memory_order_relaxed, memory_scope_device); // expected-error {{address argument to atomic operation must be a pointer to non-constant _Atomic type ('__constant atomic_int *' (aka '__constant _Atomic(int) *') invalid)}} [B022]
  __opencl_atomic_fetch_or(sums, 1, memory_order_relaxed, memory_scope_device); // expected-error {{address argument to atomic operation must be a pointer to atomic integer ('__global atomic_float *' (aka '__global _Atomic(float) *') invalid)}} [B022]
  (void)__opencl_atomic_load(hits, memory_order_relaxed, memory_scope_work_item); // expected-error {{synchronization scope argument to atomic operation is invalid}} [B022]
  (void)__opencl_atomic_load(hits, s, memory_scope_device); // expected-error {{passing '__private struct S' to parameter of incompatible type 'int'}} [B022]
  __opencl_atomic_init(0, 1); // expected-error {{address argument to atomic builtin must be a pointer}} [B022]
}

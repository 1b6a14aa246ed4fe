// RUN-FLAGS: -cl-std=CL2.0
// Pipes, reservation ids, queues and atomic objects have no operators (besides comparing queues).
void pipes(read_only pipe int p) {
  p + p; // expected-error {{invalid operands to binary expression ('__private read_only pipe int' and '__private read_only pipe int')}} [C025]
  *p; // expected-error {{invalid argument type '__private read_only pipe int' to unary expression}} [C025]
}
bool ids(void) {
  reserve_id_t a, b;
  return a == b; // expected-error {{invalid operands to binary expression ('__private reserve_id_t' and '__private reserve_id_t')}} [C025]
}
bool queues(queue_t q, queue_t r) {
  return q != 0.0f // expected-error {{invalid operands to binary expression ('__private queue_t' and 'float')}} [C025]
      || 1 == q // expected-error {{invalid operands to binary expression ('int' and '__private queue_t')}} [C025]
      || q == r || q != 0;
}
void atomics(global atomic_int *counter) {
  atomic_int local_copy;
  local_copy += 1; // expected-error {{invalid operands to binary expression ('__private atomic_int' (aka '__private _Atomic(int)') and 'int')}} [C025]
  local_copy++; // expected-error {{invalid argument type '__private atomic_int' (aka '__private _Atomic(int)') to unary expression}} [C025]
  counter[0] + 1; // expected-error {{invalid operands to binary expression}} [C025]
  atomic_fetch_add(counter, 1);
}
kernel void run(global int *out) { out[0] = 1; }

// RUN-FLAGS: -cl-std=CL2.0
// Pipes are only ever function parameters.
void forward(read_only pipe int *in); // expected-error {{pipes packet types cannot be of reference type}} [Q065]

kernel void relay(read_only pipe int in, global int *out) {
  pipe int copy; // expected-error {{type '__private read_only pipe int' can only be used as a function parameter}} [Q065]
  read_pipe(in, out);
}

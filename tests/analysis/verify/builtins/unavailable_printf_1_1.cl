// RUN-FLAGS: -cl-std=CL1.1
// printf is an OpenCL C 1.2 built-in.
kernel void hello(void) {
  printf("hello\n"); // expected-error {{use of undeclared identifier 'printf'}} [X040]
}

// No function of an OpenCL program may be called main.
int main(void) { return 0; } // expected-error {{function cannot be called 'main'}} [K012]
kernel void main2(global int *p) { p[0] = 0; }

// expected-no-diagnostics
// printf is the one variadic function a program may declare and call.
int printf(__constant const char *restrict format, ...);
kernel void hello(global const int *data) {
    printf("%d %d\n", data[0], data[1]);
}

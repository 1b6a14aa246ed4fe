// A printf whose format or arguments a macro supplies.
#define FMT "%d\n"
#define SHOW(x) printf("%f\n", (x))
kernel void k(global int *p) {
    printf(FMT, 1.0f); // expected-warning {{format specifies type 'int' but the argument has type 'float'}}
    SHOW(p[0]); // expected-warning {{format specifies type 'double' but the argument has type 'int'}}
    SHOW(1.0f);
}

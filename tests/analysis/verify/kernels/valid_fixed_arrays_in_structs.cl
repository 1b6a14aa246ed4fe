// expected-no-diagnostics
// Arrays in structs with sizes written as literals, macros and enumerators.
#define MAX_ITEMS 8
enum { LANES = 4 };
typedef struct { int count; float values[MAX_ITEMS]; float4 lanes[LANES]; uchar tag[2][3]; } bag_t;
constant int primes[] = {2, 3, 5, 7};
kernel void k(global bag_t *bags, global float *out) {
    int local_copy[] = {1, 2};
    out[0] = bags[0].values[0] + bags[0].lanes[0].x + primes[local_copy[1]];
}

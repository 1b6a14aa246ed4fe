// An error with a note that points at another line.
int twice(int x) { return 2 * x; }

int twice(int x) { return x + x; }
//  ^^^^^ D001 redefinition of 'twice'

kernel void use(global int *out) { out[0] = twice(3); }

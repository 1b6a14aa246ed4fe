// expected-no-diagnostics
// Array sizes that are constant expressions.
#define N 16
enum { ROWS = 4, COLS = ROWS * 2 };
constant int table[] = {1, 2, 3};
kernel void k(global float *out, int n) {
    const int m = 8;
    float a[N];
    float b[ROWS][COLS];
    float c[sizeof(float4) / sizeof(float)];
    int d[] = {1, 2, 3, 4};
    float e[vec_step(float8)];
    float f[m];
    float g[N * 2 + 1];
    local float tile[N][N + 1];
    for (int i = 0; i < n && i < N; i++) a[i] = 0.0f;
    tile[0][0] = a[0] + b[0][0] + c[0] + d[0] + e[0] + f[0] + g[0];
    out[0] = tile[0][0] + table[0];
}
void helper(float values[N], int rows[4][ROWS]) { values[0] = rows[0][0]; }

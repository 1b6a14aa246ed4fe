"""A large source with mistakes of several rule families, for tests of what analysis does with many functions."""

# One unit: macros (some bodies are judged macro-expanded), records, helpers and kernels,
# with mistakes of several rule families, some inside macro expansions.
UNIT = """\
#define SCALE{i}(x) ((x) * 2.0f)
#define LANE{i} s5
typedef struct {{ float4 p; int n; }} item{i}_t;
constant float table{i}[4] = {{1.0f, 2.0f, 3.0f, 4.0f}};

float helper{i}(global const float *p, int n)
{{
    float4 v = vload4(0, p);
    return SCALE{i}(v.x) + v.w + (float)n + table{i}[n & 3];
}}

kernel void good{i}(global float *out, local float *tmp, int n)
{{
    int id = get_global_id(0);
    float4 a = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    tmp[get_local_id(0)] = a.x;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[id] = helper{i}(out, n) + tmp[0] + SCALE{i}(a.y);
}}

kernel void bad{i}(global float *out, int n)
{{
    float4 a = (float4)(1.0f, 2.0f, 3.0f);
    float2 b = a.xyz;
    float f = n % 2.0f;
    out[0] = a.q + SCALE{i}(a.LANE{i}) + b.x + f;
    int4 w = (int4)a;
    out[1] = sqrt(n) + w.x;
}}

kernel int wrong{i}(global int *p, bool flag) {{ return p[0]; }}

"""


def big_file(units: int = 60) -> bytes:
    return "".join(UNIT.format(i=i) for i in range(units)).encode()

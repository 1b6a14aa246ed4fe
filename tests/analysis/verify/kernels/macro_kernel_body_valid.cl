// A kernel whose body is mostly macros, as hashcat's and John the Ripper's are.
// expected-no-diagnostics
#define GID get_global_id(0)
#define LOCAL_VK __local
#define SYNC barrier(CLK_LOCAL_MEM_FENCE)
#define ROTL(x, n) rotate((x), (uint)(n))
#define SWAP(a, b) do { uint t_ = (a); (a) = (b); (b) = t_; } while (0)
#define U32 uint
kernel void k(global U32 *out, global const U32 *in) {
    LOCAL_VK U32 s[64];
    const size_t gid = GID;
    s[get_local_id(0)] = in[gid];
    SYNC;
    U32 a = ROTL(s[0], 3), b = s[1];
    SWAP(a, b);
    out[gid] = a ^ b;
}

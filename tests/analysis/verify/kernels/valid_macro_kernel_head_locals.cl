// expected-no-diagnostics
// A kernel whose head is written with macros (hashcat's style): the words before
// `void` parse as a declaration that lacks its ';', so the head is not judged,
// and neither are the local variables of a body that only a kernel may declare.
#define KERNEL_FQ __kernel
#define KERNEL_FA __attribute__((reqd_work_group_size(64, 1, 1)))
#define LOCAL_VK __local
KERNEL_FQ KERNEL_FA void crack(global int *out) {
  LOCAL_VK int table[64];
  table[get_local_id(0)] = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = table[63 - get_local_id(0)];
}

// expected-no-diagnostics
// Types that a macro declares are unknown to us: no guesses about their address space.
#define DECLARE_GLOBAL(name, type) typedef __global type name;
DECLARE_GLOBAL(gfloat, float)
DECLARE_GLOBAL(guint, uint)
kernel void k(gfloat *data, guint *counts) {
  gfloat *cursor = data + 1;
  counts[0] = (uint)cursor[0];
}

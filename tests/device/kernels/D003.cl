// A header outside the workspace and the include directories: the build is refused.
#include "/etc/hostname"
//<----------------------- D003 outside the workspace

kernel void k(global int *out) { out[0] = 1; }

// An error inside an included header: reported there and summarized here.
#include "include/broken.h"
//<-------------------------- D001 in included broken.h

kernel void use_header(global int *out) { out[0] = helper(1); }

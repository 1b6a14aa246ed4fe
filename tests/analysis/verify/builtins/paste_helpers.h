// A header that pastes names together, as hashcat's inc_types.h does, and
// mentions built-ins without declaring them.
#ifndef PASTE_HELPERS_H
#define PASTE_HELPERS_H
#define CONCAT(a, b) a##b
#define VTYPE(type, width) CONCAT(type, width)
#define VECT_WIDTH 4
typedef VTYPE(float, VECT_WIDTH) floatx;
// Makes a helper whose name ends in the argument: scale_twice, scale_half.
#define MAKE_SCALE(n, f) float CONCAT(scale_, n)(float x) { return x * (f); }
MAKE_SCALE(twice, 2.0f)
#define ACC(n) acc_##n
// length() of a vector: the helpers below call it, they do not declare it.
float vec_norm(floatx v) { return length(v); }
#endif

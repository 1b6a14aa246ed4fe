// A header of helpers for the include fixtures.
#ifndef BUILTINS_HELPERS_H
#define BUILTINS_HELPERS_H
float helper_scale(float x);
typedef struct { float gain; int taps; } FilterParams;
constant float helper_gain = 2.0f;
#define DECLARE_INDEX(var) size_t var = get_global_id(0)
#endif

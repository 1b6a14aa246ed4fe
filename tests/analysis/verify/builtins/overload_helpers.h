// A header that declares an overload of a built-in of its own.
#ifndef OVERLOAD_HELPERS_H
#define OVERLOAD_HELPERS_H
float __attribute__((overloadable)) length(int4 v);
#endif

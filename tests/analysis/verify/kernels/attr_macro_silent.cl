// Attribute arguments written with macros are not judged.
#define ZERO 0
#define WG 64
kernel __attribute__((reqd_work_group_size(WG, ZERO, 1))) void a(global int *p) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}} clang-only: macro arguments are not judged
kernel __attribute__((reqd_work_group_size(WG, 0, 1))) void b(global int *p) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}} clang-only: macro in the same attribute
kernel __attribute__((reqd_work_group_size(64, 0, 1))) void c(global int *p) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}} [K005]

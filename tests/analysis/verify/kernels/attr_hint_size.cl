// work_group_size_hint follows the same shape as reqd_work_group_size.
kernel __attribute__((work_group_size_hint(32, 1))) void two(global int *p) {} // expected-error {{'work_group_size_hint' attribute requires exactly 3 arguments}} [K005]
kernel __attribute__((work_group_size_hint(32, 1, 0))) void zero(global int *p) {} // expected-error {{'work_group_size_hint' attribute must be greater than 0}} [K005]
kernel __attribute__((work_group_size_hint(0x20, 0x1, 0x1))) void hex(global int *p) {}

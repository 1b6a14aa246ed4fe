// reqd_work_group_size names all three dimensions.
kernel __attribute__((reqd_work_group_size(64, 1))) void two(global int *p) {} // expected-error {{'reqd_work_group_size' attribute requires exactly 3 arguments}} [K005]
kernel __attribute__((reqd_work_group_size(8, 8, 1, 1))) void four(global int *p) {} // expected-error {{'reqd_work_group_size' attribute requires exactly 3 arguments}} [K005]
kernel __attribute__((reqd_work_group_size())) void none(global int *p) {} // expected-error {{'reqd_work_group_size' attribute requires exactly 3 arguments}} [K005]
kernel __attribute__((reqd_work_group_size)) void bare(global int *p) {} // expected-error {{'reqd_work_group_size' attribute requires exactly 3 arguments}} [K005]

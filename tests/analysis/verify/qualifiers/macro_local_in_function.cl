// A local variable in a function that is not a kernel, declared through a macro.
#define LOCAL_VK __local
#define SHARED(t, n) __local t n
void helper(global int *o) {
    LOCAL_VK int t[4]; // expected-error {{non-kernel function variable cannot be declared in local address space}} [Q009]
    SHARED(int, u)[4]; // expected-error {{non-kernel function variable cannot be declared in local address space}} [Q009]
    o[0] = t[0] + u[0];
}
kernel void k(global int *o) {
    LOCAL_VK int t[4];
    t[0] = o[0];
    helper(o);
}

// Warnings (with notes) from a build that succeeds.
int no_return(int x) {
    if (x > 0)
        return 1;
}
//< D002 non-void function

kernel void compare_unused(global int *out) {
    out[0] == 1;
//         ^^ D002 equality comparison result unused
}

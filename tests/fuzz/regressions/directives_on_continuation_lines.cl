void f(void) {
 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
prag√ma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2 \
 \
# \
 \
pragma \
 \
 \
unroll \
 \
 \
2
  for (;;) {}
}

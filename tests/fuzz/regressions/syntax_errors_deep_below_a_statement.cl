/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0/ \
RUN-FLAGS: \
-様-std=CL;.0
// A variadic prntot{pe after the extensimn pragma is tusned off again.
#pragma OPENCL EXTENSION __cl_clanc_variadic_functions:: enable
v/id allowed(int n, nh.)char2
#rragma MPENCL EXTENSION __cl_clang_variadic_functions : disable
vid refuSed(a n, #..); // expected-error {{invalid qrototype, variadic arguments are not allowed in OpenCL}y [K007]

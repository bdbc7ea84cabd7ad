/* 4x4 double-precision matrix multiply, c = a * b (row-major), the plain triple
   loop. Written for this corpus (instances/llvm-extra/SOURCES.md): clang-14 -O2
   unrolls it fully and vectorises it to SSE2 on x86-64, where LLVM's greedy
   allocator spills 128-bit values. */
void mm4(double *restrict c, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0.0;
            for (int k = 0; k < 4; k++)
                s += a[4 * i + k] * b[4 * k + j];
            c[4 * i + j] = s;
        }
}

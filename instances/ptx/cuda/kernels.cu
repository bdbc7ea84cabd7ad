// CUDA C kernels of ours for the PTX corpus, compiled by make_cuda_ptx.py with
// clang-14 (device side only, no CUDA headers: builtins stand in for them).
#define GLOBAL extern "C" __attribute__((global))
#define SHARED __attribute__((shared))
#define TID_X __nvvm_read_ptx_sreg_tid_x()
#define BID_X __nvvm_read_ptx_sreg_ctaid_x()
#define NTID_X __nvvm_read_ptx_sreg_ntid_x()
#define SYNC() __nvvm_bar_sync(0)

GLOBAL void saxpy(int n, float a, const float *x, float *y) {
  int i = BID_X * NTID_X + TID_X;
  if (i < n) y[i] = a * x[i] + y[i];
}

// Sum of a block's elements through shared memory, halving each step.
GLOBAL void block_sum(const float *in, float *out, int n) {
  SHARED float part[256];
  int t = TID_X;
  int i = BID_X * 256 + t;
  part[t] = i < n ? in[i] : 0.0f;
  SYNC();
  for (int step = 128; step > 0; step >>= 1) {
    if (t < step) part[t] += part[t + step];
    SYNC();
  }
  if (t == 0) out[BID_X] = part[0];
}

// A per-thread histogram indexed at run time (the register array nvcc spills,
// seed 002): the array lives in local memory.
GLOBAL void local_histogram(const int *keys, int *out, int n, int per_thread) {
  int counts[16];
  for (int b = 0; b < 16; ++b) counts[b] = 0;
  int base = (BID_X * NTID_X + TID_X) * per_thread;
  for (int k = 0; k < per_thread; ++k) {
    int i = base + k;
    if (i < n) counts[keys[i] & 15] += 1;
  }
  for (int b = 0; b < 16; ++b) out[(BID_X * NTID_X + TID_X) * 16 + b] = counts[b];
}

// A 32x32 tile transpose through shared memory, padded against bank conflicts.
GLOBAL void transpose(const float *in, float *out, int rows, int cols) {
  SHARED float tile[32][33];
  int bx = BID_X % ((cols + 31) / 32), by = BID_X / ((cols + 31) / 32);
  int tx = TID_X % 32, ty = TID_X / 32;
  for (int j = ty; j < 32; j += 8) {
    int r = by * 32 + j, c = bx * 32 + tx;
    if (r < rows && c < cols) tile[j][tx] = in[r * cols + c];
  }
  SYNC();
  for (int j = ty; j < 32; j += 8) {
    int r = bx * 32 + j, c = by * 32 + tx;
    if (r < cols && c < rows) out[r * rows + c] = tile[tx][j];
  }
}

/* Harness for LZ4 1.9.4 (lz4-4.3.3/lz4libs: lz4.c, lz4hc.c, lz4frame.c): known
 * compressed sizes and contents, and round trips through the block API (default, fast,
 * extState, destSize, partial decoding), HC (levels 1..12, extState, destSize), the
 * dictionary and streaming APIs of both, and the frame API (one-shot, streaming, CDict).
 * Prototypes and the frame structs are declared here with the library's exact layout. */
#include "common.h"

typedef struct LZ4_stream_s LZ4_stream_t;
typedef struct LZ4_streamHC_s LZ4_streamHC_t;
typedef struct LZ4_streamDecode_s LZ4_streamDecode_t;

int LZ4_versionNumber(void);
int LZ4_compress_default(const char *src, char *dst, int srcSize, int dstCapacity);
int LZ4_decompress_safe(const char *src, char *dst, int compressedSize, int dstCapacity);
int LZ4_compressBound(int inputSize);
int LZ4_compress_fast(const char *src, char *dst, int srcSize, int dstCapacity, int accel);
int LZ4_sizeofState(void);
int LZ4_compress_fast_extState(void *state, const char *src, char *dst, int srcSize,
                               int dstCapacity, int accel);
int LZ4_compress_destSize(const char *src, char *dst, int *srcSizePtr, int targetDstSize);
int LZ4_decompress_safe_partial(const char *src, char *dst, int srcSize, int targetOutputSize,
                                int dstCapacity);
LZ4_stream_t *LZ4_createStream(void);
int LZ4_freeStream(LZ4_stream_t *s);
void LZ4_resetStream_fast(LZ4_stream_t *s);
int LZ4_loadDict(LZ4_stream_t *s, const char *dictionary, int dictSize);
int LZ4_compress_fast_continue(LZ4_stream_t *s, const char *src, char *dst, int srcSize,
                               int dstCapacity, int accel);
int LZ4_saveDict(LZ4_stream_t *s, char *safeBuffer, int maxDictSize);
LZ4_streamDecode_t *LZ4_createStreamDecode(void);
int LZ4_freeStreamDecode(LZ4_streamDecode_t *s);
int LZ4_setStreamDecode(LZ4_streamDecode_t *s, const char *dictionary, int dictSize);
int LZ4_decompress_safe_continue(LZ4_streamDecode_t *s, const char *src, char *dst,
                                 int srcSize, int dstCapacity);
int LZ4_decompress_safe_usingDict(const char *src, char *dst, int srcSize, int dstCapacity,
                                  const char *dictStart, int dictSize);
int LZ4_decompress_fast(const char *src, char *dst, int originalSize);
int LZ4_decompress_fast_usingDict(const char *src, char *dst, int originalSize,
                                  const char *dictStart, int dictSize);
int LZ4_decompress_safe_partial_usingDict(const char *src, char *dst, int compressedSize,
                                          int targetOutputSize, int maxOutputSize,
                                          const char *dictStart, int dictSize);
int LZ4_compress_fast_extState_fastReset(void *state, const char *src, char *dst, int srcSize,
                                         int dstCapacity, int accel);
void LZ4_attach_dictionary(LZ4_stream_t *working, const LZ4_stream_t *dictionary);

int LZ4_compress_HC(const char *src, char *dst, int srcSize, int dstCapacity, int level);
int LZ4_sizeofStateHC(void);
int LZ4_compress_HC_extStateHC(void *stateHC, const char *src, char *dst, int srcSize,
                               int maxDstSize, int level);
int LZ4_compress_HC_destSize(void *stateHC, const char *src, char *dst, int *srcSizePtr,
                             int targetDstSize, int level);
LZ4_streamHC_t *LZ4_createStreamHC(void);
int LZ4_freeStreamHC(LZ4_streamHC_t *s);
void LZ4_resetStreamHC_fast(LZ4_streamHC_t *s, int level);
int LZ4_loadDictHC(LZ4_streamHC_t *s, const char *dictionary, int dictSize);
int LZ4_compress_HC_continue(LZ4_streamHC_t *s, const char *src, char *dst, int srcSize,
                             int maxDstSize);
int LZ4_saveDictHC(LZ4_streamHC_t *s, char *safeBuffer, int maxDictSize);
int LZ4_compress_HC_continue_destSize(LZ4_streamHC_t *s, const char *src, char *dst,
                                      int *srcSizePtr, int targetDstSize);
void LZ4_setCompressionLevel(LZ4_streamHC_t *s, int level);
void LZ4_favorDecompressionSpeed(LZ4_streamHC_t *s, int favor);
int LZ4_compress_HC_extStateHC_fastReset(void *state, const char *src, char *dst, int srcSize,
                                         int dstCapacity, int level);
void LZ4_attach_HC_dictionary(LZ4_streamHC_t *working, const LZ4_streamHC_t *dictionary);

/* lz4frame.h (v1.9.4), field for field */
typedef size_t LZ4F_errorCode_t;
typedef enum { LZ4F_default = 0, LZ4F_max64KB = 4, LZ4F_max256KB = 5, LZ4F_max1MB = 6,
               LZ4F_max4MB = 7 } LZ4F_blockSizeID_t;
typedef enum { LZ4F_blockLinked = 0, LZ4F_blockIndependent } LZ4F_blockMode_t;
typedef enum { LZ4F_noContentChecksum = 0, LZ4F_contentChecksumEnabled } LZ4F_contentChecksum_t;
typedef enum { LZ4F_noBlockChecksum = 0, LZ4F_blockChecksumEnabled } LZ4F_blockChecksum_t;
typedef enum { LZ4F_frame = 0, LZ4F_skippableFrame } LZ4F_frameType_t;
typedef struct {
    LZ4F_blockSizeID_t blockSizeID;
    LZ4F_blockMode_t blockMode;
    LZ4F_contentChecksum_t contentChecksumFlag;
    LZ4F_frameType_t frameType;
    unsigned long long contentSize;
    unsigned dictID;
    LZ4F_blockChecksum_t blockChecksumFlag;
} LZ4F_frameInfo_t;
typedef struct {
    LZ4F_frameInfo_t frameInfo;
    int compressionLevel;
    unsigned autoFlush;
    unsigned favorDecSpeed;
    unsigned reserved[3];
} LZ4F_preferences_t;
typedef struct { unsigned stableSrc; unsigned reserved[3]; } LZ4F_compressOptions_t;
typedef struct { unsigned stableDst, skipChecksums, reserved1, reserved0; } LZ4F_decompressOptions_t;
typedef struct LZ4F_cctx_s LZ4F_cctx;
typedef struct LZ4F_dctx_s LZ4F_dctx;
typedef struct LZ4F_CDict_s LZ4F_CDict;
#define LZ4F_VERSION 100

unsigned LZ4F_isError(LZ4F_errorCode_t code);
const char *LZ4F_getErrorName(LZ4F_errorCode_t code);
int LZ4F_compressionLevel_max(void);
size_t LZ4F_compressFrameBound(size_t srcSize, const LZ4F_preferences_t *prefs);
size_t LZ4F_compressFrame(void *dst, size_t dstCapacity, const void *src, size_t srcSize,
                          const LZ4F_preferences_t *prefs);
unsigned LZ4F_getVersion(void);
LZ4F_errorCode_t LZ4F_createCompressionContext(LZ4F_cctx **cctxPtr, unsigned version);
LZ4F_errorCode_t LZ4F_freeCompressionContext(LZ4F_cctx *cctx);
size_t LZ4F_compressBegin(LZ4F_cctx *cctx, void *dst, size_t dstCapacity,
                          const LZ4F_preferences_t *prefs);
size_t LZ4F_compressBound(size_t srcSize, const LZ4F_preferences_t *prefs);
size_t LZ4F_compressUpdate(LZ4F_cctx *cctx, void *dst, size_t dstCapacity, const void *src,
                           size_t srcSize, const LZ4F_compressOptions_t *opt);
size_t LZ4F_flush(LZ4F_cctx *cctx, void *dst, size_t dstCapacity,
                  const LZ4F_compressOptions_t *opt);
size_t LZ4F_compressEnd(LZ4F_cctx *cctx, void *dst, size_t dstCapacity,
                        const LZ4F_compressOptions_t *opt);
LZ4F_errorCode_t LZ4F_createDecompressionContext(LZ4F_dctx **dctxPtr, unsigned version);
LZ4F_errorCode_t LZ4F_freeDecompressionContext(LZ4F_dctx *dctx);
size_t LZ4F_headerSize(const void *src, size_t srcSize);
size_t LZ4F_getFrameInfo(LZ4F_dctx *dctx, LZ4F_frameInfo_t *info, const void *src,
                         size_t *srcSizePtr);
size_t LZ4F_decompress(LZ4F_dctx *dctx, void *dst, size_t *dstSizePtr, const void *src,
                       size_t *srcSizePtr, const LZ4F_decompressOptions_t *opt);
void LZ4F_resetDecompressionContext(LZ4F_dctx *dctx);
LZ4F_CDict *LZ4F_createCDict(const void *dictBuffer, size_t dictSize);
void LZ4F_freeCDict(LZ4F_CDict *cdict);
size_t LZ4F_compressFrame_usingCDict(LZ4F_cctx *cctx, void *dst, size_t dstCapacity,
                                     const void *src, size_t srcSize, const LZ4F_CDict *cdict,
                                     const LZ4F_preferences_t *prefs);
size_t LZ4F_compressBegin_usingCDict(LZ4F_cctx *cctx, void *dst, size_t dstCapacity,
                                     const LZ4F_CDict *cdict, const LZ4F_preferences_t *prefs);
size_t LZ4F_decompress_usingDict(LZ4F_dctx *dctx, void *dst, size_t *dstSizePtr,
                                 const void *src, size_t *srcSizePtr, const void *dict,
                                 size_t dictSize, const LZ4F_decompressOptions_t *opt);

#define MAXSRC (1 << 20)
static unsigned char *src, *cmp, *cmp2, *out, *dict;
static size_t cmpcap;
#define DICTLEN 32768

static const char *C(const void *p) { return (const char *)p; }
static char *W(void *p) { return (char *)p; }

/* A "real" buffer: pseudo-text followed by a table and a repetitive tail. */
static void fill_real(unsigned char *b, size_t n) {
    size_t a = n / 2, t = n / 4;
    fill_data(b, a, DATA_TEXT);
    fill_data(b + a, t, DATA_TABLE);
    fill_data(b + a + t, n - a - t, DATA_MIXED);
}

static void fill_kind(unsigned char *b, size_t n, int kind) {
    if (kind == DATA_KINDS) fill_real(b, n);
    else fill_data(b, n, kind);
}
#define NKINDS (DATA_KINDS + 1)
static const char *kind_name(int k) { return k == DATA_KINDS ? "real" : data_kind_name[k]; }

static void expect_same(const void *a, const void *b, size_t n, const char *what, size_t len,
                        int kind) {
    digest_add(&n, sizeof n); /* (the compressed outputs are digested where made) */
    CHECK(memcmp(a, b, n) == 0, "%s: round trip differs (len %zu, %s data)", what, len,
          kind_name(kind));
}

static void known_vectors(void) {
    static const int sizes[] = {0, 1, 13, 64, 1000, 4096, 65536, 200003};
    char name[96];
    group_begin("known vectors");
    for (int kind = 0; kind < NKINDS; kind++)
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            int n = sizes[i];
            rng_seed(1000 + (uint64_t)kind * 31 + i);
            fill_kind(src, (size_t)n, kind);
            int c = LZ4_compress_default(C(src), W(cmp), n, (int)cmpcap);
            snprintf(name, sizeof name, "block.%s.%d", kind_name(kind), n);
            vector(name, ((uint64_t)c << 32) ^ (fnv64(cmp, (size_t)c) & 0xffffffffu));
            c = LZ4_compress_fast(C(src), W(cmp), n, (int)cmpcap, 9);
            snprintf(name, sizeof name, "fast9.%s.%d", kind_name(kind), n);
            vector(name, ((uint64_t)c << 32) ^ (fnv64(cmp, (size_t)c) & 0xffffffffu));
            if (n <= 65536) {
                static const int levels[] = {3, 9, 12};
                for (int l = 0; l < 3; l++) {
                    c = LZ4_compress_HC(C(src), W(cmp), n, (int)cmpcap, levels[l]);
                    snprintf(name, sizeof name, "hc%d.%s.%d", levels[l], kind_name(kind), n);
                    vector(name, ((uint64_t)c << 32) ^ (fnv64(cmp, (size_t)c) & 0xffffffffu));
                }
            }
            LZ4F_preferences_t p;
            memset(&p, 0, sizeof p);
            p.frameInfo.contentChecksumFlag = LZ4F_contentChecksumEnabled;
            p.frameInfo.contentSize = (unsigned long long)n;
            p.compressionLevel = 4;
            size_t f = LZ4F_compressFrame(cmp, cmpcap, src, (size_t)n, &p);
            REQUIRE(!LZ4F_isError(f), "compressFrame: %s", LZ4F_getErrorName(f));
            snprintf(name, sizeof name, "frame4.%s.%d", kind_name(kind), n);
            vector(name, ((uint64_t)f << 32) ^ (fnv64(cmp, f) & 0xffffffffu));
        }
    CHECK(LZ4_versionNumber() == 10904, "LZ4_versionNumber %d", LZ4_versionNumber());
    CHECK(LZ4F_getVersion() == LZ4F_VERSION, "LZ4F_getVersion");
    CHECK(LZ4F_compressionLevel_max() == 12, "LZ4F_compressionLevel_max");
    CHECK(LZ4_compressBound(1000) == 1000 + 1000 / 255 + 16, "compressBound");
    group_end();
}

/* Sizes for one round of round trips; the last ones are larger in the full mode. */
static size_t pick_size(size_t i) {
    static const size_t fixed[] = {0, 1, 2, 5, 12, 13, 15, 16, 64, 255, 256, 1000, 4095, 4096,
                                   65535, 65536, 65537};
    size_t nf = sizeof fixed / sizeof fixed[0];
    if (i < nf) return fixed[i];
    return 1 + rng_below(h_quick ? 100000 : MAXSRC - 1);
}

static void block_roundtrips(int rounds) {
    void *state = xmalloc((size_t)LZ4_sizeofState());
    LZ4_stream_t *fstate = LZ4_createStream(); /* initialised, for the fastReset variant */
    group_begin("block default/fast/extState round trips");
    for (int r = 0; r < rounds; r++)
        for (int kind = 0; kind < NKINDS; kind++) {
            size_t n = pick_size((size_t)r);
            int ni = (int)n;
            fill_kind(src, n, kind);
            int accel = r % 4 == 0 ? 1 : r % 4 == 1 ? 2 : r % 4 == 2 ? 17 : 65537;
            int c = LZ4_compress_default(C(src), W(cmp), ni, LZ4_compressBound(ni));
            digest_add(cmp, (size_t)c);
            CHECK(c > 0 && c <= LZ4_compressBound(ni), "compress_default %zu -> %d", n, c);
            int d = LZ4_decompress_safe(C(cmp), W(out), c, ni);
            CHECK(d == ni, "decompress_safe %d != %zu", d, n);
            expect_same(src, out, n, "default", n, kind);
            /* too small a destination must fail, not overflow */
            if (ni > 0 && c > 1) {
                out[ni - 1] = 0x5a;
                d = LZ4_decompress_safe(C(cmp), W(out), c, ni - 1);
                CHECK(d < 0 && out[ni - 1] == 0x5a, "short dst accepted (%d) len %zu", d, n);
            }
            c = LZ4_compress_fast(C(src), W(cmp), ni, (int)cmpcap, accel);
            CHECK(c > 0, "compress_fast accel %d", accel);
            digest_add(cmp, (size_t)c);
            CHECK(LZ4_decompress_safe(C(cmp), W(out), c, ni) == ni, "fast accel %d", accel);
            expect_same(src, out, n, "fast", n, kind);
            int c2 = LZ4_compress_fast_extState(state, C(src), W(cmp2), ni, (int)cmpcap, accel);
            CHECK(c2 == c && memcmp(cmp, cmp2, (size_t)c) == 0, "extState differs from fast (%d vs %d, len %zu, accel %d)", c2, c, n, accel);
            /* an output budget of exactly c bytes gives the same block; one less fails */
            c2 = LZ4_compress_fast_extState_fastReset(fstate, C(src), W(cmp2), ni, c, accel);
            CHECK(c2 == c && memcmp(cmp, cmp2, (size_t)c) == 0,
                  "extState_fastReset with capacity %d (len %zu, accel %d)", c, n, accel);
            if (c > 1)
                CHECK(LZ4_compress_fast(C(src), W(cmp2), ni, c - 1, accel) == 0,
                      "compressed into %d < %d bytes", c - 1, c);
            if (ni > 0) {
                CHECK(LZ4_decompress_fast(C(cmp), W(out), ni) == c, "decompress_fast");
                expect_same(src, out, n, "decompress_fast", n, kind);
                int target = 1 + (int)rng_below(n);
                d = LZ4_decompress_safe_partial(C(cmp), W(out), c, target, ni);
                CHECK(d >= target && d <= ni && memcmp(src, out, (size_t)target) == 0,
                      "partial %d of %zu -> %d", target, n, d);
                /* destSize: fill a given output budget */
                int budget = 1 + (int)rng_below((size_t)c + 20);
                int consumed = ni;
                int c3 = LZ4_compress_destSize(C(src), W(cmp), &consumed, budget);
                digest_add(cmp, (size_t)c3);
                CHECK(c3 <= budget && consumed <= ni, "destSize budget %d", budget);
                d = LZ4_decompress_safe(C(cmp), W(out), c3, consumed);
                CHECK(d == consumed && memcmp(src, out, (size_t)consumed) == 0,
                      "destSize round trip %d", consumed);
            }
        }
    free(state);
    LZ4_freeStream(fstate);
    group_end();
}

static void hc_roundtrips(int rounds) {
    void *state = xmalloc((size_t)LZ4_sizeofStateHC());
    LZ4_streamHC_t *hs = LZ4_createStreamHC();
    group_begin("block HC levels 1..12 round trips");
    for (int r = 0; r < rounds; r++)
        for (int kind = 0; kind < NKINDS; kind++) {
            int level = 1 + (r * NKINDS + kind) % 12;
            size_t n = pick_size((size_t)r);
            if (level >= 10 && n > 70000) n = 70000; /* the optimal parser is slow */
            int ni = (int)n;
            fill_kind(src, n, kind);
            int c = LZ4_compress_HC(C(src), W(cmp), ni, (int)cmpcap, level);
            digest_add(cmp, (size_t)c);
            CHECK(c > 0 || n == 0, "compress_HC level %d len %zu", level, n);
            CHECK(LZ4_decompress_safe(C(cmp), W(out), c, ni) == ni, "HC level %d", level);
            expect_same(src, out, n, "HC", n, kind);
            int c2 = LZ4_compress_HC_extStateHC(state, C(src), W(cmp2), ni, (int)cmpcap, level);
            CHECK(c2 == c && memcmp(cmp, cmp2, (size_t)c) == 0, "extStateHC level %d", level);
            c2 = LZ4_compress_HC_extStateHC_fastReset(state, C(src), W(cmp2), ni, c, level);
            CHECK(c2 == c && memcmp(cmp, cmp2, (size_t)c) == 0,
                  "extStateHC_fastReset with capacity %d, level %d", c, level);
            if (c > 1)
                CHECK(LZ4_compress_HC(C(src), W(cmp2), ni, c - 1, level) == 0,
                      "HC compressed into %d < %d bytes (level %d)", c - 1, c, level);
            if (ni > 0 && level >= 10) { /* the optimal parser, favouring decoding speed */
                LZ4_resetStreamHC_fast(hs, 9);
                LZ4_setCompressionLevel(hs, level);
                LZ4_favorDecompressionSpeed(hs, 1);
                c2 = LZ4_compress_HC_continue(hs, C(src), W(cmp2), ni, (int)cmpcap);
                digest_add(cmp2, (size_t)c2);
                CHECK(c2 > 0 && LZ4_decompress_safe(C(cmp2), W(out), c2, ni) == ni &&
                          memcmp(src, out, n) == 0,
                      "favorDecompressionSpeed level %d", level);
                LZ4_favorDecompressionSpeed(hs, 0);
            }
            if (ni > 0) {
                int budget = 1 + (int)rng_below((size_t)c + 20);
                int consumed = ni;
                int c3 = LZ4_compress_HC_destSize(state, C(src), W(cmp), &consumed, budget,
                                                  level);
                digest_add(cmp, (size_t)c3);
                CHECK(c3 <= budget && consumed <= ni, "HC destSize level %d", level);
                CHECK(LZ4_decompress_safe(C(cmp), W(out), c3, consumed) == consumed &&
                          memcmp(src, out, (size_t)consumed) == 0,
                      "HC destSize round trip level %d", level);
            }
        }
    free(state);
    LZ4_freeStreamHC(hs);
    group_end();
}

/* Blocks compressed with a dictionary, then decoded with it (fast and HC). */
static void dict_roundtrips(int rounds) {
    LZ4_stream_t *s = LZ4_createStream(), *ds = LZ4_createStream();
    LZ4_streamHC_t *hs = LZ4_createStreamHC(), *hds = LZ4_createStreamHC();
    unsigned char *pre = xmalloc(DICTLEN + MAXSRC);
    REQUIRE(s && hs && ds && hds, "createStream");
    group_begin("dictionary round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = r % NKINDS;
        /* the input shares material with the dictionary */
        fill_kind(dict, DICTLEN, kind);
        size_t n = 1 + rng_below(h_quick ? 20000 : 60000);
        for (size_t i = 0; i < n; i += 100) {
            size_t len = 100 < n - i ? 100 : n - i;
            if (rng() & 1) memcpy(src + i, dict + rng_below(DICTLEN - 100), len);
            else fill_data(src + i, len, DATA_TEXT);
        }
        int dsize = r % 3 == 0 ? DICTLEN : 1 + (int)rng_below(DICTLEN);
        const unsigned char *d0 = dict + DICTLEN - dsize;
        LZ4_resetStream_fast(s);
        CHECK(LZ4_loadDict(s, C(d0), dsize) == (dsize < 65536 ? dsize : 65536), "loadDict");
        int c = LZ4_compress_fast_continue(s, C(src), W(cmp), (int)n, (int)cmpcap, 1 + r % 3);
        CHECK(c > 0, "compress with dict");
        digest_add(cmp, (size_t)c);
        int plain = LZ4_compress_fast(C(src), W(out), (int)n, (int)cmpcap, 1 + r % 3);
        if (kind != DATA_RANDOM && n > 2000 && dsize == DICTLEN)
            CHECK(c < plain, "dictionary did not help: %d >= %d (len %zu)", c, plain, n);
        int d = LZ4_decompress_safe_usingDict(C(cmp), W(out), c, (int)n, C(d0), dsize);
        CHECK(d == (int)n, "decompress_safe_usingDict %d", d);
        expect_same(src, out, n, "dict", n, kind);
        int target = 1 + (int)rng_below(n);
        d = LZ4_decompress_safe_partial_usingDict(C(cmp), W(out), c, target, (int)n, C(d0),
                                                  dsize);
        CHECK(d >= target && d <= (int)n && memcmp(src, out, (size_t)target) == 0,
              "decompress_safe_partial_usingDict %d of %zu: %d", target, n, d);
        CHECK(LZ4_decompress_fast_usingDict(C(cmp), W(out), (int)n, C(d0), dsize) == c,
              "decompress_fast_usingDict");
        expect_same(src, out, n, "decompress_fast_usingDict", n, kind);
        /* the dictionary right before the output: decoded as a prefix */
        memcpy(pre, d0, (size_t)dsize);
        d = LZ4_decompress_safe_usingDict(C(cmp), W(pre + dsize), c, (int)n, C(pre), dsize);
        CHECK(d == (int)n && memcmp(src, pre + dsize, n) == 0, "contiguous dictionary %d", d);
        /* a dictionary attached from another stream */
        LZ4_resetStream_fast(ds);
        LZ4_loadDict(ds, C(d0), dsize);
        LZ4_resetStream_fast(s);
        LZ4_attach_dictionary(s, ds);
        int c2 = LZ4_compress_fast_continue(s, C(src), W(cmp2), (int)n, (int)cmpcap, 1 + r % 3);
        CHECK(c2 > 0 &&
                  LZ4_decompress_safe_usingDict(C(cmp2), W(out), c2, (int)n, C(d0), dsize) ==
                      (int)n &&
                  memcmp(src, out, n) == 0,
              "attached dictionary (len %zu)", n);
        /* HC with a dictionary */
        int level = 3 + r % 10;
        LZ4_resetStreamHC_fast(hs, level);
        LZ4_loadDictHC(hs, C(d0), dsize);
        c = LZ4_compress_HC_continue(hs, C(src), W(cmp), (int)n, (int)cmpcap);
        CHECK(c > 0, "HC compress with dict");
        digest_add(cmp, (size_t)c);
        d = LZ4_decompress_safe_usingDict(C(cmp), W(out), c, (int)n, C(d0), dsize);
        CHECK(d == (int)n, "HC dict decompress %d", d);
        expect_same(src, out, n, "HC dict", n, kind);
        LZ4_resetStreamHC_fast(hds, level);
        LZ4_loadDictHC(hds, C(d0), dsize);
        LZ4_resetStreamHC_fast(hs, level);
        LZ4_attach_HC_dictionary(hs, hds);
        c2 = LZ4_compress_HC_continue(hs, C(src), W(cmp2), (int)n, (int)cmpcap);
        CHECK(c2 > 0 &&
                  LZ4_decompress_safe_usingDict(C(cmp2), W(out), c2, (int)n, C(d0), dsize) ==
                      (int)n &&
                  memcmp(src, out, n) == 0,
              "attached HC dictionary (level %d, len %zu)", level, n);
        /* HC into a fixed budget, with the dictionary */
        LZ4_resetStreamHC_fast(hs, level);
        LZ4_loadDictHC(hs, C(d0), dsize);
        int budget = 1 + (int)rng_below((size_t)c + 10), consumed = (int)n;
        c2 = LZ4_compress_HC_continue_destSize(hs, C(src), W(cmp2), &consumed, budget);
        digest_add(cmp2, (size_t)c2);
        CHECK(c2 <= budget && consumed <= (int)n &&
                  LZ4_decompress_safe_usingDict(C(cmp2), W(out), c2, consumed, C(d0), dsize) ==
                      consumed &&
                  memcmp(src, out, (size_t)consumed) == 0,
              "HC continue_destSize budget %d (level %d)", budget, level);
    }
    LZ4_freeStream(s);
    LZ4_freeStream(ds);
    LZ4_freeStreamHC(hs);
    LZ4_freeStreamHC(hds);
    free(pre);
    group_end();
}

/* Streaming: chunks compressed in sequence with history in place (one input buffer),
 * or out of place (saveDict into a safe buffer, reused input buffer); decoded by
 * LZ4_decompress_safe_continue into one output buffer. */
static void stream_roundtrips(int rounds, int hc) {
    LZ4_stream_t *s = LZ4_createStream();
    LZ4_streamHC_t *hs = LZ4_createStreamHC();
    LZ4_streamDecode_t *ds = LZ4_createStreamDecode();
    REQUIRE(s && hs && ds, "create streams");
    char *safe = xmalloc(65536), *chunkbuf = xmalloc(65536);
    int *csizes = xmalloc(sizeof(int) * 4096);
    group_begin(hc ? "HC streaming round trips" : "streaming round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = (r + hc) % NKINDS;
        size_t total = 1000 + rng_below(h_quick ? 100000 : 400000);
        if (hc && r % 4 == 3) total /= 4;
        fill_kind(src, total, kind);
        int level = 1 + r % 12, saved = r % 2; /* saved: copy each chunk to a reused buffer */
        if (hc) LZ4_resetStreamHC_fast(hs, level);
        else LZ4_resetStream_fast(s);
        size_t pos = 0, cpos = 0;
        int nchunks = 0;
        while (pos < total) {
            size_t len = 1 + rng_below(saved ? 65535 : 20000);
            if (len > total - pos) len = total - pos;
            const char *in = C(src + pos);
            if (saved) {
                memcpy(chunkbuf, src + pos, len);
                in = chunkbuf;
            }
            int c = hc ? LZ4_compress_HC_continue(hs, in, W(cmp + cpos), (int)len,
                                                  (int)(cmpcap - cpos))
                       : LZ4_compress_fast_continue(s, in, W(cmp + cpos), (int)len,
                                                    (int)(cmpcap - cpos), 1 + r % 5);
            CHECK(c > 0, "continue chunk %d", nchunks);
            if (saved) {
                int k = hc ? LZ4_saveDictHC(hs, safe, 65536) : LZ4_saveDict(s, safe, 65536);
                REQUIRE(k >= 0 && k <= 65536, "saveDict %d", k);
            }
            csizes[nchunks++] = c;
            cpos += (size_t)c;
            pos += len;
            REQUIRE(nchunks < 4096, "too many chunks");
        }
        LZ4_setStreamDecode(ds, NULL, 0);
        size_t opos = 0;
        cpos = 0;
        pos = 0;
        for (int i = 0; i < nchunks; i++) {
            int d = LZ4_decompress_safe_continue(ds, C(cmp + cpos), W(out + opos), csizes[i],
                                                 (int)(MAXSRC - opos));
            CHECK(d > 0, "decompress_safe_continue chunk %d of %d: %d", i, nchunks, d);
            cpos += (size_t)csizes[i];
            opos += (size_t)d;
        }
        CHECK(opos == total, "streamed %zu of %zu bytes", opos, total);
        digest_add(cmp, cpos);
        expect_same(src, out, total, hc ? "HC stream" : "stream", total, kind);
    }
    free(safe);
    free(chunkbuf);
    free(csizes);
    LZ4_freeStream(s);
    LZ4_freeStreamHC(hs);
    LZ4_freeStreamDecode(ds);
    group_end();
}

static size_t frame_decompress(LZ4F_dctx *dc, const unsigned char *f, size_t fsize,
                               unsigned char *dst, size_t dstcap, size_t step,
                               const void *d, size_t dsize) {
    size_t ipos = 0, opos = 0, ret = 1;
    LZ4F_decompressOptions_t o;
    memset(&o, 0, sizeof o);
    while (ipos < fsize && ret != 0) {
        size_t in = step ? (step < fsize - ipos ? step : fsize - ipos) : fsize - ipos;
        size_t outsz = dstcap - opos;
        if (step && outsz > step * 3) outsz = step * 3;
        ret = d ? LZ4F_decompress_usingDict(dc, dst + opos, &outsz, f + ipos, &in, d, dsize, &o)
                : LZ4F_decompress(dc, dst + opos, &outsz, f + ipos, &in, &o);
        CHECK(!LZ4F_isError(ret), "LZ4F_decompress: %s", LZ4F_getErrorName(ret));
        ipos += in;
        opos += outsz;
        REQUIRE(in > 0 || outsz > 0, "LZ4F_decompress made no progress");
    }
    CHECK(ret == 0 && ipos == fsize, "frame not fully decoded (%zu of %zu)", ipos, fsize);
    return opos;
}

static void random_prefs(LZ4F_preferences_t *p, int r, size_t n) {
    static const LZ4F_blockSizeID_t bs[] = {LZ4F_default, LZ4F_max64KB, LZ4F_max256KB,
                                            LZ4F_max1MB, LZ4F_max4MB};
    static const int levels[] = {-5, -1, 0, 1, 2, 3, 6, 9, 10, 12};
    memset(p, 0, sizeof *p);
    p->frameInfo.blockSizeID = bs[r % 5];
    p->frameInfo.blockMode = (r / 5) % 2 ? LZ4F_blockIndependent : LZ4F_blockLinked;
    p->frameInfo.contentChecksumFlag = (LZ4F_contentChecksum_t)((r / 2) % 2);
    p->frameInfo.blockChecksumFlag = (LZ4F_blockChecksum_t)((r / 3) % 2);
    p->frameInfo.contentSize = r % 4 == 0 ? (unsigned long long)n : 0;
    p->compressionLevel = levels[r % 10];
    p->autoFlush = (unsigned)(r / 7) % 2;
    p->favorDecSpeed = (unsigned)(r / 11) % 2;
}

static void frame_roundtrips(int rounds) {
    LZ4F_cctx *cc;
    LZ4F_dctx *dc;
    REQUIRE(!LZ4F_isError(LZ4F_createCompressionContext(&cc, LZ4F_VERSION)), "cctx");
    REQUIRE(!LZ4F_isError(LZ4F_createDecompressionContext(&dc, LZ4F_VERSION)), "dctx");
    group_begin("frame one-shot and streaming round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = r % NKINDS;
        size_t n = pick_size((size_t)(r / NKINDS));
        LZ4F_preferences_t p;
        random_prefs(&p, r, n);
        if (p.compressionLevel >= 10 && n > 100000) { /* the optimal parser is slow */
            n = 100000;
            if (p.frameInfo.contentSize) p.frameInfo.contentSize = n;
        }
        fill_kind(src, n, kind);
        /* one-shot */
        size_t bound = LZ4F_compressFrameBound(n, &p);
        REQUIRE(bound <= cmpcap, "bound");
        size_t f = LZ4F_compressFrame(cmp, bound, src, n, &p);
        CHECK(!LZ4F_isError(f), "compressFrame: %s", LZ4F_getErrorName(f));
        LZ4F_frameInfo_t info;
        size_t hs = f;
        CHECK(LZ4F_headerSize(cmp, 5) <= 19, "headerSize");
        size_t fi = LZ4F_getFrameInfo(dc, &info, cmp, &hs);
        /* (a one-shot frame of one block is made independent whatever the preferences) */
        CHECK(!LZ4F_isError(fi) && info.contentSize == p.frameInfo.contentSize &&
                  info.blockChecksumFlag == p.frameInfo.blockChecksumFlag &&
                  info.contentChecksumFlag == p.frameInfo.contentChecksumFlag,
              "getFrameInfo round %d: %s, size %llu/%llu block checksum %d/%d cks %d/%d", r,
              LZ4F_isError(fi) ? LZ4F_getErrorName(fi) : "ok", info.contentSize,
              p.frameInfo.contentSize, info.blockChecksumFlag, p.frameInfo.blockChecksumFlag,
              info.contentChecksumFlag, p.frameInfo.contentChecksumFlag);
        digest_add(cmp, f);
        size_t d = frame_decompress(dc, cmp + hs, f - hs, out, MAXSRC, 0, NULL, 0);
        CHECK(d == n, "one-shot frame decoded %zu of %zu", d, n);
        expect_same(src, out, n, "frame", n, kind);
        /* the same frame, fed in small pieces */
        LZ4F_resetDecompressionContext(dc);
        d = frame_decompress(dc, cmp, f, out, MAXSRC, 1 + rng_below(5000), NULL, 0);
        CHECK(d == n, "piecewise frame decoded %zu of %zu", d, n);
        expect_same(src, out, n, "frame piecewise", n, kind);
        /* streaming compression: begin, updates (and flushes), end */
        size_t cpos = LZ4F_compressBegin(cc, cmp, cmpcap, &p);
        CHECK(!LZ4F_isError(cpos), "compressBegin: %s", LZ4F_getErrorName(cpos));
        LZ4F_compressOptions_t co;
        memset(&co, 0, sizeof co);
        co.stableSrc = (unsigned)r % 2;
        size_t pos = 0;
        while (pos < n) {
            size_t len = 1 + rng_below(70000);
            if (len > n - pos) len = n - pos;
            REQUIRE(LZ4F_compressBound(len, &p) <= cmpcap - cpos, "bound");
            size_t c = LZ4F_compressUpdate(cc, cmp + cpos, cmpcap - cpos, src + pos, len, &co);
            CHECK(!LZ4F_isError(c), "compressUpdate: %s", LZ4F_getErrorName(c));
            cpos += c;
            pos += len;
            if (rng_below(4) == 0) {
                c = LZ4F_flush(cc, cmp + cpos, cmpcap - cpos, &co);
                CHECK(!LZ4F_isError(c), "flush");
                cpos += c;
            }
        }
        size_t c = LZ4F_compressEnd(cc, cmp + cpos, cmpcap - cpos, &co);
        CHECK(!LZ4F_isError(c), "compressEnd: %s", LZ4F_getErrorName(c));
        cpos += c;
        digest_add(cmp, cpos);
        d = frame_decompress(dc, cmp, cpos, out, MAXSRC, r % 2 ? 0 : 1 + rng_below(3000), NULL,
                             0);
        CHECK(d == n, "streamed frame decoded %zu of %zu", d, n);
        expect_same(src, out, n, "frame streaming", n, kind);
        /* a corrupted checksummed frame must be rejected */
        if (p.frameInfo.contentChecksumFlag && n > 0) {
            cmp[cpos - 1] ^= 0x40;
            LZ4F_resetDecompressionContext(dc);
            size_t outsz = MAXSRC, insz = cpos;
            size_t e = LZ4F_decompress(dc, out, &outsz, cmp, &insz, NULL);
            CHECK(LZ4F_isError(e), "corrupted content checksum accepted (round %d)", r);
            LZ4F_resetDecompressionContext(dc);
        }
    }
    LZ4F_freeCompressionContext(cc);
    LZ4F_freeDecompressionContext(dc);
    group_end();
}

static void frame_dict_roundtrips(int rounds) {
    LZ4F_cctx *cc;
    LZ4F_dctx *dc;
    REQUIRE(!LZ4F_isError(LZ4F_createCompressionContext(&cc, LZ4F_VERSION)), "cctx");
    REQUIRE(!LZ4F_isError(LZ4F_createDecompressionContext(&dc, LZ4F_VERSION)), "dctx");
    group_begin("frame CDict round trips");
    for (int r = 0; r < rounds; r++) {
        fill_kind(dict, DICTLEN, DATA_TEXT);
        LZ4F_CDict *cd = LZ4F_createCDict(dict, DICTLEN);
        REQUIRE(cd, "createCDict");
        size_t n = 1 + rng_below(h_quick ? 30000 : 120000);
        for (size_t i = 0; i < n; i += 64) {
            size_t len = 64 < n - i ? 64 : n - i;
            memcpy(src + i, dict + rng_below(DICTLEN - 64), len);
        }
        LZ4F_preferences_t p;
        random_prefs(&p, r * 3, n);
        if (p.compressionLevel >= 10) p.compressionLevel = 9;
        size_t f = LZ4F_compressFrame_usingCDict(cc, cmp, cmpcap, src, n, cd, &p);
        CHECK(!LZ4F_isError(f), "compressFrame_usingCDict: %s", LZ4F_getErrorName(f));
        size_t plain = LZ4F_compressFrame(out, MAXSRC, src, n, &p);
        if (n > 4000) CHECK(f < plain, "CDict did not help: %zu >= %zu", f, plain);
        digest_add(cmp, f);
        size_t d = frame_decompress(dc, cmp, f, out, MAXSRC, r % 2 ? 0 : 777, dict, DICTLEN);
        CHECK(d == n, "CDict frame decoded %zu of %zu", d, n);
        expect_same(src, out, n, "frame CDict", n, DATA_TEXT);
        /* begin_usingCDict + one update + end */
        size_t cpos = LZ4F_compressBegin_usingCDict(cc, cmp, cmpcap, cd, &p);
        CHECK(!LZ4F_isError(cpos), "compressBegin_usingCDict");
        cpos += LZ4F_compressUpdate(cc, cmp + cpos, cmpcap - cpos, src, n, NULL);
        cpos += LZ4F_compressEnd(cc, cmp + cpos, cmpcap - cpos, NULL);
        d = frame_decompress(dc, cmp, cpos, out, MAXSRC, 0, dict, DICTLEN);
        CHECK(d == n, "CDict streamed frame decoded %zu of %zu", d, n);
        expect_same(src, out, n, "frame CDict streaming", n, DATA_TEXT);
        LZ4F_freeCDict(cd);
    }
    LZ4F_freeCompressionContext(cc);
    LZ4F_freeDecompressionContext(dc);
    group_end();
}

/* Decoders fed garbage or truncated input must fail cleanly within their bounds. */
static void corrupt_inputs(int rounds) {
    group_begin("corrupted block input");
    for (int r = 0; r < rounds * 20; r++) {
        size_t n = 100 + rng_below(20000);
        fill_kind(src, n, DATA_TEXT);
        int c = LZ4_compress_default(C(src), W(cmp), (int)n, (int)cmpcap);
        int cut = (int)rng_below((size_t)c);
        if (r % 2) cmp[rng_below((size_t)c)] ^= (unsigned char)(1 + rng_below(255));
        memset(out + n, 0xa5, 64);
        int d = LZ4_decompress_safe(C(cmp), W(out), r % 2 ? c : cut, (int)n);
        CHECK(d <= (int)n, "decoded %d > capacity %zu", d, n);
        CHECK(out[n] == 0xa5 && out[n + 63] == 0xa5, "wrote past the capacity");
    }
    group_end();
}

int main(int argc, char **argv) {
    harness_init(argc, argv);
    cmpcap = (size_t)LZ4_compressBound(MAXSRC) + (5u << 20); /* frame bounds count a 4 MB block */
    src = xmalloc(MAXSRC);
    out = xmalloc(MAXSRC + 128);
    cmp = xmalloc(cmpcap);
    cmp2 = xmalloc(cmpcap);
    dict = xmalloc(DICTLEN);
    known_vectors();
    rng_seed(2);
    int q = h_quick;
    block_roundtrips(q ? 20 : 40);
    hc_roundtrips(q ? 8 : 30);
    dict_roundtrips(q ? 8 : 60);
    stream_roundtrips(q ? 4 : 24, 0);
    stream_roundtrips(q ? 4 : 20, 1);
    frame_roundtrips(q ? 30 : 200);
    frame_dict_roundtrips(q ? 4 : 24);
    corrupt_inputs(q ? 5 : 40);
    free(src);
    free(out);
    free(cmp);
    free(cmp2);
    free(dict);
    return harness_done();
}

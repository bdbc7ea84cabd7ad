/* Harness for Zstandard 1.5.6 (zstandard-0.23.0/zstd/zstd.c, the single-file library):
 * known compressed sizes and contents, and round trips through the simple API (levels
 * from negative to 22), contexts with advanced parameters, streaming (ZSTD_compressStream2
 * and the older ZSTD_initCStream API), dictionaries (raw content: usingDict, CDict/DDict,
 * loadDictionary, refPrefix), concatenated frames and corrupted input.
 * Prototypes and ZSTD_inBuffer/ZSTD_outBuffer are declared here with the library's layout. */
#include "common.h"

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
typedef struct ZSTD_DCtx_s ZSTD_DCtx;
typedef struct ZSTD_CDict_s ZSTD_CDict;
typedef struct ZSTD_DDict_s ZSTD_DDict;
typedef ZSTD_CCtx ZSTD_CStream;
typedef ZSTD_DCtx ZSTD_DStream;
typedef struct { const void *src; size_t size; size_t pos; } ZSTD_inBuffer;
typedef struct { void *dst; size_t size; size_t pos; } ZSTD_outBuffer;
typedef enum { ZSTD_e_continue = 0, ZSTD_e_flush = 1, ZSTD_e_end = 2 } ZSTD_EndDirective;
typedef enum { ZSTD_reset_session_only = 1, ZSTD_reset_parameters = 2,
               ZSTD_reset_session_and_parameters = 3 } ZSTD_ResetDirective;
typedef enum {
    ZSTD_c_compressionLevel = 100, ZSTD_c_windowLog = 101, ZSTD_c_hashLog = 102,
    ZSTD_c_chainLog = 103, ZSTD_c_searchLog = 104, ZSTD_c_minMatch = 105,
    ZSTD_c_targetLength = 106, ZSTD_c_strategy = 107, ZSTD_c_enableLongDistanceMatching = 160,
    ZSTD_c_targetCBlockSize = 130, ZSTD_c_contentSizeFlag = 200, ZSTD_c_checksumFlag = 201, ZSTD_c_dictIDFlag = 202,
    ZSTD_c_nbWorkers = 400, ZSTD_c_jobSize = 401, ZSTD_c_overlapLog = 402
} ZSTD_cParameter;
typedef enum { ZSTD_d_windowLogMax = 100 } ZSTD_dParameter;
#define ZSTD_CONTENTSIZE_UNKNOWN (0ULL - 1)
#define ZSTD_CONTENTSIZE_ERROR (0ULL - 2)

unsigned ZSTD_versionNumber(void);
size_t ZSTD_compress(void *dst, size_t dstCapacity, const void *src, size_t srcSize, int level);
size_t ZSTD_decompress(void *dst, size_t dstCapacity, const void *src, size_t compressedSize);
unsigned long long ZSTD_getFrameContentSize(const void *src, size_t srcSize);
size_t ZSTD_findFrameCompressedSize(const void *src, size_t srcSize);
unsigned long long ZSTD_decompressBound(const void *src, size_t srcSize);
size_t ZSTD_compressBound(size_t srcSize);
unsigned ZSTD_isError(size_t code);
const char *ZSTD_getErrorName(size_t code);
int ZSTD_minCLevel(void);
int ZSTD_maxCLevel(void);
int ZSTD_defaultCLevel(void);
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity, const void *src,
                         size_t srcSize, int level);
ZSTD_DCtx *ZSTD_createDCtx(void);
size_t ZSTD_freeDCtx(ZSTD_DCtx *dctx);
size_t ZSTD_decompressDCtx(ZSTD_DCtx *dctx, void *dst, size_t dstCapacity, const void *src,
                           size_t srcSize);
size_t ZSTD_CCtx_setParameter(ZSTD_CCtx *cctx, ZSTD_cParameter param, int value);
size_t ZSTD_CCtx_setPledgedSrcSize(ZSTD_CCtx *cctx, unsigned long long pledgedSrcSize);
size_t ZSTD_CCtx_reset(ZSTD_CCtx *cctx, ZSTD_ResetDirective reset);
size_t ZSTD_compress2(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity, const void *src,
                      size_t srcSize);
size_t ZSTD_DCtx_setParameter(ZSTD_DCtx *dctx, ZSTD_dParameter param, int value);
size_t ZSTD_DCtx_reset(ZSTD_DCtx *dctx, ZSTD_ResetDirective reset);
size_t ZSTD_compressStream2(ZSTD_CCtx *cctx, ZSTD_outBuffer *output, ZSTD_inBuffer *input,
                            ZSTD_EndDirective endOp);
size_t ZSTD_CStreamInSize(void);
size_t ZSTD_CStreamOutSize(void);
size_t ZSTD_initCStream(ZSTD_CStream *zcs, int level);
size_t ZSTD_compressStream(ZSTD_CStream *zcs, ZSTD_outBuffer *output, ZSTD_inBuffer *input);
size_t ZSTD_flushStream(ZSTD_CStream *zcs, ZSTD_outBuffer *output);
size_t ZSTD_endStream(ZSTD_CStream *zcs, ZSTD_outBuffer *output);
size_t ZSTD_initDStream(ZSTD_DStream *zds);
size_t ZSTD_decompressStream(ZSTD_DStream *zds, ZSTD_outBuffer *output, ZSTD_inBuffer *input);
size_t ZSTD_compress_usingDict(ZSTD_CCtx *ctx, void *dst, size_t dstCapacity, const void *src,
                               size_t srcSize, const void *dict, size_t dictSize, int level);
size_t ZSTD_decompress_usingDict(ZSTD_DCtx *dctx, void *dst, size_t dstCapacity,
                                 const void *src, size_t srcSize, const void *dict,
                                 size_t dictSize);
ZSTD_CDict *ZSTD_createCDict(const void *dictBuffer, size_t dictSize, int level);
size_t ZSTD_freeCDict(ZSTD_CDict *cdict);
size_t ZSTD_compress_usingCDict(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity,
                                const void *src, size_t srcSize, const ZSTD_CDict *cdict);
ZSTD_DDict *ZSTD_createDDict(const void *dictBuffer, size_t dictSize);
size_t ZSTD_freeDDict(ZSTD_DDict *ddict);
size_t ZSTD_decompress_usingDDict(ZSTD_DCtx *dctx, void *dst, size_t dstCapacity,
                                  const void *src, size_t srcSize, const ZSTD_DDict *ddict);
size_t ZSTD_CCtx_loadDictionary(ZSTD_CCtx *cctx, const void *dict, size_t dictSize);
size_t ZSTD_DCtx_loadDictionary(ZSTD_DCtx *dctx, const void *dict, size_t dictSize);
size_t ZSTD_CCtx_refCDict(ZSTD_CCtx *cctx, const ZSTD_CDict *cdict);
size_t ZSTD_DCtx_refDDict(ZSTD_DCtx *dctx, const ZSTD_DDict *ddict);
size_t ZSTD_CCtx_refPrefix(ZSTD_CCtx *cctx, const void *prefix, size_t prefixSize);
size_t ZSTD_DCtx_refPrefix(ZSTD_DCtx *dctx, const void *prefix, size_t prefixSize);

unsigned ZSTD_getDictID_fromFrame(const void *src, size_t srcSize);
unsigned ZSTD_getDictID_fromDict(const void *dict, size_t dictSize);
size_t ZDICT_trainFromBuffer(void *dictBuffer, size_t dictBufferCapacity,
                             const void *samplesBuffer, const size_t *samplesSizes,
                             unsigned nbSamples);
unsigned ZDICT_getDictID(const void *dictBuffer, size_t dictSize);
typedef struct { int compressionLevel; unsigned notificationLevel, dictID; } ZDICT_params_t;
typedef struct {
    unsigned k, d, steps, nbThreads;
    double splitPoint;
    unsigned shrinkDict, shrinkDictMaxRegression;
    ZDICT_params_t zParams;
} ZDICT_cover_params_t;
typedef struct { unsigned selectivityLevel; ZDICT_params_t zParams; } ZDICT_legacy_params_t;
size_t ZDICT_trainFromBuffer_cover(void *dictBuffer, size_t dictBufferCapacity,
                                   const void *samplesBuffer, const size_t *samplesSizes,
                                   unsigned nbSamples, ZDICT_cover_params_t parameters);
size_t ZDICT_trainFromBuffer_legacy(void *dictBuffer, size_t dictBufferCapacity,
                                    const void *samplesBuffer, const size_t *samplesSizes,
                                    unsigned nbSamples, ZDICT_legacy_params_t parameters);
unsigned ZDICT_isError(size_t errorCode);
const char *ZDICT_getErrorName(size_t errorCode);

#define MAXSRC (1 << 20)
#define DICTLEN 65536
static unsigned char *src, *cmp, *out, *dict;
static size_t cmpcap;
static ZSTD_CCtx *cc;
static ZSTD_DCtx *dc;

static void fill_kind(unsigned char *b, size_t n, int kind) {
    if (kind == DATA_KINDS) { /* "real": text, then a table, then mixed data */
        size_t a = n / 2, t = n / 4;
        fill_data(b, a, DATA_TEXT);
        fill_data(b + a, t, DATA_TABLE);
        fill_data(b + a + t, n - a - t, DATA_MIXED);
    } else {
        fill_data(b, n, kind);
    }
}
#define NKINDS (DATA_KINDS + 1)
static const char *kind_name(int k) { return k == DATA_KINDS ? "real" : data_kind_name[k]; }

#define OKZ(code, what)                                                                   \
    do {                                                                                  \
        size_t c_ = (code);                                                               \
        CHECK(!ZSTD_isError(c_), "%s: %s", what, ZSTD_getErrorName(c_));                  \
    } while (0)

/* Decodes the frame(s) cmp[0..c) with ZSTD_decompress and compares with src[0..n). */
static int no_digest; /* multithreaded output is not digested */

static void expect_decodes(size_t c, size_t n, const char *what, int level, int kind) {
    if (!no_digest) digest_add(cmp, c);
    size_t d = ZSTD_decompress(out, MAXSRC, cmp, c);
    CHECK(!ZSTD_isError(d) && d == n, "%s (level %d, len %zu, %s): decoded %s %zu", what, level,
          n, kind_name(kind), ZSTD_isError(d) ? ZSTD_getErrorName(d) : "", d);
    CHECK(memcmp(src, out, n) == 0, "%s (level %d, len %zu, %s): round trip differs", what,
          level, n, kind_name(kind));
}

static void known_vectors(void) {
    static const size_t sizes[] = {0, 1, 100, 4096, 65536, 200003};
    static const int levels[] = {-5, 1, 3, 9, 19};
    char name[96];
    group_begin("known vectors");
    for (int kind = 0; kind < NKINDS; kind++)
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            size_t n = sizes[i];
            rng_seed(3000 + (uint64_t)kind * 31 + i);
            fill_kind(src, n, kind);
            for (size_t l = 0; l < sizeof levels / sizeof levels[0]; l++) {
                if (levels[l] >= 19 && n > 65536) continue;
                size_t c = ZSTD_compress(cmp, cmpcap, src, n, levels[l]);
                REQUIRE(!ZSTD_isError(c), "compress: %s", ZSTD_getErrorName(c));
                snprintf(name, sizeof name, "l%d.%s.%zu", levels[l], kind_name(kind), n);
                vector(name, ((uint64_t)c << 32) ^ (fnv64(cmp, c) & 0xffffffffu));
            }
        }
    CHECK(ZSTD_versionNumber() == 10506, "ZSTD_versionNumber %u", ZSTD_versionNumber());
    CHECK(ZSTD_maxCLevel() == 22 && ZSTD_defaultCLevel() == 3, "max/default level");
    CHECK(ZSTD_minCLevel() < 0, "minCLevel %d", ZSTD_minCLevel());
    group_end();
}

static size_t pick_size(int i) {
    static const size_t fixed[] = {0, 1, 7, 64, 255, 1000, 4096, 65536, 131073};
    if ((size_t)i < sizeof fixed / sizeof fixed[0]) return fixed[i];
    return 1 + rng_below(h_quick ? 100000 : MAXSRC - 1);
}

static void simple_roundtrips(int rounds) {
    static const int levels[] = {-50, -5, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 17, 18,
                                 19, 20, 22};
    const int nl = (int)(sizeof levels / sizeof levels[0]);
    group_begin("simple API levels -50..22 round trips");
    for (int r = 0; r < rounds; r++)
        for (int kind = 0; kind < NKINDS; kind++) {
            int level = levels[(r * NKINDS + kind) % nl];
            size_t n = pick_size(r);
            if (level >= 16 && n > 150000) n = 150000 - rng_below(1000);
            fill_kind(src, n, kind);
            size_t c = ZSTD_compress(cmp, ZSTD_compressBound(n), src, n, level);
            OKZ(c, "ZSTD_compress");
            CHECK(ZSTD_getFrameContentSize(cmp, c) == n, "frame content size");
            CHECK(ZSTD_findFrameCompressedSize(cmp, c) == c, "findFrameCompressedSize");
            CHECK(ZSTD_decompressBound(cmp, c) >= n, "decompressBound");
            expect_decodes(c, n, "simple", level, kind);
            if (n > 0) { /* too small a destination is an error, not an overflow */
                out[n - 1] = 0x5a;
                size_t d = ZSTD_decompress(out, n - 1, cmp, c);
                CHECK(ZSTD_isError(d) && out[n - 1] == 0x5a, "short destination accepted");
            }
        }
    group_end();
}

static void context_roundtrips(int rounds) {
    group_begin("context and advanced parameters round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = r % NKINDS;
        size_t n = pick_size(r / 2);
        fill_kind(src, n, kind);
        int level = -3 + (int)rng_below(23);
        if (level >= 16 && n > 100000) n = 100000;
        /* ZSTD_compressCCtx must equal ZSTD_compress */
        size_t c = ZSTD_compressCCtx(cc, cmp, cmpcap, src, n, level);
        OKZ(c, "compressCCtx");
        size_t c2 = ZSTD_compress(out, MAXSRC + 1024, src, n, level);
        CHECK(c2 == c && memcmp(out, cmp, c) == 0, "compressCCtx != compress (level %d)", level);
        size_t d = ZSTD_decompressDCtx(dc, out, MAXSRC, cmp, c);
        CHECK(d == n && memcmp(src, out, n) == 0, "decompressDCtx level %d", level);
        /* ZSTD_compress2 with parameters */
        ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, level), "level");
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, r & 1), "checksum");
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_contentSizeFlag, (r >> 1) & 1), "contentSize");
        if (r % 3 == 0) OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_strategy, 1 + r % 9), "strategy");
        if (r % 4 == 1) OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_windowLog, 10 + r % 14), "wlog");
        if (r % 5 == 2) OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_enableLongDistanceMatching, 1),
                            "ldm");
        if (r % 7 == 5) /* small compressed blocks (the sub-block compressor) */
            OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_targetCBlockSize, 1340 + r * 37), "targetCB");
        if (r % 6 == 3) {
            OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_hashLog, 12 + r % 8), "hashLog");
            OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_minMatch, 3 + r % 5), "minMatch");
            OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_searchLog, 1 + r % 6), "searchLog");
        }
        c = ZSTD_compress2(cc, cmp, cmpcap, src, n);
        OKZ(c, "compress2");
        digest_add(cmp, c);
        unsigned long long fcs = ZSTD_getFrameContentSize(cmp, c);
        CHECK(fcs == ((r >> 1) & 1 ? n : ZSTD_CONTENTSIZE_UNKNOWN) || (n == 0 && fcs == 0),
              "frame content size flag (round %d)", r);
        ZSTD_DCtx_reset(dc, ZSTD_reset_session_and_parameters);
        OKZ(ZSTD_DCtx_setParameter(dc, ZSTD_d_windowLogMax, 27), "windowLogMax");
        d = ZSTD_decompressDCtx(dc, out, MAXSRC, cmp, c);
        CHECK(d == n && memcmp(src, out, n) == 0, "compress2 round trip (round %d): %s", r,
              ZSTD_isError(d) ? ZSTD_getErrorName(d) : "differs");
        if ((r & 1) && n > 10) { /* a corrupted checksum must be detected */
            cmp[c - 1] ^= 0x21;
            d = ZSTD_decompressDCtx(dc, out, MAXSRC, cmp, c);
            CHECK(ZSTD_isError(d), "corrupted checksum accepted (round %d)", r);
        }
    }
    ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
    group_end();
}

/* Streams src[0..n) through ZSTD_compressStream2 with small, varying buffers. */
static size_t stream_compress(size_t n, int legacy, int level) {
    size_t ipos = 0;
    ZSTD_outBuffer ob = {cmp, 0, 0};
    if (legacy) {
        OKZ(ZSTD_initCStream(cc, level), "initCStream");
    } else {
        ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
        ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, level);
        ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 1);
        /* a small window wraps the internal buffer: the match finders' extDict variants */
        if (rng_below(3) == 0)
            ZSTD_CCtx_setParameter(cc, ZSTD_c_windowLog, 10 + (int)rng_below(8));
        if (rng() & 1) ZSTD_CCtx_setPledgedSrcSize(cc, n);
    }
    for (;;) {
        size_t inlen = rng_below(4) == 0 ? 1 + rng_below(100) : 1 + rng_below(200000);
        if (inlen > n - ipos) inlen = n - ipos;
        ZSTD_inBuffer ib = {src + ipos, inlen, 0};
        ob.size = ob.pos + 1 + rng_below(70000);
        if (ob.size > cmpcap) ob.size = cmpcap;
        int last = ipos + inlen == n;
        size_t ret;
        if (legacy) {
            ret = last ? (ib.size ? ZSTD_compressStream(cc, &ob, &ib) : ZSTD_endStream(cc, &ob))
                       : ZSTD_compressStream(cc, &ob, &ib);
            if (last && ib.size == 0 && ret == 0) break;
        } else {
            ZSTD_EndDirective e = last ? ZSTD_e_end : rng_below(8) == 0 ? ZSTD_e_flush
                                                                          : ZSTD_e_continue;
            ret = ZSTD_compressStream2(cc, &ob, &ib, e);
            if (e == ZSTD_e_end && ret == 0 && ib.pos == ib.size) break;
        }
        CHECK(!ZSTD_isError(ret), "compressStream: %s", ZSTD_getErrorName(ret));
        ipos += ib.pos;
        if (legacy && last && ib.pos == ib.size) {
            while (ret != 0 || ib.size) { /* drain with endStream */
                ob.size = ob.pos + 1 + rng_below(5000);
                if (ob.size > cmpcap) ob.size = cmpcap;
                ret = ZSTD_endStream(cc, &ob);
                CHECK(!ZSTD_isError(ret), "endStream: %s", ZSTD_getErrorName(ret));
                ib.size = 0;
            }
            break;
        }
    }
    return ob.pos;
}

static void stream_decompress(size_t c, size_t n, const char *what) {
    ZSTD_DCtx_reset(dc, ZSTD_reset_session_and_parameters);
    if (rng() & 1) ZSTD_initDStream(dc);
    ZSTD_inBuffer ib = {cmp, 0, 0};
    ZSTD_outBuffer ob = {out, 0, 0};
    size_t ret = 1;
    while (ret != 0 || ib.pos < c) { /* 0 ends a frame; more frames may follow */
        ib.size = ib.pos + 1 + rng_below(30000);
        if (ib.size > c) ib.size = c;
        ob.size = ob.pos + 1 + rng_below(100000);
        if (ob.size > MAXSRC) ob.size = MAXSRC;
        size_t ip = ib.pos, op = ob.pos;
        ret = ZSTD_decompressStream(dc, &ob, &ib);
        CHECK(!ZSTD_isError(ret), "%s: decompressStream: %s", what, ZSTD_getErrorName(ret));
        REQUIRE(ret == 0 || ib.pos > ip || ob.pos > op || ib.size < c || ob.size < MAXSRC,
                "%s: no progress", what);
    }
    CHECK(ob.pos == n && ib.pos == c, "%s: streamed %zu of %zu (read %zu of %zu)", what, ob.pos,
          n, ib.pos, c);
    CHECK(memcmp(src, out, n) == 0, "%s: round trip differs (len %zu)", what, n);
}

static void stream_roundtrips(int rounds) {
    group_begin("streaming round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = r % NKINDS, legacy = (r / NKINDS) % 2;
        size_t n = rng_below(h_quick ? 150000 : MAXSRC);
        int level = -2 + (int)rng_below(22);
        if (level >= 16 && n > 100000) n = 100000;
        fill_kind(src, n, kind);
        size_t c = stream_compress(n, legacy, level);
        CHECK(ZSTD_findFrameCompressedSize(cmp, c) == c, "streamed frame size");
        expect_decodes(c, n, legacy ? "initCStream" : "compressStream2", level, kind);
        stream_decompress(c, n, legacy ? "initCStream" : "compressStream2");
    }
    ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
    group_end();
}

/* Raw-content dictionaries through every dictionary API. */
static void dict_roundtrips(int rounds) {
    group_begin("dictionary round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = r % NKINDS;
        fill_kind(dict, DICTLEN, kind == DATA_RANDOM ? DATA_TEXT : kind);
        /* small inputs make CDicts attach (dictMatchState) rather than copy */
        size_t n = 1 + rng_below(r % 3 == 0 ? 6000 : h_quick ? 30000 : 100000);
        for (size_t i = 0; i < n; i += 128) {
            size_t len = 128 < n - i ? 128 : n - i;
            if (rng_below(4)) memcpy(src + i, dict + rng_below(DICTLEN - 128), len);
            else fill_data(src + i, len, DATA_RANDOM);
        }
        size_t dsize = r % 2 ? DICTLEN : 1000 + rng_below(DICTLEN - 1000);
        int level = 1 + (int)rng_below(19);
        size_t c = ZSTD_compress_usingDict(cc, cmp, cmpcap, src, n, dict, dsize, level);
        OKZ(c, "compress_usingDict");
        digest_add(cmp, c);
        size_t plain = ZSTD_compress(out, MAXSRC + 1024, src, n, level);
        int helps = kind == DATA_TEXT || kind == DATA_MIXED || kind == DATA_KINDS;
        if (n > 2000 && helps) CHECK(c < plain, "dictionary did not help (%zu >= %zu)", c, plain);
        size_t d = ZSTD_decompress_usingDict(dc, out, MAXSRC, cmp, c, dict, dsize);
        CHECK(d == n && memcmp(src, out, n) == 0, "decompress_usingDict: %s",
              ZSTD_isError(d) ? ZSTD_getErrorName(d) : "differs");
        /* digested dictionaries */
        ZSTD_CDict *cd = ZSTD_createCDict(dict, dsize, level);
        ZSTD_DDict *dd = ZSTD_createDDict(dict, dsize);
        REQUIRE(cd && dd, "createCDict/DDict");
        c = ZSTD_compress_usingCDict(cc, cmp, cmpcap, src, n, cd);
        OKZ(c, "compress_usingCDict");
        digest_add(cmp, c);
        d = ZSTD_decompress_usingDDict(dc, out, MAXSRC, cmp, c, dd);
        CHECK(d == n && memcmp(src, out, n) == 0, "usingDDict");
        /* parameter API: refCDict / loadDictionary, streaming decode with refDDict */
        ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
        if (r % 2) OKZ(ZSTD_CCtx_refCDict(cc, cd), "refCDict");
        else {
            OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, level), "level");
            OKZ(ZSTD_CCtx_loadDictionary(cc, dict, dsize), "loadDictionary");
        }
        c = ZSTD_compress2(cc, cmp, cmpcap, src, n);
        OKZ(c, "compress2 with dictionary");
        digest_add(cmp, c);
        ZSTD_DCtx_reset(dc, ZSTD_reset_session_and_parameters);
        if (r % 2) OKZ(ZSTD_DCtx_refDDict(dc, dd), "refDDict");
        else OKZ(ZSTD_DCtx_loadDictionary(dc, dict, dsize), "DCtx_loadDictionary");
        d = ZSTD_decompressDCtx(dc, out, MAXSRC, cmp, c);
        CHECK(d == n && memcmp(src, out, n) == 0, "dictionary via parameters: %s",
              ZSTD_isError(d) ? ZSTD_getErrorName(d) : "differs");
        /* prefix: valid for one frame only */
        ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
        ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, level);
        OKZ(ZSTD_CCtx_refPrefix(cc, dict, dsize), "refPrefix");
        c = ZSTD_compress2(cc, cmp, cmpcap, src, n);
        OKZ(c, "compress2 with prefix");
        digest_add(cmp, c);
        ZSTD_DCtx_reset(dc, ZSTD_reset_session_and_parameters);
        OKZ(ZSTD_DCtx_refPrefix(dc, dict, dsize), "DCtx_refPrefix");
        d = ZSTD_decompressDCtx(dc, out, MAXSRC, cmp, c);
        CHECK(d == n && memcmp(src, out, n) == 0, "prefix round trip");
        ZSTD_freeCDict(cd);
        ZSTD_freeDDict(dd);
        ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
        ZSTD_DCtx_reset(dc, ZSTD_reset_session_and_parameters);
    }
    group_end();
}

/* Small records with shared structure, like log lines or JSON. */
static size_t make_record(unsigned char *b, unsigned i) {
    static const char *const keys[] = {"user", "time", "level", "message", "id", "host"};
    static const char *const vals[] = {"info", "warning", "error", "alloc", "spill", "ok"};
    int len = 0;
    char *p = (char *)b;
    len += sprintf(p + len, "{\"seq\": %u", i);
    int fields = 3 + (int)rng_below(5);
    for (int f = 0; f < fields; f++)
        len += sprintf(p + len, ", \"%s\": \"%s-%u\"", keys[rng_below(6)], vals[rng_below(6)],
                       (unsigned)rng_below(1000));
    len += sprintf(p + len, "}\n");
    return (size_t)len;
}

/* A dictionary trained by ZDICT_trainFromBuffer on 2000 small records (a known vector),
 * then used on the first `used` of them. */
static void trained_dictionary(int used) {
    const int records = 2000;
    group_begin("trained dictionary (ZDICT) round trips");
    size_t *sizes = xmalloc(sizeof(size_t) * (size_t)records);
    size_t total = 0;
    rng_seed(77);
    for (int i = 0; i < records; i++) {
        sizes[i] = make_record(src + total, (unsigned)i);
        total += sizes[i];
    }
    size_t dsize = ZDICT_trainFromBuffer(dict, 8192, src, sizes, (unsigned)records);
    CHECK(!ZDICT_isError(dsize), "ZDICT_trainFromBuffer: %s", ZDICT_getErrorName(dsize));
    unsigned id = ZDICT_getDictID(dict, dsize);
    CHECK(id != 0 && ZSTD_getDictID_fromDict(dict, dsize) == id, "dictionary ID");
    vector("zdict.2000.size", dsize);
    vector("zdict.2000.fnv", fnv64(dict, dsize));
    ZSTD_CDict *cd = ZSTD_createCDict(dict, dsize, 3);
    ZSTD_DDict *dd = ZSTD_createDDict(dict, dsize);
    REQUIRE(cd && dd, "createCDict/DDict");
    size_t with = 0, without = 0, pos = 0;
    for (int i = 0; i < used; i++) {
        size_t c = ZSTD_compress_usingCDict(cc, cmp, cmpcap, src + pos, sizes[i], cd);
        OKZ(c, "compress_usingCDict");
        digest_add(cmp, c);
        CHECK(ZSTD_getDictID_fromFrame(cmp, c) == id, "dictID in frame %d", i);
        with += c;
        without += ZSTD_compress(out, MAXSRC, src + pos, sizes[i], 3);
        size_t d = ZSTD_decompress_usingDDict(dc, out, MAXSRC, cmp, c, dd);
        CHECK(d == sizes[i] && memcmp(out, src + pos, d) == 0, "record %d round trip", i);
        pos += sizes[i];
    }
    CHECK(with * 2 < without, "trained dictionary: %zu bytes with, %zu without", with,
          without);
    ZSTD_freeCDict(cd);
    ZSTD_freeDDict(dd);
    /* the other trainers: legacy (suffix sorting) and cover with fixed parameters */
    for (int t = 0; t < 2; t++) {
        ZDICT_params_t zp = {3, 0, 0};
        if (t == 0) {
            ZDICT_legacy_params_t lp = {0, zp};
            dsize = ZDICT_trainFromBuffer_legacy(dict, 8192, src, sizes, (unsigned)records, lp);
        } else {
            ZDICT_cover_params_t cp = {200, 8, 0, 1, 1.0, 0, 0, zp};
            dsize = ZDICT_trainFromBuffer_cover(dict, 8192, src, sizes, (unsigned)records, cp);
        }
        CHECK(!ZDICT_isError(dsize), "%s trainer: %s", t ? "cover" : "legacy",
              ZDICT_getErrorName(dsize));
        pos = 0;
        for (int i = 0; i < used / 4; i++) {
            size_t c = ZSTD_compress_usingDict(cc, cmp, cmpcap, src + pos, sizes[i], dict, dsize,
                                               1 + i % 9);
            OKZ(c, "compress_usingDict (trained)");
            digest_add(cmp, c);
            size_t d = ZSTD_decompress_usingDict(dc, out, MAXSRC, cmp, c, dict, dsize);
            CHECK(d == sizes[i] && memcmp(out, src + pos, d) == 0, "%s dictionary record %d",
                  t ? "cover" : "legacy", i);
            pos += sizes[i];
        }
    }
    free(sizes);
    group_end();
}

/* Multithreaded compression (nbWorkers 2, the smallest jobs): one-shot and streaming. */
static void multithreaded(int rounds) {
    group_begin("multithreaded compression round trips");
    no_digest = 1;
    for (int r = 0; r < rounds; r++) {
        size_t n = MAXSRC - rng_below(MAXSRC / 3);
        fill_kind(src, n, r % 2 ? DATA_KINDS : DATA_MIXED);
        int level = 1 + r % 6;
        ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_nbWorkers, 2), "nbWorkers");
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, level), "level");
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_jobSize, 1 << 19), "jobSize");
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_overlapLog, 1 + r % 9), "overlapLog");
        OKZ(ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 1), "checksum");
        size_t c = ZSTD_compress2(cc, cmp, cmpcap, src, n);
        OKZ(c, "compress2 with 2 workers");
        expect_decodes(c, n, "multithreaded", level, r % 2 ? DATA_KINDS : DATA_MIXED);
        /* streaming with workers: small output buffers, a flush in the middle */
        ZSTD_inBuffer ib = {src, n / 2, 0};
        ZSTD_outBuffer ob = {cmp, 0, 0};
        ZSTD_EndDirective e = ZSTD_e_continue;
        size_t ret;
        for (int phase = 0; phase < 3; phase++) {
            if (phase == 1) e = ZSTD_e_flush;
            if (phase == 2) {
                ib.size = n;
                e = ZSTD_e_end;
            }
            do {
                ob.size = ob.pos + 1 + rng_below(100000);
                if (ob.size > cmpcap) ob.size = cmpcap;
                ret = ZSTD_compressStream2(cc, &ob, &ib, e);
                CHECK(!ZSTD_isError(ret), "MT compressStream2: %s", ZSTD_getErrorName(ret));
            } while (e == ZSTD_e_continue ? ib.pos < ib.size : ret != 0);
        }
        expect_decodes(ob.pos, n, "multithreaded streaming", level, DATA_MIXED);
    }
    no_digest = 0;
    ZSTD_CCtx_reset(cc, ZSTD_reset_session_and_parameters);
    group_end();
}

static void multi_frame(int rounds) {
    group_begin("concatenated frames and corrupted input");
    for (int r = 0; r < rounds; r++) {
        size_t n = 0, c = 0;
        int frames = 1 + (int)rng_below(5);
        for (int f = 0; f < frames; f++) {
            size_t len = rng_below(50000);
            fill_kind(src + n, len, (int)rng_below(NKINDS));
            size_t k = ZSTD_compress(cmp + c, cmpcap - c, src + n, len, 1 + (int)rng_below(9));
            OKZ(k, "compress");
            n += len;
            c += k;
        }
        expect_decodes(c, n, "concatenated", 0, DATA_MIXED);
        stream_decompress(c, n, "concatenated, streamed");
        /* random damage: an error or some output, always within bounds */
        cmp[rng_below(c)] ^= (unsigned char)(1 + rng_below(255));
        memset(out + n, 0xa5, 64);
        size_t d = ZSTD_decompress(out, n, cmp, c - (r % 2 ? rng_below(c) : 0));
        CHECK(ZSTD_isError(d) || d <= n, "corrupted input decoded to %zu > %zu", d, n);
        CHECK(out[n] == 0xa5 && out[n + 63] == 0xa5, "wrote past the destination");
    }
    group_end();
}

int main(int argc, char **argv) {
    harness_init(argc, argv);
    cmpcap = ZSTD_compressBound(MAXSRC) + 65536;
    src = xmalloc(MAXSRC);
    out = xmalloc(MAXSRC + 1024);
    cmp = xmalloc(cmpcap);
    dict = xmalloc(DICTLEN);
    cc = ZSTD_createCCtx();
    dc = ZSTD_createDCtx();
    REQUIRE(cc && dc, "createCCtx/DCtx");
    known_vectors();
    rng_seed(3);
    int q = h_quick;
    simple_roundtrips(q ? 10 : 24);
    context_roundtrips(q ? 20 : 90);
    stream_roundtrips(q ? 10 : 45);
    dict_roundtrips(q ? 6 : 30);
    trained_dictionary(q ? 300 : 2000);
    multithreaded(q ? 0 : 3); /* not in --quick: thread timing would vary the counts */
    multi_frame(q ? 10 : 45);
    ZSTD_freeCCtx(cc);
    ZSTD_freeDCtx(dc);
    free(src);
    free(out);
    free(cmp);
    free(dict);
    return harness_done();
}

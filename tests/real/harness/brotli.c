/* Harness for Brotli 1.1.0 (Brotli-1.1.0/c: common, dec, enc): known compressed sizes
 * and contents, and round trips through the one-shot encoder and decoder and the
 * streaming ones (process, flush, finish, metadata, TakeOutput), over qualities 0..11,
 * windows 10..24 (and the large window), modes, block sizes, size hints, and raw
 * prepared dictionaries. Prototypes are declared here (the library's types and enums). */
#include "common.h"

typedef int BROTLI_BOOL;
typedef enum { BROTLI_MODE_GENERIC = 0, BROTLI_MODE_TEXT = 1, BROTLI_MODE_FONT = 2 }
    BrotliEncoderMode;
typedef enum { BROTLI_OPERATION_PROCESS = 0, BROTLI_OPERATION_FLUSH = 1,
               BROTLI_OPERATION_FINISH = 2, BROTLI_OPERATION_EMIT_METADATA = 3 }
    BrotliEncoderOperation;
typedef enum { BROTLI_PARAM_MODE = 0, BROTLI_PARAM_QUALITY = 1, BROTLI_PARAM_LGWIN = 2,
               BROTLI_PARAM_LGBLOCK = 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING = 4,
               BROTLI_PARAM_SIZE_HINT = 5, BROTLI_PARAM_LARGE_WINDOW = 6,
               BROTLI_PARAM_NPOSTFIX = 7, BROTLI_PARAM_NDIRECT = 8,
               BROTLI_PARAM_STREAM_OFFSET = 9 } BrotliEncoderParameter;
typedef enum { BROTLI_DECODER_RESULT_ERROR = 0, BROTLI_DECODER_RESULT_SUCCESS = 1,
               BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT = 2,
               BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT = 3 } BrotliDecoderResult;
typedef enum { BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION = 0,
               BROTLI_DECODER_PARAM_LARGE_WINDOW = 1 } BrotliDecoderParameter;
typedef enum { BROTLI_SHARED_DICTIONARY_RAW = 0, BROTLI_SHARED_DICTIONARY_SERIALIZED = 1 }
    BrotliSharedDictionaryType;
typedef int BrotliDecoderErrorCode;
typedef void *(*brotli_alloc_func)(void *opaque, size_t size);
typedef void (*brotli_free_func)(void *opaque, void *address);
typedef struct BrotliEncoderStateStruct BrotliEncoderState;
typedef struct BrotliDecoderStateStruct BrotliDecoderState;
typedef struct BrotliEncoderPreparedDictionaryStruct BrotliEncoderPreparedDictionary;

BROTLI_BOOL BrotliEncoderSetParameter(BrotliEncoderState *s, BrotliEncoderParameter p,
                                      uint32_t value);
BrotliEncoderState *BrotliEncoderCreateInstance(brotli_alloc_func a, brotli_free_func f,
                                                void *opaque);
void BrotliEncoderDestroyInstance(BrotliEncoderState *s);
BrotliEncoderPreparedDictionary *BrotliEncoderPrepareDictionary(
    BrotliSharedDictionaryType type, size_t data_size, const uint8_t *data, int quality,
    brotli_alloc_func a, brotli_free_func f, void *opaque);
void BrotliEncoderDestroyPreparedDictionary(BrotliEncoderPreparedDictionary *d);
BROTLI_BOOL BrotliEncoderAttachPreparedDictionary(BrotliEncoderState *s,
                                                  const BrotliEncoderPreparedDictionary *d);
size_t BrotliEncoderMaxCompressedSize(size_t input_size);
BROTLI_BOOL BrotliEncoderCompress(int quality, int lgwin, BrotliEncoderMode mode,
                                  size_t input_size, const uint8_t *input,
                                  size_t *encoded_size, uint8_t *encoded);
BROTLI_BOOL BrotliEncoderCompressStream(BrotliEncoderState *s, BrotliEncoderOperation op,
                                        size_t *available_in, const uint8_t **next_in,
                                        size_t *available_out, uint8_t **next_out,
                                        size_t *total_out);
BROTLI_BOOL BrotliEncoderIsFinished(BrotliEncoderState *s);
BROTLI_BOOL BrotliEncoderHasMoreOutput(BrotliEncoderState *s);
const uint8_t *BrotliEncoderTakeOutput(BrotliEncoderState *s, size_t *size);
uint32_t BrotliEncoderVersion(void);
BROTLI_BOOL BrotliDecoderSetParameter(BrotliDecoderState *s, BrotliDecoderParameter p,
                                      uint32_t value);
BROTLI_BOOL BrotliDecoderAttachDictionary(BrotliDecoderState *s,
                                          BrotliSharedDictionaryType type, size_t data_size,
                                          const uint8_t *data);
BrotliDecoderState *BrotliDecoderCreateInstance(brotli_alloc_func a, brotli_free_func f,
                                                void *opaque);
void BrotliDecoderDestroyInstance(BrotliDecoderState *s);
BrotliDecoderResult BrotliDecoderDecompress(size_t encoded_size, const uint8_t *encoded,
                                            size_t *decoded_size, uint8_t *decoded);
BrotliDecoderResult BrotliDecoderDecompressStream(BrotliDecoderState *s, size_t *available_in,
                                                  const uint8_t **next_in,
                                                  size_t *available_out, uint8_t **next_out,
                                                  size_t *total_out);
BROTLI_BOOL BrotliDecoderHasMoreOutput(const BrotliDecoderState *s);
const uint8_t *BrotliDecoderTakeOutput(BrotliDecoderState *s, size_t *size);
BROTLI_BOOL BrotliDecoderIsUsed(const BrotliDecoderState *s);
BROTLI_BOOL BrotliDecoderIsFinished(const BrotliDecoderState *s);
BrotliDecoderErrorCode BrotliDecoderGetErrorCode(const BrotliDecoderState *s);
const char *BrotliDecoderErrorString(BrotliDecoderErrorCode c);
uint32_t BrotliDecoderVersion(void);

#define MAXSRC (1 << 20)
#define DICTLEN 32768
static unsigned char *src, *cmp, *out, *dict;
static size_t cmpcap;

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

/* Largest input for a quality: 10 and 11 (Zopfli-like) are slow. */
static size_t cap_for_quality(int q, size_t n) {
    size_t cap = q >= 10 ? (h_quick ? 20000 : 60000) : q >= 8 ? 300000 : MAXSRC;
    return n < cap ? n : cap;
}

static void expect_decodes(size_t c, size_t n, const char *what, int q, int kind) {
    digest_add(cmp, c);
    size_t dn = MAXSRC;
    BrotliDecoderResult r = BrotliDecoderDecompress(c, cmp, &dn, out);
    CHECK(r == BROTLI_DECODER_RESULT_SUCCESS && dn == n,
          "%s (quality %d, len %zu, %s): result %d, %zu bytes", what, q, n, kind_name(kind),
          (int)r, dn);
    CHECK(memcmp(src, out, n) == 0, "%s (quality %d, len %zu, %s): round trip differs", what,
          q, n, kind_name(kind));
}

static void known_vectors(void) {
    static const size_t sizes[] = {0, 1, 100, 4096, 65536, 200003};
    static const int qualities[] = {0, 1, 4, 6, 9, 11};
    char name[96];
    group_begin("known vectors");
    for (int kind = 0; kind < NKINDS; kind++)
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            size_t n = sizes[i];
            rng_seed(5000 + (uint64_t)kind * 31 + i);
            fill_kind(src, n, kind);
            for (size_t k = 0; k < sizeof qualities / sizeof qualities[0]; k++) {
                int q = qualities[k];
                if (q >= 10 && n > 4096) continue;
                size_t c = cmpcap;
                REQUIRE(BrotliEncoderCompress(q, 22, BROTLI_MODE_GENERIC, n, src, &c, cmp),
                        "BrotliEncoderCompress");
                snprintf(name, sizeof name, "q%d.%s.%zu", q, kind_name(kind), n);
                vector(name, ((uint64_t)c << 32) ^ (fnv64(cmp, c) & 0xffffffffu));
            }
        }
    CHECK(BrotliEncoderVersion() == 0x1001000 && BrotliDecoderVersion() == 0x1001000,
          "versions %x %x", BrotliEncoderVersion(), BrotliDecoderVersion());
    group_end();
}

static size_t pick_size(int i) {
    static const size_t fixed[] = {0, 1, 2, 17, 255, 1000, 4096, 65536, 100003};
    if ((size_t)i < sizeof fixed / sizeof fixed[0]) return fixed[i];
    return 1 + rng_below(h_quick ? 100000 : MAXSRC - 1);
}

static void oneshot_roundtrips(int rounds) {
    group_begin("one-shot qualities 0..11, windows 10..24 round trips");
    for (int r = 0; r < rounds; r++)
        for (int kind = 0; kind < NKINDS; kind++) {
            int q = (r * NKINDS + kind) % 12;
            int lgwin = 10 + (r * 5 + kind) % 15;
            BrotliEncoderMode mode = (BrotliEncoderMode)(kind % 3);
            size_t n = cap_for_quality(q, pick_size(r));
            fill_kind(src, n, kind);
            size_t c = BrotliEncoderMaxCompressedSize(n);
            REQUIRE(c <= cmpcap, "max compressed size");
            if (c == 0) c = cmpcap; /* (0: the bound overflows or is unknown) */
            CHECK(BrotliEncoderCompress(q, lgwin, mode, n, src, &c, cmp),
                  "BrotliEncoderCompress q %d lgwin %d len %zu", q, lgwin, n);
            expect_decodes(c, n, "one-shot", q, kind);
            if (n > 0) { /* a short output buffer must fail without overflowing */
                size_t dn = n - 1;
                out[n - 1] = 0x5a;
                BrotliDecoderResult res = BrotliDecoderDecompress(c, cmp, &dn, out);
                CHECK(res != BROTLI_DECODER_RESULT_SUCCESS && out[n - 1] == 0x5a,
                      "short destination accepted (len %zu)", n);
            }
        }
    group_end();
}

/* Streaming encoder with random buffer sizes, flushes and metadata; returns the size. */
static size_t stream_compress(BrotliEncoderState *e, size_t n, int take_output) {
    const uint8_t *next_in = src;
    size_t avail_in = 0, ipos = 0, total = 0, cpos = 0;
    int metadata = 0;
    int flushing = 0; /* a FLUSH continues until the input is used and the output drained */
    for (;;) {
        if (avail_in == 0 && ipos < n && !flushing) {
            size_t len = 1 + rng_below(rng_below(3) ? 100000 : 300);
            if (len > n - ipos) len = n - ipos;
            next_in = src + ipos;
            avail_in = len;
            ipos += len;
        }
        int end = ipos == n && !flushing;
        if (!end && !flushing && rng_below(10) == 0) flushing = 1;
        BrotliEncoderOperation op = end ? BROTLI_OPERATION_FINISH
                                  : flushing ? BROTLI_OPERATION_FLUSH
                                             : BROTLI_OPERATION_PROCESS;
        if (take_output) {
            size_t zero = 0;
            CHECK(BrotliEncoderCompressStream(e, op, &avail_in, &next_in, &zero, NULL, &total),
                  "CompressStream (TakeOutput mode)");
            while (BrotliEncoderHasMoreOutput(e)) {
                size_t sz = rng_below(2) ? 0 : 1 + rng_below(5000);
                const uint8_t *p = BrotliEncoderTakeOutput(e, &sz);
                REQUIRE(cpos + sz <= cmpcap, "output overflow");
                memcpy(cmp + cpos, p, sz);
                cpos += sz;
            }
        } else {
            size_t avail_out = 1 + rng_below(20000);
            if (avail_out > cmpcap - cpos) avail_out = cmpcap - cpos;
            uint8_t *next_out = cmp + cpos;
            CHECK(BrotliEncoderCompressStream(e, op, &avail_in, &next_in, &avail_out, &next_out,
                                              &total),
                  "CompressStream op %d", (int)op);
            cpos = (size_t)(next_out - cmp);
        }
        if (end && BrotliEncoderIsFinished(e)) break;
        if (flushing && avail_in == 0 && !BrotliEncoderHasMoreOutput(e)) flushing = 0;
        if (!end && !flushing && rng_below(40) == 0 && avail_in == 0 &&
            !BrotliEncoderHasMoreOutput(e)) {
            /* metadata blocks are skipped by the decoder */
            static const uint8_t meta[] = "metadata that the decoder skips";
            const uint8_t *mp = meta;
            size_t mlen = sizeof meta;
            int guard = 0;
            metadata = 1;
            while (mlen > 0 || BrotliEncoderHasMoreOutput(e)) {
                size_t avail_out = cmpcap - cpos;
                uint8_t *next_out = cmp + cpos;
                CHECK(BrotliEncoderCompressStream(e, BROTLI_OPERATION_EMIT_METADATA, &mlen, &mp,
                                                  &avail_out, &next_out, &total),
                      "EMIT_METADATA");
                cpos = (size_t)(next_out - cmp);
                REQUIRE(++guard < 100, "metadata not emitted");
            }
        }
    }
    /* (with TakeOutput, total_out is as of the last CompressStream call; metadata bytes
     * copied straight to the output are not counted in it) */
    if (!take_output && !metadata) CHECK(cpos == total, "total_out %zu != %zu written", total, cpos);
    return cpos;
}

static void stream_decompress(size_t c, size_t n, const char *what, const uint8_t *d,
                              size_t dsize) {
    digest_add(cmp, c);
    BrotliDecoderState *s = BrotliDecoderCreateInstance(NULL, NULL, NULL);
    REQUIRE(s, "DecoderCreateInstance");
    if (d) CHECK(BrotliDecoderAttachDictionary(s, BROTLI_SHARED_DICTIONARY_RAW, dsize, d),
                 "%s: AttachDictionary", what);
    BrotliDecoderSetParameter(s, BROTLI_DECODER_PARAM_LARGE_WINDOW, 1);
    const uint8_t *next_in = cmp;
    size_t avail_in = 0, ipos = 0, opos = 0, total = 0;
    int take = (int)(rng() & 1);
    BrotliDecoderResult r = BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT;
    while (r != BROTLI_DECODER_RESULT_SUCCESS) {
        if (r == BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT) {
            REQUIRE(ipos < c, "%s: input exhausted at %zu", what, c);
            size_t len = 1 + rng_below(20000);
            if (len > c - ipos) len = c - ipos;
            next_in = cmp + ipos;
            avail_in = len;
            ipos += len;
        }
        if (take) {
            size_t zero = 0;
            r = BrotliDecoderDecompressStream(s, &avail_in, &next_in, &zero, NULL, &total);
            while (BrotliDecoderHasMoreOutput(s)) {
                size_t sz = 1 + rng_below(50000);
                const uint8_t *p = BrotliDecoderTakeOutput(s, &sz);
                REQUIRE(opos + sz <= MAXSRC, "%s: decoded too much", what);
                memcpy(out + opos, p, sz);
                opos += sz;
            }
            if (r == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT) continue;
        } else {
            size_t avail_out = 1 + rng_below(70000);
            if (avail_out > MAXSRC - opos) avail_out = MAXSRC - opos;
            uint8_t *next_out = out + opos;
            r = BrotliDecoderDecompressStream(s, &avail_in, &next_in, &avail_out, &next_out,
                                              &total);
            opos = (size_t)(next_out - out);
        }
        CHECK(r != BROTLI_DECODER_RESULT_ERROR, "%s: decoder error %s", what,
              BrotliDecoderErrorString(BrotliDecoderGetErrorCode(s)));
    }
    CHECK(BrotliDecoderIsFinished(s) && BrotliDecoderIsUsed(s), "%s: not finished", what);
    CHECK(opos == n && (take || total == n) && ipos - avail_in == c, "%s: decoded %zu of %zu", what, opos,
          n);
    CHECK(memcmp(src, out, n) == 0, "%s: round trip differs (len %zu)", what, n);
    BrotliDecoderDestroyInstance(s);
}

/* The encoder picks its hasher from quality, window and size hint (quality.h,
 * ChooseHasher): a hint of 1 MB or more selects H6 (qualities 5..9, window >= 19) and
 * H54 (quality 4); the large window turns them into H65 and H55, and H3 into H35. */
static void set_random_params(BrotliEncoderState *e, int r, size_t n, int *q_out) {
    int large = r % 9 == 5, q = large ? 3 + (r / 9) % 7 : r % 12;
    BrotliEncoderSetParameter(e, BROTLI_PARAM_QUALITY, (uint32_t)q);
    BrotliEncoderSetParameter(e, BROTLI_PARAM_LGWIN, (uint32_t)(10 + (r * 7) % 15));
    BrotliEncoderSetParameter(e, BROTLI_PARAM_MODE, (uint32_t)(r % 3));
    if (r % 4 == 1) BrotliEncoderSetParameter(e, BROTLI_PARAM_LGBLOCK, (uint32_t)(16 + r % 9));
    if (r % 5 == 2 || large)
        BrotliEncoderSetParameter(e, BROTLI_PARAM_SIZE_HINT, 1u << 21);
    else if (r % 5 == 4)
        BrotliEncoderSetParameter(e, BROTLI_PARAM_SIZE_HINT, (uint32_t)n);
    if (r % 6 == 3) BrotliEncoderSetParameter(e, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING, 1);
    if (r % 7 == 4) {
        /* NDIRECT: a multiple of 1 << NPOSTFIX, at most 120 */
        BrotliEncoderSetParameter(e, BROTLI_PARAM_NPOSTFIX, (uint32_t)(r % 4));
        BrotliEncoderSetParameter(e, BROTLI_PARAM_NDIRECT, (1u << (r % 4)) * (uint32_t)(1 + r % 5));
    }
    if (large) {
        BrotliEncoderSetParameter(e, BROTLI_PARAM_LARGE_WINDOW, 1);
        BrotliEncoderSetParameter(e, BROTLI_PARAM_LGWIN, 25 + (uint32_t)(r % 4));
    }
    *q_out = q;
}

static void stream_roundtrips(int rounds) {
    group_begin("streaming encoder and decoder round trips");
    for (int r = 0; r < rounds; r++) {
        int kind = r % NKINDS, q;
        BrotliEncoderState *e = BrotliEncoderCreateInstance(NULL, NULL, NULL);
        REQUIRE(e, "EncoderCreateInstance");
        size_t n = rng_below(h_quick ? 150000 : 600000);
        set_random_params(e, r, n, &q);
        n = cap_for_quality(q, n);
        fill_kind(src, n, kind);
        size_t c = stream_compress(e, n, r % 3 == 2);
        BrotliEncoderDestroyInstance(e);
        stream_decompress(c, n, "stream", NULL, 0);
        if (r % 9 != 5) expect_decodes(c, n, "stream, one-shot decoder", q, kind);
    }
    group_end();
}

static void dict_roundtrips(int rounds) {
    group_begin("raw prepared dictionary round trips");
    for (int r = 0; r < rounds; r++) {
        fill_kind(dict, DICTLEN, r % 2 ? DATA_TEXT : DATA_MIXED);
        size_t n = 1 + rng_below(h_quick ? 30000 : 100000);
        for (size_t i = 0; i < n; i += 100) {
            size_t len = 100 < n - i ? 100 : n - i;
            if (rng_below(4)) memcpy(src + i, dict + rng_below(DICTLEN - 100), len);
            else fill_data(src + i, len, DATA_TEXT);
        }
        int q = 1 + r % 11;
        n = cap_for_quality(q, n);
        BrotliEncoderPreparedDictionary *pd =
            BrotliEncoderPrepareDictionary(BROTLI_SHARED_DICTIONARY_RAW, DICTLEN, dict, q, NULL,
                                           NULL, NULL);
        REQUIRE(pd, "PrepareDictionary");
        BrotliEncoderState *e = BrotliEncoderCreateInstance(NULL, NULL, NULL);
        BrotliEncoderSetParameter(e, BROTLI_PARAM_QUALITY, (uint32_t)q);
        /* a 64 KB window selects the H40..H42 hashers (qualities 5..9); a big size
         * hint H6 and H54 */
        BrotliEncoderSetParameter(e, BROTLI_PARAM_LGWIN, r % 3 == 0 ? 16 : 22);
        if (r % 4 == 1) BrotliEncoderSetParameter(e, BROTLI_PARAM_SIZE_HINT, 1u << 21);
        CHECK(BrotliEncoderAttachPreparedDictionary(e, pd), "AttachPreparedDictionary");
        size_t c = stream_compress(e, n, r % 2);
        BrotliEncoderDestroyInstance(e);
        BrotliEncoderDestroyPreparedDictionary(pd);
        size_t plain = cmpcap;
        BrotliEncoderCompress(q, 22, BROTLI_MODE_GENERIC, n, src, &plain, out);
        /* (below quality 5 the encoder does not search raw dictionaries) */
        if (n > 3000 && q >= 5) CHECK(c < plain, "dictionary did not help: %zu >= %zu (q %d)", c,
                                      plain, q);
        stream_decompress(c, n, "dictionary", dict, DICTLEN);
    }
    group_end();
}

static void corrupt_inputs(int rounds) {
    group_begin("corrupted input");
    for (int r = 0; r < rounds; r++) {
        size_t n = 100 + rng_below(30000);
        fill_kind(src, n, DATA_TEXT);
        size_t c = cmpcap;
        REQUIRE(BrotliEncoderCompress(1 + r % 9, 18, BROTLI_MODE_TEXT, n, src, &c, cmp),
                "compress");
        cmp[rng_below(c)] ^= (unsigned char)(1 + rng_below(255));
        size_t dn = n;
        memset(out + n, 0xa5, 64);
        BrotliDecoderResult res =
            BrotliDecoderDecompress(r % 2 ? c : rng_below(c), cmp, &dn, out);
        CHECK(dn <= n && out[n] == 0xa5 && out[n + 63] == 0xa5,
              "corrupted input decoded past the destination (%zu, result %d)", dn, (int)res);
    }
    group_end();
}

int main(int argc, char **argv) {
    harness_init(argc, argv);
    cmpcap = BrotliEncoderMaxCompressedSize(MAXSRC) + 65536;
    src = xmalloc(MAXSRC);
    out = xmalloc(MAXSRC + 1024);
    cmp = xmalloc(cmpcap);
    dict = xmalloc(DICTLEN);
    known_vectors();
    rng_seed(5);
    int q = h_quick;
    oneshot_roundtrips(q ? 12 : 36);
    stream_roundtrips(q ? 15 : 72);
    dict_roundtrips(q ? 6 : 24);
    corrupt_inputs(q ? 20 : 60);
    free(src);
    free(out);
    free(cmp);
    free(dict);
    return harness_done();
}

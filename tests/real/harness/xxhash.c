/* Harness for xxHash 0.8.x (xxhash-3.5.0/deps/xxhash/xxhash.c): checks a compiled
 * library against known vectors, one-shot against streaming, seeds and secrets.
 * Prototypes are declared here (no library header needed); see common.h for usage. */
#include "common.h"

typedef uint32_t XXH32_hash_t;
typedef uint64_t XXH64_hash_t;
typedef struct { XXH64_hash_t low64, high64; } XXH128_hash_t;
typedef enum { XXH_OK = 0, XXH_ERROR } XXH_errorcode;
typedef struct XXH32_state_s XXH32_state_t;
typedef struct XXH64_state_s XXH64_state_t;
typedef struct XXH3_state_s XXH3_state_t;
typedef struct { unsigned char digest[4]; } XXH32_canonical_t;
typedef struct { unsigned char digest[8]; } XXH64_canonical_t;
typedef struct { unsigned char digest[16]; } XXH128_canonical_t;

unsigned XXH_versionNumber(void);
XXH32_hash_t XXH32(const void *input, size_t length, XXH32_hash_t seed);
XXH32_state_t *XXH32_createState(void);
XXH_errorcode XXH32_freeState(XXH32_state_t *s);
void XXH32_copyState(XXH32_state_t *dst, const XXH32_state_t *src);
XXH_errorcode XXH32_reset(XXH32_state_t *s, XXH32_hash_t seed);
XXH_errorcode XXH32_update(XXH32_state_t *s, const void *input, size_t length);
XXH32_hash_t XXH32_digest(const XXH32_state_t *s);
void XXH32_canonicalFromHash(XXH32_canonical_t *dst, XXH32_hash_t hash);
XXH32_hash_t XXH32_hashFromCanonical(const XXH32_canonical_t *src);

XXH64_hash_t XXH64(const void *input, size_t length, XXH64_hash_t seed);
XXH64_state_t *XXH64_createState(void);
XXH_errorcode XXH64_freeState(XXH64_state_t *s);
void XXH64_copyState(XXH64_state_t *dst, const XXH64_state_t *src);
XXH_errorcode XXH64_reset(XXH64_state_t *s, XXH64_hash_t seed);
XXH_errorcode XXH64_update(XXH64_state_t *s, const void *input, size_t length);
XXH64_hash_t XXH64_digest(const XXH64_state_t *s);
void XXH64_canonicalFromHash(XXH64_canonical_t *dst, XXH64_hash_t hash);
XXH64_hash_t XXH64_hashFromCanonical(const XXH64_canonical_t *src);

XXH64_hash_t XXH3_64bits(const void *input, size_t length);
XXH64_hash_t XXH3_64bits_withSeed(const void *input, size_t length, XXH64_hash_t seed);
XXH64_hash_t XXH3_64bits_withSecret(const void *data, size_t len, const void *secret,
                                    size_t secretSize);
XXH64_hash_t XXH3_64bits_withSecretandSeed(const void *data, size_t len, const void *secret,
                                           size_t secretSize, XXH64_hash_t seed);
XXH3_state_t *XXH3_createState(void);
XXH_errorcode XXH3_freeState(XXH3_state_t *s);
void XXH3_copyState(XXH3_state_t *dst, const XXH3_state_t *src);
XXH_errorcode XXH3_64bits_reset(XXH3_state_t *s);
XXH_errorcode XXH3_64bits_reset_withSeed(XXH3_state_t *s, XXH64_hash_t seed);
XXH_errorcode XXH3_64bits_reset_withSecret(XXH3_state_t *s, const void *secret,
                                           size_t secretSize);
XXH_errorcode XXH3_64bits_update(XXH3_state_t *s, const void *input, size_t length);
XXH64_hash_t XXH3_64bits_digest(const XXH3_state_t *s);

XXH128_hash_t XXH3_128bits(const void *data, size_t len);
XXH128_hash_t XXH3_128bits_withSeed(const void *data, size_t len, XXH64_hash_t seed);
XXH128_hash_t XXH3_128bits_withSecret(const void *data, size_t len, const void *secret,
                                      size_t secretSize);
XXH_errorcode XXH3_128bits_reset(XXH3_state_t *s);
XXH_errorcode XXH3_128bits_reset_withSeed(XXH3_state_t *s, XXH64_hash_t seed);
XXH_errorcode XXH3_128bits_reset_withSecret(XXH3_state_t *s, const void *secret,
                                            size_t secretSize);
XXH_errorcode XXH3_128bits_update(XXH3_state_t *s, const void *input, size_t length);
XXH128_hash_t XXH3_128bits_digest(const XXH3_state_t *s);
XXH128_hash_t XXH128(const void *data, size_t len, XXH64_hash_t seed);
int XXH128_isEqual(XXH128_hash_t a, XXH128_hash_t b);
int XXH128_cmp(const void *a, const void *b);
void XXH128_canonicalFromHash(XXH128_canonical_t *dst, XXH128_hash_t hash);
XXH128_hash_t XXH128_hashFromCanonical(const XXH128_canonical_t *src);
XXH_errorcode XXH3_generateSecret(void *secretBuffer, size_t secretSize, const void *customSeed,
                                  size_t customSeedSize);
void XXH3_generateSecret_fromSeed(void *secretBuffer, XXH64_hash_t seed);

#define MAXLEN 1400
#define BUFLEN (1 << 17)
#define SECRET_SIZE 192

static unsigned char *data; /* BUFLEN bytes of test data */
static unsigned char secret[SECRET_SIZE];
static const XXH64_hash_t seeds[] = {0, 1, 0x9E3779B185EBCA87ull, 0xFFFFFFFFFFFFFFFFull,
                                     0x00000000DEADBEEFull, 0x8000000000000000ull};
#define NSEEDS (sizeof seeds / sizeof seeds[0])

/* Feeds p[0..n) to an update function in pieces whose sizes follow pattern k. */
#define FEED(update, st, p, n, k)                                                       \
    do {                                                                                \
        size_t off_ = 0, step_ = 0;                                                     \
        while (off_ < (n)) {                                                            \
            size_t c_ = (k) == 0 ? (n) : (k) == 1 ? 1 : (k) == 2 ? 7 + (step_ % 5) * 13 \
                      : (k) == 3 ? 64 : 1 + rng_below(300);                             \
            if (c_ > (n) - off_) c_ = (n) - off_;                                       \
            REQUIRE(update(st, (p) + off_, c_) == XXH_OK, "update failed at %zu", off_);  \
            off_ += c_;                                                                 \
            step_++;                                                                    \
        }                                                                               \
    } while (0)
#define NPATTERNS 5

static int eq128(XXH128_hash_t a, XXH128_hash_t b) {
    return a.low64 == b.low64 && a.high64 == b.high64;
}

static void published_vectors(void) {
    group_begin("published vectors");
    /* Values from the xxHash documentation for the empty input, seed 0. */
    CHECK(XXH32("", 0, 0) == 0x02CC5D05u, "XXH32(\"\") = %08x", XXH32("", 0, 0));
    CHECK(XXH64("", 0, 0) == 0xEF46DB3751D8E999ull, "XXH64(\"\")");
    CHECK(XXH3_64bits("", 0) == 0x2D06800538D394C2ull, "XXH3_64bits(\"\")");
    XXH128_hash_t e = XXH3_128bits("", 0);
    CHECK(e.high64 == 0x99AA06D3014798D8ull && e.low64 == 0x6001C324468D497Full,
          "XXH3_128bits(\"\") = %016llx%016llx", (unsigned long long)e.high64,
          (unsigned long long)e.low64);
    CHECK(XXH_versionNumber() == 802, "XXH_versionNumber() = %u", XXH_versionNumber());
    group_end();
}

static void known_vectors(void) {
    static const size_t lens[] = {0,   1,   2,   3,   4,   5,   8,    9,    15,   16,  17,
                                  31,  32,  33,  64,  65,  96,  127,  128,  129,  200, 240,
                                  241, 255, 256, 512, 777, 1024, 1025, 2048, 4096, 16384,
                                  65536, 100000};
    char name[96];
    group_begin("known vectors");
    rng_seed(11);
    fill_data(data, BUFLEN, DATA_MIXED);
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        for (size_t s = 0; s < 3; s++) {
            XXH64_hash_t seed = seeds[s * 2];
            snprintf(name, sizeof name, "xxh32.%zu.%zu", n, s);
            vector(name, XXH32(data, n, (XXH32_hash_t)seed));
            snprintf(name, sizeof name, "xxh64.%zu.%zu", n, s);
            vector(name, XXH64(data, n, seed));
            snprintf(name, sizeof name, "xxh3_64.%zu.%zu", n, s);
            vector(name, XXH3_64bits_withSeed(data, n, seed));
            XXH128_hash_t h = XXH3_128bits_withSeed(data, n, seed);
            snprintf(name, sizeof name, "xxh3_128lo.%zu.%zu", n, s);
            vector(name, h.low64);
            snprintf(name, sizeof name, "xxh3_128hi.%zu.%zu", n, s);
            vector(name, h.high64);
        }
        snprintf(name, sizeof name, "xxh3_64secret.%zu", n);
        vector(name, XXH3_64bits_withSecret(data, n, secret, SECRET_SIZE));
        snprintf(name, sizeof name, "xxh3_128secret.%zu", n);
        vector(name, XXH3_128bits_withSecret(data, n, secret, SECRET_SIZE).high64);
    }
    /* Every length 0..MAXLEN, folded, per algorithm. */
    uint64_t f32 = 0, f64 = 0, f3 = 0, f128 = 0;
    for (size_t n = 0; n <= MAXLEN; n++) {
        f32 = fold(f32, XXH32(data + (n & 7), n, 0x9E3779B1u));
        f64 = fold(f64, XXH64(data + (n & 7), n, 7));
        f3 = fold(f3, XXH3_64bits_withSeed(data + (n & 7), n, 7));
        XXH128_hash_t h = XXH3_128bits_withSeed(data + (n & 7), n, 7);
        f128 = fold(fold(f128, h.low64), h.high64);
    }
    vector("xxh32.fold", f32);
    vector("xxh64.fold", f64);
    vector("xxh3_64.fold", f3);
    vector("xxh3_128.fold", f128);
    unsigned char gen[SECRET_SIZE];
    XXH3_generateSecret_fromSeed(gen, 12345);
    vector("secret_fromSeed.fnv", fnv64(gen, 136));
    group_end();
}

static void xxh32_stream(size_t reps) {
    XXH32_state_t *st = XXH32_createState(), *cp = XXH32_createState();
    CHECK(st && cp, "createState");
    group_begin("xxh32 one-shot vs streaming");
    for (size_t r = 0; r < reps; r++)
        for (size_t n = 0; n <= MAXLEN; n++) {
            const unsigned char *p = data + r * 3 + (n % 5);
            XXH32_hash_t seed = (XXH32_hash_t)seeds[(n + r) % NSEEDS];
            XXH32_hash_t want = XXH32(p, n, seed);
            int k = (int)((n + r) % NPATTERNS);
            CHECK(XXH32_reset(st, seed) == XXH_OK, "reset");
            FEED(XXH32_update, st, p, n, k);
            CHECK(XXH32_digest(st) == want, "len %zu seed %x pattern %d", n, seed, k);
            /* copyState at half, finish both */
            XXH32_reset(st, seed);
            XXH32_update(st, p, n / 2);
            XXH32_copyState(cp, st);
            XXH32_update(cp, p + n / 2, n - n / 2);
            CHECK(XXH32_digest(cp) == want, "copyState len %zu", n);
            XXH32_canonical_t c;
            XXH32_canonicalFromHash(&c, want);
            CHECK(XXH32_hashFromCanonical(&c) == want && c.digest[0] == (want >> 24),
                  "canonical len %zu", n);
        }
    XXH32_freeState(st);
    XXH32_freeState(cp);
    group_end();
}

static void xxh64_stream(size_t reps) {
    XXH64_state_t *st = XXH64_createState(), *cp = XXH64_createState();
    CHECK(st && cp, "createState");
    group_begin("xxh64 one-shot vs streaming");
    for (size_t r = 0; r < reps; r++)
        for (size_t n = 0; n <= MAXLEN; n++) {
            const unsigned char *p = data + r * 3 + (n % 5);
            XXH64_hash_t seed = seeds[(n + r) % NSEEDS];
            XXH64_hash_t want = XXH64(p, n, seed);
            int k = (int)((n + r) % NPATTERNS);
            CHECK(XXH64_reset(st, seed) == XXH_OK, "reset");
            FEED(XXH64_update, st, p, n, k);
            CHECK(XXH64_digest(st) == want, "len %zu seed %llx pattern %d", n,
                  (unsigned long long)seed, k);
            XXH64_reset(st, seed);
            XXH64_update(st, p, n / 3);
            XXH64_copyState(cp, st);
            XXH64_update(cp, p + n / 3, n - n / 3);
            CHECK(XXH64_digest(cp) == want, "copyState len %zu", n);
            XXH64_canonical_t c;
            XXH64_canonicalFromHash(&c, want);
            CHECK(XXH64_hashFromCanonical(&c) == want && c.digest[7] == (want & 0xff),
                  "canonical len %zu", n);
        }
    XXH64_freeState(st);
    XXH64_freeState(cp);
    group_end();
}

static void xxh3_64_stream(size_t reps) {
    XXH3_state_t *st = XXH3_createState(), *cp = XXH3_createState();
    CHECK(st && cp, "createState");
    group_begin("xxh3_64 one-shot vs streaming");
    for (size_t r = 0; r < reps; r++)
        for (size_t n = 0; n <= MAXLEN; n++) {
            const unsigned char *p = data + r * 5 + (n % 7);
            XXH64_hash_t seed = seeds[(n + r) % NSEEDS];
            int k = (int)((n + r) % NPATTERNS);
            int mode = (int)((n + r) % 3); /* default, seed, secret */
            XXH64_hash_t want;
            if (mode == 0) {
                want = XXH3_64bits(p, n);
                CHECK(want == XXH3_64bits_withSeed(p, n, 0), "seed 0 = default, len %zu", n);
                XXH3_64bits_reset(st);
            } else if (mode == 1) {
                want = XXH3_64bits_withSeed(p, n, seed);
                XXH3_64bits_reset_withSeed(st, seed);
            } else {
                want = XXH3_64bits_withSecret(p, n, secret, SECRET_SIZE);
                XXH3_64bits_reset_withSecret(st, secret, SECRET_SIZE);
            }
            XXH3_copyState(cp, st);
            FEED(XXH3_64bits_update, st, p, n, k);
            CHECK(XXH3_64bits_digest(st) == want, "len %zu mode %d pattern %d", n, mode, k);
            /* the digest does not end the stream: more input, then digest again */
            XXH3_64bits_update(cp, p, n);
            CHECK(XXH3_64bits_digest(cp) == want, "copied fresh state len %zu mode %d", n,
                  mode);
            if (mode == 1 && n > 0) {
                XXH64_hash_t h2 = XXH3_64bits_withSecretandSeed(p, n, secret, SECRET_SIZE, seed);
                /* documented: below 241 bytes it equals the seeded hash */
                if (n <= 240) CHECK(h2 == want, "withSecretandSeed len %zu", n);
            }
        }
    XXH3_freeState(st);
    XXH3_freeState(cp);
    group_end();
}

static void xxh3_128_stream(size_t reps) {
    XXH3_state_t *st = XXH3_createState(), *cp = XXH3_createState();
    CHECK(st && cp, "createState");
    group_begin("xxh3_128 one-shot vs streaming");
    for (size_t r = 0; r < reps; r++)
        for (size_t n = 0; n <= MAXLEN; n++) {
            const unsigned char *p = data + r * 5 + (n % 7);
            XXH64_hash_t seed = seeds[(n + r) % NSEEDS];
            int k = (int)((n + r + 2) % NPATTERNS);
            int mode = (int)((n + r) % 3);
            XXH128_hash_t want;
            if (mode == 0) {
                want = XXH3_128bits(p, n);
                CHECK(eq128(want, XXH128(p, n, 0)), "XXH128 seed 0, len %zu", n);
                XXH3_128bits_reset(st);
            } else if (mode == 1) {
                want = XXH3_128bits_withSeed(p, n, seed);
                CHECK(eq128(want, XXH128(p, n, seed)), "XXH128 seeded, len %zu", n);
                XXH3_128bits_reset_withSeed(st, seed);
            } else {
                want = XXH3_128bits_withSecret(p, n, secret, SECRET_SIZE);
                XXH3_128bits_reset_withSecret(st, secret, SECRET_SIZE);
            }
            FEED(XXH3_128bits_update, st, p, n, k);
            XXH128_hash_t got = XXH3_128bits_digest(st);
            CHECK(XXH128_isEqual(got, want) && eq128(got, want), "len %zu mode %d pattern %d",
                  n, mode, k);
            XXH3_copyState(cp, st);
            CHECK(eq128(XXH3_128bits_digest(cp), want), "copyState len %zu", n);
            XXH128_canonical_t c;
            XXH128_canonicalFromHash(&c, want);
            XXH128_hash_t back = XXH128_hashFromCanonical(&c);
            CHECK(eq128(back, want) && XXH128_cmp(&back, &want) == 0, "canonical len %zu", n);
            XXH128_hash_t other = want;
            other.low64 ^= 1;
            CHECK(XXH128_cmp(&other, &want) != 0 && !XXH128_isEqual(other, want), "cmp");
        }
    XXH3_freeState(st);
    XXH3_freeState(cp);
    group_end();
}

static void long_inputs(void) {
    /* Long inputs through streaming in irregular pieces (stripes, blocks, accumulators). */
    XXH32_state_t *s32 = XXH32_createState();
    XXH64_state_t *s64 = XXH64_createState();
    XXH3_state_t *s3 = XXH3_createState(), *s128 = XXH3_createState();
    group_begin("long inputs streaming");
    static const size_t lens[] = {1401, 4095, 4096, 4097, 10000, 65537, BUFLEN - 64};
    size_t nl = sizeof lens / sizeof lens[0];
    if (h_quick) nl = 4;
    for (size_t i = 0; i < nl; i++) {
        size_t n = lens[i];
        for (int k = 0; k < NPATTERNS; k++) {
            if (k == 1 && n > 20000) continue; /* byte by byte only on the shorter ones */
            XXH64_hash_t seed = seeds[(i + (size_t)k) % NSEEDS];
            XXH32_reset(s32, (XXH32_hash_t)seed);
            XXH64_reset(s64, seed);
            XXH3_64bits_reset_withSeed(s3, seed);
            XXH3_128bits_reset_withSeed(s128, seed);
            FEED(XXH32_update, s32, data, n, k);
            FEED(XXH64_update, s64, data, n, k);
            FEED(XXH3_64bits_update, s3, data, n, k);
            FEED(XXH3_128bits_update, s128, data, n, k);
            CHECK(XXH32_digest(s32) == XXH32(data, n, (XXH32_hash_t)seed), "xxh32 len %zu", n);
            CHECK(XXH64_digest(s64) == XXH64(data, n, seed), "xxh64 len %zu", n);
            CHECK(XXH3_64bits_digest(s3) == XXH3_64bits_withSeed(data, n, seed),
                  "xxh3_64 len %zu", n);
            CHECK(eq128(XXH3_128bits_digest(s128), XXH3_128bits_withSeed(data, n, seed)),
                  "xxh3_128 len %zu", n);
        }
    }
    XXH32_freeState(s32);
    XXH64_freeState(s64);
    XXH3_freeState(s3);
    XXH3_freeState(s128);
    group_end();
}

static void sensitivity(size_t reps) {
    /* Flipping any one bit changes every hash (no collisions expected at these sizes). */
    group_begin("bit-flip sensitivity");
    for (size_t r = 0; r < reps * 200; r++) {
        size_t n = 1 + rng_below(600);
        unsigned char *p = data + rng_below(BUFLEN - 700);
        size_t bit = rng_below(n * 8);
        XXH64_hash_t seed = rng();
        XXH32_hash_t a32 = XXH32(p, n, (XXH32_hash_t)seed);
        XXH64_hash_t a64 = XXH64(p, n, seed), a3 = XXH3_64bits_withSeed(p, n, seed);
        XXH128_hash_t a128 = XXH3_128bits_withSeed(p, n, seed);
        p[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        CHECK(a32 != XXH32(p, n, (XXH32_hash_t)seed), "xxh32 len %zu bit %zu", n, bit);
        CHECK(a64 != XXH64(p, n, seed), "xxh64 len %zu bit %zu", n, bit);
        CHECK(a3 != XXH3_64bits_withSeed(p, n, seed), "xxh3_64 len %zu bit %zu", n, bit);
        CHECK(!eq128(a128, XXH3_128bits_withSeed(p, n, seed)), "xxh3_128 len %zu", n);
        p[bit / 8] ^= (unsigned char)(1u << (bit % 8));
    }
    group_end();
}

int main(int argc, char **argv) {
    harness_init(argc, argv);
    data = xmalloc(BUFLEN);
    unsigned char custom[40];
    for (size_t i = 0; i < sizeof custom; i++) custom[i] = (unsigned char)(i * 37 + 5);
    group_begin("setup");
    CHECK(XXH3_generateSecret(secret, SECRET_SIZE, custom, sizeof custom) == XXH_OK,
          "generateSecret");
    published_vectors();
    known_vectors();
    size_t reps = h_quick ? 1 : 16;
    rng_seed(12);
    fill_data(data, BUFLEN, DATA_TEXT);
    xxh32_stream(reps);
    xxh64_stream(reps);
    xxh3_64_stream(reps);
    xxh3_128_stream(reps);
    long_inputs();
    sensitivity(reps);
    free(data);
    return harness_done();
}

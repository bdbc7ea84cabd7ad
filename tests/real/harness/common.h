/* Shared helpers for the real-library harnesses (tests/real/harness/<lib>.c).
 *
 * Usage of every harness:  <harness> [--gen] [--quick] VECTORS.txt
 *   VECTORS.txt  lines "name value" (value in hex), the expected known vectors,
 *                computed once by a reference build of the library (clang-14 -O2
 *                straight from C) with --gen;
 *   --gen        print the known vectors in that format instead of checking them
 *                (the other checks still run);
 *   --quick      a smaller workload (for cachegrind); the known vectors are the same.
 * Output: one line per check group, then "ALL OK <n> checks"; on the first failure a
 * line "FAIL <group>: <what>" and exit status 1.
 *
 * Output digests: a compressor with a wrong instruction in its match finder still
 * makes valid streams, so round trips alone miss it. The harnesses fold every
 * compressed output of a group into a digest (digest_add) and, in the full workload,
 * check it as the known vector "digest.<group>" (the --quick workload skips them).
 */
#ifndef REAL_HARNESS_COMMON_H
#define REAL_HARNESS_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long h_checks;       /* all checks so far */
static unsigned long long h_group_checks; /* checks in the current group */
static const char *h_group = "setup";
static int h_gen;                          /* --gen */
static int h_quick;                        /* --quick */

#define MAX_VECTORS 4096
static struct { char name[96]; unsigned long long value; int used; } h_vec[MAX_VECTORS];
static int h_nvec;

static void h_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
#include <stdarg.h>
static void h_fail(const char *fmt, ...) {
    va_list ap;
    printf("FAIL %s: ", h_group);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
    exit(1);
}

/* REQUIRE: a precondition (an API call that must succeed), not counted as a check. */
#define REQUIRE(cond, ...)                   \
    do {                                     \
        if (!(cond)) h_fail(__VA_ARGS__);    \
    } while (0)

#define CHECK(cond, ...)                     \
    do {                                     \
        h_checks++;                          \
        h_group_checks++;                    \
        if (!(cond)) h_fail(__VA_ARGS__);    \
    } while (0)

static uint64_t h_digest; /* compressed outputs of the current group */
static int h_digested;     /* whether digest_add was called in the current group */

static void group_begin(const char *name) {
    h_group = name;
    h_group_checks = 0;
    h_digest = 0xcbf29ce484222325ull;
    h_digested = 0;
}

static void vector(const char *name, unsigned long long value);

/* Folds a compressed output into the group's digest. */
static void digest_add(const void *p, size_t n) {
    const unsigned char *b = (const unsigned char *)p;
    for (size_t i = 0; i < n; i++) h_digest = (h_digest ^ b[i]) * 0x100000001b3ull;
    h_digest = (h_digest ^ n) * 0x100000001b3ull;
    h_digested = 1;
}

static void group_end(void) {
    if (h_digested && !h_quick) {
        char name[96] = "digest.";
        size_t k = strlen(name);
        for (const char *c = h_group; *c && k + 1 < sizeof name; c++) {
            char ch = *c >= 'A' && *c <= 'Z' ? (char)(*c - 'A' + 'a') : *c;
            name[k++] = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') ? ch : '_';
        }
        name[k] = 0;
        vector(name, h_digest);
    }
    printf("%s: %llu checks ok\n", h_group, h_group_checks);
    fflush(stdout);
}

/* Known vectors: compare (or, with --gen, print) a named value. */
static void vector(const char *name, unsigned long long value) {
    if (h_gen) {
        printf("%s %llx\n", name, value);
        return;
    }
    for (int i = 0; i < h_nvec; i++) {
        if (strcmp(h_vec[i].name, name) == 0) {
            h_vec[i].used = 1;
            CHECK(h_vec[i].value == value, "vector %s = %llx, expected %llx", name, value,
                  h_vec[i].value);
            return;
        }
    }
    h_fail("vector %s missing from the vectors file", name);
}

static void load_vectors(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) h_fail("cannot open vectors file %s", path);
    char line[256], name[96];
    unsigned long long v;
    while (h_nvec < MAX_VECTORS && fgets(line, sizeof line, f)) {
        if (line[0] == '#' || sscanf(line, "%95s %llx", name, &v) != 2) continue;
        strcpy(h_vec[h_nvec].name, name);
        h_vec[h_nvec].value = v;
        h_nvec++;
    }
    fclose(f);
    if (h_nvec == 0) h_fail("no vectors in %s", path);
}

static void vectors_all_used(void) {
    if (h_gen) return;
    for (int i = 0; i < h_nvec; i++)
        REQUIRE(h_vec[i].used || (h_quick && strncmp(h_vec[i].name, "digest.", 7) == 0), "vector %s from the file was never computed", h_vec[i].name);
}

/* Parses argv (see the top of this file). */
static void harness_init(int argc, char **argv) {
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--gen") == 0) h_gen = 1;
        else if (strcmp(argv[i], "--quick") == 0) h_quick = 1;
        else path = argv[i];
    }
    if (h_gen) {
        printf("# known vectors (reference build); keep the lines \"name hexvalue\"\n");
        return;
    }
    if (!path) h_fail("usage: %s [--gen] [--quick] VECTORS.txt", argv[0]);
    load_vectors(path);
}

static int harness_done(void) {
    group_begin("vectors file");
    vectors_all_used();
    printf("ALL OK %llu checks\n", h_checks);
    return 0;
}

/* ---- deterministic data ---- */
static uint64_t h_rng = 0x243F6A8885A308D3ull;
static void rng_seed(uint64_t s) { h_rng = s ^ 0x243F6A8885A308D3ull; }
static uint64_t rng(void) { /* splitmix64 */
    uint64_t z = (h_rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static size_t rng_below(size_t n) { return n ? (size_t)(rng() % n) : 0; }

/* Our own 64-bit FNV-1a, to fold buffers into one value (independent of the libraries). */
static uint64_t fnv64(const void *p, size_t n) {
    const unsigned char *b = (const unsigned char *)p;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}
static __attribute__((unused)) uint64_t fold(uint64_t acc, uint64_t v) { return (acc ^ v) * 0x100000001b3ull + (v >> 29); }

enum { DATA_RANDOM, DATA_ZEROS, DATA_REPEAT, DATA_TEXT, DATA_TABLE, DATA_MIXED, DATA_KINDS };
static const char *const data_kind_name[DATA_KINDS] = {"random", "zeros", "repeat",
                                                      "text",   "table", "mixed"};

static const char *const h_words[] = {
    "the", "register", "allocator", "assigns", "each", "virtual", "value", "to", "a",
    "physical", "location", "and", "spills", "when", "pressure", "exceeds", "what", "is",
    "available", "in", "loop", "of", "function", "compression", "stream", "block", "frame",
    "dictionary", "window", "hash", "table", "literal", "match", "offset", "length",
    "entropy", "Huffman", "symbol", "state", "buffer", "input", "output", "with", "for",
    "from", "quality", "level", "fast", "slow", "byte", "bits", "zero", "one", "two",
    "static", "const", "int", "return", "if", "else", "while", "size_t", "uint32_t",
};

/* Fills buf[0..n) with data of the given kind (deterministic given the rng state). */
static void fill_data(unsigned char *buf, size_t n, int kind) {
    size_t i = 0;
    switch (kind) {
    case DATA_RANDOM:
        for (; i < n; i++) buf[i] = (unsigned char)rng();
        break;
    case DATA_ZEROS:
        memset(buf, 0, n);
        break;
    case DATA_REPEAT: {
        size_t period = 1 + rng_below(64);
        unsigned char pat[64];
        for (size_t k = 0; k < period; k++) pat[k] = (unsigned char)rng();
        for (; i < n; i++) {
            buf[i] = pat[i % period];
            if (rng_below(997) == 0) buf[i] ^= (unsigned char)rng(); /* rare noise */
        }
        break;
    }
    case DATA_TEXT: {
        const size_t nw = sizeof h_words / sizeof h_words[0];
        size_t col = 0;
        while (i < n) {
            const char *w = h_words[rng_below(nw) % nw];
            if (rng_below(31) == 0) w = (rng() & 1) ? "0x7fffffff" : "1024";
            for (size_t k = 0; w[k] && i < n; k++) buf[i++] = (unsigned char)w[k];
            if (i < n) {
                int r = (int)rng_below(20);
                buf[i++] = (unsigned char)(r == 0 ? '.' : r == 1 ? ',' : ' ');
                col++;
                if (col > 10 && i < n) { buf[i++] = '\n'; col = 0; }
            }
        }
        break;
    }
    case DATA_TABLE: { /* little-endian 32-bit records with small deltas */
        uint32_t v = (uint32_t)rng(), w = 0;
        for (; i + 8 <= n; i += 8) {
            v += (uint32_t)rng_below(17);
            w = (w * 3 + 1) & 0xffff;
            memcpy(buf + i, &v, 4);
            memcpy(buf + i + 4, &w, 4);
        }
        for (; i < n; i++) buf[i] = (unsigned char)i;
        break;
    }
    default: /* DATA_MIXED: random runs, copies of earlier data, and literal noise */
        while (i < n) {
            size_t len = 1 + rng_below(300);
            if (len > n - i) len = n - i;
            int r = (int)rng_below(3);
            if (r == 0 || i < 16) {
                for (size_t k = 0; k < len; k++) buf[i + k] = (unsigned char)rng();
            } else if (r == 1) {
                size_t off = 1 + rng_below(i < 65535 ? i : 65535);
                for (size_t k = 0; k < len; k++) buf[i + k] = buf[i + k - off];
            } else {
                memset(buf + i, (int)(rng() & 0xff), len);
            }
            i += len;
        }
        break;
    }
}

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) h_fail("out of memory (%zu bytes)", n);
    return p;
}

#endif

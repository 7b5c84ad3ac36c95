#!/bin/sh
# Runs Node with the server's process settings (docs/operations.md); the environment variables are
# defaults the environment can override. glibc reads MALLOC_ARENA_MAX and GLIBC_TUNABLES when the process starts, so they are
# set here rather than in a file Node loads (decisions 61 and 67); `npm run serve` and the benches
# that start a server all come through this one place. V8's flags: a young generation of at most
# 3 × 16 MB (decision 60), an old generation allowed to double what a full collection left
# before the next one starts (decision 69), and the collection V8 makes once the server has gone
# quiet made as any other, not one that shrinks the heap (decision 72).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.hugetlb=1}"
exec node --max-semi-space-size=16 --heap-growing-percent=100 --no-memory-reducer-favors-memory "$@"

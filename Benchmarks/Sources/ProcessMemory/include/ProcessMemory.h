#ifndef PROCESS_MEMORY_H
#define PROCESS_MEMORY_H

#include <stddef.h>

/// The process's resident memory in bytes (Linux: /proc/self/statm), or 0 where it cannot tell.
size_t resident_bytes(void);

#endif

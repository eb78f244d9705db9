#include "ProcessMemory.h"
#include <stdio.h>
#include <unistd.h>

size_t resident_bytes(void) {
    FILE *statm = fopen("/proc/self/statm", "r");
    if (statm == NULL) {
        return 0;
    }
    unsigned long size = 0, resident = 0;
    int read = fscanf(statm, "%lu %lu", &size, &resident);
    fclose(statm);
    return read == 2 ? (size_t)resident * (size_t)sysconf(_SC_PAGESIZE) : 0;
}

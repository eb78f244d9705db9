// The availability domain `Fancy` of the tests of mocks of `@available` protocols (MockingAvailabilityTests):
// it stands for an OS version newer than the deployment target, as Apple platforms check it, on any
// platform. Dynamic: a test makes it unavailable on its thread, to create a mock as a system without it
// would.
#ifndef FANCY_DOMAIN_H
#define FANCY_DOMAIN_H

#include <availability_domain.h>
#include <stdbool.h>

/// Whether `Fancy` is available on the calling thread: nonzero unless `fancy_domain_set_available(false)`
/// was called on it.
int fancy_domain_is_available(void);

/// Makes `Fancy` available or not on the calling thread, for the `#available(Fancy)` checks it runs.
void fancy_domain_set_available(bool available);

CLANG_DYNAMIC_AVAILABILITY_DOMAIN(Fancy, fancy_domain_is_available);

#endif

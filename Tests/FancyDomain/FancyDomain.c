#include "FancyDomain.h"

/// Per thread, so that a test that turns it off does not change what the tests running beside it see.
static _Thread_local bool unavailable = false;

int fancy_domain_is_available(void) { return !unavailable; }

void fancy_domain_set_available(bool available) { unavailable = !available; }

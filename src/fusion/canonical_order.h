// A kernel's nodes in an order that does not depend on the order in which
// independent ops were written, nor on names: topological, and among ops that
// are ready together, by a name-free structural hash. Inputs and outputs
// follow that order, so two kernels that differ only in how their ops were
// written down print (and fingerprint) the same.
#pragma once

#include "fusion/kernel_plan.h"

namespace kiln {

void put_in_canonical_order(Kernel& kernel);

}  // namespace kiln

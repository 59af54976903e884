// Conformance case of ops/morphology/bottom_hat: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/bottom_hat.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, bottom_hat) { return MorphOp(op, &morphology::bottom_hat); }

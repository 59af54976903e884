// Conformance case of ops/morphology/top_hat: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/top_hat.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, top_hat) { return MorphOp(op, &morphology::top_hat); }

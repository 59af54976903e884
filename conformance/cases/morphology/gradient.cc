// Conformance case of ops/morphology/gradient: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/gradient.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, gradient) { return MorphOp(op, &morphology::gradient); }

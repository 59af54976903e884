// Conformance case of ops/morphology/dilation: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/dilation.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, dilation) { return MorphOp(op, &morphology::dilation); }

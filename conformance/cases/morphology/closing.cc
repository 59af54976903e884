// Conformance case of ops/morphology/closing: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/closing.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, closing) { return MorphOp(op, &morphology::closing); }

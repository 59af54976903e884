// Conformance case of ops/morphology/opening: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/opening.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, opening) { return MorphOp(op, &morphology::opening); }

// Conformance case of ops/morphology/erosion: the morphology family's sweep
// (cases/morphology/family_morph.h).
#include "ops/morphology/erosion.h"

#include "conformance/cases/morphology/family_morph.h"

KC_CASE(morphology, erosion) { return MorphOp(op, &morphology::erosion); }

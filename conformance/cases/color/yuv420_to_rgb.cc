// Conformance case of ops/color/yuv420_to_rgb (family_yuv.h).
#include "ops/color/yuv420_to_rgb.h"

#include "conformance/cases/color/family_yuv.h"

KC_CASE(color, yuv420_to_rgb) { return ToRgbCase(op, color::yuv420_to_rgb, /*halve_height=*/true); }

// Stands in for conformance/cases/*.cc: registers the ops the fixtures expect
// to have cases.
const char* kCases[] = {"good_op",   "no_contract",      "missing_tolerance", "bad_tolerance",
                        "GoodAug",   "NoContract",       "MissingTolerance"};

// Stands in for conformance/cases/*.cc: registers good_op and no_contract.
const char* kCases[] = {"good_op", "no_contract"};

// Rewrites a golden store in rounds until killed: every round changes all 200
// goldens (with a reason) and saves. store_test sends SIGKILL at a random
// moment and checks that the store on disk is still whole.
#include <torch/types.h>

#include <iostream>
#include <string>

#include "golden/store.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  kornia::golden::StoreLock lock(argv[1]);
  for (int round = 0;; ++round) {
    kornia::golden::Store store(argv[1]);
    for (int i = 0; i < 200; ++i) {
      // Half the goldens are large enough to be sampled, half inline.
      const int64_t n = i % 2 ? 8 : 20000;
      store.Record("crash/op/p" + std::to_string(i), torch::full({n}, round * 1000.0 + i), "pin",
                   "round " + std::to_string(round), "test");
    }
    store.Save();
    std::cout << "round " << round << std::endl;
  }
}

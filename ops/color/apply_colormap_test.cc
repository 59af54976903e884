// apply_colormap and ColorMap against Kornia 0.9's documented examples (its
// docstrings, printed to 4 decimals), and the rank-3 form, which the
// conformance case cannot sweep (its layout check narrows dim 0, which a
// rank-3 input does not have as a batch).
#include "ops/color/apply_colormap.h"

#include <gtest/gtest.h>
#include <torch/types.h>

namespace kornia::color {
namespace {

void ExpectNear4(const torch::Tensor& got, const torch::Tensor& want) {
  ASSERT_EQ(got.sizes(), want.sizes());
  EXPECT_TRUE(torch::allclose(got.to(torch::kDouble), want, 0.0, 0.51e-4)) << "got\n"
                                                                           << got << "\nwant\n"
                                                                           << want;
}

TEST(ColorMap, ViridisEightColorsIsKorniasExample) {
  ExpectNear4(ColorMap("viridis", 8).colors,
              torch::tensor({{0.2813, 0.2621, 0.2013, 0.1505, 0.1210, 0.2463, 0.5259, 0.8557},
                             {0.0842, 0.2422, 0.3836, 0.5044, 0.6258, 0.7389, 0.8334, 0.8886},
                             {0.4072, 0.5207, 0.5543, 0.5574, 0.5334, 0.4519, 0.2880, 0.0989}},
                            torch::kDouble));
}

TEST(ColorMap, CustomBaseIsKorniasExample) {
  ExpectNear4(ColorMap(std::vector<ColorMap::RGBColor>{{0.0, 0.5, 1.0}, {1.0, 0.5, 0.0}}, 8).colors,
              torch::tensor({{0.0, 0.0, 0.125, 0.375, 0.625, 0.875, 1.0, 1.0},
                             {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5},
                             {1.0, 1.0, 0.875, 0.625, 0.375, 0.125, 0.0, 0.0}},
                            torch::kDouble));
}

TEST(ColorMap, NamesAndTypesAgree) {
  const std::vector<std::string> names = ColorMap::list();
  ASSERT_EQ(names.size(), 19u);
  EXPECT_EQ(names.front(), "autumn");
  EXPECT_EQ(names.back(), "seismic");
  EXPECT_TRUE(torch::equal(ColorMap(ColorMapType::twilight).colors, ColorMap("TWILIGHT").colors));
  EXPECT_EQ(ColorMap("Jet").name, "jet");
  EXPECT_EQ(ColorMap("jet", 5).size(), 5);
}

TEST(ApplyColormap, AutumnIsKorniasExample) {
  const torch::Tensor input = torch::tensor({{{0, 1, 2}, {15, 25, 33}, {128, 158, 188}}});
  const torch::Tensor out = apply_colormap(input, ColorMap(ColorMapType::autumn));
  const torch::Tensor ones = torch::ones({3, 3}, torch::kDouble);
  ExpectNear4(
      out,
      torch::stack({ones,
                    torch::tensor(
                        {{0.0, 0.0159, 0.0159}, {0.0635, 0.1111, 0.1429}, {0.5079, 0.6190, 0.7302}},
                        torch::kDouble),
                    torch::zeros({3, 3}, torch::kDouble)})
          .unsqueeze(0));
}

TEST(ApplyColormap, RankThreeIsBatchOfOne) {
  const torch::Tensor x = torch::rand({2, 5, 7});
  const ColorMap cmap("plasma");
  const torch::Tensor out = apply_colormap(x, cmap);
  EXPECT_EQ(out.sizes(), (std::vector<int64_t>{1, 6, 5, 7}));
  EXPECT_TRUE(torch::equal(out, apply_colormap(x.unsqueeze(0), cmap)));
}

}  // namespace
}  // namespace kornia::color

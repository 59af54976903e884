// OpenCV 4.6 (Debian) as the peer of the op benchmarks derived from the
// descriptors (bench/package.cc): the equivalent OpenCV call of each op that
// has one, by op name, as a peer table (bench/peers.py is the Python one).
// Benchmark files (ops not on one image) add their peers themselves.
#include <cmath>
#include <map>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <string>
#include <vector>

#include "bench/opencv_peer.h"

namespace kornia::bench {

std::vector<Peer> OpenCvPeers(const std::string& op) {
  static const auto* table = new std::map<std::string, std::vector<Peer>>{
      {"adjust_brightness",
       {OpenCv("cv::Mat::convertTo(x + 51, saturated) (uint8)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 in[0].convertTo(out, -1, 1.0, 0.2 * 255);
               })}},
      {"adjust_contrast",
       {OpenCv("cv::Mat::convertTo(1.5 x, saturated) (uint8)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 in[0].convertTo(out, -1, 1.5, 0.0);
               })}},
      {"adjust_gamma",
       {OpenCv("cv::LUT (uint8, 255 (x / 255)^2.2, table made once)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat lut = [] {
                   cv::Mat t(1, 256, CV_8U);
                   for (int v = 0; v < 256; ++v)
                     t.at<uint8_t>(v) = cv::saturate_cast<uint8_t>(255 * std::pow(v / 255.0, 2.2));
                   return t;
                 }();
                 cv::LUT(in[0], lut, out);
               })}},
      {"bottom_hat",
       {OpenCv("cv::morphologyEx(MORPH_BLACKHAT, 3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::morphologyEx(in[0], out, cv::MORPH_BLACKHAT, k);
               })}},
      {"bgr_to_grayscale",
       {OpenCv("cv::cvtColor(BGR2GRAY)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_BGR2GRAY);
               })}},
      {"bgr_to_rgb",
       {OpenCv("cv::cvtColor(BGR2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_BGR2RGB);
               })}},
      {"bgr_to_rgba",
       {OpenCv("cv::cvtColor(BGR2RGBA)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_BGR2RGBA);
               })}},
      {"bilateral_blur",
       {OpenCv("cv::bilateralFilter(d 3, sigma_color 0.1 (25.5 uint8), 1.5, REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 const double color = in[0].depth() == CV_8U ? 25.5 : 0.1;
                 cv::bilateralFilter(in[0], out, 3, color, 1.5, cv::BORDER_REFLECT_101);
               })}},
      {"box_blur",
       {OpenCv("cv::blur(5x5, REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::blur(in[0], out, cv::Size(5, 5), cv::Point(-1, -1), cv::BORDER_REFLECT_101);
               })}},
      {"canny",
       {OpenCv("cv::cvtColor(RGB2GRAY) + cv::GaussianBlur(5x5, 1) + cv::Canny(0.1, 0.2, L2)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 // Kornia's canny on the gray image, thresholds on the
                 // unnormalized Sobel magnitude (OpenCV's Canny takes 8-bit
                 // images: a float image as levels, its thresholds x 255).
                 static thread_local cv::Mat levels, gray, blurred;
                 const bool u8 = in[0].depth() == CV_8U;
                 if (!u8) in[0].convertTo(levels, CV_8U, 255.0);
                 cv::cvtColor(u8 ? in[0] : levels, gray, cv::COLOR_RGB2GRAY);
                 cv::GaussianBlur(gray, blurred, cv::Size(5, 5), 1.0, 1.0, cv::BORDER_REFLECT_101);
                 const double scale = u8 ? 1.0 : 255.0;
                 cv::Canny(blurred, out, 0.1 * scale, 0.2 * scale, 3, true);
               })}},
      {"closing",
       {OpenCv("cv::morphologyEx(MORPH_CLOSE, 3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::morphologyEx(in[0], out, cv::MORPH_CLOSE, k);
               })}},
      {"denormalize",
       {OpenCv("Mat::convertTo(CV_32F, std, mean)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 in[0].convertTo(out, CV_32F, 0.25, 0.5);
               })}},
      {"dilation",
       {OpenCv("cv::dilate(3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::dilate(in[0], out, k);
               })}},
      {"dilation@5x5",
       {OpenCv("cv::dilate(5x5)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(5, 5, CV_8U);
                 cv::dilate(in[0], out, k);
               })}},
      {"erosion",
       {OpenCv("cv::erode(3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::erode(in[0], out, k);
               })}},
      {"erosion@5x5",
       {OpenCv("cv::erode(5x5)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(5, 5, CV_8U);
                 cv::erode(in[0], out, k);
               })}},
      {"filter2d",
       {OpenCv("cv::filter2D(3x3 box, CV_32F, REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_32F) / 9.0f;
                 cv::filter2D(in[0], out, CV_32F, k, cv::Point(-1, -1), 0, cv::BORDER_REFLECT_101);
               })}},
      {"filter2d_separable",
       {OpenCv("cv::sepFilter2D(1/3 x 3 taps, CV_32F, REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(1, 3, CV_32F) / 3.0f;
                 cv::sepFilter2D(in[0], out, CV_32F, k, k, cv::Point(-1, -1), 0,
                                 cv::BORDER_REFLECT_101);
               })}},
      {"gaussian_blur2d",
       {OpenCv("cv::GaussianBlur(5x5, sigma x 0.8, y 1.2, REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::GaussianBlur(in[0], out, cv::Size(5, 5), 0.8, 1.2, cv::BORDER_REFLECT_101);
               })}},
      {"gradient",
       {OpenCv("cv::morphologyEx(MORPH_GRADIENT, 3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::morphologyEx(in[0], out, cv::MORPH_GRADIENT, k);
               })}},
      {"grayscale_to_rgb",
       {OpenCv("cv::cvtColor(GRAY2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_GRAY2RGB);
               })}},
      {"hls_to_rgb",
       {OpenCv("cv::cvtColor(HLS2RGB_FULL)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_HLS2RGB_FULL);
               })}},
      {"hsv_to_rgb",
       {OpenCv("cv::cvtColor(HSV2RGB_FULL)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_HSV2RGB_FULL);
               })}},
      {"integral_image",
       {OpenCv("cv::integral", [](const std::vector<cv::Mat>& in,
                                  cv::Mat& out) { cv::integral(in[0], out, CV_64F); })}},
      {"invert",
       {OpenCv("cv::bitwise_not (uint8), cv::subtract(1, x) (float32)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 if (in[0].depth() == CV_8U) {
                   cv::bitwise_not(in[0], out);
                 } else {
                   cv::subtract(cv::Scalar::all(1.0), in[0], out);
                 }
               })}},
      {"lab_to_rgb",
       {OpenCv("cv::cvtColor(Lab2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_Lab2RGB);
               })}},
      {"in_range",
       {OpenCv("cv::inRange(64..192) (uint8 mask)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::inRange(in[0], cv::Scalar::all(64), cv::Scalar::all(192), out);
               })}},
      {"laplacian",
       {OpenCv("cv::filter2D(Kornia's 3x3 Laplacian / 16, CV_32F, REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k =
                     (cv::Mat_<float>(3, 3) << 1, 1, 1, 1, -8, 1, 1, 1, 1) / 16.0f;
                 cv::filter2D(in[0], out, CV_32F, k, cv::Point(-1, -1), 0, cv::BORDER_REFLECT_101);
               })}},
      {"luv_to_rgb",
       {OpenCv("cv::cvtColor(Luv2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_Luv2RGB);
               })}},
      {"motion_blur",
       {OpenCv("cv::filter2D(Kornia's 5x5 motion kernel at 35 degrees, direction 0.5, CV_32F, "
               "REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 // get_motion_kernel2d(5, 35.0, 0.5), nearest (float32).
                 static const cv::Mat k =
                     (cv::Mat_<float>(5, 5) << 0, 0, 0, 0, 0, 0, 0, 0, 0.15f, 0.1f, 0, 0, 0.2f, 0,
                      0, 0.3f, 0.25f, 0, 0, 0, 0, 0, 0, 0, 0);
                 cv::filter2D(in[0], out, CV_32F, k, cv::Point(-1, -1), 0, cv::BORDER_REFLECT_101);
               })}},
      {"median_blur",
       {OpenCv("cv::medianBlur(3)", [](const std::vector<cv::Mat>& in,
                                       cv::Mat& out) { cv::medianBlur(in[0], out, 3); })}},
      {"median_blur@5x5",
       {OpenCv("cv::medianBlur(5)", [](const std::vector<cv::Mat>& in,
                                       cv::Mat& out) { cv::medianBlur(in[0], out, 5); })}},
      {"normalize",
       {OpenCv("Mat::convertTo(CV_32F, 1 / std, -mean / std)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 in[0].convertTo(out, CV_32F, 1.0 / 0.25, -0.5 / 0.25);
               })}},
      {"opening",
       {OpenCv("cv::morphologyEx(MORPH_OPEN, 3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::morphologyEx(in[0], out, cv::MORPH_OPEN, k);
               })}},
      {"otsu_threshold",
       {OpenCv("cv::threshold(THRESH_TOZERO | THRESH_OTSU) per channel (uint8)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 // Otsu's threshold of each plane, x kept above it (Kornia's
                 // x * (x > t)); OpenCV's Otsu takes 8-bit planes only.
                 std::vector<cv::Mat> planes;
                 cv::split(in[0], planes);
                 for (cv::Mat& plane : planes) {
                   if (plane.depth() != CV_8U) plane.convertTo(plane, CV_8U, 255.0);
                   cv::threshold(plane, plane, 0.0, 255.0, cv::THRESH_TOZERO | cv::THRESH_OTSU);
                 }
                 cv::merge(planes, out);
               })}},
      {"posterize",
       {OpenCv("cv::bitwise_and(x, 0xF0) (uint8)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::bitwise_and(in[0], cv::Scalar::all(0xF0), out);
               })}},
      {"pyrdown",
       {OpenCv("cv::pyrDown (sides rounded up, BORDER_REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::pyrDown(in[0], out); })}},
      {"pyrup",
       {OpenCv("cv::pyrUp (BORDER_REFLECT_101)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::pyrUp(in[0], out); })}},
      {"resize",
       {OpenCv("cv::resize(2/3 of each side, INTER_LINEAR)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::resize(in[0], out, cv::Size(in[0].cols * 2 / 3, in[0].rows * 2 / 3), 0, 0,
                            cv::INTER_LINEAR);
               })}},
      {"rescale",
       {OpenCv("cv::resize(fx = fy = 0.5, INTER_LINEAR)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::resize(in[0], out, cv::Size(in[0].cols / 2, in[0].rows / 2), 0, 0,
                            cv::INTER_LINEAR);
               })}},
      {"hflip",
       {OpenCv("cv::flip(1)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::flip(in[0], out, 1); })}},
      {"vflip",
       {OpenCv("cv::flip(0)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::flip(in[0], out, 0); })}},
      {"rot180",
       {OpenCv("cv::flip(-1)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::flip(in[0], out, -1); })}},
      {"random_horizontal_flip",
       {OpenCv("cv::flip(1), every call (the op flips with p = 0.5)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::flip(in[0], out, 1); })}},
      {"random_vertical_flip",
       {OpenCv("cv::flip(0), every call (the op flips with p = 0.5)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::flip(in[0], out, 0); })}},
      {"rgb_to_bgr",
       {OpenCv("cv::cvtColor(RGB2BGR)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2BGR);
               })}},
      {"rgb_to_grayscale",
       {OpenCv("cv::cvtColor(RGB2GRAY)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2GRAY);
               })}},
      {"rgb_to_hls",
       {OpenCv("cv::cvtColor(RGB2HLS_FULL)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2HLS_FULL);
               })}},
      {"rgb_to_hsv",
       {OpenCv("cv::cvtColor(RGB2HSV_FULL)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2HSV_FULL);
               })}},
      {"rgb_to_lab",
       {OpenCv("cv::cvtColor(RGB2Lab)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2Lab);
               })}},
      {"rgb_to_luv",
       {OpenCv("cv::cvtColor(RGB2Luv)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2Luv);
               })}},
      {"rgb_to_rgba",
       {OpenCv("cv::cvtColor(RGB2RGBA)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2RGBA);
               })}},
      {"rgb_to_xyz",
       {OpenCv("cv::cvtColor(RGB2XYZ)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2XYZ);
               })}},
      {"rgb_to_ycbcr",
       {OpenCv("cv::cvtColor(RGB2YCrCb)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2YCrCb);
               })}},
      {"rgb_to_yuv",
       {OpenCv("cv::cvtColor(RGB2YUV)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_RGB2YUV);
               })}},
      {"sepia",
       {OpenCv("cv::transform(3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Matx33f m(0.393f, 0.769f, 0.189f, 0.349f, 0.686f, 0.168f, 0.272f,
                                            0.534f, 0.131f);
                 cv::transform(in[0], out, m);
               })}},
      {"sobel",
       {OpenCv("cv::Sobel(dx, dy; CV_32F, 1/8) + cv::magnitude",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::Mat gx, gy;
                 cv::Sobel(in[0], gx, CV_32F, 1, 0, 3, 0.125, 0, cv::BORDER_REPLICATE);
                 cv::Sobel(in[0], gy, CV_32F, 0, 1, 3, 0.125, 0, cv::BORDER_REPLICATE);
                 cv::magnitude(gx.reshape(1), gy.reshape(1), out);
               })}},
      {"solarize",
       {OpenCv("cv::LUT (uint8, x < 128 ? x : 255 - x)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat lut = [] {
                   cv::Mat t(1, 256, CV_8U);
                   for (int v = 0; v < 256; ++v)
                     t.at<uint8_t>(v) = static_cast<uint8_t>(v < 128 ? v : 255 - v);
                   return t;
                 }();
                 cv::LUT(in[0], lut, out);
               })}},
      {"spatial_gradient",
       {OpenCv("cv::Sobel(dx) and cv::Sobel(dy) (CV_32F, 1/8, REPLICATE)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static thread_local cv::Mat gy;
                 cv::Sobel(in[0], out, CV_32F, 1, 0, 3, 0.125, 0, cv::BORDER_REPLICATE);
                 cv::Sobel(in[0], gy, CV_32F, 0, 1, 3, 0.125, 0, cv::BORDER_REPLICATE);
               })}},
      {"threshold",
       {OpenCv("cv::threshold(THRESH_BINARY)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 const bool u8 = in[0].depth() == CV_8U;
                 cv::threshold(in[0], out, u8 ? 128.0 : 0.5, u8 ? 255.0 : 1.0, cv::THRESH_BINARY);
               })}},
      {"top_hat",
       {OpenCv("cv::morphologyEx(MORPH_TOPHAT, 3x3)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 static const cv::Mat k = cv::Mat::ones(3, 3, CV_8U);
                 cv::morphologyEx(in[0], out, cv::MORPH_TOPHAT, k);
               })}},
      {"unsharp_mask",
       {OpenCv("cv::GaussianBlur(5x5, 1.2/0.8) + cv::addWeighted(2, -1)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::Mat blurred;
                 cv::GaussianBlur(in[0], blurred, cv::Size(5, 5), 0.8, 1.2, cv::BORDER_REFLECT_101);
                 cv::addWeighted(in[0], 2.0, blurred, -1.0, 0.0, out);
               })}},
      {"xyz_to_rgb",
       {OpenCv("cv::cvtColor(XYZ2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_XYZ2RGB);
               })}},
      {"ycbcr_to_rgb",
       {OpenCv("cv::cvtColor(YCrCb2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_YCrCb2RGB);
               })}},
      {"yuv_to_rgb",
       {OpenCv("cv::cvtColor(YUV2RGB)",
               [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                 cv::cvtColor(in[0], out, cv::COLOR_YUV2RGB);
               })}},
  };
  const auto it = table->find(op);
  return it == table->end() ? std::vector<Peer>{} : it->second;
}

}  // namespace kornia::bench

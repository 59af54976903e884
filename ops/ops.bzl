"""Every public op, by ops/ package: the one list a new op joins.

Read by ops/BUILD.bazel (the `:ops` aggregate, `:all_sources` for lint) and
conformance/BUILD.bazel (one case library and one `<package>_test` per
package); `kc_op` (tools/bazel/defs.bzl) fails on an op missing here, so the
list cannot drift from the ops/<package>/BUILD.bazel files.
"""

KC_OPS = {
    "augmentation": [
        "random_horizontal_flip",
        "random_posterize",
    ],
    "color": [
        "bgr_to_grayscale",
        "bgr_to_rgb",
        "bgr_to_rgba",
        "grayscale_to_rgb",
        "hls_to_rgb",
        "hsv_to_rgb",
        "linear_rgb_to_rgb",
        "raw_to_rgb",
        "raw_to_rgb_2x2_downscaled",
        "rgb255_to_rgb",
        "rgb_to_bgr",
        "rgb_to_grayscale",
        "rgb_to_hls",
        "rgb_to_hsv",
        "rgb_to_linear_rgb",
        "rgb_to_raw",
        "rgb_to_rgb255",
        "rgb_to_rgba",
        "rgb_to_xyz",
        "rgb_to_y",
        "rgb_to_ycbcr",
        "rgb_to_yuv",
        "rgba_to_bgr",
        "rgba_to_rgb",
        "sepia",
        "xyz_to_rgb",
        "ycbcr_to_rgb",
        "yuv_to_rgb",
    ],
    "enhance": [
        "add_weighted",
        "adjust_brightness",
        "adjust_brightness_accumulative",
        "adjust_contrast",
        "adjust_contrast_with_mean_subtraction",
        "adjust_gamma",
        "adjust_hue",
        "adjust_hue_raw",
        "adjust_log",
        "adjust_saturation",
        "adjust_saturation_raw",
        "adjust_saturation_with_gray_subtraction",
        "adjust_sigmoid",
        "denormalize",
        "integral_image",
        "integral_tensor",
        "invert",
        "normalize",
        "normalize_min_max",
        "posterize",
        "shift_rgb",
        "solarize",
    ],
    "filters": ["gaussian_blur2d"],
    "geometry": [
        "create_meshgrid",
        "warp_affine",
    ],
    "losses": ["dice_loss"],
}

#!/usr/bin/env python3
"""The Python peers of the op benchmarks, in the regimes of bench/op_bench.h.

Run by tools/bench inside its pinned venv (torch at the pin, Kornia 0.9,
torchvision, albumentations, kornia-rs, Pillow), back to back with our
binaries:
    peers.py OUT.json --ours RAW_DIR [--ops a,b] [--repetitions 9] [--min-time 0.05]
              [--no-compile] [--compile-all] [--kornia-cpp libkornia_cpp.so]

Regimes (names as ours):
  batched_f32      float32 (32, 3, 256, 256), torch threads = cores
  image_u8/_f32    one 256x256 image, one thread (torch and OpenCV)
  image_*_cold     the same rotating over >= 96 MiB of distinct images
Ours from Python (--kornia-cpp LIB): `compiled`, torch.compile of the same
call on kornia_cpp (our operators decompose into their ATen form; inductor
fuses it), beside kornia_compiled and measured the same way.
Libraries: kornia (eager), kornia_compiled (torch.compile, inductor, CPU;
compile time excluded: warm-up calls first; by default for the ops that
albumentations or torchvision also have, --compile-all for every op), torchvision (transforms.v2
functional on tensors), albumentations (transforms with p = 1 on uint8 HWC
numpy images), pillow, kornia_rs. A peer runs on its own natural input: an
albumentations, Pillow or kornia-rs call takes the uint8 H x W x C image
whatever our op's dtype (the report names both dtypes); Kornia and
torchvision take the tensor our op takes.

Output: Google Benchmark's JSON shape ({"context", "benchmarks"}), one record
per repetition ("run_type": "iteration", real_time in us per call) so the
report computes medians and IQRs as it does for ours. A peer that raises is
one record with "error_occurred" and its message.
"""
import argparse
import json
import os
import platform
import sys
import time

import numpy as np
import torch

COLD_BYTES = 96 << 20
SIZE = 256
CORES = os.cpu_count() or 1


def image(dtype, batch, seed, channels=3, lo=0.0, hi=1.0, size=SIZE):
    g = torch.Generator().manual_seed(0x6B63 + seed)
    shape = (channels, size, size) if batch == 0 else (batch, channels, size, size)
    if dtype == torch.uint8:
        return torch.randint(0, 256, shape, generator=g, dtype=torch.uint8)
    return (torch.rand(shape, generator=g) * (hi - lo) + lo).to(dtype)


def hwc_u8(x):
    """The uint8 H x W x C numpy image of a (C, H, W) tensor (float: x * 255)."""
    if x.dtype != torch.uint8:
        x = (x.clamp(0, 1) * 255).to(torch.uint8)
    return np.ascontiguousarray(x.permute(1, 2, 0).numpy())


# --- the peers' calls, per op ------------------------------------------------
# op -> dict(library -> fn(x) for one call), built lazily (imports are slow).

def kornia_calls(kornia=None):
    """Kornia's calls, or the same calls on kornia_cpp (its drop-in layout)."""
    if kornia is None:
        import kornia
    kc, ke = kornia.color, kornia.enhance
    simple_color = [
        "bgr_to_grayscale", "bgr_to_rgb", "rgb_to_bgr", "rgb_to_grayscale", "hls_to_rgb",
        "hsv_to_rgb", "linear_rgb_to_rgb", "rgb_to_hls", "rgb_to_hsv", "rgb_to_lab",
        "rgb_to_linear_rgb", "rgb_to_luv", "rgb_to_xyz", "rgb_to_y", "rgb_to_ycbcr", "rgb_to_yuv",
        "rgb_to_rgb255", "sepia", "xyz_to_rgb", "ycbcr_to_rgb", "yuv_to_rgb", "lab_to_rgb",
        "luv_to_rgb", "normals_to_rgb255", "rgb255_to_normals", "rgb255_to_rgb",
        "grayscale_to_rgb"]
    calls = {op: getattr(kc, op) for op in simple_color if hasattr(kc, op)}
    calls.update({
        "bgr_to_rgba": lambda x: kc.bgr_to_rgba(x, 1.0),
        "rgb_to_rgba": lambda x: kc.rgb_to_rgba(x, 1.0),
        "adjust_brightness": lambda x: ke.adjust_brightness(x, 0.2),
        "center_crop": lambda x: kornia.geometry.transform.center_crop(x, (128, 128)),
        "adjust_brightness_accumulative": lambda x: ke.adjust_brightness_accumulative(x, 0.2),
        "adjust_contrast": lambda x: ke.adjust_contrast(x, 1.5),
        "adjust_contrast_with_mean_subtraction":
            lambda x: ke.adjust_contrast_with_mean_subtraction(x, 1.5),
        "adjust_gamma": lambda x: ke.adjust_gamma(x, 2.2),
        "adjust_hue": lambda x: ke.adjust_hue(x, 0.5),
        "adjust_hue_raw": lambda x: ke.adjust_hue_raw(x, 1.0),
        "adjust_log": ke.adjust_log,
        "adjust_saturation": lambda x: ke.adjust_saturation(x, 1.5),
        "adjust_saturation_raw": lambda x: ke.adjust_saturation_raw(x, 1.5),
        "adjust_saturation_with_gray_subtraction":
            lambda x: ke.adjust_saturation_with_gray_subtraction(x, 1.5),
        "adjust_sigmoid": ke.adjust_sigmoid,
        "equalize": ke.equalize,
        "equalize_clahe": ke.equalize_clahe,
        "invert": ke.invert,
        "posterize": lambda x: ke.posterize(x, 4),
        "sharpness": lambda x: ke.sharpness(x, 0.5),
        "solarize": ke.solarize,
        "normalize_min_max": ke.normalize_min_max,
        "integral_image": ke.integral_image,
        "gaussian_blur2d":
            lambda x: kornia.filters.gaussian_blur2d(x, (5, 5), (1.2, 0.8)),
        # The affine warps of bench/geometry (each op's descriptor `.call`).
        "rotate": lambda x: kornia.geometry.transform.rotate(
            x, torch.tensor([30.0], dtype=x.dtype)),
        "translate": lambda x: kornia.geometry.transform.translate(
            x, torch.tensor([[10.5, -7.25]], dtype=x.dtype)),
        "scale": lambda x: kornia.geometry.transform.scale(
            x, torch.tensor([[1.25, 1.25]], dtype=x.dtype)),
        "shear": lambda x: kornia.geometry.transform.shear(
            x, torch.tensor([[0.2, -0.1]], dtype=x.dtype)),
        "affine": lambda x: kornia.geometry.transform.affine(
            x, torch.tensor([[[1.0509, -0.3251, 12.5], [0.3251, 1.0509, -8.25]]], dtype=x.dtype)),
        "box_blur": lambda x: kornia.filters.box_blur(x, (5, 5)),
        "filter2d": lambda x: kornia.filters.filter2d(x, torch.full((1, 3, 3), 1.0 / 9)),
        "filter2d_separable": lambda x: kornia.filters.filter2d_separable(
            x, torch.full((1, 3), 1.0 / 3), torch.full((1, 3), 1.0 / 3)),
        "guided_blur": lambda x: kornia.filters.guided_blur(x, x, (5, 5), 0.01),
        "bilateral_blur": lambda x: kornia.filters.bilateral_blur(x, (3, 3), 0.1, (1.5, 1.5)),
        "joint_bilateral_blur": lambda x: kornia.filters.joint_bilateral_blur(
            x, x, (3, 3), 0.1, (1.5, 1.5)),
        "in_range": lambda x: kornia.filters.in_range(
            x, torch.tensor([0.25], dtype=torch.float64), torch.tensor([0.75], dtype=torch.float64)),
        "laplacian": lambda x: kornia.filters.laplacian(x, 3),
        "median_blur": lambda x: kornia.filters.median_blur(x, 3),
        "median_blur@5x5": lambda x: kornia.filters.median_blur(x, 5),
        "motion_blur": lambda x: kornia.filters.motion_blur(x, 5, 35.0, 0.5),
        "otsu_threshold": kornia.filters.otsu_threshold,
        "edge_aware_blur_pool2d": lambda x: kornia.filters.edge_aware_blur_pool2d(x, 3),
        "sobel": kornia.filters.sobel,
        "resize": lambda x: kornia.geometry.transform.resize(
            x, (x.shape[-2] * 2 // 3, x.shape[-1] * 2 // 3)),
        "rescale": lambda x: kornia.geometry.transform.rescale(x, (0.5, 0.5)),
        "resize_to_be_divisible":
            lambda x: kornia.geometry.transform.resize_to_be_divisible(x, 32),
        "pyrdown": kornia.geometry.transform.pyrdown,
        "pyrup": kornia.geometry.transform.pyrup,
        "hflip": kornia.geometry.transform.hflip,
        "vflip": kornia.geometry.transform.vflip,
        "rot180": kornia.geometry.transform.rot180,
        "canny": lambda x: kornia.filters.canny(x)[1],
        "blur_pool2d": lambda x: kornia.filters.blur_pool2d(x, 3),
        "max_blur_pool2d": lambda x: kornia.filters.max_blur_pool2d(x, 3),
        "correlate2d": lambda x: kornia.filters.correlate2d(x, torch.full((1, 3, 3), 1.0 / 9)),
        "convolve2d": lambda x: kornia.filters.convolve2d(x, torch.full((1, 3, 3), 1.0 / 9)),
        "fft_conv": lambda x: kornia.filters.fft_conv(x, torch.full((1, 3, 3), 1.0 / 9)),
        "spatial_gradient": kornia.filters.spatial_gradient,
        "unsharp_mask": lambda x: kornia.filters.unsharp_mask(x, (5, 5), (1.2, 0.8)),
    })
    morphology = kornia.morphology
    for name in ("dilation", "erosion", "opening", "closing", "gradient", "top_hat",
                 "bottom_hat"):
        calls[name] = (lambda f: lambda x: f(x, torch.ones(3, 3, dtype=x.dtype)))(
            getattr(morphology, name))
    # The benchmarks' variants (bench/<package>/variants.cc: `<op>@<label>`).
    for name in ("dilation", "erosion"):
        calls[name + "@5x5"] = (lambda f: lambda x: f(x, torch.ones(5, 5, dtype=x.dtype)))(
            getattr(morphology, name))
    return calls


def augmentation_calls(kornia):
    """The random ops' modules of Kornia or kornia_cpp, as bench/augmentation sets ours."""
    aug = kornia.augmentation
    return {
        "color_jitter": aug.ColorJitter(0.1, 0.1, 0.1, 0.1, p=1.0, order=(0, 1, 2, 3)),
        "random_gaussian_noise": aug.RandomGaussianNoise(mean=0.0, std=0.1, p=0.5),
        "random_brightness": aug.RandomBrightness((0.9, 1.1), p=1.0),
        "random_contrast": aug.RandomContrast((0.9, 1.1), p=1.0),
    }


# The homography of bench/geometry/warp_perspective_bench.cc (row-major).
PERSPECTIVE = [0.9, 0.1, 10.0, 0.02, 0.95, 5.0, 0.0005, 0.0003, 1.0]
# The normalized homography of bench/geometry/homography_warp_bench.cc (row-major).
NORMALIZED_KEYSTONE = [0.9, 0.1, 0.05, 0.02, 0.95, -0.03, 0.05, 0.03, 1.0]


def warp_matrix(batch, dtype):
    import math
    a, k, c = math.radians(10.0), 0.9, 127.5
    m = [[k * math.cos(a), k * math.sin(a), 0.0], [-k * math.sin(a), k * math.cos(a), 0.0]]
    m[0][2] = c - m[0][0] * c - m[0][1] * c
    m[1][2] = c - m[1][0] * c - m[1][1] * c
    return torch.tensor([m], dtype=dtype).expand(max(batch, 1), 2, 3).contiguous(), m


def torchvision_calls():
    import torchvision.transforms.v2 as T
    import torchvision.transforms.v2.functional as F
    bilinear = T.InterpolationMode.BILINEAR
    return {
        "rgb_to_grayscale": F.rgb_to_grayscale,
        "center_crop": lambda x: F.center_crop(x, [128, 128]),
        "adjust_brightness": lambda x: F.adjust_brightness(x, 1.2),
        "adjust_contrast": lambda x: F.adjust_contrast(x, 1.5),
        "adjust_saturation": lambda x: F.adjust_saturation(x, 1.5),
        "adjust_hue": lambda x: F.adjust_hue(x, 0.08),
        "adjust_gamma": lambda x: F.adjust_gamma(x, 2.2),
        "posterize": lambda x: F.posterize(x if x.dtype == torch.uint8 else
                                           (x * 255).to(torch.uint8), 4),
        "solarize": lambda x: F.solarize(x, 0.5 if x.is_floating_point() else 128),
        "invert": F.invert,
        "equalize": F.equalize,
        "random_horizontal_flip": F.horizontal_flip,
        "random_vertical_flip": F.vertical_flip,
        "hflip": F.horizontal_flip,
        "vflip": F.vertical_flip,
        "color_jitter": T.ColorJitter(0.1, 0.1, 0.1, 0.1),
        "random_gaussian_noise": lambda x: F.gaussian_noise(x, 0.0, 0.1, clip=False),
        "random_brightness": T.ColorJitter(brightness=0.1),
        "random_contrast": T.ColorJitter(contrast=0.1),
        "gaussian_blur2d": lambda x: F.gaussian_blur(x, [5, 5], [0.8, 1.2]),
        "sharpness": lambda x: F.adjust_sharpness(x, 0.5),
        "normalize": lambda x: F.normalize(x if x.is_floating_point() else x.float(),
                                           [0.5] * 3, [0.25] * 3),
        # F.affine samples nearest by default: bilinear, as ours.
        "warp_affine": lambda x: F.affine(x, angle=-10.0, translate=[0, 0], scale=0.9,
                                          shear=[0.0], interpolation=bilinear),
        "rotate": lambda x: F.rotate(x, 30.0, interpolation=bilinear),
        # Bilinear without antialias, as ours (torchvision's default antialiases).
        "resize": lambda x: F.resize(x, [x.shape[-2] * 2 // 3, x.shape[-1] * 2 // 3],
                                     interpolation=bilinear, antialias=False),
        "rescale": lambda x: F.resize(x, [x.shape[-2] // 2, x.shape[-1] // 2],
                                      interpolation=bilinear, antialias=False),
        "translate": lambda x: F.affine(x, angle=0.0, translate=[10.5, -7.25], scale=1.0,
                                        shear=[0.0], interpolation=bilinear),
        "scale": lambda x: F.affine(x, angle=0.0, translate=[0, 0], scale=1.25, shear=[0.0],
                                    interpolation=bilinear),
        # Shear and affine: the same warp cost (torchvision's parameters are angles).
        "shear": lambda x: F.affine(x, angle=0.0, translate=[0, 0], scale=1.0,
                                    shear=[11.3, -5.7], interpolation=bilinear),
        "affine": lambda x: F.affine(x, angle=-17.2, translate=[12, -8], scale=1.1, shear=[0.0],
                                     interpolation=bilinear),
    }


def albumentations_calls():
    import albumentations as A
    import cv2
    cv2.setNumThreads(0)
    made = {
        "invert": lambda: A.InvertImg(p=1),
        "posterize": lambda: A.Posterize(num_bits=4, p=1),
        "random_horizontal_flip": lambda: A.HorizontalFlip(p=1),
        "random_vertical_flip": lambda: A.VerticalFlip(p=1),
        "hflip": lambda: A.HorizontalFlip(p=1),
        "vflip": lambda: A.VerticalFlip(p=1),
        "color_jitter": lambda: A.ColorJitter(brightness=0.1, contrast=0.1, saturation=0.1,
                                              hue=0.1, p=1),
        "random_brightness": lambda: A.RandomBrightnessContrast(brightness_limit=(-0.1, 0.1),
                                                                contrast_limit=(0, 0), p=1),
        "random_contrast": lambda: A.RandomBrightnessContrast(brightness_limit=(0, 0),
                                                              contrast_limit=(-0.1, 0.1), p=1),
        "random_gaussian_noise": lambda: A.GaussNoise(std_range=(0.1, 0.1), mean_range=(0, 0),
                                                      p=0.5),
        "rgb_to_grayscale": lambda: A.ToGray(num_output_channels=1, p=1),
        "adjust_brightness": lambda: A.RandomBrightnessContrast(brightness_limit=(0.2, 0.2),
                                                        contrast_limit=(0, 0), p=1),
        "adjust_contrast": lambda: A.RandomBrightnessContrast(brightness_limit=(0, 0),
                                                      contrast_limit=(0.5, 0.5), p=1),
        "solarize": lambda: A.Solarize(threshold_range=(0.5, 0.5), p=1),
        "gaussian_blur2d": lambda: A.GaussianBlur(blur_limit=(5, 5), sigma_limit=(1.5, 1.5), p=1),
        "box_blur": lambda: A.Blur(blur_limit=(5, 5), p=1),
        "median_blur": lambda: A.MedianBlur(blur_limit=(3, 3), p=1),
        "median_blur@5x5": lambda: A.MedianBlur(blur_limit=(5, 5), p=1),
        # A fixed kernel: one size, angle and direction (its own line drawing, not Kornia's).
        "motion_blur": lambda: A.MotionBlur(blur_limit=(5, 5), angle_range=(35, 35),
                                            direction_range=(0.5, 0.5), allow_shifted=False, p=1),
        "normalize": lambda: A.Normalize(mean=(0.5,) * 3, std=(0.25,) * 3, max_pixel_value=255.0, p=1),
        "warp_affine": lambda: A.Affine(rotate=(-10, -10), scale=(0.9, 0.9), p=1),
        "rotate": lambda: A.Rotate(limit=(30, 30), border_mode=cv2.BORDER_CONSTANT, p=1),
        "translate": lambda: A.Affine(translate_px={"x": (10, 10), "y": (-7, -7)}, p=1),
        "scale": lambda: A.Affine(scale=(1.25, 1.25), p=1),
        "shear": lambda: A.Affine(shear={"x": (11.3, 11.3), "y": (-5.7, -5.7)}, p=1),
        "affine": lambda: A.Affine(rotate=(-17.2, -17.2), scale=(1.1, 1.1),
                                   translate_px={"x": (12, 12), "y": (-8, -8)}, p=1),
        "equalize": lambda: A.Equalize(p=1),
        "equalize_clahe": lambda: A.CLAHE(clip_limit=(40, 40), tile_grid_size=(8, 8), p=1),
        "adjust_gamma": lambda: A.RandomGamma(gamma_limit=(220, 220), p=1),
        "adjust_hue": lambda: A.HueSaturationValue(hue_shift_limit=(45, 45), sat_shift_limit=(0, 0),
                                           val_shift_limit=(0, 0), p=1),
        "adjust_saturation": lambda: A.HueSaturationValue(hue_shift_limit=(0, 0),
                                                  sat_shift_limit=(50, 50),
                                                  val_shift_limit=(0, 0), p=1),
        "sharpness": lambda: A.Sharpen(alpha=(0.5, 0.5), lightness=(1.0, 1.0), p=1),
    }
    calls = {}
    for op, make in made.items():
        try:
            tr = make()
        except Exception as e:  # this albumentations lacks the transform or argument
            print(f"peers.py: albumentations {op}: {e}", file=sys.stderr)
            continue
        calls[op] = (lambda tr: lambda img: tr(image=img)["image"])(tr)
    return calls


def pillow_calls():
    from PIL import ImageFilter, ImageOps, ImageEnhance
    return {
        "invert": ImageOps.invert,
        "posterize": lambda im: ImageOps.posterize(im, 4),
        "solarize": lambda im: ImageOps.solarize(im, 128),
        "rgb_to_grayscale": lambda im: im.convert("L"),
        "random_horizontal_flip": ImageOps.mirror,
        "random_vertical_flip": ImageOps.flip,
        "equalize": ImageOps.equalize,
        "gaussian_blur2d": lambda im: im.filter(ImageFilter.GaussianBlur(1.5)),
        "box_blur": lambda im: im.filter(ImageFilter.BoxBlur(2)),
        "median_blur": lambda im: im.filter(ImageFilter.MedianFilter(3)),
        "adjust_brightness": lambda im: ImageEnhance.Brightness(im).enhance(1.2),
        "adjust_contrast": lambda im: ImageEnhance.Contrast(im).enhance(1.5),
        "adjust_saturation": lambda im: ImageEnhance.Color(im).enhance(1.5),
        "sharpness": lambda im: ImageEnhance.Sharpness(im).enhance(0.5),
    }


def kornia_rs_calls():
    import kornia_rs as K
    ip = getattr(K, "imgproc", K)  # kornia-rs 0.2 moved these to imgproc
    return {
        "rgb_to_grayscale": getattr(ip, "gray_from_rgb", K.gray_from_rgb),
        "rgb_to_bgr": getattr(ip, "bgr_from_rgb", K.bgr_from_rgb),
    }


# --- timing ----------------------------------------------------------------

def time_calls(fn, pool, repetitions, min_time):
    """Seconds per call, one value per repetition (each >= min_time, >= 1 call)."""
    for i in range(min(2, len(pool))):
        fn(pool[i])  # warm-up (and torch.compile's compile)
    times = []
    i = 0
    for _ in range(repetitions):
        calls, start = 0, time.perf_counter()
        while True:
            fn(pool[i])
            i = (i + 1) % len(pool)
            calls += 1
            elapsed = time.perf_counter() - start
            if elapsed >= min_time:
                break
        times.append(elapsed / calls)
    return times


def pool_of(make, cold):
    first = make(0)
    if not cold:
        return [first]
    nbytes = first.nbytes if hasattr(first, "nbytes") else first.numel() * first.element_size()
    n = max(2, -(-COLD_BYTES // max(nbytes, 1)))
    return [first] + [make(i) for i in range(1, n)]


# The ops whose float32 input is a three-channel image in [0, 1] (the rest:
# see CHANNELS / RANGE).
CHANNELS = {"grayscale_to_rgb": 1}
RANGE = {"hsv_to_rgb": (0.0, 6.283185307179586), "lab_to_rgb": (0.0, 100.0),
         "luv_to_rgb": (0.0, 100.0), "normals_to_rgb255": (-1.0, 1.0),
         "rgb255_to_normals": (0.0, 255.0), "rgb255_to_rgb": (0.0, 255.0)}
def uint8_ops(ours_dir):
    """The ops ours measures in uint8 in regimes (b) and (c) (`<op>/image_u8/...` in
    our binaries' JSONs: the op's descriptor or its bench file declares it once)."""
    ops = set()
    for f in os.listdir(ours_dir):
        if f.startswith("ours_") and f.endswith(".json"):
            with open(os.path.join(ours_dir, f)) as fh:
                for b in json.load(fh).get("benchmarks", []):
                    parts = b["name"].split("/")
                    if len(parts) >= 3 and parts[1] == "image_u8":
                        ops.add(parts[0])
    return ops


def benchmark_records(name, label, times=None, error=None, images=1):
    """Google Benchmark's JSON records of one measurement, as
    tools/bench_report.py reads ours: one "iteration" record per repetition
    (real_time: us per call; items_per_second: images per call / seconds per
    call), or one record with "error_occurred" and its message."""
    if error is not None:
        return [{"name": name, "run_type": "iteration", "error_occurred": True,
                 "error_message": error, "label": label}]
    return [{"name": name, "run_type": "iteration", "real_time": t * 1e6, "time_unit": "us",
             "items_per_second": images / t, "label": label} for t in times]


def pipeline_modules(kornia, noise_std=0.05):
    """Kornia's 6-op pipeline (bench/pipeline_bench.cc's settings) as one module,
    over kornia or kornia_cpp (the same classes and arguments)."""
    aug = kornia.augmentation
    return torch.nn.Sequential(
        aug.RandomHorizontalFlip(p=0.5), aug.RandomVerticalFlip(p=0.5),
        aug.ColorJitter(0.1, 0.1, 0.1, 0.1, p=1.0, order=(0, 1, 2, 3)),
        aug.RandomBrightness((0.9, 1.1), p=1.0), aug.RandomContrast((0.9, 1.1), p=1.0),
        aug.RandomGaussianNoise(mean=0.0, std=noise_std, p=0.5))


def pipeline(args, record, kornia_cpp=None):
    """The 6-op pipeline's peers, as `pipeline/<regime>/<library>` (regimes of
    bench/pipeline_bench.cc): albumentations (Compose over each image's uint8
    H x W x C array, one thread; a batch is a loop over its images), Kornia eager
    and compiled, torchvision v2 (Compose on the batch: torchvision draws one set
    of parameters per call, not per image), ours compiled (kornia_cpp)."""
    import kornia
    import albumentations as A
    import torchvision.transforms.v2 as T
    alb = A.Compose([
        A.HorizontalFlip(p=0.5), A.VerticalFlip(p=0.5),
        A.ColorJitter(brightness=0.1, contrast=0.1, saturation=0.1, hue=0.1, p=1),
        A.RandomBrightnessContrast(brightness_limit=0.1, contrast_limit=0, p=1),
        A.RandomBrightnessContrast(brightness_limit=0, contrast_limit=0.1, p=1),
        A.GaussNoise(std_range=(0.05, 0.05), p=0.5)])
    tv = T.Compose([
        T.RandomHorizontalFlip(0.5), T.RandomVerticalFlip(0.5), T.ColorJitter(0.1, 0.1, 0.1, 0.1),
        T.ColorJitter(brightness=0.1), T.ColorJitter(contrast=0.1),
        T.RandomApply([T.GaussianNoise(sigma=0.05, clip=False)], p=0.5)])
    calls = [("albumentations", lambda imgs: [alb(image=im)["image"] for im in imgs], True),
             ("kornia", pipeline_modules(kornia), False), ("torchvision", tv, False)]
    if not args.no_compile:
        calls.append(("kornia_compiled", torch.compile(pipeline_modules(kornia)), False))
        if kornia_cpp is not None:
            calls.append(("compiled", torch.compile(pipeline_modules(kornia_cpp)), False))
    for regime, batch, size, threads in [("pipeline_b32", 32, 224, CORES),
                                         ("pipeline_b32_1t", 32, 224, 1),
                                         ("pipeline_b8_64", 8, 64, CORES)]:
        torch.set_num_threads(threads)
        x = image(torch.float32, batch, 0, size=size)
        hwc = [hwc_u8(t) for t in x]
        for name, fn, numpy_peer in calls:
            key = f"pipeline/{regime}/{name}"
            try:
                times = time_calls(fn, [hwc if numpy_peer else x], args.repetitions,
                                   args.min_time)
                record(key, "uint8 HWC per image" if numpy_peer else f"float32 {name}", times,
                       images=batch)
            except Exception as e:
                record(key, "", error=f"not measured: {type(e).__name__}: {e}"[:300])
            print(f"peers.py: {key}", file=sys.stderr, flush=True)


BATCHED = {"bilateral_blur", "joint_bilateral_blur", "gaussian_blur2d", "warp_affine", "warp_perspective",
           "remap", "homography_warp", "pyrdown", "pyrup", "resize", "rescale",
           "resize_to_be_divisible", "affine", "rotate", "translate", "scale", "shear",
           "normalize", "denormalize", "shift_rgb", "box_blur",
           "filter2d", "filter2d_separable", "guided_blur", "in_range", "laplacian", "median_blur",
           "motion_blur", "sobel",
           "spatial_gradient", "unsharp_mask", "canny", "blur_pool2d", "max_blur_pool2d",
           "correlate2d", "convolve2d", "fft_conv", "dilation", "erosion", "opening",
           "closing", "gradient", "top_hat", "bottom_hat"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--ops", default="")
    ap.add_argument("--repetitions", type=int, default=9)
    ap.add_argument("--min-time", type=float, default=0.05)
    ap.add_argument("--ours", required=True,
                    help="the directory of our binaries' JSONs (which ops take uint8)")
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("--kornia-cpp", default="",
                    help="our libkornia_cpp.so (-c opt): torch.compile of our ops from Python "
                         "(kornia_cpp, ops/python), as `compiled`, in the regimes and for the "
                         "ops Kornia is compiled in")
    ap.add_argument("--compile-all", action="store_true",
                    help="torch.compile every Kornia op (default: the ops albumentations or "
                         "torchvision also have; a compile costs 10-30 s on 2 cores)")
    args = ap.parse_args()
    only = set(filter(None, args.ops.split(",")))
    uint8 = uint8_ops(args.ours)

    import kornia
    libs = {"kornia": kornia_calls(), "torchvision": torchvision_calls()}
    for name, make in [("albumentations", albumentations_calls), ("pillow", pillow_calls),
                       ("kornia_rs", kornia_rs_calls)]:
        try:
            libs[name] = make()
        except Exception as e:  # a peer missing from the venv is reported, not fatal
            print(f"peers.py: {name} unavailable: {e}", file=sys.stderr)
    # warp_affine for Kornia and kornia-rs need the matrix.
    def kornia_warp(x):
        m, _ = warp_matrix(x.shape[0], x.dtype)
        return kornia.geometry.transform.warp_affine(x, m, (SIZE, SIZE))
    libs["kornia"]["warp_affine"] = kornia_warp

    # warp_perspective: the keystone of bench/geometry/warp_perspective_bench.cc.
    def kornia_perspective(x):
        m = torch.tensor(PERSPECTIVE, dtype=x.dtype).view(1, 3, 3)
        return kornia.geometry.transform.warp_perspective(
            x, m.expand(x.shape[0], 3, 3).contiguous(), (SIZE, SIZE))
    libs["kornia"]["warp_perspective"] = kornia_perspective

    # remap: the 10-degree turn maps of bench/geometry/remap_bench.cc, (1, H, W), made once per size.
    remap_maps = {}

    def kornia_remap(x):
        import math
        h, w = x.shape[-2], x.shape[-1]
        if (h, w, x.dtype) not in remap_maps:
            c, n = math.cos(math.radians(10.0)), math.sin(math.radians(10.0))
            j = torch.arange(w, dtype=torch.float64).view(1, 1, w) - (w - 1) / 2.0
            i = torch.arange(h, dtype=torch.float64).view(1, h, 1) - (h - 1) / 2.0
            remap_maps[(h, w, x.dtype)] = ((c * j - n * i + (w - 1) / 2.0).to(x.dtype).contiguous(),
                                           (n * j + c * i + (h - 1) / 2.0).to(x.dtype).contiguous())
        return kornia.geometry.transform.remap(x, *remap_maps[(h, w, x.dtype)], align_corners=True)
    libs["kornia"]["remap"] = kornia_remap

    # homography_warp: the normalized keystone of bench/geometry/homography_warp_bench.cc.
    def kornia_homography_warp(x):
        m = torch.tensor(NORMALIZED_KEYSTONE, dtype=x.dtype).view(1, 3, 3)
        return kornia.geometry.transform.homography_warp(
            x, m.expand(x.shape[0], 3, 3).contiguous(), (SIZE, SIZE))
    libs["kornia"]["homography_warp"] = kornia_homography_warp
    libs["kornia"]["random_horizontal_flip"] = kornia.augmentation.RandomHorizontalFlip(p=0.5)
    libs["kornia"]["random_vertical_flip"] = kornia.augmentation.RandomVerticalFlip(p=0.5)
    libs["kornia"].update(augmentation_calls(kornia))
    if "kornia_rs" in libs:
        import kornia_rs as K
        warp = getattr(getattr(K, "imgproc", K), "warp_affine", K.warp_affine)
        _, m = warp_matrix(1, torch.float64)
        libs["kornia_rs"]["warp_affine"] = lambda img: warp(
            img, tuple(m[0] + m[1]), (SIZE, SIZE), "bilinear")

    # Ours from Python, compiled (the path `compiled`): the same calls on kornia_cpp.
    ours, ours_module = {}, None
    if args.kornia_cpp and not args.no_compile:
        os.environ["KORNIA_CPP_LIBRARY"] = os.path.abspath(args.kornia_cpp)
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ops",
                                        "python"))
        import kornia_cpp
        ours = kornia_calls(kornia_cpp)
        ours["random_horizontal_flip"] = kornia_cpp.augmentation.RandomHorizontalFlip(p=0.5)
        ours["random_vertical_flip"] = kornia_cpp.augmentation.RandomVerticalFlip(p=0.5)
        ours.update(augmentation_calls(kornia_cpp))
        ours_module = kornia_cpp
    ops = sorted(set().union(*[set(v) for v in libs.values()]))
    if only:
        ops = [op for op in ops if op in only]
    records = []

    def record(name, label, times=None, error=None, images=1):
        records.extend(benchmark_records(name, label, times, error, images))

    for op in ops:
        ch = CHANNELS.get(op, 3)
        lo, hi = RANGE.get(op, (0.0, 1.0))
        ours_u8 = op in uint8
        for regime, batch, cold in [("batched_f32", 32, False),
                                    ("image_u8" if ours_u8 else "image_f32", 0, False),
                                    (("image_u8" if ours_u8 else "image_f32") + "_cold", 0, True)]:
            threads = CORES if batch else 1
            torch.set_num_threads(threads)
            dtype = torch.uint8 if (batch == 0 and ours_u8) else torch.float32
            b = 1 if (batch == 0 and op in BATCHED) else batch
            tensors = pool_of(lambda s: image(dtype, b, s, ch, lo, hi), cold)
            for lib, calls in libs.items():
                fn = calls.get(op)
                if fn is None:
                    continue
                numpy_peer = lib in ("albumentations", "pillow", "kornia_rs")
                if numpy_peer and batch:
                    continue  # per-image libraries: regimes (b) and (c)
                variants = [(lib, fn)]
                compiled = args.compile_all or op in libs.get("albumentations", {}) or \
                    op in libs["torchvision"]
                if lib == "kornia" and compiled and not args.no_compile and not cold:
                    variants.append(("kornia_compiled", torch.compile(fn)))
                    if op in ours:
                        variants.append(("compiled", torch.compile(ours[op])))
                for name, f in variants:
                    key = f"{op}/{regime}/{name}"
                    try:
                        if numpy_peer:
                            src = [t if t.dim() == 3 else t[0] for t in tensors]
                            pool = [hwc_u8(t) for t in src]
                            if lib == "pillow":
                                from PIL import Image
                                pool = [Image.fromarray(a) for a in pool]
                            label = f"uint8 HWC {lib}"
                        else:
                            pool = tensors
                            label = f"{str(dtype).replace('torch.', '')} {name}"
                        times = time_calls(f, pool, args.repetitions, args.min_time)
                        record(key, label, times, images=max(batch, 1))
                    except Exception as e:
                        record(key, "", error=f"not measured: {type(e).__name__}: {e}"[:300])
                    print(f"peers.py: {key}", file=sys.stderr, flush=True)

    if not only or "pipeline" in only:
        pipeline(args, record, kornia_cpp=ours_module)

    import kornia as k
    context = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
               "python": platform.python_version(), "torch_version": torch.__version__,
               "kornia": k.__version__, "cores": CORES,
               "torch_parallel": torch.__config__.parallel_info().replace("\n", ";")}
    for mod in ("torchvision", "albumentations", "PIL", "kornia_rs", "cv2", "numpy"):
        try:
            context[mod] = __import__(mod).__version__
        except Exception:
            pass
    with open(args.out, "w") as f:
        json.dump({"context": context, "benchmarks": records}, f, indent=1)


if __name__ == "__main__":
    main()

"""Kornia's augmentation modules over the library's random operators.

kornia_cpp.augmentation.RandomPosterize(bits=3, p=0.5)(image) draws from
torch's default CPU generator (or `generator=`), as the operator
torch.ops.kornia_cpp.random_posterize does; the constructor takes Kornia's
arguments in Kornia's order (ColorJitter's factors as Kornia takes them: a
number, a (min, max) pair or a tensor of one or two values), p_batch,
same_on_batch and keepdim included. As Kornia's, a call keeps its parameters
in `_params` (Kornia's keys: the drawn ones, batch_prob, forward_input_shape)
and its `transform_matrix`, and forward(input, params=...) applies given
parameters without a draw (the operator's `.params` and `.apply` overloads,
ops/augmentation/registration.h). The draws are Kornia's: under one seed the
output, the parameters and the generator's state are Kornia's.
"""
# Private names only: the module's namespace holds its classes.
import inspect as _inspect

import torch as _torch

__all__ = []

# Kornia 0.9's constructor of each class: (argument, default) in its order,
# and which of them the operator takes (by the same name).
_KORNIA = {
    "ColorJitter": [("brightness", 0.0), ("contrast", 0.0), ("saturation", 0.0), ("hue", 0.0),
                    ("same_on_batch", False), ("p", 1.0), ("keepdim", False), ("order", None)],
    "RandomBrightness": [("brightness", (1.0, 1.0)), ("clip_output", True),
                         ("same_on_batch", False), ("p", 1.0), ("keepdim", False)],
    "RandomContrast": [("contrast", (1.0, 1.0)), ("clip_output", True), ("same_on_batch", False),
                       ("p", 1.0), ("keepdim", False)],
    "RandomGaussianNoise": [("mean", 0.0), ("std", 1.0), ("same_on_batch", False), ("p", 0.5),
                            ("keepdim", False)],
    "RandomHorizontalFlip": [("p", 0.5), ("p_batch", 1.0), ("same_on_batch", False),
                             ("keepdim", False)],
    "RandomPosterize": [("bits", 3), ("same_on_batch", False), ("p", 0.5), ("keepdim", False)],
    "RandomVerticalFlip": [("p", 0.5), ("p_batch", 1.0), ("same_on_batch", False),
                           ("keepdim", False)],
}
# Kornia's batch arguments, kept as the module's attributes as Kornia's are.
_BATCH_ARGUMENTS = ("p", "p_batch", "same_on_batch", "keepdim")


def _bits(value):
    """RandomPosterize's bits: a number (the draw's lower end; the upper is 8)
    or Kornia's (low, 8)."""
    if isinstance(value, (tuple, list)):
        if len(value) != 2 or float(value[1]) != 8.0:
            raise ValueError("RandomPosterize(): expected bits a number or (low, 8), "
                             f"but got {value!r}")
        return float(value[0])
    return float(value)


def _factor(value):
    """A ColorJitter, RandomBrightness or RandomContrast factor as Kornia takes it (a number, a (min, max) pair or
    a tensor of one or two values) as the operator's float[]."""
    if isinstance(value, _torch.Tensor):
        value = value.tolist()
    if isinstance(value, (tuple, list)):
        return [float(v) for v in value]
    return [float(value)]


_FACTORS = ("brightness", "contrast", "saturation", "hue")


def _module_class(name, op, keys):
    """The nn.Module class `name` whose forward calls torch.ops.kornia_cpp.<op>
    (its `.params` overload, or `.apply` given params); `keys`: the op's drawn
    parameters, Kornia's `_params` keys in the overloads' order (its
    descriptor's "params")."""
    if name not in _KORNIA:
        raise ImportError(f"kornia_cpp: no constructor known for augmentation {name}")
    spec = _KORNIA[name]
    packet = getattr(_torch.ops.kornia_cpp, op)
    taken = [a.name for a in packet.default._schema.arguments][1:-1]  # not input, generator

    def __init__(self, *args, generator=None, **kwargs):
        _torch.nn.Module.__init__(self)
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        values = dict(bound.arguments)
        values.pop("self")
        for arg in _BATCH_ARGUMENTS:
            if arg in values:
                setattr(self, arg, values[arg])
        if "bits" in values:
            values["bits"] = _bits(values["bits"])
        for factor in _FACTORS:
            if factor in values:
                values[factor] = _factor(values[factor])
        if values.get("order") is not None:
            values["order"] = [int(i) for i in values["order"]]
        self._args = [values[a] for a in taken]
        self.generator = generator
        self._params = {}
        self._transform_matrix = None

    def forward(self, input, params=None, **kwargs):
        if kwargs:
            raise TypeError(f"{name}.forward(): expected input and params only, but got "
                            f"{', '.join(sorted(kwargs))}")
        # p, p_batch, same_on_batch and keepdim as the module holds them now
        # (Kornia reads its attributes at each call).
        args = [getattr(self, a) if a in _BATCH_ARGUMENTS else v
                for a, v in zip(taken, self._args)]
        if params is None:
            out, batch_prob, values, matrix = packet.params(input, *args,
                                                            generator=self.generator)
            params = dict(zip(keys, values))
            params["batch_prob"] = batch_prob
            shape = (1,) * (4 - input.dim()) + tuple(input.shape)  # Kornia's batch shape
            params["forward_input_shape"] = _torch.tensor(shape, dtype=_torch.long)
        else:
            missing = [k for k in keys if k not in params]
            if missing:
                raise KeyError(f"{name}.forward(): expected params with {', '.join(keys)}, "
                               f"but got no {', '.join(missing)}")
            out, matrix = packet.apply(input, [params[k] for k in keys],
                                       params.get("batch_prob"), *args)
        self._params = params
        self._transform_matrix = matrix
        return out

    def transform_matrix(self):
        """Kornia's transform_matrix of the last call: (B, 3, 3), the identity
        where the augmentation moves no pixel."""
        return self._transform_matrix

    signature = _inspect.Signature(
        [_inspect.Parameter("self", _inspect.Parameter.POSITIONAL_OR_KEYWORD)] +
        [_inspect.Parameter(a, _inspect.Parameter.POSITIONAL_OR_KEYWORD, default=d)
         for a, d in spec])
    __init__.__signature__ = signature
    cls = type(name, (_torch.nn.Module,), {
        "__init__": __init__, "forward": forward, "__module__": __name__,
        "transform_matrix": property(transform_matrix),
        "__doc__": f"Kornia's kornia.augmentation.{name}, over torch.ops.kornia_cpp.{op}."})
    return cls

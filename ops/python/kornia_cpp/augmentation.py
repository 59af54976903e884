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
output, the parameters and the generator's state are Kornia's. The classes
script (torch.jit.script): forward is TorchScript source, generated per class
(_FORWARD), and takes no **kwargs (Kornia's overrides: edit params instead).
"""
# Private names only: the module's namespace holds its classes.
import inspect as _inspect
import linecache as _linecache
import typing as _typing

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


# The forward of every class, as TorchScript source (a class scripts, as a
# generated function does): the operator's `.params` overload (named by its
# keyword-only with_params) draws and returns Kornia's `_params` and
# transform_matrix; its `.apply` overload (chosen by its Tensor[] argument)
# replays given params without a draw. {op}, {args} (the module's attributes
# in the operator's order) and {keys} are filled per class.
_FORWARD = """
def forward(self, input: torch.Tensor,
            params: Optional[Dict[str, torch.Tensor]] = None) -> torch.Tensor:
    keys: List[str] = {keys}
    if params is None:
        out, batch_prob, values, matrix = torch.ops.kornia_cpp.{op}(
            input, {args}, generator=self.generator, with_params=True)
        drawn: Dict[str, torch.Tensor] = {{}}
        for i in range(len(keys)):
            drawn[keys[i]] = values[i]
        drawn["batch_prob"] = batch_prob
        shape: List[int] = [1] * (4 - input.dim()) + list(input.shape)  # Kornia's batch shape
        drawn["forward_input_shape"] = torch.tensor(shape, dtype=torch.long)
        self._params = drawn
    else:
        given: List[torch.Tensor] = []
        for k in keys:
            given.append(params[k])
        out, matrix = torch.ops.kornia_cpp.{op}(input, given, params.get("batch_prob"), {args})
        self._params = params
    self._transform_matrix = matrix
    return out
"""


def _forward(name, op, taken, keys):
    """The class's forward, compiled from _FORWARD under a file name that
    linecache serves (so inspect and TorchScript read its source)."""
    source = _FORWARD.format(op=op, keys=repr(list(keys)),
                             args=", ".join(f"self.{a}" for a in taken))
    filename = f"<kornia_cpp.augmentation.{name}.forward>"
    _linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace = {"torch": _torch, "Dict": _typing.Dict, "List": _typing.List,
                 "Optional": _typing.Optional}
    exec(compile(source, filename, "exec"), namespace)
    return namespace["forward"]


def _coerced(argument, value):
    """A constructor value as the schema's type takes it (an int p as a
    float), so the attribute's TorchScript type is the operator's."""
    kind = str(argument.type)  # "List[float]", "Optional[List[int]]", "float", "bool"
    if value is None:
        return None
    if "List[float]" in kind:
        return [float(v) for v in value]
    if "List[int]" in kind:
        return [int(v) for v in value]
    if kind == "float":
        return float(value)
    if kind == "bool":
        return bool(value)
    return value


def _module_class(name, op, keys):
    """The nn.Module class `name` whose forward calls torch.ops.kornia_cpp.<op>
    (its `.params` overload, or `.apply` given params); `keys`: the op's drawn
    parameters, Kornia's `_params` keys in the overloads' order (its
    descriptor's "params"). Its constructor's values are attributes of the
    operator's argument names (p, keepdim, ... read at each call, as
    Kornia's)."""
    if name not in _KORNIA:
        raise ImportError(f"kornia_cpp: no constructor known for augmentation {name}")
    spec = _KORNIA[name]
    packet = getattr(_torch.ops.kornia_cpp, op)
    arguments = packet.default._schema.arguments[1:-1]  # not input, generator
    taken = [a.name for a in arguments]

    def __init__(self, *args, generator=None, **kwargs):
        _torch.nn.Module.__init__(self)
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        values = dict(bound.arguments)
        values.pop("self")
        if "bits" in values:
            values["bits"] = _bits(values["bits"])
        for factor in _FACTORS:
            if factor in values:
                values[factor] = _factor(values[factor])
        for a in arguments:
            setattr(self, a.name, _coerced(a, values[a.name]))
        self.generator = generator
        self._params = {}
        self._transform_matrix = None

    def transform_matrix(self):
        """Kornia's transform_matrix of the last call: (B, 3, 3), the identity
        where the augmentation moves no pixel."""
        return self._transform_matrix

    signature = _inspect.Signature(
        [_inspect.Parameter("self", _inspect.Parameter.POSITIONAL_OR_KEYWORD)] +
        [_inspect.Parameter(a, _inspect.Parameter.POSITIONAL_OR_KEYWORD, default=d)
         for a, d in spec])
    __init__.__signature__ = signature
    annotations = {"generator": _typing.Optional[_torch.Generator],
                   "_params": _typing.Dict[str, _torch.Tensor],
                   "_transform_matrix": _typing.Optional[_torch.Tensor]}
    for a in arguments:
        if str(a.type) == "Optional[List[int]]":  # ColorJitter's order: None or a list
            annotations[a.name] = _typing.Optional[_typing.List[int]]
    cls = type(name, (_torch.nn.Module,), {
        "__init__": __init__, "forward": _forward(name, op, taken, keys),
        "__module__": __name__, "__annotations__": annotations,
        "__jit_unused_properties__": ["transform_matrix"],
        "transform_matrix": property(transform_matrix),
        "__doc__": f"Kornia's kornia.augmentation.{name}, over torch.ops.kornia_cpp.{op}."})
    return cls

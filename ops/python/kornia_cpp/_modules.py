"""Kornia's nn.Module classes over kornia_cpp's operators.

    kornia_cpp.color.RgbToHsv(eps=1e-8)(image)      # as kornia.color.RgbToHsv
    kornia_cpp.enhance.AdjustBrightness(0.2)(image)  # as kornia.enhance.AdjustBrightness
    torch.jit.script(kornia_cpp.enhance.Normalize([0.5] * 3, [0.25] * 3))

Generated, not written: every op whose descriptor (ops/core/op_spec.h, listed
by kornia_cpp.index()) names Kornia's nn.Module over it ("module": the class;
"init" and "forward": its constructor's and its forward's arguments in
Kornia's order, each "<Kornia's name>" or "<Kornia's name>:<the operator's
argument>", a forward one with "=None" where Kornia's forward defaults it to
None for the operator's default) gets its class from that entry and the operator's schema
(class_source()):

  - __init__ takes the "init" arguments, forward the "forward" ones, under
    Kornia's names, in Kornia's order, with the defaults of the operator's
    schema for the mapped argument; the op's other arguments keep their
    schema defaults;
  - the constructor stores each argument as an attribute of Kornia's name,
    converted as Kornia's classes take them (_set): an enum (CFA,
    ThresholdType) by its value, a ColorMap by its colors, a tuple as a
    list, a number as the schema's float/int/bool; a tensor as a buffer
    (non-persistent), an nn.Parameter as a parameter; Normalize's and
    Denormalize's tuples and lists as Kornia's classes do (the statistics
    built in forward in the input's dtype, (1, C) for Normalize, (C,) for
    Denormalize: _SEQUENCES);
  - forward calls the operator as kornia_cpp's function does with the same
    values (bit for bit the function's output): a number selects the
    default overload, a tensor among the arguments the `.Tensor` overload
    takes as tensors selects that overload, the other numbers there made
    tensors (torch.as_tensor).

Why they are scriptable. torch.jit.script compiles a module's forward from its
source (inspect.getsource) and types its attributes from the class's
annotations. So the classes are generated as Python source: every attribute
annotated with the TorchScript type of its schema argument (Union[float,
Tensor] where the op has a `.Tensor` overload taking it as a tensor), forward
choosing the overload by isinstance refinement of those attributes. The
refinement happens in small generated helpers (_is_tensor_float(v),
_to_tensor_float(v), _to_float(v)), not on forward's own locals:
TorchScript's save/load cannot read back a local refined to Tensor in one
branch and to float in the other. forward calls the operator (its overload
packet) in every run, eager, scripted, compiled or exported: the overload
is resolved from the refined types (a Tensor matches the `.Tensor` schema
before any conversion is tried), the same one in each, with no branch on
how it runs (one code path).

How the source is visible. The source of all classes (with the helper
functions their forward calls) is compiled with a file name, SOURCE_FILE (a
path beside this file that is never written), and executed as the module
kornia_cpp._generated (in sys.modules; its __source__ holds the text). The
module's __loader__ serves the text (get_source) and linecache holds it under
that file name with no mtime (linecache.checkcache keeps such an entry; after
linecache.clearcache() linecache reloads it lazily from the loader, the file
name being a real path's, not a "<...>" one). So inspect.getsource, and with
it torch.jit.script, reads every generated class and function as it reads a
file's. No file is written at import: the package's folder may be read-only,
and a cache folder is state to go stale.

ZCAWhitening is written by hand below (over zca_mean and linear_transform):
it is not one op's class (no descriptor names it), it keeps state (the fit,
in buffers, with its own state-dict rule) and has methods besides forward
(fit, inverse_transform).
"""
import importlib.machinery as _machinery
import linecache as _linecache
import math as _math
import os as _os
import re as _re
import sys as _sys
import types as _types
from typing import List, Optional

import torch
from torch import Tensor

__all__ = []

SOURCE_FILE = _os.path.join(_os.path.dirname(_os.path.abspath(__file__)),
                            "_generated.py (generated at import)")

# Kornia's classes that take a tuple or list of statistics for a float
# argument (its `.Tensor` overload's tensor): the statistics are built in
# forward, in the dtype of the input (integer data: torch's default float
# dtype, as Kornia promotes it), on its device; "lead": Normalize's (1, C),
# Denormalize's (C,).
_SEQUENCES = {
    "Normalize": {"mean": True, "std": True},
    "Denormalize": {"mean": False, "std": False},
}

_EMPTY = object()


# ------------------------------------------------------------- construction

def _enum_or_colors(value):
    """Kornia's argument objects as the operators take them (kornia_cpp's
    _argument): an enum by its value, a ColorMap by its colors."""
    import enum
    if isinstance(value, enum.Enum):
        return value.value
    colors = getattr(value, "colors", None)
    if isinstance(colors, torch.Tensor):
        return colors
    return value


def _scalar(value, base, what):
    """A number (or str) as the schema type `base` takes it."""
    if base == "float":
        return float(value)
    if base == "int":
        return int(value)
    if base == "bool":
        return bool(value)
    if base == "str":
        if not isinstance(value, str):
            raise TypeError(f"{what}: expected a str, but got {type(value).__name__}")
        return value
    raise TypeError(f"{what}: no conversion to {base}")


def _convert(value, annotation, size, what):
    """A constructor argument as its attribute's type (the annotation the
    generated class declares for it)."""
    value = _enum_or_colors(value)
    optional = annotation.startswith("Optional[")
    inner = annotation[len("Optional["):-1] if optional else annotation
    if value is None:
        if optional:
            return None
        raise TypeError(f"{what}: expected a value, but got None")
    tensor_ok = inner == "Tensor" or inner.endswith(", Tensor]")
    base = inner[len("Union["):-len(", Tensor]")] if inner.startswith("Union[") else inner
    sequence_ok = base.startswith("float, List[")  # Union[float, List[float], Tensor]
    if isinstance(value, torch.Tensor):
        if tensor_ok:
            return value
        if base.startswith("List["):
            value = value.tolist()
        elif value.numel() == 1:
            value = value.item()
        else:
            raise TypeError(f"{what}: expected a number, but got a tensor of shape "
                            f"{list(value.shape)}")
    if base == "Tensor":
        return torch.as_tensor(value)
    if sequence_ok:
        if isinstance(value, (tuple, list)):
            return [float(v) for v in value]
        return float(value)
    if base.startswith("List["):
        element = base[len("List["):-1]
        if isinstance(value, (tuple, list)):
            return [_scalar(v, element, what) for v in value]
        return [_scalar(value, element, what)] * (size or 1)
    return _scalar(value, base, what)


def _set(module, name, value, annotation, size):
    """Stores a constructor argument, converted (_convert), as the attribute
    `name`: an nn.Parameter as a parameter, a tensor as a buffer (not
    persistent, as most of Kornia's classes register theirs; it follows
    .to()), None for a tensor argument as a buffer of None too, anything
    else as a plain attribute."""
    value = _convert(value, annotation, size, f"{type(module).__name__}({name})")
    if isinstance(value, torch.nn.Parameter):
        module.register_parameter(name, value)
    elif isinstance(value, torch.Tensor) or (value is None and "Tensor" in annotation):
        module.register_buffer(name, value, persistent=False)
    else:
        setattr(module, name, value)


def _repr(module, names):
    parts = []
    for name in names:
        value = getattr(module, name)
        if isinstance(value, torch.Tensor):
            value = f"tensor(shape={list(value.shape)}, dtype={value.dtype})"
        else:
            value = repr(value)
        parts.append(f"{name}={value}")
    return ", ".join(parts)


# ------------------------------------------------------------------ the source

# A schema's ScalarType default is the enum's value (`ScalarType dtype=float`
# parses to 6; the schema parser names only float, long and complex): Python
# names it as the torch.dtype (Kornia's `dtype: torch.dtype = torch.float32`,
# get_binary_kernel2d and the Laplacian kernels).
_SCALAR_TYPE_DEFAULTS = {4: torch.int64, 6: torch.float32, 9: torch.complex64}


def scalar_type_default(argument, value):
    """`value`, a default of schema argument `argument`, as Python names it:
    a ScalarType's enum value as its torch.dtype, anything else as it is."""
    kind = str(getattr(argument, "real_type", argument.type))
    if kind == "ScalarType" and isinstance(value, int) and not isinstance(value, bool):
        return _SCALAR_TYPE_DEFAULTS.get(value, value)
    return value


def _literal(value):
    """Python source of a schema default."""
    if isinstance(value, torch.dtype):
        return str(value)  # "torch.float32"
    if isinstance(value, float) and not _math.isfinite(value):
        return f"float({str(value)!r})"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_literal(v) for v in value) + "]"
    if isinstance(value, (bool, int, float, str)) or value is None:
        return repr(value)
    raise ValueError(f"kornia_cpp: no source literal for the default {value!r}")


def _is_tensor(type_text):
    return type_text in ("Tensor", "Optional[Tensor]")


def _returns(schema):
    types = [str(r.type) for r in schema.returns]
    if len(types) == 1:
        return types[0]
    return "Tuple[" + ", ".join(types) + "]"


class _Arg:
    """One argument of a class: Kornia's name, the operator argument it maps
    to, and the attribute's (or forward parameter's) TorchScript type."""

    def __init__(self, text, schema, tensor_schema, sequence):
        # "<name>=None": a forward argument Kornia defaults to None, meaning
        # the operator's schema default (EdgeAwareBlurPool2D's epsilon).
        self.none_default = text.endswith("=None")
        if self.none_default:
            text = text[:-len("=None")]
        self.kornia, _, op = text.partition(":")
        self.op = op or self.kornia
        names = [a.name for a in schema.arguments]
        if self.op not in names:
            raise ValueError(f"kornia_cpp: {schema.name} has no argument {self.op!r} "
                             f"(descriptor: {text!r})")
        self.index = names.index(self.op)
        a = schema.arguments[self.index]
        self.type = str(a.type)
        self.size = a.N
        self.default = scalar_type_default(a, a.default_value) if a.has_default_value() else _EMPTY
        t = tensor_schema.arguments[self.index] if tensor_schema is not None else None
        # The .Tensor overload takes it as a tensor where the default one does not.
        self.tensor_form = (t is not None and _is_tensor(str(t.type)) and
                            not _is_tensor(self.type))
        self.sequence = sequence  # None, or Normalize's lead (True) / Denormalize's (False)
        inner = self.type
        optional = inner.startswith("Optional[") and self.tensor_form
        if optional:
            inner = inner[len("Optional["):-1]
        if sequence is not None:
            inner = f"Union[{inner}, List[{inner}], Tensor]"
        elif self.tensor_form:
            inner = f"Union[{inner}, Tensor]"
        self.annotation = f"Optional[{inner}]" if optional else inner

    def parameter(self):
        default = "" if self.default is _EMPTY else f" = {_literal(self.default)}"
        return f"{self.kornia}: {self.annotation}{default}"


def _host_type(annotation):
    """The number (or list) part of a Union[<host>, Tensor] annotation."""
    if annotation.startswith("Optional["):
        return f"Optional[{_host_type(annotation[len('Optional['):-1])}]"
    return annotation[len("Union["):-len(", Tensor]")]


def _slug(host):
    """A host type as a name: float, floats (List[float]), optional_float."""
    if host.startswith("Optional["):
        return "optional_" + _slug(host[len("Optional["):-1])
    if host.startswith("List["):
        return _slug(host[len("List["):-1]) + "s"
    return "".join(c if c.isalnum() else "_" for c in host)


def _helper_name(kind, annotation):
    """_is_tensor_float, _to_tensor_float, _to_float for Union[float, Tensor]."""
    slug = _slug(_host_type(annotation))
    return {"is_tensor": "_is_tensor_", "tensor": "_to_tensor_", "host": "_to_"}[kind] + slug


def _helper_source(kind, annotation):
    """A helper of forward's on a union value: "is_tensor", whether it is a
    tensor; "tensor", it as a tensor (what the functions' tensor form makes
    of a number: torch.as_tensor); "host", the number itself (never a tensor
    there: forward asked)."""
    name = _helper_name(kind, annotation)
    if kind == "is_tensor":
        return (f"def {name}(v: {annotation}) -> bool:\n"
                f"    return isinstance(v, Tensor)\n")
    optional = annotation.startswith("Optional[")
    none = "    if v is None:\n        return None\n" if optional and kind == "tensor" else ""
    if kind == "tensor":
        returns = "Optional[Tensor]" if optional else "Tensor"
        return (f"def {name}(v: {annotation}) -> {returns}:\n{none}"
                f"    if isinstance(v, Tensor):\n"
                f"        return v\n"
                f"    return torch.as_tensor(v)\n")
    return (f"def {name}(v: {annotation}) -> {_host_type(annotation)}:\n"
            f"    if isinstance(v, Tensor):\n"
            f"        raise RuntimeError(\"kornia_cpp: a tensor for the default overload\")\n"
            f"    return v\n")


_STATISTIC = '''def _statistics(v: Union[float, List[float], Tensor], data: Tensor,
                lead: bool) -> Union[float, Tensor]:
    """Normalize's and Denormalize's statistics as Kornia's classes take
    them: a tuple or list built into a tensor in the dtype of the data
    (torch's default float dtype for integer data, which Kornia promotes), on
    its device, Normalize's (1, C), Denormalize's (C,); a number or a tensor
    as it is."""
    if not isinstance(v, list):
        return v
    dtype: Optional[torch.dtype] = None
    if data.is_floating_point() or data.is_complex():
        dtype = data.dtype
    # One value at a time, in every run: TorchScript's torch.tensor(List[float])
    # rounds through float32 (float64 statistics would lose their bits).
    if len(v) == 0:
        return torch.empty([1, 0] if lead else [0], dtype=dtype, device=data.device)
    t = torch.stack([torch.full([], x, dtype=dtype, device=data.device) for x in v])
    if lead:
        return t[None]
    return torch.atleast_1d(t)
'''


def _mixed(packet):
    """Whether the op has mixed forms: an overload `Tensor_<x>` per
    combination of its Union arguments beside `.Tensor` (all of them
    tensors; bilateral_blur's sigma_color and sigma_space). Its class and
    function then hand each union value on as it is, a tensor or a number,
    and the operator's overload is resolved from those types."""
    return any(o.startswith("Tensor_") for o in packet.overloads())


def _subsets(union):
    """The non-empty subsets of the union arguments, largest first (the
    tests of a mixed form's branches: every one a tensor first)."""
    import itertools
    return [c for r in range(len(union), 0, -1) for c in itertools.combinations(union, r)]


def class_source(entry, packet, helpers):
    """The source of Kornia's class over one op: entry is its descriptor
    (kornia_cpp.index()), packet its OpOverloadPacket. Adds the helpers its
    forward calls to `helpers`, as (kind, union type) (_helper_source)."""
    name, kornia = entry["module"], entry["kornia"]
    schema = packet.default._schema
    has_tensor = "Tensor" in packet.overloads()
    tensor_schema = packet.Tensor._schema if has_tensor else None
    qualified = "torch.ops." + packet._qualified_op_name.replace("::", ".")
    sequences = _SEQUENCES.get(name, {})
    if "forward" not in entry:
        raise ValueError(f"kornia_cpp: the descriptor of {entry['name']} lists no forward "
                         "arguments (the library's _index predates them)")
    init = [_Arg(a, schema, tensor_schema, sequences.get(a.partition(":")[0]))
            for a in entry.get("init", [])]
    forward = [_Arg(a, schema, None, None) for a in entry["forward"]]
    mapped = {a.op for a in init + forward}
    if len(mapped) != len(init) + len(forward):
        raise ValueError(f"kornia_cpp: {name}'s descriptor maps two arguments to one")
    if not forward:
        raise ValueError(f"kornia_cpp: {name}'s descriptor names no forward argument")
    for a in schema.arguments:
        if a.name not in mapped and not a.has_default_value():
            raise ValueError(f"kornia_cpp: {name} gives no value for {schema.name}'s "
                             f"argument {a.name}, which has no default")
    # Kornia's forward arguments as the forward's parameters (typed as the
    # schema; Optional, defaulting to None, where Kornia's forward defaults
    # the argument to None for the schema's default).
    for a in forward:
        a.annotation = a.type
        if a.none_default:
            if a.default is _EMPTY:
                raise ValueError(f"kornia_cpp: {name}.forward's {a.kornia} defaults to None "
                                 f"for a schema default, but {schema.name} has none")
            a.annotation, a.schema_default, a.default = f"Optional[{a.type}]", a.default, None
    union = [a for a in init if a.tensor_form or a.sequence is not None]
    returns = _returns(schema)
    doc = (f"Kornia's {kornia.rpartition('.')[0]}.{name}, over {qualified}.\n\n"
           f"    {name}({', '.join(a.kornia for a in init)})"
           f"({', '.join(a.kornia for a in forward)}) == "
           f"{kornia.replace('kornia.', 'kornia_cpp.', 1)}(...), bit for bit.\n"
           f"    Schema: {'; '.join(str(getattr(packet, o)._schema) for o in packet.overloads())}")
    lines = [f"class {name}(torch.nn.Module):",
             f'    """{doc}"""',
             ""]
    for a in init:
        lines.append(f"    {a.kornia}: {a.annotation}")
    if init:
        lines.append("")
    lines.append("    def __init__(self" + "".join(", " + a.parameter() for a in init) +
                 ") -> None:")
    lines.append("        super().__init__()")
    for a in init:
        lines.append(f"        _set(self, {a.kornia!r}, {a.kornia}, {a.annotation!r}, {a.size!r})")
    lines.append("")
    lines.append("    def forward(self" + "".join(", " + a.parameter() for a in forward) +
                 f") -> {returns}:")
    by_op = {a.op: ("init", a) for a in init}
    by_op.update({a.op: ("forward", a) for a in forward})
    data = forward[0].kornia
    for a in forward:
        if a.none_default:
            lines += [f"        if {a.kornia} is None:",
                      f"            {a.kornia}_ = {_literal(a.schema_default)}",
                      "        else:",
                      f"            {a.kornia}_ = {a.kornia}"]
    # Locals for the attributes that are a number or a tensor (a union), or
    # converted first (Normalize's sequence: Union[float, Tensor] then).
    # Which they are is asked of helper functions (_is_tensor_float), and
    # helpers hand them to the overload (_to_tensor_float, _to_float): forward
    # refines no local of its own, as TorchScript's save/load cannot read back
    # a local refined to Tensor in one branch and to float in the other.
    for a in union:
        a.local = a.annotation  # the local's type
        if a.sequence is not None:
            a.local = a.annotation.replace(f", List[{a.type}]", "")
            lines.append(f"        {a.kornia} = _statistics(self.{a.kornia}, {data}, "
                         f"{a.sequence!r})")
        else:
            lines.append(f"        {a.kornia} = self.{a.kornia}")

    def value(arg, tensor_form):
        where = by_op.get(arg.name)
        if where is None:
            text = _literal(arg.default_value)
            if tensor_form and isinstance(arg.default_value, (int, float)) and \
                    not isinstance(arg.default_value, bool):
                return f"torch.as_tensor({text})"
            return text
        kind, a = where
        if kind == "forward":
            if a.none_default:
                return a.kornia + "_"
            if tensor_form and _is_tensor(str(tensor_schema.arguments[a.index].type)) and \
                    not _is_tensor(a.type):
                return f"torch.as_tensor({a.kornia})"  # a number the .Tensor form takes so
            return a.kornia
        if a not in union:
            return f"self.{a.kornia}"
        kind = "tensor" if tensor_form else "host"
        helpers.add((kind, a.local))
        return f"{_helper_name(kind, a.local)}({a.kornia})"

    def call(tensor_form, indent):
        args = ", ".join((f"{arg.name}=" if arg.kwarg_only else "") + value(arg, tensor_form)
                         for arg in schema.arguments)
        return [f"{indent}return {qualified}({args})"]

    def mixed_call(tensors, indent):
        """The call with the union attributes in `tensors` as tensors and the
        others as numbers (an op with mixed forms: _mixed)."""
        values = []
        for arg in schema.arguments:
            where = by_op.get(arg.name)
            a = where[1] if where is not None else None
            if a is not None and a in union:
                kind = "tensor" if a in tensors else "host"
                helpers.add((kind, a.local))
                v = f"{_helper_name(kind, a.local)}({a.kornia})"
            else:
                v = value(arg, False)
            values.append((f"{arg.name}=" if arg.kwarg_only else "") + v)
        return [f"{indent}return {qualified}({', '.join(values)})"]

    if union and _mixed(packet):
        for a in union:
            helpers.add(("is_tensor", a.local))
        for tensors in _subsets(union):
            test = " and ".join(f"{_helper_name('is_tensor', a.local)}({a.kornia})"
                                for a in tensors)
            lines.append(f"        if {test}:")
            lines += mixed_call(tensors, "            ")
        lines += mixed_call((), "        ")
    else:
        if union:
            test = " or ".join(f"{_helper_name('is_tensor', a.local)}({a.kornia})"
                               for a in union)
            for a in union:
                helpers.add(("is_tensor", a.local))
            lines.append(f"        if {test}:")
            lines += call(True, "            ")
        lines += call(False, "        ")
    lines.append("")
    lines.append("    def extra_repr(self) -> str:")
    lines.append(f"        return _repr(self, {tuple(a.kornia for a in init)!r})")
    return "\n".join(lines) + "\n"


# Schema types TorchScript spells otherwise (create_meshgrid's dtype, device).
_SCRIPT_TYPES = {"ScalarType": "torch.dtype", "Device": "torch.device", "Layout": "torch.layout"}


def function_source(name, packet, helpers):
    """The source of the function `name` over one operator, for TorchScript:
    the default overload's arguments (names, order, defaults) typed as its
    schema types them, Union[<number>, Tensor] where the `.Tensor` overload
    takes the argument as a tensor; its body calls the operator as
    kornia_cpp's eager function does (__init__.py: _function): a tensor among
    the union arguments selects the `.Tensor` overload, the numbers there
    made tensors (torch.as_tensor), else the default overload. Adds the
    helpers it calls to `helpers`. torch.jit.script(kornia_cpp's function)
    compiles this source (the function names it as its __original_fn)."""
    schema = packet.default._schema
    tensor_schema = packet.Tensor._schema if "Tensor" in packet.overloads() else None
    qualified = "torch.ops." + packet._qualified_op_name.replace("::", ".")
    args = [_Arg(a.name, schema, tensor_schema, None) for a in schema.arguments]
    for a in args:  # the schema's names of dtype, device and layout types in TorchScript's
        for schema_type, script_type in _SCRIPT_TYPES.items():
            a.annotation = _re.sub(rf"\b{schema_type}\b", script_type, a.annotation)
    union = [a for a in args if a.tensor_form]
    # An `.int` overload taking one int where the default one takes an
    # int[N] (resize's size: Kornia's Union[int, Tuple[int, int]], one int
    # naming one side): the argument is Union[int, List[int]], and the body
    # calls the operator with it refined by isinstance (TorchScript then
    # resolves the overload of that type).
    int_schema = packet.int._schema if "int" in packet.overloads() else None
    ints = [a for i, a in enumerate(args) if int_schema is not None and
            str(int_schema.arguments[i].type) == "int" and
            str(schema.arguments[i].type) == "List[int]"]
    for a in ints:
        a.annotation = "Union[int, List[int]]"
    # A list default (equalize_clahe's grid_size=[8, 8]) TorchScript refuses
    # as mutable: the parameter defaults to None, the body puts the list in.
    listed = [a for a in args if isinstance(a.default, list)]
    # The local keeps the argument's own type (canny's sigma: a list or a
    # tensor), so the helpers below take it as they take a bare argument.
    for a in listed:
        a.local_default, a.default = a.default, None
        a.local_annotation = a.annotation
        a.annotation = f"Optional[{a.annotation}]"
    lines = [f"def {name}(" + ", ".join(a.parameter() for a in args) + f") -> {_returns(schema)}:",
             f'    """{qualified}, as TorchScript compiles kornia_cpp\'s function."""']
    for a in listed:
        lines += [f"    {a.kornia}_: {a.local_annotation} = {_literal(a.local_default)}",
                  f"    if {a.kornia} is not None:",
                  f"        {a.kornia}_ = {a.kornia}"]
        a.kornia += "_"
        a.annotation = a.local_annotation

    def call(tensor_form):
        values = []
        for a in args:
            if a in union:
                kind = "tensor" if tensor_form else "host"
                helpers.add((kind, a.annotation))
                values.append(f"{_helper_name(kind, a.annotation)}({a.kornia})")
            else:
                values.append(a.kornia)
        # Keyword-only arguments of the schema (Kornia's `*, device, dtype`) by name.
        values = [f"{arg.name}={v}" if arg.kwarg_only else v
                  for arg, v in zip(schema.arguments, values)]
        return f"return {qualified}({', '.join(values)})"

    def mixed_call(tensors):
        values = []
        for a in args:
            if a in union:
                kind = "tensor" if a in tensors else "host"
                helpers.add((kind, a.annotation))
                values.append(f"{_helper_name(kind, a.annotation)}({a.kornia})")
            else:
                values.append(a.kornia)
        values = [f"{arg.name}={v}" if arg.kwarg_only else v
                  for arg, v in zip(schema.arguments, values)]
        return f"return {qualified}({', '.join(values)})"

    if union and _mixed(packet):
        for a in union:
            helpers.add(("is_tensor", a.annotation))
        for tensors in _subsets(union):
            test = " and ".join(f"{_helper_name('is_tensor', a.annotation)}({a.kornia})"
                                for a in tensors)
            lines += [f"    if {test}:", "        " + mixed_call(tensors)]
        lines.append("    " + mixed_call(()))
        return "\n".join(lines) + "\n"
    if union:
        for a in union:
            helpers.add(("is_tensor", a.annotation))
        test = " or ".join(f"{_helper_name('is_tensor', a.annotation)}({a.kornia})" for a in union)
        lines += [f"    if {test}:", "        " + call(True)]
    for a in ints:  # the int form first; the list form after (refined in the else)
        lines += [f"    if isinstance({a.kornia}, int):", "        " + call(False)]
    lines.append("    " + call(False))
    return "\n".join(lines) + "\n"


_HEADER = '''"""kornia_cpp's generated nn.Module classes (kornia_cpp/_modules.py wrote
this source at import from the library's descriptor index; it is no file)."""
import torch
from torch import Tensor
from typing import List, Optional, Tuple, Union

from kornia_cpp._modules import _repr, _set

'''


def module_source(classes, functions=()):
    """The generated module's source: classes is [(entry, packet)],
    functions [(name, packet)] (function_source)."""
    helpers = set()
    bodies = [class_source(entry, packet, helpers) for entry, packet in classes]
    bodies += [function_source(name, packet, helpers) for name, packet in functions]
    parts = [_HEADER, _STATISTIC]
    parts += [_helper_source(*h) for h in sorted(helpers)]
    parts += bodies
    return "\n\n".join(parts)


class _SourceLoader:
    """The generated module's loader: serves its source to linecache (and so
    to inspect) by the module's name."""

    def __init__(self, sources):
        self.sources = sources

    def get_source(self, name):
        return self.sources.get(name)


_LOADER = _SourceLoader({})


def load(classes, name="kornia_cpp._generated", filename=SOURCE_FILE, functions=()):
    """Generates, compiles and executes the classes (and the functions'
    TorchScript forms) as the module `name` (registered in sys.modules and in
    linecache under `filename`); returns the module."""
    source = module_source(classes, functions)
    module = _types.ModuleType(name, "kornia_cpp's generated nn.Module classes.")
    module.__file__ = filename
    module.__loader__ = _LOADER
    module.__spec__ = _machinery.ModuleSpec(name, _LOADER, origin=filename)
    module.__source__ = source
    _LOADER.sources[name] = source
    _linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    _sys.modules[name] = module
    exec(compile(source, filename, "exec"), module.__dict__)
    for class_name, methods in _METHODS.items():
        if class_name in module.__dict__:
            for method_name, method in methods.items():
                setattr(module.__dict__[class_name], method_name, method)
    for class_name, check in _INIT_CHECKS.items():
        if class_name in module.__dict__:
            _check_at_init(module.__dict__[class_name], check)
    return module


def _check_at_init(cls, check):
    """cls.__init__ followed by check(self): Kornia's construction-time
    checks (TorchScript compiles forward, never __init__). The unchecked
    constructor stays reachable as __init__.__wrapped__."""
    unchecked = cls.__init__

    def __init__(self, *args, **kwargs):
        unchecked(self, *args, **kwargs)
        check(self)

    __init__.__wrapped__ = unchecked
    __init__.__doc__ = unchecked.__doc__
    cls.__init__ = __init__


def _canny_thresholds(self):
    """Kornia's Canny checks its thresholds when it is made
    (_check_thresholds: low <= high, low > 0), not at its first call: the
    operator's own check, run on a 1 x 1 image with a 1 x 1 kernel (the
    image's checks pass, so the thresholds' is the one that can refuse)."""
    torch.ops.kornia_cpp.canny(torch.zeros(1, 1, 1, 1), float(self.low_threshold),
                               float(self.high_threshold), [1, 1], [1.0, 1.0])


# Kornia's checks at construction, by class: run after the generated
# __init__ (_check_at_init).
_INIT_CHECKS = {"Canny": _canny_thresholds}


# ------------------------------------------------ public methods beside forward

def _otsu_transform_input(self, x: Tensor, original_shape: Optional[torch.Size] = None):
    """Kornia's OtsuThreshold.transform_input: x as one row per plane (a
    tensor of at most two dims one row; three to five dims one row per plane
    of the last two), with x's shape (or original_shape); the rows the
    operator thresholds. Plain Python, outside forward (TorchScript does not
    compile it); more than five dims refused as the operator refuses them."""
    if original_shape is None:
        original_shape = x.shape
    dim = x.dim()
    if dim <= 2:
        return x.flatten().unsqueeze(0), original_shape
    if dim == 3:
        return x.flatten(start_dim=1), original_shape
    if dim <= 5:
        return x.reshape(-1, x.shape[-2], x.shape[-1]).flatten(start_dim=1), original_shape
    raise ValueError(f"otsu_threshold(): expected x of at most 5 dims, but got shape "
                     f"{list(x.shape)}")


# Kornia's public methods of a generated class besides forward, by class:
# set on the class after it is generated.
_METHODS = {"OtsuThreshold": {"transform_input": _otsu_transform_input}}


def module_class(entry, packet, name=None):
    """Kornia's class over one operator, generated on its own (a module of
    its own: e.g. over a planted operator, conformance/python_schema.py)."""
    module_name = name or f"kornia_cpp._generated_{entry['name']}"
    filename = SOURCE_FILE.replace("_generated.py", module_name.rpartition(".")[2] + ".py")
    module = load([(entry, packet)], module_name, filename)
    return getattr(module, entry["module"])


# ------------------------------------------------------------- ZCAWhitening

class ZCAWhitening(torch.nn.Module):
    """Kornia's kornia.enhance.ZCAWhitening, over torch.ops.kornia_cpp.zca_mean
    (fit) and torch.ops.kornia_cpp.linear_transform (forward).

    ZCAWhitening(dim=0, eps=1e-6, unbiased=True, detach_transforms=True,
    compute_inv=False); fit(x) computes the transform (buffers mean_vector,
    transform_matrix, transform_inv, persistent as Kornia's version 2),
    forward(x, include_fit=False) applies it, inverse_transform(x) undoes it.
    ZCAWhitening(dim, eps, unbiased)(x, include_fit=True) is
    kornia_cpp.enhance.zca_whiten(x, dim, unbiased, eps), bit for bit.
    Written by hand, not generated: no one op's class (two operators), with
    state and methods besides forward. Scriptable (fit as forward runs it is
    _fit, which returns nothing: TorchScript returns no module).
    """

    _version: int = 2
    dim: int
    eps: float
    unbiased: bool
    detach_transforms: bool
    compute_inv: bool
    fitted: bool
    mean_vector: Optional[Tensor]
    transform_matrix: Optional[Tensor]
    transform_inv: Optional[Tensor]

    def __init__(self, dim: int = 0, eps: float = 1e-6, unbiased: bool = True,
                 detach_transforms: bool = True, compute_inv: bool = False) -> None:
        super().__init__()
        self.dim = int(dim)
        self.eps = float(eps)
        self.unbiased = bool(unbiased)
        self.detach_transforms = bool(detach_transforms)
        self.compute_inv = bool(compute_inv)
        self.fitted = False
        self.register_buffer("mean_vector", None)
        self.register_buffer("transform_matrix", None)
        self.register_buffer("transform_inv", None)

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys,
                              unexpected_keys, error_msgs):
        # Kornia's rule: an unfitted module takes the saved fit's shape, dtype
        # and device; a checkpoint before version 2 (no fit saved) keeps ours.
        version = local_metadata.get("version")
        for name in ("mean_vector", "transform_matrix", "transform_inv"):
            key = prefix + name
            current = self._buffers[name]
            if key in state_dict:
                if current is None:
                    self._buffers[name] = torch.empty_like(state_dict[key])
            elif current is not None and (version is None or version < 2):
                state_dict[key] = current
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys,
                                      unexpected_keys, error_msgs)
        self.fitted = self.transform_matrix is not None

    def _fit(self, x: Tensor) -> None:
        transform, mean, inverse = torch.ops.kornia_cpp.zca_mean(
            x, self.dim, self.unbiased, self.eps, self.compute_inv)
        if inverse is None:
            inverse = transform.new_empty(0)
        if self.detach_transforms:
            mean = mean.detach()
            transform = transform.detach()
            inverse = inverse.detach()
        self.mean_vector = mean
        self.transform_matrix = transform
        self.transform_inv = inverse
        self.fitted = True

    @torch.jit.unused
    def fit(self, x: Tensor) -> "ZCAWhitening":
        """Computes the whitening transform of the data x; returns self."""
        self._fit(x)
        return self

    def forward(self, x: Tensor, include_fit: bool = False) -> Tensor:
        if include_fit:
            self._fit(x)
        transform, mean = self.transform_matrix, self.mean_vector
        if not self.fitted or transform is None or mean is None:
            raise RuntimeError("Needs to be fitted first before running. Please call fit or set "
                               "include_fit to True.")
        return torch.ops.kornia_cpp.linear_transform(x, transform, mean, self.dim)

    @torch.jit.export
    def inverse_transform(self, x: Tensor) -> Tensor:
        """Undoes the whitening (needs compute_inv=True at the fit)."""
        transform, mean, inverse = self.transform_matrix, self.mean_vector, self.transform_inv
        if not self.fitted or transform is None or mean is None:
            raise RuntimeError("Needs to be fitted first before running. Please call fit or set "
                               "include_fit to True.")
        if not self.compute_inv:
            raise RuntimeError("Did not compute inverse ZCA. Please set compute_inv to True")
        if inverse is None:
            raise TypeError("The transform inverse should be a torch.Tensor. Got None.")
        if x.dtype in (torch.float16, torch.bfloat16):
            # As Kornia: the transformed mean in float32 (Kornia also turns
            # autocast off around it; a scripted forward cannot, so here an
            # enclosing autocast region applies: docs/LIMITS.md).
            mean_inv = -mean.float().mm(transform.float())
        else:
            mean_inv = -mean.mm(transform)
        return torch.ops.kornia_cpp.linear_transform(x, inverse, mean_inv, self.dim)

    def extra_repr(self) -> str:
        return _repr(self, ("dim", "eps", "unbiased", "detach_transforms", "compute_inv"))


# ------------------------------------------------------------ Resize, Rescale

class Resize(torch.nn.Module):
    """Kornia's kornia.geometry.transform.Resize, over
    torch.ops.kornia_cpp.resize: Resize(size, interpolation="bilinear",
    align_corners=None, side="short", antialias=False)(input) is
    kornia_cpp.geometry.transform.resize(input, size, ...), bit for bit.
    Written by hand, not generated: `size` is Kornia's Union[int, Tuple[int,
    int]], one int the size of the side `side` names, which the operator's
    `.int` overload takes (the generated classes repeat one int for an
    int[2]). Scriptable: forward passes an int or a list, and the call
    resolves to the overload of that type."""

    size_list: List[int]
    one_side: bool
    interpolation: str
    align_corners: Optional[bool]
    side: str
    antialias: bool

    def __init__(self, size, interpolation: str = "bilinear",
                 align_corners: Optional[bool] = None, side: str = "short",
                 antialias: bool = False) -> None:
        super().__init__()
        self.size = size  # as given, as Kornia keeps it
        self.one_side = isinstance(size, int) and not isinstance(size, bool)
        self.size_list = [int(size)] if self.one_side else [int(v) for v in size]
        self.interpolation = interpolation
        self.align_corners = align_corners
        self.side = side
        self.antialias = antialias

    def forward(self, input: Tensor) -> Tensor:
        if self.one_side:
            return torch.ops.kornia_cpp.resize(input, self.size_list[0], self.interpolation,
                                               self.align_corners, self.side, self.antialias)
        return torch.ops.kornia_cpp.resize(input, self.size_list, self.interpolation,
                                           self.align_corners, self.side, self.antialias)

    def extra_repr(self) -> str:
        return _repr(self, ("size", "interpolation", "align_corners", "side", "antialias"))


class Rescale(torch.nn.Module):
    """Kornia's kornia.geometry.transform.Rescale, over
    torch.ops.kornia_cpp.rescale: Rescale(factor, interpolation="bilinear",
    align_corners=True, antialias=False). Written by hand, not generated:
    unlike the function (align_corners None), the class defaults
    align_corners to True and passes it for 'bilinear' and 'bicubic' only
    (None for the other modes, which refuse any value), as Kornia's forward.
    `factor` is one float (both sides) or (factor_h, factor_w); an int is
    refused, as Kornia's rescale refuses it. Scriptable."""

    factors: List[float]
    interpolation: str
    align_corners: Optional[bool]
    antialias: bool

    def __init__(self, factor, interpolation: str = "bilinear", align_corners: bool = True,
                 antialias: bool = False) -> None:
        super().__init__()
        if isinstance(factor, (int, bool)):
            raise TypeError(f"Rescale(): expected factor to be a float or a tuple of two floats, "
                            f"but got {type(factor).__name__}")
        self.factor = factor  # as given, as Kornia keeps it
        self.factors = [float(factor)] * 2 if isinstance(factor, float) else \
            [float(v) for v in factor]
        self.interpolation = interpolation
        self.align_corners = align_corners
        self.antialias = antialias

    def forward(self, input: Tensor) -> Tensor:
        align_corners: Optional[bool] = None
        if self.interpolation in ("linear", "bilinear", "bicubic", "trilinear"):
            align_corners = self.align_corners
        return torch.ops.kornia_cpp.rescale(input, self.factors, self.interpolation,
                                            align_corners, self.antialias)

    def extra_repr(self) -> str:
        return _repr(self, ("factor", "interpolation", "align_corners", "antialias"))

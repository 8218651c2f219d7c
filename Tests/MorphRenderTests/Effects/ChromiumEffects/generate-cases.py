#!/usr/bin/env python3
"""Writes cases.json: the scenes of the chromium-effects conformance suite.

Each case is a small scene (a 96 x 72 point canvas on white) described as a list of layers; the
suite builds it as display nodes, draws it with Morph's rasteriser and compares it with
Chromium's screenshot of Morph's HTML player page of the same scene (references/*.png, made by
regenerate.sh). Run this script only to change the cases; then run regenerate.sh.
"""
import json, itertools, os

cases = []

def layer(name, frame, parent=None, **attributes):
    entry = {"name": name, "frame": frame}
    if parent is not None:
        entry["parent"] = parent
    entry.update(attributes)
    return entry

def case(name, layers, masks=None):
    entry = {"name": name, "layers": layers}
    if masks:
        entry["masks"] = masks
    cases.append(entry)

root = lambda **extra: layer("root", [0, 0, 96, 72], background="#ffffffff", **extra)

# Shadows: offsets, radii, colours, opacities, corner radii and corner masks, on opaque cards.
offsets = [[0, 0], [0, 3], [4, 5], [-5, -3], [0, -3]]
radii = [0, 1, 2, 3, 5, 8, 12, 20]
colors = ["#000000ff", "#1e3cb4ff", "#c81e1eff"]
opacities = [0.25, 0.5, 1.0]
corner_radii = [0, 6, 16]
index = 0
for radius in radii:
    for offset in offsets:
        color = colors[index % 3]
        opacity = opacities[(index // 3) % 3]
        corner = corner_radii[(index // 2) % 3]
        card = layer("card", [24, 20, 48, 32], parent=0, background="#ffffffff", cornerRadius=corner,
                     shadow={"color": color, "opacity": opacity, "offset": offset, "radius": radius})
        case(f"shadow r{radius} offset {offset[0]},{offset[1]} corner {corner} {color} {opacity}", [root(), card])
        index += 1
for corners in [["topLeft", "topRight"], ["bottomRight"], ["topLeft", "bottomRight"]]:
    card = layer("card", [20, 16, 56, 40], parent=0, background="#f2f2f7ff", cornerRadius=14, maskedCorners=corners,
                 shadow={"color": "#000000ff", "opacity": 0.6, "offset": [0, 4], "radius": 6})
    case("shadow masked corners " + "+".join(corners), [root(), card])
case("shadow of a card that clips, outside its bounds",
     [root(), layer("card", [24, 20, 48, 32], parent=0, background="#ffffffff", cornerRadius=8, clips=True,
                    shadow={"color": "#000000ff", "opacity": 0.5, "offset": [0, 4], "radius": 6}),
      layer("overflow", [30, 10, 40, 40], parent=1, background="#3c78dcff")])
case("shadow on a coloured canvas",
     [layer("root", [0, 0, 96, 72], background="#dce6f0ff"),
      layer("card", [20, 18, 56, 36], parent=0, background="#ffffffff", cornerRadius=10,
            shadow={"color": "#000000ff", "opacity": 0.35, "offset": [0, 6], "radius": 10})])
case("shadows of two overlapping cards",
     [root(),
      layer("back", [14, 12, 44, 32], parent=0, background="#ffe0b4ff", cornerRadius=6,
            shadow={"color": "#000000ff", "opacity": 0.5, "offset": [2, 3], "radius": 4}),
      layer("front", [38, 28, 44, 32], parent=0, background="#b4dcffff", cornerRadius=6,
            shadow={"color": "#000000ff", "opacity": 0.5, "offset": [2, 3], "radius": 4})])

# Gradients.
linear_points = [([0.5, 0], [0.5, 1]), ([0, 0.5], [1, 0.5]), ([0, 0], [1, 1]), ([1, 0], [0, 1]),
                 ([0.2, 0.3], [0.7, 0.6]), ([0.5, 1], [0.5, 0])]
stop_sets = [
    (["#ff0000ff", "#0000ffff"], None),
    (["#003c78ff", "#ff006e00"], None),
    (["#ffcc00ff", "#ff3366ff", "#3366ffff"], [0, 0.3, 1]),
    (["#00c8a0ff", "#00c8a000", "#7800c8ff", "#ffffffff"], [0, 0.25, 0.6, 0.9]),
]
for (start, end), (colors_, locations) in itertools.product(linear_points, stop_sets):
    gradient = {"kind": "linear", "colors": colors_, "start": start, "end": end}
    if locations:
        gradient["locations"] = locations
    case(f"linear {start}->{end} {len(colors_)} stops",
         [root(), layer("gradient", [12, 10, 72, 52], parent=0, gradient=gradient, cornerRadius=(8 if len(colors_) == 3 else 0))])
radial_points = [([0.5, 0.5], [1, 1]), ([0.5, 0.5], [1, 0.5]), ([0.3, 0.4], [0.9, 1]), ([0, 0], [1, 1]), ([0.5, 0.5], [0.75, 0.9])]
for (start, end), (colors_, locations) in itertools.product(radial_points, stop_sets[:3]):
    gradient = {"kind": "radial", "colors": colors_, "start": start, "end": end}
    if locations:
        gradient["locations"] = locations
    case(f"radial {start}->{end} {len(colors_)} stops",
         [root(), layer("gradient", [12, 10, 72, 52], parent=0, gradient=gradient)])
conic_points = [([0.5, 0.5], [0.5, 0]), ([0.5, 0.5], [1, 0.5]), ([0.3, 0.6], [0.9, 0.1]), ([0.5, 0.5], [0.5, 1])]
for (start, end), (colors_, locations) in itertools.product(conic_points, [stop_sets[0], stop_sets[2], (["#ff0000ff", "#00ff00ff", "#0000ffff", "#ff0000ff"], None)]):
    gradient = {"kind": "conic", "colors": colors_, "start": start, "end": end}
    if locations:
        gradient["locations"] = locations
    case(f"conic {start}->{end} {len(colors_)} stops",
         [root(), layer("gradient", [12, 10, 72, 52], parent=0, gradient=gradient, cornerRadius=12)])
case("gradient over a background colour",
     [root(), layer("gradient", [12, 10, 72, 52], parent=0, background="#3c3c8cff", cornerRadius=10,
                    gradient={"kind": "linear", "colors": ["#ffffff00", "#ffffffcc"]})])

# Masks.
mask_shapes = [
    ("linear alpha ramp", {"name": "ramp", "frame": [0, 0, 72, 52], "gradient": {"kind": "linear", "colors": ["#000000ff", "#00000000"], "start": [0, 0.5], "end": [1, 0.5]}}),
    ("circle", {"name": "circle", "frame": [11, 1, 50, 50], "background": "#000000ff", "cornerRadius": 25}),
    ("half-transparent rectangle", {"name": "half", "frame": [8, 8, 40, 36], "background": "#00000080"}),
    ("radial spot", {"name": "spot", "frame": [0, 0, 72, 52], "gradient": {"kind": "radial", "colors": ["#000000ff", "#00000000"], "start": [0.5, 0.5], "end": [1, 1]}}),
]
contents = [
    ("photo-like block", lambda: [layer("masked", [12, 10, 72, 52], parent=0, background="#2e8b57ff")]),
    ("layer with sublayers", lambda: [layer("masked", [12, 10, 72, 52], parent=0, background="#ffd700ff"),
                                       layer("child", [10, 10, 30, 30], parent=1, background="#8b0000ff", cornerRadius=6)]),
    ("rounded gradient", lambda: [layer("masked", [12, 10, 72, 52], parent=0, cornerRadius=10,
                                        gradient={"kind": "linear", "colors": ["#ff6a00ff", "#ee0979ff"], "start": [0, 0], "end": [1, 1]})]),
    ("bordered", lambda: [layer("masked", [12, 10, 72, 52], parent=0, background="#87cefaff", borderWidth=4, borderColor="#00008bff")]),
]
for (mask_name, mask), (content_name, content) in itertools.product(mask_shapes, contents):
    layers = [root()] + content()
    layers[1]["mask"] = 0
    case(f"mask {mask_name} over {content_name}", layers, masks=[[mask]])
case("mask with its own sublayer",
     [root(), dict(layer("masked", [12, 10, 72, 52], parent=0, background="#4169e1ff"), mask=0)],
     masks=[[{"name": "maskRoot", "frame": [0, 0, 36, 52], "background": "#000000ff"},
             {"name": "maskChild", "frame": [40, 10, 30, 30], "parent": 0, "background": "#00000099", "cornerRadius": 15}]])

# Layer blurs.
for sigma in [1, 2, 3, 5, 8]:
    case(f"layer blur {sigma}", [root(), layer("blurred", [28, 20, 40, 32], parent=0, background="#0050c8ff", blur=sigma)])
    case(f"layer blur {sigma} of a rounded group",
         [root(), layer("blurred", [20, 14, 56, 44], parent=0, background="#ffc850ff", cornerRadius=10, blur=sigma),
          layer("child", [8, 8, 20, 20], parent=1, background="#a01e1eff")])
for sigma in [2, 6]:
    case(f"layer blur {sigma} of a gradient", [root(), layer("blurred", [16, 12, 64, 48], parent=0, blur=sigma,
                                                        gradient={"kind": "linear", "colors": ["#ff0000ff", "#0000ffff"], "start": [0, 0.5], "end": [1, 0.5]})])

# Backdrop blurs over stripes.
def stripes():
    colours = ["#e63946ff", "#f1c40fff", "#2a9d8fff", "#264653ff", "#8e44adff", "#ffffffff"]
    return [layer(f"stripe{i}", [i * 16, 0, 8, 72], parent=0, background=colours[i % len(colours)]) for i in range(6)]
for sigma, tint, corner in [(1, "#ffffff00", 0), (2, "#ffffff33", 0), (3, "#ffffff66", 8), (4, "#ffffff4d", 12),
                            (6, "#00000033", 0), (8, "#ffffff80", 16), (10, "#ffffff26", 6), (5, "#ffffff00", 20)]:
    layers = [root()] + stripes()
    layers.append(layer("sheet", [16, 14, 64, 44], parent=0, background=tint, cornerRadius=corner, backdropBlur=sigma))
    case(f"backdrop blur {sigma} tint {tint} corner {corner}", layers)
layers = [root()] + stripes()
layers.append(layer("sheet", [0, 36, 96, 36], parent=0, background="#ffffff59", backdropBlur=6))
layers.append(layer("label", [8, 8, 40, 16], parent=len(layers) - 1, background="#333333ff", cornerRadius=4))
case("backdrop blur sheet with content", layers)

# Combinations: group opacity, transforms, clipping.
case("shadow inside a translucent group",
     [root(), layer("group", [8, 8, 80, 56], parent=0, background="#ffffffff", alpha=0.6),
      layer("card", [16, 12, 48, 32], parent=1, background="#ffffffff", cornerRadius=8,
            shadow={"color": "#000000ff", "opacity": 0.8, "offset": [0, 3], "radius": 4})])
case("translucent shadowed card on a colour",
     [layer("root", [0, 0, 96, 72], background="#c8e6c8ff"),
      layer("card", [24, 20, 48, 32], parent=0, background="#ffffffff", cornerRadius=8, alpha=0.7,
            shadow={"color": "#000000ff", "opacity": 0.6, "offset": [2, 3], "radius": 3})])
for angle in [15, 45, -30]:
    case(f"shadow of a card rotated {angle}",
         [root(), layer("card", [28, 22, 40, 28], parent=0, background="#ffffffff", cornerRadius=6, rotate=angle,
                        shadow={"color": "#000000ff", "opacity": 0.6, "offset": [0, 3], "radius": 3})])
    case(f"gradient rotated {angle}",
         [root(), layer("gradient", [20, 16, 56, 40], parent=0, rotate=angle,
                        gradient={"kind": "linear", "colors": ["#ff8c00ff", "#8a2be2ff"], "start": [0, 0], "end": [1, 1]})])
case("scaled shadow", [root(), layer("card", [32, 24, 32, 24], parent=0, background="#ffffffff", cornerRadius=4, scale=1.5,
                                     shadow={"color": "#000000ff", "opacity": 0.6, "offset": [0, 2], "radius": 3})])
case("scaled radial gradient", [root(), layer("gradient", [28, 20, 40, 32], parent=0, scale=1.5,
                                              gradient={"kind": "radial", "colors": ["#ffff00ff", "#ff000000"], "start": [0.5, 0.5], "end": [1, 1]})])
case("shadow clipped by a parent",
     [root(), layer("clip", [10, 10, 60, 40], parent=0, background="#f0f0f0ff", clips=True),
      layer("card", [20, 14, 48, 32], parent=1, background="#ffffffff", cornerRadius=6,
            shadow={"color": "#000000ff", "opacity": 0.7, "offset": [4, 4], "radius": 4})])
case("gradient in a rounded clip",
     [root(), layer("clip", [10, 8, 76, 56], parent=0, cornerRadius=20, clips=True, background="#000000ff"),
      layer("gradient", [-10, -10, 100, 80], parent=1, gradient={"kind": "conic", "colors": ["#00ffffff", "#ff00ffff", "#ffff00ff", "#00ffffff"], "start": [0.5, 0.5], "end": [0.5, 0]})])
case("translucent gradient group",
     [root(), layer("gradient", [12, 10, 72, 52], parent=0, alpha=0.5, cornerRadius=8,
                    gradient={"kind": "linear", "colors": ["#ff0000ff", "#0000ffff"], "start": [0, 0.5], "end": [1, 0.5]}),
      layer("child", [20, 14, 30, 24], parent=1, background="#00ff00ff")])
case("masked and translucent",
     [root(), dict(layer("masked", [12, 10, 72, 52], parent=0, background="#8b008bff", alpha=0.6), mask=0)],
     masks=[[{"name": "circle", "frame": [11, 1, 50, 50], "background": "#000000ff", "cornerRadius": 25}]])
case("blurred and translucent", [root(), layer("blurred", [24, 16, 48, 40], parent=0, background="#006400ff", alpha=0.5, blur=3)])
case("backdrop blur over a gradient",
     [root(), layer("gradient", [0, 0, 96, 72], parent=0, gradient={"kind": "linear", "colors": ["#ff0000ff", "#0000ffff"], "start": [0, 0], "end": [1, 0]}),
      layer("sheet", [20, 16, 56, 40], parent=0, background="#ffffff33", cornerRadius=10, backdropBlur=5)])
case("shadowed card with a gradient",
     [layer("root", [0, 0, 96, 72], background="#eef0f4ff"),
      layer("card", [18, 14, 60, 44], parent=0, cornerRadius=10, background="#ffffffff",
            gradient={"kind": "linear", "colors": ["#ffffffff", "#dfe7ffff"]},
            shadow={"color": "#0a1e50ff", "opacity": 0.4, "offset": [0, 5], "radius": 7})])

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
with open(path, "w") as output:
    json.dump({"canvas": [96, 72], "scales": [1, 2], "cases": cases}, output, indent=1)
    output.write("\n")
print(len(cases), "cases")

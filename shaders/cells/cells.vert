// Slot/box cells of both slides as ONE instanced draw (SR7's slot engine on the GPU). Each instance is a
// cell of the outgoing or incoming slide with its own offset, rotation, scale and opacity (computed per
// frame on the CPU from the resolved TransitionSpec, so gsap's eases apply exactly); the side's 3D face
// matrix (identity unless d3) and perspective are applied here, before the divide.
in vec2 aPosition;   // unit-quad corner, 0..1
in vec4 aCell;       // cell rect in canvas uv: x, y, w, h
in vec4 aMove;       // offset x, y (px), rotation (rad), opacity
in vec4 aScale;      // sx, sy, side (0 out, 1 in), mask (1 = content clipped to the cell)
in vec2 aTrail;      // motion-blur shutter displacement (px): where the cell moved over the shutter

uniform vec2 uCanvas;
uniform mat4 uFaceOut;
uniform mat4 uFaceIn;
uniform float uPerspective;
uniform vec2 uHidden;  // 1 = that side's face is turned away and not drawn (out, in)

out vec2 vLocal;        // content coordinate inside the cell, 0..1 where the cell's texels are
flat out vec4 vCell;
flat out float vSide;
flat out float vAlpha;
flat out vec2 vTrail;   // shutter displacement in content units
flat out float vTaps;   // trail taps: one per 3 px of the cell's displacement over the shutter, 1..8

vec2 safeScale(vec2 s) {
  return sign(s + 1e-9) * max(abs(s), vec2(1e-4));
}

void main() {
  vec2 size = aCell.zw * uCanvas;
  vec2 origin = aCell.xy * uCanvas;
  vec2 centre = origin + size * 0.5 + aMove.xy;
  float c = cos(aMove.z);
  float s = sin(aMove.z);
  mat2 rotation = mat2(c, s, -s, c);
  mat2 unrotation = mat2(c, -s, s, c);
  vec2 scale = safeScale(aScale.xy);
  vec2 trail = (unrotation * aTrail) / (scale * size);
  bool masked = aScale.w > 0.5;

  vec2 world;
  if (masked) {
    // The window stays on the cell; the content moves inside it. The inverse map is affine, so
    // interpolating it per vertex is exact.
    world = origin + aPosition * size;
    vLocal = (unrotation * (world - centre)) / (scale * size) + 0.5;
  } else {
    // The quad carries the content; stretched backwards over the shutter so the trail has pixels.
    vec2 lo = min(vec2(0.0), -trail);
    vec2 hi = max(vec2(1.0), vec2(1.0) - trail);
    vLocal = mix(lo, hi, aPosition);
    world = centre + rotation * ((vLocal - 0.5) * scale * size);
  }

  bool incoming = aScale.z > 0.5;
  mat4 face = incoming ? uFaceIn : uFaceOut;
  float hidden = incoming ? uHidden.y : uHidden.x;
  vec4 p = face * vec4(world - uCanvas * 0.5, 0.0, 1.0);
  float w = (uPerspective - p.z) / uPerspective;
  gl_Position = hidden > 0.5 ? vec4(0.0, 0.0, 0.0, 1.0) : vec4(p.x / (uCanvas.x * 0.5), -p.y / (uCanvas.y * 0.5), 0.0, w);

  vCell = aCell;
  vSide = aScale.z;
  vAlpha = clamp(aMove.w, 0.0, 1.0);
  vTrail = trail;
  // A short trail needs few taps: 8 over a 2 px move sample the same texels 4 times (software GL pays per tap).
  vTaps = clamp(ceil(length(aTrail) / 3.0) + 1.0, 1.0, 8.0);
}

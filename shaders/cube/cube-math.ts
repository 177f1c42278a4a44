/**
 * 3D family (SR7 `d3{}`: cube, incube, fly, turn). The two slides are planar faces; each face gets one
 * 4×4 matrix per frame (column-major, px, origin at the canvas centre, y down, z towards the viewer)
 * that the cells vertex shader applies before its perspective divide — so a 3D transition, with or
 * without slot cells on its faces, is still one instanced draw call.
 */
import type { D3Spec } from '../../engine/transition/spec.ts';

export type Mat4 = Float32Array;

export const identity = (): Mat4 => new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

export function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Float32Array(16);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += (a[k * 4 + row] ?? 0) * (b[col * 4 + k] ?? 0);
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

export const translate = (x: number, y: number, z: number): Mat4 =>
  new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]);

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Rotation about the vertical axis: positive swings the right edge away from the viewer. */
export function rotateY(deg: number): Mat4 {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return new Float32Array([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]);
}

/** Rotation about the horizontal axis: positive swings the bottom edge away from the viewer. */
export function rotateX(deg: number): Mat4 {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return new Float32Array([1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1]);
}

export function rotateZ(deg: number): Mat4 {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return new Float32Array([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
}

const chain = (...ms: Mat4[]): Mat4 => ms.reduce((acc, m) => multiply(acc, m), identity());

export function transformPoint(m: Mat4, x: number, y: number, z: number): [number, number, number] {
  const at = (i: number) => m[i] ?? 0;
  return [
    at(0) * x + at(4) * y + at(8) * z + at(12),
    at(1) * x + at(5) * y + at(9) * z + at(13),
    at(2) * x + at(6) * y + at(10) * z + at(14),
  ];
}

export interface Face {
  readonly matrix: Mat4;
  /** False when the face's back points at the camera (rotated beyond 90°): it is not drawn. */
  readonly visible: boolean;
  /** Shade amount 0..1 (mixed towards the shadow colour). */
  readonly shade: number;
  /** Depth of the face centre (more negative = farther), for back-to-front ordering. */
  readonly depth: number;
}

export interface Faces {
  readonly out: Face;
  readonly in: Face;
}

/** Camera-facing test: the camera sits at (0, 0, perspective) looking down −z. */
function face(matrix: Mat4, perspective: number, turned: number, shadow: D3Spec['shadow']): Face {
  const [cx, cy, cz] = transformPoint(matrix, 0, 0, 0);
  const [nx, ny, nz] = transformPoint(matrix, 0, 0, 1);
  const normal = [nx - cx, ny - cy, nz - cz] as const;
  const toCamera = [-cx, -cy, perspective - cz] as const;
  const facing = normal[0] * toCamera[0] + normal[1] * toCamera[1] + normal[2] * toCamera[2];
  const shade = shadow ? shadow.min + (shadow.max - shadow.min) * Math.abs(Math.sin(rad(turned))) : 0;
  return { matrix, visible: facing > 1e-6, shade, depth: cz };
}

/**
 * Face matrices at eased progress `p` for a canvas of `width`×`height` px, moving in `direction`
 * (+1: the incoming slide arrives from the right / bottom).
 */
export function facesAt(spec: D3Spec, p: number, width: number, height: number, direction: 1 | -1): Faces {
  const horizontal = spec.axis === 'horizontal';
  const rotate = horizontal ? rotateY : rotateX;
  // Positive rotations push the right (rotateY) or bottom (rotateX) edge back, so with sign = direction the
  // incoming face arrives from the right / bottom when moving forward.
  const sign = direction;
  const half = (horizontal ? width : height) / 2;
  const arc = Math.sin(Math.PI * p);
  const recede = translate(0, 0, -spec.depth * arc);
  const tilt = (horizontal ? rotateX : rotateY)(spec.tilt * arc);
  const room = (m: Mat4) => chain(recede, tilt, m);
  const { perspective, shadow } = spec;
  switch (spec.kind) {
    case 'cube':
    case 'incube': {
      // cube: faces on the outside of a cube centred behind the canvas; incube: on the inside of one in front.
      const inside = spec.kind === 'incube';
      const centre = inside ? half : -half;
      const about = (deg: number) => chain(translate(0, 0, centre), rotate(deg), translate(0, 0, -centre));
      const turn = (inside ? 1 : -1) * 90 * sign;
      const outAngle = turn * p;
      const inAngle = turn * (p - 1);
      return {
        out: face(room(about(outAngle)), perspective, outAngle, shadow),
        in: face(room(about(inAngle)), perspective, inAngle, shadow),
      };
    }
    case 'fly': {
      const span = horizontal ? width : height;
      const shift = (d: number) => (horizontal ? translate(d, 0, 0) : translate(0, d, 0));
      const outAngle = -60 * sign * p;
      const inAngle = 60 * sign * (1 - p);
      return {
        out: face(room(chain(shift(-direction * span * spec.flyOut * p), rotate(outAngle), rotateZ(spec.flyRoll * p))), perspective, outAngle, shadow),
        in: face(room(chain(shift(direction * span * spec.flyIn * (1 - p)), rotate(inAngle), rotateZ(-spec.flyRoll * (1 - p)))), perspective, inAngle, shadow),
      };
    }
    case 'turn': {
      // The outgoing slide swings away on its leading edge's hinge like a door; the incoming one waits flat.
      const hingeAt = -direction * half;
      const hinge = horizontal
        ? (m: Mat4) => chain(translate(hingeAt, 0, 0), m, translate(-hingeAt, 0, 0))
        : (m: Mat4) => chain(translate(0, hingeAt, 0), m, translate(0, -hingeAt, 0));
      // It swings until it is edge-on as the camera sees it (beyond 90° by the angle the camera looks at
      // the hinge from) and one degree more, so the last frame hides it as a back face.
      const edgeOn = 90 + (Math.atan(half / perspective) * 180) / Math.PI + 1;
      const outAngle = edgeOn * sign * p;
      return {
        out: face(hinge(rotate(outAngle)), perspective, outAngle, shadow),
        in: face(identity(), perspective, 0, null),
      };
    }
  }
}

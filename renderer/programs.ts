import { Buffer, BufferUsage, Geometry, Mesh, MeshGeometry, Shader, Texture, UniformGroup, type Container } from 'pixi.js';
import { CELL_ATTRIBUTES, CELL_FLOATS, cellsSource, type CellsUniforms } from '../shaders/cells/cells.ts';
import { featureKey, type FeatureUniforms, type ProgramFeatures } from '../shaders/common/features.ts';
import { fadeSource, type FadeUniforms } from '../shaders/fade/fade.ts';
import { identity } from '../shaders/cube/cube-math.ts';
import { NEUTRAL_FILTER } from '../shaders/filter/filter.ts';

/**
 * The GPU programs of the backdrop. Each feature combination (shaders/common/features.ts) is compiled
 * once, on first use, and reused by every later transition (DESIGN.md: "GlPrograms are built once").
 * Exactly one mesh is visible at a time, so a frame is one draw call: a fade quad, or the instanced
 * cells mesh (all cell variants share one instance buffer).
 */

type AnyMesh = Mesh<Geometry, Shader>;

/** A compiled program and its uniforms, typed beside their GLSL (shaders/fade, shaders/cells, shaders/common). */
export interface Program<U = FadeUniforms> {
  readonly mesh: AnyMesh;
  readonly uniforms: U;
}

export interface CellsProgram extends Program<CellsUniforms> {
  /** A buffer for at least `count` instances (grown as needed, never per frame). */
  reserve(count: number): Float32Array;
  /** Uploads the first `count` instances and draws that many. */
  commit(count: number): void;
}

export interface Programs {
  fade(features: ProgramFeatures): Program;
  cells(features: ProgramFeatures): CellsProgram;
  /** Shows only `mesh` (or nothing). */
  only(mesh: AnyMesh | null): void;
  bindTextures(from: Texture, to: Texture): void;
  /** The bound textures' widths in texels (out, in) where they have a mip chain, 0 where not (a video frame). */
  mipWidths(): readonly [number, number];
  /** How many programs have been compiled (the bench reports it). */
  compiled(): number;
  destroy(): void;
}

export const PLAIN: ProgramFeatures = { pan: false, filter: false, blur: false, mipBlur: false, place: false, shade: false, trail: false };

const IDENTITY3 = () => new Float32Array([1, 0, 0, 0, 1, 0, 0, 0, 1]);

/** Every uniform a program of these features declares (Pixi skips the ones a variant compiled out). */
function uniformsFor(kind: 'fade' | 'cells', f: ProgramFeatures) {
  return {
    ...(kind === 'fade'
      ? {
          uAlphaOut: { value: 1, type: 'f32' as const },
          uAlphaIn: { value: 1, type: 'f32' as const },
          uOutOnTop: { value: 0, type: 'f32' as const },
        }
      : {
          uCanvas: { value: new Float32Array([1, 1]), type: 'vec2<f32>' as const },
          uFaceOut: { value: identity(), type: 'mat4x4<f32>' as const },
          uFaceIn: { value: identity(), type: 'mat4x4<f32>' as const },
          uPerspective: { value: 1e6, type: 'f32' as const },
          uHidden: { value: new Float32Array(2), type: 'vec2<f32>' as const },
        }),
    ...(f.pan
      ? {
          uUvOut: { value: IDENTITY3(), type: 'mat3x3<f32>' as const },
          uUvIn: { value: IDENTITY3(), type: 'mat3x3<f32>' as const },
        }
      : {}),
    ...(f.filter
      ? {
          uFilterOut: { value: new Float32Array(NEUTRAL_FILTER.matrix), type: 'mat4x4<f32>' as const },
          uFilterOffsetOut: { value: new Float32Array(4), type: 'vec4<f32>' as const },
          uFilterIn: { value: new Float32Array(NEUTRAL_FILTER.matrix), type: 'mat4x4<f32>' as const },
          uFilterOffsetIn: { value: new Float32Array(4), type: 'vec4<f32>' as const },
        }
      : {}),
    ...(f.blur
      ? {
          uBlurOut: { value: new Float32Array(2), type: 'vec2<f32>' as const },
          uBlurIn: { value: new Float32Array(2), type: 'vec2<f32>' as const },
          // The mip level the blur samples per side, -1 without a mip chain (filter-math.ts blurLod).
          uBlurLod: { value: new Float32Array([-1, -1]), type: 'vec2<f32>' as const },
        }
      : {}),
    ...(f.place
      ? {
          uPlaceOut: { value: new Float32Array([1, 1, 0, 0]), type: 'vec4<f32>' as const },
          uPlaceIn: { value: new Float32Array([1, 1, 0, 0]), type: 'vec4<f32>' as const },
        }
      : {}),
    ...(f.shade
      ? {
          uShadeOut: { value: new Float32Array(4), type: 'vec4<f32>' as const },
          uShadeIn: { value: new Float32Array(4), type: 'vec4<f32>' as const },
        }
      : {}),
  };
}

/**
 * Pixi keeps a group's values in an untyped record; uniformsFor() above builds it from the same names the uniform types
 * declare (FadeUniforms, CellsUniforms): the one place the two meet.
 */
const typed = <U>(group: UniformGroup): U => group.uniforms as unknown as U;

function shaderFor(name: string, source: { vertex: string; fragment: string }, uniforms: UniformGroup): Shader {
  return Shader.from({
    gl: { vertex: source.vertex, fragment: source.fragment, name },
    resources: { uniforms, uFrom: Texture.WHITE.source, uTo: Texture.WHITE.source },
  });
}

export function createPrograms(stage: Container): Programs {
  const meshes: AnyMesh[] = [];
  const shaders: Shader[] = [];
  const fades = new Map<string, Program>();
  const cellVariants = new Map<string, CellsProgram>();
  let textures: [Texture, Texture] = [Texture.WHITE, Texture.WHITE];

  const applyTextures = (shader: Shader) => {
    shader.resources['uFrom'] = textures[0].source;
    shader.resources['uTo'] = textures[1].source;
  };
  // A texture's width in texels where it has a mip chain (the cheap blur, filter-math.ts blurLod), else 0.
  const mipWidth = (texture: Texture) => (texture.source.autoGenerateMipmaps ? texture.source.pixelWidth : 0);
  const widths: [number, number] = [0, 0];
  const register = (mesh: AnyMesh, shader: Shader) => {
    applyTextures(shader);
    mesh.visible = false;
    meshes.push(mesh);
    shaders.push(shader);
    stage.addChild(mesh);
  };

  const quadGeometry = new MeshGeometry({
    positions: new Float32Array([-1, -1, 1, -1, 1, 1, -1, 1]),
    // Clip space has y up, textures y down.
    uvs: new Float32Array([0, 1, 1, 1, 1, 0, 0, 0]),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });

  let data = new Float32Array(CELL_FLOATS * 64);
  const instances = new Buffer({ data, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
  const stride = CELL_FLOATS * 4;
  const attributes: Record<string, { buffer: Buffer; format: 'float32x2' | 'float32x4'; instance?: boolean; stride?: number; offset?: number }> = {
    aPosition: { buffer: new Buffer({ data: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]), usage: BufferUsage.VERTEX }), format: 'float32x2' },
  };
  for (const a of CELL_ATTRIBUTES) {
    attributes[a.name] = { buffer: instances, format: a.size === 4 ? 'float32x4' : 'float32x2', instance: true, stride, offset: a.offset * 4 };
  }
  const cellGeometry = new Geometry({ attributes, indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]), instanceCount: 1 });

  return {
    fade(features) {
      const key = featureKey(features);
      let program = fades.get(key);
      if (!program) {
        const group = new UniformGroup(uniformsFor('fade', features));
        const shader = shaderFor(`strata-fade-${key}`, fadeSource(features), group);
        const mesh: AnyMesh = new Mesh<Geometry, Shader>({ geometry: quadGeometry, shader });
        register(mesh, shader);
        program = { mesh, uniforms: typed<FadeUniforms>(group) };
        fades.set(key, program);
      }
      return program;
    },
    cells(features) {
      const key = featureKey(features);
      let program = cellVariants.get(key);
      if (!program) {
        const group = new UniformGroup(uniformsFor('cells', features));
        const shader = shaderFor(`strata-cells-${key}`, cellsSource(features), group);
        const mesh: AnyMesh = new Mesh<Geometry, Shader>({ geometry: cellGeometry, shader });
        register(mesh, shader);
        program = {
          mesh,
          uniforms: typed<CellsUniforms>(group),
          reserve(count) {
            if (data.length < count * CELL_FLOATS) {
              data = new Float32Array(Math.max(count, (data.length / CELL_FLOATS) * 2) * CELL_FLOATS);
              instances.data = data;
            }
            return data;
          },
          commit(count) {
            instances.update(count * stride);
            cellGeometry.instanceCount = count;
          },
        };
        cellVariants.set(key, program);
      }
      return program;
    },
    only(mesh) {
      for (const m of meshes) m.visible = m === mesh;
    },
    bindTextures(from, to) {
      textures = [from, to];
      widths[0] = mipWidth(from);
      widths[1] = mipWidth(to);
      for (const shader of shaders) applyTextures(shader);
    },
    mipWidths: () => widths,
    compiled: () => shaders.length,
    destroy() {
      for (const m of meshes) m.destroy();
      for (const shader of shaders) shader.destroy();
      quadGeometry.destroy(true);
      cellGeometry.destroy(true);
      meshes.length = 0;
      shaders.length = 0;
    },
  };
}

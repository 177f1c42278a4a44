import { Buffer, BufferUsage, Geometry, Mesh, MeshGeometry, Shader, Texture, UniformGroup, type Container } from 'pixi.js';
import { CELL_ATTRIBUTES, CELL_FLOATS, cellsSource } from '../shaders/cells/cells.ts';
import { fadeFilteredSource, fadeSource } from '../shaders/fade/fade.ts';
import { identity } from '../shaders/cube/cube-math.ts';
import { NEUTRAL_FILTER } from '../shaders/filter/filter.ts';

/**
 * The GPU programs of the backdrop, built once per stage and reused by every transition (DESIGN.md:
 * "GlPrograms are built once"). Exactly one mesh is visible at a time, so a frame is one draw call:
 * the fade quad, the filtered fade quad, or the instanced cells mesh.
 */

type AnyMesh = Mesh<Geometry, Shader>;

const IDENTITY3 = () => new Float32Array([1, 0, 0, 0, 1, 0, 0, 0, 1]);

export interface Programs {
  readonly fade: QuadProgram;
  readonly fadeFiltered: QuadProgram;
  readonly cells: CellsProgram;
  /** Shows only `mesh` (or nothing). */
  only(mesh: AnyMesh | null): void;
  bindTextures(from: Texture, to: Texture): void;
  destroy(): void;
}

export interface QuadProgram {
  readonly mesh: AnyMesh;
  readonly shader: Shader;
  readonly uniforms: Record<string, unknown>;
}

export interface CellsProgram {
  readonly mesh: AnyMesh;
  readonly shader: Shader;
  readonly uniforms: Record<string, unknown>;
  /** A buffer for at least `count` instances (grown as needed, never per frame). */
  reserve(count: number): Float32Array;
  /** Uploads the first `count` instances and draws that many. */
  commit(count: number): void;
}

const sideUniforms = () => ({
  uUvOut: { value: IDENTITY3(), type: 'mat3x3<f32>' as const },
  uUvIn: { value: IDENTITY3(), type: 'mat3x3<f32>' as const },
});

const filterUniforms = () => ({
  uFilterOut: { value: new Float32Array(NEUTRAL_FILTER.matrix), type: 'mat4x4<f32>' as const },
  uFilterOffsetOut: { value: new Float32Array(4), type: 'vec4<f32>' as const },
  uBlurOut: { value: new Float32Array(2), type: 'vec2<f32>' as const },
  uFilterIn: { value: new Float32Array(NEUTRAL_FILTER.matrix), type: 'mat4x4<f32>' as const },
  uFilterOffsetIn: { value: new Float32Array(4), type: 'vec4<f32>' as const },
  uBlurIn: { value: new Float32Array(2), type: 'vec2<f32>' as const },
});

function quad(stage: Container, name: string, source: { vertex: string; fragment: string }, filtered: boolean): QuadProgram {
  const group = new UniformGroup({
    uAlphaOut: { value: 1, type: 'f32' as const },
    uAlphaIn: { value: 1, type: 'f32' as const },
    uOutOnTop: { value: 0, type: 'f32' as const },
    ...sideUniforms(),
    ...(filtered ? filterUniforms() : {}),
  });
  const shader = Shader.from({
    gl: { vertex: source.vertex, fragment: source.fragment, name },
    resources: { uniforms: group, uFrom: Texture.WHITE.source, uTo: Texture.WHITE.source },
  });
  const geometry = new MeshGeometry({
    positions: new Float32Array([-1, -1, 1, -1, 1, 1, -1, 1]),
    // Clip space has y up, textures y down.
    uvs: new Float32Array([0, 1, 1, 1, 1, 0, 0, 0]),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
  const mesh: AnyMesh = new Mesh<Geometry, Shader>({ geometry, shader });
  stage.addChild(mesh);
  return { mesh, shader, uniforms: group.uniforms as Record<string, unknown> };
}

function cells(stage: Container): CellsProgram {
  const group = new UniformGroup({
    uCanvas: { value: new Float32Array([1, 1]), type: 'vec2<f32>' as const },
    uFaceOut: { value: identity(), type: 'mat4x4<f32>' as const },
    uFaceIn: { value: identity(), type: 'mat4x4<f32>' as const },
    uPerspective: { value: 1e6, type: 'f32' as const },
    uHidden: { value: new Float32Array(2), type: 'vec2<f32>' as const },
    uShadeOut: { value: new Float32Array(4), type: 'vec4<f32>' as const },
    uShadeIn: { value: new Float32Array(4), type: 'vec4<f32>' as const },
    ...sideUniforms(),
    ...filterUniforms(),
  });
  const shader = Shader.from({
    gl: { vertex: cellsSource.vertex, fragment: cellsSource.fragment, name: 'strata-cells' },
    resources: { uniforms: group, uFrom: Texture.WHITE.source, uTo: Texture.WHITE.source },
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
  const geometry = new Geometry({ attributes, indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]), instanceCount: 1 });
  const mesh: AnyMesh = new Mesh<Geometry, Shader>({ geometry, shader });
  stage.addChild(mesh);
  return {
    mesh,
    shader,
    uniforms: group.uniforms as Record<string, unknown>,
    reserve(count) {
      if (data.length < count * CELL_FLOATS) {
        data = new Float32Array(Math.max(count, (data.length / CELL_FLOATS) * 2) * CELL_FLOATS);
        instances.data = data;
      }
      return data;
    },
    commit(count) {
      instances.update(count * stride);
      geometry.instanceCount = count;
    },
  };
}

export function createPrograms(stage: Container): Programs {
  const fade = quad(stage, 'strata-fade', fadeSource, false);
  const fadeFiltered = quad(stage, 'strata-fade-filtered', fadeFilteredSource, true);
  const cellsProgram = cells(stage);
  const meshes = [fade.mesh, fadeFiltered.mesh, cellsProgram.mesh];
  const shaders = [fade.shader, fadeFiltered.shader, cellsProgram.shader];
  return {
    fade,
    fadeFiltered,
    cells: cellsProgram,
    only(mesh) {
      for (const m of meshes) m.visible = m === mesh;
    },
    bindTextures(from, to) {
      for (const shader of shaders) {
        shader.resources['uFrom'] = from.source;
        shader.resources['uTo'] = to.source;
      }
    },
    destroy() {
      for (const m of meshes) {
        m.geometry.destroy(true);
        m.destroy();
      }
      for (const shader of shaders) shader.destroy();
    },
  };
}

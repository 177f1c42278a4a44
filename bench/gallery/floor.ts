import { Container, Mesh, MeshGeometry, Shader, UniformGroup, type Texture } from 'pixi.js';
import vertex from '../../shaders/common/fullscreen.vert?raw';

/**
 * The floor the transition bench compares against: the same two slide textures drawn by the barest
 * one-pass Pixi shader (a mix by progress). Whatever Strata spends above this per frame is overhead.
 */
const fragment = `#version 300 es
in vec2 vUV;
out vec4 finalColor;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
void main() {
  finalColor = mix(texture(uFrom, vUV), texture(uTo, vUV), uProgress);
}`;

export interface Floor {
  readonly stage: Container;
  setProgress(p: number): void;
  destroy(): void;
}

export function createFloor(from: Texture, to: Texture): Floor {
  const uniforms = new UniformGroup({ uProgress: { value: 0, type: 'f32' } });
  const shader = Shader.from({
    gl: { vertex, fragment, name: 'strata-bench-floor' },
    resources: { uniforms, uFrom: from.source, uTo: to.source },
  });
  const geometry = new MeshGeometry({
    positions: new Float32Array([-1, -1, 1, -1, 1, 1, -1, 1]),
    uvs: new Float32Array([0, 1, 1, 1, 1, 0, 0, 0]),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
  const stage = new Container();
  stage.addChild(new Mesh({ geometry, shader }));
  return {
    stage,
    setProgress(p) {
      uniforms.uniforms.uProgress = p;
    },
    destroy() {
      stage.destroy({ children: true });
      shader.destroy();
      geometry.destroy();
    },
  };
}

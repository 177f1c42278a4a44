// A full-stage quad given directly in clip space: the transition covers the whole canvas, so no
// projection or world matrices are needed.
in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;

void main() {
  gl_Position = vec4(aPosition, 0.0, 1.0);
  vUV = aUV;
}

// Prelude of the fade program without filters: plain texture reads.
uniform sampler2D uFrom;
uniform sampler2D uTo;

vec4 sampleOut(vec2 uv) {
  return texture(uFrom, uv);
}

vec4 sampleIn(vec2 uv) {
  return texture(uTo, uv);
}

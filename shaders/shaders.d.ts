declare module '*.frag?raw' {
  const source: string;
  export default source;
}
declare module '*.vert?raw' {
  const source: string;
  export default source;
}
// GLSL chunks (no #version, no main) that programs concatenate before their own source.
declare module '*.glsl?raw' {
  const source: string;
  export default source;
}

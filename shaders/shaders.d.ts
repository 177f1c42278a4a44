declare module '*.frag?raw' {
  const source: string;
  export default source;
}
declare module '*.vert?raw' {
  const source: string;
  export default source;
}

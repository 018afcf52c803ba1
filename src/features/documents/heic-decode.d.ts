// heic-decode ships no types: the one call this feature makes.
declare module 'heic-decode' {
  const decode: (input: {
    buffer: Uint8Array | ArrayBuffer
  }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>
  export default decode
}

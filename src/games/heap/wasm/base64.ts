/**
 * The bytes of a base64 text (whitespace ignored), as the generated binaries.ts stores modules:
 * Node's Buffer where there is one (native, no cold JavaScript loop), else atob.
 */
export function decodeBase64(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  const buffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): Uint8Array } }).Buffer;
  if (buffer) return new Uint8Array(buffer.from(compact, 'base64'));
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

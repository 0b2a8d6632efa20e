import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './base64.js';
import { KERNEL_BINARIES, SIMD_PROBE } from './binaries.js';
import { kernelModule, simdProbeModule } from './kernels.js';
import { allKernelVariants, kernelVariant, variantName } from './variants.js';
import { requireWebAssembly } from './webAssembly.js';

const STALE = 'binaries.ts is out of date with kernels.ts: run `npm run kernels`';

describe('stored WebAssembly kernel modules', () => {
  it('are exactly what the generator assembles today, one per variant, each valid', () => {
    const variants = allKernelVariants();
    expect(Object.keys(KERNEL_BINARIES).sort(), STALE).toEqual(variants.map(variantName).sort());
    for (const variant of variants) {
      const stored = decodeBase64(KERNEL_BINARIES[variantName(variant)]);
      expect(Array.from(stored), `${variantName(variant)}: ${STALE}`).toEqual(Array.from(kernelModule(variant)));
      expect(requireWebAssembly().validate(stored), variantName(variant)).toBe(true);
    }
    expect(Array.from(decodeBase64(SIMD_PROBE)), STALE).toEqual(Array.from(simdProbeModule()));
  });

  it('cover every width and value range a sequence can reach, with and without moves leaving three heaps', () => {
    const largest = [0, 1, 63, 64, 127, 128, 255, 256, 511, 512, 1023, 1024, 65535, 65536, 2 ** 31];
    for (const maxValue of largest) {
      const width = maxValue < 256 ? 1 : maxValue < 65536 ? 2 : 4;
      for (const hasMulti of [false, true])
        expect(KERNEL_BINARIES[variantName(kernelVariant(width, maxValue, hasMulti))], `${maxValue} ${hasMulti}`).toBeDefined();
    }
  });
});

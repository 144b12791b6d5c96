// Certificate codes: the stored format, read back as typed, and never the same twice in practice.
import { describe, expect, it } from 'vitest';
import { IdFormats, certificateCodeOf } from '@confsys/domain';
import { newCertificateCode } from './codes';

describe('newCertificateCode', () => {
  it('makes codes of the stored format, which read back as themselves, in lower case too', () => {
    for (let at = 0; at < 200; at += 1) {
      const code = newCertificateCode();
      expect(code).toMatch(IdFormats.certificate);
      expect(certificateCodeOf(code.toLowerCase())).toBe(code);
    }
  });

  it('draws every character of the alphabet and repeats no code', () => {
    const codes = Array.from({ length: 2000 }, () => newCertificateCode());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('').replace(/-/g, '')).size).toBe(32);
  });
});

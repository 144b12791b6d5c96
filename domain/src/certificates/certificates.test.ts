// The certificates' texts, codes as typed, and the request's two shapes (a preview or applying one).
import { describe, expect, it } from 'vitest';
import { IdFormats } from '../ids';
import { checkRequest } from '../validation';
import { CertificatesRequestSchema, certificateCodeOf, certificateKey, certificateText, certificatesRequestMessage } from './certificates';

describe('certificateText', () => {
  it("says how many reviews a reviewer submitted and how many on time, and nothing of the papers", () => {
    expect(certificateText({ kind: 'reviewer', reviews: 3, onTime: 2 }, 'ICCS 2025')).toBe('served on the programme committee of ICCS 2025 as a reviewer and submitted 3 reviews, 2 of them on time.');
    expect(certificateText({ kind: 'reviewer', reviews: 2, onTime: 2 }, 'ICCS 2025')).toBe('served on the programme committee of ICCS 2025 as a reviewer and submitted 2 reviews, all on time.');
    expect(certificateText({ kind: 'reviewer', reviews: 1, onTime: 1 }, 'ICCS 2025')).toBe('served on the programme committee of ICCS 2025 as a reviewer and submitted 1 review, on time.');
    expect(certificateText({ kind: 'reviewer', reviews: 1, onTime: 0 }, 'ICCS 2025')).toBe('served on the programme committee of ICCS 2025 as a reviewer and submitted 1 review, 0 of them on time.');
  });

  it("names a presenter's paper and session, and an attendee's way of attending", () => {
    expect(certificateText({ kind: 'presenter', paperId: 'ICCS25-0042', title: 'Edge caching', session: 'Systems I' }, 'ICCS 2025')).toBe('presented the paper "Edge caching" (ICCS25-0042) at ICCS 2025, in the session "Systems I".');
    expect(certificateText({ kind: 'attendee', attendance: 'in-person' }, 'ICCS 2025')).toBe('attended ICCS 2025 (in person).');
  });
});

describe('certificateCodeOf', () => {
  it('reads a code as typed: lower case, without hyphens, and with the look-alikes of 0 and 1', () => {
    expect(certificateCodeOf('7k3m-x9qd-2hrt-v8wn')).toBe('7K3M-X9QD-2HRT-V8WN');
    expect(certificateCodeOf(' 7K3MX9QD2HRTV8WN ')).toBe('7K3M-X9QD-2HRT-V8WN');
    expect(certificateCodeOf('O0IL-0000-0000-0000')).toBe('0011-0000-0000-0000');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', 'ICCS25-0001', 'UUUU-0000-0000-0000', '7K3M-X9QD-2HRT-V8WN-AAAA', '../../etc/passwd', '7K3M-X9QD-2HRT-V8W!']) expect(certificateCodeOf(typed), typed).toBeNull();
    expect(IdFormats.certificate.test('7k3m-x9qd-2hrt-v8wn')).toBe(false);
  });
});

describe('CertificatesRequestSchema', () => {
  it('takes a preview or an apply, and nothing between', () => {
    expect(checkRequest(CertificatesRequestSchema, { kind: 'reviewer', preview: true }).errors).toBeUndefined();
    expect(checkRequest(CertificatesRequestSchema, { kind: 'attendee', filter: { emails: ['A@Example.org '] }, preview: true }).data?.filter?.emails).toEqual(['a@example.org']);
    expect(checkRequest(CertificatesRequestSchema, { previewId: '0123456789abcdef01234567', apply: true }).errors).toBeUndefined();
    for (const body of [{}, { kind: 'reviewer' }, { previewId: '0123456789abcdef01234567' }, { kind: 'reviewer', preview: true, apply: true, previewId: '0123456789abcdef01234567' }]) {
      expect(checkRequest(CertificatesRequestSchema, body).errors, JSON.stringify(body)).toEqual({ '': certificatesRequestMessage });
    }
  });
});

describe('certificateKey', () => {
  it('is one per edition, kind, person and paper, whatever the case of the email', () => {
    expect(certificateKey('iccs-2025', 'presenter', 'Pat@Example.org', 'ICCS25-0001')).toBe('iccs-2025|presenter|pat@example.org|ICCS25-0001');
    expect(certificateKey('iccs-2025', 'attendee', 'pat@example.org')).toBe('iccs-2025|attendee|pat@example.org');
  });
});

import { describe, expect, it } from 'vitest';
import { ExternalCheckRequestSchema, IntegritySettingsSchema, formatPercent, overlapText, similarityFieldText } from './similarity';

describe('the similarity figures as shown', () => {
  it('prints a percentage whole when it is, else with one decimal', () => {
    expect(formatPercent(74)).toBe('74%');
    expect(formatPercent(12.46)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
  });

  it("words the chair's flag and the reviewer's prefilled answer", () => {
    expect(overlapText('ICCS26-0042', { paperId: 'ICCS26-0017', percent: 74 })).toBe('ICCS26-0042 overlaps 74% with ICCS26-0017');
    expect(overlapText('ICCS26-0042', { paperId: 'ICCS25-0009', percent: 81.2 }, 'iccs-2025')).toBe('ICCS26-0042 overlaps 81.2% with ICCS25-0009 (iccs-2025)');
    expect(similarityFieldText(12)).toBe('Similarity check: 12%, highest within this conference and its past editions');
  });
});

describe('the integrity settings', () => {
  it('take a whole threshold from 5 to 100, a cap from 0 to 100 and flag or refuse', () => {
    expect(IntegritySettingsSchema.safeParse({ similarityThreshold: 30, maxPapersPerAuthor: 0, overCap: 'flag' }).success).toBe(true);
    for (const wrong of [{ similarityThreshold: 4 }, { similarityThreshold: 30.5 }, { maxPapersPerAuthor: 101 }, { overCap: 'warn' }]) {
      expect(IntegritySettingsSchema.safeParse({ similarityThreshold: 30, maxPapersPerAuthor: 3, overCap: 'refuse', ...wrong }).success).toBe(false);
    }
  });

  it("take the Similarity Check's https address of a host alone, and a key of printable characters", () => {
    const key = 'an-integration-key';
    expect(ExternalCheckRequestSchema.safeParse({ baseUrl: 'https://example.turnitin.com', key }).success).toBe(true);
    expect(ExternalCheckRequestSchema.safeParse({ baseUrl: 'http://127.0.0.1:8123', key }).success).toBe(true);
    for (const baseUrl of ['http://example.turnitin.com', 'https://user:pw@example.turnitin.com', 'https://example.turnitin.com/api', 'https://example.turnitin.com?x=1', 'http://127.0.0.1.evil.org:80', 'javascript:alert(1)']) {
      expect(ExternalCheckRequestSchema.safeParse({ baseUrl, key }).success, baseUrl).toBe(false);
    }
    expect(ExternalCheckRequestSchema.safeParse({ baseUrl: 'https://example.turnitin.com', key: 'a key with spaces' }).success).toBe(false);
    expect(ExternalCheckRequestSchema.safeParse({ baseUrl: 'https://example.turnitin.com', key: 'abc\r\nX-Evil: 1' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseSessionHint } from './sessionHint';

describe('parseSessionHint', () => {
  it('reads a stored hint', () => {
    expect(parseSessionHint('{"name":"Asha Rao","role":"author"}')).toEqual({ name: 'Asha Rao', role: 'author' });
  });

  it('ignores what is not a hint', () => {
    const stored = [null, '', 'not json', '"author"', '{"name":"Asha Rao","role":"chair"}', '{"name":"  ","role":"admin"}'];
    for (const value of stored) expect(parseSessionHint(value), String(value)).toBeNull();
  });
});

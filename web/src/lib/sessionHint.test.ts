import { describe, expect, it } from 'vitest';
import { parseSessionHint } from './sessionHint';

describe('parseSessionHint', () => {
  it('reads a stored hint', () => {
    expect(parseSessionHint('{"name":"Asha Rao","role":"author"}')).toEqual({ name: 'Asha Rao', role: 'author' });
  });

  it('ignores what is not a hint', () => {
    expect(parseSessionHint(null)).toBeNull();
    expect(parseSessionHint('')).toBeNull();
    expect(parseSessionHint('not json')).toBeNull();
    expect(parseSessionHint('"author"')).toBeNull();
    expect(parseSessionHint('{"name":"Asha Rao","role":"chair"}')).toBeNull();
    expect(parseSessionHint('{"name":"  ","role":"admin"}')).toBeNull();
  });
});

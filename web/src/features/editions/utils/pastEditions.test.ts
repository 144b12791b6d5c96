import { describe, expect, it } from 'vitest';
import type { PublicEdition } from '@confsys/domain';
import { editionNamed, pastEditions } from './pastEditions';

const edition = (year: number, state: PublicEdition['state']): PublicEdition => ({ id: `iccs-${year}`, acronym: 'ICCS', year, name: `ICCS ${year}`, state, layout: year === 2025 ? 'root' : 'nested' });
const editions = [edition(2027, 'current'), edition(2026, 'archived'), edition(2025, 'archived')];

describe('past editions', () => {
  it('lists the archived editions in the order given (newest first), never the current one', () => {
    expect(pastEditions(editions).map((past) => past.id)).toEqual(['iccs-2026', 'iccs-2025']);
    expect(pastEditions([edition(2025, 'current')])).toEqual([]);
  });

  it('tells an archived edition from the current one and from an address naming none', () => {
    expect(editionNamed(editions, 'iccs-2025')).toMatchObject({ kind: 'archived', edition: { name: 'ICCS 2025' } });
    expect(editionNamed(editions, 'iccs-2027')).toMatchObject({ kind: 'current' });
    expect(editionNamed(editions, 'iccs-2031')).toEqual({ kind: 'missing' });
  });
});

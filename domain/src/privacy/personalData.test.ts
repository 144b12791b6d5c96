// Every collection with a schema says where a person's data is in it, or why none is, so a collection
// added later cannot be left out of the data export unnoticed.
import { describe, expect, it } from 'vitest';
import { DocumentSchemas } from '../documents';
import { personalData } from './personalData';

describe('where personal data is kept', () => {
  it('places every collection with a schema', () => {
    expect(Object.keys(personalData).sort()).toEqual(Object.keys(DocumentSchemas).sort());
  });

  it('names a field of the collection\'s schema for every collection looked up by a field', () => {
    for (const [collection, links] of Object.entries(personalData)) {
      const shape = (DocumentSchemas[collection as keyof typeof DocumentSchemas] as { shape?: Record<string, unknown> }).shape;
      for (const link of links) {
        if (link.kind !== 'field' && link.kind !== 'contains') continue;
        expect(shape, collection).toBeDefined();
        expect(Object.keys(shape!), `${collection}.${link.field}`).toContain(link.field.split('.')[0]);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  addAuthor,
  authorFieldKey,
  canAddAuthor,
  canRemoveAuthor,
  emptyAuthor,
  keyAfterRemoval,
  removeAuthor,
  shiftErrors,
  shiftKeys,
  updateAuthor,
} from './authorBlocks';

const authorBob = { ...emptyAuthor(), name: 'Bob Raman', email: 'bob@uni.test' };
const coAuthorMeena = { ...emptyAuthor(), name: 'Meena Iyer' };

describe('adding and removing author blocks', () => {
  it('adds blocks up to four', () => {
    let authors = [authorBob];
    for (let i = 0; i < 5; i += 1) authors = addAuthor(authors);
    expect(authors).toHaveLength(4);
    expect(canAddAuthor(3)).toBe(true);
    expect(canAddAuthor(4)).toBe(false);
  });

  it('removes the chosen block but never the last one', () => {
    expect(removeAuthor([authorBob, coAuthorMeena], 0)).toEqual([coAuthorMeena]);
    expect(removeAuthor([authorBob], 0)).toEqual([authorBob]);
    expect(canRemoveAuthor(1)).toBe(false);
    expect(canRemoveAuthor(2)).toBe(true);
  });

  it('changes one field of one block', () => {
    const authors = updateAuthor([authorBob, coAuthorMeena], 1, 'country', 'India');
    expect(authors[1]?.country).toBe('India');
    expect(authors[0]).toBe(authorBob);
  });
});

describe('field keys after removing a block', () => {
  it('drops the removed block and moves the later ones up', () => {
    expect(keyAfterRemoval(authorFieldKey(1, 'name'), 1)).toBeNull();
    expect(keyAfterRemoval(authorFieldKey(2, 'email'), 1)).toBe('authors.1.email');
    expect(keyAfterRemoval(authorFieldKey(0, 'phone'), 1)).toBe('authors.0.phone');
    expect(keyAfterRemoval('title', 1)).toBe('title');
  });

  it('shifts touched fields and errors alike', () => {
    expect([...shiftKeys(new Set(['authors.0.name', 'authors.1.name', 'authors.2.name', 'title']), 1)]).toEqual([
      'authors.0.name',
      'authors.1.name',
      'title',
    ]);
    expect(shiftErrors({ 'authors.3.phone': 'Phone number must be exactly 10 digits.' }, 0)).toEqual({
      'authors.2.phone': 'Phone number must be exactly 10 digits.',
    });
  });
});

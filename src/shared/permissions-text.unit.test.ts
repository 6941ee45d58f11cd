import { describe, expect, it } from 'vitest';
import { decodePermissionsText, encodePermissionsText } from './permissions-text';

describe('permissions text (editUser)', () => {
  it('encodes a list as JSON with bars for quotes, as the spec says', () => {
    expect(encodePermissionsText(['show-users', 'news'])).toBe('[|show-users|,|news|]');
    expect(encodePermissionsText([])).toBe('[]');
  });

  it('decodes what it encodes', () => {
    const names = ['show-contacts-form-home-section', 'generals', 'create-agency'];
    expect(decodePermissionsText(encodePermissionsText(names))).toEqual(names);
  });

  it('also reads plain JSON quotes (nothing to replace back)', () => {
    expect(decodePermissionsText('["news"]')).toEqual(['news']);
  });

  it('decodes text written by hand with spaces', () => {
    expect(decodePermissionsText(' [ |show-users| , |see-news| ] ')).toEqual([
      'show-users',
      'see-news',
    ]);
  });

  it.each([
    ['not json', 'show-users'],
    ['an object', '{|a|:1}'],
    ['a string', '|show-users|'],
    ['numbers in the list', '[1,2]'],
    ['a null item', '[|news|,null]'],
    ['plain quotes left in', '["news"|]'],
    ['empty text', ''],
  ])('refuses %s', (_label, text) => {
    expect(decodePermissionsText(text)).toBeNull();
  });
});

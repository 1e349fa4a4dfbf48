/** A closed account in the tree (DECISIONS 48): "Former member", in Arabic "عضو سابق". */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { readMember } from './tree-adapter';

afterEach(() => activateLanguage('en'));

describe('a former member in the tree', () => {
  it('keeps the name in English and translates it in Arabic', async () => {
    const raw = { id: 'm1', username: 'gone', name: 'Former member', email: '' };
    expect(readMember(raw).name).toBe('Former member');
    await loadLanguage('ar');
    activateLanguage('ar');
    expect(readMember(raw).name).toBe('عضو سابق');
    expect(readMember({ ...raw, name: 'Layla Haddad' }).name).toBe('Layla Haddad');
  });
});

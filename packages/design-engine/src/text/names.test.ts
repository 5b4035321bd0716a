import { describe, expect, it } from 'vitest';
import { splitName } from './names.ts';

describe('two-language names', () => {
  it('sets a romanisation or translation apart from the name', () => {
    expect(splitName('별빛 (Byeolbit)')).toEqual({ primary: '별빛', secondary: 'Byeolbit' });
    expect(splitName('KAIRO (回路)')).toEqual({ primary: 'KAIRO', secondary: '回路' });
    expect(splitName('Ásgeir / アスゲイル')).toEqual({
      primary: 'Ásgeir',
      secondary: 'アスゲイル',
    });
    expect(splitName('周杰倫（Jay Chou）')).toEqual({ primary: '周杰倫', secondary: 'Jay Chou' });
    expect(splitName('Fairuz | فيروز')).toEqual({ primary: 'Fairuz', secondary: 'فيروز' });
  });

  it('leaves names whose brackets or slashes are part of the name', () => {
    for (const name of ['AC/DC', 'Sunn O)))', '(hed) p.e.', 'Sigur Rós (Live)', 'Bob (DJ)', 'Ø']) {
      expect(splitName(name)).toEqual({ primary: name, secondary: null });
    }
    expect(splitName('  Björk  ')).toEqual({ primary: 'Björk', secondary: null });
  });
});

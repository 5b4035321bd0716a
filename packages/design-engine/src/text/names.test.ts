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

  it('leads a long name with its first phrase and sets the rest small', () => {
    expect(
      splitName('Royal Philharmonic Orchestra of the Northern Provinces & Chamber Choir'),
    ).toEqual({
      primary: 'Royal Philharmonic Orchestra',
      secondary: 'of the Northern Provinces & Chamber Choir',
    });
    expect(splitName('Los Relámpagos del Norte y Sus Amigos de la Sierra')).toEqual({
      primary: 'Los Relámpagos del Norte',
      secondary: 'y Sus Amigos de la Sierra',
    });
    expect(splitName('Bruce Springsteen & The E Street Band Live')).toEqual({
      primary: 'Bruce Springsteen',
      secondary: '& The E Street Band Live',
    });
  });

  it('keeps short names and long names without a phrase break whole', () => {
    expect(splitName('Nick Cave and the Bad Seeds').secondary).toBeNull();
    expect(splitName('Supercalifragilisticexpialidocious Orchestra').secondary).toBeNull();
    expect(splitName('A'.repeat(60)).secondary).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ensembleLockup, ensembleName } from './ensemble-name.ts';

describe('ensembleName', () => {
  it('sets the distinctive words as the hero and the kind of ensemble small', () => {
    expect(
      ensembleName('Royal Philharmonic Orchestra of the Northern Provinces & Chamber Choir'),
    ).toEqual({
      lead: '',
      hero: 'Royal Philharmonic',
      tail: 'Orchestra of the Northern Provinces & Chamber Choir',
    });
    expect(ensembleName('Ensemble Ardent')).toEqual({ lead: 'Ensemble', hero: 'Ardent', tail: '' });
    expect(ensembleName('Aurelia String Quartet')).toEqual({
      lead: '',
      hero: 'Aurelia',
      tail: 'String Quartet',
    });
  });
  it('keeps soloists, other scripts and odd names whole', () => {
    for (const name of ['Hilary Hahn', 'نانسي عجرم', 'The Blue Lantern Quartet', 'Orchestra'])
      expect(ensembleName(name).hero).toBe(name);
  });
});

describe('ensembleLockup', () => {
  it('joins a long name’s rest to its tail, keeps a translation apart', () => {
    expect(
      ensembleLockup('Royal Philharmonic Orchestra', 'of the Northern Provinces & Chamber Choir'),
    ).toEqual({
      lead: '',
      hero: 'Royal Philharmonic',
      tail: 'Orchestra of the Northern Provinces & Chamber Choir',
      alt: null,
    });
    expect(ensembleLockup('별빛', 'Byeolbit').alt).toBe('Byeolbit');
  });
});

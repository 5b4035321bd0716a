import { describe, expect, it } from 'vitest';
import { metalRelic } from '../metal/relic.ts';
import { punkFlyer } from '../punk/flyer.ts';
import { punkRansom } from '../punk/ransom.ts';
import { technoSqueeze } from '../techno/squeeze.ts';

/**
 * Layouts that take a name apart (letters on an arc, one word per line, a repeated squeezed word)
 * say which names they can set; the set planner skips them for the others.
 */
describe('layouts that split a name say which names they can set', () => {
  it('sets the inscription letter by letter only for scripts that do not join, and short names', () => {
    expect(metalRelic.canSet?.('Grave Lanterns')).toBe(true);
    expect(metalRelic.canSet?.('坂本龍一')).toBe(true);
    expect(metalRelic.canSet?.('محمد عبده')).toBe(false);
    expect(metalRelic.canSet?.('ธงไชย แมคอินไตย์')).toBe(false);
    expect(metalRelic.canSet?.('The Unspeakable Procession of Ashes')).toBe(false);
  });

  it('stacks words only for names of two or more words in a script that does not join', () => {
    expect(punkFlyer.canSet?.('Gutter Saints')).toBe(true);
    expect(punkFlyer.canSet?.('Ø')).toBe(false);
    expect(punkFlyer.canSet?.('Kontrollraum')).toBe(false);
    expect(punkFlyer.canSet?.('अरिजीत सिंह')).toBe(false);
  });

  it('cuts a letter per scrap only for short names whose letters stand apart', () => {
    expect(punkRansom.canSet?.('Chica Molotov')).toBe(true);
    expect(punkRansom.canSet?.('Ø')).toBe(false);
    expect(punkRansom.canSet?.('عمرو دياب')).toBe(false);
    expect(punkRansom.canSet?.('The Dusty Ramblers of the Great Plains')).toBe(false);
  });

  it('squeezes names of a word or two, not single letters or long titles', () => {
    expect(technoSqueeze.canSet?.('Nordlys')).toBe(true);
    expect(technoSqueeze.canSet?.('Ø')).toBe(false);
    expect(technoSqueeze.canSet?.('Ansambl Tvornica Zvuka Dubrovnik')).toBe(false);
  });
});

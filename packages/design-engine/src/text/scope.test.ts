import { describe, expect, it } from 'vitest';
import { casingFor } from '../style/styles.ts';
import { designLocale, localeOfText, withTextScope } from './scope.ts';
import { upperCase } from './scripts.ts';

describe('Turkish and Azerbaijani capitals', () => {
  it('capitalises a text with Turkish letters by Turkish rules (i → İ, ı → I)', () => {
    expect(casingFor('bebas', 'Nilüfer Yalçın')).toBe('NİLÜFER YALÇIN');
    expect(upperCase('İstanbul Yağmuru')).toBe('İSTANBUL YAĞMURU');
    expect(upperCase('Məmmədov İlkin')).toBe('MƏMMƏDOV İLKİN');
  });

  it('leaves other Latin texts, Romanian ş included, with the plain I', () => {
    expect(upperCase('Gece Mavisi')).toBe('GECE MAVISI');
    expect(upperCase('Ştefan Mihăilescu')).toBe('ŞTEFAN MIHĂILESCU');
    expect(localeOfText('Paper Wolves')).toBeNull();
  });

  it("follows the design's language for titles without Turkish letters", async () => {
    const scope = { locale: 'tr' as const, lists: [] };
    const cased = await withTextScope(scope, async () => {
      await Promise.resolve();
      return ['Gece Mavisi', 'Kalbim', 'Türkiye', 'Wax Lips'].map((t) => casingFor('bebas', t));
    });
    // "Wax" has letters Turkish never writes: an English title keeps its plain I.
    expect(cased).toEqual(['GECE MAVİSİ', 'KALBİM', 'TÜRKİYE', 'WAX LIPS']);
    // Outside the design (another design drawn at the same time), English rules.
    expect(casingFor('bebas', 'Kalbim')).toBe('KALBIM');
  });

  it("capitalises only the artist's own words in their language, a layout's labels in English", async () => {
    const scope = {
      locale: 'tr' as const,
      lists: [],
      own: ['Gece Yarısı Kuşları', 'Kalbim', 'Sis İçinde'],
    };
    const cased = await withTextScope(scope, async () => {
      await Promise.resolve();
      return ['Side A', 'Set list', 'Tracklist', 'Kalbim', 'A1  Kalbim', 'Side B · Sis İçinde'].map(
        (t) => casingFor('bebas', t),
      );
    });
    expect(cased).toEqual([
      'SIDE A',
      'SET LIST',
      'TRACKLIST',
      'KALBİM',
      'A1  KALBİM',
      'SIDE B · SİS İÇİNDE',
    ]);
    // A word whose own letters are Turkish stays Turkish wherever it comes from.
    expect(await withTextScope(scope, async () => upperCase('Live in İzmir'))).toBe(
      'LIVE IN İZMİR',
    );
  });

  it('keeps designs drawn at the same time apart', async () => {
    const draw = (locale: 'tr' | null): Promise<string> =>
      withTextScope({ locale, lists: [] }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return upperCase('Kalbim');
      });
    expect(await Promise.all([draw('tr'), draw(null)])).toEqual(['KALBİM', 'KALBIM']);
  });

  it("takes the design's language from the country, else the name or most titles", () => {
    expect(designLocale('TR', 'Tarkan', [])).toBe('tr');
    expect(designLocale('AZ', 'Röya', [])).toBe('az');
    expect(designLocale(null, 'Nilüfer Yalçın', [])).toBe('tr');
    expect(designLocale('DE', 'Anna', ['Yağmur', 'Aşk', 'Sen'])).toBe('tr');
    expect(designLocale('US', 'Paper Wolves', ['Aşk', 'Home', 'Run', 'Light'])).toBeNull();
  });
});

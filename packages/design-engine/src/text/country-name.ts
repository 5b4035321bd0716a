/**
 * The country as the artist's own script writes it: a Greek singer's shirt says ΕΛΛΑΔΑ, a Thai
 * duo's ไทย, a Persian singer's ایران. In English ("GREECE", "IRAN", "TAIWAN") it read as a
 * label a foreign shop added under a name set in Greek, Thai or Persian; and a Latin name's
 * country is written as its own language writes it (MÉXICO, ESPAÑA, DEUTSCHLAND, not MEXICO,
 * SPAIN, GERMANY). The language comes from Unicode's likely subtags for the name's script in that
 * country (ICU, built into Node), so a Tamil name from India gets இந்தியா and a Hindi one भारत;
 * the English name stays where the country is unknown or its local name is not in the name's
 * script (a Latin name from Russia).
 */
import { countryName } from './hook.ts';
import { scriptsOf, type Script } from './scripts.ts';

/** ISO 15924 codes of the scripts a country's name may be written in. */
const ISO_SCRIPT: Partial<Record<Script, string>> = {
  Latin: 'Latn',
  Greek: 'Grek',
  Cyrillic: 'Cyrl',
  Armenian: 'Armn',
  Georgian: 'Geor',
  Arabic: 'Arab',
  Hebrew: 'Hebr',
  Devanagari: 'Deva',
  Bengali: 'Beng',
  Gurmukhi: 'Guru',
  Gujarati: 'Gujr',
  Oriya: 'Orya',
  Tamil: 'Taml',
  Telugu: 'Telu',
  Kannada: 'Knda',
  Malayalam: 'Mlym',
  Sinhala: 'Sinh',
  Thai: 'Thai',
  Lao: 'Laoo',
  Myanmar: 'Mymr',
  Khmer: 'Khmr',
  Ethiopic: 'Ethi',
  Hangul: 'Kore',
  Kana: 'Jpan',
};

/** The name's main script: its first that is not Latin (nor emoji or symbols), else Latin. */
function ownScript(name: string): Script | null {
  const scripts = scriptsOf(name).filter((s) => s !== 'Emoji' && s !== 'Symbol');
  return scripts.find((s) => s !== 'Latin') ?? (scripts.includes('Latin') ? 'Latin' : null);
}

function localName(code: string, script: Script): string | null {
  try {
    // Han alone says nothing of the language: the country's own likely script decides
    // (Traditional for Taiwan, Japanese for Japan).
    const iso = ISO_SCRIPT[script];
    if (script !== 'Han' && !iso) return null;
    const tag = iso ? `und-${iso}-${code}` : `und-${code}`;
    const locale = new Intl.Locale(tag).maximize();
    // Only a script the country writes: its main one (Arabic in Kuwait), or the home country of
    // the language (Tamil in India); a Russian name from the United States keeps English.
    const own = new Intl.Locale(`und-${code}`).maximize().script === locale.script;
    const home = new Intl.Locale(locale.language).maximize().region === code;
    if (!own && !home) return null;
    const name = new Intl.DisplayNames([locale.baseName], { type: 'region' }).of(code);
    if (!name || name === code) return null;
    const written = scriptsOf(name);
    const fits =
      script === 'Han' || script === 'Kana'
        ? written.every((s) => s === 'Han' || s === 'Kana')
        : written.length > 0 && written.every((s) => s === script);
    return fits ? name : null;
  } catch {
    return null;
  }
}

/** The country's name for the details line, in the artist name's script where it has one. */
export function countryNameFor(country: string | null | undefined, name: string): string | null {
  const english = countryName(country);
  const code = (country ?? '').trim().toUpperCase();
  if (!english || !/^[A-Z]{2}$/.test(code)) return english;
  const script = ownScript(name);
  return (script && localName(code, script)) ?? english;
}

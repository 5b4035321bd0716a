/**
 * Names in every script the engine must set, with the script each is in: the fixtures of the
 * text tests and of the by-eye sample sheet.
 */
export interface SampleName {
  script: string;
  text: string;
}

export const SAMPLE_NAMES: readonly SampleName[] = [
  { script: 'Latin', text: 'Żółć Ångström' },
  { script: 'Latin', text: 'Đặng Thị Quỳnh' },
  { script: 'Latin', text: 'ŚNIEG ÑANDÚ ÅSA' },
  { script: 'Cyrillic', text: 'Земфира Рамазанова' },
  { script: 'Greek', text: 'Βασίλης Παπακωνσταντίνου' },
  { script: 'Arabic', text: 'عمرو دياب' },
  { script: 'Hebrew', text: 'עומר אדם' },
  { script: 'Arabic', text: 'Omar Souleyman عمر سليمان' },
  { script: 'Devanagari', text: 'क्षत्रिय अरिजीत सिंह' },
  { script: 'Bengali', text: 'অর্ণব বাংলা' },
  { script: 'Tamil', text: 'இளையராஜா' },
  { script: 'Thai', text: 'ธงไชย แมคอินไตย์' },
  { script: 'Gurmukhi', text: 'ਸਿੱਧੂ ਮੂਸੇ ਵਾਲਾ' },
  { script: 'Gujarati', text: 'ગુજરાતી ગીત' },
  { script: 'Telugu', text: 'తెలుగు పాట' },
  { script: 'Kannada', text: 'ಕನ್ನಡ ಹಾಡು' },
  { script: 'Malayalam', text: 'മലയാളം പാട്ട്' },
  { script: 'Sinhala', text: 'සිංහල ගීත' },
  { script: 'Armenian', text: 'Հայաստան' },
  { script: 'Georgian', text: 'ნინო ქათამაძე' },
  { script: 'Khmer', text: 'ខ្មែរ' },
  { script: 'Lao', text: 'ລາວ' },
  { script: 'Myanmar', text: 'မြန်မာ' },
  { script: 'Ethiopic', text: 'ቴዲ አፍሮ' },
  { script: 'Han', text: '周杰倫 回路' },
  { script: 'Kana', text: 'あいみょん 米津玄師' },
  { script: 'Hangul', text: '별빛 방탄소년단' },
  { script: 'Emoji', text: '🔥 👩‍🎤' },
  { script: 'Symbol', text: '★ ♪' },
  { script: 'Latin', text: '!!!' },
  { script: 'Latin', text: 'Ø' },
];

/**
 * The game-icons skulls drawn round and friendly (a big cranium, round eyes, a grin, a pirate's
 * crossbones), each with the fierce skull that takes its place where the music is extreme: a
 * brutal death metal shirt never carries a cartoon skull.
 */
const FIERCE: Readonly<Record<string, string>> = {
  // Not the grinning sharped-teeth skull (a reviewer found it a cartoon on a black-metal wreath)
  // nor the scowling dread skull: the long skull with its fangs.
  'death-skull': 'fanged-skull',
  'broken-skull': 'dread-skull',
  'skull-crack': 'dread-skull',
  'chewed-skull': 'fanged-skull',
  'happy-skull': 'daemon-skull',
  'surprised-skull': 'daemon-skull',
  'goo-skull': 'diablo-skull',
  'stoned-skull': 'skull-sabertooth',
  'burning-skull': 'horned-skull',
  'thunder-skull': 'horned-skull',
  'skull-bolt': 'horned-skull',
  'skull-crossed-bones': 'crowned-skull',
  'pirate-skull': 'crowned-skull',
  'harry-potter-skull': 'dread-skull',
  'chopped-skull': 'fanged-skull',
  'star-skull': 'daemon-skull',
  'william-tell-skull': 'fanged-skull',
  'tentacles-skull': 'diablo-skull',
  'skull-in-jar': 'fanged-skull',
  'skull-with-syringe': 'fanged-skull',
  'triple-skulls': 'dread-skull',
};

/** Whether the icon is a cartoon skull. */
export function isCartoonSkull(icon: string): boolean {
  return icon in FIERCE;
}

/** The fierce skull for a cartoon one; any other icon unchanged. */
export function fierceSkull(icon: string): string {
  return FIERCE[icon] ?? icon;
}

// A design made without a song is stored under the artist's name (the engine names it so; the
// card must show something). Asking the engine again for "that track" must not hand it the
// artist's name as a song title: it would print the name a second time as a song line. So the
// tracks of a redraw ("Generate another", variations, their print files) leave it out.

/** The tracks to draw a design of `trackName` with: none when it is the artist's own name. */
export function tracksToRedraw(trackName: string, artistName: string): string[] {
  const same = trackName
    .trim()
    .localeCompare(artistName.trim(), undefined, { sensitivity: 'base' });
  return same === 0 ? [] : [trackName];
}

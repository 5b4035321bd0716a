import { describe, expect, it } from 'vitest';
import { displayedHook } from './displayed-hook';

describe('displayedHook', () => {
  it('shows a hook that adds something', () => {
    expect(displayedHook({ trackName: 'Golden Hour', hook: 'We were made of light' })).toBe(
      'We were made of light',
    );
    expect(displayedHook({ trackName: 'Polvo', hook: 'Los Relámpagos · “Polvo”' })).toBe(
      'Los Relámpagos · “Polvo”',
    );
  });

  it('drops a missing hook and one that only repeats the track name in quotes', () => {
    expect(displayedHook({ trackName: 'Golden Hour', hook: null })).toBeNull();
    expect(displayedHook({ trackName: 'La Troca Roja', hook: '“La Troca Roja”' })).toBeNull();
    expect(displayedHook({ trackName: 'Comet Kiss', hook: '"comet kiss"' })).toBeNull();
  });
});

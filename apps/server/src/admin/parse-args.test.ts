import { describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from './parse-args.ts';

describe('parseAdminArgs', () => {
  it.each([
    [[], { name: 'help' }],
    [['help'], { name: 'help' }],
    [['invites', 'create'], { name: 'invites-create', count: 1 }],
    [['invites', 'create', '--count', '5'], { name: 'invites-create', count: 5 }],
    [['invites', 'create', '--count=12'], { name: 'invites-create', count: 12 }],
    [['invites', 'list'], { name: 'invites-list' }],
    [['waitlist'], { name: 'waitlist' }],
    [['admit', '--next', '3'], { name: 'admit', count: 3 }],
    [['capacity'], { name: 'capacity', set: null }],
    [['capacity', '--set', '0'], { name: 'capacity', set: 0 }],
    [['capacity', '--set=250'], { name: 'capacity', set: 250 }],
  ])('reads %j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });

  it.each([
    [['invite'], /unknown command invite/],
    [['invites'], /create or list/],
    [['invites', 'create', '--count', '0'], /--count needs a whole number of at least 1/],
    [['invites', 'create', '--count', 'many'], /--count/],
    [['invites', 'create', '--cout', '2'], /unknown option --cout/],
    [['admit'], /admit needs --next N/],
    [['admit', '--next'], /--next needs a whole number/],
    [['capacity', '--set', '-1'], /--set needs a whole number/],
    [['capacity', '--set', '1.5'], /--set needs a whole number/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

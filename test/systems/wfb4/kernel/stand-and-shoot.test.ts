/**
 * Stand and shoot (rules/wfb4.md §3, RB p.19, 23; modifiers §4.2): allowed only when the chargers
 * start more than their M away; the shots take −1 for shooting at chargers and −1 more at long
 * range (beyond half the maximum range); chargers beyond the weapon's range are shot at maximum
 * range. The score needed is 7 − BS − modifiers (`shootingToHit`, §4.2), checked against the
 * trace's "needing N". Fixture test/fixtures/wfb4/stand-and-shoot.yaml: BS3 archers.
 */
import { describe, expect, it } from 'vitest';
import { shootingToHit } from '../../../../src/systems/wfb/tables.ts';
import { compileFixture, trace } from './kernel-harness.ts';

const FIXTURE = 'stand-and-shoot.yaml';
const SEED = 3100;
const CHARGING = -1;
const LONG_RANGE = -1;

function linesOf(run: string): string[] {
  return trace(compileFixture(FIXTURE, run), SEED, 0).lines;
}

/** The stand-and-shoot line's distance and score needed, or null when there is none. */
function volley(lines: string[]): { at: string; need: number } | null {
  for (const line of lines) {
    const m = /^archers shoots 5 at chargers ([\d.]+)" away needing (\d+):/.exec(line);
    if (m) return { at: m[1], need: Number(m[2]) };
  }
  return null;
}

describe('stand and shoot (§3, §4.2)', () => {
  it('bows (24") at chargers 10" away: short range, −1 for charging → needs 5', () => {
    const lines = linesOf('base');
    expect(lines).toContain('archers stands and shoots.');
    expect(volley(lines)).toEqual({ at: '10.0', need: shootingToHit(3, CHARGING) });
    expect(shootingToHit(3, CHARGING)).toBe(5);
  });

  it('short bows (16", §12-1) at 10": beyond half range, −1 more → needs 6', () => {
    expect(volley(linesOf('short bow at 10'))).toEqual({ at: '10.0', need: shootingToHit(3, CHARGING + LONG_RANGE) });
    expect(shootingToHit(3, CHARGING + LONG_RANGE)).toBe(6);
  });

  it('chargers exactly M (5") away: no stand and shoot, the unit holds', () => {
    const lines = linesOf('chargers M away');
    expect(lines).toContain('archers holds.');
    expect(volley(lines)).toBeNull();
  });

  it('chargers 5.5" away (more than M5): the archers stand and shoot', () => {
    const lines = linesOf('chargers just beyond M');
    expect(lines).toContain('archers stands and shoots.');
    expect(volley(lines)).toEqual({ at: '5.5', need: 5 });
  });

  it('chargers 18" away, beyond the short bow\'s 16": shots at maximum range, long range → needs 6', () => {
    const lines = linesOf('beyond range');
    expect(lines).toContain('chargers declares a charge on the front of archers (18.0" of 20").');
    expect(volley(lines)).toEqual({ at: '16.0', need: 6 });
  });
});

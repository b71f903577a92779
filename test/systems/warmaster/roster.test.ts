import { describe, expect, it } from 'vitest';
import type { WmArmy, WmUnitData } from '../../../src/systems/warmaster/data/types.ts';
import {
  checkRoster,
  entryPoints,
  rosterPoints,
  scaledLimits,
  type RosterEntry,
} from '../../../src/systems/warmaster/roster.ts';
import { armyById } from '../../../src/systems/warmaster/data/armies/index.ts';

/** A unit row with harmless defaults, so each fixture states only what the test is about. */
function unit(id: string, type: WmUnitData['type'], points: number, extra: Partial<WmUnitData> = {}): WmUnitData {
  const character = type === 'general' || type === 'hero' || type === 'wizard';
  const mount = type === 'monstrous-mount' || type === 'chariot-mount' || type === 'special-mount';
  return {
    id,
    name: id,
    type,
    attack: 1,
    shoot: null,
    range: null,
    hits: character || mount ? null : 3,
    armour: 0,
    command: character ? 8 : null,
    size: character ? 1 : mount ? 0 : 3,
    points,
    min: null,
    max: null,
    tags: [],
    note: '',
    source: 'test fixture',
    ...extra,
  };
}

/** A small made-up army with one of each kind of limit. */
const TEST_ARMY: WmArmy = {
  id: 'testland',
  name: 'Testland',
  section: '§0',
  units: [
    unit('spearmen', 'infantry', 50, { min: 2 }),
    unit('riders', 'cavalry', 100, { min: 1, max: 4 }),
    unit('chariots', 'chariot', 90, { max: 2 }),
    unit('rats', 'infantry', 25, { tags: ['no-magic-items'] }),
    unit('skirmishers', 'infantry', 25, { size: 1, max: 2, hosts: ['spearmen', 'rats'], tags: ['attachment'] }),
    unit('giant', 'monster', 150, { max: 1 }),
    unit('cannon', 'artillery', 85, { max: 1 }),
    unit('engine', 'machine', 150, { max: 1, maxPerArmy: 1 }),
    unit('general', 'general', 125, { min: 1, max: 1, maxPerArmy: 1 }),
    unit('hero', 'hero', 80, { max: 2 }),
    unit('wizard', 'wizard', 45, { max: 1 }),
    unit('lord-hero', 'hero', 100, { max: 2, sharedLimit: 'lord' }),
    unit('lord-wizard', 'wizard', 125, { max: 2, sharedLimit: 'lord' }),
    unit('griffon', 'monstrous-mount', 80, { max: 1, riders: ['general', 'hero', 'wizard'] }),
    unit('altar', 'chariot-mount', 15, { max: 1, maxPerArmy: 1, riders: ['wizard'] }),
    unit('horse', 'special-mount', 10, { max: 2 }),
  ],
  spells: [],
  armyRules: [],
  armyTags: [],
  tagExceptions: [],
};

let n = 0;
function e(unitId: string, more: Partial<RosterEntry> = {}): RosterEntry {
  return { unit: unitId, path: `armies.0.units.${n++}`, ...more };
}

/** A legal 1000-point core: General + 2 Spearmen + 1 Riders = 325 points. */
function core(): RosterEntry[] {
  return [e('general'), e('spearmen'), e('spearmen'), e('riders')];
}

describe('scaledLimits (§11.0, §12 E25)', () => {
  it('Squires 1/4: 1–4 at 1000, 2–8 at 2000, 3–12 at 3000', () => {
    expect(scaledLimits(1, 4, 1000)).toEqual({ min: 1, max: 4 });
    expect(scaledLimits(1, 4, 2000)).toEqual({ min: 2, max: 8 });
    expect(scaledLimits(1, 4, 3000)).toEqual({ min: 3, max: 12 });
  });

  it('Halberdiers min 2: 2, 2, 4, 4, 6 at 1000/1500/2000/2500/3000 (full thousands only)', () => {
    expect([1000, 1500, 2000, 2500, 3000].map((p) => scaledLimits(2, null, p).min)).toEqual([2, 2, 4, 4, 6]);
    expect(scaledLimits(2, null, 2250)).toEqual({ min: 4, max: null });
  });

  it('below 1000 points: the 1000-point maximum, no minimum', () => {
    expect(scaledLimits(1, 4, 500)).toEqual({ min: 0, max: 4 });
    expect(scaledLimits(2, null, 999)).toEqual({ min: 0, max: null });
    expect(scaledLimits(null, null, 3000)).toEqual({ min: 0, max: null });
  });
});

describe('rosterPoints and entryPoints', () => {
  it('units + mounts + upgrades + items', () => {
    const entries = [
      e('general', { mount: 'griffon', items: ['crown-of-command'] }), // 125 + 80 + 100
      e('spearmen', { items: ['battle-banner'] }), // 50 + 50
      e('hero', { upgrades: ['horse'] }), // 80 + 10
    ];
    expect(entryPoints(TEST_ARMY, entries[0])).toBe(305);
    expect(rosterPoints(TEST_ARMY, entries)).toBe(305 + 100 + 90);
  });

  it('unknown ids count nothing (they are reported by checkRoster)', () => {
    expect(rosterPoints(TEST_ARMY, [e('nobody', { items: ['no-such-item'] })])).toBe(0);
  });
});

describe('checkRoster (§11.0, §9)', () => {
  it('a legal army has no problems', () => {
    expect(checkRoster(TEST_ARMY, core(), { points: 1000 })).toEqual([]);
  });

  it('an unknown unit is named, with a did-you-mean and the entry path', () => {
    const entry = e('spearman');
    const problems = checkRoster(TEST_ARMY, [...core(), entry], {});
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBe(entry.path);
    expect(problems[0].message).toMatch(/unknown unit in the Testland list: "spearman"; did you mean "spearmen"\?/);
  });

  it('too few of a minimum unit: says how many, how many are needed and the rate', () => {
    const problems = checkRoster(TEST_ARMY, [e('general'), e('spearmen'), e('riders')], { points: 2000, path: 'armies.0' });
    expect(problems.map((p) => p.message)).toEqual([
      'spearmen: 1 unit, but a Testland army of 2000 points needs at least 4 (2 per full 1000 points)',
      'riders: 1 unit, but a Testland army of 2000 points needs at least 2 (1 per full 1000 points)',
    ]);
    expect(problems.every((p) => p.path === 'armies.0')).toBe(true);
  });

  it('below 1000 points there is no minimum, but the 1000-point maximum applies', () => {
    const few = [e('general'), e('chariots')];
    expect(checkRoster(TEST_ARMY, few, { points: 500 })).toEqual([]);
    const third = e('chariots');
    const problems = checkRoster(TEST_ARMY, [...few, e('chariots'), third], { points: 750 });
    expect(problems).toEqual([
      {
        path: third.path,
        message: 'chariots: 3 units, but a Testland army of 750 points allows at most 2 (the 1000-point maximum applies below 1000 points)',
      },
    ]);
  });

  it('maxima scale per full 1000 points', () => {
    const chariots = [e('chariots'), e('chariots'), e('chariots')];
    expect(checkRoster(TEST_ARMY, [...core(), ...chariots], { points: 1999 }).map((p) => p.path)).toEqual([chariots[2].path]);
    expect(checkRoster(TEST_ARMY, [...core(), ...core().slice(1), ...chariots], { points: 2000 })).toEqual([]);
  });

  it('maxPerArmy caps whatever the size, even without an agreed size', () => {
    const second = e('engine');
    const problems = checkRoster(TEST_ARMY, [...core(), e('engine'), second], {});
    expect(problems).toEqual([
      { path: second.path, message: 'engine: 2 units, but at most 1 may be in an army of any size (§11.0)' },
    ]);
  });

  it('two Generals are refused, whatever the size; the message names both paths', () => {
    const first = e('general');
    const second = e('general');
    const problems = checkRoster(TEST_ARMY, [first, second, e('spearmen'), e('spearmen'), e('riders')], { points: 3000 });
    const generalProblems = problems.filter((p) => /General/.test(p.message));
    expect(generalProblems).toHaveLength(1);
    expect(generalProblems[0].path).toBe(second.path);
    expect(generalProblems[0].message).toContain(first.path);
    expect(generalProblems[0].message).toContain('exactly one General');
  });

  it('no General: refused unless requireGeneral is false', () => {
    const noGeneral = core().slice(1);
    expect(checkRoster(TEST_ARMY, noGeneral, { path: 'armies.1' })).toEqual([
      { path: 'armies.1', message: 'no General: an army has exactly one General (§11.0); the Testland General is general' },
    ]);
    expect(checkRoster(TEST_ARMY, noGeneral, { requireGeneral: false })).toEqual([]);
  });

  it('a General is never scaled: one General is right at 3000 points', () => {
    const army = [...core(), ...core().slice(1), ...core().slice(1)];
    expect(checkRoster(TEST_ARMY, army, { points: 3000 })).toEqual([]);
  });

  it('shared allowances count both entries together', () => {
    const lords = [e('lord-hero'), e('lord-wizard'), e('lord-hero')];
    const problems = checkRoster(TEST_ARMY, [...core(), ...lords], { points: 1000 });
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBe(lords[2].path);
    expect(problems[0].message).toBe(
      'lord-hero + lord-wizard (one shared allowance): 3 characters, but a Testland army of 1000 points allows at most 2 (2 per full 1000 points)',
    );
  });

  it('points over the agreed size are refused, items included', () => {
    const army = [...core(), e('hero', { items: ['sword-of-might'] })]; // 325 + 90 = 415
    expect(rosterPoints(TEST_ARMY, army)).toBe(415);
    expect(checkRoster(TEST_ARMY, army, { points: 1000 })).toEqual([]);
    const problems = checkRoster(TEST_ARMY, army, { points: 400, path: 'armies.0' });
    expect(problems).toEqual([
      {
        path: 'armies.0',
        message: 'the army costs 415 points, 15 more than the agreed 400 (units, mounts, upgrades and magic items count, §11.0)',
      },
    ]);
  });

  it('without an agreed size, minima, maxima and the total are not checked', () => {
    const army = [e('general'), e('chariots'), e('chariots'), e('chariots'), e('giant'), e('giant')];
    expect(checkRoster(TEST_ARMY, army, {})).toEqual([]);
  });

  describe('mounts and upgrades', () => {
    it('a mount on a character among its riders is fine, and adds its points', () => {
      const army = [...core(), e('wizard', { mount: 'griffon' })];
      expect(checkRoster(TEST_ARMY, army, { points: 1000 })).toEqual([]);
    });

    it('a mount on a character not among its riders is refused, saying who may take it', () => {
      const hero = e('hero', { mount: 'altar' });
      expect(checkRoster(TEST_ARMY, [...core(), hero], {})).toEqual([
        { path: hero.path, message: 'altar on hero: it may be taken by wizard only' },
      ]);
    });

    it('a mount on a unit is refused', () => {
      const riders = e('riders', { mount: 'griffon' });
      const problems = checkRoster(TEST_ARMY, [...core(), riders], {});
      expect(problems).toHaveLength(1);
      expect(problems[0].path).toBe(riders.path);
      expect(problems[0].message).toMatch(/only characters take mounts/);
    });

    it('a mount written as a unit is refused', () => {
      const griffon = e('griffon');
      const problems = checkRoster(TEST_ARMY, [...core(), griffon], {});
      expect(problems[0]).toMatchObject({ path: griffon.path });
      expect(problems[0].message).toMatch(/griffon is a mount or upgrade, not a unit/);
    });

    it('an unknown mount gets a did-you-mean', () => {
      const hero = e('hero', { mount: 'grifon' });
      const problems = checkRoster(TEST_ARMY, [...core(), hero], {});
      expect(problems[0].path).toBe(hero.path);
      expect(problems[0].message).toMatch(/did you mean "griffon"\?/);
    });

    it('mounts count against their own Min/Max', () => {
      const second = e('hero', { mount: 'griffon' });
      const army = [...core(), e('wizard', { mount: 'griffon' }), second];
      expect(checkRoster(TEST_ARMY, army, { points: 1000 })).toEqual([
        {
          path: second.path,
          message: 'griffon: 2 taken, but a Testland army of 1000 points allows at most 1 (1 per full 1000 points)',
        },
      ]);
      expect(checkRoster(TEST_ARMY, army, { points: 2000 }).filter((p) => p.message.startsWith('griffon'))).toEqual([]);
    });

    it('a mount with a per-army cap stays at one', () => {
      const second = e('lord-wizard', { mount: 'altar' });
      const altarCap = { ...TEST_ARMY, units: TEST_ARMY.units.map((u) => (u.id === 'altar' ? { ...u, riders: ['wizard', 'lord-wizard'] } : u)) };
      const problems = checkRoster(altarCap, [...core(), e('wizard', { mount: 'altar' }), second], {});
      expect(problems).toEqual([{ path: second.path, message: 'altar: 2 taken, but at most 1 may be in an army of any size (§11.0)' }]);
    });

    it('a mount with no riders list may go on any character', () => {
      expect(checkRoster(TEST_ARMY, [...core(), e('hero', { upgrades: ['horse'] })], {})).toEqual([]);
    });
  });

  describe('attachments (§11.1, §11.8)', () => {
    it('an attachment on one of its hosts is fine, and adds its points to the entry', () => {
      const spearmen = e('spearmen', { attach: 'skirmishers' });
      expect(entryPoints(TEST_ARMY, spearmen)).toBe(50 + 25);
      expect(checkRoster(TEST_ARMY, [...core(), spearmen], { points: 1000 })).toEqual([]);
      expect(rosterPoints(TEST_ARMY, [...core(), spearmen])).toBe(325 + 50 + 25);
    });

    it('an attachment on a unit not among its hosts is refused, at the attach path', () => {
      const riders = e('riders', { attach: 'skirmishers' });
      expect(checkRoster(TEST_ARMY, [...core(), riders], {})).toEqual([
        { path: `${riders.path}.attach`, message: 'skirmishers on riders: it may be added to a unit of spearmen, rats only' },
      ]);
    });

    it('an unknown attachment, or a unit given as one, gets a did-you-mean', () => {
      const typo = e('spearmen', { attach: 'skirmisher' });
      expect(checkRoster(TEST_ARMY, [...core(), typo], {})[0]).toEqual({
        path: `${typo.path}.attach`,
        message: expect.stringMatching(/unknown attachment in the Testland list: "skirmisher"; did you mean "skirmishers"\?/),
      });
      const unit = e('spearmen', { attach: 'rats' });
      expect(checkRoster(TEST_ARMY, [...core(), unit], {})[0].message).toMatch(/unknown attachment in the Testland list: "rats"/);
    });

    it('an attachment written as a unit of its own is refused, saying where it goes', () => {
      const alone = e('skirmishers');
      expect(checkRoster(TEST_ARMY, [...core(), alone], {})).toEqual([
        {
          path: alone.path,
          message: 'skirmishers is an extra stand for another unit, not a unit: give `attach: skirmishers` to a unit of spearmen, rats (§11.0)',
        },
      ]);
    });

    it('attachments count against their own Min/Max, at the third one\'s attach path', () => {
      const third = e('rats', { attach: 'skirmishers' });
      const army = [...core().map((x) => (x.unit === 'spearmen' ? { ...x, attach: 'skirmishers' } : x)), third];
      expect(checkRoster(TEST_ARMY, army, { points: 1000 })).toEqual([
        {
          path: `${third.path}.attach`,
          message: 'skirmishers: 3 attached stands, but a Testland army of 1000 points allows at most 2 (2 per full 1000 points)',
        },
      ]);
      expect(checkRoster(TEST_ARMY, army, { points: 2000 }).filter((p) => p.message.startsWith('skirmishers'))).toEqual([]);
    });
  });

  describe('magic items (§9)', () => {
    it('one standard or weapon on an infantry, cavalry or chariot unit; a weapon or device on a character', () => {
      const army = [
        e('general', { items: ['crown-of-command'] }),
        e('spearmen', { items: ['battle-banner'] }),
        e('spearmen', { items: ['sword-of-might'] }),
        e('riders', { items: ['banner-of-fortune'] }),
        e('chariots', { items: ['sword-of-fate'] }),
        e('hero', { items: ['sword-of-cleaving'] }),
        e('wizard', { items: ['ring-of-magic'] }),
      ];
      expect(rosterPoints(TEST_ARMY, army)).toBe(765);
      expect(checkRoster(TEST_ARMY, army, { points: 1000 })).toEqual([]);
    });

    it('an item twice in the army is refused, naming where it was first taken', () => {
      const first = e('spearmen', { items: ['sword-of-might'] });
      const second = e('riders', { items: ['sword-of-might'] });
      const problems = checkRoster(TEST_ARMY, [e('general'), first, e('spearmen'), second], {});
      expect(problems).toEqual([
        {
          path: second.path,
          message: `sword-of-might is already taken at ${first.path}: each magic item may be in an army only once (§9)`,
        },
      ]);
    });

    it('two items on one unit are refused', () => {
      const riders = e('riders', { items: ['battle-banner', 'sword-of-might'] });
      const problems = checkRoster(TEST_ARMY, [...core(), riders], {});
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ path: riders.path });
      expect(problems[0].message).toMatch(/may take only one/);
    });

    it('monsters, artillery and machines take none', () => {
      for (const id of ['giant', 'cannon', 'engine']) {
        const entry = e(id, { items: ['sword-of-might'] });
        const problems = checkRoster(TEST_ARMY, [...core(), entry], {});
        expect(problems, id).toHaveLength(1);
        expect(problems[0].path).toBe(entry.path);
        expect(problems[0].message).toMatch(/units may not take magic items; only infantry, cavalry and chariot units and characters may/);
      }
    });

    it("'no-magic-items' and attachments take none", () => {
      const rats = e('rats', { items: ['battle-banner'] });
      const skirmishers = e('skirmishers', { items: ['battle-banner'] });
      const problems = checkRoster(TEST_ARMY, [...core(), rats], {});
      expect(problems).toEqual([{ path: rats.path, message: 'battle-banner on rats: rats may not take magic items (§9)' }]);
      expect(checkRoster(TEST_ARMY, [...core(), skirmishers], {})[0].message).toMatch(/extra stand/);
    });

    it('characters may not take standards; devices by class', () => {
      const cases: [string, string, RegExp][] = [
        ['hero', 'battle-banner', /a standard, for infantry, cavalry or chariot units only/],
        ['wizard', 'crown-of-command', /for the General only/],
        ['general', 'ring-of-magic', /for Wizards only/],
        ['hero', 'scroll-of-dispelling', /for Wizards and Dwarf Runesmiths only/],
        ['spearmen', 'wand-of-power', /for Wizards only/],
      ];
      for (const [unitId, item, why] of cases) {
        const entry = e(unitId, { items: [item] });
        const others = unitId === 'general' ? core().slice(1) : core();
        const problems = checkRoster(TEST_ARMY, [...others, entry], {});
        expect(problems, `${item} on ${unitId}`).toHaveLength(1);
        expect(problems[0].path).toBe(entry.path);
        expect(problems[0].message).toMatch(why);
      }
    });

    it('an unknown item gets a did-you-mean', () => {
      const entry = e('hero', { items: ['sword-of-migth'] });
      const problems = checkRoster(TEST_ARMY, [...core(), entry], {});
      expect(problems[0].path).toBe(entry.path);
      expect(problems[0].message).toMatch(/unknown magic item: "sword-of-migth"; did you mean "sword-of-might"\?/);
    });
  });
});

describe('real army lists', () => {
  const empire = armyById('empire')!;
  const bretonnia = armyById('bretonnia')!;

  function times(count: number, unitId: string): RosterEntry[] {
    return Array.from({ length: count }, () => e(unitId));
  }

  it('Empire Halberdiers (min 2): needs 2, 2, 4, 4, 6 at 1000/1500/2000/2500/3000 (§12 E25)', () => {
    const expected: [number, number][] = [[1000, 2], [1500, 2], [2000, 4], [2500, 4], [3000, 6]];
    for (const [points, need] of expected) {
      // Crossbowmen (also min 2) taken in full so only the Halberdiers are short.
      const base = [e('general'), ...times(6, 'crossbowmen')];
      const short = checkRoster(empire, [...base, ...times(need - 1, 'halberdiers')], { points });
      expect(short.map((p) => p.message), `${points}`).toEqual([
        `halberdiers: ${need - 1} unit${need - 1 === 1 ? '' : 's'}, but an Empire army of ${points} points needs at least ${need} (2 per full 1000 points)`,
      ]);
      expect(checkRoster(empire, [...base, ...times(need, 'halberdiers')], { points }), `${points}`).toEqual([]);
    }
  });

  it('the brief\'s example message: 1 Halberdier unit in a 2000-point Empire army', () => {
    const problems = checkRoster(empire, [e('general'), ...times(4, 'crossbowmen'), e('halberdiers')], { points: 2000 });
    expect(problems.map((p) => p.message)).toContain(
      'halberdiers: 1 unit, but an Empire army of 2000 points needs at least 4 (2 per full 1000 points)',
    );
  });

  it('Bretonnian Squires 1/4: 1–4 at 1000, 2–8 at 2000, 3–12 at 3000 (§12 E25)', () => {
    const squires = bretonnia.units.find((u) => u.id === 'squires')!;
    expect([squires.min, squires.max]).toEqual([1, 4]);
    for (const [points, lo, hi] of [[1000, 1, 4], [2000, 2, 8], [3000, 3, 12]]) {
      const base = [e('general'), ...times(lo, 'men-at-arms'), ...times(lo, 'knights')];
      const at = (count: number) =>
        checkRoster(bretonnia, [...base, ...times(count, 'squires')], { points }).filter((p) => p.message.startsWith('squires'));
      expect(at(lo), `${points}: ${lo}`).toEqual([]);
      expect(at(hi), `${points}: ${hi}`).toEqual([]);
      expect(at(lo - 1)[0]?.message, `${points}`).toMatch(`needs at least ${lo}`);
      expect(at(hi + 1)[0]?.message, `${points}`).toMatch(`allows at most ${hi}`);
    }
  });

  it('Empire: a Griffon may carry a Wizard (any character); the War Altar only a Wizard', () => {
    const griffonWizard = e('wizard', { mount: 'griffon' });
    expect(checkRoster(empire, [e('general'), griffonWizard], {})).toEqual([]);
    const altarHero = e('hero', { mount: 'war-altar' });
    const problems = checkRoster(empire, [e('general'), altarHero], {});
    expect(problems).toEqual([{ path: altarHero.path, message: 'war-altar on hero: it may be taken by wizard only' }]);
  });

  it('Empire: two Generals are refused', () => {
    const problems = checkRoster(empire, [e('general'), e('general')], {});
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/exactly one General/);
  });

  it('Dwarfs: a Runesmith may take the Scroll of Dispelling, a Hero may not', () => {
    const dwarfs = armyById('dwarfs')!;
    expect(checkRoster(dwarfs, [e('general'), e('runesmith', { items: ['scroll-of-dispelling'] })], {})).toEqual([]);
    const hero = e('hero', { items: ['scroll-of-dispelling'] });
    expect(checkRoster(dwarfs, [e('general'), hero], {})[0].path).toBe(hero.path);
  });

  it('the Slann and a Tzarina General may take Wizard items; a plain Kislev General may not', () => {
    expect(checkRoster(armyById('lizardmen')!, [e('slann', { items: ['wand-of-power'] })], {})).toEqual([]);
    const kislev = armyById('kislev')!;
    expect(checkRoster(kislev, [e('general', { upgrades: ['tzarina'], items: ['ring-of-magic'] })], {})).toEqual([]);
    expect(checkRoster(kislev, [e('general', { items: ['ring-of-magic'] })], {})).toHaveLength(1);
  });

  it('Lizardmen: Salamanders go on Skinks, at most 2 per 1000 points; Empire Skirmishers on any infantry unit', () => {
    const liz = armyById('lizardmen')!;
    const skinks = () => e('skinks', { attach: 'salamanders' });
    expect(checkRoster(liz, [e('slann'), skinks(), skinks()], { points: 999 })).toEqual([]);
    expect(checkRoster(liz, [e('slann'), skinks(), skinks(), skinks()], { points: 999 })[0].message).toMatch(/salamanders: 3 attached stands/);
    expect(checkRoster(liz, [e('slann'), e('saurus', { attach: 'salamanders' })], {})[0].message).toMatch(/it may be added to a unit of skinks only/);
    const empire = armyById('empire')!;
    for (const host of ['halberdiers', 'handgunners', 'crossbowmen', 'flagellants']) {
      expect(checkRoster(empire, [e('general'), e(host, { attach: 'skirmishers' })], {}), host).toEqual([]);
    }
    expect(checkRoster(empire, [e('general'), e('knights', { attach: 'skirmishers' })], {})).toHaveLength(1);
  });

  it('Vampire Counts: Ethereal Host and Dire Wolves may not take items', () => {
    const vc = armyById('vampire-counts')!;
    for (const id of ['ethereal-host', 'dire-wolves']) {
      const entry = e(id, { items: ['battle-banner'] });
      expect(checkRoster(vc, [e('vampire-lord'), entry], {}), id).toEqual([
        { path: entry.path, message: expect.stringMatching(/may not take magic items/) },
      ]);
    }
  });
});

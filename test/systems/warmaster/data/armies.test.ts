/**
 * The 14 army lists against the rules digest (rules/warmaster.md §11, §8.2, §2.7, §4.2-§4.4,
 * §5.2-§5.3, §5.7, §13). The §11 tables and §8.2 spell lists are parsed from the digest
 * itself, so a data file that drifts from the digest (or a digest edit) fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARMIES, armyById } from '../../../../src/systems/warmaster/data/armies/index.ts';
import type { WmArmy, WmRuleTag, WmTroopType, WmUnitData } from '../../../../src/systems/warmaster/data/types.ts';

const DIGEST_PATH = fileURLToPath(new URL('../../../../../shared/rules/warmaster.md', import.meta.url));
const DIGEST = readFileSync(DIGEST_PATH, 'utf8');
const LINES = DIGEST.split('\n');

const ARMY_IDS = [
  'empire',
  'tomb-kings',
  'chaos',
  'orcs-and-goblins',
  'high-elves',
  'dwarfs',
  'skaven',
  'lizardmen',
  'bretonnia',
  'kislev',
  'dark-elves',
  'vampire-counts',
  'daemons',
  'araby',
];

const CHARACTER_TYPES: WmTroopType[] = ['general', 'hero', 'wizard'];
const MOUNT_TYPES: WmTroopType[] = ['monstrous-mount', 'chariot-mount', 'special-mount'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// ---------------------------------------------------------------------------------------------
// Digest parsing
// ---------------------------------------------------------------------------------------------

/** One row of a §11 table, cells as printed. */
interface DigestRow {
  troop: string;
  type: string;
  att: string;
  hits: string;
  arm: string;
  cmd: string;
  size: string;
  pts: string;
  minMax: string;
  notes: string;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** The table rows directly under `### 11.<n> ...`. */
function armyTable(n: number): DigestRow[] {
  const start = LINES.findIndex((l) => l.startsWith(`### 11.${n} `));
  if (start < 0) throw new Error(`§11.${n} not found in the digest`);
  let i = start + 1;
  while (i < LINES.length && !LINES[i].startsWith('|')) i++;
  const rows: DigestRow[] = [];
  for (let j = i + 2; j < LINES.length && LINES[j].startsWith('|'); j++) {
    const c = cells(LINES[j]);
    if (c.length !== 10) throw new Error(`§11.${n}: row with ${c.length} cells: ${LINES[j]}`);
    const [troop, type, att, hits, arm, cmd, size, pts, minMax, notes] = c;
    rows.push({ troop, type, att, hits, arm, cmd, size, pts, minMax, notes });
  }
  return rows;
}

const DASH = /^[–—-]$/;

function kebab(name: string): string {
  return name
    .replace(/\(sic\)/g, '')
    .toLowerCase()
    .replace(/['’!]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Spell names per §8.2 army heading, kebab-cased. */
function spellLists(): Map<string, string[]> {
  const start = LINES.findIndex((l) => l.startsWith('### 8.2 '));
  const end = LINES.findIndex((l, i) => i > start && l.startsWith('### 8.3 '));
  const out = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of LINES.slice(start + 1, end)) {
    const heading = /^\*\*(.+?)\*\*/.exec(line);
    if (heading) {
      current = heading[1];
      out.set(current, []);
      continue;
    }
    if (!current || !line.startsWith('|')) continue;
    const first = cells(line)[0];
    if (first === 'Spell' || /^-+$/.test(first)) continue;
    out.get(current)!.push(kebab(first));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cell parsers
// ---------------------------------------------------------------------------------------------

const TYPE_OF: Record<string, WmTroopType> = {
  Inf: 'infantry',
  Cav: 'cavalry',
  'Cav (flying)': 'cavalry', // Magic Carpets: aerial cavalry (flying is a tag)
  Chariot: 'chariot',
  Monster: 'monster',
  Art: 'artillery',
  Machine: 'machine',
  Gen: 'general',
  Hero: 'hero',
  Wiz: 'wizard',
  'Monstrous mount': 'monstrous-mount',
  'Monster mount': 'monstrous-mount',
  'Chariot mount': 'chariot-mount',
  Special: 'special-mount', // Anvil, Tzarina
  'Special mount': 'special-mount',
  'Special bonus': 'special-mount', // Favour of the Gods
};

/**
 * Att cells that are not `a`, `a/s`, `+n` or `+n/+n`. Irregular shots keep a nominal number
 * in `shoot` (types.ts) and the real rule in shootNote:
 * Helblaster 8-4-2 → 8 (its best band); cannon 2+bounce → 2; Flame Cannon 2D6 → 7 (mean,
 * and "+bounce" is a copy error, §13 A9); Warp Lightning D6 → 3 (mean rounded down);
 * Bone Thrower "1 per stand" → 1.
 */
const IRREGULAR_ATT: Record<string, { attack: number; shoot: number }> = {
  '1/8-4-2': { attack: 1, shoot: 8 },
  '1/2+bounce': { attack: 1, shoot: 2 },
  '1/2D6 (+bounce in table)': { attack: 1, shoot: 7 },
  '1/D6': { attack: 1, shoot: 3 },
  '1/1 per stand': { attack: 1, shoot: 1 },
};

function parseAtt(cell: string): { attack: number; shoot: number | null } {
  const irregular = IRREGULAR_ATT[cell];
  if (irregular) return irregular;
  const m = /^\+?(\d+)(?:\/\+?(\d+))?$/.exec(cell);
  if (!m) throw new Error(`unparsed Att cell "${cell}"`);
  return { attack: Number(m[1]), shoot: m[2] === undefined ? null : Number(m[2]) };
}

function parseHits(cell: string): number | null {
  if (DASH.test(cell)) return null;
  if (!/^\d+$/.test(cell)) throw new Error(`unparsed Hits cell "${cell}"`);
  return Number(cell);
}

/**
 * Armour: `4+` → 4, `0`/`–` → 0. Irregular: Skirmishers `0 or 6+` take their host's save and
 * are stored as 0; the War Wagon `4+/–` has 4+ while its wagon stand lives, stored as 4.
 */
const IRREGULAR_ARM: Record<string, number> = { '0 or 6+': 0, '4+/–': 4 };

function parseArm(cell: string): number {
  if (cell in IRREGULAR_ARM) return IRREGULAR_ARM[cell];
  if (cell === '0' || DASH.test(cell)) return 0;
  const m = /^([3-6])\+$/.exec(cell);
  if (!m) throw new Error(`unparsed Arm cell "${cell}"`);
  return Number(m[1]);
}

function parseCmd(cell: string): number | null {
  if (DASH.test(cell)) return null;
  if (!/^\d+$/.test(cell)) throw new Error(`unparsed Cmd cell "${cell}"`);
  return Number(cell);
}

/**
 * Size: stands per unit; `+1 stand` (Skirmishers, Salamanders) → 1; `–` → 0. Mounts are
 * always 0 in the data (types.ts): the digest prints `1` for the Chaos Dragon and the three
 * Araby mounts, which is read as the same "no stands of its own".
 */
function parseSize(cell: string, type: WmTroopType): number {
  if (cell === '+1 stand') return 1;
  if (DASH.test(cell)) return 0;
  if (!/^\d+$/.test(cell)) throw new Error(`unparsed Size cell "${cell}"`);
  if (MOUNT_TYPES.includes(type) && cell === '1') return 0;
  return Number(cell);
}

/** Points: `45`, `+80`. Irregular: Daemon Lord (Wizard) `100 +25` = 125 (§13 A28). */
function parsePts(cell: string): number {
  if (cell === '100 +25') return 125;
  const m = /^\+?(\d+)$/.exec(cell);
  if (!m) throw new Error(`unparsed Pts cell "${cell}"`);
  return Number(m[1]);
}

interface MinMax {
  min: number | null;
  max: number | null;
  maxPerArmy?: number;
  shared?: boolean;
}

/**
 * Min/Max: `2/–`, `–/3`, `–/–`, `1/4`; a bare `1` (General) is exactly one per army.
 * Irregular: the Trebuchet's `1 (max one per army)` is optional with one per army (§13 A14);
 * `(max 1 ever)` adds a per-army cap of 1; `(shared)` marks the Daemon Lord's common pool.
 */
function parseMinMax(cell: string): MinMax {
  if (cell === '1 (max one per army)') return { min: null, max: 1, maxPerArmy: 1 };
  if (cell === '1') return { min: 1, max: 1, maxPerArmy: 1 };
  const paren = /^(.*?)\s*\((.+)\)$/.exec(cell);
  const core = paren ? paren[1] : cell;
  const m = /^([–—-]|\d+)\/([–—-]|\d+)$/.exec(core);
  if (!m) throw new Error(`unparsed Min/Max cell "${cell}"`);
  const num = (s: string) => (DASH.test(s) ? null : Number(s));
  const out: MinMax = { min: num(m[1]), max: num(m[2]) };
  if (paren?.[2] === 'max 1 ever') out.maxPerArmy = 1;
  else if (paren?.[2] === 'shared') out.shared = true;
  else if (paren) throw new Error(`unknown Min/Max remark "${cell}"`);
  return out;
}

/**
 * Mounts whose breath is only in the notes, not in the Att column (+3): the data keeps it as
 * shoot 3 at 20 cm (§4.2) so the kernel can use it.
 */
const BREATH_FROM_NOTES = new Set(['tomb-kings/zombie-dragon', 'chaos/chaos-dragon', 'high-elves/dragon']);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const armies = (): WmArmy[] => ARMY_IDS.map((id) => ARMIES[id]);

function unit(armyId: string, unitId: string): WmUnitData {
  const u = ARMIES[armyId]?.units.find((x) => x.id === unitId);
  if (!u) throw new Error(`no ${armyId}/${unitId}`);
  return u;
}

/** Every (army/unit) key carrying a tag in the unit's own tags. */
function withTag(tag: WmRuleTag): string[] {
  return armies()
    .flatMap((a) => a.units.filter((u) => u.tags.includes(tag)).map((u) => `${a.id}/${u.id}`))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('digest location', () => {
  it('resolves to /work/shared/rules/warmaster.md relative to the repo root', () => {
    expect(DIGEST_PATH.replace(/\\/g, '/')).toMatch(/\/shared\/rules\/warmaster\.md$/);
    expect(existsSync(DIGEST_PATH)).toBe(true);
    expect(DIGEST).toContain('### 11.14 Araby');
  });
});

describe('ARMIES index', () => {
  it('has the 14 armies in digest order with sections §11.1-§11.14', () => {
    expect(Object.keys(ARMIES)).toEqual(ARMY_IDS);
    ARMY_IDS.forEach((id, i) => {
      expect(ARMIES[id].id).toBe(id);
      expect(ARMIES[id].section).toBe(`§11.${i + 1}`);
    });
  });

  it('armyById finds every army and nothing else', () => {
    for (const id of ARMY_IDS) expect(armyById(id)).toBe(ARMIES[id]);
    expect(armyById('beastmen')).toBeUndefined();
    expect(armyById('toString')).toBeUndefined();
  });
});

describe.each(ARMY_IDS.map((id, i) => [id, i + 1] as const))('%s matches the §11.%i table', (armyId, n) => {
  const army = ARMIES[armyId];
  const rows = armyTable(n);

  it('has one entry per table row and no others', () => {
    expect(rows.length).toBeGreaterThan(8);
    expect(army.units.map((u) => u.name).sort()).toEqual(rows.map((r) => r.troop).sort());
  });

  it.each(rows.map((r) => [r.troop, r] as const))('%s: numbers as printed', (_name, row) => {
    const u = army.units.find((x) => x.name === row.troop);
    expect(u, row.troop).toBeDefined();
    if (!u) return;
    const type = TYPE_OF[row.type];
    expect(type, `type cell "${row.type}"`).toBeDefined();
    expect(u.type).toBe(type);

    const att = parseAtt(row.att);
    expect(u.attack).toBe(att.attack);
    if (BREATH_FROM_NOTES.has(`${armyId}/${u.id}`)) {
      expect(att.shoot).toBeNull();
      expect(row.notes).toMatch(/breath 20 cm,? 3 att/);
      expect(u.shoot).toBe(3);
      expect(u.range).toBe(20);
    } else {
      expect(u.shoot).toBe(att.shoot);
    }

    expect(u.hits).toBe(parseHits(row.hits));
    expect(u.armour).toBe(parseArm(row.arm));
    expect(u.command).toBe(parseCmd(row.cmd));
    expect(u.size).toBe(parseSize(row.size, type));
    expect(u.points).toBe(parsePts(row.pts));

    const mm = parseMinMax(row.minMax);
    expect(u.min).toBe(mm.min);
    expect(u.max).toBe(mm.max);
    if (mm.maxPerArmy !== undefined) expect(u.maxPerArmy).toBe(mm.maxPerArmy);
    if (mm.shared) expect(u.sharedLimit).toBeTruthy();
    else expect(u.sharedLimit).toBeUndefined();

    expect(u.source).toBe(`§11.${n}`);
  });

  it('tags implied by the table notes are present', () => {
    for (const row of rows) {
      const u = army.units.find((x) => x.name === row.troop);
      if (!u) continue;
      const n = row.notes;
      const has = (tag: WmRuleTag) => expect(u.tags, `${u.id}: ${tag} (note "${n}")`).toContain(tag);
      const hasNot = (tag: WmRuleTag) => expect(u.tags, `${u.id}: no ${tag} (note "${n}")`).not.toContain(tag);

      if (/immune terror/.test(n)) has('immune-terror');
      // "causes terror" vs immunity wording ("immune terror", "ignore terror", "no terror stated")
      const causes = n.replace(/(immune|ignores?) terror|no terror/g, '');
      if (/\bterror\b/.test(causes)) has('terror');
      else hasNot('terror');
      if (/\bfl(y|ies)\b|flying/.test(n)) has('fly');
      if (/all-round/.test(n)) has('all-round');
      if (/armour −1|−1 to enemy save/.test(n)) has('armour-piercing');
      if (/not driven back/.test(n)) has('no-drive-back');
      if (/must initiative-charge humans/.test(n)) has('must-charge-humans');
      else if (/must initiative-charge/.test(n)) {
        has('must-initiative-charge');
        has('never-evade');
      }
      if (/must pursue/.test(n)) has('must-pursue');
      if (/regenerates? 1 hit suffered/.test(n)) has('hydra-regenerate');
      else if (/regenerate/.test(n)) has('regenerate');
      if (/reptilian/.test(n)) has('reptilian');
      if (/no magic items/.test(n)) has('no-magic-items');
      if (/no characters/.test(n)) has('no-characters');
      if (/never brigaded(?! with)/.test(n)) has('never-brigaded');
      if (/(extra \+1|\+1 extra) (on|when) charg/.test(n)) has('extra-charge-bonus');
      if (/no charge bonus/.test(n)) has('no-charge-bonus');
      if (/no initiative charge/.test(n)) has('no-initiative-charge');
      if (/always hits on 4\+/.test(n)) has('always-hits-4');
      if (/may pursue any/.test(n)) has('pursue-anything');
      if (/\+1 to hit/.test(n) && !/no\W+\+1 to hit/.test(n)) has('plus-one-to-hit');
      if (/no\W+\+1/.test(n)) hasNot('plus-one-to-hit');
      if (/\b15 cm\b/.test(n)) expect(u.range, u.id).toBe(15);
      if (/\b40 cm\b/.test(n)) expect(u.range, u.id).toBe(40);
      if (/\b60 cm\b/.test(n)) expect(u.range, u.id).toBe(60);
      if (/one per army|max 1 ever/.test(n + row.minMax)) expect(u.maxPerArmy, u.id).toBe(1);
    }
  });
});

describe('structure of every army', () => {
  it.each(ARMY_IDS)('%s: ids unique and kebab-case, one General, sane fields', (armyId) => {
    const army = ARMIES[armyId];
    const ids = army.units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);

    const generals = army.units.filter((u) => u.type === 'general');
    expect(generals).toHaveLength(1);
    expect(generals[0]).toMatchObject({ min: 1, max: 1, maxPerArmy: 1, size: 1 });

    for (const u of army.units) {
      expect(u.name.length, u.id).toBeGreaterThan(0);
      expect(u.note.length, u.id).toBeGreaterThan(0);
      expect(new Set(u.tags).size, `${u.id} duplicate tags`).toBe(u.tags.length);
      // range is given exactly when the entry shoots
      expect(u.range === null, u.id).toBe(u.shoot === null);
      if (u.minRange !== undefined) expect(u.range ?? 0).toBeGreaterThan(u.minRange);
      if (CHARACTER_TYPES.includes(u.type)) {
        expect(u.hits, u.id).toBeNull();
        expect(u.armour, u.id).toBe(0);
        expect(u.command, u.id).not.toBeNull();
        expect(u.size, u.id).toBe(1);
      } else {
        expect(u.command, u.id).toBeNull();
      }
      if (MOUNT_TYPES.includes(u.type)) {
        expect(u.size, u.id).toBe(0);
        expect(u.hits, u.id).toBeNull();
        expect(u.riders?.length ?? 0, `${u.id} riders`).toBeGreaterThan(0);
      } else {
        expect(u.riders, u.id).toBeUndefined();
        if (!CHARACTER_TYPES.includes(u.type)) expect(u.hits ?? 0, u.id).toBeGreaterThan(0);
      }
      if (u.badlyHurt) {
        expect(u.badlyHurt.from).toBeLessThanOrEqual(u.badlyHurt.to);
        expect(u.badlyHurt.to).toBeLessThan(u.hits ?? 0);
      }
    }
  });

  it.each(ARMY_IDS)('%s: every rider is a character of the same army', (armyId) => {
    const army = ARMIES[armyId];
    for (const u of army.units) {
      for (const r of u.riders ?? []) {
        const rider = army.units.find((x) => x.id === r);
        expect(rider, `${u.id} rider ${r}`).toBeDefined();
        expect(CHARACTER_TYPES).toContain(rider?.type);
      }
    }
  });

  it.each(ARMY_IDS)('%s: army-level ids refer to real entries; army rules present', (armyId) => {
    const army = ARMIES[armyId];
    const ids = new Set(army.units.map((u) => u.id));
    for (const id of army.tagExceptions) expect(ids).toContain(id);
    for (const id of army.withdrawalUnits ?? []) expect(ids).toContain(id);
    for (const r of army.armyRules) expect(r.length).toBeGreaterThan(0);
    const sharedKeys = army.units.filter((u) => u.sharedLimit).map((u) => u.sharedLimit);
    for (const k of sharedKeys) expect(sharedKeys.filter((x) => x === k).length).toBeGreaterThan(1);
  });

  it('every artillery entry is destroyed if it must retreat and never charges by initiative (§4.6, §2.7)', () => {
    for (const a of armies()) {
      for (const u of a.units.filter((x) => x.type === 'artillery')) {
        expect(u.tags, `${a.id}/${u.id}`).toContain('destroyed-on-retreat');
        expect(u.tags, `${a.id}/${u.id}`).toContain('no-initiative-charge');
      }
    }
    expect(unit('empire', 'steam-tank').tags).toContain('destroyed-on-retreat');
    expect(unit('skaven', 'screaming-bell').tags).toContain('destroyed-on-retreat');
    expect(unit('bretonnia', 'peasants').tags).toContain('no-initiative-charge');
  });
});

describe('spells (§8.2)', () => {
  const lists = spellLists();

  it('every army but the Dwarfs has a non-empty list', () => {
    for (const a of armies()) {
      if (a.id === 'dwarfs') expect(a.spells).toEqual([]);
      else expect(a.spells.length, a.id).toBeGreaterThan(0);
      for (const s of a.spells) expect(s).toMatch(KEBAB);
    }
  });

  it('spell ids are the §8.2 names in kebab case', () => {
    for (const a of armies()) {
      const expected = lists.get(a.name);
      if (a.id === 'dwarfs') {
        expect(expected ?? []).toEqual([]);
        continue;
      }
      expect(expected, `§8.2 heading for ${a.name}`).toBeDefined();
      expect(a.spells).toEqual(expected);
    }
    expect(ARMIES.empire.spells).toEqual(['ball-of-flame', 'voice-of-command', 'weird-enchantment', 'teleport']);
  });
});

describe('army-wide rules', () => {
  it('Undead: Tomb Kings and Vampire Counts, Ghouls excepted (§11.2, §11.12)', () => {
    expect(ARMIES['tomb-kings'].armyTags).toEqual(['undead']);
    expect(ARMIES['tomb-kings'].tagExceptions).toEqual([]);
    expect(ARMIES['vampire-counts'].armyTags).toEqual(['undead']);
    expect(ARMIES['vampire-counts'].tagExceptions).toEqual(['ghouls']);
    expect(unit('vampire-counts', 'ghouls').tags).not.toContain('undead');
    for (const a of armies()) {
      if (a.id !== 'tomb-kings' && a.id !== 'vampire-counts') expect(a.armyTags, a.id).not.toContain('undead');
    }
  });

  it('Daemons ignore terror (§11.13)', () => {
    expect(ARMIES.daemons.armyTags).toEqual(['immune-terror']);
  });

  it('Skaven: 20 cm command range, unlimited brigades, pursue anything (§11.7)', () => {
    expect(ARMIES.skaven.commandRange).toBe(20);
    expect(ARMIES.skaven.brigadeLimit).toBeNull();
    expect(ARMIES.skaven.armyTags).toEqual(['pursue-anything']);
    for (const a of armies()) {
      if (a.id === 'skaven') continue;
      expect(a.commandRange, a.id).toBeUndefined();
      expect(a.brigadeLimit, a.id).toBeUndefined();
    }
  });

  it('Bretonnia withdraws on Knights and Grail Knights only (§10, §11.9)', () => {
    expect(ARMIES.bretonnia.withdrawalUnits).toEqual(['knights', 'grail-knights']);
    for (const a of armies()) if (a.id !== 'bretonnia') expect(a.withdrawalUnits, a.id).toBeUndefined();
  });

  it('Lizardmen ignore the dense-terrain penalty (§2.4, §11.8)', () => {
    expect(ARMIES.lizardmen.armyRules.some((r) => /dense[- ]terrain/i.test(r))).toBe(true);
  });
});

describe('tag lists from the rules sections', () => {
  it('mandatory initiative chargers (§2.7)', () => {
    expect(withTag('must-initiative-charge')).toEqual(
      [
        'empire/flagellants',
        'dwarfs/troll-slayers',
        'skaven/plague-monks',
        'dark-elves/witch-elves',
        'bretonnia/knights',
        'bretonnia/grail-knights',
      ].sort(),
    );
    expect(withTag('must-charge-humans')).toEqual(['chaos/ogres', 'orcs-and-goblins/ogres']);
  });

  it('armour piercing (§4.3)', () => {
    expect(withTag('armour-piercing')).toEqual(
      [
        'empire/handgunners',
        'dwarfs/handgunners',
        'skaven/jezzails',
        'empire/helblaster',
        'dwarfs/gyrocopter',
        'empire/steam-tank',
        'kislev/war-wagon',
        'lizardmen/salamanders',
      ].sort(),
    );
  });

  it('ignores armour (§4.3)', () => {
    expect(withTag('ignores-armour')).toEqual(
      [
        'empire/cannon',
        'dwarfs/cannon',
        'tomb-kings/bone-thrower',
        'orcs-and-goblins/rock-lobber',
        'tomb-kings/skull-chukka',
        'bretonnia/trebuchet',
      ].sort(),
    );
  });

  it('+1 to hit: High Elf shooters only (§4.3)', () => {
    expect(withTag('plus-one-to-hit')).toEqual(
      ['high-elves/archers', 'high-elves/reavers', 'high-elves/elven-bolt-thrower'].sort(),
    );
  });

  it('never driven back (§4.4)', () => {
    expect(withTag('no-drive-back')).toEqual(
      [
        'empire/flagellants',
        'dwarfs/troll-slayers',
        'skaven/plague-monks',
        'skaven/rat-swarms',
        'dark-elves/witch-elves',
        'vampire-counts/ethereal-host',
        'daemons/daemon-swarm',
        'skaven/screaming-bell',
      ].sort(),
    );
  });

  it('immune to terror by their own rule (§5.2)', () => {
    expect(withTag('immune-terror')).toEqual(
      [
        'empire/flagellants',
        'dwarfs/troll-slayers',
        'skaven/plague-monks',
        'dark-elves/witch-elves',
        'bretonnia/knights',
        'bretonnia/grail-knights',
      ].sort(),
    );
  });

  it('must pursue (§5.7)', () => {
    expect(withTag('must-pursue')).toEqual(
      [
        'empire/flagellants',
        'dwarfs/troll-slayers',
        'skaven/plague-monks',
        'dark-elves/witch-elves',
        'kislev/bears',
      ].sort(),
    );
  });

  it('humans for the Ogres (§13 A22)', () => {
    const humanArmies = ['empire', 'bretonnia', 'kislev', 'araby'];
    for (const a of armies()) {
      for (const u of a.units) {
        const troop = !CHARACTER_TYPES.includes(u.type) && !MOUNT_TYPES.includes(u.type);
        const expected =
          troop &&
          ((humanArmies.includes(a.id) && !(a.id === 'kislev' && u.id === 'bears')) ||
            (a.id === 'chaos' &&
              ['chaos-warriors', 'chaos-marauders', 'chaos-knights', 'marauder-horsemen'].includes(u.id)));
        expect(u.tags.includes('human'), `${a.id}/${u.id}`).toBe(expected);
      }
    }
  });

  it('ranges (§4.2)', () => {
    const special: Record<string, number> = {
      'empire/pistoliers': 15,
      'orcs-and-goblins/goblins': 15,
      'orcs-and-goblins/wolf-riders': 15,
      'skaven/gutter-runners': 15,
      'lizardmen/skinks': 15,
      'lizardmen/salamanders': 15,
      'lizardmen/terradons': 15,
      'lizardmen/stegadon': 15,
      'kislev/horse-archers': 15,
      'araby/desert-riders': 15,
      'araby/magic-carpets': 15,
      'chaos/chaos-spawn': 15,
      'high-elves/dragon-rider': 20,
      'high-elves/dragon': 20,
      'chaos/chaos-dragon': 20,
      'tomb-kings/zombie-dragon': 20,
      'dark-elves/war-hydra': 20,
      'high-elves/elven-bolt-thrower': 40,
      'dark-elves/bolt-thrower': 40,
      'tomb-kings/bone-thrower': 40,
      'skaven/warp-lightning-cannon': 40,
      'empire/cannon': 60,
      'dwarfs/cannon': 60,
      'orcs-and-goblins/rock-lobber': 60,
      'tomb-kings/skull-chukka': 60,
      'bretonnia/trebuchet': 100,
    };
    for (const a of armies()) {
      for (const u of a.units) {
        if (u.shoot === null) continue;
        const key = `${a.id}/${u.id}`;
        expect(u.range, key).toBe(special[key] ?? 30);
      }
    }
    expect(unit('bretonnia', 'trebuchet').minRange).toBe(30);
    // ranges the seeds do not give (§13 A8): 30 cm, said so in shootNote
    for (const [a, id] of [
      ['dwarfs', 'flame-cannon'],
      ['dwarfs', 'gyrocopter'],
      ['araby', 'djinn'],
    ]) {
      expect(unit(a, id).range).toBe(30);
      expect(unit(a, id).shootNote).toMatch(/A8/);
    }
  });

  it('all-round shooters (§4.2, §11.1, §11.10)', () => {
    const allRound = withTag('all-round');
    expect(allRound).not.toContain('orcs-and-goblins/goblins');
    expect(allRound).toEqual(
      [
        'empire/pistoliers',
        'orcs-and-goblins/wolf-riders',
        'skaven/gutter-runners',
        'lizardmen/skinks',
        'lizardmen/salamanders',
        'lizardmen/terradons',
        'lizardmen/stegadon',
        'kislev/horse-archers',
        'araby/desert-riders',
        'araby/magic-carpets',
        'chaos/chaos-spawn',
        'empire/steam-tank',
        'kislev/war-wagon',
      ].sort(),
    );
  });

  it('badly hurt bands (§5.3)', () => {
    expect(unit('tomb-kings', 'sphinx').badlyHurt).toEqual({ from: 3, to: 5, hits: 3, attack: 2 });
    expect(unit('orcs-and-goblins', 'giant').badlyHurt).toEqual({ from: 4, to: 7, hits: 4, attack: 4 });
    expect(unit('high-elves', 'dragon-rider').badlyHurt).toEqual({ from: 3, to: 5, hits: 3, attack: 3, shoot: 2 });
    expect(unit('lizardmen', 'stegadon').badlyHurt).toEqual({ from: 5, to: 9, hits: 5, attack: 5, shoot: 2 });
    expect(unit('daemons', 'greater-daemon').badlyHurt).toEqual({ from: 3, to: 5, hits: 3, attack: 4 });
    const banded = armies().flatMap((a) => a.units.filter((u) => u.badlyHurt).map((u) => `${a.id}/${u.id}`));
    expect(banded).toHaveLength(5);
  });

  it('per-army caps (§11.0, §11.7, §11.11, §13 A14)', () => {
    expect(unit('empire', 'war-altar').maxPerArmy).toBe(1);
    expect(unit('dwarfs', 'anvil').maxPerArmy).toBe(1);
    expect(unit('dark-elves', 'cauldron-of-blood').maxPerArmy).toBe(1);
    expect(unit('skaven', 'screaming-bell').maxPerArmy).toBe(1);
    expect(unit('bretonnia', 'trebuchet')).toMatchObject({ min: null, max: 1, maxPerArmy: 1 });
  });

  it('Daemon Lord: Hero 100 pts +2, Wizard 125 pts +1, shared 2 per 1000 (§13 A28)', () => {
    const hero = unit('daemons', 'daemon-lord-hero');
    const wiz = unit('daemons', 'daemon-lord-wizard');
    expect(hero).toMatchObject({ type: 'hero', attack: 2, points: 100, command: 8, max: 2 });
    expect(wiz).toMatchObject({ type: 'wizard', attack: 1, points: 125, command: 8, max: 2 });
    expect(hero.sharedLimit).toBeDefined();
    expect(hero.sharedLimit).toBe(wiz.sharedLimit);
  });
});

describe('spot checks from the notes', () => {
  it('Flagellants: must charge, never driven back, must pursue, ignore terror', () => {
    expect(unit('empire', 'flagellants').tags).toEqual(
      expect.arrayContaining(['must-initiative-charge', 'never-evade', 'no-drive-back', 'must-pursue', 'immune-terror']),
    );
  });

  it('Handgunners pierce armour', () => {
    expect(unit('empire', 'handgunners').tags).toContain('armour-piercing');
    expect(unit('dwarfs', 'handgunners').tags).toContain('armour-piercing');
  });

  it('Rock Lobber ignores armour at 60 cm', () => {
    const r = unit('orcs-and-goblins', 'rock-lobber');
    expect(r.tags).toContain('ignores-armour');
    expect(r.range).toBe(60);
  });

  it('Elven Bolt Thrower +1 to hit at 40 cm; the Dark Elf one has no +1', () => {
    const he = unit('high-elves', 'elven-bolt-thrower');
    expect(he.tags).toContain('plus-one-to-hit');
    expect(he.range).toBe(40);
    const de = unit('dark-elves', 'bolt-thrower');
    expect(de.tags).not.toContain('plus-one-to-hit');
    expect(de.range).toBe(40);
  });

  it('Sphinx badly hurt on 3-5 → 3 Hits, 2 Attacks', () => {
    expect(unit('tomb-kings', 'sphinx').badlyHurt).toEqual({ from: 3, to: 5, hits: 3, attack: 2 });
  });

  it('Ghouls are not Undead', () => {
    expect(ARMIES['vampire-counts'].tagExceptions).toContain('ghouls');
  });

  it('Trolls: command penalty and regeneration; War Hydra: its own regeneration', () => {
    for (const a of ['chaos', 'orcs-and-goblins']) {
      expect(unit(a, 'trolls').tags).toEqual(expect.arrayContaining(['command-penalty', 'regenerate']));
    }
    expect(unit('dark-elves', 'war-hydra').tags).toEqual(expect.arrayContaining(['hydra-regenerate', 'never-brigaded']));
    expect(unit('araby', 'camel-riders').tags).toContain('command-penalty');
  });

  it('Steam Tank: always defended, never brigaded, no characters', () => {
    expect(unit('empire', 'steam-tank').tags).toEqual(
      expect.arrayContaining(['always-defended', 'never-brigaded', 'no-characters', 'all-round']),
    );
  });

  it('attachments: Skirmishers and Salamanders are single extra stands', () => {
    for (const [a, id] of [
      ['empire', 'skirmishers'],
      ['lizardmen', 'salamanders'],
    ]) {
      expect(unit(a, id).tags).toContain('attachment');
      expect(unit(a, id).size).toBe(1);
    }
  });

  it('attachments name their hosts: Skirmishers any Empire infantry unit, Salamanders Skinks (§11.1, §11.8)', () => {
    expect(unit('empire', 'skirmishers').hosts).toEqual(
      ARMIES.empire.units.filter((u) => u.type === 'infantry' && !u.tags.includes('attachment')).map((u) => u.id),
    );
    expect(unit('lizardmen', 'salamanders').hosts).toEqual(['skinks']);
    // The kernel keeps one Hits value per unit and one slot for the attachment: every host has
    // the attachment's Hits and at most 3 stands (4 with it).
    for (const army of Object.values(ARMIES)) {
      for (const att of army.units.filter((u) => u.tags.includes('attachment'))) {
        expect(att.hosts?.length, `${army.id}/${att.id}`).toBeGreaterThan(0);
        for (const id of att.hosts ?? []) {
          const host = unit(army.id, id);
          expect(host.type, id).toBe('infantry');
          expect(host.hits, id).toBe(att.hits);
          expect(host.size, id).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it('mount riders follow the notes', () => {
    expect(unit('empire', 'war-altar').riders).toEqual(['wizard']);
    expect(unit('lizardmen', 'stegadon-mount').riders).toEqual(['slann']);
    expect(unit('lizardmen', 'carnosaur').riders).toEqual(['saurus-hero']);
    expect(unit('bretonnia', 'unicorn').riders).toEqual(['enchantress']);
    expect(unit('kislev', 'tzarina').riders).toEqual(['general']);
    expect(unit('vampire-counts', 'black-coach').riders).toEqual(['vampire-lord', 'vampire']);
    expect(unit('dwarfs', 'anvil').riders).toEqual(['runesmith']);
    expect(unit('araby', 'djinn').riders).toEqual(['wizard']);
    expect(unit('dark-elves', 'cauldron-of-blood').riders).toEqual(['sorceress']);
  });
});

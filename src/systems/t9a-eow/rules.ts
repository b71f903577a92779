/**
 * Printed model rules → what the engine plays (rules/t9a_eow.md §5, §7). The data files keep
 * every rule exactly as the book prints it ("Impact (D3+1 Hits, Str 4, AP 1)", "Bow (4+)");
 * this module is the one place that reads them. Each rule is either played, harmless in a
 * single engagement (army-building rules: Iron Fist), magic (played only when the
 * Magic phase is, §4), or not played yet — and then a scenario using the unit is refused.
 */
import { weaponOfRule } from './data/weapons.ts';
import type { T9aWeapon } from './data/types.ts';

/** A dice expression packed into an int: count << 8 | sides << 4 | plus ('2D3+1' → 2,3,1; '4' → 0,0,4). */
export function diceCode(text: string): number {
  const t = text.trim();
  const m = /^(\d*)D(3|6)(?:\+(\d+))?$/.exec(t);
  if (m && (m[3] === undefined || Number(m[3]) < 16)) return ((m[1] === '' ? 1 : Number(m[1])) << 8) | (Number(m[2]) << 4) | (m[3] ? Number(m[3]) : 0);
  if (/^\d+$/.test(t) && Number(t) < 16) return Number(t);
  throw new Error(`"${text}" is not a dice expression warsim knows (D3, D3+1, 2D3, 2D3+1, 3D3, D6, with a modifier or a number below 16)`);
}

export function diceText(code: number): string {
  const n = code >> 8;
  const sides = (code >> 4) & 15;
  const plus = code & 15;
  if (sides === 0) return String(plus);
  return `${n === 1 ? '' : n}D${sides}${plus ? '+' + plus : ''}`;
}

/** A special attack (§7.1): automatic hits at the model's own Str/AP unless stated. */
export interface SpecialAttack {
  dice: number;
  str: number | null;
  ap: number | null;
}

/** Everything the engine reads from a unit's printed rules. */
export interface T9aFeatures {
  fear: boolean;
  fearless: boolean;
  frenzy: boolean;
  poison: boolean;
  lightningReflexes: boolean;
  swiftstride: boolean;
  towering: boolean;
  lightTroops: boolean;
  fly: boolean;
  insignificant: boolean;
  /** Daemonic, The Undeath (Patrol): pass Panic and Break, Hold only, lose HP per CR point. */
  daemonic: boolean;
  unstable: boolean;
  supernal: boolean;
  /** Undead / The Undeath: March only within the General's range (§3.3). */
  undead: boolean;
  autonomous: boolean;
  warborn: boolean;
  goblinCunning: boolean;
  primalInstinct: boolean;
  lifeIsCheap: boolean;
  shieldWall: boolean;
  lethalStrike: boolean;
  ruthless: boolean;
  cohort: boolean;
  touchOfFrost: boolean;
  rage: boolean;
  knowThyself: boolean;
  weaponMaster: boolean;
  grudge: boolean;
  quest: boolean;
  banneret: boolean;
  battleFever: boolean;
  favoured: boolean;
  exiled: boolean;
  martialDiscipline: boolean;
  communalBond: boolean;
  dances: boolean;
  broodRivalry: boolean;
  steamPowered: boolean;
  forestWalker: boolean;
  eagleStandard: boolean;
  infernalBrand: boolean;
  runeCraft: boolean;
  steamAhead: boolean;
  warCry: boolean;
  beloved: boolean;
  fearImmune: boolean;
  /** Melee Multiple Wounds (2) against Towering models only (Royal Huntsman). */
  mwTowering: boolean;
  parentSupport: boolean;
  /** War Platform (§7.1): must join a unit (this one, by printed name, if given). */
  warPlatform: boolean;
  warPlatformUnit: string;
  /** Hunt Leader (§7.2): the unit this War Platform joins gains Fearless and Support. */
  huntLeader: boolean;
  /** Guarded (§7.2): stands in the second rank while the front rank is full. */
  guarded: boolean;
  /** Undead (§7.1): tests when its General dies. The Patrols' The Undeath does not. */
  undeadCrumble: boolean;
  /** Undying Will (§7.2): the rank and file of its unit get +2 Off, +2 Def and shoot at Aim 4+. */
  undyingWill: boolean;
  /** Grim Coachman's aura: friends within 6" get Aegis 6+ and lose 1 HP less to Unstable. */
  grimCoachman: boolean;
  /** Orders (Empire Marshal, §7.2): orders it gives each turn. */
  orders: number;
  /** General of a Patrol: Commanding Presence (12"; Communal Bond 8"). */
  general: boolean;
  /** Ambush (§7.1): may arrive on its side's turn 2 instead of deploying (compile.ts, the `ambush` unit field). */
  ambush: boolean;
  /** Vanguard (§7.1): a pre-game 6" move; the scenario's position is after it (the `vanguard` unit field). */
  vanguard: boolean;
  /** Ambushing Party (§7.2, Beast Herds): lends Ambush to one unmounted character and two Core or Centaur units of ≤ 225 pts. */
  ambushingParty: boolean;
  /** Extra supporting ranks (Fight in Extra Rank (n), stacking). */
  fier: number;
  support: boolean;
  /** Multiple Wounds of the model's melee attacks, a dice code; 0 = none. */
  multipleWounds: number;
  devastatingStr: number;
  devastatingAp: number;
  devastatingAtt: number;
  devastatingFear: boolean;
  /** Academy Trained's "Devastating (+1 Adv)": +1" charge range (§12 D10). */
  devastatingAdv: number;
  impact: SpecialAttack | null;
  stomp: SpecialAttack | null;
  grind: SpecialAttack | null;
  breath: { str: number; ap: number } | null;
  weapon: { weapon: T9aWeapon; aim: number } | null;
  /** Spells named on a Patrol model, and wizard levels: played only with the Magic phase. */
  magic: string[];
  /** Rules with no effect on a set-piece engagement (deployment, army building, tags). */
  setup: string[];
  /** Rules the engine does not play yet: a unit with any of them is refused. */
  notYet: string[];
}

export function noFeatures(): T9aFeatures {
  return {
    fear: false, fearless: false, frenzy: false, poison: false, lightningReflexes: false, swiftstride: false,
    towering: false, lightTroops: false, fly: false, insignificant: false, daemonic: false, unstable: false,
    supernal: false, undead: false, autonomous: false, warborn: false, goblinCunning: false, primalInstinct: false,
    lifeIsCheap: false, shieldWall: false, lethalStrike: false, ruthless: false, cohort: false, touchOfFrost: false,
    rage: false, knowThyself: false, weaponMaster: false, grudge: false, quest: false, banneret: false,
    battleFever: false, favoured: false, exiled: false, martialDiscipline: false, communalBond: false, dances: false,
    broodRivalry: false, steamPowered: false, forestWalker: false, eagleStandard: false,
    infernalBrand: false, runeCraft: false, steamAhead: false, warCry: false, beloved: false, fearImmune: false, mwTowering: false, parentSupport: false, warPlatform: false, warPlatformUnit: '', huntLeader: false, guarded: false, undeadCrumble: false, undyingWill: false, grimCoachman: false, orders: 0, general: false,
    ambush: false, vanguard: false, ambushingParty: false,
    fier: 0, support: false, multipleWounds: 0,
    devastatingStr: 0, devastatingAp: 0, devastatingAtt: 0, devastatingFear: false, devastatingAdv: 0,
    impact: null, stomp: null, grind: null, breath: null, weapon: null,
    magic: [], setup: [], notYet: [],
  };
}

type Flag = {
  [K in keyof T9aFeatures]: T9aFeatures[K] extends boolean ? K : never;
}[keyof T9aFeatures];

/** Rules that only switch a feature on. */
const SWITCHES: Record<string, Flag> = {
  Fear: 'fear',
  Fearless: 'fearless',
  Frenzy: 'frenzy',
  Poison: 'poison',
  'Lightning Reflexes': 'lightningReflexes',
  Swiftstride: 'swiftstride',
  Towering: 'towering',
  'Light Troops': 'lightTroops',
  Fly: 'fly',
  Insignificant: 'insignificant',
  Daemonic: 'daemonic',
  'The Undeath': 'daemonic',
  Unstable: 'unstable',
  Supernal: 'supernal',
  Undead: 'undead',
  Autonomous: 'autonomous',
  Warborn: 'warborn',
  'Goblin Cunning': 'goblinCunning',
  'Primal Instinct': 'primalInstinct',
  'Life is Cheap': 'lifeIsCheap',
  'Shield Wall': 'shieldWall',
  'Lethal Strike': 'lethalStrike',
  'Ruthless Efficiency': 'ruthless',
  'Cohort Coordination': 'cohort',
  'Touch of Frost': 'touchOfFrost',
  Rage: 'rage',
  'Know Thyself': 'knowThyself',
  'Weapon Master': 'weaponMaster',
  Grudge: 'grudge',
  'The Quest': 'quest',
  Banneret: 'banneret',
  'Battle Fever': 'battleFever',
  'Path of the Favoured': 'favoured',
  'Path of the Exiled': 'exiled',
  'Martial Discipline': 'martialDiscipline',
  'Communal Bond': 'communalBond',
  'Dances of Cenyrn': 'dances',
  'Brood Rivalry': 'broodRivalry',
  'Steam Powered': 'steamPowered',
  'Forest Walker': 'forestWalker',
  'Eagle Standard': 'eagleStandard',
  'Infernal Brand': 'infernalBrand',
  'Rune Craft Mastery': 'runeCraft',
  'Steam Ahead!': 'steamAhead',
  'War Cry!': 'warCry',
  Beloved: 'beloved',
  'Immune to Fear': 'fearImmune',
  'Multiple Wounds against Towering': 'mwTowering',
  'Parent & Support': 'parentSupport',
  'Grim Coachman': 'grimCoachman',
  Guarded: 'guarded',
  'Undying Will': 'undyingWill',
  General: 'general',
  Support: 'support',
  // Set-up rules played by compile.ts and the kernel (§7.1, §7.2): the unit fields `ambush`
  // and `vanguard` say how each unit uses them.
  Ambush: 'ambush',
  Vanguard: 'vanguard',
  'Ambushing Party': 'ambushingParty',
};

/** Army-building and tag rules: nothing to play once the units stand on the table (Iron Fist only limits items, §9). */
const SETUP = new Set([
  'Iron Fist',
]);

/** Magic rules (§4): they matter only when the Magic phase is played. */
const MAGIC = new Set([
  'Adept', 'Master', 'Apprentice', 'Conclave', 'Channel', 'Spellcrafting', 'Hewn Mountain', 'Irresistible Will',
  'Immortal Denizens', 'Daemon Mage', 'Battle Runes', 'Great Totem', 'Dragon Mage', 'Death is Only...', 'Death is only the Beginning',
  'Protean Adept', 'Enclave', 'Forbidden', 'Dark Prelate', 'Duumvirate', 'Hierophant', 'Fiery Heart',
]);

/** Magic rules that do not make a unit a caster: they only change other casting (§4.2). */
const CASTING_AIDS = new Set(['Channel', 'Spellcrafting', 'Hewn Mountain', 'Irresistible Will', 'Immortal Denizens', 'Fiery Heart']);

/** Whether the unit casts spells (knows one, or is a wizard or a Conclave). */
export function castsSpells(f: T9aFeatures): boolean {
  return f.magic.some((r) => !CASTING_AIDS.has(r.replace(/\s*\(.*\)$/, '').trim()));
}

/** Spell names a Patrol character may carry (§4.5); `magic` for the same reason. */
let spellNames: Set<string> | null = null;
export function setSpellNames(names: Iterable<string>): void {
  spellNames = new Set([...names].map((n) => n.toLowerCase()));
}

/** Split "Name (args)" into its name and argument text. */
function splitRule(rule: string): { name: string; args: string } {
  const m = /^([^(]+?)\s*(?:\((.*)\))?$/.exec(rule.trim());
  if (!m) return { name: rule.trim(), args: '' };
  return { name: m[1].trim(), args: (m[2] ?? '').trim() };
}

/** "D3+1 Hits, Str 4, AP 1" / "1" / "2, Str 5, AP 2" → a special attack. */
function specialAttack(args: string): SpecialAttack {
  const parts = args.split(',').map((p) => p.trim());
  const dice = diceCode(parts[0].replace(/\s*Hits?$/i, ''));
  let str: number | null = null;
  let ap: number | null = null;
  for (const p of parts.slice(1)) {
    const s = /^Str (\d+)$/.exec(p);
    const a = /^AP (\d+)$/.exec(p);
    if (s) str = Number(s[1]);
    else if (a) ap = Number(a[1]);
    else throw new Error(`cannot read "${p}" in a special attack`);
  }
  return { dice, str, ap };
}

/** Read one unit's printed rules. Unknown rules go to `notYet`. */
export function readRules(rules: readonly string[]): T9aFeatures {
  const f = noFeatures();
  for (const rule of rules) readRule(f, rule);
  return f;
}

export function readRule(f: T9aFeatures, rule: string): void {
  const split = splitRule(rule);
  // Wizard levels carry the digest's "[paths lost]" or the book's Path icons: 'Adept 🌀🗡️🔥'.
  const name = split.name.replace(/\s*\[[^\]]*\]$/, '').replace(/\s*[^\x00-\x7F].*$/, '').trim();
  const args = split.args;
  const sw = SWITCHES[name];
  if (sw) {
    f[sw] = true;
    if (name === 'The Undeath') f.undead = true;
    if (name === 'Undead') f.undeadCrumble = true;
    return;
  }
  if (SETUP.has(name)) {
    f.setup.push(rule);
    return;
  }
  if (MAGIC.has(name) || spellNames?.has(name.toLowerCase())) {
    f.magic.push(rule);
    return;
  }
  switch (name) {
    case 'Fight in Extra Rank':
      f.fier += args === '' ? 1 : Number(args);
      return;
    case 'Multiple Wounds':
      f.multipleWounds = diceCode(args);
      return;
    case 'Devastating':
    case 'Devastating Charge':
      for (const part of args.split(',').map((p) => p.trim())) {
        const m = /^\+(\d+) (Str|AP|Att|Adv)$/.exec(part);
        if (part === 'Fear') f.devastatingFear = true;
        else if (!m) throw new Error(`cannot read "${part}" in ${rule}`);
        else if (m[2] === 'Str') f.devastatingStr += Number(m[1]);
        else if (m[2] === 'AP') f.devastatingAp += Number(m[1]);
        else if (m[2] === 'Att') f.devastatingAtt += Number(m[1]);
        else f.devastatingAdv += Number(m[1]);
      }
      return;
    case 'Impact':
      f.impact = specialAttack(args);
      return;
    case 'Stomp':
      f.stomp = specialAttack(args);
      return;
    case 'Grind':
      f.grind = specialAttack(args);
      return;
    case 'Breath': {
      // "Str 3, AP 2" or "4, AP 1".
      const m = /^(?:Str )?(\d+), AP (\d+)$/.exec(args);
      if (!m) throw new Error(`cannot read ${rule}`);
      f.breath = { str: Number(m[1]), ap: Number(m[2]) };
      return;
    }
    case 'War Platform':
      f.warPlatform = true;
      f.warPlatformUnit = args;
      return;
    case 'Hunt Leader':
      f.huntLeader = true;
      return;
    case 'Orders':
      f.orders = Math.max(f.orders, 1);
      return;
    case 'Has 2 Orders':
      f.orders = 2;
      return;
    case 'Academy Trained':
      // §12 D10: read as +1" Charge Range while the condition holds; a lone unit of Academy
      // Trained models always has "another" model within 8" (its own), so it always holds.
      f.devastatingAdv += 1;
      return;
  }
  const weapon = weaponOfRule(rule);
  if (weapon) {
    if (f.weapon) f.notYet.push(`${rule} (a second shooting weapon)`);
    else f.weapon = weapon;
    return;
  }
  f.notYet.push(rule);
}

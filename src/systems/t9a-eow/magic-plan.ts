/**
 * The Magic phase in plan form (rules/t9a_eow.md §4): which unit knows which spell, as one
 * "slot" per (caster, spell), with every effect reduced to numbers the kernel applies —
 * direct hits, or signed modifiers on the target until the caster's next Magic phase.
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import { suggest } from '../../scenario/suggest.ts';
import { SPELLS, spellByName, spellById, spellsOfPath } from './data/spells.ts';
import type { T9aPath, T9aSpell, T9aSpellEffect } from './data/types.ts';
import { diceCode } from './rules.ts';

// Modifiers a spell puts on a unit (kernel `mods`), signed as the spell data gives them.
export const M_OFF = 0;
export const M_DEF = 1;
export const M_STR = 2;
export const M_AP = 3; // melee and shooting with the model's own AP
export const M_APM = 4; // melee only (Blooded Horn Totem)
export const M_ATT = 5;
export const M_AGI = 6;
export const M_ARM = 7;
export const M_AIM = 8; // added to the Aim number: −1 is better
export const M_RES = 9;
export const M_TOHIT = 10; // the unit's own to-hit (−1: harder)
export const M_TOHIT_AGAINST = 11; // to-hit of attacks against it (−1: harder)
export const M_TOWOUND = 12; // the unit's own to-wound (+1: easier)
export const M_TOWOUND_AGAINST = 13; // to-wound rolls against it (−1: harder)
export const M_AEGIS = 14; // Healing Waters
export const M_REROLL_WOUND = 15; // the unit re-rolls failed melee to-wound
export const M_REROLL_WOUND_AGAINST = 16; // attacks against it re-roll failed to-wound
export const M_WHEEL = 17; // The Wheel Turns: melee attacks against it hit on natural 4–6 only
export const M_CHARGE = 18; // a dice code added to its Charge Range
export const M_DANGER = 19; // treats all terrain as Dangerous (X)
export const M_MIN1 = 20; // Off and Def never below 1 (The Rot Within)
export const M_COUNT = 21;

// Slot kinds.
export const S_HITS = 0;
export const S_AUTOWOUND = 1;
export const S_BUFF = 2; // friend
export const S_DEBUFF = 3; // enemy
export const S_BYSIDE = 4; // any unit: friend gets the buff, enemy the debuff
export const S_ROLL = 5; // enemy: a D6 picks one of two debuffs
export const S_MOVE = 6;
export const S_HEAL = 7;
export const S_REVOKE = 8;
export const S_WHEEL = 9; // any unit

// Hit strength codes.
export const STR_TARGET_ARM = -1;
export const STR_D6 = -2;

export interface MagicPlan {
  slots: number;
  caster: Int32Array;
  spell: Int32Array; // index in SPELLS
  kind: Int32Array;
  cv: Int32Array;
  /** The casting value that heals a second unit too (Arise! 8+, §4.5), 0 for a spell without one the engine casts. */
  cvTwo: Int32Array;
  /** The casting value that reaches every friend within `areaRange` of the caster (Scrying 10+, §4.5), 0 for a spell without one. */
  cvArea: Int32Array;
  areaRange: Float64Array;
  range: Float64Array;
  damage: Uint8Array; // neither caster nor target engaged
  los: Uint8Array; // and the target in the caster's line of sight (not Master of Earth)
  /** Entwining Roots, Master of Earth (§4.5): an enemy within 6" of Hindering or Elevated terrain is in range too. */
  nearTerrain: Uint8Array;
  /** Fiery Heart (§4.5, §7.2): an engaged caster may aim this damage spell at its own melee opponent. */
  meleeTarget: Uint8Array;
  replicable: Uint8Array;
  /** A faction spell (§4.5: the Totems, Death is only the Beginning, Arise!): an army rule's, so never on an Ally's unit (§8.5). */
  factionSpell: Uint8Array;
  area: Uint8Array; // every unit of the kind within range (Scorching Salvo, Danse Macabre)
  hits: Int32Array; // dice code
  str: Int32Array;
  ap: Int32Array;
  mw: Int32Array; // dice code
  rerollArmour: Uint8Array;
  autoWound: Uint8Array;
  radius: Int32Array; // dice code (Wrath of God), 0 none
  moveInches: Int32Array;
  friendMods: Int32Array; // slots × M_COUNT
  enemyMods: Int32Array;
  enemyMods2: Int32Array; // S_ROLL: 4–6
  casterOff: Int32Array; // The Rot Within's gift to its caster
  casterDef: Int32Array;
  healCap: Int32Array; // HP a character or Towering model regains at most per phase, 0 = no cap
  // Per unit.
  channel: Uint8Array;
  spellcrafting: Uint8Array;
  immortal: Uint8Array;
  irresistible: Uint8Array;
  hewnMountain: Uint8Array;
  amplify: Uint8Array; // Death is only the Beginning: may cast at CV +2 to heal too
  /** Hierophant (§7.2): the Amplified heal may go to any friendly unit within 18" of the caster. */
  hierophant: Uint8Array;
  rsr: Int32Array;
  /** Spell names, for traces. */
  spellNames: string[];
}

const PATHS: readonly T9aPath[] = ['alchemy', 'cosmology', 'divination', 'druidism', 'evocation', 'occultism', 'pyromancy', 'shamanism', 'thaumaturgy', 'battle-runes', 'witchcraft'];
const FIERY_PATHS: readonly T9aPath[] = ['alchemy', 'pyromancy'];

/** Conclaves and other fixed spell sets named in the army lists (§7.2, §10.3 notes), by rule or option. */
const CONCLAVES: Record<string, string[]> = {
  'Battle Runes': ['rune-of-resolve', 'rune-of-resilience', 'rune-of-revocation'],
  'Dragon Mage': ['fireball', 'silver-spike'],
  'Great Totem': ['black-wing-totem', 'blooded-horn-totem'],
  'Dark Prelate': ['spectral-blades'],
};

/** Entry-specific Conclaves (the "Conclave" option means different spells per entry). */
const ENTRY_CONCLAVES: Record<string, string[]> = {
  'threshing-engine': ['spear-of-infinity'],
  'veil-serpents': ['spear-of-infinity'],
  imps: ['spear-of-infinity'],
  'warlock-acolytes': ['perception-of-strength'],
  'skink-hunters': ['entwining-roots'],
  'caiman-warriors': ['awaken-the-beast'],
  // §10.3: the Lady's Courtier's printed Conclave, and the Spectral Hunters' option ("Conclave = Raven's Wing").
  'ladys-courtier': ['ravens-wing', 'entwining-roots'],
  'spectral-hunters': ['ravens-wing'],
};

export interface MagicUnit {
  path: Path;
  side: number;
  /** Its army (§8.5: one of a Coalition's rosters): Paths are unique within it (§4.3). */
  army: number;
  entryId: string;
  /** The entry's printed name, for messages. */
  name: string;
  rules: string[]; // magic rules as printed (features.magic)
  basic: boolean;
  chosenPath: string | undefined;
  /** Protean Adept (§7.2): the scenario's `extraPath:`, the additional Path whose spell 1 it knows. */
  extraPath: string | undefined;
  defaultPath: string;
  rsr: number;
}

/** Known spells of every unit: spell ids, and per unit Channel and the casting rules. */
export function compileMagic(units: MagicUnit[], noMagic: boolean): MagicPlan {
  const known: string[][] = units.map(() => []);
  const channel = new Uint8Array(units.length);
  const spellcrafting = new Uint8Array(units.length);
  const immortal = new Uint8Array(units.length);
  const irresistible = new Uint8Array(units.length);
  const hewn = new Uint8Array(units.length);
  const amplify = new Uint8Array(units.length);
  const hierophant = new Uint8Array(units.length);
  const fiery = new Uint8Array(units.length);
  const rsr = Int32Array.from(units.map((u) => u.rsr));
  const pathsTaken = new Map<string, Path>();
  /** The Path each wizard chose (undefined: none), for Duumvirate (§7.2). */
  const chosen: (T9aPath | undefined)[] = units.map(() => undefined);
  const duumvirates: number[] = [];
  /** No two wizards of an army choose one Path (§4.3; Conclaves are exempt; each army of a Coalition is a roster of its own, §8.5). */
  const takePath = (u: MagicUnit, path: T9aPath, field: string) => {
    const key = `${u.army}:${path}`;
    if (pathsTaken.has(key)) {
      throw ScenarioError.at([...u.path, field], 'a Path no other wizard of the army has (§4.3)', path, `give each wizard its own \`${field}:\``);
    }
    pathsTaken.set(key, u.path);
  };
  units.forEach((u, i) => {
    let level = 0;
    let protean = false;
    let forbidden = false;
    let duumvirate = false;
    for (const rule of u.rules) {
      const name = rule.replace(/\s*\(.*\)$/, '').replace(/\s*\[[^\]]*\]$/, '').replace(/\s*[^\x00-\x7F].*$/, '').trim();
      const spell = spellByName(rule);
      if (spell?.id === 'death-is-only-the-beginning') {
        // Amplify (§4.5): a spell cast at CV +2 also heals the friendly units it targets.
        amplify[i] = 1;
        continue;
      }
      if (spell) {
        known[i].push(spell.id);
        continue;
      }
      switch (name) {
        case 'Apprentice':
        case 'Daemon Mage':
          level = Math.max(level, 1);
          break;
        case 'Adept':
          level = Math.max(level, 2);
          channel[i] = 1;
          break;
        case 'Master':
          level = Math.max(level, 3);
          channel[i] = 1;
          break;
        case 'Channel':
          channel[i] = 1;
          break;
        case 'Spellcrafting':
          spellcrafting[i] = 1;
          break;
        case 'Immortal Denizens':
          immortal[i] = 1;
          break;
        case 'Irresistible Will':
          irresistible[i] = 1;
          break;
        case 'Hewn Mountain':
          hewn[i] = 1;
          break;
        case 'Fiery Heart':
          fiery[i] = 1;
          break;
        case 'Hierophant':
          // §7.2: a Wizard Master whose Amplified heal may go to any friend within 18".
          level = Math.max(level, 3);
          channel[i] = 1;
          hierophant[i] = 1;
          break;
        case 'Protean Adept':
          // §7.2: Channel, and spell 1 of an additional Path (the scenario's `extraPath:`).
          channel[i] = 1;
          protean = true;
          break;
        case 'Forbidden':
          // §7.2 (Mastery): Pyromancy 1–2 besides its own spells.
          forbidden = true;
          break;
        case 'Duumvirate':
          // §7.2: an Adept knowing only spell 3 of a Path another friendly Swarm Priest chose.
          duumvirate = true;
          channel[i] = 1;
          break;
        case 'Conclave':
          if (!ENTRY_CONCLAVES[u.entryId]) throw notYet(u, rule);
          known[i].push(...ENTRY_CONCLAVES[u.entryId]);
          if (u.entryId === 'threshing-engine' || u.entryId === 'veil-serpents' || u.entryId === 'imps') immortal[i] = 1;
          break;
        case 'Enclave':
          if (!ENTRY_CONCLAVES[u.entryId]) throw notYet(u, rule);
          known[i].push(...ENTRY_CONCLAVES[u.entryId]);
          break;
        default:
          if (CONCLAVES[name]) {
            known[i].push(...CONCLAVES[name]);
            if (name === 'Dragon Mage') channel[i] = 1;
          } else throw notYet(u, rule);
      }
    }
    if (u.extraPath !== undefined && !protean) {
      throw ScenarioError.at([...u.path, 'extraPath'], "nothing: only Protean Adept (Kuulima's Deceiver, §7.2) knows spell 1 of an additional Path", u.extraPath);
    }
    if (duumvirate) {
      duumvirates.push(i); // its Path is another Swarm Priest's: read once every Path is chosen
      return;
    }
    if (level > 0) {
      // Fiery Heart (§7.2): the wizard's Paths become Alchemy and Pyromancy.
      const allowed = fiery[i] ? FIERY_PATHS : PATHS;
      const fallback = fiery[i] && !FIERY_PATHS.includes(u.defaultPath as T9aPath) ? 'pyromancy' : u.defaultPath;
      const path = (u.chosenPath ?? fallback) as T9aPath;
      if (!allowed.includes(path)) {
        const hint = suggest(String(u.chosenPath), allowed);
        const what = fiery[i] ? 'a Path of a Fiery Heart: alchemy or pyromancy (§7.2)' : 'a Path of the Grimoire';
        throw ScenarioError.at([...u.path, 'path'], what, `"${u.chosenPath}"`, hint ? `did you mean "${hint}"?` : `one of: ${allowed.join(', ')}`);
      }
      if (forbidden && path === 'pyromancy') {
        throw ScenarioError.at([...u.path, 'path'], 'a Path other than Pyromancy (Forbidden already gives Pyromancy 1–2, §7.2)', path);
      }
      takePath(u, path, 'path');
      chosen[i] = path;
      known[i].push(...spellsOfPath(path).slice(0, level).map((s) => s.id));
      if (protean) {
        // §7.2: "an additional Path": one the scenario names, not the wizard's own.
        const others = PATHS.filter((x) => x !== path);
        if (u.extraPath === undefined) {
          throw ScenarioError.at([...u.path, 'extraPath'], "an additional Path for Protean Adept (§7.2: it knows that Path's spell 1; the book lost which Paths it may take)", 'none', `one of: ${others.join(', ')}`);
        }
        const extra = u.extraPath as T9aPath;
        if (!PATHS.includes(extra)) {
          const hint = suggest(u.extraPath, others);
          throw ScenarioError.at([...u.path, 'extraPath'], 'a Path of the Grimoire', `"${u.extraPath}"`, hint ? `did you mean "${hint}"?` : `one of: ${others.join(', ')}`);
        }
        if (extra === path) {
          throw ScenarioError.at([...u.path, 'extraPath'], `a Path other than its own (${path}): Protean Adept adds an additional Path (§7.2)`, extra, `one of: ${others.join(', ')}`);
        }
        takePath(u, extra, 'extraPath');
        known[i].push(spellsOfPath(extra)[0].id);
      }
      if (forbidden) known[i].push(...spellsOfPath('pyromancy').slice(0, 2).map((s) => s.id));
    } else if (u.chosenPath !== undefined) {
      throw ScenarioError.at([...u.path, 'path'], 'a wizard (Apprentice, Adept or Master)', u.chosenPath);
    }
  });
  // Duumvirate (§7.2): requires another friendly Swarm Priest, and takes a Path one of them
  // chose (by default theirs), knowing only its spell 3 — sharing it is the rule's point.
  for (const i of duumvirates) {
    const u = units[i];
    const priests = units.map((v, j) => j).filter((j) => j !== i && units[j].side === u.side && units[j].entryId === u.entryId);
    if (priests.length === 0) {
      throw ScenarioError.at([...u.path, 'option'], `another friendly ${u.name} (Duumvirate requires one, §7.2)`, `no other ${u.name} on its side`, 'add one, or take another option');
    }
    const theirs = priests.map((j) => chosen[j]).filter((x): x is T9aPath => x !== undefined);
    const path = (u.chosenPath ?? theirs[0]) as T9aPath;
    if (!theirs.includes(path)) {
      throw ScenarioError.at([...u.path, 'path'], `a Path another friendly ${u.name} chose (Duumvirate, §7.2)`, `"${u.chosenPath}"`, `one of: ${theirs.join(', ')}`);
    }
    chosen[i] = path;
    known[i].push(spellsOfPath(path)[2].id);
  }

  const slotList: { caster: number; spell: T9aSpell }[] = [];
  if (!noMagic) {
    units.forEach((_, i) => {
      for (const id of new Set(known[i])) slotList.push({ caster: i, spell: spellById(id)! });
    });
  }
  // Bigger spells first: within a phase the policy tries them in this order.
  slotList.sort((a, b) => b.spell.castingValue - a.spell.castingValue || a.caster - b.caster);
  const n = slotList.length;
  const m: MagicPlan = {
    slots: n,
    caster: new Int32Array(n), spell: new Int32Array(n), kind: new Int32Array(n), cv: new Int32Array(n), cvTwo: new Int32Array(n), cvArea: new Int32Array(n), areaRange: new Float64Array(n),
    range: new Float64Array(n), damage: new Uint8Array(n), los: new Uint8Array(n), nearTerrain: new Uint8Array(n), meleeTarget: new Uint8Array(n), replicable: new Uint8Array(n), factionSpell: new Uint8Array(n), area: new Uint8Array(n),
    hits: new Int32Array(n), str: new Int32Array(n), ap: new Int32Array(n), mw: new Int32Array(n),
    rerollArmour: new Uint8Array(n), autoWound: new Uint8Array(n), radius: new Int32Array(n), moveInches: new Int32Array(n),
    friendMods: new Int32Array(n * M_COUNT), enemyMods: new Int32Array(n * M_COUNT), enemyMods2: new Int32Array(n * M_COUNT),
    casterOff: new Int32Array(n), casterDef: new Int32Array(n), healCap: new Int32Array(n),
    channel, spellcrafting, immortal, irresistible, hewnMountain: hewn, amplify, hierophant, rsr,
    spellNames: slotList.map((s) => s.spell.name),
  };
  slotList.forEach((s, k) => {
    fillSlot(m, k, s.caster, s.spell, units[s.caster].basic);
    // §4.5: "Fiery Heart may target its own melee opponent with Alchemy or Pyromancy".
    if (fiery[s.caster] && m.damage[k] && m.kind[k] === S_HITS && FIERY_PATHS.includes(s.spell.path)) m.meleeTarget[k] = 1;
  });
  return m;
}

function notYet(u: MagicUnit, rule: string): ScenarioError {
  return ScenarioError.at([...u.path, 'unit'], 'a wizard warsim can play', rule, 'this magic rule is not played yet (src/systems/t9a-eow/README.md "Not covered yet")');
}

function mods(out: Int32Array, k: number, e: Extract<T9aSpellEffect, { kind: 'buff' | 'debuff' }>): void {
  const at = k * M_COUNT;
  const add = (m: number, v: number | undefined) => {
    if (v !== undefined) out[at + m] += v;
  };
  add(M_OFF, e.off);
  add(M_DEF, e.def);
  add(M_STR, e.str);
  if (e.kind === 'buff' && e.attacks === 'melee') add(M_APM, e.ap);
  else add(M_AP, e.ap);
  add(M_AIM, e.aim);
  add(M_TOWOUND_AGAINST, e.toWoundAgainst);
  if (e.kind === 'buff') {
    add(M_ATT, e.att);
    add(M_AGI, e.agi);
    add(M_ARM, e.arm);
    add(M_TOWOUND, e.toWound);
    add(M_TOHIT_AGAINST, e.toHitAgainst);
    if (e.aegis) out[at + M_AEGIS] = 1;
    if (e.rerollWound) out[at + M_REROLL_WOUND] = 1;
    if (e.chargeRange) out[at + M_CHARGE] = diceCode(e.chargeRange);
  } else {
    add(M_RES, e.res);
    add(M_TOHIT, e.toHit);
    add(M_DANGER, e.dangerous);
    if (e.minimum) out[at + M_MIN1] = 1;
    if (e.rerollWoundAgainst) out[at + M_REROLL_WOUND_AGAINST] = 1;
  }
}

function fillSlot(m: MagicPlan, k: number, caster: number, s: T9aSpell, basic: boolean): void {
  m.caster[k] = caster;
  m.spell[k] = SPELLS.indexOf(s);
  m.cv[k] = s.castingValue;
  m.range[k] = s.range;
  m.damage[k] = s.damage ? 1 : 0;
  m.los[k] = s.damage ? 1 : 0;
  m.nearTerrain[k] = s.target === 'enemy-or-terrain' ? 1 : 0;
  m.replicable[k] = s.replicable ? 1 : 0;
  m.factionSpell[k] = s.path === 'faction' ? 1 : 0;
  m.area[k] = s.target === 'all-enemies' || s.target === 'friends-area' ? 1 : 0;
  const e = s.effect;
  switch (e.kind) {
    case 'hits':
      m.kind[k] = S_HITS;
      m.hits[k] = diceCode(e.hits);
      m.str[k] = e.str === 'target-arm+1' ? STR_TARGET_ARM : e.str === 'D6' ? STR_D6 : e.str;
      m.ap[k] = e.ap;
      m.mw[k] = e.multipleWounds ? diceCode(e.multipleWounds) : 0;
      m.rerollArmour[k] = e.rerollSuccessfulArmour ? 1 : 0;
      m.autoWound[k] = e.autoWound ? 1 : 0;
      m.radius[k] = e.radius ? diceCode(e.radius) : 0;
      if (e.unengaged === 'targets' || e.unengaged === 'caster-and-target') m.damage[k] = 1;
      if (e.unengaged === 'targets' && !e.radius) m.area[k] = 1; // Scorching Salvo
      break;
    case 'auto-wound':
      m.kind[k] = S_AUTOWOUND;
      m.ap[k] = e.ap;
      m.hits[k] = e.wounds;
      break;
    case 'buff':
      m.kind[k] = S_BUFF;
      mods(m.friendMods, k, e);
      if (e.wide && e.wide.target === 'friends-area' && s.castingValueWide) {
        m.cvArea[k] = s.castingValueWide;
        m.areaRange[k] = e.wide.range;
      }
      break;
    case 'debuff':
      m.kind[k] = S_DEBUFF;
      mods(m.enemyMods, k, e);
      if (e.casterBuff) {
        m.casterOff[k] = e.casterBuff.off;
        m.casterDef[k] = e.casterBuff.def;
      }
      break;
    case 'by-side':
      m.kind[k] = S_BYSIDE;
      mods(m.friendMods, k, e.friend);
      mods(m.enemyMods, k, e.enemy);
      break;
    case 'roll':
      m.kind[k] = S_ROLL;
      mods(m.enemyMods, k, e.results[0].effect);
      mods(m.enemyMods2, k, e.results[1].effect);
      break;
    case 'magical-move':
      m.kind[k] = S_MOVE;
      m.moveInches[k] = e.inches;
      break;
    case 'fixed-hit-against':
      m.kind[k] = S_WHEEL;
      break;
    case 'heal':
      m.kind[k] = S_HEAL;
      // The Patrol's Arise! has no character cap (§4.5 Patrol variants).
      m.healCap[k] = basic ? 0 : e.characterCap;
      if (e.wide && e.wide.units === 2 && s.castingValueWide) m.cvTwo[k] = s.castingValueWide;
      break;
    case 'special':
      m.kind[k] = S_REVOKE;
      break;
  }
  if (s.id === 'healing-waters' && basic) m.friendMods[k * M_COUNT + M_AEGIS] = 2; // Patrol: no 4+ step
}

/**
 * Spells as kernel columns (rules/warmaster.md §8): the spells of both armies, resolved from
 * data/spells.ts into numbers the kernel reads, and each character's casting. Spells whose
 * effect the kernel does not play yet get SP_NONE and are never cast (README "Magic").
 */
import { SPELLS, type WmSpell } from './data/spells.ts';
import type { WmArmy, WmTroopType, WmUnitData } from './data/types.ts';
import { ARTILLERY, CAVALRY, CHARIOT, INFANTRY, MACHINE, MONSTER, type SpellColumns } from './plan.ts';

// Effect kinds the kernel plays.
export const SP_NONE = 0;
export const SP_SHOOT = 1;
export const SP_ATTACK = 2;
export const SP_RAGE = 3;
export const SP_REROLL_ATTACKS = 4;
export const SP_CASTER_BONUS = 5;
export const SP_ARMOUR = 6;
export const SP_MOVE = 7;
export const SP_COMMAND = 8;
export const SP_NO_CHARGE = 9;
export const SP_FREEZE = 10;
export const SP_REGAIN = 11;
export const SP_GERROFF = 12;
export const SP_ARMOUR_REROLL = 13;
export const SP_BEWILDER = 14;
export const SP_SHOOT_AGAIN = 15;
export const SP_TELEPORT = 16;
export const SP_RAISE = 17;
export const SP_MIRAGE = 18;

// Areas.
export const AREA_UNIT = 0;
export const AREA_LINE = 1;
export const AREA_RADIUS = 2;
export const AREA_JOINED = 3;
export const AREA_TOUCHING = 4;
export const AREA_OTHER = 5;
export const AREA_SELF = 6;
export const AREA_ENGAGEMENT = 7;
export const AREA_POINT = 8;

/** Troop type codes (plan.ts) of the types a spell may name. */
const TYPE_BITS: Partial<Record<WmTroopType, number>> = {
  infantry: 1 << INFANTRY,
  cavalry: 1 << CAVALRY,
  chariot: 1 << CHARIOT,
  monster: 1 << MONSTER,
  artillery: 1 << ARTILLERY,
  machine: 1 << MACHINE,
};

function kindOf(s: WmSpell): number {
  const e = s.effect;
  switch (e.kind) {
    case 'shooting':
      return SP_SHOOT;
    case 'attack-bonus':
      return SP_ATTACK;
    case 'rage':
      return SP_RAGE;
    case 'reroll-failed-attacks':
      return SP_REROLL_ATTACKS;
    case 'caster-bonus':
      return SP_CASTER_BONUS;
    case 'armour-bonus':
      return SP_ARMOUR;
    case 'move-as-ordered':
      return SP_MOVE;
    case 'command-penalty':
      return SP_COMMAND;
    case 'no-charge-no-pursuit':
      return SP_NO_CHARGE;
    case 'freeze':
      return SP_FREEZE;
    case 'regain-stand':
      return SP_REGAIN;
    case 'drive-back':
      return SP_GERROFF;
    case 'armour-reroll':
      return SP_ARMOUR_REROLL;
    case 'bewilder':
      return SP_BEWILDER;
    case 'shoot-again':
      return SP_SHOOT_AGAIN;
    case 'teleport':
      return SP_TELEPORT;
    case 'raise-dead':
      return SP_RAISE;
    case 'mirage':
      return SP_MIRAGE;
    default:
      return SP_NONE;
  }
}

const AREAS: Record<string, number> = {
  unit: AREA_UNIT,
  line: AREA_LINE,
  radius: AREA_RADIUS,
  'joined-unit': AREA_JOINED,
  touching: AREA_TOUCHING,
  self: AREA_SELF,
  engagement: AREA_ENGAGEMENT,
  point: AREA_POINT,
};

/** Spells the kernel does not cast yet, with why (for the README and `warsim list`). */
export function spellNotPlayed(s: WmSpell): string | undefined {
  if (kindOf(s) !== SP_NONE && AREAS[s.area] !== undefined) return undefined;
  return `${s.effect.kind} spells are not cast yet`;
}

/** The spells of both sides' lists, as columns. */
export function spellColumns(armies: WmArmy[]): SpellColumns {
  const ids = [...new Set(armies.flatMap((a) => a.spells))].filter((id) => SPELLS[id] !== undefined);
  const list = ids.map((id) => SPELLS[id]);
  const n = list.length;
  const col: SpellColumns = {
    spellIds: ids,
    spellNames: list.map((s) => s.name),
    spKind: new Int32Array(n),
    spCast: new Int32Array(n),
    spRange: new Float64Array(n),
    spArea: new Int32Array(n),
    spEnemy: new Uint8Array(n),
    spSight: new Uint8Array(n),
    spEngaged: new Int32Array(n),
    spJoined: new Int32Array(n),
    spAttacks: new Int32Array(n),
    spNoArmour: new Uint8Array(n),
    spDrive: new Uint8Array(n),
    spAmount: new Int32Array(n),
    spPerStand: new Uint8Array(n),
    spChars: new Uint8Array(n),
    spRadius: new Uint8Array(n),
    spNoInitiative: new Uint8Array(n),
    spCombat: new Uint8Array(n),
    spRerollSuccess: new Uint8Array(n),
    spBonusMount: list.map((s) => s.castBonus?.mount ?? ''),
    spBonus: Int32Array.from(list.map((s) => s.castBonus?.amount ?? 0)),
    spExcludes: list.map((s) => new Set(s.targetExcludes ?? [])),
    spTypes: Int32Array.from(list.map((s) => (s.targetTypes ?? []).reduce((bits, t) => bits | (TYPE_BITS[t] ?? 0), 0))),
    spMustShoot: Uint8Array.from(list.map((s) => (s.targetMustShoot ? 1 : 0))),
  };
  list.forEach((s, i) => {
    col.spKind[i] = spellNotPlayed(s) === undefined ? kindOf(s) : SP_NONE;
    col.spCast[i] = s.cast;
    col.spRange[i] = s.range ?? 0;
    col.spArea[i] = AREAS[s.area] ?? AREA_OTHER;
    col.spEnemy[i] = s.target === 'enemy' ? 1 : 0;
    col.spSight[i] = s.needsSight ? 1 : 0;
    col.spEngaged[i] = s.requiresEngagedTarget ? 1 : s.requiresUnengagedTarget ? 2 : 0;
    col.spJoined[i] = s.casterJoined === 'engaged' ? 1 : s.casterJoined === 'unengaged' ? 2 : s.casterJoined === 'any' ? 3 : 0;
    const e = s.effect;
    if (e.kind === 'shooting') {
      col.spAttacks[i] = e.attacks === 'D3' ? -1 : e.attacks;
      col.spNoArmour[i] = e.armour === 'none' ? 1 : 0;
      col.spDrive[i] = e.driveBack ? 1 : 0;
    } else if (e.kind === 'attack-bonus') {
      col.spAmount[i] = e.amount;
      col.spPerStand[i] = e.perStand ? 1 : 0;
      col.spChars[i] = e.characters ? 1 : 0;
    } else if (e.kind === 'caster-bonus') {
      col.spAmount[i] = e.attack;
    } else if (e.kind === 'armour-bonus') {
      col.spAmount[i] = e.amount;
    } else if (e.kind === 'command-penalty') {
      col.spAmount[i] = e.amount;
      col.spRadius[i] = e.scope === 'radius' ? 1 : 0;
      col.spNoInitiative[i] = e.noInitiative ? 1 : 0;
      if (e.scope === 'radius' && e.radius !== null) col.spRange[i] = e.radius;
    } else if (e.kind === 'drive-back') {
      col.spAmount[i] = e.dice;
    } else if (e.kind === 'shoot-again') {
      col.spAmount[i] = -e.toHitModifier; // the second shooting needs this much more to hit
    } else if (e.kind === 'armour-reroll') {
      col.spCombat[i] = e.phase === 'combat' ? 1 : 0;
      col.spRerollSuccess[i] = e.reroll === 'successful' ? 1 : 0;
    }
  });
  return col;
}

/** Generals who cast as Wizards (§8.1): Grey Seer, Slann, Vampire Lord; Tzarina by upgrade. */
const CASTING_GENERALS = new Set(['grey-seer', 'slann', 'vampire-lord']);

/** Whether this character casts spells, and with a re-roll of a failed cast (§8.1). */
export function casting(army: WmArmy, troop: WmUnitData, addOns: WmUnitData[]): { casts: boolean; reroll: boolean } {
  // A mount or upgrade may grant casting: the Tzarina, the Overlord's Wizard powers (§8.1).
  const casts = troop.type === 'wizard' || CASTING_GENERALS.has(troop.id) || addOns.some((a) => a.casts === true);
  const reroll = (army.id === 'high-elves' && troop.type === 'wizard') || troop.id === 'slann';
  return { casts, reroll };
}

/**
 * Scenario → WFB4 plan: resolve profiles, equipment, mounts, command, tactics and rule flags
 * into the kernel's typed-array columns, and refuse what cannot be played (impossible
 * formations, overlapping units, rules not supported yet) with the field's path.
 */
import { checkDeployment, footprintsOf } from '../../battlefield/deployment.ts';
import { TerrainPieces } from '../../battlefield/pieces.ts';
import { ScenarioError } from '../../scenario/scenario-error.ts';
import { checkEnemyTargets, tacticTarget } from '../tactic-targets.ts';
import { ruleColumns } from '../unit-rules.ts';
import type { Path } from '../../scenario/schema.ts';
import type { ResolvedScenario, Scenario, UnitEntry } from '../../scenario/types.ts';
import type { UnitCost } from '../system.ts';
import { armourSave, DAEMONIC_SAVE, improvedSave, moveAfterArmour, NO_SAVE } from './data/armour.ts';
import { MOUNTS } from './data/mounts.ts';
import { CHARACTER_POINTS, characterModelPoints, MACHINE_POINTS, RACE_POINTS, unitPoints, victoryPoints, WIZARD_POINTS } from './data/points.ts';
import { checkWizard, daemonCaster, emptyMagic, fillMagic, itemLevels, itemWizard, recastOf, undeadWizard, wizardKey, wizardLevel, type CharacterRank, type UndeadReading } from './compile-magic.ts';
import { checkArmourBreakers, checkItems, checkWeaponBreakers, emptyItems, fillAgainst, fillItems, withItemRules, withItems } from './compile-items.ts';
import { BANNER_EFFECTS } from './data/banners.ts';
import { BUILTIN_PROFILES, characterProfile, type CharacterLevel, type Characteristics } from './data/profiles.ts';
import { WAR_MACHINES, type WarMachine } from './data/war-machines.ts';
import { checkRunes, fillRunes, runePoints } from './compile-runes.ts';
import { fillPartOf } from './compile-part-of.ts';
import { BUILDINGS } from './data/buildings.ts';
import { MELEE_WEAPONS, missileWeapons, type MissileWeapon } from './data/weapons.ts';
import { resolveFlags } from '../flags.ts';
import { WFB4_FLAGS, type Wfb4Flags } from './flags.ts';
import {
  FIRE_BOLT, FIRE_CANNON, FIRE_TEMPLATE, FIRE_WARPFIRE, TARGET_NEVER, CHALLENGE_ACCEPT, CHALLENGE_ISSUE, PUMP_WAGON_CREW, PUMP_WAGON_POINTS, CHARIOT_CREW, CHARIOT_POINTS, CHARIOT_SCYTHES, CHARIOT_T, CHARIOT_TEAM, CHARIOT_W, TEAM_T, CHALLENGE_REFUSE, CHAOS_GODS, FLY_AWAY_AFTER_WIN, FLY_AWAY_NEVER, FLY_MOVE, FRENZY_RESTRAIN, LEVEL_HERO, LEVEL_LORD, STRIKE_CHARACTERS, STRIKE_TROOPS, FRENZY_UNLEASH, GOD_NONE, MOVE_ADVANCE, REGENERATION, MOVE_HOLD, MOVE_TO_RANGE, PURSUE_ALWAYS, PURSUE_RESTRAIN, REACT_FLEE, REACT_HOLD, REACT_STAND_AND_SHOOT,
  TARGET_NEAREST, TERRAIN_DIFFICULT, TERRAIN_HEDGE, TERRAIN_HILL, TERRAIN_IMPASSABLE, TERRAIN_OBSTACLE,
  TERRAIN_VERY_DIFFICULT, TERRAIN_WALL, TERRAIN_WOOD, TERRAIN_BUILDING, WFB4_RULES, SAPS_WITS, type Wfb4Plan,
} from './plan.ts';
import { notSupportedMessage, PLAYED_SPECIAL_RULES } from './unsupported.ts';

const MM_PER_INCH = 25.4;
/** How far short of its target a cannon aims unless its tactics say (§4.5, RB p.77: "a few inches short"). */
const MACHINE_AIM_SHORT = 4;

/** The flag values of a scenario, defaults filled in. */
interface MountResolved {
  name: string;
  M: number;
  WS: number;
  S: number;
  I: number;
  A: number;
  /** Toughness where known: only a chariot's team is ever wounded apart from its rider (§8.4). */
  T: number | null;
  pointsId: string | undefined;
  pointsExtra: number;
}

/** Everything compile learns about one unit, before it goes into columns. */
interface UnitResolved {
  entry: UnitEntry;
  path: Path;
  side: number;
  profile: Characteristics;
  race: string | undefined;
  /** A character's level (§8.1): hero or lord, or a wizard's level (§9.1); null for a unit of troops. */
  level: CharacterRank | null;
  mount: MountResolved | null;
  missile: MissileWeapon | null;
  /** A war machine (§4.5), its crew the unit's models; null for a unit that is not one. */
  machine: WarMachine | null;
  cost: UnitCost;
}

const AREA_KINDS: Record<string, number> = {
  difficult: TERRAIN_DIFFICULT,
  'very-difficult': TERRAIN_VERY_DIFFICULT,
  impassable: TERRAIN_IMPASSABLE,
  hill: TERRAIN_HILL,
  wood: TERRAIN_WOOD,
  ...Object.fromEntries(Object.keys(BUILDINGS).map((k) => [k, TERRAIN_BUILDING])),
};
const LINEAR_KINDS: Record<string, number> = { wall: TERRAIN_WALL, hedge: TERRAIN_HEDGE, obstacle: TERRAIN_OBSTACLE };

export function compileWfb4(run: ResolvedScenario): Wfb4Plan {
  const s = run.scenario;
  const flags = resolveFlags(WFB4_FLAGS, s.rules);
  const missiles = missileWeapons({ shortBowRange: flags.shortBowRange });
  const units: UnitResolved[] = [];
  s.sides.forEach((side, si) => {
    if (side.army) {
      throw ScenarioError.at(['sides', si, 'army'], 'no army list: WFB4 units are written out in full', `"${side.army}"`, 'built-in army lists belong to t9a-eow and warmaster; remove `army`');
    }
    side.units.forEach((entry, ui) => {
      // A character's items may give him special rules (compile-items.ts).
      units.push(resolveUnit(s, withItemRules(entry), ['sides', si, 'units', ui], si, missiles, flags.undeadWizards));
    });
  });
  const n = units.length;
  const idIndex = new Map(units.map((u, i) => [u.entry.id, i]));
  const plan = emptyPlan(s, n, flags);
  plan.unitIds = units.map((u) => u.entry.id);
  plan.unitNames = units.map((u) => (typeof u.entry.name === 'string' ? u.entry.name : u.entry.id));
  plan.costs = units.map((u) => u.cost);

  fillHosts(plan, units, idIndex);
  units.forEach((u, i) => fillUnit(plan, i, u, idIndex, units, flags));
  fillMagic(plan, units, idIndex);
  fillHatred(plan, units);
  fillAgainst(plan, units);
  checkBaneTargets(plan, units);
  checkOverload(plan, units);
  mountsTakeRidersGod(plan);
  fillGenerals(plan, units);
  // The Undead army's leader alone may march (§7, BB p.70): an Undead general on his own.
  units.forEach((u, i) => {
    if (plan.rule.undead[i] === 1 && plan.generalLd[i] > 0 && u.level !== null) plan.canMarch[i] = 1;
  });
  // A unit moves no faster than the slowest character with it (RB p.65): the kernel keeps its
  // pace while he is with it (parting.ts keepPace(); a monster carries its rider, a
  // chariot the character in its crew). Charges reach 2×M; a flyer's its flying move, which is not doubled (§3, §8.3).
  units.forEach((u, i) => {
    plan.chargeReach[i] = plan.fly[i] > 0 ? plan.fly[i] : 2 * plan.M[i];
  });
  fillGarrisons(plan, units);
  fillOccupiers(plan, units);
  fillPartOf(plan, units, idIndex);
  units.forEach((u, i) => {
    if (u.level === null && plan.leaveTurn[i] > 0 && plan.building[i] < 0 && plan.occupy[i] < 0) {
      throw ScenarioError.at([...u.path, 'tactics', 'leave'], 'a character with a unit, a garrison, or a unit told to occupy a building, for the leave tactic', `${u.entry.id}, a unit in the open`);
    }
  });
  // A weapon that stupefies where a model in a building could be struck is not played (README "Magic items").
  const stupefier = units.findIndex((u, i) => (plan.items.saps[i] & SAPS_WITS) !== 0);
  if (stupefier >= 0 && units.some((u, i) => plan.building[i] >= 0 || plan.occupy[i] >= 0)) {
    throw ScenarioError.at([...units[stupefier].path, 'items'], 'a battle without buildings for a weapon that stupefies', `${units[stupefier].entry.id} in a battle with a garrison`, 'a model in a building made subject to stupidity is not played yet');
  }
  // A weapon that destroys armour against items whose loss is not played (README "Magic items").
  checkArmourBreakers(plan, units);
  checkWeaponBreakers(plan, units);
  const deployed = units.map((u, i) => i).filter((i) => plan.host[i] < 0 && plan.building[i] < 0);
  const footprints = footprintsOf(plan, units.map((u) => u.path));
  checkDeployment(deployed.map((i) => footprints[i]), plan.width, plan.depth, '"');
  return plan;
}

/**
 * The units deployed inside a building garrison it (§8.9, RB p.84): its position (the centre of
 * its front rank) inside the building's rectangle. The garrison fills the building — its
 * footprint is the building's, facing the far edge — holds it, and does not come out but fleeing
 * (leaving a building otherwise is not played yet; fillOccupiers() for entering one). Cavalry, monsters,
 * chariots, war machines and characters on their own do not garrison (RB p.84: too big, or not
 * played yet); characters joined to the garrison are inside with it.
 */
function fillGarrisons(plan: Wfb4Plan, units: UnitResolved[]): void {
  const t = plan.terrain;
  units.forEach((u, i) => {
    if (plan.host[i] >= 0) return;
    const pos = u.entry.position;
    let k = -1;
    for (let j = 0; j < t.count; j++) {
      if (t.kind[j] === TERRAIN_BUILDING && pos.x > t.x0[j] && pos.x < t.x1[j] && pos.y > t.y0[j] && pos.y < t.y1[j]) k = j;
    }
    if (k < 0) return;
    const at = [...u.path, 'position'];
    checkGarrison(plan, units, i, at, 'garrison');
    if (units.some((o, j) => j !== i && plan.building[j] === k)) throw ScenarioError.at(at, 'one unit a building', `a second garrison for the building at (${t.x0[k]}, ${t.y0[k]})`);
    const tactics = (u.entry.tactics as Record<string, unknown> | undefined) ?? {};
    // It holds the building, unless told to leave it (`leave`): then `move` and `charge` say what it does once out.
    if (tactics.leave === undefined) {
      for (const k2 of ['move', 'charge'] as const) {
        const v = tactics[k2];
        if (v !== undefined && v !== (k2 === 'move' ? 'hold' : 'never')) throw ScenarioError.at([...u.path, 'tactics', k2], `${k2 === 'move' ? 'move: hold' : 'charge: never'} for a garrison`, String(v), 'it holds its building: give it `leave: <game turn>` to come out');
      }
      plan.move[i] = MOVE_HOLD;
      plan.chargeTarget[i] = TARGET_NEVER;
    }
    if (tactics.occupy !== undefined) throw ScenarioError.at([...u.path, 'tactics', 'occupy'], 'no `occupy` for a garrison', String(tactics.occupy), 'it holds the building it stands in');
    plan.building[i] = k;
    plan.x[i] = (t.x0[k] + t.x1[k]) * 0.5;
    plan.y[i] = t.y1[k];
    plan.facing[i] = 0;
  });
}

/**
 * Unit i may hold a building, deployed in it (`garrison`) or entering it (`occupy`): troops on
 * foot, with their characters or not (RB p.84: cavalry and big creatures do not fit; a character
 * on his own and war machines in one are not played yet).
 */
function checkGarrison(plan: Wfb4Plan, units: UnitResolved[], i: number, at: Path, verb: 'garrison' | 'occupy'): void {
  const u = units[i];
  const special = (u.entry.special as string[] | undefined) ?? [];
  const odd = plan.host[i] >= 0 ? 'a character with a unit' : u.mount !== null ? 'cavalry' : u.level !== null ? 'a character' : u.machine !== null ? 'a war machine' : special.find((r) => ['monster', 'chariot', 'pump-wagon', 'flying', 'skirmish'].includes(r));
  if (odd !== undefined) throw ScenarioError.at(at, `troops on foot to ${verb} a building`, `${u.entry.id}, ${odd}`, 'cavalry and big creatures do not fit in a building (RB p.84); characters and war machines in one are not played yet');
}

/**
 * Units told to occupy a building (`tactics.occupy`, the building's terrain `name`; §8.9, RB
 * p.84) make for it in their movement phase and garrison it once it is within their move, while
 * it stands empty (kernel/buildings.ts occupyMove()). Troops on foot only, as a garrison; one
 * unit a building, and not one its own side garrisons from the start.
 */
function fillOccupiers(plan: Wfb4Plan, units: UnitResolved[]): void {
  const t = plan.terrain;
  units.forEach((u, i) => {
    const name = (u.entry.tactics as Record<string, unknown> | undefined)?.occupy as string | undefined;
    if (name === undefined) return;
    const at = [...u.path, 'tactics', 'occupy'];
    const k = plan.terrainNames.indexOf(name);
    if (k < 0 || t.kind[k] !== TERRAIN_BUILDING) {
      const named = plan.terrainNames.filter((n, j) => n !== '' && t.kind[j] === TERRAIN_BUILDING);
      throw ScenarioError.at(at, 'the name of a building on the table', name, named.length > 0 ? `the buildings: ${named.join(', ')}` : 'give the building a `name` in battlefield.terrain');
    }
    checkGarrison(plan, units, i, at, 'occupy');
    const special = (u.entry.special as string[] | undefined) ?? [];
    if (units.some((o, j) => plan.building[j] === k && plan.side[j] === plan.side[i])) throw ScenarioError.at(at, 'a building the side does not hold', name, 'a unit of the side garrisons it from the start');
    if (units.some((o, j) => j < i && plan.occupy[j] === k)) throw ScenarioError.at(at, 'one unit to occupy a building', `a second for ${name}`);
    // In it, it holds: leaving a building it entered but by flight is not played, so it never charges.
    const charge = (u.entry.tactics as Record<string, unknown> | undefined)?.charge;
    if (charge !== undefined && charge !== 'never') throw ScenarioError.at([...u.path, 'tactics', 'charge'], 'charge: never for a unit told to occupy a building', String(charge), 'a garrison leaving its building to charge is not played yet');
    const driven = special.find((r) => ['frenzy', 'stupidity', 'animosity', 'daemon-animosity'].includes(r));
    if (driven !== undefined) throw ScenarioError.at(at, 'a unit free to make for the building', `${u.entry.id}, ${driven}`, 'a unit whose psychology may drive it out of a building is not played in one yet');
    plan.occupy[i] = k;
    plan.chargeTarget[i] = TARGET_NEVER;
  });
}

/** Troop types: a rider's, or a chariot crewman's, is his mount's (§8.2, §8.4). */
const TROOP_TYPES = ['skirmish', 'fast-cavalry'];

/**
 * Characters (§8.1): the unit each joins at deployment (`plan.host`, −1 alone), checked against
 * the book's conditions, and where he stands: with his unit.
 */
function fillHosts(plan: Wfb4Plan, units: UnitResolved[], idIndex: Map<string, number>): void {
  plan.host.fill(-1);
  plan.characters = Int32Array.from(units.map((u, i) => i).filter((i) => units[i].level !== null));
  units.forEach((u, i) => {
    const target = u.entry.joins as string | undefined;
    if (target === undefined) {
      if (u.entry.position === undefined) throw ScenarioError.at([...u.path], 'a position', 'none', u.level !== null ? 'give the character a position, or `joins:` a friendly unit' : 'give the unit a position');
      return;
    }
    const at = [...u.path, 'joins'];
    if (u.level === null) throw ScenarioError.at(at, 'a character (hero or lord) joining a unit', `${u.entry.id}, a unit of troops`, 'only characters join units (§8.1)');
    if (u.entry.position !== undefined) throw ScenarioError.at([...u.path, 'position'], 'no position for a character who joins a unit', 'a position', 'he stands with the unit he joins');
    const h = idIndex.get(target)!;
    checkJoin(units, i, h, at);
    plan.host[i] = h;
    plan.exposed[i] = u.mount !== null && units[h].mount === null && !((units[h].entry.special as string[] | undefined) ?? []).includes('monster') ? 1 : 0;
  });
}

/** The characters who ride in unit h at deployment (plan.host): in a chariot, each in a crewman's place. */
function ridersOf(plan: Wfb4Plan, h: number): number {
  let riders = 0;
  for (let i = 0; i < plan.n; i++) if (plan.host[i] === h) riders++;
  return riders;
}

/**
 * Whether character u may join unit h (§8.1, §8.2) — at deployment (`joins`) or during the
 * battle (`join`); refused with the reason at `at` when not.
 */
function checkJoin(units: UnitResolved[], i: number, h: number, at: Path): void {
  const u = units[i];
  const host = units[h];
  if (host.level !== null) throw ScenarioError.at(at, 'a unit of troops to join', `${host.entry.id}, a character`, 'a character joins a unit of troops, not another character');
  const own = (u.entry.special as string[] | undefined) ?? [];
  const theirs = (host.entry.special as string[] | undefined) ?? [];
  if (host.machine !== null) {
    throw ScenarioError.at(at, 'a unit of troops, a chariot or a monster to join', `${host.entry.id}, a war machine`, 'the seed gives a character no place among a war machine\'s crew (RB p.75-81): it says nothing of a hero working or guarding a machine');
  }
  if (theirs.includes('pump-wagon')) {
    throw ScenarioError.at(at, 'a unit of troops, a chariot or a monster to join', `${host.entry.id}, the Snotling Pump Wagon`, 'the book gives a character no place among the Snotlings who pump it (RB p.74)');
  }
  if (theirs.includes('chariot')) {
    // A character rides in a chariot's crew, in a crewman's place (§8.4, RB p.72: two crew, a
    // hero and the other): on foot himself, in no rank but the crew's. Its `crew` counts him
    // (fillUnit()), and each character with him: a crew of 2 may be two heroes (chariotCost()
    // refuses a crew too small for them).
    if (u.mount !== null) throw ScenarioError.at([...u.path, 'mount'], 'no steed for a character in a chariot\'s crew', String(u.entry.mount), 'he rides in the chariot');
    const rank = (u.entry.tactics as Record<string, unknown> | undefined)?.rank;
    if (rank === 'rear') throw ScenarioError.at([...u.path, 'tactics', 'rank'], 'no rank for a character in a chariot\'s crew', 'rear', 'he fights with the crew, all round');
    checkRider(u, host, own, theirs);
    return;
  }
  if (theirs.includes('flying') && !theirs.includes('monster')) {
    // He keeps with flyers only flying himself, as far (§8.3); they carry him through the air.
    if (!own.includes('flying')) throw ScenarioError.at(at, 'a unit that does not fly, or a monster to ride', `${host.entry.id}, a unit of flyers`, 'a character who does not fly cannot keep with flyers (§8.3): give him `special: [flying]`');
    const far = (e: UnitEntry) => (e.fly as number | undefined) ?? FLY_MOVE;
    if (far(u.entry) < far(host.entry)) throw ScenarioError.at(at, `a character who flies as far as ${host.entry.id} (${far(host.entry)}")`, `fly ${far(u.entry)}"`, 'he would slow the flyers in the air, which is not played');
  }
  if (theirs.includes('monster')) {
    // A character rides a monster (§8.2): one rider, on foot himself; the monster's psychology carries him.
    if (u.mount !== null) throw ScenarioError.at([...u.path, 'mount'], 'no steed for a character riding a monster', String(u.entry.mount));
    if (units.some((o, j) => j < i && o.entry.joins === host.entry.id)) throw ScenarioError.at(at, 'one rider a monster', `a second rider for ${host.entry.id}`);
    const rank = (u.entry.tactics as Record<string, unknown> | undefined)?.rank;
    if (rank === 'rear') throw ScenarioError.at([...u.path, 'tactics', 'rank'], 'no rank for a character riding a monster', 'rear');
    checkRider(u, host, own, theirs);
    return;
  }
  // RB p.48: a unit's rule he lacks carries him along; a rule of his own the unit lacks he
  // takes on his own, and it may part him from the unit. So every difference is played:
  // - The unit's frenzy, stupidity, animosity, Daemon feud or hatred moves him with it; he
  //   fights as himself (combat.ts).
  // - His own frenzy he takes on his own (frenzy.ts) and must charge, alone if his unit does
  //   not (charges.ts); his own hatred's re-rolls are his. Both must pursue: alone when the
  //   unit holds back (pursuit.ts).
  // - His own stupidity he tests on his own (stupidity.ts): stupid, he fights on 4+, lurches
  //   forward alone or stands about, left behind if the unit moves on (parting.ts).
  // - Animosity is each unit's roll (§7: a D6 per unit): he rolls it on his own, not with a
  //   unit that does not (warsim's reading).
  // - His immunity to panic changes nothing: he flees with a unit that panics. In a unit
  //   immune to panic, he takes its panic tests on his own, and may flee alone (panic.ts).
  // - Undead: an Undead unit never marches; an Undead character, but the leader, keeps a
  //   unit from marching while he is with it (keepPace()).
  // - Troop types are the unit's: he skirmishes, or wheels as fast cavalry, with a unit that
  //   does, and not with one that does not; skirmishers test on their troops' Ld, not his.
  // - Fear and terror: enemies fear the unit where they would fight a fearsome character
  //   (fear.ts dread()), and he flees with it when it flees in fear; a character who fears
  //   what his unit does not tests on his own, and may flee alone (charactersDread()).
}

/**
 * A rider on a monster, or a character in a chariot's crew (§8.2, §8.4), never parts from his
 * mount: its psychology carries him, and it takes his tests on his Ld (RB p.66). A psychology
 * of his own it lacks, he tests on his own, and his mount does what it makes him do — warsim's
 * reading of RB p.48 for a character who cannot leave (kernel/parting.ts isMount()):
 * - frenzy: he doubles his attacks, and drives it to charge an enemy in its reach and to pursue;
 * - hatred: he re-rolls his misses, and drives it to pursue a hated foe;
 * - stupidity: he fights on a D6 of 4+, and out of combat it lurches forward or stands about;
 * - animosity or a Daemon's feud: it rolls for him, as a unit of his (animosity.ts);
 * - fear or terror: enemies who would fight the model fear or dread it (fear.ts dread());
 * - immunity to panic, Undead: his own; it carries him at its own pace, and if he crumbles
 *   it rolls on the reaction table like any riderless monster.
 * A troop type is the mount's: a rider does not skirmish or wheel as fast cavalry.
 */
function checkRider(u: UnitResolved, host: UnitResolved, own: string[], theirs: string[]): void {
  const type = own.find((r) => TROOP_TYPES.includes(r));
  if (type !== undefined) throw ScenarioError.at([...u.path, 'special', own.indexOf(type)], `no troop type of his own for a character with ${host.entry.id}`, type, 'he moves as his mount does');
  if (own.includes('daemon-animosity') && theirs.includes('daemon-animosity') && u.entry.god !== host.entry.god) {
    throw ScenarioError.at([...u.path, 'god'], `the god of ${host.entry.id} (${String(host.entry.god)})`, String(u.entry.god), 'a Daemon rides no Daemon of a rival god');
  }
}

/**
 * A rider's or chariot crewman's Daemon animosity his mount lacks is rolled by the mount while
 * he is on it (daemon-animosity.ts): it feuds as of his god.
 */
function mountsTakeRidersGod(plan: Wfb4Plan): void {
  for (let i = 0; i < plan.n; i++) {
    const h = plan.host[i];
    if (h < 0 || (plan.rule.monster[h] === 0 && plan.rule.chariot[h] === 0)) continue; // a mount (kernel/parting.ts isMount())
    if (plan.rule.daemonAnimosity[i] === 1 && plan.rule.daemonAnimosity[h] === 0) plan.god[h] = plan.god[i];
  }
}

/**
 * The general (§8.5): on a side with characters, the character with the best Ld (among equals,
 * the one marked \`general: true\`, else the first); his Ld is the general's. A side without
 * characters may still name the general's unit with \`general: <Ld>\` (the tier-1 shorthand).
 */
function fillGenerals(plan: Wfb4Plan, units: UnitResolved[]): void {
  for (let side = 0; side < 2; side++) {
    const chars = units.map((u, i) => i).filter((i) => units[i].side === side && units[i].level !== null);
    if (chars.length === 0) continue;
    units.forEach((u, i) => {
      if (u.side === side && u.level === null && u.entry.general !== undefined) {
        throw ScenarioError.at([...u.path, 'general'], 'no general on a unit of troops when the side has characters', `general: ${String(u.entry.general)}`, 'the general is the character with the best Ld (§8.5): remove `general` here, or mark a character `general: true`');
      }
    });
    const best = Math.max(...chars.map((i) => plan.Ld[i]));
    const marked = chars.filter((i) => units[i].entry.general === true);
    if (marked.length > 1) throw ScenarioError.at([...units[marked[1]].path, 'general'], 'one general a side', `${units[marked[0]].entry.id} and ${units[marked[1]].entry.id}`);
    if (marked.length === 1 && plan.Ld[marked[0]] < best) {
      throw ScenarioError.at([...units[marked[0]].path, 'general'], `the character with the best Ld (${best}) as the general`, `Ld ${plan.Ld[marked[0]]}`, 'the general is always the character with the highest Ld (RB p.82)');
    }
    const g = marked.length === 1 ? marked[0] : chars.find((i) => plan.Ld[i] === best)!;
    plan.generalLd[g] = plan.Ld[g];
  }
}

/**
 * Hatred (§7): a unit with the rule hates every enemy unit, or only those of the races its
 * `hates` lists (an enemy of no race — an inline profile without `race` — is then not hated).
 */
function fillHatred(plan: Wfb4Plan, units: UnitResolved[]): void {
  const n = units.length;
  units.forEach((u, i) => {
    if (plan.rule.hatred[i] === 0) return;
    const races = u.entry.hates as string[] | undefined;
    units.forEach((v, j) => {
      if (v.side === u.side) return;
      if (races === undefined || (v.race !== undefined && races.includes(v.race))) plan.hates[i * n + j] = 1;
    });
  });
}

/** The unit fields that only a special rule gives a meaning to, each with its rule. */
const RULE_FIELDS: readonly [field: string, rule: string][] = [
  ['hates', 'hatred'],
  ['regeneration', 'regeneration'],
  ['daemonicSave', 'daemonic-save'],
  ['hide', 'monster'],
  ['fly', 'flying'],
  ['crew', 'chariot'],
  ['team', 'chariot'],
  ['teamT', 'chariot'],
  ['scythes', 'chariot'],
  ['chariotSave', 'chariot'],
];

function resolveUnit(
  s: Scenario,
  entry: UnitEntry,
  path: Path,
  side: number,
  missiles: Record<string, MissileWeapon>,
  undeadReading: UndeadReading,
): UnitResolved {
  const special = (entry.special as string[] | undefined) ?? [];
  special.forEach((id, k) => {
    if (!PLAYED_SPECIAL_RULES.some((r) => r.id === id)) throw ScenarioError.at([...path, 'special', k], 'a special rule warsim plays', id, notSupportedMessage(id));
  });
  if (special.includes('daemon-animosity') !== (entry.god !== undefined)) {
    throw special.includes('daemon-animosity')
      ? ScenarioError.at([...path, 'special'], 'the Chaos God of a unit with Daemon animosity', 'no god', 'give the unit\'s god: khorne, nurgle, slaanesh or tzeentch')
      : ScenarioError.at([...path, 'god'], 'special: [daemon-animosity] beside `god`', 'no daemon-animosity', 'add daemon-animosity to the unit\'s special rules, or remove `god`');
  }
  const machine = resolveMachine(entry);
  for (const [field, rule] of RULE_FIELDS) {
    if (entry[field] === undefined || special.includes(rule) || (rule === 'chariot' && special.includes('pump-wagon'))) continue;
    if (field === 'crew' && machine !== null) continue; // a war machine's crew
    throw ScenarioError.at([...path, field], `special: [${rule}] beside \`${field}\``, `no ${rule}`, `add ${rule} to the unit's special rules, or remove \`${field}\``);
  }
  let profile: Characteristics;
  let level: CharacterRank | null = (entry.character as CharacterRank | undefined) ?? null;
  let race = entry.race as string | undefined;
  let basePoints = entry.basePoints as number | undefined;
  if (typeof entry.profile === 'string') {
    const builtin = BUILTIN_PROFILES[entry.profile];
    if (builtin.troop === 'familiar') {
      throw ScenarioError.at([...path, 'profile'], 'a rank-and-file or character profile', entry.profile, `a familiar goes with its wizard as one of his magic items (BM p.35): give him the item ${entry.profile}`);
    }
    if (builtin.troop === 'character') {
      if (builtin.level === 'champion') throw ScenarioError.at([...path, 'profile'], 'a hero or lord profile', entry.profile, 'a champion leads a unit and never leaves it: give the unit `command: [champion]` (§8.1)');
      if (entry.character !== undefined) throw ScenarioError.at([...path, 'character'], 'no `character` with a character profile', String(entry.character), `${entry.profile} is a ${builtin.level} already`);
      level = builtin.level as CharacterRank;
    }
    if (builtin.troop === 'mount') {
      throw ScenarioError.at([...path, 'profile'], 'a rank-and-file profile', entry.profile, 'a steed is given as `mount:`, not as a unit profile');
    }
    profile = builtin;
    race ??= builtin.race;
    basePoints ??= builtin.basePoints ?? undefined;
  } else {
    profile = entry.profile as Characteristics;
  }
  // A Liche or Vampire is of his own race (RB p.95).
  if (undeadWizard(level)) race ??= level === 'liche' ? 'liche' : 'vampire';
  // A character from a race profile: the race plus the level's increments (§1.2, RB p.46); a
  // Liche's or Vampire's profile is his own, written out (the seed has none, §1.2).
  if (entry.character !== undefined && !undeadWizard(level)) profile = characterProfile(profile, level as CharacterLevel);
  // What his magic items change in it (AM p.8-16).
  if (level !== null) profile = withItems(profile, entry);
  if (level !== null) checkCharacter(entry, path);
  checkWizard(entry, path, level, undeadReading);

  const mount = resolveMount(entry, path);
  const weapons = (entry.weapons as string[]) ?? ['hand-weapon'];
  const armour = (entry.armour as string[]) ?? [];
  const melee = weapons.filter((w) => MELEE_WEAPONS[w] && w !== 'hand-weapon' && w !== 'additional-hand-weapon' && w !== 'pistol');
  if (melee.length > 1) {
    throw ScenarioError.at([...path, 'weapons'], 'at most one special melee weapon', melee.join(' and '), 'a unit fights with one weapon: choose it with a variant');
  }
  const missileIds = weapons.filter((w) => missiles[w] && w !== 'pistol');
  if (missileIds.length > 1) {
    throw ScenarioError.at([...path, 'weapons'], 'at most one missile weapon', missileIds.join(' and '));
  }
  const missileId = missileIds[0] ?? (weapons.includes('pistol') ? 'pistol' : undefined);
  const missile = missileId ? missiles[missileId] : null;
  for (const w of weapons) {
    if (MELEE_WEAPONS[w]?.mountedOnly && !mount) {
      throw ScenarioError.at([...path, 'weapons', weapons.indexOf(w)], 'a weapon carried on foot', w, 'a lance needs a mount');
    }
  }
  if (armour.includes('barding') && !mount) {
    throw ScenarioError.at([...path, 'armour', armour.indexOf('barding')], 'armour worn on foot', 'barding', 'barding is worn by a mount');
  }
  try {
    armourSave({ armour, mounted: mount !== null, monsterMount: false, inMelee: false, shieldUsable: true });
  } catch (error) {
    throw ScenarioError.at([...path, 'armour'], 'a valid armour combination', armour.join(', '), (error as Error).message);
  }

  const command = (entry.command as string[]) ?? [];
  const models = entry.models as number;
  const unitName = typeof entry.name === 'string' ? entry.name : entry.id;
  if (missileId === JEZZAIL) checkJezzails(entry, path, level !== null || machine !== null || special.includes('chariot') || mount !== null, models);
  checkRunes(entry, path, machine, race);
  let cost: UnitCost;
  if (level !== null) {
    cost = characterCost(s, entry, path, side, level, race, basePoints, mount, [...weapons, ...armour]);
  } else if (special.includes('pump-wagon')) {
    cost = { side: s.sides[side].id, unit: entry.id, models: 1, points: PUMP_WAGON_POINTS, breakdown: `Snotling Pump Wagon ${PUMP_WAGON_POINTS} (crew included, RB p.93)` };
  } else if (machine !== null) {
    cost = machineCost(s, entry, path, side, machine, race, basePoints, [...weapons, ...armour]);
  } else if (special.includes('chariot') && (race !== undefined || basePoints !== undefined)) {
    const riders = s.sides[side].units.filter((o) => o.joins === entry.id).map((o) => o.id);
    cost = chariotCost(s, entry, path, side, race, basePoints, mount, [...weapons, ...armour], riders);
  } else if (missileId === JEZZAIL) {
    // A jezzail and its team of two cost 30, crew and kit included (RB p.92).
    const each = MACHINE_POINTS[JEZZAIL].points;
    cost = { side: s.sides[side].id, unit: entry.id, models, points: (models / 2) * each, breakdown: `${models / 2} jezzails × ${each}, each with its crew of two = ${(models / 2) * each}` };
  } else if (race === undefined && basePoints === undefined) {
    cost = { side: s.sides[side].id, unit: entry.id, models, points: 0, breakdown: 'no points: give `race` or `basePoints`' };
  } else {
    try {
      const result = unitPoints({
        race: race ?? 'man',
        basePoints,
        models,
        equipment: [...weapons, ...armour],
        mount: mount?.pointsId,
        inlineSteed: mount && !mount.pointsId ? { name: mount.name, pointsExtra: mount.pointsExtra } : undefined,
        standard: command.includes('standard'),
        musician: command.includes('musician'),
        champion: command.includes('champion'),
        customCosts: (entry.equipmentPoints as Record<string, number> | undefined) ?? {},
      });
      cost = { side: s.sides[side].id, unit: entry.id, models, points: result.total, breakdown: result.breakdown };
    } catch (error) {
      throw ScenarioError.at([...path], 'a unit warsim can cost', unitName, (error as Error).message);
    }
  }
  const items = checkItems(entry, path, level, race, undeadReading);
  if (items.points > 0 || items.names !== '') cost = { ...cost, points: cost.points + items.points, breakdown: `${cost.breakdown} + ${items.names}` };
  const banner = entry.banner as { name: string; points: number } | undefined;
  if (banner !== undefined) {
    checkBattleStandardRunes(entry, path, command);
    if (level !== null) checkBearerBanner(entry, path, command);
    else if (!command.includes('standard')) throw ScenarioError.at([...path, 'banner'], 'command: [standard] to carry the banner', 'no standard bearer', 'a magic standard is carried by the unit\'s standard bearer (BM p.38)');
    cost = { ...cost, points: cost.points + banner.points, breakdown: `${cost.breakdown} + ${banner.name} ${banner.points}` };
  }
  if (level === null && command.includes('battle-standard')) cost.breakdown += '; battle standard bearer not costed (give him as a character to cost him)';
  if (level === null && entry.general !== undefined) cost.breakdown += '; general not costed (give him as a character to cost him)';
  return { entry, path, side, profile, race, level, mount, missile, machine, cost };
}

const JEZZAIL = 'warplock-jezzail';

/**
 * A unit armed with jezzails is a unit of jezzail teams (kernel/jezzails.ts, RB p.81): its
 * models are the crewmen, two to a jezzail, on foot; the book prices each team (RB p.92).
 */
function checkJezzails(entry: UnitEntry, path: Path, notTroops: boolean, models: number): void {
  if (notTroops) throw ScenarioError.at([...path, 'weapons'], 'jezzails carried by a unit of Skaven on foot', entry.id, 'a jezzail is carried and fired by a team of two (RB p.81): not by a character, a mount, a chariot or a war machine\'s crew');
  if (models % 2 !== 0) throw ScenarioError.at([...path, 'models'], 'an even number of models: two crewmen to each jezzail', String(models), `a unit of ${(models - 1) / 2} jezzails has ${models - 1} models (RB p.81)`);
  const priced = (entry.equipmentPoints as Record<string, number> | undefined)?.[JEZZAIL];
  if (priced !== undefined) throw ScenarioError.at([...path, 'equipmentPoints', JEZZAIL], 'no price for the jezzail', String(priced), 'the book prices each jezzail with its crew of two at 30 (RB p.92)');
}

/** The war machine a unit is (§4.5), or null. */
function resolveMachine(entry: UnitEntry): WarMachine | null {
  const id = entry.machine as string | undefined;
  return id === undefined ? null : WAR_MACHINES[id];
}

/** The tactics a war machine's crew may have (§4.5): they man the machine where it stands. */
const MACHINE_TACTICS = new Set(['shoot', 'react', 'move', 'charge', 'guessError', 'aimShort', 'selfDestruct']);

/**
 * A war machine and its crew (§4.5): one machine (`models: 1`), its crew on foot with nothing
 * else to do; the rules that would move it or give it a rider or a second weapon are refused.
 */
function checkMachine(u: UnitResolved): void {
  const e = u.entry;
  const at = (...field: (string | number)[]) => [...u.path, ...field];
  const special = (e.special as string[] | undefined) ?? [];
  // Warpfire throwers may fight in a unit of several (RB p.80), each with its crew of two.
  if ((e.models as number) !== 1 && u.machine!.fire !== 'warpfire') throw ScenarioError.at(at('models'), '1 model for a war machine', String(e.models), 'the unit is one machine and its crew (`crew`): give each machine its own unit (warpfire throwers alone fight in units of several, RB p.80)');
  // A unit of several warpfire throwers may skirmish (RB p.80), as the Skirmish rules say (§8.7).
  if (u.machine!.fire === 'warpfire' && special.includes('skirmish') && (e.models as number) < 2) throw ScenarioError.at(at('special', special.indexOf('skirmish')), 'a unit of two or more warpfire throwers to skirmish', 'skirmish on one thrower', 'warpfire throwers organised into a unit of their own may skirmish (RB p.80); a single one is a unit of one machine');
  if (u.level !== null) throw ScenarioError.at(at('character'), 'a war machine that is not a character', String(e.character ?? e.profile));
  if (u.mount !== null) throw ScenarioError.at(at('mount'), 'a war machine crewed on foot', String(e.mount));
  if (u.missile !== null) throw ScenarioError.at(at('weapons'), 'no missile weapon for a war machine\'s crew', u.missile.id, 'the crew work the machine, which is the unit\'s missile weapon');
  if (((e.command as string[] | undefined) ?? []).length > 0) throw ScenarioError.at(at('command'), 'no command models in a war machine\'s crew', (e.command as string[]).join(', '));
  const odd = special.find((r) => ['character', 'monster', 'flying', 'chariot', 'pump-wagon', 'fast-cavalry'].includes(r) || (r === 'skirmish' && u.machine!.fire !== 'warpfire'));
  if (odd !== undefined) throw ScenarioError.at(at('special', special.indexOf(odd)), 'a war machine crewed by troops on foot', odd);
  const t = (e.tactics as Record<string, unknown> | undefined) ?? {};
  for (const k of Object.keys(t)) if (!MACHINE_TACTICS.has(k)) throw ScenarioError.at(at('tactics', k), 'a tactic of a war machine\'s crew (shoot, react, move, guessError, aimShort, selfDestruct)', k);
  const warpfire = u.machine!.fire === 'warpfire';
  if (t.charge !== undefined && t.charge !== 'never') throw ScenarioError.at(at('tactics', 'charge'), 'charge: never for a war machine', String(t.charge), 'its crew man the machine; the seed gives machines no charge (RB p.75-81), only moving at the crew\'s pace');
  if (warpfire && t.react !== undefined && t.react !== 'stand-and-shoot') throw ScenarioError.at(at('tactics', 'react'), 'stand-and-shoot for a warpfire thrower', String(t.react), 'it stands and shoots at any charger, every time (RB p.80)');
  const crew = e.crew as number | undefined;
  if (u.machine!.fixedCrew > 0 && crew !== undefined && crew !== u.machine!.fixedCrew) throw ScenarioError.at(at('crew'), `a crew of ${u.machine!.fixedCrew} for a ${u.machine!.name.toLowerCase()}`, String(crew), `it is carried between its crew of ${u.machine!.fixedCrew} (${u.machine!.page})`);
  if (t.aimShort !== undefined && u.machine!.fire !== 'cannon') throw ScenarioError.at(at('tactics', 'aimShort'), 'a cannon for the aimShort tactic', u.machine!.id);
  if (t.guessError !== undefined && u.machine!.fire === 'bolt') throw ScenarioError.at(at('tactics', 'guessError'), 'a stone thrower or cannon for the guessError tactic', u.machine!.id, 'a bolt thrower rolls to hit; it guesses no range');
}

/** A war machine's points (§10, RB p.92): the machine's, plus its crew costed as troops of their race. */
function machineCost(s: Scenario, entry: UnitEntry, path: Path, side: number, machine: WarMachine, race: string | undefined, basePoints: number | undefined, equipment: string[]): UnitCost {
  const machines = entry.models as number;
  const unit = { side: s.sides[side].id, unit: entry.id, models: machines };
  const own = MACHINE_POINTS[machine.pointsId].points;
  const crew = (entry.crew as number | undefined) ?? machine.crew;
  // The warpfire thrower's 70 points include its crew (RB p.92); a unit of them, 70 each.
  if (!MACHINE_POINTS[machine.pointsId].plusCrew) {
    if (machines > 1) return { ...unit, points: own * machines, breakdown: `${machines} ${machine.name.toLowerCase()}s × ${own}, each with its crew of ${crew} = ${own * machines}` };
    return { ...unit, points: own, breakdown: `${machine.name.toLowerCase()} ${own}, crew of ${crew} included` };
  }
  if (race === undefined && basePoints === undefined) return { ...unit, points: 0, breakdown: 'no points: give `race` or `basePoints` for the crew' };
  try {
    const c = unitPoints({ race: race ?? 'man', basePoints, models: crew, equipment, customCosts: (entry.equipmentPoints as Record<string, number> | undefined) ?? {} });
    const size = machine.pointsId !== machine.id ? ` (the book prices every ${MACHINE_POINTS[machine.pointsId].name.toLowerCase()} alike)` : '';
    const runes = runePoints(entry);
    const inscribed = runes.points > 0 ? ` + runes (${runes.breakdown})` : '';
    const total = own + c.total + runes.points;
    return { ...unit, points: total, breakdown: `${machine.name.toLowerCase()} ${own}${size} + crew (${c.breakdown})${inscribed} = ${total}` };
  } catch (error) {
    throw ScenarioError.at([...path], 'a war machine warsim can cost', entry.id, (error as Error).message);
  }
}

/**
 * A chariot's points (§10, RB p.93): 50, plus its crew costed as troops of their race with
 * their equipment, plus its team priced as if ridden — each beast's steed extra, and +4 for the
 * team's barding. A character in its crew (`riders`, by id) takes a crewman's place and is
 * costed as himself, as a monster and its rider are.
 */
function chariotCost(s: Scenario, entry: UnitEntry, path: Path, side: number, race: string | undefined, basePoints: number | undefined, mount: MountResolved | null, equipment: string[], riders: string[]): UnitCost {
  const crew = ((entry.crew as number | undefined) ?? CHARIOT_CREW) - riders.length;
  if (crew < 0) {
    throw ScenarioError.at([...path, 'crew'], `a crew of at least ${riders.length} for its characters (${riders.join(', ')})`, String(crew + riders.length), 'each takes a crewman\'s place: give the chariot a larger `crew`');
  }
  const team = (entry.team as number | undefined) ?? CHARIOT_TEAM;
  const unit = { side: s.sides[side].id, unit: entry.id, models: 1 };
  try {
    // A character alone in the crew (crew: 1) leaves no crewman to pay for.
    const crewCost = crew === 0 ? { total: 0, breakdown: 'none' } : unitPoints({
      race: race ?? 'man',
      basePoints,
      models: crew,
      equipment: equipment.filter((e) => e !== 'barding'),
      customCosts: (entry.equipmentPoints as Record<string, number> | undefined) ?? {},
    });
    const beast = mount?.pointsExtra ?? 0;
    const barding = equipment.includes('barding') ? 4 : 0;
    const total = CHARIOT_POINTS + crewCost.total + team * beast + barding;
    const replaced = riders.length > 0 ? `; ${riders.join(', ')} in a crewman's place, costed on his own` : '';
    return { ...unit, points: total, breakdown: `chariot ${CHARIOT_POINTS} + crew (${crewCost.breakdown}) + team ${team} × ${beast}${barding ? ' + team barding 4' : ''} = ${total}${replaced}` };
  } catch (error) {
    throw ScenarioError.at([...path], 'a chariot warsim can cost', entry.id, (error as Error).message);
  }
}

/** What a character entry may not say (§8.1): he is one model, carries at most the battle standard, and leads no unit of his own. */
function checkCharacter(entry: UnitEntry, path: Path): void {
  if (entry.models !== 1) throw ScenarioError.at([...path, 'models'], '1 model for a character', String(entry.models));
  const command = (entry.command as string[] | undefined) ?? [];
  const other = command.find((c) => c !== 'battle-standard');
  if (other !== undefined) throw ScenarioError.at([...path, 'command', command.indexOf(other)], 'battle-standard or nothing on a character', other, 'a character may carry the battle standard; champions, standards and musicians belong to units');
  if (typeof entry.general === 'number') throw ScenarioError.at([...path, 'general'], 'general: true on a character', String(entry.general), 'a character general uses his own Ld');
}

/** A character's points (§10): the character table by race, equipment at full price, the steed extra, none doubled. */
function characterCost(s: Scenario, entry: UnitEntry, path: Path, side: number, level: CharacterRank, race: string | undefined, basePoints: number | undefined, mount: MountResolved | null, equipment: string[]): UnitCost {
  const unit = { side: s.sides[side].id, unit: entry.id, models: 1 };
  if (basePoints !== undefined) return { ...unit, points: basePoints, breakdown: `${level} ${basePoints} (basePoints)` };
  // A Liche or Vampire is priced by his own row, as a model of the Undead list (RB p.95).
  const undead = undeadWizard(level);
  const key = undead ? (level === 'liche' ? 'liche' : 'vampire') : entry.necromancer === true ? 'necromancer' : race === undefined ? undefined : level === 'hero' || level === 'lord' ? race : wizardKey(race);
  const table = undead ? RACE_POINTS : level === 'hero' || level === 'lord' ? CHARACTER_POINTS : WIZARD_POINTS;
  if (key === undefined || !table[key]) return { ...unit, points: 0, breakdown: race === undefined ? 'no points: give `race` or `basePoints`' : `no points: the book has no ${level} cost for ${race} (give \`basePoints\`)` };
  try {
    const result = characterModelPoints({
      key,
      level: undead ? 'lord' : level,
      ...(undead ? { own: { points: RACE_POINTS[key].points, label: RACE_POINTS[key].name } } : {}),
      equipment: equipment.filter((e) => e !== 'hand-weapon'),
      mount: mount?.pointsId,
      inlineSteed: mount && !mount.pointsId ? { name: mount.name, pointsExtra: mount.pointsExtra } : undefined,
      customCosts: (entry.equipmentPoints as Record<string, number> | undefined) ?? {},
    });
    return { ...unit, points: result.total, breakdown: result.breakdown };
  } catch (error) {
    throw ScenarioError.at([...path], 'a character warsim can cost', entry.id, (error as Error).message);
  }
}

function resolveMount(entry: UnitEntry, path: Path): MountResolved | null {
  const m = entry.mount;
  if (m === undefined) return null;
  if (typeof m === 'string') {
    const mount = MOUNTS[m];
    if (!mount.profileKnown || !mount.profile) {
      throw ScenarioError.at([...path, 'mount'], 'a steed with a known profile (horse, warhorse) or an inline steed', m, `the book gives no profile for the ${mount.name}: write it inline, e.g. mount: { name: ${mount.name}, M: 9, WS: 3, S: 3, I: 3, A: 1, points: ${mount.pointsExtra} }`);
    }
    const p = mount.profile;
    return { name: mount.name, M: p.M, WS: p.WS ?? 0, S: p.S ?? 0, I: p.I ?? 0, A: p.A, T: p.T, pointsId: m, pointsExtra: mount.pointsExtra };
  }
  const inline = m as Record<string, number | string>;
  if (typeof inline.W === 'number' && inline.W > 1) {
    throw ScenarioError.at([...path, 'mount', 'W'], 'a steed with 1 wound', String(inline.W), 'a mount with more than 1 W is a monster (§8.2): give it as a unit of its own with special: [monster], and let the character `joins:` it to ride it');
  }
  const A = inline.A as number;
  if (A > 0 && (inline.WS === undefined || inline.S === undefined || inline.I === undefined)) {
    throw ScenarioError.at([...path, 'mount'], 'WS, S and I for a steed with attacks', 'a steed with attacks but no WS, S or I');
  }
  return {
    name: typeof inline.name === 'string' ? inline.name : 'steed',
    M: inline.M as number,
    WS: (inline.WS as number) ?? 0,
    S: (inline.S as number) ?? 0,
    I: (inline.I as number) ?? 0,
    A,
    T: (inline.T as number | undefined) ?? null,
    pointsId: undefined,
    pointsExtra: (inline.points as number) ?? 0,
  };
}


function fillUnit(
  plan: Wfb4Plan,
  i: number,
  u: UnitResolved,
  idIndex: Map<string, number>,
  units: UnitResolved[],
  flags: Wfb4Flags,
): void {
  const e = u.entry;
  const p = u.profile;
  const mounted = u.mount !== null;
  const weapons = (e.weapons as string[]) ?? ['hand-weapon'];
  const armour = (e.armour as string[]) ?? [];
  const special = (e.special as string[] | undefined) ?? [];
  const skirmish = special.includes('skirmish');
  const command = (e.command as string[]) ?? [];
  // A war machine's unit is its crew, side by side in one rank, with the machine among them (§4.5).
  // A unit of several warpfire throwers (RB p.80) has each one's crew: `models` machines.
  const machineCrew = u.machine !== null ? ((e.crew as number | undefined) ?? u.machine.crew) * (e.models as number) : 0;
  if (u.machine !== null) checkMachine(u);
  const models = u.machine !== null ? machineCrew : (e.models as number);
  const files = u.machine !== null ? machineCrew : u.level !== null || special.includes('monster') || special.includes('chariot') || special.includes('pump-wagon') ? 1 : (e.files as number); // one model: a character, a monster or a chariot
  if (files > models) {
    throw ScenarioError.at([...u.path, 'files'], `files ≤ models (${models})`, `${files} files`, 'a unit cannot be wider than its models');
  }
  plan.side[i] = u.side;
  const profileM = mounted ? u.mount!.M : p.M;
  plan.M[i] = moveAfterArmour(profileM, armour.filter((a) => a !== 'barding'), armour.includes('barding'));
  const fleeM = flags.fleeDice === 'effective-M' ? plan.M[i] : profileM;
  plan.fleeDice[i] = fleeM > 6 ? 3 : 2; // rules/wfb4.md §3, §12-2
  plan.canMarch[i] = 1;
  plan.WS[i] = p.WS;
  plan.BS[i] = p.BS;
  plan.S[i] = p.S;
  plan.T[i] = p.T;
  plan.W[i] = p.W;
  plan.I[i] = p.I;
  plan.A[i] = p.A;
  plan.Ld[i] = p.Ld;
  plan.rule.large[i] = e.large ? 1 : 0;
  if (u.mount) {
    plan.mountWS[i] = u.mount.WS;
    plan.mountS[i] = u.mount.S;
    plan.mountA[i] = u.mount.A;
    plan.mountI[i] = u.mount.I;
  }

  // Melee weapon (§5.6). A chariot's crew fight as men on foot, not as cavalry (§8.4).
  const riding = mounted && !special.includes('chariot');
  let shieldUsable = true;
  for (const id of weapons) {
    const w = MELEE_WEAPONS[id];
    if (!w) continue;
    plan.meleeSBonus[i] += w.strengthBonus;
    if (riding) plan.chargeSBonus[i] += w.chargeStrengthBonus;
    plan.firstRoundSBonus[i] += w.firstRoundStrengthBonus;
    if (w.strikesLast) plan.rule.strikesLast[i] = 1;
    // The pistol's extra attack strikes on its own at S4 (kernel PISTOL group), not as a normal attack.
    if (id === 'pistol') plan.rule.pistol[i] = 1;
    else plan.extraA[i] += w.extraAttack;
    if (!mounted && w.fightingRanks > plan.fightRanks[i]) plan.fightRanks[i] = w.fightingRanks; // a chariot's crew fight from it, never in ranks
    // §12-15: with two hand weapons the shield is unused, unless the house rule keeps it.
    if (w.noShieldInMelee && !(id === 'additional-hand-weapon' && flags.twoWeaponsShield)) shieldUsable = false;
  }
  // Skirmishers fight only with models in contact: no spears from a second rank (§8.7).
  if (plan.fightRanks[i] === 0 || skirmish) plan.fightRanks[i] = 1;
  // A Daemon's save is a save like armour's, improved by its armour and cut by strength (§8.8).
  // A monster's scaly hide is a save of its own, like armour's (§8.2, RB p.68).
  const baseSave = special.includes('daemonic-save') ? ((e.daemonicSave as number | undefined) ?? DAEMONIC_SAVE) : special.includes('monster') ? ((e.hide as number | undefined) ?? NO_SAVE) : NO_SAVE;
  plan.meleeSave[i] = armourSave({ armour, mounted, monsterMount: false, inMelee: true, shieldUsable, baseSave });
  plan.missileSave[i] = armourSave({ armour, mounted, monsterMount: false, inMelee: false, shieldUsable: true, baseSave });

  // Missile weapon (§4.3).
  const m = u.missile;
  if (m) {
    plan.missile[i] = 1;
    plan.range[i] = m.range;
    plan.missileS[i] = m.strengthFromThrower ? p.S + m.strengthBonus : (m.strength as number);
    plan.rule.noLongRange[i] = m.noLongRangePenalty ? 1 : 0;
    plan.rule.noMoveFire[i] = m.noMoveAndFire ? 1 : 0;
    plan.rule.everyOther[i] = m.everyOtherTurn ? 1 : 0;
    plan.missileSaveMod[i] = m.extraSaveModifier;
    const twice = m.volleys.find((v) => v.shots === 2);
    if (twice && !twice.requiresNoMove) plan.maxVolleys[i] = 2;
    else plan.maxVolleys[i] = 1;
    plan.rule.slingDouble[i] = twice && twice.requiresNoMove ? 1 : 0;
    if (m.woundsPerHit === 'D3') plan.rule.d3Wounds[i] = 1;
    else if (m.woundsPerHit !== '1') {
      throw ScenarioError.at([...u.path, 'weapons'], 'a missile weapon with 1 or D3 wounds per hit', m.id);
    }
    plan.rule.jezzail[i] = m.id === JEZZAIL ? 1 : 0;
  }

  // Formation, bases, command (§1.3, §8.5).
  plan.models[i] = models;
  plan.files[i] = files;
  const base = (e.base as [number, number] | undefined) ?? (mounted ? [25, 50] : [20, 20]);
  plan.baseW[i] = base[0] / MM_PER_INCH;
  plan.baseD[i] = base[1] / MM_PER_INCH;
  // Skirmishers stand apart (§8.7): each model's space is its base and the gap to the next.
  if (skirmish) {
    plan.baseW[i] += flags.skirmishGap;
    plan.baseD[i] += flags.skirmishGap;
  }
  plan.standard[i] = command.includes('standard') ? 1 : 0;
  plan.battleStandard[i] = command.includes('battle-standard') ? 1 : 0;
  if (command.includes('champion')) {
    const champ = characterProfile(p, 'champion');
    plan.champion[i] = 1;
    plan.champWS[i] = champ.WS;
    plan.champS[i] = champ.S;
    plan.champA[i] = champ.A;
    plan.champI[i] = champ.I;
    plan.champLd[i] = champ.Ld;
  }
  plan.generalLd[i] = typeof e.general === 'number' ? e.general : 0; // a character general: fillGenerals()
  plan.level[i] = u.level === null ? 0 : u.level === 'hero' || u.level === 'wizard' || u.level === 'wizard-champion' || u.level === 'vampire-count' ? LEVEL_HERO : LEVEL_LORD;
  plan.magic.level[i] = wizardLevel(u.level, flags.undeadWizards);
  // An item that makes a hero or lord a wizard (AM p.10).
  if (plan.magic.level[i] === 0 && u.level !== null) plan.magic.level[i] = itemWizard(e);
  // An item that raises a wizard's level (AM p.17).
  if (plan.magic.level[i] > 0) plan.magic.level[i] += itemLevels(e);
  plan.magic.recast[i] = recastOf(e, u.level, plan.magic.level[i]);
  // A unit of Daemons that casts (BM p.34): its level by its size, a Greater Daemon's 4.
  if (u.level === null && ((e.spells as unknown[] | undefined) ?? []).length > 0) {
    plan.magic.level[i] = daemonCaster(e, u.path);
    plan.magic.bySize[i] = special.includes('monster') ? 0 : 1;
  }
  plan.rule.character[i] = u.level !== null ? 1 : 0;
  plan.vp[i] = victoryPoints(u.cost.points);

  // Tactics.
  const t = e.tactics as Record<string, unknown>;
  plan.chargeTarget[i] = u.machine !== null ? TARGET_NEVER : tacticTarget(t.charge, idIndex, TARGET_NEAREST);
  plan.shootTarget[i] = tacticTarget(t.shoot, idIndex, TARGET_NEAREST);
  plan.react[i] = t.react === 'flee' ? REACT_FLEE : t.react === 'stand-and-shoot' ? REACT_STAND_AND_SHOOT : REACT_HOLD;
  if (plan.react[i] === REACT_STAND_AND_SHOOT && !m && u.machine === null) {
    throw ScenarioError.at([...u.path, 'tactics', 'react'], 'hold or flee for a unit without missile weapons', 'stand-and-shoot');
  }
  plan.pursue[i] = t.pursue === 'restrain' ? PURSUE_RESTRAIN : PURSUE_ALWAYS;
  plan.frenzy[i] = t.frenzy === 'restrain' ? FRENZY_RESTRAIN : FRENZY_UNLEASH;
  // The special rules played (resolveUnit() refused the others), each into its column.
  for (const id of special) plan.rule[PLAYED_SPECIAL_RULES.find((r) => r.id === id)!.column][i] = 1;
  fillBanner(plan, i, e);
  // Fast cavalry (§2.2, RB p.22): mounted, a save no better than 5+, M 6 or more.
  if (plan.rule.fastCavalry[i] === 1 && (!mounted || plan.missileSave[i] < 5 || plan.M[i] < 6)) {
    const k = special.indexOf('fast-cavalry');
    const why = !mounted ? 'the unit is on foot' : plan.missileSave[i] < 5 ? `its save is ${plan.missileSave[i]}+` : `its M is ${plan.M[i]}`;
    throw ScenarioError.at([...u.path, 'special', k], 'fast cavalry: mounted, with a save no better than 5+ and M 6 or more (RB p.22)', 'fast-cavalry', `${why}: it cannot be fast cavalry`);
  }
  // Vulnerable to fire (AM p.13-16): a fire weapon's wound slays the model it strikes. The blows
  // at a chariot or a war machine fall by their own tables, where it is not played.
  if (plan.rule.flammable[i] === 1 && (plan.rule.chariot[i] === 1 || plan.rule.pumpWagon[i] === 1 || u.machine !== null)) {
    throw ScenarioError.at([...u.path, 'special', special.indexOf('flammable')], 'flammable on troops, a monster or a character', u.machine !== null ? 'a war machine' : 'a chariot', 'the blows at a chariot or a war machine fall on it, its team or its crew by their own table: vulnerability to fire is not played there yet');
  }
  // A monster is a single model, a large target, turning freely (§8.2, RB p.68).
  if (plan.rule.monster[i] === 1) {
    if (models !== 1) throw ScenarioError.at([...u.path, 'models'], '1 model for a monster', String(models), 'a large monster fights as a single model (RB p.68); a unit of Trolls or Ogres is not special: [monster]');
    if (u.level !== null) throw ScenarioError.at([...u.path, 'special'], 'a monster that is not a character', 'monster', 'a character rides a monster by `joins:` it');
    if (mounted) throw ScenarioError.at([...u.path, 'mount'], 'no mount on a monster', String(e.mount));
    plan.rule.large[i] = 1;
  }
  // A chariot (§8.4): the profile is its crew's, the mount its team's beasts; the unit's T, W and
  // save are the chariot's own; it moves at its team's speed and never marches.
  // The Pump Wagon is a chariot pushed by its Snotling crew: no team, no move of its own (§8.4, RB p.74).
  if (plan.rule.pumpWagon[i] === 1) {
    if (plan.rule.chariot[i] === 1) throw ScenarioError.at([...u.path, 'special'], 'pump-wagon without chariot', 'both', 'the Pump Wagon is a chariot already');
    if (u.mount) throw ScenarioError.at([...u.path, 'mount'], 'no team for the Pump Wagon', String(e.mount), 'its Snotlings push it');
    for (const field of ['team', 'teamT', 'scythes'] as const) {
      if (e[field] !== undefined) throw ScenarioError.at([...u.path, field], `no \`${field}\` on the Pump Wagon`, String(e[field]), 'it has no team and no scythes: its roller deals 2D6 impact hits');
    }
    plan.rule.chariot[i] = 1;
  }
  if (plan.rule.chariot[i] === 1) {
    const pump = plan.rule.pumpWagon[i] === 1;
    if (!u.mount && !pump) throw ScenarioError.at([...u.path], 'a team for a chariot', 'no mount', 'give the beasts that pull it as `mount:` (horse, or an inline steed)');
    if (models !== 1) throw ScenarioError.at([...u.path, 'models'], '1 model for a chariot', String(models), 'chariots move and fight as single models (RB p.72); give each its own unit');
    if (command.length > 0) throw ScenarioError.at([...u.path, 'command'], 'no command models on a chariot', command.join(', '));
    if (u.level !== null || plan.rule.monster[i] === 1 || plan.rule.flying[i] === 1 || skirmish) {
      throw ScenarioError.at([...u.path, 'special'], 'a chariot that is not a character, a monster, a flyer or skirmishers', special.join(', '));
    }
    if (weapons.includes('lance')) throw ScenarioError.at([...u.path, 'weapons', weapons.indexOf('lance')], 'a weapon a chariot\'s crew can use', 'lance', 'a lance is a rider\'s weapon (§5.6)');
    const barded = armour.includes('barding');
    // A character in the crew takes a crewman's place (checkJoin()): `crew` counts him.
    plan.crew[i] = ((e.crew as number | undefined) ?? (pump ? PUMP_WAGON_CREW : CHARIOT_CREW)) - ridersOf(plan, i);
    plan.team[i] = pump ? 0 : ((e.team as number | undefined) ?? CHARIOT_TEAM);
    plan.scythes[i] = pump ? 0 : ((e.scythes as number | undefined) ?? CHARIOT_SCYTHES);
    plan.crewT[i] = p.T;
    plan.crewW[i] = p.W;
    plan.crewM[i] = moveAfterArmour(p.M, armour.filter((a) => a !== 'barding'), false);
    const crewArmour = armour.filter((a) => a !== 'barding');
    plan.crewMeleeSave[i] = armourSave({ armour: crewArmour, mounted: false, monsterMount: false, inMelee: true, shieldUsable, baseSave: NO_SAVE });
    plan.crewMissileSave[i] = armourSave({ armour: crewArmour, mounted: false, monsterMount: false, inMelee: false, shieldUsable: true, baseSave: NO_SAVE });
    if (u.mount) {
      plan.teamT[i] = (e.teamT as number | undefined) ?? u.mount.T ?? TEAM_T;
      plan.teamSave[i] = barded ? 6 : NO_SAVE; // barding: the beasts' only armour (§5.8)
      plan.teamM[i] = u.mount.M - (barded ? 1 : 0); // barding slows them (§2.2)
      plan.fleeDice[i] = u.mount.M > 6 ? 3 : 2;
    }
    // The Pump Wagon has no move of its own: 2D6" each turn (chariot-moves.ts), fleeing on 2D6.
    plan.M[i] = plan.teamM[i];
    plan.T[i] = CHARIOT_T;
    plan.W[i] = CHARIOT_W;
    const own = (e.chariotSave as number | undefined) ?? NO_SAVE;
    plan.meleeSave[i] = own;
    plan.missileSave[i] = own;
    plan.canMarch[i] = 0;
  }
  // A war machine (§4.5): it fires as data/war-machines.ts says, at its range and S; a large
  // target (§4.2: "most war machines"); it stays where it stands and never charges.
  if (u.machine !== null) {
    const m = u.machine;
    plan.rule.warMachine[i] = 1;
    plan.machineFire[i] = m.fire === 'template' ? FIRE_TEMPLATE : m.fire === 'cannon' ? FIRE_CANNON : m.fire === 'bolt' ? FIRE_BOLT : FIRE_WARPFIRE;
    plan.range[i] = m.range;
    plan.missileS[i] = m.S;
    plan.woundsDie[i] = m.woundsDie;
    fillRunes(plan, i, e);
    if (m.fire === 'warpfire') {
      // Carried by its crew, a Skaven's M less 1 (RB p.80: 4", marching 8"); it cannot move and fire, and stands and shoots at chargers.
      plan.M[i] = Math.max(0, plan.M[i] - 1);
      plan.react[i] = REACT_STAND_AND_SHOOT;
    } else {
      plan.rule.large[i] = 1;
      plan.canMarch[i] = 0; // war engines never march (§2.2)
    }
    // It may move at its crew's pace, and then not shoot; turning to face its target is free (RB p.76-80).
    plan.rule.noMoveFire[i] = 1;
    plan.guessError[i] = (t.guessError as number | undefined) ?? 0;
    plan.aimShort[i] = (t.aimShort as number | undefined) ?? MACHINE_AIM_SHORT;
  }
  // A flyer moves and charges through the air, as far as its flying move (§8.3).
  if (plan.rule.flying[i] === 1) {
    const flyers = (id: unknown) => id !== undefined && units.some((o) => o.entry.id === id && ((o.entry.special as string[] | undefined) ?? []).includes('flying') && !((o.entry.special as string[] | undefined) ?? []).includes('monster'));
    if (e.joins !== undefined && !flyers(e.joins)) throw ScenarioError.at([...u.path, 'special'], 'no flying for a character who joins a unit that does not fly', 'flying', 'a unit flies, or its monster does: give the rule to the unit or the monster');
    plan.fly[i] = (e.fly as number | undefined) ?? FLY_MOVE;
  }
  plan.turnsFreely[i] = plan.rule.fastCavalry[i] === 1 || plan.rule.monster[i] === 1 || plan.rule.flying[i] === 1 || plan.rule.chariot[i] === 1 || u.level !== null ? 1 : 0;
  // Undead troops never march (§7, BB p.70; the army's leader alone may, when characters come).
  if (plan.rule.undead[i] === 1) plan.canMarch[i] = 0;
  // Outnumbering (§12-12): a model counts 1, a cavalry model 2 under the house reading.
  plan.strengthEach[i] = mounted && flags.outnumbering === 'mounted-double' ? 2 : 1;
  // Regeneration (§12-17): the score each wound is regenerated on.
  plan.regenerate[i] = plan.rule.regeneration[i] === 1 ? ((e.regeneration as number | undefined) ?? REGENERATION) : 0;
  // Daemon animosity (§7): the unit's Chaos God; a Daemon, for the feud's exception.
  plan.god[i] = e.god === undefined ? GOD_NONE : CHAOS_GODS.indexOf(e.god as (typeof CHAOS_GODS)[number]) + 1;
  plan.daemon[i] = plan.god[i] !== GOD_NONE || (u.race !== undefined && RACE_POINTS[u.race]?.group === 'daemon') ? 1 : 0;
  if (t.frenzy !== undefined && plan.rule.frenzy[i] === 0) {
    throw ScenarioError.at([...u.path, 'tactics', 'frenzy'], 'special: [frenzy] beside the frenzy tactic', String(t.frenzy), 'the unit is not frenzied: add frenzy to its special rules, or remove the tactic');
  }
  plan.move[i] = t.move === 'hold' || (u.machine !== null && t.move === undefined) ? MOVE_HOLD : t.move === 'to-range' ? MOVE_TO_RANGE : MOVE_ADVANCE;
  plan.lap[i] = t.lap === true ? 1 : 0;
  // Characters (§8.1): where a joined one stands, and his challenges.
  if (t.rank !== undefined && u.level === null) throw ScenarioError.at([...u.path, 'tactics', 'rank'], 'a character for the rank tactic', `${e.id}, a unit of troops`, 'the tactic is a character\'s (§8.1)');
  if (t.challenge !== undefined && u.level === null && !command.includes('champion')) {
    throw ScenarioError.at([...u.path, 'tactics', 'challenge'], 'a character, or a unit with a champion, for the challenge tactic', `${e.id}, a unit of troops without a champion`, 'challenges are fought by characters: a unit\'s tactic is its champion\'s (§8.1)');
  }
  if (t.rank !== undefined && e.joins === undefined && t.join === undefined) throw ScenarioError.at([...u.path, 'tactics', 'rank'], 'a character who joins a unit for the rank tactic', 'a character on his own');
  plan.inFront[i] = t.rank === 'rear' ? 0 : 1;
  // Joining and leaving a unit during the battle (§8.1).
  plan.joinTarget[i] = -1;
  if (t.join !== undefined) {
    const at = [...u.path, 'tactics', 'join'];
    if (u.level === null) throw ScenarioError.at(at, 'a character for the join tactic', `${e.id}, a unit of troops`);
    if (e.joins !== undefined) throw ScenarioError.at(at, 'a character on his own for the join tactic', `one who joins ${String(e.joins)} at deployment`);
    const h = idIndex.get(t.join as string)!;
    const hostRules = (units[h].entry.special as string[] | undefined) ?? [];
    checkJoin(units, i, h, at);
    // He boards a chariot as one more of its crew (§8.4: "ideal transport ... for characters").
    if (hostRules.includes('monster')) throw ScenarioError.at(at, 'a unit of troops to join during the battle', `${String(t.join)}, a monster`, 'a character mounts his monster at deployment (`joins:`)');
    plan.joinTarget[i] = h;
    plan.exposed[i] = u.mount !== null && units[h].mount === null ? 1 : 0;
  }
  plan.leaveTurn[i] = 0;
  if (t.leave !== undefined) {
    const at = [...u.path, 'tactics', 'leave'];
    // A unit of troops with it must be a garrison: fillGarrisons() checks, once it knows them.
    if (u.level !== null && e.joins === undefined && t.join === undefined) throw ScenarioError.at(at, 'a character who joins a unit, for the leave tactic', 'a character on his own');
    if (e.joins !== undefined && units[idIndex.get(e.joins as string)!].entry.special && (units[idIndex.get(e.joins as string)!].entry.special as string[]).includes('monster')) {
      throw ScenarioError.at(at, 'a character with a unit, for the leave tactic', 'a rider', 'a rider does not leave his monster');
    }
    plan.leaveTurn[i] = t.leave as number;
  }
  plan.challenge[i] = t.challenge === 'issue' ? CHALLENGE_ISSUE : t.challenge === 'refuse' ? CHALLENGE_REFUSE : CHALLENGE_ACCEPT;
  plan.strikeAt[i] = t.strike === 'characters' ? STRIKE_CHARACTERS : STRIKE_TROOPS;
  if (t.flyAway !== undefined && plan.rule.flying[i] === 0) throw ScenarioError.at([...u.path, 'tactics', 'flyAway'], 'special: [flying] beside the flyAway tactic', String(t.flyAway), 'only a flyer may leave a combat it won');
  plan.flyAway[i] = t.flyAway === 'after-win' ? FLY_AWAY_AFTER_WIN : FLY_AWAY_NEVER;
  plan.volleys[i] = typeof t.volleys === 'number' ? t.volleys : plan.maxVolleys[i];
  checkEnemyTargets(t, u.path, idIndex, (j) => units[j].side, u.side);

  // His magic items, once his saves and weapons are known (compile-items.ts).
  fillItems(plan, i, e, armour, mounted, shieldUsable, baseSave);

  // A joined character stands with his unit (fillHosts() ran first).
  const pos = plan.host[i] >= 0 ? units[plan.host[i]].entry.position : e.position;
  plan.x[i] = pos.x;
  plan.y[i] = pos.y;
  plan.facing[i] = (pos.facing * Math.PI) / 180;
}

/**
 * A magic banner carried by a character (BM p.38): the army's battle standard, its bearer's
 * (`command: [battle-standard]`), one of his magic items (compile-items.ts checkItems()); its powers are those of a banner that
 * work on the unit he is with while he is (kernel: characters.ts flies()) — not those that change
 * a unit's profile, which are refused.
 */
function checkBearerBanner(entry: UnitEntry, path: Path, command: string[]): void {
  const at = [...path, 'banner'];
  if (!command.includes('battle-standard')) throw ScenarioError.at(at, 'command: [battle-standard] on a character with a banner', `${entry.id}, not the battle standard bearer`, 'a character carries a magic standard only as the army\'s battle standard bearer (BM p.38)');
  const effects = (entry.banner as { effects: string[] }).effects;
  const fixed = effects.find((x) => PROFILE_BANNER_EFFECTS.includes(x));
  const overload = effects.indexOf('slays-wizards');
  if (overload >= 0) throw ScenarioError.at([...at, 'effects', overload], 'slays-wizards on a unit\'s own standard', `${entry.id}'s banner`, 'the banner that slays wizards touching its unit is played on a unit\'s own standard, not on the battle standard yet');
  if (fixed !== undefined) throw ScenarioError.at([...at, 'effects', effects.indexOf(fixed)], `an effect a battle standard lends the unit its bearer is with (${Object.keys(BANNER_EFFECTS).filter((x) => !PROFILE_BANNER_EFFECTS.includes(x)).join(', ')})`, fixed, 'a banner that changes its unit\'s profile is played on a unit\'s own standard, not on a character\'s yet');
}

/** A banner effect that only the army's battle standard may carry (AM p.37: a Master Rune of Protection goes on a battle standard only). */
function checkBattleStandardRunes(entry: UnitEntry, path: Path, command: string[]): void {
  const effects = (entry.banner as { effects: string[] }).effects;
  const at = effects.findIndex((x) => BATTLE_STANDARD_RUNES.includes(x));
  if (at < 0 || command.includes('battle-standard')) return;
  throw ScenarioError.at([...path, 'banner', 'effects', at], 'the battle standard to carry it (command: [battle-standard])', `${entry.id}'s banner`, 'a Master Rune of Protection is placed only on the army\'s battle standard (AM p.37)');
}

/** The Master Runes of Protection: a battle standard's banner effects alone (AM p.37). */
const BATTLE_STANDARD_RUNES = ['combat-result-aura', 'ld-10-aura', 'dispel-anywhere'];

/** The banner effects that change a unit's profile (its S charging, its save, its psychology): a unit's own standard's only. */
const PROFILE_BANNER_EFFECTS = ['charge-strength', 'save-bonus', 'fear', 'frenzy', 'unbreakable', 'ld-10'];

/**
 * The banner that wounds the Undead and Daemons touching it (kernel/undead-bane.ts) wounds models
 * of troops, characters and monsters; an enemy Undead or Daemon chariot or war machine, whose
 * crew, team and machine take damage by their own tables, is refused with it.
 */
function checkBaneTargets(plan: Wfb4Plan, units: readonly UnitResolved[]): void {
  const r = plan.rule;
  units.forEach((u, i) => {
    if (r.undeadBane[i] === 0) return;
    const side = plan.side[i];
    const engine = units.findIndex((v, j) => plan.side[j] !== side && (r.undead[j] === 1 || plan.daemon[j] === 1) && (r.chariot[j] === 1 || r.pumpWagon[j] === 1 || r.warMachine[j] === 1));
    if (engine < 0) return;
    const at = ((u.entry.banner as { effects: string[] }).effects).indexOf('wounds-undead-and-daemons');
    throw ScenarioError.at([...u.path, 'banner', 'effects', at], 'Undead and Daemons of troops, characters or monsters to burn', `${units[engine].entry.id}, an Undead or Daemon chariot or war machine`, 'the banner\'s wounds on a chariot\'s crew and team, or on a war machine, are not played yet (README "Magic banners")');
  });
}

/**
 * The banner that slays the wizards touching its unit (kernel/magical-overload.ts) would slay a
 * friendly one with the unit: a wizard of its side joined to it, at deployment or by his `join`
 * tactic, is refused.
 */
function checkOverload(plan: Wfb4Plan, units: readonly UnitResolved[]): void {
  units.forEach((u, c) => {
    if (plan.magic.level[c] === 0 || u.level === null) return;
    for (const [h, at] of [[plan.host[c], ['joins']], [plan.joinTarget[c], ['tactics', 'join']]] as const) {
      if (h < 0 || plan.rule.slaysWizards[h] === 0) continue;
      throw ScenarioError.at([...u.path, ...at], 'a unit without a banner that slays wizards', `${plan.unitIds[h]}, whose banner slays every wizard touching it`, 'he would die of magical overload as he joined it (AM p.19)');
    }
  });
}

/** A magic banner's effects (data/banners.ts), each into the unit's column it changes. */
function fillBanner(plan: Wfb4Plan, i: number, e: UnitEntry): void {
  const banner = e.banner as { effects: string[] } | undefined;
  if (banner === undefined) return;
  for (const effect of banner.effects) {
    if (effect === 'combat-result') plan.rule.bannerResult[i] = 1;
    else if (effect === 'combat-result-d6') plan.rule.bannerResultD6[i] = 1;
    else if (effect === 'double-rank-bonus') plan.rule.doubleRanks[i] = 1;
    else if (effect === 'never-pursues') plan.rule.neverPursues[i] = 1;
    else if (effect === 'hit-bonus') plan.rule.hitBonus[i] = 1;
    else if (effect === 'break-reroll') plan.rule.breakReroll[i] = 1;
    else if (effect === 'charge-strength') plan.chargeSBonus[i] += 1;
    else if (effect === 'fear') plan.rule.fear[i] = 1;
    else if (effect === 'frenzy') plan.rule.frenzy[i] = 1;
    else if (effect === 'strikes-first') plan.rule.bannerFirst[i] = 1;
    else if (effect === 'shots-penalty') plan.rule.bannerShots[i] = 1;
    else if (effect === 'spell-ward') plan.items.spellWard[i] = 4;
    else if (effect === 'combat-result-aura') plan.resultRune[i] = 1;
    else if (effect === 'ld-10-aura') plan.ldTenRune[i] = 1;
    else if (effect === 'dispel-anywhere') plan.dispelRune[i] = 1;
    else if (effect === 'charge-slowed') plan.rule.chargeSlowed[i] = 1;
    else if (effect === 'psychology-die') plan.rule.psychologyDie[i] = 1;
    else if (effect === 'double-attacks-first-round') plan.rule.firstRoundDouble[i] = 1;
    else if (effect === 'charge-auto-hit') plan.rule.chargeAutoHit[i] = 1;
    else if (effect === 'flyer-terror') plan.rule.flyerTerror[i] = 1;
    else if (effect === 'wounds-undead-and-daemons') plan.rule.undeadBane[i] = 1;
    else if (effect === 'slays-wizards') plan.rule.slaysWizards[i] = 1;
    else if (effect === 'absorbs-power') plan.rule.absorbsPower[i] = 1;
    else if (effect === 'deflects-spells') plan.rule.deflectsSpells[i] = 1;
    else if (effect === 'ld-10') plan.Ld[i] = 10;
    else if (effect === 'spell-ward-all') {
      plan.items.spellWard[i] = 4;
      plan.rule.wardsAll[i] = 1;
    }
    else if (effect === 'unbreakable') {
      // Immune to panic and stupidity: it takes neither test; to fear and terror, and never breaks (kernel: fear.ts, combat.ts).
      plan.rule.unbreakable[i] = 1;
      plan.rule.immuneToPanic[i] = 1;
      plan.rule.stupidity[i] = 0;
    }
    else if (effect === 'ld-penalty-1' || effect === 'ld-penalty-2') plan.ldAura[i] = effect === 'ld-penalty-2' ? 2 : 1;
    else if (effect === 'save-bonus') {
      // +1 to the armour save, or 6+ with none (a save is the score needed: 7 is none).
      plan.meleeSave[i] = improvedSave(plan.meleeSave[i], 1);
      plan.missileSave[i] = improvedSave(plan.missileSave[i], 1);
    }
  }
}

function emptyPlan(s: Scenario, n: number, flags: Wfb4Flags): Wfb4Plan {
  const i32 = () => new Int32Array(n);
  const u8 = () => new Uint8Array(n);
  const f64 = () => new Float64Array(n);
  const terrain = s.battlefield.terrain;
  const plan: Wfb4Plan = {
    costs: [],
    sideIds: [s.sides[0].id, s.sides[1].id],
    unitIds: [],
    unitNames: [],
    n,
    side: i32(),
    M: i32(), fleeDice: i32(), canMarch: u8(), WS: i32(), BS: i32(), S: i32(), T: i32(), W: i32(), I: i32(), A: i32(), Ld: i32(),
    mountWS: i32(), mountS: i32(), mountA: i32(), mountI: i32(),
    meleeSBonus: i32(), chargeSBonus: i32(), firstRoundSBonus: i32(), extraA: i32(), fightRanks: i32(),
    meleeSave: i32(), missileSave: i32(),
    missile: u8(), range: f64(), missileS: i32(), missileSaveMod: i32(),
    maxVolleys: i32(), shotsEach: i32().fill(1),
    models: i32(), files: i32(), baseW: f64(), baseD: f64(), standard: u8(), champion: u8(),
    champWS: i32(), champS: i32(), champA: i32(), champI: i32(), champLd: i32(), generalLd: i32(), battleStandard: u8(), vp: i32(),
    rule: ruleColumns(WFB4_RULES, n),
    hates: new Uint8Array(n * n),
    god: i32(),
    ldAura: i32(),
    resultRune: u8(),
    ldTenRune: u8(),
    dispelRune: u8(),
    magic: emptyMagic(n),
    items: emptyItems(n),
    daemon: u8(),
    regenerate: i32(),
    strengthEach: i32(),
    turnsFreely: u8(),
    chargeReach: i32(), fly: i32(), flyAway: i32(),
    crew: i32(), team: i32(), scythes: i32(), crewT: i32(), crewW: i32(), crewM: i32(), crewMeleeSave: i32(), crewMissileSave: i32(), teamT: i32(), teamSave: i32(), teamM: i32(),
    machineFire: i32(), woundsDie: i32(), machineRunes: u8(), guessError: i32(), aimShort: i32(), partOf: i32().fill(-1), thrower: i32().fill(-1), building: i32().fill(-1), occupy: i32().fill(-1),
    terrainNames: terrain.map((t) => t.name ?? ''),
    buildingT: Int32Array.from(terrain.map((t) => BUILDINGS[t.kind]?.T ?? 0)),
    buildingDP: Int32Array.from(terrain.map((t) => BUILDINGS[t.kind]?.damagePoints ?? 0)),
    level: i32(), exposed: u8(), host: i32(), joinTarget: i32(), leaveTurn: i32(), characters: new Int32Array(0), inFront: u8(), challenge: i32(), strikeAt: i32(),
    chargeTarget: i32(), react: i32(), shootTarget: i32(), pursue: i32(), frenzy: i32(), move: i32(), lap: u8(), volleys: i32(),
    x: f64(), y: f64(), facing: f64(),
    width: s.battlefield.width,
    depth: s.battlefield.depth,
    terrain: new TerrainPieces(
      Int32Array.from(terrain.map((t) => ('from' in t ? LINEAR_KINDS[t.kind] : AREA_KINDS[t.kind]))),
      Uint8Array.from(terrain.map((t) => ('from' in t ? 1 : 0))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.from[0] : t.x))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.from[1] : t.y))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.to[0] : t.x + t.width))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.to[1] : t.y + t.depth))),
    ),
    turns: s.end.turns,
    firstBreak: s.end.firstBreak,
    firstSide: s.first === 'roll-off' ? -1 : s.sides.findIndex((side) => side.id === s.first),
    victoryPoints: s.victory === 'vp',
    flags,
  };
  return plan;
}

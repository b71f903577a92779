/**
 * Scenario → WFB3 plan: resolve the inline profiles, equipment, command, tactics and rule flags
 * into the kernel's typed-array columns, and refuse what cannot be played (impossible
 * equipment, overlapping units, rules not played yet) with the field's path.
 */
import { checkDeployment, footprintsOf } from '../../battlefield/deployment.ts';
import { TerrainPieces } from '../../battlefield/pieces.ts';
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { ResolvedScenario, Scenario, UnitEntry } from '../../scenario/types.ts';
import { resolveFlags } from '../flags.ts';
import { checkEnemyTargets, tacticTarget } from '../tactic-targets.ts';
import { ruleColumns } from '../unit-rules.ts';
import { MELEE_TO_HIT } from '../wfb/tables.ts';
import { WS3_TO_HIT } from './data/to-hit.ts';
import { NO_SAVE, saveOf } from './data/armour.ts';
import { MISSILE_WEAPONS } from './data/missiles.ts';
import { FOOT_WEAPONS, MISSILE_WEAPONS_NOT_PLAYED, MOUNTED_WEAPONS, type WeaponRow } from './data/weapons.ts';
import { WFB3_FLAGS, type Wfb3Flags } from './flags.ts';
import { CHANGE_NEVER, CHANGE_SHOOT_THEN_FIGHT, CHANGE_WHEN_CHARGED, DEPLOY_AT_ONCE, DEPLOY_NEVER, DEPLOY_WHEN_CHARGED, PLACE_BEHIND, PLACE_FLANKS, PLACE_IN_FRONT, flankFiles, CHALLENGE_ACCEPT, CHALLENGE_ISSUE, CHALLENGE_REFUSE, TERRAIN_HILL, TERRAIN_KINDS, MOVE_ADVANCE, MOVE_FALL_BACK, MOVE_HOLD, MOVE_TO_RANGE, FORM_NONE, FORM_SHIELDWALL, FORM_SQUARE, FORM_TESTUDO, FORM_WEDGE, FORM_ARCHER_WEDGE, FOLLOW_UP_ALWAYS, FOLLOW_UP_HOLD_OBSTACLE, PISTOL_INSTEAD, PISTOL_SECOND, PURSUE_ALWAYS, PURSUE_RESTRAIN, REACT_HOLD, REACT_RUN_AWAY, REACT_STAND_AND_SHOOT, STRIKE_CHARACTERS, STRIKE_TROOPS, TARGET_NEAREST, TARGET_NEVER, WFB3_RULES, type Wfb3Plan } from './plan.ts';
import { PLAYED_SPECIAL_RULES, SPECIAL_RULES_NOT_PLAYED } from './special-rules.ts';
import { blockEntry, mixedOf, type MixedEntry } from './compile-mixed.ts';
import { fillFlyer, flyerColumns, startsAloft } from './compile-flyers.ts';
import type { PROFILE_FIELDS } from './unit-schema.ts';

const MM_PER_INCH = 25.4;
/** A chariot's or war beast's base when the scenario gives none, millimetres: the seed has no base sizes. */
const RIDDEN_BASE = [50, 100] as const;
/** The most a war beast's howdah carries, crew and characters: the seed gives no number; the schema's most crew. */
const BEAST_CARRIES = 8;
/** The most chariots or war beasts in one unit (§6.1). */
const SQUAD_MOST = 6;
/** Inches between the ranks of a unit of several chariots or war beasts, each within 4" of another (§6.1). */
const SQUAD_RANK_GAP = 1;

type Profile = Record<(typeof PROFILE_FIELDS)[number], number>;
interface Mental {
  Ld: number;
  Int: number;
  Cl: number;
  WP: number;
  bonus: number;
}
interface CharacterEntry extends Record<string, unknown> {
  id: string;
  name?: string;
  profile: Profile;
  bonus: number;
  general?: boolean;
  points?: number;
  weapons?: string[];
  tactics: Record<string, unknown>;
}
interface SpellEntry {
  name: string;
  cost: number;
  range: number;
  hits: number;
  S: number;
  boost?: number;
  save?: boolean;
}
interface WizardEntry {
  power: number;
  spells: SpellEntry[];
  ward?: number;
}
/** What moves a chariot or war beast and strikes with it: its animals, or the beast. */
interface Steed {
  M: number;
  WS: number;
  S: number;
  I: number;
  A: number;
}
interface Mount extends Steed {
  name?: string;
}

/**
 * A unit's tested value (§1.2): its troops' value lifted by a leader's bonus, never above 10
 * nor above the leader's own value — nor lowered by a leader whose own value is below it.
 *
 * @example ledValue(7, 1, 8) // → 8
 * @example ledValue(7, 2, 8) // → 8 (not above the leader's own)
 * @example ledValue(9, 1, 8) // → 9
 */
export function ledValue(troops: number, bonus: number, own: number): number {
  const lifted = Math.min(troops + bonus, 10, own);
  return lifted > troops ? lifted : troops;
}

export function compileWfb3(run: ResolvedScenario): Wfb3Plan {
  const s = run.scenario;
  const flags = resolveFlags(WFB3_FLAGS, s.rules);
  if (s.victory === 'vp') {
    throw ScenarioError.at(['victory'], 'rout', '"vp"', 'the WFB3 seed has no points values and no victory points: a side wins by routing or destroying every enemy unit');
  }
  const entries: { entry: UnitEntry; path: Path; side: number; squad?: number }[] = [];
  s.sides.forEach((side, si) => {
    if (side.army) throw ScenarioError.at(['sides', si, 'army'], 'no army list: WFB3 units are written out in full', `"${side.army}"`, 'the WFB3 seed has no army lists; remove `army`');
    side.units.forEach((given, ui) => {
      const path: Path = ['sides', si, 'units', ui];
      // A unit in mixed ranks tests on the lowest values of its two troop types (compile-mixed.ts).
      const entry = blockEntry(given, path);
      const first = entries.length;
      // A unit of several chariots or war beasts: a row a vehicle (§6.1, §6.2; kernel/squadrons.ts).
      for (const vehicle of vehiclesOf(entry, path)) entries.push({ entry: vehicle, path, side: si, squad: entry === vehicle ? -1 : first });
    });
  });
  // The crews on foot of chariots and war beasts wait after the units on the table (§6.1, §6.2).
  const onTable = entries.length;
  const crews = entries.flatMap((e, v) => {
    const crew = crewOnFoot(e.entry);
    return crew === null ? [] : [{ entry: crew, path: [...e.path, 'tactics', 'crewOnFoot'], side: e.side, of: v }];
  });
  entries.push(...crews);
  const characters = entries.flatMap((e, i) => ((e.entry.characters as CharacterEntry[] | undefined) ?? []).map((c, k) => ({ c, host: i, path: [...e.path, 'characters', k] })));
  // A character who leaves his unit is a single character from then on, waiting until he does (§6.4).
  const afterCrews = entries.length;
  // So is one prone to frenzy his unit is not: frenzied, he stands when it routs (§5).
  const leavers = characters.flatMap((x, k) => (goesAlone(x.c, entries[x.host].entry) ? [{ entry: aloneEntry(x.c, entries[x.host].entry, x.path), path: [...x.path, 'tactics', 'leave'], side: entries[x.host].side, k }] : []));
  entries.push(...leavers);
  const n = entries.length;
  // A single character who joins a unit is a character of it from then on, his row waiting until he does (§6.4).
  const joiners = entries.flatMap((e, i) => {
    const j = (e.entry.character as { join?: string } | undefined)?.join;
    if (j === undefined) return [];
    const host = entries.findIndex((f) => f.entry.id === j);
    // A character alone as he leaves his unit was told to join by his tactic `join`.
    const at: Path = e.path[e.path.length - 1] === 'leave' ? [...e.path.slice(0, -1), 'join'] : [...e.path, 'character', 'join'];
    return [{ c: joinedEntry(e.entry, entries[host].entry, at), host, path: at, of: i }];
  });
  characters.push(...joiners);
  // A character riding a chariot or war beast goes with its crew on foot when it is lost (§6.1,
  // §6.2), his row in their unit waiting until then.
  const riders = characters.flatMap((x, k) => {
    const at = crews.findIndex((cr) => cr.of === x.host);
    return at < 0 ? [] : [{ c: footEntry(x.c, crews[at].entry), host: onTable + at, path: x.path, of: n + k }];
  });
  characters.push(...riders);
  // The second troop types of units in mixed ranks: a row each after the characters (§2.3; kernel/mixed-ranks.ts).
  const mixed = entries.flatMap((e, u) => {
    const m = mixedOf(e.entry);
    return m === null ? [] : [{ u, m, path: [...e.path, 'mixed'] }];
  });
  const rows = n + characters.length;
  const plan = emptyPlan(s, n, rows, rows + mixed.length, flags);
  const idIndex = new Map(entries.map((e, i) => [e.entry.id, i]));
  plan.unitIds = [...entries.map((e) => e.entry.id), ...characters.map((x) => x.c.id), ...mixed.map((x) => `${entries[x.u].entry.id}-mixed`)];
  plan.unitNames = [...entries.map((e) => (typeof e.entry.name === 'string' ? e.entry.name : e.entry.id)), ...characters.map((x) => x.c.name ?? x.c.id), ...mixed.map((x) => x.m.name)];
  // Every unit's side first: a tactic may name a unit further down the file.
  entries.forEach((e, i) => (plan.side[i] = e.side));
  entries.forEach((e, i) => fillUnit(plan, i, e.entry, e.path, e.side, idIndex, flags));
  mixed.forEach((x, k) => fillMixed(plan, rows + k, x.u, entries[x.u].entry, x.m, x.path, idIndex, flags));
  entries.forEach((e, i) => {
    if (e.squad === undefined || e.squad < 0) return;
    plan.squad[i] = e.squad;
    plan.anySquad = 1;
  });
  crews.forEach((x, k) => {
    if (takenElsewhere(plan, x.entry.id, onTable + k)) throw ScenarioError.at([...entries[x.of].path, 'id'], `no other unit or character with the id its crew on foot take, "${x.entry.id}"`, 'another with it', 'a chariot\'s or war beast\'s crew on foot are a unit of their own (§6.1, §6.2)');
    plan.crewUnit[x.of] = onTable + k;
    plan.crewOf[onTable + k] = x.of;
    plan.waits[onTable + k] = 1;
    plan.anyCrewUnit = 1;
  });
  leavers.forEach((x, j) => {
    const u = afterCrews + j;
    const c = n + x.k;
    if (takenElsewhere(plan, x.entry.id, u)) throw ScenarioError.at([...characters[x.k].path, 'id'], `no other unit or character with the id he takes alone, "${x.entry.id}"`, 'another with it', 'a character who leaves his unit is a single character of his own (§6.4)');
    plan.aloneAs[c] = u;
    plan.aloneOf[u] = c;
    plan.leaveTurn[c] = (characters[x.k].c.tactics.leave as number | undefined) ?? 0;
    plan.waits[u] = 1;
    plan.anyLeaving = 1;
  });
  characters.forEach((x, k) => fillCharacter(plan, n + k, x.c, x.path, x.host, entries[x.host].entry, flags));
  fillWizards(plan, entries, characters, joiners.length + riders.length);
  riders.forEach((x, k) => {
    const r = n + characters.length - riders.length + k;
    plan.footAs[x.of] = r;
    plan.footOf[r] = x.of;
    plan.anyFoot = 1;
  });
  joiners.forEach((x, k) => {
    const r = n + characters.length - riders.length - joiners.length + k;
    plan.joinAs[x.of] = r;
    plan.joinOf[r] = x.of;
    plan.joinFleeing[x.of] = (entries[x.of].entry.character as { joinFleeing?: boolean }).joinFleeing === true ? 1 : 0;
    plan.anyJoining = 1;
  });
  fillGenerals(plan, entries);
  const footprints = footprintsOf(plan, entries.slice(0, onTable).map((e) => e.path));
  // Flyers in the air overfly the units below them: each must only stand on the table (§2.7).
  const aloft = entries.slice(0, onTable).map((e) => startsAloft(e.entry));
  checkDeployment(footprints.filter((_, i) => !aloft[i]), plan.tableWidth, plan.tableDepth, '"');
  footprints.forEach((f, i) => aloft[i] && checkDeployment([f], plan.tableWidth, plan.tableDepth, '"'));
  return plan;
}

/**
 * The vehicles of a unit of several chariots or war beasts (§6.1: one to six chariots, one of them
 * its leader; §6.2: war beast units), each a unit entry of one: `files` side by side in each rank
 * at the unit's position, the ranks behind one another a base's depth and an inch apart (§6.1:
 * each within 4" of another), the first its leader with the unit's id and name, the others
 * `<id>-2`, … and "<name> 2", … — its characters and its command (a standard, a musician, the
 * army standard) riding the first. Any other unit is itself.
 */
function vehiclesOf(e: UnitEntry, path: Path): UnitEntry[] {
  const k = e.models as number;
  const what = e.chariot !== undefined ? 'chariot' : e.warBeast !== undefined ? 'war beast' : null;
  if (what === null || k === 1) return [e];
  if (k > SQUAD_MOST) throw ScenarioError.at([...path, 'models'], `at most ${SQUAD_MOST} ${what}s in a unit`, String(k), 'a unit has one to six chariots (§6.1)');
  const name = typeof e.name === 'string' ? e.name : e.id;
  const base = (e.base as [number, number] | undefined) ?? RIDDEN_BASE;
  const width = base[0] / MM_PER_INCH;
  const behind = base[1] / MM_PER_INCH + SQUAD_RANK_GAP;
  const facing = ((e.position.facing ?? 0) * Math.PI) / 180;
  const files = e.files as number;
  return Array.from({ length: k }, (_, j) => {
    const rank = (j / files) | 0;
    const inRank = Math.min(files, k - rank * files);
    const along = ((j % files) - (inRank - 1) / 2) * width;
    const back = rank * behind;
    return {
      ...e,
      // Its characters and command ride the leading vehicle, and lead all of them (kernel/characters.ts chooseLeader()).
      ...(j === 0 ? {} : { id: `${e.id}-${j + 1}`, name: `${name} ${j + 1}`, characters: [], command: [] }),
      models: 1,
      files: 1,
      position: { ...e.position, x: e.position.x + Math.cos(facing) * along - Math.sin(facing) * back, y: e.position.y - Math.sin(facing) * along - Math.cos(facing) * back },
    } as UnitEntry;
  });
}

/**
 * The unit a chariot's or war beast's surviving crew form on foot (§6.1 results 14-16, §6.2):
 * its crew, with the crew's profile, armour and weapons, on 20×20 mm bases in one rank, no
 * leader, standard nor characters; the troops' own reactions (hatred, frenzy), not the fear or
 * stupidity of the chariot or beast; its tactics as it had them. Null for other units, and
 * with the tactic `crewOnFoot: none`.
 */
/**
 * The character a rider of a chariot or war beast becomes in its crew on foot `crew` (§6.1, §6.2;
 * kernel/crews-on-foot.ts): himself, on foot among them; no points (his own row counts them).
 */
function footEntry(c: CharacterEntry, crew: UnitEntry): CharacterEntry {
  const name = c.name ?? c.id;
  const { points: _points, tactics: _tactics, ...rest } = c;
  return { ...rest, id: `${c.id}-on-foot`, name: `${name} with ${typeof crew.name === 'string' ? crew.name : crew.id}`, tactics: { rank: 'front', ...(c.tactics.challenge !== undefined ? { challenge: c.tactics.challenge } : {}) } } as CharacterEntry;
}

/**
 * The character a single character who joins unit `host` becomes in it (§6.4; kernel/joining.ts):
 * his profile, steed, equipment, reactions, bonus and spells, in the rank he is told; no points (his own
 * unit's count them). Refused: joining a chariot or a war beast.
 */
function joinedEntry(e: UnitEntry, host: UnitEntry, path: Path): CharacterEntry {
  if (host.chariot !== undefined || host.warBeast !== undefined) throw ScenarioError.at(path, 'a unit of troops to join', `"${host.id}", a chariot or war beast`, 'characters ride a chariot or war beast from the start, among its crew (§6.1, §6.2)');
  if (host.character !== undefined) throw ScenarioError.at(path, 'a unit of troops to join', `"${host.id}", a single character`, 'a character joins a unit, not another character (§6.4)');
  const ch = e.character as { bonus: number; challenge?: string; rank?: string; wizard?: WizardEntry };
  const name = typeof e.ownName === 'string' ? e.ownName : typeof e.name === 'string' ? e.name : e.id;
  return {
    id: `${e.id}-joined`,
    name: `${name} with ${typeof host.name === 'string' ? host.name : host.id}`,
    profile: e.profile as Profile,
    bonus: ch.bonus,
    ...(e.mount !== undefined ? { mount: e.mount, barding: e.barding } : {}),
    weapons: e.weapons,
    armour: e.armour,
    special: e.special,
    ...(ch.wizard !== undefined ? { wizard: ch.wizard } : {}),
    tactics: { rank: ch.rank ?? 'front', ...(ch.challenge !== undefined ? { challenge: ch.challenge } : {}), ...(e.tactics.pistol !== undefined ? { pistol: e.tactics.pistol } : {}) },
  } as unknown as CharacterEntry;
}

/** Whether a unit or character other than row r has the id `id`. */
function takenElsewhere(plan: Wfb3Plan, id: string, r: number): boolean {
  return plan.unitIds.some((other, i) => other === id && i !== r);
}

/**
 * Whether character c may go on alone during the battle: told to leave his unit (§6.4), or prone
 * to a frenzy his unit is not, standing when it routs (§5) — not a rider of a chariot or war beast,
 * who is refused leaving and goes with it.
 */
function goesAlone(c: CharacterEntry, host: UnitEntry): boolean {
  if (c.tactics.leave !== undefined) return true;
  const own = ((c.special as string[] | undefined) ?? []).includes('frenzy') && !((host.special as string[] | undefined) ?? []).includes('frenzy');
  return own && host.chariot === undefined && host.warBeast === undefined;
}

/**
 * The single character a character who leaves his unit becomes (§6.4; kernel/leaving.ts): his
 * profile, steed, equipment and reactions, his bonus, challenges taken up (a single character
 * cannot refuse), on his unit's bases — a rider of a chariot or war beast getting down on foot, on
 * a base of his own — a wizard with his spells (his MP go with him); his unit's tactics for
 * charging, moving and pursuing.
 */
function aloneEntry(c: CharacterEntry, host: UnitEntry, path: Path): UnitEntry {
  const rides = host.chariot !== undefined || host.warBeast !== undefined;
  const t = host.tactics;
  const challenge = c.tactics.challenge === 'issue' ? 'issue' : 'accept';
  const join = c.tactics.join as string | undefined;
  if (join !== undefined && join === host.id) throw ScenarioError.at([...path, 'tactics', 'join'], 'another unit than his own', `"${join}"`);
  const name = typeof c.name === 'string' ? c.name : c.id;
  return {
    id: `${c.id}-alone`,
    name: `${name} alone`,
    ownName: name,
    profile: c.profile,
    models: 1,
    files: 1,
    ...(host.base !== undefined && !rides ? { base: host.base } : {}),
    ...(c.mount !== undefined ? { mount: c.mount, barding: c.barding } : {}),
    weapons: c.weapons,
    armour: c.armour,
    special: c.special,
    character: { bonus: c.bonus, challenge, ...(c.wizard !== undefined ? { wizard: c.wizard } : {}), ...(join !== undefined ? { join, rank: c.tactics.rank ?? 'front', joinFleeing: c.tactics.joinFleeing === true } : {}) },
    position: host.position,
    tactics: { charge: t.charge, react: t.react === 'stand-and-shoot' ? 'hold' : t.react, shoot: t.shoot, move: t.move === 'to-range' ? 'advance' : t.move, pursue: t.pursue, capture: t.capture, strike: t.strike, shootAt: t.shootAt, ...(c.tactics.pistol !== undefined ? { pistol: c.tactics.pistol } : {}) },
  } as UnitEntry;
}

function crewOnFoot(e: UnitEntry): UnitEntry | null {
  const ridden = (e.chariot ?? e.warBeast) as { crew: number } | undefined;
  if (ridden === undefined || e.tactics.crewOnFoot === 'none') return null;
  const name = typeof e.name === 'string' ? e.name : e.id;
  const { formation: _formation, point: _point, frontage: _frontage, crewOnFoot: _crewOnFoot, abandonHalted: _abandonHalted, unhitch: _unhitch, dismount: _dismount, remount: _remount, ...tactics } = e.tactics;
  return {
    id: `${e.id}-crew`,
    name: `${name}'s crew`,
    profile: e.profile,
    models: ridden.crew,
    files: ridden.crew,
    weapons: e.weapons,
    armour: e.armour,
    special: ((e.special as string[] | undefined) ?? []).filter((id) => id === 'hatred' || id === 'frenzy'),
    position: e.position,
    tactics,
  } as UnitEntry;
}

function fillUnit(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path, side: number, idIndex: Map<string, number>, flags: Wfb3Flags): void {
  const p = e.profile as Profile;
  const mounted = e.mount !== undefined;
  plan.side[i] = side;
  plan.host[i] = -1;
  plan.models[i] = e.models as number;
  plan.files[i] = e.files as number;
  const base = (e.base as [number, number] | undefined) ?? (mounted ? [25, 50] : [20, 20]);
  plan.baseW[i] = base[0] / MM_PER_INCH;
  plan.baseD[i] = base[1] / MM_PER_INCH;
  plan.x[i] = e.position.x;
  plan.y[i] = e.position.y;
  plan.facing[i] = ((e.position.facing ?? 0) * Math.PI) / 180;
  fillModel(plan, i, e, path, flags);
  if (e.chariot !== undefined) fillChariot(plan, i, e, path);
  else {
    for (const tactic of ['abandonHalted', 'dismount', 'remount']) {
      if (e.tactics[tactic] !== undefined) throw ScenarioError.at([...path, 'tactics', tactic], `${tactic} on a chariot or wagon`, String(e.tactics[tactic]), 'only a chariot\'s crew get out of it (§6.1)');
    }
  }
  if (e.warBeast !== undefined) fillWarBeast(plan, i, e, path);
  if (e.character !== undefined) fillLoner(plan, i, e, path);
  plan.strikeCrew[i] = e.tactics.warBeast === 'crew' ? 1 : 0;
  // Mental characteristics with the leader's bonus (§1.2).
  const leader = (e.leader as Mental | undefined) ?? null;
  plan.leader[i] = leader ? 1 : 0;
  plan.Ld[i] = leader ? ledValue(p.Ld, leader.bonus, leader.Ld) : p.Ld;
  plan.Cl[i] = leader ? ledValue(p.Cl, leader.bonus, leader.Cl) : p.Cl;
  plan.Int[i] = leader ? ledValue(p.Int, leader.bonus, leader.Int) : p.Int;
  plan.WP[i] = leader ? ledValue(p.WP, leader.bonus, leader.WP) : p.WP;
  plan.troopsLd[i] = p.Ld;
  plan.LdGeneral[i] = plan.Ld[i];

  // Command (§6.6).
  const command = (e.command as string[] | undefined) ?? [];
  plan.musician[i] = command.includes('musician') ? 1 : 0;
  plan.standard[i] = command.includes('standard') ? 1 : 0;
  plan.armyStandard[i] = command.includes('army-standard') ? 1 : 0;
  if (plan.standard[i] === 1 || plan.armyStandard[i] === 1) plan.anyStandard = 1;

  // Special rules (§5).
  const special = (e.special as string[] | undefined) ?? [];
  special.forEach((id, k) => {
    const refused = SPECIAL_RULES_NOT_PLAYED.find((r) => r.id === id);
    if (refused) throw ScenarioError.at([...path, 'special', k], `a special rule played so far (${PLAYED_SPECIAL_RULES.map((r) => r.id).join(', ')})`, `"${id}"`, `${refused.why}: see the wfb3 README, "Not played yet"`);
  });
  plan.rule.fear[i] = special.includes('fear') ? 1 : 0;
  plan.rule.hatred[i] = special.includes('hatred') ? 1 : 0;
  plan.rule.frenzy[i] = special.includes('frenzy') ? 1 : 0;
  plan.rule.stupidity[i] = special.includes('stupidity') ? 1 : 0;
  if (plan.rule.stupidity[i] === 1) plan.anyStupid = 1;
  const fearRange = (e.fearRange as number | undefined) ?? 0;
  if (fearRange > 0 && plan.rule.fear[i] === 0) throw ScenarioError.at([...path, 'fearRange'], 'a fear range on a unit that causes fear (`special: [fear]`)', String(fearRange), 'fear at a distance is a feared creature\'s (§5)');
  plan.fearRange[i] = fearRange;
  if (fearRange > 0) plan.anyFearRange = 1;

  // Tactics.
  const t = e.tactics;
  checkEnemyTargets(t, path, idIndex, (j) => plan.side[j], side);
  plan.chargeTarget[i] = tacticTarget(t.charge, idIndex, TARGET_NEAREST);
  if (t.react === 'stand-and-shoot' && plan.missile.has[i] === 0 && !mixedShoots(e)) throw ScenarioError.at([...path, 'tactics', 'react'], 'hold or run-away', '"stand-and-shoot"', 'a unit stands and shoots with a missile weapon (§2.4), and this one has none');
  plan.react[i] = t.react === 'run-away' ? REACT_RUN_AWAY : t.react === 'stand-and-shoot' ? REACT_STAND_AND_SHOOT : REACT_HOLD;
  plan.missile.target[i] = plan.missile.has[i] === 1 ? tacticTarget(t.shoot, idIndex, TARGET_NEAREST) : TARGET_NEVER;
  const volleys = (t.volleys as number | undefined) ?? 1;
  if (volleys > 1 && volleys > plan.missile.shots[i]) throw ScenarioError.at([...path, 'tactics', 'volleys'], 'volleys: 2 only with a repeating crossbow', String(volleys));
  if (plan.missile.has[i] === 1) plan.missile.shots[i] = volleys;
  plan.pursue[i] = t.pursue === 'restrain' ? PURSUE_RESTRAIN : PURSUE_ALWAYS;
  plan.capture[i] = t.capture === 'leave' ? 0 : 1;
  plan.followUp[i] = t.followUp === 'hold-obstacle' ? FOLLOW_UP_HOLD_OBSTACLE : FOLLOW_UP_ALWAYS;
  if (t.widen === 'to-overlap') {
    if (!ledFromStart(e)) throw ScenarioError.at([...path, 'tactics', 'widen'], 'a leader to widen the front on a follow-up', '"to-overlap"', 'a unit widens its front as it follows up only with a leader (§4.10)');
    plan.widen[i] = 1;
    plan.anyWiden = 1;
  }
  plan.strikeAt[i] = t.strike === 'characters' ? STRIKE_CHARACTERS : STRIKE_TROOPS;
  plan.shootAt[i] = t.shootAt === 'characters' ? STRIKE_CHARACTERS : STRIKE_TROOPS;
  plan.move[i] = t.move === 'hold' ? MOVE_HOLD : t.move === 'to-range' ? MOVE_TO_RANGE : t.move === 'fall-back' ? MOVE_FALL_BACK : MOVE_ADVANCE;
  if (t.move === 'fall-back' && e.chariot !== undefined) throw ScenarioError.at([...path, 'tactics', 'move'], 'advance, hold or to-range', '"fall-back"', 'chariots never move backwards (§6.1)');
  if (t.move === 'fall-back' && (e.files as number) === 1 && (e.models as number) > 1) throw ScenarioError.at([...path, 'tactics', 'move'], 'advance, hold or to-range', '"fall-back"', 'a unit in single file snakes, and cannot move backwards (§2.2)');
  fillFormation(plan, i, e, path, mounted, plan.shield[i] === 1);
  fillFlyer(plan, i, e, path, idIndex);
  if (t.move === 'to-range' && plan.missile.has[i] === 0 && !mixedShoots(e)) throw ScenarioError.at([...path, 'tactics', 'move'], 'advance or hold', '"to-range"', 'to-range advances until an enemy is in shooting range: the unit has no missile weapon');

  const points = (e.points as number | undefined) ?? 0;
  plan.costs[i] = {
    side: plan.sideIds[side],
    unit: e.id,
    models: plan.models[i],
    points: points * plan.models[i],
    breakdown: points > 0 ? `${plan.models[i]} × ${points} (the scenario's points: the seed prints none)` : 'no points given (the seed prints none)',
  };
}

/** Whether the second troop type of unit entry e, in mixed ranks, has a missile weapon. */
function mixedShoots(e: UnitEntry): boolean {
  return (mixedOf(e)?.weapons ?? []).some((id) => MISSILE_WEAPONS[id] !== undefined);
}

/**
 * Row j, the second troop type m of unit u in mixed ranks (§2.3; kernel/mixed-ranks.ts): its
 * profile, equipment and models, fighting for u (its `host`); u's models and points the block's,
 * its move the slower type's.
 */
function fillMixed(plan: Wfb3Plan, j: number, u: number, e: UnitEntry, m: MixedEntry, path: Path, idIndex: Map<string, number>, flags: Wfb3Flags): void {
  plan.side[j] = plan.side[u];
  plan.host[j] = u;
  plan.models[j] = m.models;
  plan.files[j] = plan.files[u];
  plan.baseW[j] = plan.baseW[u];
  plan.baseD[j] = plan.baseD[u];
  const weapons = m.weapons ?? ['hand-weapon'];
  fillModel(plan, j, { profile: m.profile, weapons, armour: m.armour ?? [], mount: m.mount, barding: m.barding, tactics: { pistol: weapons.includes('pistol') ? e.tactics.pistol : undefined } }, path, flags);
  // The block tests on its troops' lowest values (compile-mixed.ts blockEntry()): the unit's.
  plan.Ld[j] = plan.Ld[u];
  plan.Cl[j] = plan.Cl[u];
  plan.Int[j] = plan.Int[u];
  plan.WP[j] = plan.WP[u];
  plan.missile.target[j] = plan.missile.has[j] === 1 ? tacticTarget(e.tactics.shoot, idIndex, TARGET_NEAREST) : TARGET_NEVER;
  const volleys = (e.tactics.volleys as number | undefined) ?? 1;
  if (plan.missile.has[j] === 1 && volleys <= plan.missile.shots[j]) plan.missile.shots[j] = volleys;
  plan.mixedRow[u] = j;
  plan.mixedPlace[u] = m.place === 'in-front' ? PLACE_IN_FRONT : m.place === 'flanks' ? PLACE_FLANKS : PLACE_BEHIND;
  const change = e.tactics.changeRanks;
  plan.changeRanks[u] = change === 'when-charged' ? CHANGE_WHEN_CHARGED : change === 'shoot-then-fight' ? CHANGE_SHOOT_THEN_FIGHT : CHANGE_NEVER;
  const deploy = e.tactics.deployFlanks;
  plan.deployFlanks[u] = deploy === 'when-charged' ? DEPLOY_WHEN_CHARGED : deploy === 'at-once' ? DEPLOY_AT_ONCE : DEPLOY_NEVER;
  plan.recallFlanks[u] = e.tactics.recallFlanks === 'when-charged' ? 1 : 0;
  // A block with a type on its flanks forms its square with that type at the corners unless told inner (§2.3).
  plan.squareCorners[u] = m.inSquare === 'corners' || (m.inSquare === undefined && m.place === 'flanks') ? 1 : 0;
  plan.recallTurn[u] = typeof e.tactics.recallFlanks === 'number' ? e.tactics.recallFlanks : 0;
  plan.flankFront[u] = e.tactics.flankType === 'front' ? 1 : 0;
  plan.anyMixed = 1;
  // On the flanks, the second type stands in two columns as deep as the unit's own troops, the block as wide as the three (§2.3).
  if (plan.mixedPlace[u] === PLACE_FLANKS) {
    plan.sideFiles[u] = flankFiles(m.models, plan.models[u], plan.files[u]);
    plan.files[u] += 2 * plan.sideFiles[u];
  }
  plan.models[u] += m.models;
  if (plan.M[j] < plan.M[u]) plan.M[u] = plan.M[j];
  if (plan.rate[j] < plan.rate[u]) plan.rate[u] = plan.rate[j];
  const own = plan.costs[u];
  const points = m.points ?? 0;
  plan.costs[u] = {
    ...own,
    models: plan.models[u],
    points: own.points + points * m.models,
    breakdown: `${own.breakdown}; ${m.name}: ${points > 0 ? `${m.models} × ${points}` : `${m.models}, no points given`}`,
  };
}

/**
 * Chariot i's tactics `dismount` and `remount` (§6.1 "Special Mounting/Dismounting Rules"): the
 * game turn its crewmen other than the driver get off, as its side's movement phase begins, and
 * the turn from which they get back aboard in a reserves phase — with a crew to spare, and a
 * crew on foot to be (`crewOnFoot: form`).
 */
function fillDismount(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path, crew: number): void {
  const off = (e.tactics.dismount as number | undefined) ?? 0;
  const on = (e.tactics.remount as number | undefined) ?? 0;
  if (on > 0 && off === 0) throw ScenarioError.at([...path, 'tactics', 'remount'], 'remount with dismount: the turn they get off', String(on), 'crewmen remount a chariot they got off (§6.1)');
  if (off === 0) return;
  const at = [...path, 'tactics', 'dismount'];
  if (crew < 2) throw ScenarioError.at(at, 'a crew of two or more to dismount', `crew: ${crew}`, 'the driver stays aboard: only the other crewmen get off (§6.1)');
  if (e.tactics.crewOnFoot === 'none') throw ScenarioError.at(at, 'crewOnFoot: form, the unit they form', 'crewOnFoot: none', 'crewmen who get off fight on foot as a unit (§6.1)');
  if (on > 0 && on <= off) throw ScenarioError.at([...path, 'tactics', 'remount'], `a turn after they get off (turn ${off})`, String(on), 'they get back aboard in a reserves phase after the movement phase they got off in (§6.1)');
  plan.dismountTurn[i] = off;
  plan.remountTurn[i] = on;
  plan.anyDismount = 1;
}

interface ChariotEntry {
  crew: number;
  wagon?: boolean;
  animals: { count: number; M: number; WS: number; S: number; T: number; I: number; A: number; save?: number };
  scythes?: number;
}

/**
 * A unit of one chariot (§6.1): its profile is the crew's, who fight with hand weapons (no
 * weapon modifiers apply to crew) and may carry a missile weapon; its draught animals move it
 * and strike as a mounted unit's steeds do. Heavy with three animals or crew or more, light
 * otherwise; it turns on a radius of its move (heavy, G17) or half of it (light).
 */
function fillChariot(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path): void {
  const c = e.chariot as ChariotEntry;
  const at = [...path, 'chariot'];
  if (e.mount !== undefined) throw ScenarioError.at([...path, 'mount'], 'no mount on a chariot: its draught animals are `chariot.animals`', 'a mount');
  const wagon = c.wagon === true;
  const heavy = wagon || c.animals.count >= 3 || c.crew >= 3;
  const most = wagon ? 8 : heavy ? 4 : 2;
  if (c.crew > most) throw ScenarioError.at([...at, 'crew'], `at most ${most} crew in a ${wagon ? 'wagon' : heavy ? 'heavy chariot' : 'light chariot'}`, String(c.crew), 'a light chariot carries two, a heavy one four, a wagon eight (§6.1)');
  if (e.tactics.unhitch === true && !wagon) throw ScenarioError.at([...path, 'tactics', 'unhitch'], 'unhitch only on a wagon (`chariot: { wagon: true }`)', 'true', 'a chariot fights with its team (§6.1)');
  if (e.tactics.abandonHalted === true && e.tactics.crewOnFoot === 'none') throw ScenarioError.at([...path, 'tactics', 'abandonHalted'], 'crewOnFoot: form, the unit they form', 'crewOnFoot: none', 'a crew that gets out of its chariot fights on foot as one unit (§6.1)');
  plan.abandonHalted[i] = e.tactics.abandonHalted === true ? 1 : 0;
  fillDismount(plan, i, e, path, c.crew);
  const weapons = ((e.weapons as string[] | undefined) ?? []).filter((id) => !MISSILE_WEAPONS[id] && id !== 'hand-weapon');
  if (weapons.length > 0) throw ScenarioError.at([...path, 'weapons'], 'hand weapons, and a missile weapon at most', weapons.join(', '), 'no weapon modifiers apply to a chariot\'s crew (§6.1)');
  fillRidden(plan, i, e, path, 'chariot', c.animals, most, c.crew);
  plan.chariot[i] = 1;
  plan.anyChariot = 1;
  plan.animals[i] = c.animals.count;
  plan.animalT[i] = c.animals.T;
  plan.animalSave[i] = c.animals.save ?? NO_SAVE;
  plan.scythes[i] = c.scythes ?? 0;
  plan.heavy[i] = heavy ? 1 : 0;
  plan.turnRadius[i] = heavy ? c.animals.M : c.animals.M / 2;
  if (wagon) {
    // 2" slower than the chariot its team would draw, turning on twice its move (§6.1).
    const m = Math.max(0, c.animals.M - 2);
    plan.M[i] = m;
    plan.rate[i] = 2 * m;
    plan.turnRadius[i] = 2 * m;
    plan.wagon[i] = 1;
    plan.unhitch[i] = e.tactics.unhitch === true ? 1 : 0;
    plan.anyWagon = 1;
  }
}

/**
 * One chariot or war beast (§6.1, §6.2; of a unit of several, one row of it), `crew` aboard: what draws or carries it moves
 * it and strikes as a mounted unit's steeds do; large, a target over 10 feet (§3.3); on a base
 * of 50×100 mm unless the scenario gives one (the seed has none). No formation, and riders only
 * within what it carries.
 */
function fillRidden(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path, what: string, body: Steed, carries: number, crew: number): void {
  refuseRiders(e, path, what, carries, crew);
  plan.crew[i] = crew;
  plan.mountWS[i] = body.WS;
  plan.mountS[i] = body.S;
  plan.mountI[i] = body.I;
  plan.mountA[i] = body.A;
  plan.M[i] = body.M;
  plan.rate[i] = 2 * body.M;
  plan.large[i] = 1;
  if (e.base === undefined) {
    plan.baseW[i] = RIDDEN_BASE[0] / MM_PER_INCH;
    plan.baseD[i] = RIDDEN_BASE[1] / MM_PER_INCH;
  }
}

/**
 * A single character on his own (§6.4): one model of his profile, his bonus lent to the army as
 * its general if his Ld is the best; he moves as single file does (§2.1) but is no file.
 */
function fillLoner(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path): void {
  const c = e.character as { bonus: number };
  if (plan.models[i] !== 1 || plan.files[i] !== 1) throw ScenarioError.at([...path, 'models'], 'models: 1 and files: 1 for a single character', `${plan.models[i]} models, ${plan.files[i]} files`);
  if (e.chariot !== undefined || e.warBeast !== undefined) throw ScenarioError.at([...path, 'character'], 'a character on foot or on his steed', 'a chariot or war beast');
  if (e.leader !== undefined || ((e.characters as unknown[] | undefined) ?? []).length > 0 || ((e.command as unknown[] | undefined) ?? []).length > 0) {
    throw ScenarioError.at([...path, 'character'], 'a single character with no leader, characters or command of his own', 'them', 'he is a model on his own (§6.4)');
  }
  if (e.tactics.formation !== undefined) throw ScenarioError.at([...path, 'tactics', 'formation'], 'no formation for a single character', String(e.tactics.formation));
  plan.loner[i] = 1;
  plan.bonus[i] = c.bonus;
  const { challenge, join, joinFleeing } = e.character as { challenge?: string; join?: string; joinFleeing?: boolean };
  if (joinFleeing === true && join === undefined) throw ScenarioError.at([...path, 'character', 'joinFleeing'], 'joinFleeing with join: the unit he makes for', 'true', 'it says whether he makes for the unit he joins while it flees');
  plan.challenge[i] = challenge === 'issue' ? CHALLENGE_ISSUE : challenge === 'refuse' ? CHALLENGE_REFUSE : CHALLENGE_ACCEPT;
  if (plan.challenge[i] === CHALLENGE_ISSUE) plan.anyChallenger = 1;
}

/**
 * A chariot or war beast takes no formation (§6.1, §6.2); its characters ride among its crew,
 * within what it carries, in no rank but its own.
 */
function refuseRiders(e: UnitEntry, path: Path, what: string, carries: number, crew: number): void {
  if (e.tactics.formation !== undefined) throw ScenarioError.at([...path, 'tactics', 'formation'], `no formation for a ${what}`, String(e.tactics.formation));
  const riders = (e.characters as CharacterEntry[] | undefined) ?? [];
  if (riders.length === 0) return;
  if (crew + riders.length > carries) throw ScenarioError.at([...path, 'characters'], `at most ${carries - crew} character${carries - crew === 1 ? '' : 's'} beside its ${crew} crew`, `${riders.length}`, `the ${what} carries ${carries} (§6.1)`);
  riders.forEach((c, k) => {
    if (c.tactics.rank === 'rear') throw ScenarioError.at([...path, 'characters', k, 'tactics', 'rank'], `front: a ${what} has no rank behind`, '"rear"');
  });
}

interface WarBeastEntry {
  crew: number;
  beast: { M: number; WS: number; S: number; T: number; W: number; I: number; A: number; save?: number };
}

/**
 * A unit of one war beast (§6.2): its profile is the crew's — the first of them the controller,
 * whose values it tests on — in a howdah (+1 save, no mounted bonus); the beast moves it and
 * strikes as a mounted unit's steeds do, with its own T, W and save. Large; the crew may reach
 * up to enemy crews.
 */
function fillWarBeast(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path): void {
  const b = e.warBeast as WarBeastEntry;
  if (e.mount !== undefined || e.chariot !== undefined) throw ScenarioError.at([...path, 'warBeast'], 'a war beast on its own: no mount or chariot with it', 'both');
  fillRidden(plan, i, e, path, 'war beast', b.beast, BEAST_CARRIES, b.crew);
  plan.beast[i] = 1;
  plan.anyBeast = 1;
  plan.beastT[i] = b.beast.T;
  plan.beastW[i] = b.beast.W;
  plan.beastSave[i] = b.beast.save ?? NO_SAVE;
  plan.reachesCrew[i] = 1;
  // The howdah: +1 to the crew's save, armoured or not (§6.2).
  plan.save[i] = (plan.save[i] > NO_SAVE ? NO_SAVE : plan.save[i]) - 1;
  plan.saveNoShield[i] = (plan.saveNoShield[i] > NO_SAVE ? NO_SAVE : plan.saveNoShield[i]) - 1;
}

/**
 * The wizards' rows (§6.8): the characters in units first, then the single characters and the
 * characters alone as they leave their units, then the rows of single characters joining units
 * (the last `joined` of `characters`) — each of a wizard's rows with his spells, errors found
 * where the scenario first gives them.
 */
function fillWizards(plan: Wfb3Plan, entries: readonly { entry: UnitEntry; path: Path }[], characters: readonly { c: CharacterEntry; path: Path }[], joined: number): void {
  const list: SpellEntry[] = [];
  const inUnits = characters.length - joined;
  const fill = (r: number, wizard: unknown, path: Path) => {
    if (wizard !== undefined) fillWizard(plan, list, r, wizard as WizardEntry, [...path, 'wizard']);
  };
  characters.forEach((x, k) => k < inUnits && fill(plan.n + k, x.c.wizard, x.path));
  entries.forEach((e, i) => fill(i, (e.entry.character as { wizard?: WizardEntry } | undefined)?.wizard, [...e.path, 'character']));
  characters.forEach((x, k) => k >= inUnits && fill(plan.n + k, x.c.wizard, x.path));
  plan.spells = spellColumns(list);
}

/** The spell columns of `list`: every wizard's row's spells, in the order fillWizard() took them. */
function spellColumns(list: readonly SpellEntry[]): Wfb3Plan['spells'] {
  return {
    names: list.map((x) => x.name),
    cost: Int32Array.from(list.map((x) => x.cost)),
    range: Float64Array.from(list.map((x) => x.range)),
    hits: Int32Array.from(list.map((x) => x.hits)),
    S: Int32Array.from(list.map((x) => x.S)),
    boost: Int32Array.from(list.map((x) => x.boost ?? 0)),
    saved: Uint8Array.from(list.map((x) => (x.save === false ? 0 : 1))),
  };
}

/**
 * Row r a wizard (§6.8, G10) — a character in a unit, or a single character: his power level,
 * his ward, and his spells, which follow those already taken (`spellList`, the spell columns to
 * be). A wizard's rows as he leaves or joins a unit each have his spells. The seed has no spells
 * nor MP totals: both are the scenario's.
 */
function fillWizard(plan: Wfb3Plan, spellList: SpellEntry[], r: number, wizard: WizardEntry, path: Path): void {
  wizard.spells.forEach((spell, k) => {
    if (spell.cost + (spell.boost ?? 0) > wizard.power) throw ScenarioError.at([...path, 'spells', k, 'cost'], `a cost (with its boost) within his power of ${wizard.power} MP`, String(spell.cost + (spell.boost ?? 0)));
  });
  plan.power[r] = wizard.power;
  plan.ward[r] = wizard.ward ?? 0;
  plan.spellFrom[r] = spellList.length;
  plan.spellCount[r] = wizard.spells.length;
  spellList.push(...wizard.spells);
  plan.anyWizard = 1;
}

/** Whether a unit starts with a leader: its own, or a character who leads it (fillCharacter()). */
function ledFromStart(e: UnitEntry): boolean {
  const troops = (e.profile as Profile).Ld;
  const leader = (e.leader as Mental | undefined) ?? null;
  return leader !== null || ((e.characters as CharacterEntry[] | undefined) ?? []).some((c) => c.profile.Ld > troops);
}

/**
 * Character row r, associated with unit `host` from the start (§6.4): his own profile and
 * equipment; in its front rank or a rank behind; its leader when his Ld is better than its
 * troops' and its own leader's, its values then lifted by his bonus (§1.2).
 */
function fillCharacter(plan: Wfb3Plan, r: number, c: CharacterEntry, path: Path, host: number, unit: UnitEntry, flags: Wfb3Flags): void {
  const clash = plan.unitIds.indexOf(c.id);
  if (clash !== r) throw ScenarioError.at([...path, 'id'], 'an id no other unit or character has', `"${c.id}"`, `${plan.unitIds[clash]} already has it`);
  if ((c.mount !== undefined) !== (plan.mounted[host] === 1)) {
    throw ScenarioError.at([...path, 'mount'], plan.mounted[host] === 1 ? 'a steed, as his mounted unit has' : 'no steed in a unit on foot', c.mount === undefined ? 'none' : 'a mount', 'a character takes a place in the unit\'s ranks (§6.4)');
  }
  const p = c.profile;
  plan.side[r] = plan.side[host];
  plan.host[r] = host;
  plan.anyCharacter = 1;
  plan.models[r] = 1;
  plan.files[r] = 1;
  plan.baseW[r] = plan.baseW[host];
  plan.baseD[r] = plan.baseD[host];
  fillModel(plan, r, c, path, flags);
  plan.Ld[r] = p.Ld;
  plan.Cl[r] = p.Cl;
  plan.Int[r] = p.Int;
  plan.WP[r] = p.WP;
  if (c.tactics.joinFleeing === true && c.tactics.join === undefined) throw ScenarioError.at([...path, 'tactics', 'joinFleeing'], 'joinFleeing with join: the unit he makes for', 'true', 'it says whether he makes for the unit he joins while it flees');
  if (c.tactics.join !== undefined && c.tactics.leave === undefined) throw ScenarioError.at([...path, 'tactics', 'join'], 'join with leave: the turn he leaves his unit for the one he joins', `"${String(c.tactics.join)}"`, 'a character in a unit joins another only once he has left his own (§6.4)');
  fillOwnReactions(plan, r, c, path, host);
  plan.bonus[r] = c.bonus;
  plan.inFront[r] = c.tactics.rank === 'rear' ? 0 : 1;
  plan.challenge[r] = c.tactics.challenge === 'issue' ? CHALLENGE_ISSUE : c.tactics.challenge === 'refuse' ? CHALLENGE_REFUSE : CHALLENGE_ACCEPT;
  if (plan.challenge[r] === CHALLENGE_ISSUE) plan.anyChallenger = 1;
  // He leads the unit when his Ld beats its troops' and its own leader's (§6.4).
  const troops = unit.profile as Profile;
  const leader = (unit.leader as Mental | undefined) ?? null;
  if (p.Ld > troops.Ld && (leader === null || p.Ld > leader.Ld)) {
    plan.leads[r] = 1;
    plan.ledLd[r] = ledValue(troops.Ld, c.bonus, p.Ld);
    plan.ledCl[r] = ledValue(troops.Cl, c.bonus, p.Cl);
    plan.ledInt[r] = ledValue(troops.Int, c.bonus, p.Int);
    plan.ledWP[r] = ledValue(troops.WP, c.bonus, p.WP);
  }
  const points = c.points ?? 0;
  plan.costs.push({ side: plan.sideIds[plan.side[r]], unit: c.id, models: 1, points, breakdown: points > 0 ? `1 × ${points} (the scenario's points: the seed prints none)` : 'no points given (the seed prints none)' });
}

/**
 * Character row r's own reactions (§5; kernel/own-reactions.ts): those his unit has he shares,
 * those it has not he tests for on his own. Causing fear is not a reaction: whether a character
 * who causes it makes his unit feared the seed does not say.
 */
function fillOwnReactions(plan: Wfb3Plan, r: number, c: CharacterEntry, path: Path, host: number): void {
  const special = (c.special as string[] | undefined) ?? [];
  const own = ['hatred', 'frenzy', 'stupidity'];
  special.forEach((id, k) => {
    if (own.includes(id)) return;
    const refused = SPECIAL_RULES_NOT_PLAYED.find((x) => x.id === id);
    const why = refused?.why ?? 'whether a character who causes fear makes his unit feared is not in the seed (§5) — to have his unit feared, give it `special: [fear]`';
    throw ScenarioError.at([...path, 'special', k], `a reaction of his own (${own.join(', ')})`, `"${id}"`, `${why}: see the wfb3 README, "Not played yet"`);
  });
  plan.rule.hatred[r] = special.includes('hatred') ? 1 : 0;
  plan.rule.frenzy[r] = special.includes('frenzy') ? 1 : 0;
  plan.rule.stupidity[r] = special.includes('stupidity') ? 1 : 0;
  if (plan.rule.stupidity[r] === 1) plan.anyStupid = 1;
  if ((plan.rule.frenzy[r] === 1 && plan.rule.frenzy[host] === 0) || (plan.rule.stupidity[r] === 1 && plan.rule.stupidity[host] === 0)) plan.anyOwnReaction = 1;
}

/**
 * A model's characteristics, steed, armour, saves and weapons into row i (§1.1, §4.7, §4.8):
 * a unit's troops, or a character. Returns the weapon rows it fights with.
 */
function fillModel(plan: Wfb3Plan, i: number, e: Record<string, unknown> & { tactics: Record<string, unknown> }, path: Path, flags: Wfb3Flags): WeaponRow[] {
  const p = e.profile as Profile;
  const mount = (e.mount as Mount | undefined) ?? null;
  const mounted = mount !== null;
  if (e.barding === true && !mounted) throw ScenarioError.at([...path, 'barding'], 'barding with a steed (a `mount`)', 'true on foot');

  // Characteristics (§1.1); a mounted model moves at its steed's M and the steed strikes too.
  plan.WS[i] = p.WS;
  plan.BS[i] = p.BS;
  plan.S[i] = p.S;
  plan.T[i] = p.T;
  plan.W[i] = p.W;
  plan.I[i] = p.I;
  plan.A[i] = p.A;
  plan.mounted[i] = mounted ? 1 : 0;
  if (mount) {
    plan.mountWS[i] = mount.WS;
    plan.mountS[i] = mount.S;
    plan.mountI[i] = mount.I;
    plan.mountA[i] = mount.A;
  }
  plan.large[i] = e.large === true ? 1 : 0;

  // Armour and saves (§4.7).
  const armour = (e.armour as string[] | undefined) ?? [];
  const shield = armour.includes('shield');
  const light = armour.includes('light-armour');
  const heavy = armour.includes('heavy-armour');
  if (light && heavy) throw ScenarioError.at([...path, 'armour'], 'light-armour or heavy-armour, not both', 'both');
  const body = heavy ? 'heavy' : light ? 'light' : 'none';
  const saved = saveOf(shield, body, mounted, e.barding === true);
  const withoutShield = saveOf(false, body, mounted, e.barding === true);

  // Weapons (§4.8).
  const weapons = fillWeapons(plan, i, e, path, p, mounted, shield, flags);
  const net = weapons.some((w) => w.id === 'net') ? 1 : 0;
  // The net's bearer saves at +1 (§4.8): a save one better, if he has one.
  plan.save[i] = saved.save < NO_SAVE ? saved.save - net : NO_SAVE;
  plan.saveNoShield[i] = withoutShield.save < NO_SAVE ? withoutShield.save - net : NO_SAVE;
  plan.shield[i] = shield ? 1 : 0;
  // Who may reach up to a war beast's crew (§6.2): the mounted, the tall, spears and halberds.
  plan.reachesCrew[i] = mounted || e.large === true || weapons.some((w) => w.id === 'spear' || w.id === 'halberd') ? 1 : 0;
  const M = (mount ? mount.M : p.M) - saved.moveReduction;
  plan.M[i] = M > 0 ? M : 0;
  // Flails charge and pursue at their normal rate (§4.8): 1 × M.
  plan.rate[i] = !mounted && weapons.some((w) => w.id === 'flail') ? plan.M[i] : 2 * plan.M[i];
  return weapons;
}

/**
 * The unit's weapons into the weapon columns (§4.8): the foot or the mounted table, each
 * sub-row's condition in its own column. Returns the rows it plays.
 */
function fillWeapons(plan: Wfb3Plan, i: number, e: Record<string, unknown> & { tactics: Record<string, unknown> }, path: Path, p: Profile, mounted: boolean, shield: boolean, flags: Wfb3Flags): WeaponRow[] {
  const ids = (e.weapons as string[] | undefined) ?? ['hand-weapon'];
  const table = mounted ? MOUNTED_WEAPONS : FOOT_WEAPONS;
  const rows: WeaponRow[] = [];
  let twoWeapons = false;
  ids.forEach((id, k) => {
    const at = [...path, 'weapons', k];
    const shooter = MISSILE_WEAPONS[id];
    if (shooter) {
      if (plan.missile.has[i] === 1) throw ScenarioError.at(at, 'at most one missile weapon (a pistol is one)', `"${id}"`);
      fillMissile(plan, i, shooter.id, p.S);
      // A pistol is fired in hand-to-hand combat too (p.84).
      if (id !== 'pistol') return;
    }
    const missile = MISSILE_WEAPONS_NOT_PLAYED[id];
    if (missile) throw ScenarioError.at(at, 'a weapon played', `"${id}"`, `${missile}; see the wfb3 README, "Not played"`);
    if (id === 'two-weapons') {
      twoWeapons = true;
      return;
    }
    let row = table[id];
    // Double-handed weapons count as improvised when used mounted (p.86).
    if (!row && mounted && id === 'double-handed') row = MOUNTED_WEAPONS.improvised;
    if (!row) {
      throw ScenarioError.at(at, mounted ? `a weapon of the mounted table (${Object.keys(MOUNTED_WEAPONS).join(', ')})` : `a weapon of the foot table (${Object.keys(FOOT_WEAPONS).join(', ')})`, `"${id}"`, mounted ? 'a mounted unit fights with the mounted weapons of p.86' : 'a lance is a mounted weapon: give the unit a `mount`');
    }
    // A flail in unskilled hands is an improvised weapon (p.84, p.86).
    if (id === 'flail' && p.WS < (mounted ? 4 : 3)) row = table.improvised;
    if (row.id !== 'hand-weapon') rows.push(row);
  });
  if (rows.length + (twoWeapons ? 1 : 0) > 1) {
    throw ScenarioError.at([...path, 'weapons'], 'a hand weapon and at most one other weapon (or two-weapons)', ids.join(', '), 'a model fights with one weapon, or with two hand weapons (§4.8)');
  }
  const w = rows[0];
  if (w && (w.twoHanded || w.id === 'net') && shield) {
    throw ScenarioError.at([...path, 'armour'], `no shield with a ${w.name.toLowerCase()}`, 'a shield', w.id === 'net' ? 'a net and a shield cannot be used together (p.84)' : 'it needs both hands (p.84)');
  }
  if (twoWeapons && shield) throw ScenarioError.at([...path, 'armour'], 'no shield with two weapons', 'a shield', 'the second weapon takes the shield hand (§4.8)');
  const pistolUse = e.tactics.pistol as string | undefined;
  if (pistolUse !== undefined && w?.id !== 'pistol') throw ScenarioError.at([...path, 'tactics', 'pistol'], 'no pistol tactic without a pistol', `"${pistolUse}"`, 'the unit has no pistol in its weapons');
  if (pistolUse === 'second-weapon' && shield) throw ScenarioError.at([...path, 'armour'], 'no shield with a pistol fired as a second weapon', 'a shield', 'the pistol takes the shield hand (§4.8); fire it instead of an attack (tactic pistol: instead) to keep the shield');
  const c = plan.weapon;
  c.twoWeapons[i] = twoWeapons ? 1 : 0;
  c.ranks[i] = 1;
  if (!w) {
    // A mounted unit's hand weapon: +1 to hit troops under 10 feet while not pushed back (p.86).
    if (mounted) c.hitVsSmall[i] = MOUNTED_WEAPONS['hand-weapon'].hit;
    return rows;
  }
  c.ranks[i] = w.ranks;
  const id = w.id;
  if (id === 'lance') {
    // The lance's row is the first round's; after it the lancer fights with his hand weapon (p.86).
    c.lance[i] = 1;
    c.iFirst[i] = w.I;
    c.sFirst[i] = w.S;
    c.saveFirst[i] = w.save;
    c.hitVsSmall[i] = MOUNTED_WEAPONS['hand-weapon'].hit;
  } else if (mounted && id === 'spear') {
    c.iFirst[i] = w.I;
    c.hitVsSmall[i] = w.hit;
    c.sCharging[i] = w.S;
  } else if (mounted && id === 'flail') {
    c.sFirst[i] = w.S; // "if not 1st round of combat −1"
  } else if (!mounted && id === 'flail') {
    c.sNotPushed[i] = w.S; // "if pushed-back −1"
  } else if (id === 'pike') {
    c.iPike[i] = w.I;
  } else if (!mounted && id === 'spear') {
    // "1st round of combat +1": to I, as the mounted spear's, or to hit (flag spearFirstRound).
    if (flags.spearFirstRound === 'initiative') c.iFirst[i] = 1;
    else c.hitFirst[i] = 1;
    if (flags.spearVsMounted === 'initiative') c.iVsMounted[i] = 2;
    else c.hitVsMounted[i] = 2;
  } else if (id === 'halberd') {
    c.sMod[i] = w.S;
    if (flags.halberdBonus === 'hit') c.hitVsMounted[i] = 1;
    else c.sVsMounted[i] = 1;
  } else if (id === 'net') {
    c.net[i] = 1;
  } else if (id === 'pistol') {
    // Fired once, in a combat's first round; a hand weapon for the rest (p.84, p.86).
    c.pistol[i] = pistolUse === 'second-weapon' ? PISTOL_SECOND : PISTOL_INSTEAD;
    c.pistolS[i] = flags.pistolStrength === 'weapon' ? MISSILE_WEAPONS.pistol.S : p.S;
    if (mounted) c.hitVsSmall[i] = MOUNTED_WEAPONS['hand-weapon'].hit;
  } else {
    // Improvised, dagger, double-handed: the row holds in every round.
    c.iMod[i] = w.I;
    c.hitMod[i] = w.hit;
    c.sMod[i] = w.S;
    c.saveMod[i] = w.save;
  }
  return rows;
}

/** u's missile weapon into the missile columns (§3.4); a thrown weapon or improvised missile strikes at the thrower's strength `S`, with its own added. */
function fillMissile(plan: Wfb3Plan, i: number, id: string, S: number): void {
  const m = MISSILE_WEAPONS[id];
  const c = plan.missile;
  c.has[i] = 1;
  c.range[i] = m.range;
  c.S[i] = Math.max(0, m.userS ? S + m.S : m.S);
  c.SLong[i] = Math.max(0, m.userS ? S + m.SLong : m.SLong);
  c.thrown[i] = m.thrown ? 1 : 0;
  c.dieS[i] = m.dieS ? 1 : 0;
  c.hitMod[i] = m.hit;
  c.save[i] = m.save;
  c.saveLong[i] = m.saveLong;
  c.saveClose[i] = m.saveClose;
  c.noMoveFire[i] = m.noMoveFire ? 1 : 0;
  c.slingDouble[i] = m.slingDouble ? 1 : 0;
  c.misfires[i] = m.misfires ? 1 : 0;
  c.shots[i] = m.maxShots;
}

/** The missile weapons an archer wedge is formed with (§2.3): bows and crossbows. */
const ARCHER_WEDGE_WEAPONS = new Set(['short-bow', 'bow', 'long-bow', 'crossbow', 'repeating-crossbow']);

/** The formation and frontage tactics (§2.2, §2.3), with what each formation asks of the unit. */
function fillFormation(plan: Wfb3Plan, i: number, e: UnitEntry, path: Path, mounted: boolean, shield: boolean): void {
  const t = e.tactics;
  const formation = t.formation as string | undefined;
  const at = [...path, 'tactics', 'formation'];
  if (formation === 'shieldwall' || formation === 'testudo') {
    if (mounted || !shield) throw ScenarioError.at(at, `a ${formation} of infantry with shields`, `"${formation}"`, `only infantry with shields may form a ${formation} (§2.3)`);
  }
  if (formation === 'square') {
    if (mounted) throw ScenarioError.at(at, 'a square of infantry', '"square"', 'a mounted unit does not form a square (§2.3)');
    if (plan.files[i] < 4) throw ScenarioError.at(at, 'a square of a unit at least four files wide', '"square"', 'a square divides the frontage into four faces (§2.3)');
  }
  if (formation === 'archer-wedge' && !(e.weapons as string[] | undefined ?? []).some((id) => ARCHER_WEDGE_WEAPONS.has(id))) {
    throw ScenarioError.at(at, 'an archer wedge of troops with bows or crossbows', '"archer-wedge"', 'only bow or crossbow armed troops form an archer wedge (§2.3)');
  }
  if ((formation === 'testudo' || formation === 'square' || formation === 'archer-wedge') && !ledFromStart(e)) throw ScenarioError.at(at, `a ${formation} for a unit with a leader`, `"${formation}"`, `forming a ${formation} is a complex manoeuvre, which needs a leader (§2.2)`);
  plan.formation[i] = formation === 'shieldwall' ? FORM_SHIELDWALL : formation === 'testudo' ? FORM_TESTUDO : formation === 'square' ? FORM_SQUARE : formation === 'wedge' ? FORM_WEDGE : formation === 'archer-wedge' ? FORM_ARCHER_WEDGE : FORM_NONE;
  const point = t.point as number | undefined;
  if (point !== undefined && formation !== 'archer-wedge') throw ScenarioError.at([...path, 'tactics', 'point'], 'a point only for an archer wedge (formation: archer-wedge)', String(point), 'a fighting wedge\'s point is one model (§2.3)');
  if (point !== undefined && point >= plan.models[i]) throw ScenarioError.at([...path, 'tactics', 'point'], `fewer than the unit's ${plan.models[i]} models`, String(point), 'an archer wedge has ranks behind its point (§2.3)');
  if (formation === 'archer-wedge') {
    plan.point[i] = point ?? 1;
    plan.anyArcherWedge = 1;
  }
  const frontage = (t.frontage as number | undefined) ?? 0;
  if (frontage > 0 && formation !== undefined) throw ScenarioError.at([...path, 'tactics', 'frontage'], 'a frontage or a formation, not both', String(frontage), `a ${formation} sets its own ranks and files`);
  // A block in mixed ranks counts both its types (compile-mixed.ts).
  const block = plan.models[i] + ((e.mixed as { models: number } | undefined)?.models ?? 0);
  if (frontage > block) throw ScenarioError.at([...path, 'tactics', 'frontage'], `at most the unit's ${block} models`, String(frontage));
  plan.frontage[i] = frontage;
}

/** The general (§6.4): one a side, whose bonus his side's units may use in rout and rally tests. */
function fillGenerals(plan: Wfb3Plan, entries: { entry: UnitEntry; path: Path; side: number }[]): void {
  const seen = [-1, -1];
  const armyStandard = [-1, -1];
  entries.forEach((e, i) => {
    if (plan.armyStandard[i] === 1) {
      if (armyStandard[e.side] >= 0) throw ScenarioError.at([...e.path, 'command'], 'one army standard a side', `a second, beside ${plan.unitIds[armyStandard[e.side]]}'s`);
      armyStandard[e.side] = i;
    }
    const g = e.entry.general as { Ld: number; bonus: number } | undefined;
    if (!g) return;
    if (seen[e.side] >= 0) throw ScenarioError.at([...e.path, 'general'], 'one general a side', `a second, beside ${plan.unitIds[seen[e.side]]}'s`);
    seen[e.side] = i;
    plan.generalOf[e.side] = i;
    entries.forEach((f, j) => {
      if (f.side !== e.side) return;
      const troops = (f.entry.profile as Profile).Ld;
      plan.LdGeneral[j] = ledValue(troops, g.bonus, g.Ld);
    });
  });
  // With characters, the general is the one with the best Ld; of equals, the player's choice (§6.4).
  for (let side = 0; side < 2; side++) {
    let best = -1;
    let chosen = -1;
    for (let r = 0; r < plan.rows; r++) {
      if (plan.side[r] !== side || (r < plan.n && (plan.loner[r] === 0 || plan.aloneOf[r] >= 0)) || plan.joinOf[r] >= 0 || plan.footOf[r] >= 0) continue;
      if (best < 0 || plan.Ld[r] > plan.Ld[best]) best = r;
      if (generalFlag(entries, plan, r)) {
        if (chosen >= 0) throw ScenarioError.at(generalPath(entries, plan, r), 'one general a side', 'true', `${plan.unitIds[chosen]} is the general already`);
        chosen = r;
      }
    }
    if (best < 0) continue;
    if (seen[side] >= 0) throw ScenarioError.at([...entries[seen[side]].path, 'general'], 'no general field on a side with characters', 'a general', 'the general is the side\'s character with the best Ld (§6.4); mark one of equals with `general: true`');
    if (chosen >= 0 && plan.Ld[chosen] < plan.Ld[best]) throw ScenarioError.at(generalPath(entries, plan, chosen), `a character with the side's best Ld (${plan.Ld[best]}, ${plan.unitIds[best]}'s)`, `Ld ${plan.Ld[chosen]}`, 'the general is always the character with the highest Ld (§6.4)');
    const g = chosen >= 0 ? chosen : best;
    // The army standard stays in base contact with the general (§6.6): in his unit.
    if (g >= plan.n && armyStandard[side] >= 0 && armyStandard[side] !== plan.host[g]) {
      throw ScenarioError.at([...entries[armyStandard[side]].path, 'command'], `the army standard with the general, in ${plan.unitIds[plan.host[g]]}`, `in ${plan.unitIds[armyStandard[side]]}`, 'the army standard stays in base contact with the general (§6.6)');
    }
    // A single character is the unit he is; one in a unit stands with it, and may fall in it.
    plan.generalOf[side] = g < plan.n ? g : plan.host[g];
    plan.generalRow[side] = g < plan.n ? -1 : g;
    entries.forEach((f, j) => {
      if (f.side === side) plan.LdGeneral[j] = ledValue((f.entry.profile as Profile).Ld, plan.bonus[g], plan.Ld[g]);
    });
  }
}

/** Whether row r, a character in a unit or a single character, is marked the general among equals. */
function generalFlag(entries: { entry: UnitEntry }[], plan: Wfb3Plan, r: number): boolean {
  if (r < plan.n) return (entries[r].entry.character as { general?: boolean }).general === true;
  return characterEntry(entries, plan, r).general === true;
}

function generalPath(entries: { entry: UnitEntry; path: Path }[], plan: Wfb3Plan, r: number): Path {
  return r < plan.n ? [...entries[r].path, 'character', 'general'] : characterPath(entries, plan, r, 'general');
}

/** Character row r's scenario entry, and the path to one of its fields. */
function characterEntry(entries: { entry: UnitEntry }[], plan: Wfb3Plan, r: number): CharacterEntry {
  const list = entries[plan.host[r]].entry.characters as CharacterEntry[];
  return list.find((c) => c.id === plan.unitIds[r]) as CharacterEntry;
}

function characterPath(entries: { entry: UnitEntry; path: Path }[], plan: Wfb3Plan, r: number, field: string): Path {
  const list = entries[plan.host[r]].entry.characters as CharacterEntry[];
  return [...entries[plan.host[r]].path, 'characters', list.findIndex((c) => c.id === plan.unitIds[r]), field];
}

function emptyPlan(s: Scenario, n: number, rows: number, allRows: number, flags: Wfb3Flags): Wfb3Plan {
  const terrain = s.battlefield.terrain;
  const kinds = terrain.map((t) => TERRAIN_KINDS[t.kind]);
  const i32 = () => new Int32Array(allRows);
  const f64 = () => new Float64Array(allRows);
  const u8 = () => new Uint8Array(allRows);
  return {
    flags,
    toHit: flags.wsTable === 'printed' ? WS3_TO_HIT : MELEE_TO_HIT,
    n,
    rows,
    allRows,
    mixedRow: i32().fill(-1),
    mixedPlace: u8(),
    sideFiles: i32(),
    deployFlanks: u8(),
    recallFlanks: u8(),
    recallTurn: i32(),
    squareCorners: u8(),
    flankFront: u8(),
    changeRanks: u8(),
    anyMixed: 0,
    host: i32().fill(-1),
    anyCharacter: 0,
    inFront: u8(),
    leads: u8(),
    ledLd: i32(),
    ledCl: i32(),
    ledInt: i32(),
    ledWP: i32(),
    bonus: i32(),
    loner: u8(),
    troopsLd: i32(),
    challenge: u8(),
    anyChallenger: 0,
    sideIds: [s.sides[0].id, s.sides[1].id],
    unitIds: [],
    unitNames: [],
    firstSide: s.first === 'roll-off' ? -1 : s.sides.findIndex((side) => side.id === s.first),
    turns: s.end.turns,
    stopAtFirstBreak: s.end.firstBreak,
    tableWidth: s.battlefield.width,
    tableDepth: s.battlefield.depth,
    terrain: new TerrainPieces(
      Int32Array.from(kinds),
      Uint8Array.from(terrain.map((t) => ('from' in t ? 1 : 0))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.from[0] : t.x))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.from[1] : t.y))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.to[0] : t.x + t.width))),
      Float64Array.from(terrain.map((t) => ('from' in t ? t.to[1] : t.y + t.depth))),
    ),
    anyHill: kinds.includes(TERRAIN_HILL) ? 1 : 0,
    anySightTerrain: kinds.some((k) => k >= 3) ? 1 : 0,
    side: i32(),
    models: i32(),
    files: i32(),
    baseW: f64(),
    baseD: f64(),
    x: f64(),
    y: f64(),
    facing: f64(),
    M: f64(),
    rate: f64(),
    WS: i32(),
    BS: i32(),
    S: i32(),
    T: i32(),
    W: i32(),
    I: i32(),
    A: i32(),
    mounted: u8(),
    mountWS: i32(),
    mountS: i32(),
    mountI: i32(),
    mountA: i32(),
    large: u8(),
    fearRange: f64(),
    anyFearRange: 0,
    Ld: i32(),
    Cl: i32(),
    Int: i32(),
    WP: i32(),
    anyStupid: 0,
    anyOwnReaction: 0,
    LdGeneral: i32(),
    leader: u8(),
    generalOf: new Int32Array(2).fill(-1),
    generalRow: new Int32Array(2).fill(-1),
    standard: u8(),
    anyStandard: 0,
    armyStandard: u8(),
    musician: u8(),
    save: i32(),
    shield: u8(),
    saveNoShield: i32(),
    weapon: {
      iMod: i32(),
      iFirst: i32(),
      iPike: i32(),
      iVsMounted: i32(),
      hitMod: i32(),
      hitFirst: i32(),
      hitVsSmall: i32(),
      hitVsMounted: i32(),
      sMod: i32(),
      sFirst: i32(),
      sCharging: i32(),
      sNotPushed: i32(),
      sVsMounted: i32(),
      saveMod: i32(),
      saveFirst: i32(),
      ranks: i32(),
      net: u8(),
      twoWeapons: u8(),
      lance: u8(),
      pistol: u8(),
      pistolS: i32(),
    },
    missile: {
      has: u8(),
      range: f64(),
      S: i32(),
      SLong: i32(),
      save: i32(),
      saveLong: i32(),
      saveClose: i32(),
      noMoveFire: u8(),
      slingDouble: u8(),
      misfires: u8(),
      thrown: u8(),
      dieS: u8(),
      hitMod: i32(),
      shots: i32(),
      target: i32(),
    },
    rule: ruleColumns(WFB3_RULES, allRows),
    chargeTarget: i32(),
    react: i32(),
    pursue: i32(),
    capture: u8(),
    followUp: u8(),
    widen: u8(),
    anyWiden: 0,
    move: i32(),
    formation: i32(),
    point: i32(),
    anyArcherWedge: 0,
    frontage: i32(),
    chariot: u8(),
    anyChariot: 0,
    crew: i32(),
    crewUnit: i32().fill(-1),
    crewOf: i32().fill(-1),
    squad: i32().fill(-1),
    anySquad: 0,
    anyCrewUnit: 0,
    leaveTurn: i32(),
    aloneAs: i32().fill(-1),
    aloneOf: i32().fill(-1),
    waits: u8(),
    anyLeaving: 0,
    joinAs: i32().fill(-1),
    joinOf: i32().fill(-1),
    footAs: i32().fill(-1),
    footOf: i32().fill(-1),
    anyFoot: 0,
    joinFleeing: u8(),
    anyJoining: 0,
    animals: i32(),
    animalT: i32(),
    animalSave: i32(),
    scythes: i32(),
    heavy: u8(),
    wagon: u8(),
    unhitch: u8(),
    abandonHalted: u8(),
    dismountTurn: i32(),
    remountTurn: i32(),
    anyDismount: 0,
    anyWagon: 0,
    turnRadius: f64(),
    beast: u8(),
    anyBeast: 0,
    beastT: i32(),
    beastW: i32(),
    beastSave: i32(),
    reachesCrew: u8(),
    strikeCrew: u8(),
    power: i32(),
    ward: i32(),
    spellFrom: i32(),
    spellCount: i32(),
    spells: spellColumns([]),
    anyWizard: 0,
    flyer: flyerColumns(allRows),
    anyFlyer: 0,
    strikeAt: u8(),
    shootAt: u8(),
    costs: [],
  };
}

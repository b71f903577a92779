/**
 * Scenario → Essence of War plan: look units up in the side's Patrol (Basic) or army list
 * (Advanced), apply the chosen option, upgrades and mount (§10.1), read the printed rules
 * (rules.ts), and fill the kernel's columns. Refuses, with the field's path, what cannot be
 * played yet.
 */
import { checkDeployment, corners, footprintsOf, overlapDepth, type Footprint } from '../../battlefield/deployment.ts';
import { rectBoxGap } from '../../battlefield/rect.ts';
import { ScenarioError } from '../../scenario/scenario-error.ts';
import { resolveFlags } from '../flags.ts';
import { checkEnemyTargets, tacticTarget } from '../tactic-targets.ts';
import { ruleColumns } from '../unit-rules.ts';
import type { Path } from '../../scenario/schema.ts';
import { suggest } from '../../scenario/suggest.ts';
import type { ResolvedScenario, UnitEntry } from '../../scenario/types.ts';
import type { UnitCost } from '../system.ts';
import { ARMY_LISTS, armyListById } from './data/armies/index.ts';
import { mountById } from './data/mounts.ts';
import { itemById, VAULT } from './data/vault.ts';
import { patrolByArmy } from './data/patrols.ts';
import { SPELLS } from './data/spells.ts';
import type { T9aArmyId, T9aBase, T9aStats } from './data/types.ts';
import { T9A_FLAGS, type T9aFlags } from './flags.ts';
import { compileMagic } from './magic-plan.ts';
import {
  BOOLEAN_RULES, BREATH_MELEE, CAST_DICE_AUTO, CAST_DICE_MAX, CAST_DICE_MIN, ITEM_RULES, BREATH_SHOOT, DANCE_AEGIS, DANCE_AP, DANCE_ATTACK, DANCE_RANKS, MOVE_ADVANCE, MOVE_HOLD,
  MOVE_CENTRE, MOVE_MARCH, MOVE_SUPPORT, MOVE_TO_RANGE, ORISON_AEGIS, ORISON_AUTO, ORISON_DISCIPLINE, ORISON_NEVER, ORISON_REFLEXES,
  TARGET_NEAREST, TARGET_NEVER, VANGUARD_MOVE, VANGUARD_NONE, VANGUARD_PLACED, type BooleanRule, type T9aPlan,
} from './plan.ts';
import { castsSpells, diceCode, readRules, setSpellNames, type T9aFeatures } from './rules.ts';
import { TERRAIN_IMPASSABLE, TERRAIN_KIND_NAMES } from './terrain.ts';

const MM_PER_INCH = 25.4;

setSpellNames(SPELLS.map((s) => s.name));

/** One unit as it will play: printed data with option, upgrades and mount applied. */
export interface ResolvedUnit {
  entry: UnitEntry;
  path: Path;
  side: number;
  /** Its faction (§8.5: the unit's `army:`, default the side's). */
  faction: T9aArmyId;
  /** Its army: an index into the scenario's armies (§8.5 Multi-games; one a side otherwise). */
  army: number;
  name: string;
  stats: T9aStats;
  base: T9aBase;
  files: number;
  models: number;
  single: boolean;
  features: T9aFeatures;
  general: boolean;
  /** Commanding Presence range set by an option (Cult Leader 18"), 0 = the flag's. */
  command: number;
  category: string;
  /** Vault items (§9) by id. */
  items: string[];
  /** The entry's printed name and the mount its option puts it on, if any. */
  printedName: string;
  mount: string;
  points: number;
  breakdown: string;
  /** The upgrades its army-list entry sells ([] in a Basic game), for hints. */
  upgradeLabels: string[];
  /** Arrives from Ambush (§7.1) rather than deploying; set by setUpRules(). */
  ambush: boolean;
  /** Its Vanguard move (§7.1): VANGUARD_NONE, VANGUARD_PLACED or VANGUARD_MOVE (plan.ts); set by setUpRules(). */
  vanguard: number;
}

const ARMY_IDS = ARMY_LISTS.map((a) => a.id);

export function compileT9a(run: ResolvedScenario): T9aPlan {
  const s = run.scenario;
  const flags = resolveFlags(T9A_FLAGS, s.rules);
  const basic = flags.game === 'basic';
  const units: ResolvedUnit[] = [];
  const armies = coalitions(s.sides);
  s.sides.forEach((side, si) => {
    side.units.forEach((entry, ui) => {
      const path: Path = ['sides', si, 'units', ui];
      const faction = factionOf(entry, path, side.army);
      const u = basic ? fromPatrol(faction, entry, path, si) : fromList(faction, entry, path, si);
      u.army = armies.findIndex((a) => a.side === si && a.faction === faction && a.contingent === contingentOf(entry, faction));
      units.push(u);
    });
  });
  // Each army of a Coalition is a roster of its own (§8.2, §8.5): items once an army, its own
  // limits, its own General.
  armies.forEach((_, a) => applyItems(units.filter((u) => u.army === a), basic));
  if (!basic) {
    s.sides.forEach((side, si) => {
      const own = armies.filter((a) => a.side === si);
      // §8.5: the Coalition's points are shared evenly among its rosters (the book's
      // recommendation, example 20: 1600 = 2 × 800).
      const share = side.points === undefined ? undefined : Math.floor(side.points / own.length);
      own.forEach((a) => checkRoster(a.faction, units.filter((u) => u.army === armies.indexOf(a)), si, share, own.length > 1 ? a.label : ''));
    });
  }
  for (const u of units) checkPlayable(u);
  const hosts = joinCharacters(units, basic);
  setUpRules(units, hosts, armies.length);
  armies.forEach((a, ai) => {
    const g = units.filter((u) => u.army === ai && u.general);
    if (g.length > 1) throw ScenarioError.at([...g[1].path, 'general'], a.label ? `one General per army (§8.5: army ${a.label})` : 'one General per side', `${g.length} Generals`);
  });

  const n = units.length;
  const idIndex = new Map(units.map((u, i) => [u.entry.id, i]));
  const plan = emptyPlan(run, n, flags);
  // Orisons (§7.2): the Kingdom of Equitaine army's own rule, in Advanced games (the Patrol
  // prints no Orisons among its rules, §10.2). In a Coalition only that faction's units may
  // take them (§8.5: allies ignore each other's army rules).
  s.sides.forEach((_, si) => {
    const koe = armies.filter((a) => a.side === si && (armyListById(a.faction)!.armyRules ?? []).includes('Orisons'));
    if (!basic && koe.length > 1) {
      throw ScenarioError.at(['sides', si], 'at most one Kingdom of Equitaine army in a Coalition (§8.5: each would give its own Orisons, which warsim does not play yet)', `${koe.length}: ${koe.map((a) => a.label).join(', ')}`);
    }
    plan.orisons[si] = !basic && koe.length === 1 ? 1 : 0;
    plan.orisonFaction[si] = koe.length === 1 ? ARMY_IDS.indexOf(koe[0].faction) : -1;
  });
  plan.armies = armies.length;
  plan.armyLabels = armies.map((a) => a.label || s.sides[a.side].id);
  plan.armySide = Int32Array.from(armies.map((a) => a.side));
  plan.armyFaction = Int32Array.from(armies.map((a) => ARMY_IDS.indexOf(a.faction)));
  units.forEach((u, i) => {
    plan.army[i] = u.army;
    plan.faction[i] = ARMY_IDS.indexOf(u.faction);
  });
  plan.unitIds = units.map((u) => u.entry.id);
  plan.unitNames = units.map((u) => u.name);
  plan.costs = units.map((u) => ({ side: s.sides[u.side].id, unit: u.entry.id, models: u.models, points: u.points, breakdown: u.breakdown }) satisfies UnitCost);
  units.forEach((u, i) => fill(plan, i, u, idIndex, units, flags));
  hosts.forEach((h, i) => {
    if (h < 0) return;
    // A character without Insignificant takes it away from the unit it joins (§7.1).
    if (!units[i].features.insignificant) plan.rule.insignificant[h] = 0;
    // The character stands in its unit's front rank (§8.1): it replaces one rank-and-file
    // model, or a War Platform as many as its base covers (§7.1).
    const k = placesTaken(units[i], units[h]);
    plan.host[i] = h;
    plan.slots[i] = k;
    plan.frontPlaces[i] = units[i].features.warPlatform ? units[i].base[0] / units[h].base[0] : 1;
    plan.platform[i] = units[i].features.warPlatform ? 1 : 0;
    plan.huntLeader[i] = units[i].features.huntLeader ? 1 : 0;
    plan.ownTarget[i] = units[i].features.warPlatform && units[i].features.towering ? 1 : 0;
    plan.models[h] -= k;
    plan.x[i] = plan.x[h];
    plan.y[i] = plan.y[h];
    plan.facing[i] = plan.facing[h];
  });
  // A shooter told to shoot a Towering War Platform aims at it, not at its unit's models (§7.1).
  for (let i = 0; i < n; i++) if (plan.shootTarget[i] >= 0 && plan.ownTarget[plan.shootTarget[i]]) plan.aimPlatform[i] = plan.shootTarget[i];
  // Tactics that name a character inside a unit mean the unit.
  for (const col of [plan.chargeTarget, plan.shootTarget, plan.markedTarget]) {
    for (let i = 0; i < n; i++) if (col[i] >= 0 && hosts[col[i]] >= 0) col[i] = hosts[col[i]];
  }
  plan.magic = compileMagic(
    units.map((u) => ({
      path: u.path,
      side: u.side,
      army: u.army,
      entryId: u.entry.unit as string,
      name: u.printedName,
      // The Crown of the Wizard King makes its bearer an Apprentice of its `path:` (§9).
      rules: u.items.includes('crown-of-the-wizard-king') ? [...u.features.magic, 'Apprentice'] : u.features.magic,
      basic,
      chosenPath: u.entry.path as string | undefined,
      extraPath: u.entry.extraPath as string | undefined,
      defaultPath: armyListById(u.faction)!.defaultPath,
      rsr: u.stats.rsr ?? 0,
    })),
    flags.noMagic,
  );
  const totals = [0, 1].map((si) => units.filter((u) => u.side === si).reduce((t, u) => t + u.points, 0));
  plan.gameSize = Math.max(s.sides[0].points ?? 0, s.sides[1].points ?? 0, totals[0], totals[1], 1);
  // §8.3 missions: Advanced games scored by victory points only.
  const missions = ['none', 'occupation', 'patrolling', 'infiltration', 'random'];
  plan.mission = missions.indexOf(flags.mission);
  if (plan.mission > 0 && (basic || s.victory !== 'vp')) {
    throw ScenarioError.at(['rules', 'mission'], 'a mission only in an Advanced game with `victory: vp`', flags.mission);
  }
  // Each side's half, from where its deployed units stand (units in Ambush stand at a table edge).
  const deployedYs = [0, 1].map((si) => units.filter((u) => u.side === si && u.entry.position && !u.ambush).map((u) => (u.entry.position as { y: number }).y));
  for (let si = 0; si < 2; si++) {
    const ys = deployedYs[si];
    const mean = ys.reduce((a, y) => a + y, 0) / Math.max(1, ys.length);
    plan.nearHalf[si] = mean < plan.depth / 2 ? 1 : 0;
  }
  for (let si = 0; si < 2; si++) {
    // A side all in Ambush takes the half the other side does not.
    if (deployedYs[si].length === 0) plan.nearHalf[si] = deployedYs[1 - si].length === 0 ? 1 - si : 1 - plan.nearHalf[1 - si];
  }
  // A character inside a unit stands in its front rank, not on its own footprint; a unit in
  // Ambush is not deployed (its arrival place is checked on its own).
  const all = footprintsOf(plan, units.map((u) => u.path));
  const footprints = all.filter((_, i) => plan.host[i] < 0 && !plan.ambush[i]);
  checkDeployment(footprints, plan.width, plan.depth, '"');
  if (flags.deployment === 'zones') checkZones(plan, all);
  checkImpassable(plan, footprints);
  for (let i = 0; i < n; i++) if (plan.host[i] < 0 && plan.ambush[i]) checkAmbushPlace(plan, all[i], i);
  return plan;
}

/** One army of a side: a Patrol (Basic) or a roster (Advanced); a side of several is a Coalition (§8.5). */
interface ArmyOf {
  side: number;
  faction: T9aArmyId;
  contingent: string;
  /** "side/faction" or "side/contingent" for a Coalition's armies, '' for a side of one army. */
  label: string;
}

/** A unit's faction (§8.5): its own `army:` (an Ally's unit in a Coalition), else its side's. */
function factionOf(entry: UnitEntry, path: Path, sideArmy: string): T9aArmyId {
  const army = (entry.army as string | undefined) ?? sideArmy;
  const at: Path = entry.army !== undefined ? [...path, 'army'] : path.slice(0, 2);
  if (!army) throw ScenarioError.at(at, 'an `army:` naming the faction', 'no army', `one of: ${ARMY_IDS.join(', ')}`);
  if (!ARMY_IDS.includes(army as T9aArmyId)) {
    const hint = suggest(army, ARMY_IDS);
    throw ScenarioError.at(entry.army !== undefined ? at : [...at, 'army'], 'an Essence of War faction', `"${army}"`, hint ? `did you mean "${hint}"? (\`warsim list t9a-eow\`)` : `one of: ${ARMY_IDS.join(', ')}`);
  }
  return army as T9aArmyId;
}

/** The army a unit belongs to within its faction (§8.5): its `contingent:`, by default one army a faction. */
function contingentOf(entry: UnitEntry, faction: T9aArmyId): string {
  return (entry.contingent as string | undefined) ?? faction;
}

/**
 * The armies of the scenario, side by side in the order their first units come (§8.5
 * Multi-games): a side whose units all belong to its `army:` is one army, as in every
 * two-player game; units naming another faction (`army:`, Allies) or another `contingent:`
 * (a second army of the same faction, Brethren) make it a Coalition. Armies of side a come
 * first, so with one army a side the army's index is its side's.
 */
function coalitions(sides: ResolvedScenario['scenario']['sides']): ArmyOf[] {
  const out: ArmyOf[] = [];
  sides.forEach((side, si) => {
    if (side.army && !ARMY_IDS.includes(side.army as T9aArmyId)) {
      const hint = suggest(side.army, ARMY_IDS);
      throw ScenarioError.at(['sides', si, 'army'], 'an Essence of War faction', `"${side.army}"`, hint ? `did you mean "${hint}"? (\`warsim list t9a-eow\`)` : `one of: ${ARMY_IDS.join(', ')}`);
    }
    const own: ArmyOf[] = [];
    side.units.forEach((entry, ui) => {
      const faction = factionOf(entry, ['sides', si, 'units', ui], side.army);
      const contingent = contingentOf(entry, faction);
      if (!own.some((a) => a.faction === faction && a.contingent === contingent)) own.push({ side: si, faction, contingent, label: '' });
    });
    // §8.5 magic: each army's share of the dice is rolled on a D6 when they do not split evenly.
    if (own.length > 6) throw ScenarioError.at(['sides', si, 'units'], 'at most 6 armies in a Coalition', `${own.length}`);
    if (own.length > 1) for (const a of own) a.label = `${side.id}/${a.contingent}`;
    out.push(...own);
  });
  return out;
}

/**
 * Ambush, Ambushing Party and Vanguard (§7.1, §7.2): which units arrive from Ambush and which
 * made a Vanguard move before the game, with the book's conditions checked. Ambush and Vanguard
 * are declared per unit (the `ambush` and `vanguard` fields); the defaults use the rule when the
 * unit has it.
 */
function setUpRules(units: ResolvedUnit[], hosts: number[], armies: number): void {
  // Ambushing Party (§7.2): once per army, up to one unmounted character and up to two Core or
  // Centaur units of at most 225 pts gain Ambush.
  for (let a = 0; a < armies; a++) {
    const side = units.filter((u) => u.army === a);
    const party = side.some((u) => u.features.ambushingParty);
    let characters = 0;
    let troops = 0;
    for (const u of side) {
      if (u.entry.ambush !== true || u.features.ambush) continue;
      const at = [...u.path, 'ambush'];
      if (!party) {
        throw ScenarioError.at(at, 'a unit with Ambush (§7.1: printed, or bought as an upgrade), or an Ambushing Party model in the army (§7.2)', `${u.name} without Ambush`);
      }
      if (u.category === 'character') {
        if (!u.single || u.mount !== '') throw ScenarioError.at(at, 'an unmounted character (§7.2 Ambushing Party)', `${u.name}${u.entry.option ? ` ${u.entry.option as string}` : ''}`);
        if (++characters > 1) throw ScenarioError.at(at, 'at most one character given Ambush by the Ambushing Party (§7.2)', `a second, ${u.name}`);
      } else {
        if (u.category !== 'core' && !/Centaur/.test(u.printedName)) throw ScenarioError.at(at, 'a Core or Centaur unit (§7.2 Ambushing Party)', `${u.name}, ${u.category}`);
        if (u.points > 225) throw ScenarioError.at(at, 'a unit of at most 225 pts (§7.2 Ambushing Party)', `${u.name} of ${u.points} pts`);
        if (++troops > 2) throw ScenarioError.at(at, 'at most two units given Ambush by the Ambushing Party (§7.2)', `a third, ${u.name}`);
      }
    }
  }
  units.forEach((u, i) => {
    if (hosts[i] < 0) u.ambush = (u.entry.ambush as boolean | undefined) ?? u.features.ambush;
  });
  // §7.1: only characters with Ambush may join an ambushing unit, and they arrive with it.
  units.forEach((u, i) => {
    const h = hosts[i];
    if (h < 0) return;
    const asked = u.entry.ambush as boolean | undefined;
    const host = units[h];
    if (host.ambush) {
      if (asked === false || !(u.features.ambush || asked === true)) {
        throw ScenarioError.at([...u.path, asked === undefined ? 'joins' : 'ambush'], 'a character with Ambush joining a unit in Ambush (§7.1: only characters with Ambush may join it)', `${u.name}${asked === false ? ' with `ambush: false`' : ' without Ambush'}`, 'an Ambushing Party character takes it with `ambush: true`; or join a unit that deploys');
      }
      u.ambush = true;
    } else {
      if (asked === true) throw ScenarioError.at([...u.path, 'ambush'], 'a character in Ambush standing alone or joining a unit in Ambush (§7.1)', `${u.name} joining ${host.name}, which deploys`);
      u.ambush = false;
    }
  });
  // Vanguard (§7.1): a unit whose models all have it may move 6" before the game; the scenario's
  // position is where that move ended, or with `vanguard: move` where the unit deployed.
  units.forEach((u, i) => {
    const given = u.entry.vanguard as boolean | 'move' | undefined;
    const asked = given === 'move' ? true : given;
    const at = [...u.path, 'vanguard'];
    if (hosts[i] >= 0) {
      if (given !== undefined) throw ScenarioError.at(at, 'no `vanguard:` on a character that joins a unit', String(given), 'set it on the unit it joins');
      return;
    }
    if (asked === true && !u.features.vanguard) {
      const sold = u.upgradeLabels.includes('Vanguard');
      throw ScenarioError.at(at, 'a unit with Vanguard (§7.1)', `${u.name} without it`, sold ? 'buy it: `upgrades: [Vanguard]` (§12 D8)' : undefined);
    }
    const r = hosts.indexOf(i);
    const whole = u.features.vanguard && (r < 0 || units[r].features.vanguard);
    if (asked === true && !whole) throw ScenarioError.at(at, 'a unit whose models all have Vanguard (§7.1)', `${u.name} joined by ${units[r].name}, without it`);
    if (asked === true && u.ambush) throw ScenarioError.at(at, 'no Vanguard move for a unit arriving from Ambush (it is not deployed)', `vanguard: ${String(given)}`);
    u.vanguard = given === 'move' ? VANGUARD_MOVE : (asked ?? (whole && !u.ambush)) ? VANGUARD_PLACED : VANGUARD_NONE;
  });
}

/**
 * The place a unit arrives at from Ambush (§7.1): its rear edge along a table edge other than
 * the enemy's, the whole unit on the table, more than 1" from Impassable terrain (Unit Spacing,
 * §1.3; a place that breaks it would always be lost). Whether other units leave it room is
 * known only when it arrives (the kernel).
 */
function checkAmbushPlace(plan: T9aPlan, place: Footprint, i: number): void {
  // The unit as the kernel shapes it: its rank and file and the places its character fills.
  let models = plan.models[i];
  for (let j = 0; j < plan.n; j++) if (plan.host[j] === i) models += plan.slots[j];
  const files = plan.files[i];
  let f: Footprint = { ...place, width: Math.min(files, models) * plan.baseW[i], depth: Math.ceil(models / files) * plan.baseD[i] };
  const at = [...f.path, 'position'];
  const deg = (((f.facing * 180) / Math.PI) % 360 + 360) % 360;
  const q = Math.round(deg / 90) % 4;
  const edges = ['near (y = 0)', 'left (x = 0)', 'far (y = ' + plan.depth + ')', 'right (x = ' + plan.width + ')'];
  if (Math.abs(deg - 90 * Math.round(deg / 90)) > 0.5) {
    throw ScenarioError.at(at, 'a unit in Ambush facing 0, 90, 180 or 270 degrees, its rear edge along a table edge (§7.1)', `facing ${deg.toFixed(1)}°`);
  }
  // The centre of the rear edge, and how far it stands from the edge behind it.
  const rx = f.x - Math.sin(f.facing) * f.depth;
  const ry = f.y - Math.cos(f.facing) * f.depth;
  const off = q === 0 ? ry : q === 1 ? rx : q === 2 ? plan.depth - ry : plan.width - rx;
  if (Math.abs(off) > 0.05) {
    const want = q === 0 ? `y = ${f.depth.toFixed(2)}` : q === 1 ? `x = ${f.depth.toFixed(2)}` : q === 2 ? `y = ${(plan.depth - f.depth).toFixed(2)}` : `x = ${(plan.width - f.depth).toFixed(2)}`;
    const found = off > 0 ? `the rear edge ${off.toFixed(2)}" in from it` : `the rear edge ${(-off).toFixed(2)}" beyond it`;
    throw ScenarioError.at(at, `a unit in Ambush with its rear edge on the ${edges[q]} table edge behind it (§7.1)`, found, `facing ${Math.round(deg)}°, its front centre stands at ${want}`);
  }
  // Within 0.05": put the rear edge exactly on the table edge (the unit and its character).
  const dx = q === 1 ? -off : q === 3 ? off : 0;
  const dy = q === 0 ? -off : q === 2 ? off : 0;
  for (let j = 0; j < plan.n; j++) {
    if (j !== i && plan.host[j] !== i) continue;
    plan.x[j] += dx;
    plan.y[j] += dy;
  }
  f = { ...f, x: f.x + dx, y: f.y + dy };
  checkDeployment([f], plan.width, plan.depth, '"');
  // The enemy's edge is the one behind the enemy's deployment zone.
  const enemyEdge = plan.nearHalf[1 - plan.side[i]] === 1 ? 0 : 2;
  if (q === enemyEdge) {
    throw ScenarioError.at(at, "a unit in Ambush entering from a table edge other than the enemy's (§7.1)", `the ${edges[q]} edge, behind the enemy's deployment zone`);
  }
  const rect = Float64Array.of(f.x, f.y, Math.sin(f.facing), Math.cos(f.facing), f.width, f.depth);
  const out = new Float64Array(1);
  for (let k = 0; k < plan.terrainKind.length; k++) {
    if (plan.terrainKind[k] !== TERRAIN_IMPASSABLE) continue;
    rectBoxGap(rect, plan.terrainBox, k, out);
    if (out[0] <= 1) {
      throw ScenarioError.at(at, 'a place to arrive from Ambush more than 1" from Impassable terrain (§1.3 Unit Spacing; it would always be lost)', `${f.id} ${out[0] < 0 ? 'overlapping' : out[0].toFixed(2) + '" from'} battlefield.terrain[${k}]`);
    }
  }
}

/**
 * `deployment: zones` (§3.1, Figure 3, example 4): every deployed unit stands fully inside its
 * side's Deployment Zone, the area more than 12" from the centre line (y = depth / 2, the line
 * between the halves the sides stand in); so the armies start at least 24" apart. Side a's
 * zone is the half its units stand in on average, side b's the other. A unit that made its
 * Vanguard move may stand up to 6" out of it (its `position` is after the move, §7.1). Units in
 * Ambush are not deployed, and a joined character stands with its unit. A unit exactly 12"
 * from the line is inside (the book's "12" away" in Figure 3, example 4's "≥ 24" apart").
 */
function checkZones(plan: T9aPlan, all: Footprint[]): void {
  const mid = plan.depth / 2;
  const nearA = plan.nearHalf[0] === 1;
  for (let i = 0; i < plan.n; i++) {
    if (plan.host[i] >= 0 || plan.ambush[i]) continue;
    const near = plan.side[i] === 0 ? nearA : !nearA;
    const reach = 12 - (plan.vanguard[i] === VANGUARD_PLACED ? 6 : 0);
    const edge = near ? mid - reach : mid + reach;
    let worst = near ? -Infinity : Infinity;
    for (const [, y] of corners(all[i])) worst = near ? Math.max(worst, y) : Math.min(worst, y);
    if (near ? worst > edge + 1e-6 : worst < edge - 1e-6) {
      const side = plan.side[i] === 0 ? 'a' : 'b';
      throw ScenarioError.at(
        [...all[i].path, 'position'],
        `side ${side}'s unit fully inside its Deployment Zone, more than ${reach}" from the centre line (§3.1${plan.vanguard[i] === VANGUARD_PLACED ? ', 6" of Vanguard move allowed' : ''}): y ${near ? '≤' : '≥'} ${edge.toFixed(2)}`,
        `${near ? 'its footprint reaching' : 'its footprint reaching back to'} y = ${worst.toFixed(2)}`,
        `rules: { deployment: free } places the units anywhere (an engagement already under way)`,
      );
    }
  }
}

/** No unit may stand in Impassable terrain (§1.4); deployed within 1" of it is the scenario's choice. */
function checkImpassable(plan: T9aPlan, footprints: ReturnType<typeof footprintsOf>): void {
  for (let k = 0; k < plan.terrainKind.length; k++) {
    if (plan.terrainKind[k] !== TERRAIN_IMPASSABLE) continue;
    const [x0, y0, x1, y1] = plan.terrainBox.subarray(4 * k, 4 * k + 4);
    // In the corner order overlapDepth() walks: left-near, left-far, right-near, right-far.
    const box: [number, number][] = [[x0, y0], [x0, y1], [x1, y0], [x1, y1]];
    for (const f of footprints) {
      if (overlapDepth(corners(f), box) > 0.05) {
        throw ScenarioError.at([...f.path, 'position'], 'a unit outside Impassable terrain (§1.4)', `${f.id} standing in battlefield.terrain[${k}]`, 'move the unit or the piece');
      }
    }
  }
}

function fromPatrol(army: T9aArmyId, entry: UnitEntry, path: Path, side: number): ResolvedUnit {
  const patrol = patrolByArmy(army)!;
  const id = entry.unit as string;
  const row = patrol.entries.find((e) => e.id === id);
  if (!row) {
    const ids = patrol.entries.map((e) => e.id);
    const hint = suggest(id, ids);
    throw ScenarioError.at([...path, 'unit'], `a unit of the ${patrol.name} Patrol`, `"${id}"`, hint ? `did you mean "${hint}"?` : `one of: ${ids.join(', ')}`);
  }
  for (const key of ['option', 'upgrades', 'general', 'path'] as const) {
    const v = entry[key];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) {
      throw ScenarioError.at([...path, key], 'nothing in a Basic game', JSON.stringify(v), 'Patrols are fixed: options, upgrades and the General belong to Advanced games (`rules: { game: advanced }`)');
    }
  }
  const features = readRules(row.rules);
  const models = (entry.models as number | undefined) ?? row.models;
  return {
    entry, path, side, faction: army, army: 0,
    name: typeof entry.name === 'string' ? entry.name : row.name,
    stats: row.stats,
    base: row.base,
    files: (entry.files as number | undefined) ?? row.files,
    models,
    single: row.single,
    features,
    general: features.general,
    command: 0,
    category: row.single ? 'character' : 'core',
    items: [],
    printedName: row.name,
    mount: '',
    points: 0,
    breakdown: 'Patrol (no points)',
    upgradeLabels: [],
    ambush: false,
    vanguard: VANGUARD_NONE,
  };
}

function fromList(army: T9aArmyId, entry: UnitEntry, path: Path, side: number): ResolvedUnit {
  const list = armyListById(army)!;
  const id = entry.unit as string;
  const row = list.entries.find((e) => e.id === id);
  if (!row) {
    const ids = list.entries.map((e) => e.id);
    const hint = suggest(id, ids);
    throw ScenarioError.at([...path, 'unit'], `an entry of the ${list.name} list`, `"${id}"`, hint ? `did you mean "${hint}"?` : `one of: ${ids.join(', ')}`);
  }
  const bases = row.options.filter((o) => o.kind === 'base');
  const wanted = entry.option as string | undefined;
  const base = wanted === undefined ? bases[0] : bases.find((o) => o.label === wanted);
  if (!base) {
    const labels = bases.map((o) => o.label);
    const hint = suggest(wanted!, labels);
    throw ScenarioError.at([...path, 'option'], `a base option of ${row.name}`, `"${wanted}"`, hint ? `did you mean "${hint}"?` : `one of: ${labels.join('; ')}`);
  }
  let stats: T9aStats = { ...row.stats };
  let unitBase: T9aBase = row.base;
  // §12 D8: a rule printed in the rules cell and also sold as an upgrade (the Seekers' Vanguard)
  // comes only when bought.
  const rules = row.rules.filter((r) => !row.options.some((o) => o.kind === 'upgrade' && o.label === r));
  let points = base.points;
  const parts = [`${base.label} ${base.points}`];
  const draft: OptionDraft = { stats, base: unitBase, rules, general: entry.general === true, command: 0 };
  if (base.mount) {
    const m = mountById(base.mount)!;
    draft.base = m.base;
    draft.stats = {
      ...draft.stats,
      adv: m.adv ?? draft.stats.adv,
      mar: m.mar ?? draft.stats.mar,
      hp: m.hp ?? draft.stats.hp,
      res: m.res ?? draft.stats.res,
      arm: m.armSet ?? Math.min(5, draft.stats.arm + m.armBonus),
      aeg: m.aeg ?? draft.stats.aeg,
    };
    rules.push(...m.rules);
  }
  if (!/^(Single|\d+x\d+)$/.test(base.label)) {
    // A named option (§7.2): its own changes, or, when it names a rule, that rule.
    if (OPTION_EFFECTS[base.label]) OPTION_EFFECTS[base.label](draft);
    else if (!/^on /.test(base.label) && base.files === undefined) draft.rules.push(base.label);
  }
  const upgrades = (entry.upgrades as string[] | undefined) ?? [];
  upgrades.forEach((label, k) => {
    const up = row.options.find((o) => o.kind === 'upgrade' && o.label === label);
    if (!up) {
      const labels = row.options.filter((o) => o.kind === 'upgrade').map((o) => o.label);
      const hint = suggest(label, labels);
      throw ScenarioError.at([...path, 'upgrades', k], `an upgrade of ${row.name}`, `"${label}"`, labels.length === 0 ? 'this entry has no upgrades' : hint ? `did you mean "${hint}"?` : `one of: ${labels.join('; ')}`);
    }
    points += up.points;
    parts.push(`${label} +${up.points}`);
    if (OPTION_EFFECTS[label]) OPTION_EFFECTS[label](draft);
    else draft.rules.push(label);
  });
  stats = draft.stats;
  unitBase = draft.base;
  const kept = draft.rules;
  const single = base.files === undefined;
  const models = (entry.models as number | undefined) ?? (single ? 1 : base.files! * base.ranks!);
  const features = readRules(kept);
  return {
    entry, path, side, faction: army, army: 0,
    name: typeof entry.name === 'string' ? entry.name : row.name,
    stats,
    base: unitBase,
    files: (entry.files as number | undefined) ?? (single ? 1 : base.files!),
    models,
    single,
    features,
    general: draft.general,
    command: draft.command,
    category: row.category,
    items: [],
    printedName: row.name,
    mount: base.mount ?? '',
    points,
    breakdown: parts.join(', '),
    upgradeLabels: row.options.filter((o) => o.kind === 'upgrade').map((o) => o.label),
    ambush: false,
    vanguard: VANGUARD_NONE,
  };
}

/**
 * Characters joining units (§8.1), Advanced games only: for each unit the index of the unit it
 * joins, −1 for none. Checks the book's conditions and refuses what breaks them.
 */
function joinCharacters(units: ResolvedUnit[], basic: boolean): number[] {
  const index = new Map(units.map((u, i) => [u.entry.id, i]));
  const taken = new Map<number, number>();
  return units.map((u) => {
    const target = u.entry.joins as string | undefined;
    if (target === undefined) {
      if (u.features.warPlatform) throw ScenarioError.at([...u.path], `a War Platform joining a unit (\`joins:\`${u.features.warPlatformUnit ? `, ${u.features.warPlatformUnit}` : ''})`, 'none', '§7.1: a War Platform must join a unit');
      return -1;
    }
    const at = [...u.path, 'joins'];
    if (basic) throw ScenarioError.at(at, 'nothing in a Basic game', target, 'Patrol characters stand alone; joining units is an Advanced rule (`rules: { game: advanced }`)');
    const h = index.get(target)!;
    const host = units[h];
    if (u.entry.position !== undefined) throw ScenarioError.at([...u.path, 'position'], 'no position for a character that joins a unit', 'a position', 'it stands in the front rank of its unit');
    // A War Platform need not be a character (the Hunt Leader's Carnosaur is Support, §7.1).
    if (!u.single || (u.category !== 'character' && !u.features.warPlatform)) throw ScenarioError.at(at, 'a character or a War Platform joining a unit', u.name);
    if (host.side !== u.side) throw ScenarioError.at(at, 'a friendly unit', target);
    if (host.faction !== u.faction) throw ScenarioError.at(at, "a unit of the character's own faction (§8.5: models cannot join units of an Ally)", `${host.name} of ${host.faction}`);
    if (host.single || host.entry.joins !== undefined) throw ScenarioError.at(at, 'a unit of rank-and-file models', `${host.name}, a single model`);
    if (taken.has(h)) throw ScenarioError.at(at, 'a unit no other character has joined (§8.1: one a unit)', `${host.name}, already joined by ${units[taken.get(h)!].name}`);
    if (u.features.warPlatform) {
      if (u.features.warPlatformUnit && host.printedName !== u.features.warPlatformUnit) {
        throw ScenarioError.at(at, `a unit of ${u.features.warPlatformUnit} (its War Platform rule names it)`, host.name);
      }
      if (host.entry.joins !== undefined || placesTaken(u, host) < 1) {
        throw ScenarioError.at(at, `a unit whose models fit the War Platform's ${u.base[0]}x${u.base[1]} mm base a whole number of times`, `${host.name} on ${host.base[0]}x${host.base[1]} mm`);
      }
    } else if (u.base[0] !== host.base[0] || u.base[1] !== host.base[1]) {
      throw ScenarioError.at(at, `a unit on the character's base size (${u.base[0]}x${u.base[1]} mm)`, `${host.name} on ${host.base[0]}x${host.base[1]} mm`);
    }
    if ((u.features.towering && !u.features.warPlatform) || host.features.towering) throw ScenarioError.at(at, 'no Towering model (§7.1: Towering models cannot join or be joined)', `${u.name} and ${host.name}`);
    if (host.features.exiled) throw ScenarioError.at(at, 'a unit that may be joined', `${host.name} (Path of the Exiled)`);
    if (host.features.unstable && !u.features.unstable) throw ScenarioError.at(at, 'an Unstable character for an Unstable unit (§7.1)', u.name);
    if (host.models <= placesTaken(u, host)) throw ScenarioError.at(at, 'a unit with models left beside the character', `${host.name} of ${host.models}`);
    taken.set(h, index.get(u.entry.id)!);
    return h;
  });
}

/** What a named army-list option changes (§7.2), applied to the unit being built. */
interface OptionDraft {
  stats: T9aStats;
  base: T9aBase;
  rules: string[];
  general: boolean;
  command: number;
}

const set = (d: OptionDraft, change: Partial<T9aStats>) => {
  d.stats = { ...d.stats, ...change };
};

/** Named options of the army lists (§7.2); the mount, if any, is applied first. */
export const OPTION_EFFECTS: Record<string, (d: OptionDraft) => void> = {
  King: (d) => set(d, { dis: Math.min(10, d.stats.dis + 1), att: (d.stats.att ?? 0) + 1, off: (d.stats.off ?? 0) + 1, def: d.stats.def + 1 }),
  Wings: (d) => {
    set(d, { adv: 7, mar: 14 });
    d.rules.push('Fly');
  },
  Horde: (d) => {
    set(d, { hp: 6, att: 6 });
    d.base = [100, 100];
    d.rules.push('Impact (3D3)');
  },
  'Taurukh Ritual': (d) => {
    set(d, { adv: 7, mar: 14 });
    d.base = [25, 50];
    d.rules.push('Swiftstride', 'Impact (1)');
  },
  'Titan Mortar': (d) => d.rules.push('Titan Mortar (4+)'),
  'Rock Crusher': (d) => {
    d.rules = d.rules.filter((r) => !r.startsWith('Grind'));
    d.rules.push('Grind (2D3)');
  },
  "Queen's Cavalier": (d) => d.rules.push('Devastating (+1 Att, Fear)'),
  'Wild Hunter': (d) => d.rules.push('Devastating (+2 Att)', 'Fearless', 'Frenzy'),
  Sainted: (d) => {
    set(d, { att: (d.stats.att ?? 0) + 1, dis: 9, aeg: Math.min(d.stats.aeg ?? 7, 5) });
    d.rules.push('Fearless', 'Lightning Reflexes');
    d.general = true;
  },
  Splitter: (d) => {
    d.rules.push('Devastating (+1 Att, +1 Str, +1 AP)');
    // Spine-Splitter: Impact and Stomp at Str 6 AP 3.
    d.rules = d.rules.map((r) => r.replace(/^(Impact|Stomp) \(([^,)]+)(?:,[^)]*)?\)$/, '$1 ($2, Str 6, AP 3)'));
  },
  'Cult Leader': (d) => {
    d.general = true;
    d.command = 18;
  },
  Wardens: (d) => {
    set(d, { dis: 8, off: 4, def: 4 });
    d.rules = d.rules.filter((r) => !r.startsWith('War Platform') && r !== 'Guarded');
  },
  // Fiery Heart (HBE Mage, §7.2): +2 Arm; its Paths and melee targeting are magic (magic-plan.ts).
  'Fiery Heart': (d) => {
    set(d, { arm: (d.stats.arm ?? 0) + 2 });
    d.rules.push('Fiery Heart');
  },
  // Hunt Leader (SA Carnosaur, §7.2): a War Platform of a Raptor Pack, which gains Fearless and Support.
  'Hunt Leader': (d) => d.rules.push('War Platform (Raptor Pack)', 'Hunt Leader'),
  'Battle Sphinx': (d) => d.rules.push('Breath (4, AP 1)'),
  'Dread Sphinx': (d) => {
    set(d, { str: d.stats.str + 2, ap: d.stats.ap + 2, agi: 0 });
    d.rules.push('Fly');
  },
  'Skeletal Steed': (d) => d.rules.push('Fly'),
  'Royal Huntsman': (d) => d.rules.push('Immune to Fear', 'Multiple Wounds against Towering (2)'),
  Hurlers: (d) => d.rules.push('Throwing Weapons (5+)'),
  'Grim Coachman': (d) => {
    set(d, { aeg: Math.min(d.stats.aeg ?? 7, 5) });
    d.rules.push('Grim Coachman');
  },
};

/** The profile changes of Vault items; the effects in play are the kernel's `item` columns. */
const ITEM_PROFILE: Record<string, (u: ResolvedUnit) => void> = {
  'supernatural-dexterity': (u) => {
    u.stats = { ...u.stats, off: (u.stats.off ?? 0) + 2, agi: u.stats.agi === 0 ? 0 : Math.min(10, u.stats.agi + 2) };
  },
  'destinys-call': (u) => {
    u.stats = { ...u.stats, arm: 3, aeg: Math.min(u.stats.aeg ?? 7, 4) };
  },
  'armour-of-shielding': (u) => {
    u.stats = { ...u.stats, aeg: Math.min(u.stats.aeg ?? 7, 5) };
  },
  'essence-of-mithril': (u) => {
    u.stats = { ...u.stats, arm: 5 };
  },
  'hardening-infusion': (u) => {
    u.stats = { ...u.stats, arm: Math.min(5, u.stats.arm + 1) };
  },
  'signet-of-command': (u) => {
    u.stats = { ...u.stats, dis: Math.max(u.stats.dis, Math.min(9, u.stats.dis + 1)) };
  },
  'dragon-staff': (u) => {
    if (!u.features.breath) u.features.breath = { str: 4, ap: 0 };
  },
};

/** Vault items (§9): check the limits, add the points, change the profile. */
function applyItems(units: ResolvedUnit[], basic: boolean): void {
  const used = new Map<string, ResolvedUnit>();
  for (const u of units) {
    const ids = (u.entry.items as string[] | undefined) ?? [];
    if (ids.length === 0) continue;
    const at = (k: number) => [...u.path, 'items', k];
    if (basic) throw ScenarioError.at(at(0), 'no items in a Basic game', ids[0], 'the Vault belongs to Advanced games (`rules: { game: advanced }`)');
    if (u.category !== 'character') throw ScenarioError.at(at(0), 'items on a character', `${u.name}, not a character`);
    if (u.features.magic.includes('Daemon Mage')) throw ScenarioError.at(at(0), 'no items for a Daemon Mage (§9)', ids[0]);
    let points = 0;
    const types = new Set<string>();
    ids.forEach((id, k) => {
      const item = itemById(id);
      if (!item) {
        const hint = suggest(id, VAULT.map((v) => v.id));
        throw ScenarioError.at(at(k), 'a Vault item', `"${id}"`, hint ? `did you mean "${hint}"?` : '`warsim list t9a-eow vault` lists them');
      }
      if (types.has(item.type)) throw ScenarioError.at(at(k), `at most one ${item.type} a character (§9)`, item.name);
      types.add(item.type);
      if (used.has(id)) throw ScenarioError.at(at(k), 'each item once an army (§9)', `${item.name}, also on ${used.get(id)!.name}`);
      used.set(id, u);
      if (item.type === 'armour' && u.features.towering) throw ScenarioError.at(at(k), 'no Armour for a Towering model (§9)', item.name);
      if (item.type === 'weapon' && u.features.setup.includes('Iron Fist')) throw ScenarioError.at(at(k), 'no Weapon for an Iron Fist model (§9)', item.name);
      const wizard = u.features.magic.some((r) => /^(Apprentice|Adept|Master|Conclave|Battle Runes|Daemon Mage|Dragon Mage|Enclave)/.test(r));
      const chariot = /chariot/i.test(u.mount) || /chariot/i.test(String(u.entry.option ?? ''));
      if ((id === 'destinys-call' || id === 'essence-of-mithril') && chariot) throw ScenarioError.at(at(k), 'not on a Chariot mount (§9)', item.name);
      if (id === 'battle-standard' && u.general) throw ScenarioError.at(at(k), 'a Battle Standard for a character who is not the General (§9)', item.name);
      if (id === 'crown-of-the-wizard-king' && wizard) throw ScenarioError.at(at(k), 'the Crown of the Wizard King on a character who is no wizard (§9)', item.name);
      if (id === 'talisman-of-the-void' && !u.features.magic.some((r) => /^Master/.test(r)) && !((u.entry.upgrades as string[] | undefined) ?? []).includes('Master') && u.entry.option !== 'Master') {
        throw ScenarioError.at(at(k), 'the Talisman of the Void on a Wizard Master (§9)', u.name);
      }
      points += item.points;
      ITEM_PROFILE[id]?.(u);
    });
    if (points > 100) throw ScenarioError.at([...u.path, 'items'], 'at most 100 pts of items a character (§9)', `${points} pts`);
    u.items = ids;
    u.points += points;
    u.breakdown += `, ${ids.map((id) => `${itemById(id)!.name} +${itemById(id)!.points}`).join(', ')}`;
  }
}

/** Rank-and-file places a joining character takes: one, or for a War Platform the models its base covers (§7.1). */
function placesTaken(u: ResolvedUnit, host: ResolvedUnit): number {
  if (!u.features.warPlatform) return 1;
  const across = u.base[0] / host.base[0];
  const deep = u.base[1] / host.base[1];
  // The base must fit within the unit's files and ranks (§7.1: it replaces models whose footprint equals its base).
  if (!Number.isInteger(across) || !Number.isInteger(deep) || across > host.files || deep > Math.ceil(host.models / host.files)) return 0;
  return across * deep;
}

/**
 * §8.2 limits the engine can check from a scenario: duplicates, option limits and the points
 * agreed. `label` names one army of a Coalition (§8.5), whose share of the side's points it is.
 */
function checkRoster(army: T9aArmyId, units: ResolvedUnit[], si: number, agreed: number | undefined, label = ''): void {
  const list = armyListById(army)!;
  const of = label ? ` (army ${label}, an even share of the Coalition's points, §8.5)` : '';
  for (const row of list.entries) {
    const taken = units.filter((u) => u.entry.unit === row.id);
    if (taken.length > row.max) {
      throw ScenarioError.at([...taken[row.max].path, 'unit'], `at most ${row.max} ${row.name} (Dup 0-${row.max})`, `${taken.length}`);
    }
    for (const o of row.options) {
      if (o.limit === undefined) continue;
      const using = taken.filter((u) => u.entry.option === o.label || ((u.entry.upgrades as string[]) ?? []).includes(o.label));
      if (using.length > o.limit) {
        throw ScenarioError.at([...using[o.limit].path], `at most ${o.limit} ${row.name} with ${o.label}`, `${using.length}`);
      }
    }
  }
  if (agreed !== undefined) {
    // A whole army of `agreed` points (§8.2): within it, Core ≥ 25%, Characters + Support ≤ 50%, one General.
    const total = units.reduce((t, u) => t + u.points, 0);
    if (total > agreed) throw ScenarioError.at(['sides', si, 'points'], `units costing at most ${agreed} pts${of}`, `${total} pts`);
    const share = (cats: string[]) => units.filter((u) => cats.includes(u.category)).reduce((t, u) => t + u.points, 0);
    const core = share(['core']);
    if (4 * core < agreed) throw ScenarioError.at(['sides', si, 'units'], `Core units worth at least 25% of ${agreed} pts (${Math.ceil(agreed / 4)})${of}`, `${core} pts of Core`);
    const heroes = share(['character', 'support']);
    if (2 * heroes > agreed) throw ScenarioError.at(['sides', si, 'units'], `Characters and Support worth at most 50% of ${agreed} pts (${agreed / 2})${of}`, `${heroes} pts`);
    const generals = units.filter((u) => u.general).length;
    if (generals !== 1) throw ScenarioError.at(['sides', si, 'units'], `exactly one General in an army (\`general: true\`)${of}`, `${generals}`);
  }
}

/** Refuse a unit whose rules the engine does not play yet (README "Not covered yet"). */
function checkPlayable(u: ResolvedUnit): void {
  const f = u.features;
  if (f.notYet.length > 0) {
    throw ScenarioError.at([...u.path, 'unit'], 'a unit whose rules warsim plays', `${u.name} with ${f.notYet.join(', ')}`, 'not played yet: see src/systems/t9a-eow/README.md "Not covered yet"');
  }
  if (u.stats.mar === '4D3' && !f.steamPowered) {
    throw ScenarioError.at([...u.path, 'unit'], 'a rolled March only with Steam Powered', u.name);
  }
  const ranks = Math.ceil(u.models / u.files);
  if (u.files > u.models) throw ScenarioError.at([...u.path, 'files'], `files ≤ models (${u.models})`, `${u.files}`);
  if (u.single && u.models !== 1) throw ScenarioError.at([...u.path, 'models'], 'a single model', `${u.models}`);
  if (ranks > 40) throw ScenarioError.at([...u.path, 'models'], 'at most 40 ranks', `${ranks}`);
}


function fill(plan: T9aPlan, i: number, u: ResolvedUnit, idIndex: Map<string, number>, units: ResolvedUnit[], flags: T9aFlags): void {
  const s = u.stats;
  const f = u.features;
  plan.side[i] = u.side;
  plan.points[i] = u.points;
  plan.adv[i] = s.adv;
  if (typeof s.mar === 'string') {
    plan.mar[i] = 0;
    plan.marDice[i] = diceCode(s.mar);
  } else plan.mar[i] = s.mar;
  plan.dis[i] = s.dis;
  plan.hp[i] = s.hp;
  plan.def[i] = s.def;
  plan.res[i] = s.res;
  plan.arm[i] = Math.min(5, s.arm);
  plan.aeg[i] = s.aeg ?? 7;
  plan.att[i] = s.att ?? 0;
  plan.off[i] = s.off ?? 1; // D6: no normal attacks; defends at Def as printed
  plan.str[i] = s.str;
  plan.ap[i] = s.ap;
  plan.agi[i] = s.agi;
  plan.models[i] = u.models;
  plan.files[i] = u.files;
  plan.single[i] = u.single ? 1 : 0;
  plan.character[i] = u.category === 'character' ? 1 : 0;
  plan.isGeneral[i] = u.general ? 1 : 0;
  plan.support[i] = u.category === 'support' ? 1 : 0;
  plan.baseW[i] = u.base[0] / MM_PER_INCH;
  plan.baseD[i] = u.base[1] / MM_PER_INCH;
  for (const r of BOOLEAN_RULES) plan.rule[r as BooleanRule][i] = f[r as keyof T9aFeatures] ? 1 : 0;
  plan.fier[i] = f.fier;
  plan.orders[i] = f.orders;
  plan.ambush[i] = u.ambush ? 1 : 0;
  plan.vanguard[i] = u.vanguard;
  if (u.vanguard === VANGUARD_MOVE) plan.vanguardMoves = true;
  plan.multipleWounds[i] = f.multipleWounds;
  plan.devStr[i] = f.devastatingStr;
  plan.devAp[i] = f.devastatingAp;
  plan.devAtt[i] = f.devastatingAtt;
  // Academy Trained (§12 D10): the flag picks what "+1 Adv" means.
  const academy = f.devastatingAdv;
  if (flags.academyTrained === 'charge-range') plan.chargeBonusRange[i] = academy;
  else if (flags.academyTrained === 'agility') plan.devAgi[i] = academy;
  else if (flags.academyTrained === 'attacks') plan.devAtt[i] += academy;
  const special = (a: typeof f.impact, d: Int32Array, st: Int32Array, ap: Int32Array) => {
    if (!a) {
      ap[i] = -1;
      return;
    }
    d[i] = a.dice;
    st[i] = a.str ?? 0;
    ap[i] = a.ap ?? -1;
  };
  special(f.impact, plan.impactDice, plan.impactStr, plan.impactAp);
  special(f.stomp, plan.stompDice, plan.stompStr, plan.stompAp);
  special(f.grind, plan.grindDice, plan.grindStr, plan.grindAp);
  if (f.breath) {
    plan.breathStr[i] = f.breath.str;
    plan.breathAp[i] = f.breath.ap;
  }
  const w = f.weapon;
  if (w) {
    const wp = w.weapon;
    plan.shots[i] = diceCode(wp.shots);
    plan.range[i] = wp.range;
    plan.shootStr[i] = wp.str ?? s.str;
    plan.shootUserStr[i] = wp.str === null ? 1 : 0;
    plan.shootAp[i] = wp.ap ?? s.ap;
    plan.aim[i] = w.aim;
    plan.shootRanks[i] = wp.ranks;
    plan.closeRange[i] = wp.closeRange ?? 0;
    plan.closeStr[i] = wp.closeStr ?? plan.shootStr[i];
    plan.closeAp[i] = wp.closeAp ?? plan.shootAp[i];
    plan.noLongRange[i] = wp.noLongRange ? 1 : 0;
    plan.noMoveShoot[i] = wp.noMoveAndShoot ? 1 : 0;
    plan.noCoverPenalty[i] = wp.noCover ? 1 : 0;
    plan.noAimMods[i] = wp.noAimModifiers ? 1 : 0;
    plan.marchShoot[i] = wp.marchAndShoot ? 1 : 0;
    plan.shotPoison[i] = wp.poison || f.poison ? 1 : 0;
    plan.shotMW[i] = wp.multipleWounds ? diceCode(wp.multipleWounds) : 0;
    plan.area[i] = wp.area ?? 0;
  }
  plan.commandRange[i] = u.general ? (u.command || flags.commandRange) : 0;
  // Vault items in play (§9).
  const has = (id: string) => u.items.includes(id);
  if (has('touch-of-greatness')) {
    plan.itemStr[i] += 1;
    plan.itemAp[i] += 1;
  }
  if (has('shield-breaker')) plan.itemAp[i] += 6;
  if (has('destinys-call')) plan.armCap[i] = 3;
  if (has('crown-of-autocracy')) plan.commandRange[i] = plan.commandRange[i] > 0 ? Math.min(18, plan.commandRange[i] + 3) : 3;
  const itemColumn: Record<string, (typeof ITEM_RULES)[number]> = {
    'eldrich-inscriptions': 'eldrichInscriptions',
    'cleansing-light': 'cleansingLight',
    'shield-breaker': 'shieldBreaker',
    'banner-of-speed': 'bannerOfSpeed',
    'battle-standard': 'battleStandard',
    'banner-of-discipline': 'bannerOfDiscipline',
    'binding-scroll': 'bindingScroll',
    'talisman-of-the-void': 'talismanOfTheVoid',
    'crystal-ball': 'crystalBall',
    'obsidian-rock': 'obsidianRock',
  };
  for (const id of u.items) if (itemColumn[id]) plan.item[itemColumn[id]][i] = 1;
  if (f.communalBond) plan.commandRange[i] = Math.max(plan.commandRange[i], 8);
  const cover = (u.entry.cover as string | undefined) ?? 'open';
  plan.cover[i] = cover !== 'open' ? 1 : 0;
  plan.hindering[i] = cover === 'hindering' ? 1 : 0;

  const t = u.entry.tactics as Record<string, unknown>;
  checkEnemyTargets(t, u.path, idIndex, (j) => units[j].side, u.side);
  // Shooters stay and shoot, and a lone wizard keeps out of melee, unless told to charge
  // (README "Tactics").
  // A lone wizard keeps out of melee (a Crown of the Wizard King's bearer is a fighter still).
  const loneWizard = u.single && castsSpells(f);
  plan.chargeTarget[i] = tacticTarget(t.charge, idIndex, w || loneWizard ? TARGET_NEVER : TARGET_NEAREST);
  plan.shootTarget[i] = tacticTarget(t.shoot, idIndex, TARGET_NEAREST);
  plan.flee[i] = t.react === 'flee' ? 1 : 0;
  plan.noCast[i] = t.cast === 'never' ? 1 : 0;
  plan.castDice[i] = t.castDice === 'min' ? CAST_DICE_MIN : t.castDice === 'max' ? CAST_DICE_MAX : CAST_DICE_AUTO;
  plan.noDispel[i] = t.dispel === 'never' ? 1 : 0;
  plan.pursue[i] = t.pursue === 'never' ? 0 : 1;
  if (t.swap !== undefined && (u.entry.joins === undefined || f.warPlatform)) {
    throw ScenarioError.at([...u.path, 'tactics', 'swap'], 'no `swap:` (only a character that joins a unit swaps places; War Platforms never do, §8.1)', String(t.swap));
  }
  plan.swapAvoid[i] = t.swap === 'avoid' ? 1 : 0;
  plan.redirect[i] = t.redirect === 'never' ? 0 : 1;
  plan.pivot[i] = t.pivot === 'never' ? 0 : 1;
  const moves: Record<string, number> = { march: MOVE_MARCH, advance: MOVE_ADVANCE, 'to-range': MOVE_TO_RANGE, hold: MOVE_HOLD, support: MOVE_SUPPORT, centre: MOVE_CENTRE };
  // In a Basic game scored by the centre (§8.4), the units that can score make for it.
  const forCentre = plan.flags.game === 'basic' && plan.victoryPoints && !u.single;
  // Defaults: shooters close to range; a lone wizard keeps to its friends; the rest march.
  plan.move[i] = t.move !== undefined ? moves[t.move as string] : w ? MOVE_TO_RANGE : loneWizard ? MOVE_SUPPORT : forCentre ? MOVE_CENTRE : MOVE_MARCH;
  plan.breathUse[i] = t.breath === 'melee' ? BREATH_MELEE : BREATH_SHOOT;
  // Orisons (§7.2): the side's policy, or the Orison this unit takes each turn.
  const orisons: Record<string, number> = { auto: ORISON_AUTO, aegis: ORISON_AEGIS, reflexes: ORISON_REFLEXES, discipline: ORISON_DISCIPLINE, never: ORISON_NEVER };
  if (t.orisons !== undefined) {
    const at = [...u.path, 'tactics', 'orisons'];
    if (!plan.orisons[u.side]) throw ScenarioError.at(at, 'no `orisons:` (Orisons are the Kingdom of Equitaine army\'s rule in Advanced games, §7.2)', String(t.orisons));
    if (plan.orisonFaction[u.side] !== ARMY_IDS.indexOf(u.faction)) throw ScenarioError.at(at, 'no `orisons:` on an Ally of the Kingdom of Equitaine (§8.5: only its own and Brethren units take its Orisons)', String(t.orisons));
    if (u.entry.joins !== undefined) throw ScenarioError.at(at, 'no `orisons:` on a character that joins a unit', String(t.orisons), 'set it on the unit it joins: the Orison goes to the whole unit');
  }
  plan.orisonChoice[i] = orisons[(t.orisons as string | undefined) ?? 'auto'];
  if (u.ambush && cover !== 'open') {
    throw ScenarioError.at([...u.path, 'cover'], 'no `cover:` for a unit in Ambush (the setting lasts until the unit moves, and it arrives having moved, §7.1)', cover);
  }
  const dances: Record<string, number> = { attack: DANCE_ATTACK, ap: DANCE_AP, aegis: DANCE_AEGIS, ranks: DANCE_RANKS };
  plan.dance[i] = dances[(t.dance as string | undefined) ?? 'attack'];
  const marked = u.entry.marked as string | undefined;
  plan.markedTarget[i] = -1;
  if (marked !== undefined) {
    if (!f.grudge && !f.quest) throw ScenarioError.at([...u.path, 'marked'], 'a unit with Grudge or The Quest', u.name);
    const j = idIndex.get(marked);
    if (j === undefined || units[j].side === u.side) throw ScenarioError.at([...u.path, 'marked'], 'an enemy unit id', `"${marked}"`);
    plan.markedTarget[i] = j;
  }
  const pos = u.entry.position as { x: number; y: number; facing: number } | undefined;
  if (pos === undefined) {
    if (u.entry.joins === undefined) throw ScenarioError.at([...u.path], 'a `position:` (or, for a character, `joins:`)', 'neither');
    return;
  }
  plan.x[i] = pos.x;
  plan.y[i] = pos.y;
  plan.facing[i] = (pos.facing * Math.PI) / 180;
}

function emptyPlan(run: ResolvedScenario, n: number, flags: T9aFlags): T9aPlan {
  const s = run.scenario;
  const i32 = () => new Int32Array(n);
  const u8 = () => new Uint8Array(n);
  const f64 = () => new Float64Array(n);
  return {
    costs: [],
    sideIds: [s.sides[0].id, s.sides[1].id],
    unitIds: [],
    unitNames: [],
    n,
    side: i32(),
    points: i32(),
    adv: i32(), mar: i32(), marDice: i32(), dis: i32(), hp: i32(), def: i32(), res: i32(), arm: i32(), aeg: i32(),
    att: i32(), off: i32(), str: i32(), ap: i32(), agi: i32(),
    models: i32(), files: i32(), single: u8(), character: u8(), isGeneral: u8(), host: new Int32Array(n).fill(-1), slots: i32(), frontPlaces: i32(), platform: u8(), huntLeader: u8(), ownTarget: u8(), baseW: f64(), baseD: f64(),
    rule: ruleColumns(BOOLEAN_RULES, n),
    army: i32(), faction: i32(), armies: 2, armyLabels: [], armySide: Int32Array.of(0, 1), armyFaction: new Int32Array(2),
    fier: i32(), orders: i32(), orisons: new Uint8Array(2), orisonFaction: new Int32Array(2), orisonChoice: i32(), ambush: u8(), vanguard: u8(), vanguardMoves: false, multipleWounds: i32(), devStr: i32(), devAp: i32(), devAtt: i32(), devAgi: i32(), chargeBonusRange: i32(),
    impactDice: i32(), impactStr: i32(), impactAp: i32(), stompDice: i32(), stompStr: i32(), stompAp: i32(),
    grindDice: i32(), grindStr: i32(), grindAp: i32(), breathStr: i32(), breathAp: i32(),
    shots: i32(), range: f64(), shootStr: i32(), shootUserStr: u8(), shootAp: i32(), aim: i32(), shootRanks: i32(), closeRange: f64(),
    closeStr: i32(), closeAp: i32(), noLongRange: u8(), noMoveShoot: u8(), noCoverPenalty: u8(), noAimMods: u8(),
    marchShoot: u8(), shotPoison: u8(), shotMW: i32(), area: i32(),
    itemStr: i32(), itemAp: i32(), armCap: new Int32Array(n).fill(5), item: ruleColumns(ITEM_RULES, n),
    commandRange: f64(), cover: u8(), hindering: u8(),
    // Area pieces only: the system declares no linear kinds, so the schema refuses segments.
    terrainKind: Int32Array.from(s.battlefield.terrain.map((t) => TERRAIN_KIND_NAMES.indexOf(t.kind as (typeof TERRAIN_KIND_NAMES)[number]))),
    terrainBox: Float64Array.from(s.battlefield.terrain.flatMap((t) => ('from' in t ? [] : [t.x, t.y, t.x + t.width, t.y + t.depth]))),
    terrainNames: s.battlefield.terrain.map((t, k) => t.name || `${t.kind} piece ${k + 1}`),
    noCast: u8(), castDice: i32(), noDispel: u8(), chargeTarget: i32(), flee: u8(), shootTarget: i32(), aimPlatform: new Int32Array(n).fill(-1), swapAvoid: u8(), pivot: u8(), redirect: u8(), pursue: u8(), move: i32(), breathUse: i32(), markedTarget: i32(), dance: i32(),
    x: f64(), y: f64(), facing: f64(),
    width: s.battlefield.width,
    depth: s.battlefield.depth,
    turns: s.end.turns,
    firstBreak: s.end.firstBreak,
    firstSide: s.first === 'roll-off' ? -1 : s.sides.findIndex((side) => side.id === s.first),
    victoryPoints: s.victory === 'vp',
    gameSize: 1,
    mission: 0,
    nearHalf: new Int32Array(2),
    support: u8(),
    magic: undefined as unknown as T9aPlan['magic'],
    flags,
  };
}

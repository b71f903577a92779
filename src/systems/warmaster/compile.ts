/**
 * Scenario → Warmaster plan: look troops up in the sides' built-in army lists, check the
 * rosters (§11.0), lay out units and characters, resolve tactics and special rules into the
 * kernel's columns and the rule flags with the shared resolveFlags (src/systems/flags.ts), and
 * refuse what the engine does not play yet with the field's path.
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import { suggest } from '../../scenario/suggest.ts';
import type { ResolvedScenario, UnitEntry } from '../../scenario/types.ts';
import { resolveFlags } from '../flags.ts';
import { ruleColumns } from '../unit-rules.ts';
import { ARMIES, armyById } from './data/armies/index.ts';
import type { WmArmy, WmRuleTag, WmUnitData } from './data/types.ts';
import { WARMASTER_FLAGS } from './flags.ts';
import {
  IT_NONE, ITEM_CODES, WIN_FALL_BACK, WIN_GO, WIN_STAND, SPECIAL_BEARS, SPECIAL_BONE_GIANT, SPECIAL_ELEPHANTS, SPECIAL_GIANT, SPECIAL_NONE, SPECIAL_RATS, SPECIAL_SLAYERS,
  ART_BONE, ART_CANNON, ART_FLAME, ART_HELBLASTER, ART_LOBBER, ART_NONE, ART_TREBUCHET, ART_WLC, M_BELL, M_DOOM_WHEEL, M_NONE, M_STEAM_TANK, M_WAR_WAGON,
  ARTILLERY, CAVALRY, CHARIOT, DEFENDED, DENSE_KINDS, FORTIFIED, GENERAL, HERO, INFANTRY, INIT_CHARGE, INIT_EVADE, INIT_NONE,
  MACHINE, MAX_STANDS, MONSTER, OPEN, ORDERS_ADVANCE, ORDERS_CHARGE, ORDERS_HOLD, TARGET_NEAREST, UNIT_RULES, WIZARD, type UnitRule, type WarmasterPlan,
  T_DENSE, T_IMPASSABLE, T_MARSH, T_OBSTACLE, T_RIVER, T_STEEP_HILL, T_WOOD, T_WOOD_CANOPY, TERRAIN_AREA_CODES, TERRAIN_LINEAR_CODES,
} from './plan.ts';
import { terrainColumns, whollyBlockedBy } from './terrain.ts';
import { ITEMS } from './data/items.ts';
import { casting, spellColumns } from './magic-plan.ts';
import { SPELLS } from './data/spells.ts';
import { checkRoster, type RosterEntry } from './roster.ts';

/** The special rule (plan.rule) each data tag gives. */
const TAG_RULES: Partial<Record<WmRuleTag, UnitRule>> = {
  terror: 'terror',
  'immune-terror': 'immuneTerror',
  'all-round': 'allRound',
  'armour-piercing': 'armourPiercing',
  'ignores-armour': 'ignoresArmour',
  'plus-one-to-hit': 'plusOneToHit',
  repeater: 'repeater',
  'must-initiative-charge': 'mustInitCharge',
  'never-evade': 'neverEvade',
  'no-initiative-charge': 'noInitCharge',
  'no-drive-back': 'noDriveBack',
  'must-pursue': 'mustPursue',
  regenerate: 'regenerate',
  'hydra-regenerate': 'hydraRegenerate',
  'extra-charge-bonus': 'extraCharge',
  'no-charge-bonus': 'noChargeBonus',
  'command-penalty': 'commandPenalty',
  undead: 'undead',
  'pursue-anything': 'pursueAnything',
  'always-hits-4': 'alwaysHits4',
  'destroyed-on-retreat': 'destroyedOnRetreat',
  human: 'human',
  reptilian: 'reptilian',
  'must-charge-humans': 'mustChargeHumans',
};

const TYPE_CODE: Record<string, number> = {
  infantry: INFANTRY,
  cavalry: CAVALRY,
  chariot: CHARIOT,
  monster: MONSTER,
  artillery: ARTILLERY,
  machine: MACHINE,
};

/** Full pace by troop type, cm (§1.3). */
const PACE = [20, 30, 30, 20, 10, 20];

/** Artillery pieces by troop id (§4.6); other artillery (bolt throwers) shoots plainly. */
const ARTILLERY_RULES: Record<string, number> = {
  cannon: ART_CANNON,
  'bone-thrower': ART_BONE,
  'rock-lobber': ART_LOBBER,
  'skull-chukka': ART_LOBBER,
  helblaster: ART_HELBLASTER,
  'flame-cannon': ART_FLAME,
  'warp-lightning-cannon': ART_WLC,
  trebuchet: ART_TREBUCHET,
};

/**
 * Terrain each kind of mover may not enter (§1.3): infantry only impassable ground; cavalry and
 * monsters also woods, dense terrain, steep hills and marshes (they cross hills, fordable rivers
 * and low obstacles); chariots, artillery and machines everything but hills. Flyers pass over
 * everything in the Command phase but may not stop in a wood or where infantry cannot go, and
 * their moves along the ground in combat are stopped by the same (§3.4).
 */
const BLOCK_INFANTRY = 1 << T_IMPASSABLE;
const BLOCK_CAVALRY = BLOCK_INFANTRY | (1 << T_WOOD) | (1 << T_DENSE) | (1 << T_STEEP_HILL) | (1 << T_MARSH);
const BLOCK_CHARIOT = BLOCK_CAVALRY | (1 << T_RIVER) | (1 << T_OBSTACLE);
const BLOCK_FLYER = (1 << T_IMPASSABLE) | (1 << T_WOOD) | (1 << T_WOOD_CANOPY);
const BLOCK_BY_TYPE = [BLOCK_INFANTRY, BLOCK_CAVALRY, BLOCK_CHARIOT, BLOCK_CAVALRY, BLOCK_CHARIOT, BLOCK_CHARIOT];

const CHARACTER_TYPES = new Set(['general', 'hero', 'wizard']);
const MOUNT_TYPES = new Set(['monstrous-mount', 'chariot-mount', 'special-mount']);

/** The mounts and upgrades a character of the list may take: its mount rows and its extras. */
function addOnsOf(army: WmArmy): WmUnitData[] {
  return [...army.units.filter((t) => MOUNT_TYPES.has(t.type)), ...(army.extras ?? [])];
}

/** Half points rounded up to the nearest 5 (§10, E27). */
export function halfVictoryPoints(points: number): number {
  return Math.ceil(points / 10) * 5;
}

/** Stand width (along the front) and depth in cm (§1.1). */
/** Flyers on infantry-style bases, facing the long edge (§1.1). */
const LONG_EDGE_FLYERS = new Set(['harpies', 'fell-bats', 'daemon-flyers']);

/** A stand's width along its front and its depth, in cm (§1.1). */
export function standSize(troop: WmUnitData): [number, number] {
  if (troop.id === 'stegadon') return [4, 6];
  if (LONG_EDGE_FLYERS.has(troop.id)) return [4, 2];
  return troop.type === 'infantry' ? [4, 2] : [2, 4];
}

function facingIndex(deg: number, path: Path): number {
  const f = ((deg % 360) + 360) % 360;
  if (f % 90 !== 0) throw ScenarioError.at(path, 'one of 0, 90, 180, 270', String(deg), 'units face one of the four table directions');
  return f / 90;
}

interface Placed {
  entry: UnitEntry;
  path: Path;
  side: number;
  troop: WmUnitData;
  army: WmArmy;
  /** The attached Skirmisher or Salamander stand (§11.1, §11.8), or null. */
  attach: WmUnitData | null;
  /** A slot reserved for a unit of raised dead (§8.2 Raise Dead), not deployed. */
  raised?: boolean;
  /** The illusion a Mirage places (§8.2 Araby), not deployed. */
  illusion?: boolean;
}

/** Troop types an illusion may be (§8.2 Mirage). */
const ILLUSION_TYPES = new Set(['infantry', 'cavalry', 'monster']);

/**
 * A unit marked `illusion: true` (§8.2 Mirage, §13 A15): of an army whose Wizards know Mirage,
 * infantry, cavalry or a monster, a whole unit without items, attachment, brigade or cover; it
 * is not deployed (no `position:` needed).
 */
function checkIllusion(entry: UnitEntry, path: Path, troop: WmUnitData, army: WmArmy): void {
  if (!army.spells.some((id) => SPELLS[id]?.effect.kind === 'mirage')) {
    throw ScenarioError.at([...path, 'illusion'], 'no `illusion:` (only an army whose Wizards know Mirage has illusions, §8.2)', 'true', `the ${army.name} list has no Mirage`);
  }
  if (!ILLUSION_TYPES.has(troop.type)) {
    throw ScenarioError.at([...path, 'unit'], 'infantry, cavalry or a monster for an illusion (§8.2 Mirage)', `"${troop.id}" (${troop.type})`);
  }
  for (const key of ['stands', 'attach', 'items', 'brigade', 'cover', 'formation']) {
    const v = entry[key];
    if (v === undefined || (Array.isArray(v) && v.length === 0) || (key === 'attach' && v === 'none') || (key === 'cover' && v === 'open')) continue;
    throw ScenarioError.at([...path, key], `no \`${key}:\` on an illusion (it is a whole unit that cannot fight, §8.2 Mirage)`, JSON.stringify(v));
  }
}

/**
 * Units of raised dead a side keeps slots for, at most, per Wizard who casts Raise Dead (§8.2):
 * the kernel allocates nothing in a battle, so the slots are reserved here and reused when a
 * raised unit is destroyed, routed or gone for good (README "Magic").
 */
export const RAISED_SLOTS_PER_CASTER = 4;

/**
 * Slots for the raised dead of each side (§8.2 Raise Dead, §13 A17): a 3-stand unit of the
 * list's Skeletons each, at most one a turn per Wizard who casts the spell (one more with the
 * Rod of Repetition), RAISED_SLOTS_PER_CASTER a Wizard at a time. Not deployed, worth no points
 * and left out of the withdrawal count.
 */
function raisedSlots(sides: { army: WmArmy; chars: { tactics: Record<string, unknown>; troop: WmUnitData; addOns: WmUnitData[]; items: string[] }[] }[], turns: number, sideIds: string[]): Placed[] {
  const out: Placed[] = [];
  sides.forEach(({ army, chars }, si) => {
    const spell = army.spells.map((id) => SPELLS[id]).find((sp) => sp?.effect.kind === 'raise-dead');
    if (spell === undefined || spell.effect.kind !== 'raise-dead') return;
    const casters = chars.filter((c) => casting(army, c.troop, c.addOns).casts && c.tactics.cast !== 'never');
    if (casters.length === 0) return;
    const rods = casters.filter((c) => c.items.includes('rod-of-repetition')).length;
    const slots = Math.min(casters.length * turns + rods, RAISED_SLOTS_PER_CASTER * casters.length);
    const troop = army.units.find((t) => t.id === (spell.effect as { unit: string }).unit);
    if (!troop) throw new Error(`Raise Dead: no ${(spell.effect as { unit: string }).unit} in the ${army.name} list`);
    for (let k = 0; k < slots; k++) {
      const id = `raised-${sideIds[si]}-${k + 1}`;
      const entry: UnitEntry = { id, name: `Raised ${troop.name} (${id})`, unit: troop.id, stands: spell.effect.stands, position: { x: 0, y: 0, facing: si === 0 ? 0 : 180 }, tactics: {} };
      out.push({ entry, path: ['sides', si], side: si, troop, army, attach: null, raised: true });
    }
  });
  return out;
}

/** Skink characters, who may use the Slann's Divine Guidance (§11.8). */
const SKINK_CHARACTERS = new Set(['skink-hero', 'skink-shaman']);

export function compileWarmaster(run: ResolvedScenario): WarmasterPlan {
  const sc = run.scenario;
  const flags = resolveFlags(WARMASTER_FLAGS, sc.rules);
  const troops: Placed[] = [];
  // Units kept off the table as the illusions of Mirage (§8.2 Araby).
  const illusions: Placed[] = [];
  // A character's mount and upgrades (`mount:`, `upgrades:`): addOns holds them all (§11.0).
  const chars: (Placed & { mount: WmUnitData | null; addOns: WmUnitData[] })[] = [];
  const sideIds: [string, string] = [sc.sides[0].id, sc.sides[1].id];
  const armies: WmArmy[] = [];
  sc.sides.forEach((side, si) => {
    if (!side.army) {
      throw ScenarioError.at(['sides', si], 'an `army:` from the built-in lists', 'no army', `one of: ${Object.keys(ARMIES).join(', ')}`);
    }
    const army = armyById(side.army);
    if (!army) {
      const hint = suggest(side.army, Object.keys(ARMIES));
      throw ScenarioError.at(['sides', si, 'army'], 'a Warmaster army list', `"${side.army}"`, hint ? `did you mean "${hint}"? (\`warsim list warmaster\`)` : `one of: ${Object.keys(ARMIES).join(', ')}`);
    }
    armies.push(army);
    const roster: RosterEntry[] = [];
    side.units.forEach((entry, ui) => {
      const path: Path = ['sides', si, 'units', ui];
      const id = entry.unit as string;
      const troop = army.units.find((t) => t.id === id);
      if (!troop) {
        const hint = suggest(id, army.units.map((t) => t.id));
        throw ScenarioError.at([...path, 'unit'], `a troop of the ${army.name} list`, `"${id}"`, hint ? `did you mean "${hint}"? (\`warsim list warmaster ${army.id}\`)` : `\`warsim list warmaster ${army.id}\` lists them`);
      }
      const items = (entry.items as string[] | undefined) ?? [];
      const attachId = entry.attach === undefined || entry.attach === 'none' ? undefined : (entry.attach as string);
      const upgradeIds = (entry.upgrades as string[] | undefined) ?? [];
      // A Mirage's illusion is in the roster when bought (flag mirage, §13 A15).
      if (entry.illusion !== true || flags.mirage === 'bought') roster.push({
        unit: troop.id,
        ...(entry.mount ? { mount: entry.mount as string } : {}),
        ...(upgradeIds.length > 0 ? { upgrades: upgradeIds } : {}),
        ...(attachId !== undefined ? { attach: attachId } : {}),
        items,
        path: path.join('.'),
      });
      if (troop.tags.includes('attachment')) {
        throw ScenarioError.at([...path, 'unit'], 'a unit or a character', `"${id}" (an extra stand, not a unit)`, `give \`attach: ${id}\` to a unit of ${(troop.hosts ?? []).join(', ')} (§11.0)`);
      }
      if (attachId !== undefined && (CHARACTER_TYPES.has(troop.type) || MOUNT_TYPES.has(troop.type))) {
        throw ScenarioError.at([...path, 'attach'], 'no attachment on a character', `"${attachId}"`, 'Skirmishers and Salamanders are added to units (§11.1, §11.8)');
      }
      if (MOUNT_TYPES.has(troop.type)) {
        throw ScenarioError.at([...path, 'unit'], 'a unit or a character', `"${id}" (a ${troop.type})`, 'give a mount to a character with `mount:`');
      }
      if (CHARACTER_TYPES.has(troop.type)) {
        let mount: WmUnitData | null = null;
        if (entry.mount !== undefined) {
          mount = addOnsOf(army).find((t) => t.id === entry.mount) ?? null;
          if (!mount) {
            const hint = suggest(entry.mount as string, addOnsOf(army).map((t) => t.id));
            throw ScenarioError.at([...path, 'mount'], `a mount of the ${army.name} list`, `"${entry.mount}"`, hint ? `did you mean "${hint}"?` : undefined);
          }
        }
        const addOns: WmUnitData[] = mount ? [mount] : [];
        upgradeIds.forEach((u, i) => {
          const up = addOnsOf(army).find((t) => t.id === u);
          if (!up) {
            const hint = suggest(u, addOnsOf(army).map((t) => t.id));
            throw ScenarioError.at([...path, 'upgrades', i], `an upgrade of the ${army.name} list`, `"${u}"`, hint ? `did you mean "${hint}"?` : undefined);
          }
          addOns.push(up);
        });
        if (entry.brigade !== undefined) {
          throw ScenarioError.at([...path, 'brigade'], 'no brigade for a character', `"${entry.brigade}"`, 'characters join units with `joins:`; brigades are of units (§2.6)');
        }
        chars.push({ entry, path, side: si, troop, army, mount, addOns, attach: null });
        return;
      }
      if (entry.mount !== undefined) throw ScenarioError.at([...path, 'mount'], 'no mount on a unit', `"${entry.mount}"`, 'only characters ride mounts');
      if (upgradeIds.length > 0) throw ScenarioError.at([...path, 'upgrades'], 'no upgrades on a unit', `"${upgradeIds[0]}"`, 'only characters take upgrades');
      if (entry.joins !== undefined) throw ScenarioError.at([...path, 'joins'], 'no `joins` on a unit', `"${entry.joins}"`, 'only characters join units');
      let attach: WmUnitData | null = null;
      if (attachId !== undefined) {
        attach = army.units.find((t) => t.id === attachId && t.tags.includes('attachment')) ?? null;
        if (!attach) {
          const hint = suggest(attachId, army.units.filter((t) => t.tags.includes('attachment')).map((t) => t.id));
          throw ScenarioError.at([...path, 'attach'], `an attachment of the ${army.name} list, or none`, `"${attachId}"`, hint ? `did you mean "${hint}"?` : undefined);
        }
      }
      if (entry.illusion === true) {
        checkIllusion(entry, path, troop, army);
        illusions.push({ entry, path, side: si, troop, army, attach: null, illusion: true });
        return;
      }
      troops.push({ entry, path, side: si, troop, army, attach });
    });
    const problems = checkRoster(army, roster, {
      ...(side.points !== undefined ? { points: side.points, requireGeneral: true } : { requireGeneral: false }),
      path: `sides.${si}`,
    });
    if (problems.length > 0) {
      const pr = problems[0];
      throw ScenarioError.at(pr.path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), 'an army the list allows', 'this roster', pr.message);
    }
  });
  if (troops.length === 0) throw ScenarioError.at(['sides'], 'at least one unit', 'characters only');
  for (const s of [0, 1]) {
    if (!troops.some((t) => t.side === s)) throw ScenarioError.at(['sides', s, 'units'], 'at least one unit that fights', 'characters only');
  }

  const nDeployed = troops.length;
  const index = new Map(troops.map((t, i) => [t.entry.id, i]));
  troops.push(
    ...raisedSlots(
      [0, 1].map((si) => ({
        army: armies[si],
        chars: chars.filter((c) => c.side === si).map((c) => ({ tactics: (c.entry.tactics ?? {}) as Record<string, unknown>, troop: c.troop, addOns: c.addOns, items: (c.entry.items as string[] | undefined) ?? [] })),
      })),
      sc.end.turns,
      sideIds,
    ),
  );
  troops.push(...illusions);
  const n = troops.length;
  const nc = chars.length;
  const plan: WarmasterPlan = {
    costs: [],
    sideIds,
    tableWidth: sc.battlefield.width,
    tableDepth: sc.battlefield.depth,
    turns: sc.end.turns,
    firstSide: sc.first === 'roll-off' ? -1 : sideIds.indexOf(sc.first),
    firstBreak: sc.end.firstBreak,
    victoryPoints: sc.victory === 'vp',
    n,
    nDeployed,
    raised: Uint8Array.from(troops.map((t) => (t.raised ? 1 : 0))),
    illusion: Uint8Array.from(troops.map((t) => (t.illusion ? 1 : 0))),
    infiltrate: new Uint8Array(n),
    infiltrateTurn: new Int32Array(n),
    unitIds: troops.map((t) => t.entry.id),
    unitNames: troops.map((t) => (t.entry.name as string | undefined) ?? `${t.troop.name} (${t.entry.id})`),
    troopIds: troops.map((t) => t.troop.id),
    side: new Int32Array(n),
    type: new Int32Array(n),
    rule: ruleColumns(UNIT_RULES, n),
    stands: new Int32Array(n),
    fullStands: new Int32Array(n),
    files: new Int32Array(n),
    standW: new Float64Array(n),
    standD: new Float64Array(n),
    attack: new Int32Array(n),
    shoot: new Int32Array(n),
    range: new Float64Array(n),
    hits: new Int32Array(n),
    save: new Int32Array(n),
    pace: new Float64Array(n),
    cover: new Int32Array(n),
    x: new Float64Array(n),
    y: new Float64Array(n),
    facing: new Int32Array(n),
    orders: new Int32Array(n),
    target: new Int32Array(n),
    initiative: new Int32Array(n),
    pursue: new Uint8Array(n),
    fallBackFull: new Uint8Array(n),
    advance: new Uint8Array(n),
    maxOrders: new Int32Array(n),
    priority: new Int32Array(n),
    brigade: new Int32Array(n).fill(-1),
    special: new Int32Array(n),
    item: new Int32Array(n),
    art: new Int32Array(n),
    machine: new Int32Array(n),
    alwaysDefended: new Uint8Array(n),
    wagonStartLaager: new Uint8Array(n),
    wagonLaager: new Uint8Array(n),
    wagonLosesWagon: new Uint8Array(n),
    chukka: new Uint8Array(n),
    points: new Int32Array(n),
    halfPoints: new Int32Array(n),
    bhFrom: new Int32Array(n),
    bhTo: new Int32Array(n),
    bhHits: new Int32Array(n),
    bhAttack: new Int32Array(n),
    bhShoot: new Int32Array(n),
    countsForWithdrawal: new Uint8Array(n),
    attached: new Uint8Array(n),
    attachAttack: new Int32Array(n),
    attachShoot: new Int32Array(n),
    attachChargerShots: new Int32Array(n),
    venom: new Uint8Array(n),
    attachLast: new Uint8Array(n),
    nc,
    charIds: chars.map((c) => c.entry.id),
    charNames: chars.map((c) => (c.entry.name as string | undefined) ?? `${c.troop.name} (${c.entry.id})`),
    cSide: new Int32Array(nc),
    cKind: new Int32Array(nc),
    cCommand: new Int32Array(nc),
    cAttack: new Int32Array(nc),
    cRange: new Float64Array(nc),
    cMove: new Float64Array(nc),
    cTerror: new Uint8Array(nc),
    cJoins: new Int32Array(nc),
    cx: new Float64Array(nc),
    cy: new Float64Array(nc),
    cPoints: new Int32Array(nc),
    cDarkElf: new Uint8Array(nc),
    cSlann: new Uint8Array(nc),
    cGuided: new Uint8Array(nc),
    cSkink: new Uint8Array(nc),
    cFocus: new Uint8Array(nc),
    cCasts: new Uint8Array(nc),
    cBreath: new Int32Array(nc),
    cBreathRange: new Float64Array(nc),
    cTombKing: new Uint8Array(nc),
    cCastBonus: new Int32Array(nc),
    cAnvil: new Uint8Array(nc),
    anyAnvil: false,
    cMountIds: chars.map((c) => c.mount?.id ?? ''),
    cItem: new Int32Array(nc),
    cReroll: new Uint8Array(nc),
    cRunesmith: new Uint8Array(nc),
    cTeleport: new Uint8Array(nc),
    cSpellFrom: new Int32Array(nc + 1),
    cSpellList: new Int32Array(0),
    spells: spellColumns(armies),
    withdrawAt: new Int32Array(2),
    ...terrainColumns(sc.battlefield.terrain),
    blockedBy: new Int32Array(n),
    noDensePenalty: new Uint8Array(n),
    mayJoin: new Uint8Array(n),
    cBlockedBy: new Int32Array(nc),
    cNoCavalry: new Uint8Array(nc),
    flags,
  };

  troops.forEach((t, u) => {
    const { entry, path, troop, army, attach } = t;
    plan.side[u] = t.side;
    plan.type[u] = TYPE_CODE[troop.type];
    const rule = plan.rule;
    const exempt = army.tagExceptions.includes(troop.id);
    for (const tag of [...troop.tags, ...(exempt ? [] : army.armyTags)]) {
      const r = TAG_RULES[tag];
      if (r !== undefined) rule[r][u] = 1;
    }
    if (plan.type[u] === ARTILLERY) rule.destroyedOnRetreat[u] = rule.noInitCharge[u] = 1;
    if (army.id === 'bretonnia' && troop.id === 'peasants') rule.peasant[u] = rule.noInitCharge[u] = rule.noChargeBonus[u] = 1;
    if (army.id === 'araby' && troop.id === 'camel-riders') rule.noDistancePenalty[u] = rule.commandPenalty[u] = 1;
    if (army.id === 'araby' && troop.id === 'guards') rule.guards[u] = 1;
    if (troop.id === 'cold-one-knights') rule.coldOne[u] = 1;
    if (army.id === 'chaos' && troop.id === 'chaos-spawn') rule.spawn[u] = 1;
    if (troop.tags.includes('fly')) rule.fly[u] = 1;
    if (troop.id === 'magic-carpets') rule.anyMayPursue[u] = 1;
    if (army.id === 'daemons') rule.daemonic[u] = rule.immuneTerror[u] = 1;
    const full = troop.size;
    const hostStands = (entry.stands as number | undefined) ?? full;
    if (hostStands > full) throw ScenarioError.at([...path, 'stands'], `at most ${full} (a full unit of ${troop.name})`, String(hostStands));
    // An attached stand comes on top of the host's, in the last slot (§11.1, §11.8).
    const extra = attach ? 1 : 0;
    const stands = hostStands + extra;
    if (stands > MAX_STANDS) throw ScenarioError.at([...path, 'stands'], `at most ${MAX_STANDS - extra}${extra ? ' with an attached stand' : ''}`, String(hostStands));
    plan.stands[u] = stands;
    plan.fullStands[u] = full + extra;
    if (attach) {
      // Hits accumulate on the unit (§4.3): the data tests check that an attachment has its
      // hosts' Hits (3), so one value serves every stand.
      plan.attached[u] = 1;
      plan.attachAttack[u] = attach.attack;
      plan.attachShoot[u] = attach.shoot ?? 0;
      // Salamanders shoot once at chargers (§4.5, §11.8); another attachment as in the Shooting phase.
      plan.attachChargerShots[u] = attach.id === 'salamanders' ? 1 : plan.attachShoot[u];
      // Salamander venom: every shot of the unit counts armour one worse (§4.3, §11.8).
      plan.venom[u] = attach.tags.includes('armour-piercing') ? 1 : 0;
    }
    plan.files[u] = Math.min((entry.files as number | undefined) ?? stands, stands);
    const [w, d] = standSize(troop);
    plan.standW[u] = w;
    plan.standD[u] = d;
    plan.attack[u] = troop.attack;
    plan.shoot[u] = troop.shoot ?? 0;
    plan.range[u] = troop.range ?? 0;
    plan.hits[u] = troop.hits ?? 1;
    plan.save[u] = troop.armour === 0 ? 7 : troop.armour;
    plan.pace[u] = rule.fly[u] === 1 ? 100 : PACE[plan.type[u]]; // flyers: 100 cm (§1.3, §3.4)
    plan.blockedBy[u] = rule.fly[u] === 1 ? BLOCK_FLYER : BLOCK_BY_TYPE[plan.type[u]];
    plan.noDensePenalty[u] = army.id === 'lizardmen' ? 1 : 0; // §2.4, §11.8
    plan.mayJoin[u] = troop.tags.includes('no-characters') ? 0 : 1;
    plan.art[u] = ARTILLERY_RULES[troop.id] ?? ART_NONE;
    plan.machine[u] = troop.id === 'steam-tank' ? M_STEAM_TANK : troop.id === 'doom-wheel' ? M_DOOM_WHEEL : troop.id === 'screaming-bell' ? M_BELL
      : troop.id === 'war-wagon' && army.id === 'kislev' ? M_WAR_WAGON : M_NONE;
    compileWagon(plan, u, t);
    plan.chukka[u] = troop.id === 'skull-chukka' ? 1 : 0;
    plan.alwaysDefended[u] = troop.tags.includes('always-defended') ? 1 : 0;
    plan.special[u] = troop.id === 'troll-slayers' ? SPECIAL_SLAYERS : troop.id === 'bears' && army.id === 'kislev' ? SPECIAL_BEARS : troop.id === 'rat-swarms' ? SPECIAL_RATS
      : troop.id === 'giant' && army.id === 'orcs-and-goblins' ? SPECIAL_GIANT : troop.id === 'elephants' && army.id === 'araby' ? SPECIAL_ELEPHANTS
      : troop.id === 'bone-giant' && army.id === 'tomb-kings' ? SPECIAL_BONE_GIANT : SPECIAL_NONE;
    if (plan.art[u] === ART_TREBUCHET) plan.orders[u] = ORDERS_HOLD; // it never moves (§4.6)
    const cover = (entry.cover as string | undefined) ?? 'open';
    if (cover !== 'open' && plan.type[u] !== INFANTRY && plan.type[u] !== ARTILLERY) {
      throw ScenarioError.at([...path, 'cover'], 'open (only infantry and artillery can be defended or fortified, §5.11)', `"${cover}"`);
    }
    plan.cover[u] = cover === 'fortified' ? FORTIFIED : cover === 'defended' ? DEFENDED : OPEN;
    // An illusion is placed by its Mirage (§8.2), facing as its side's units do by default.
    const pos = t.illusion ? { x: 0, y: 0, facing: undefined } : (entry.position as { x: number; y: number; facing?: number } | undefined);
    if (!pos) throw ScenarioError.at(path, 'a `position:`', 'none', 'every unit needs { x, y } in cm');
    plan.x[u] = pos.x;
    plan.y[u] = pos.y;
    plan.facing[u] = pos.facing === undefined ? (t.side === 0 ? 0 : 2) : facingIndex(pos.facing, [...path, 'position', 'facing']);
    const tactics = entry.tactics as Record<string, unknown>;
    // Artillery stays put unless told otherwise: it moves 10 cm and must not retreat (§1.3).
    const orders = (tactics.orders as string | undefined) ?? (plan.type[u] === ARTILLERY ? 'hold' : 'charge');
    plan.orders[u] = orders === 'hold' ? ORDERS_HOLD : orders === 'advance' ? ORDERS_ADVANCE : ORDERS_CHARGE;
    // A unit told to hold waits for orders unless its initiative is given (compulsory chargers still charge).
    const initiative = (tactics.initiative as string | undefined) ?? (plan.orders[u] === ORDERS_HOLD ? 'none' : 'charge');
    plan.initiative[u] = initiative === 'evade' ? INIT_EVADE : initiative === 'none' ? INIT_NONE : INIT_CHARGE;
    plan.pursue[u] = tactics.pursue === 'never' ? WIN_STAND : tactics.pursue === 'fall-back' ? WIN_FALL_BACK : WIN_GO;
    plan.advance[u] = tactics.advance === 'never' ? WIN_STAND : tactics.advance === 'fall-back' ? WIN_FALL_BACK : WIN_GO;
    plan.fallBackFull[u] = tactics.fallBack === 'full' ? 1 : 0;
    compileInfiltration(plan, u, t, tactics);
    plan.maxOrders[u] = (tactics.maxOrders as number | undefined) ?? 3;
    plan.priority[u] = (tactics.priority as number | undefined) ?? 50;
    if (tactics.loseAttachment !== undefined && !plan.attached[u]) {
      throw ScenarioError.at([...path, 'tactics', 'loseAttachment'], 'no `loseAttachment:` (the unit has no attached stand: give it `attach:`)', String(tactics.loseAttachment));
    }
    plan.attachLast[u] = tactics.loseAttachment === 'last' ? 1 : 0;
    const target = tactics.target as string | undefined;
    if (target === undefined || target === 'nearest') plan.target[u] = TARGET_NEAREST;
    else {
      const ti = index.get(target);
      if (ti === undefined && illusions.some((i) => i.entry.id === target)) {
        throw ScenarioError.at([...path, 'tactics', 'target'], 'an enemy unit on the table', `"${target}" (an illusion, placed only by a Mirage)`, '§8.2 Mirage');
      }
      if (ti === undefined) throw ScenarioError.at([...path, 'tactics', 'target'], 'an enemy unit (not a character)', `"${target}"`, 'characters cannot be charged (§7)');
      plan.target[u] = ti;
    }
    const item = ((entry.items as string[] | undefined) ?? [])[0];
    plan.item[u] = item === undefined ? IT_NONE : ITEM_CODES[item];
    // §9: items count for VP; so does an attached stand, part of the unit (§10).
    // Raised dead are worth no VP (§8.2, §10, §13 A17); an illusion cannot be harmed.
    const cost = troop.points + (attach ? attach.points : 0) + (item === undefined ? 0 : ITEMS[item].points);
    plan.points[u] = t.raised || t.illusion ? 0 : cost;
    plan.halfPoints[u] = full >= 3 ? halfVictoryPoints(plan.points[u]) : 0;
    if (troop.badlyHurt) {
      plan.bhFrom[u] = troop.badlyHurt.from;
      plan.bhTo[u] = troop.badlyHurt.to;
      plan.bhHits[u] = troop.badlyHurt.hits;
      plan.bhAttack[u] = troop.badlyHurt.attack;
      plan.bhShoot[u] = troop.badlyHurt.shoot ?? plan.shoot[u];
    }
    // Raised dead are left out of the units counted for withdrawal and of the losses (§13 A17).
    plan.countsForWithdrawal[u] = !t.raised && !t.illusion && (!army.withdrawalUnits || army.withdrawalUnits.includes(troop.id)) ? 1 : 0;
    if (t.raised || (t.illusion && flags.mirage !== 'bought')) return;
    plan.costs.push({ side: sideIds[t.side], unit: entry.id, models: stands, points: cost, breakdown: `${t.illusion ? 'illusion of Mirage: ' : ''}${troop.name}: ${troop.points} pts per unit of ${full}${attach ? ` + ${attach.name} stand ${attach.points}` : ''}${item === undefined ? '' : ` + ${ITEMS[item].name} ${ITEMS[item].points}`}` });
  });
  for (const s of [0, 1]) {
    let count = 0;
    for (let u = 0; u < n; u++) if (plan.side[u] === s && plan.countsForWithdrawal[u]) count++;
    plan.withdrawAt[s] = Math.ceil(count / 2);
  }

  chars.forEach((c, ci) => {
    const { entry, path, troop, army, mount, addOns } = c;
    const sum = (f: (a: WmUnitData) => number) => addOns.reduce((t, a) => t + f(a), 0);
    plan.cSide[ci] = c.side;
    plan.cKind[ci] = troop.type === 'general' ? GENERAL : troop.type === 'hero' ? HERO : WIZARD;
    plan.cCommand[ci] = troop.command ?? 0;
    plan.cAttack[ci] = troop.attack + sum((a) => a.attack);
    const range = plan.cKind[ci] === GENERAL ? Infinity : plan.cKind[ci] === HERO ? 60 : 20;
    plan.cRange[ci] = army.commandRange !== undefined ? army.commandRange : range;
    const flies = troop.tags.includes('fly') || addOns.some((a) => a.tags.includes('fly'));
    plan.cMove[ci] = mount?.move ?? (flies ? 100 : 60); // the Cauldron of Blood moves 30 cm (§11.11)
    // A character treats terrain as infantry, unless his mount is a monster or a chariot (as
    // that mount) or flies (as a flyer) (§3.5, §7).
    plan.cBlockedBy[ci] = flies ? BLOCK_FLYER : mount?.type === 'monstrous-mount' ? BLOCK_CAVALRY : mount?.type === 'chariot-mount' ? BLOCK_CHARIOT : 0;
    plan.cNoCavalry[ci] = mount?.id === 'elephant' ? 1 : 0;
    plan.cTerror[ci] = addOns.some((a) => a.tags.includes('terror')) || troop.tags.includes('terror') ? 1 : 0;
    const cItem = ((entry.items as string[] | undefined) ?? [])[0];
    plan.cItem[ci] = cItem === undefined ? IT_NONE : ITEM_CODES[cItem];
    plan.cPoints[ci] = troop.points + sum((a) => a.points) + (cItem === undefined ? 0 : ITEMS[cItem].points);
    plan.cDarkElf[ci] = army.id === 'dark-elves' ? 1 : 0;
    plan.cBreath[ci] = mount?.shoot ?? 0;
    plan.cBreathRange[ci] = mount?.range ?? 0;
    plan.cTombKing[ci] = army.id === 'tomb-kings' && troop.id === 'tomb-king' ? 1 : 0;
    const cast = casting(army, troop, addOns);
    const tactics = (entry.tactics ?? {}) as Record<string, unknown>;
    // Divine Guidance (§11.8): the Slann gives it, Skink characters take it unless told never.
    plan.cSlann[ci] = army.id === 'lizardmen' && troop.id === 'slann' ? 1 : 0;
    const skink = army.id === 'lizardmen' && SKINK_CHARACTERS.has(troop.id);
    if (tactics.guidance !== undefined && !skink) {
      throw ScenarioError.at([...path, 'tactics', 'guidance'], 'no `guidance:` (only a Lizardmen Skink Hero or Skink Shaman takes the Slann\'s Divine Guidance, §11.8)', String(tactics.guidance));
    }
    plan.cSkink[ci] = skink ? 1 : 0;
    plan.cFocus[ci] = army.id === 'lizardmen' && troop.id === 'skink-shaman' ? 1 : 0;
    plan.cGuided[ci] = skink && tactics.guidance !== 'never' ? 1 : 0;
    plan.cCasts[ci] = cast.casts && tactics.cast !== 'never' ? 1 : 0;
    plan.cReroll[ci] = cast.reroll ? 1 : 0;
    // Teleport and Skitterleap (§8.2): the tactic is for a Wizard who knows one.
    const leaps = cast.casts && army.spells.some((id) => SPELLS[id]?.effect.kind === 'teleport');
    if (tactics.teleport !== undefined && !leaps) {
      throw ScenarioError.at([...path, 'tactics', 'teleport'], 'no `teleport:` (only a Wizard whose army list has Teleport or Skitterleap teleports, §8.2)', String(tactics.teleport));
    }
    plan.cTeleport[ci] = leaps && tactics.teleport !== 'never' ? 1 : 0;
    plan.cRunesmith[ci] = army.id === 'dwarfs' && troop.id === 'runesmith' ? 1 : 0;
    plan.cCastBonus[ci] = plan.cCasts[ci] ? sum((a) => a.castBonusOnce ?? 0) : 0; // War Altar, Unicorn, Tzarina, Cauldron (§8.1)
    plan.cAnvil[ci] = plan.cRunesmith[ci] && mount?.id === 'anvil' ? 1 : 0; // §11.6
    if (plan.cAnvil[ci]) plan.anyAnvil = true;
    const joins = entry.joins as string | undefined;
    plan.cJoins[ci] = -1;
    if (joins !== undefined) {
      const u = index.get(joins);
      if (u === undefined && illusions.some((i) => i.entry.id === joins)) {
        throw ScenarioError.at([...path, 'joins'], 'a friendly unit on the table', `"${joins}" (an illusion: it isn't really there)`, '§8.2 Mirage');
      }
      if (u === undefined) throw ScenarioError.at([...path, 'joins'], 'a friendly unit (not a character)', `"${joins}"`);
      const host = troops[u].troop;
      if (host.tags.includes('no-characters')) throw ScenarioError.at([...path, 'joins'], 'a unit characters may join', `"${joins}" (${host.name})`, `characters cannot join ${host.name} (§7)`);
      if (plan.infiltrate[u]) throw ScenarioError.at([...path, 'joins'], 'a unit on the table at the start', `"${joins}" (Gutter Runners that infiltrate later, §11.7)`);
      if (host.type === 'cavalry' && plan.cNoCavalry[ci]) {
        throw ScenarioError.at([...path, 'joins'], 'a unit that is not cavalry', `"${joins}" (${host.name})`, 'a character on an Elephant cannot join cavalry (§7)');
      }
      plan.cJoins[ci] = u;
      plan.cx[ci] = plan.x[u];
      plan.cy[ci] = plan.y[u];
    } else {
      const pos = entry.position as { x: number; y: number } | undefined;
      if (!pos) throw ScenarioError.at(path, 'a `position:` or `joins:`', 'neither', 'a character either joins a unit or stands somewhere');
      plan.cx[ci] = pos.x;
      plan.cy[ci] = pos.y;
    }
    plan.costs.push({ side: sideIds[c.side], unit: entry.id, models: 1, points: plan.cPoints[ci], breakdown: `${troop.name}${addOns.map((a) => `${a === mount ? ' on' : ' with'} ${a.name} (+${a.points})`).join('')}${cItem === undefined ? '' : ` with ${ITEMS[cItem].name} (+${ITEMS[cItem].points})`}: ${plan.cPoints[ci]} pts` });
  });
  // Each character's spells: his army's list (§8.2).
  const lists: number[] = [];
  chars.forEach((c, ci) => {
    plan.cSpellFrom[ci] = lists.length;
    if (!plan.cCasts[ci]) return;
    for (const id of c.army.spells) {
      const k = plan.spells.spellIds.indexOf(id);
      if (k >= 0) lists.push(k);
    }
  });
  plan.cSpellFrom[nc] = lists.length;
  plan.cSpellList = Int32Array.from(lists);
  if (plan.firstSide < 0 && sc.first !== 'roll-off') throw ScenarioError.at(['first'], 'a side id or roll-off', sc.first);
  const deployed = troops.slice(0, nDeployed);
  const boxes = checkDeployment(plan, deployed);
  checkInfiltrationPoints(plan, deployed, boxes);
  checkTerrainDeployment(plan, deployed, chars, boxes);
  compileBrigades(plan, deployed, boxes);
  return plan;
}

/**
 * The Kislev War Wagon (§11.10): two stands, the team (slot TEAM_SLOT) and the wagon
 * (WAGON_SLOT), in column (one file, the team in front) or laager (side by side); it moves 20 cm
 * like infantry (terrain as artillery, by its type); its cover comes from its formation, not
 * from `cover:`. Refuses the wagon's fields on other troops and fields that do not fit it.
 */
function compileWagon(plan: WarmasterPlan, u: number, t: Placed): void {
  const { entry, path, troop } = t;
  const tactics = (entry.tactics ?? {}) as Record<string, unknown>;
  if (plan.machine[u] !== M_WAR_WAGON) {
    if (entry.formation !== undefined) throw ScenarioError.at([...path, 'formation'], 'no `formation:` (only a Kislev War Wagon has one, §11.10)', String(entry.formation));
    for (const key of ['wagon', 'casualty']) {
      if (tactics[key] !== undefined) throw ScenarioError.at([...path, 'tactics', key], `no \`${key}:\` (a Kislev War Wagon tactic, §11.10)`, String(tactics[key]));
    }
    return;
  }
  if (entry.stands !== undefined && entry.stands !== troop.size) {
    throw ScenarioError.at([...path, 'stands'], `${troop.size} (a War Wagon starts with its wagon and its team)`, String(entry.stands));
  }
  if (entry.files !== undefined) throw ScenarioError.at([...path, 'files'], 'no `files:` (a War Wagon is in column or laager: give `formation:`)', String(entry.files));
  if (entry.cover !== undefined && entry.cover !== 'open') throw ScenarioError.at([...path, 'cover'], 'no `cover:` (a laagered War Wagon is defended, a column in the open, §11.10)', String(entry.cover));
  const laager = entry.formation === 'laager';
  plan.wagonStartLaager[u] = laager ? 1 : 0;
  plan.files[u] = laager ? 2 : 1;
  plan.pace[u] = 20; // "20 cm at full pace ... the same as infantry" (§11.10)
  plan.wagonLaager[u] = tactics.wagon === 'column' ? 0 : 1;
  plan.wagonLosesWagon[u] = tactics.casualty === 'wagon' ? 1 : 0;
}

/** The box [x0, y0, x1, y1] overlaps piece k (touching does not count); linear pieces by their segment. */
function boxOverlapsPiece(plan: WarmasterPlan, k: number, b: readonly number[]): boolean {
  const e = 1e-6;
  const [x0, y0, x1, y1] = [plan.tx0[k], plan.ty0[k], plan.tx1[k], plan.ty1[k]];
  if (plan.terrainKind[k] !== T_OBSTACLE) return b[0] < x1 - e && x0 < b[2] - e && b[1] < y1 - e && y0 < b[3] - e;
  if (Math.max(x0, x1) <= b[0] + e || Math.min(x0, x1) >= b[2] - e || Math.max(y0, y1) <= b[1] + e || Math.min(y0, y1) >= b[3] - e) return false;
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < e) return false;
  const nx = -(y1 - y0) / len;
  const ny = (x1 - x0) / len;
  const cx = (b[0] + b[2]) / 2;
  const cy = (b[1] + b[3]) / 2;
  const reach = (Math.abs(nx) * (b[2] - b[0])) / 2 + (Math.abs(ny) * (b[3] - b[1])) / 2;
  return Math.abs(nx * (x0 - cx) + ny * (y0 - cy)) < reach - e;
}

/**
 * No unit starts on terrain it may not enter (§1.3: flyers not in a wood either, §3.4), and a
 * character whose mount is restricted does not join a unit standing wholly in such terrain (§7).
 * The check is on the deployment box, which holds the unit's stands.
 */
function checkTerrainDeployment(plan: WarmasterPlan, troops: Placed[], chars: Placed[], boxes: number[][]): void {
  const names = [...Object.keys(TERRAIN_AREA_CODES), ...Object.keys(TERRAIN_LINEAR_CODES)];
  const codes = [...Object.values(TERRAIN_AREA_CODES), ...Object.values(TERRAIN_LINEAR_CODES)];
  // A part cut by a bridge or road is named as the piece it was cut from (terrain.ts).
  const kindName = (k: number) => names[codes.indexOf(plan.terrainKind[k])];
  for (let u = 0; u < troops.length; u++) {
    for (let k = 0; k < plan.terrainKind.length; k++) {
      if ((plan.blockedBy[u] & plan.terrainMove[k]) === 0 || !boxOverlapsPiece(plan, k, boxes[u])) continue;
      const s = plan.terrainSource[k];
      throw ScenarioError.at([...troops[u].path, 'position'], `a place clear of terrain ${troops[u].troop.name} cannot enter (§1.3${plan.rule.fly[u] === 1 ? ', §3.4' : ''})`, `a unit on battlefield.terrain[${s}] (${kindName(s)})`);
    }
  }
  chars.forEach((c, ci) => {
    const u = plan.cJoins[ci];
    if (u < 0 || plan.cBlockedBy[ci] === 0) return;
    // Wholly inside ground the mount cannot enter, as the kernel judges it (§3.5, §7).
    const b = boxes[u];
    const k = whollyBlockedBy(plan, plan.cBlockedBy[ci], b[0], b[1], b[2], b[3]);
    if (k >= 0) {
      throw ScenarioError.at([...c.path, 'joins'], 'a unit not wholly in terrain the mount cannot enter', `"${c.entry.joins}" (wholly in battlefield.terrain[${k}], ${kindName(k)})`, 'a character on a monster, chariot or flying mount cannot join a unit standing wholly in terrain the mount cannot enter (§3.5, §7)');
    }
  });
}

/**
 * Gutter Runners' infiltration (§11.7 Skaven): `infiltrate: true` keeps the unit off the table
 * (Gutter Runners only, in no brigade, without cover); tactic `infiltrateTurn` is its side's
 * first turn to try (default 1).
 */
function compileInfiltration(plan: WarmasterPlan, u: number, t: Placed, tactics: Record<string, unknown>): void {
  const { entry, path, troop } = t;
  const turn = tactics.infiltrateTurn as number | undefined;
  if (entry.infiltrate !== true) {
    if (turn !== undefined) throw ScenarioError.at([...path, 'tactics', 'infiltrateTurn'], 'no `infiltrateTurn:` (the unit does not infiltrate: give it `infiltrate: true`)', String(turn));
    return;
  }
  if (troop.id !== 'gutter-runners') {
    throw ScenarioError.at([...path, 'infiltrate'], 'no `infiltrate:` (only Skaven Gutter Runners infiltrate, §11.7)', 'true', `${troop.name} deploy`);
  }
  for (const key of ['brigade', 'cover']) {
    const v = entry[key];
    if (v === undefined || (key === 'cover' && v === 'open')) continue;
    throw ScenarioError.at([...path, key], `no \`${key}:\` on infiltrating Gutter Runners (they are not deployed)`, JSON.stringify(v));
  }
  plan.infiltrate[u] = 1;
  plan.infiltrateTurn[u] = turn ?? 1;
  if (plan.infiltrateTurn[u] > plan.turns) {
    throw ScenarioError.at([...path, 'tactics', 'infiltrateTurn'], `a turn of the battle (1–${plan.turns})`, String(turn));
  }
}

/**
 * The place infiltrating Gutter Runners appear (§11.7): the nominated point, their `position`
 * (the centre of the front edge), lies within dense terrain (a wood or a dense piece), or the
 * unit stands against a table edge other than the enemy's own (the edge behind the enemy: the
 * far edge for an enemy deployed on average in the far half, else the near one).
 */
function checkInfiltrationPoints(plan: WarmasterPlan, troops: Placed[], boxes: number[][]): void {
  troops.forEach((t, u) => {
    if (!plan.infiltrate[u]) return;
    const x = plan.x[u];
    const y = plan.y[u];
    for (let k = 0; k < plan.terrainKind.length; k++) {
      if (((1 << plan.terrainKind[k]) & DENSE_KINDS) === 0) continue;
      if (x >= plan.tx0[k] - 1e-6 && x <= plan.tx1[k] + 1e-6 && y >= plan.ty0[k] - 1e-6 && y <= plan.ty1[k] + 1e-6) return;
    }
    const enemies = troops.map((_, v) => v).filter((v) => plan.side[v] !== plan.side[u] && !plan.infiltrate[v]);
    const enemyFar = enemies.reduce((s, v) => s + plan.y[v], 0) / enemies.length > plan.tableDepth / 2;
    const b = boxes[u];
    const edges = [
      ['left', b[0] <= 1e-6],
      ['right', b[2] >= plan.tableWidth - 1e-6],
      ['near', b[1] <= 1e-6 && enemyFar],
      ['far', b[3] >= plan.tableDepth - 1e-6 && !enemyFar],
    ] as const;
    if (edges.some(([, on]) => on)) return;
    throw ScenarioError.at(
      [...t.path, 'position'],
      `a point within dense terrain (a wood or dense piece), or the unit against a table edge other than the enemy's (the ${enemyFar ? 'far' : 'near'} edge), for infiltrating Gutter Runners (§11.7)`,
      `{ x: ${x}, y: ${y} }, the unit reaching [${b.map((v) => v.toFixed(1)).join(', ')}]`,
    );
  });
}

/** Units must start on the table and not overlap (touching is allowed: they start in combat). */
function checkDeployment(plan: WarmasterPlan, troops: Placed[]): number[][] {
  const boxes = troops.map((_, u) => {
    const files = Math.min(plan.files[u], plan.stands[u]);
    const ranks = Math.ceil(plan.stands[u] / files);
    const w = files * plan.standW[u];
    const d = ranks * plan.standD[u];
    const f = plan.facing[u];
    const dx = [0, 1, 0, -1][f];
    const dy = [1, 0, -1, 0][f];
    const along = (f & 1) === 0;
    const hx = along ? w / 2 : d / 2;
    const hy = along ? d / 2 : w / 2;
    const cx = plan.x[u] - dx * (d / 2);
    const cy = plan.y[u] - dy * (d / 2);
    return [cx - hx, cy - hy, cx + hx, cy + hy];
  });
  boxes.forEach((b, u) => {
    if (b[0] < -1e-6 || b[1] < -1e-6 || b[2] > plan.tableWidth + 1e-6 || b[3] > plan.tableDepth + 1e-6) {
      throw ScenarioError.at([...troops[u].path, 'position'], `a place on the ${plan.tableWidth}×${plan.tableDepth} cm table`, `a unit reaching [${b.map((v) => v.toFixed(1)).join(', ')}]`, 'give battlefield: { width, depth } in cm or move the unit');
    }
    for (let v = 0; v < u; v++) {
      // Infiltrating Gutter Runners are not there at the start (§11.7).
      if (plan.infiltrate[u] || plan.infiltrate[v]) continue;
      const o = boxes[v];
      if (b[0] < o[2] - 1e-6 && o[0] < b[2] - 1e-6 && b[1] < o[3] - 1e-6 && o[1] < b[3] - 1e-6) {
        throw ScenarioError.at([...troops[u].path, 'position'], 'a place clear of other units', `an overlap with ${troops[v].entry.id}`);
      }
    }
  });
  return boxes;
}

/** Troops that may only be brigaded with their own kind (§2.6; Giants §11.4). */
const OWN_KIND_ONLY = new Set(['cold-one-knights', 'bears', 'giant']);

/**
 * Brigades (§2.6): units naming the same `brigade` on one side, touching at deployment, at most
 * the army's brigade size (4; Skaven any; a Chaos Spawn is free per other unit), and the
 * list's restrictions.
 */
function compileBrigades(plan: WarmasterPlan, troops: Placed[], boxes: number[][]): void {
  const groups = new Map<string, number[]>();
  troops.forEach((t, u) => {
    const name = t.entry.brigade as string | undefined;
    if (name === undefined) return;
    const key = `${t.side}/${name}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  });
  let index = 0;
  for (const [key, members] of groups) {
    const name = key.slice(key.indexOf('/') + 1);
    const first = troops[members[0]];
    const where = [...first.path, 'brigade'];
    const army = first.army;
    const spawn = members.filter((u) => troops[u].troop.id === 'chaos-spawn' && army.id === 'chaos').length;
    const others = members.length - spawn;
    const counted = others + Math.max(0, spawn - others);
    const limit = army.brigadeLimit === undefined ? 4 : army.brigadeLimit;
    if (limit !== null && counted > limit) {
      throw ScenarioError.at(where, `at most ${limit} units in a brigade (§2.6)`, `${counted} in brigade "${name}"`);
    }
    for (const u of members) {
      const t = troops[u];
      const at = [...t.path, 'brigade'];
      if (t.troop.tags.includes('never-brigaded')) throw ScenarioError.at(at, 'a unit that may be brigaded', `"${t.troop.id}"`, `${t.troop.name} is always ordered alone (§2.6)`);
      if (OWN_KIND_ONLY.has(t.troop.id) && members.some((w) => troops[w].troop.id !== t.troop.id)) {
        throw ScenarioError.at(at, `a brigade of ${t.troop.name} only`, `brigade "${name}" with other troops`, '§2.6');
      }
      if (t.troop.id === 'troll-slayers' && members.filter((w) => troops[w].troop.id === 'troll-slayers').length > 1) {
        throw ScenarioError.at(at, 'at most one Troll Slayer unit in a brigade', `brigade "${name}"`, '§2.6');
      }
      if (t.troop.id === 'elephants' && members.some((w) => troops[w].troop.type === 'cavalry')) {
        throw ScenarioError.at(at, 'a brigade of Elephants without cavalry', `brigade "${name}" with cavalry`, '§2.6, §11.14');
      }
      if (t.troop.id === 'stegadon' && members.some((w) => w !== u && troops[w].troop.id !== 'skinks')) {
        throw ScenarioError.at(at, 'a brigade of the Stegadon with Skinks only', `brigade "${name}" with other troops`, '§2.6');
      }
      if (t.troop.id === 'stegadon' && members.some((w) => troops[w].attach !== null)) {
        throw ScenarioError.at(at, 'a brigade of the Stegadon with Skinks without Salamanders', `brigade "${name}" with Salamanders attached`, '§2.6, §11.8');
      }
    }
    // Touching at deployment: connected by boxes that meet.
    const reached = new Set([members[0]]);
    const queue = [members[0]];
    while (queue.length > 0) {
      const a = boxes[queue.shift()!];
      for (const w of members) {
        if (reached.has(w)) continue;
        const b = boxes[w];
        if (a[0] <= b[2] + 1e-6 && b[0] <= a[2] + 1e-6 && a[1] <= b[3] + 1e-6 && b[1] <= a[3] + 1e-6) {
          reached.add(w);
          queue.push(w);
        }
      }
    }
    const apart = members.find((w) => !reached.has(w));
    if (apart !== undefined) {
      throw ScenarioError.at([...troops[apart].path, 'position'], `a place touching the rest of brigade "${name}" (§2.6)`, 'a gap', 'brigaded units stand edge to edge or corner to corner');
    }
    for (const u of members) plan.brigade[u] = index;
    index++;
  }
}

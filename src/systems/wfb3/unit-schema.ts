/**
 * What a WFB3 unit entry in a scenario may say (README "Scenario reference"). Validation and
 * the editor JSON Schema both come from this one declaration. The seed has no army lists, so
 * every unit gives its profile inline, all twelve characteristics of rules/wfb3.md §1.1.
 */
import { coordinate, facingDegrees } from '../../scenario/scenario-schema.ts';
import { array, boolean, idFrom, identifier, number, object, oneOf, ref, string, tuple, union } from '../../scenario/schema.ts';
import { ARMOUR } from './data/armour.ts';
import { MISSILE_WEAPONS } from './data/missiles.ts';
import { MISSILE_WEAPONS_NOT_PLAYED, WEAPON_IDS } from './data/weapons.ts';
import { PLAYED_SPECIAL_RULES, SPECIAL_RULES_NOT_PLAYED } from './special-rules.ts';

const stat = (name: string, min = 0) => number({ integer: true, min, max: 10, description: name });

/** The profile's characteristics in the book's order (§1.1). */
export const PROFILE_FIELDS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld', 'Int', 'Cl', 'WP'] as const;

const profileFields = {
  M: stat('Move, inches'),
  WS: stat('Weapon Skill'),
  BS: stat('Ballistic Skill'),
  S: stat('Strength'),
  T: stat('Toughness', 1),
  W: stat('Wounds', 1),
  I: stat('Initiative'),
  A: stat('Attacks'),
  Ld: stat('Leadership: rout, rally, manoeuvre and pursuit tests'),
  Int: stat('Intelligence: challenges, casting, stupidity'),
  Cl: stat('Cool: fear, frenzy, hatred and panic tests'),
  WP: stat('Will Power: magic saves'),
};

const profile = object(profileFields, { required: [...PROFILE_FIELDS], description: 'The troops\' profile, all twelve characteristics (rules/wfb3.md §1.1): the seed has no army lists.' });

const mount = object(
  {
    name: string({ description: 'Name for reports.' }),
    M: stat('Move, inches: the unit\'s move'),
    WS: stat('Weapon Skill'),
    S: stat('Strength'),
    I: stat('Initiative'),
    A: stat('Attacks'),
  },
  { required: ['M', 'WS', 'S', 'I', 'A'], description: 'The steed each model rides: the unit is mounted (§4.7 mounted saves, §4.8 mounted weapons), moves at the steed\'s M, and the steed strikes its own attacks.' },
);

const mental = (what: string) =>
  object(
    {
      Ld: stat('Leadership'),
      Int: stat('Intelligence'),
      Cl: stat('Cool'),
      WP: stat('Will Power'),
      bonus: number({ integer: true, min: 0, max: 5, description: `The ${what}'s bonus added to the unit's lowest value, never above 10 nor above his own (§1.2).` }),
    },
    { required: ['Ld', 'Int', 'Cl', 'WP', 'bonus'] },
  );

/** A wizard (§6.8, G10): a character in a unit, or a single character. */
const wizard = object(
  {
    power: number({ integer: true, min: 1, max: 100, description: 'His power level: the most magic points he holds, and those he starts with (§6.8; the seed has no MP totals, G10).' }),
    spells: array(
      object(
        {
          name: string({ description: 'The spell, for reports.' }),
          cost: number({ integer: true, min: 1, max: 100, description: 'Magic points it costs, spent whether it works or not.' }),
          range: number({ exclusiveMin: 0, max: 72, description: 'Inches from his unit to the target unit.' }),
          hits: number({ integer: true, min: 1, max: 50, description: 'Hits it strikes on the target unit, a magic missile\'s.' }),
          S: stat('Their Strength'),
          boost: number({ integer: true, min: 0, max: 12, default: 0, description: 'Extra MP he spends on it, each making the target\'s magic save 1 harder.' }),
          save: boolean({ default: true, description: 'Whether its target may make a magic save, 2D6 against its WP.' }),
        },
        { required: ['name', 'cost', 'range', 'hits', 'S'] },
      ),
      { minItems: 1, maxItems: 8, description: 'His spells, magic missiles, the first he can pay for and aim cast each magic phase (the seed has no spell lists, G10).' },
    ),
    ward: number({ integer: true, min: 0, max: 12, default: 0, description: 'MP he spends to help his own magic save — his unit\'s, or his own alone — +1 to it each, when a spell strikes it.' }),
  },
  { required: ['power', 'spells'], description: 'He is a wizard (§6.8): in his side\'s magic phase, not routing nor wounded in the combat phase, he casts a spell at the nearest enemy in range he can see and not in combat — rolling 2D6 under his Int or his MP, whichever is higher, when he has fewer than 12 MP left; its target saves on 2D6 under its WP. He regains 1 MP a turn he neither moved, shot, fought nor cast.' },
);

/**
 * A character associated with the unit (§6.4): a model of his own, with his profile and
 * equipment, in its ranks from the start.
 */
const character = object(
  {
    id: identifier({ description: 'Character id, unique in the scenario among units and characters; used in variant paths and reports.' }),
    name: string({ description: 'Name for reports (default: the id).' }),
    profile: object(profileFields, { required: [...PROFILE_FIELDS], description: 'His profile, all twelve characteristics (§1.1): army-list data, which the seed does not hold (G11).' }),
    bonus: number({ integer: true, min: 0, max: 5, description: 'His bonus (§1.2, G11): leading the unit, added to its troops\' lowest Ld, Int and Cl, never above 10 nor above his own.' }),
    mount,
    barding: boolean({ default: false, description: 'His steed is barded (§4.7).' }),
    weapons: array(idFrom(() => [...WEAPON_IDS, ...Object.keys(MISSILE_WEAPONS).filter((id) => !WEAPON_IDS.includes(id)), ...Object.keys(MISSILE_WEAPONS_NOT_PLAYED)], 'weapon'), {
      default: ['hand-weapon'],
      description: 'His weapons (§4.8, §3.4), as a unit\'s: from the front rank he shoots his missile weapon with his unit, at its target (or, it having none, the nearest enemy in his range), and may pick out enemy characters as any shooter picks out a unit (p.74).',
    }),
    armour: array(idFrom(() => Object.keys(ARMOUR), 'armour'), { default: [], description: 'His armour (§4.7).' }),
    wizard,
    general: boolean({ default: false, description: 'Among characters of his side with the same best Ld, he is the general (§6.4: the player chooses).' }),
    special: array(oneOf([...PLAYED_SPECIAL_RULES, ...SPECIAL_RULES_NOT_PLAYED].map((r) => r.id)), {
      default: [],
      description:
        'His own reactions (§5): hatred, frenzy or stupidity. Those his unit has he shares; one it has not he tests for on his own values and only he is affected — frenzied as his unit charges on a failed test of his own Cool (+1 to hit, +1 to wound, +1 save while in contact; no rout test: when his unit routs he stands alone against its enemy); stupid on a failed test of his own Int as his turn starts (no shooting nor casting, and in combat he fights on a D6 of 4+ only); hating every enemy, +1 to hit. He stays in his unit\'s ranks all the same. Causing fear is the unit\'s (`special: [fear]`).',
    }),
    points: number({ min: 0, max: 10_000, default: 0, description: 'His points, for reports: the seed prints none.' }),
    tactics: object(
      {
        rank: oneOf(['front', 'rear'], { description: 'Where he stands in the unit (§6.4): its front rank, where he fights and may be struck (default); or a rank behind, where he neither fights nor is struck but may still lead it.' }),
        pistol: oneOf(['instead', 'second-weapon'], { description: 'With a pistol: fired as one of his attacks, or besides them at −1 to hit (§4.8).' }),
        leave: number({
          integer: true,
          min: 1,
          max: 100,
          description:
            'The game turn he leaves his unit (§6.4), or tries again each turn after while he may not: as his side\'s movement phase begins he steps out beside its front rank and is a single character from then on, charging, moving and pursuing as his unit\'s tactics say; reported as `<id>-alone` too. He may not while his unit flees, pursues, is stupid or frenzied, nor — his unit fighting — from its front rank; its leader declares it and leads the unit until his next movement phase, leaving then; leaving a unit in combat, it tests for panic unless it has three characters or more. The general takes his bonus with him, a wizard his spells and magic points. Not the general of an army with its army standard, nor a rider of a chariot or war beast.',
        }),
        join: ref('friendly-unit', {
          description: 'With `leave`: a friendly unit he makes for once out of his own, and joins (§6.4), as a single character told to join one does; in it he stands in the rank `rank` says.',
        }),
        joinFleeing: boolean({ default: false, description: 'With `join`: he makes for the unit while it flees too, as a single character told to does (`character.joinFleeing`).' }),
        challenge: oneOf(['accept', 'issue', 'refuse'], {
          description: 'In each round of combat (§6.5): take up a challenge from the enemy his unit fights (accept, default); issue one, in Int order, leaders first, and take them up (issue); or refuse — then the challenger may send him out of contact for the round, and a leader who refuses loses face, his bonus −1 for the battle.',
        }),
      },
      { default: {}, description: 'How the character is played.' },
    ),
  },
  { required: ['id', 'profile', 'bonus'] },
);

const targetOf = (what: string) =>
  union([oneOf(['nearest', 'never']), ref('enemy-unit')], {
    description: `${what}: an enemy unit id, "nearest" or "never".`,
  });

export const wfb3UnitSchema = object(
  {
    id: identifier({ description: 'Unit id, unique in the scenario; used in variant paths and reports.' }),
    name: string({ description: 'Name for reports (default: the id).' }),
    profile,
    models: number({ integer: true, min: 1, max: 1000, description: 'Models in the unit, its leader and standard bearer included.' }),
    files: number({ integer: true, min: 1, max: 100, default: 5, description: 'Models in the front rank.' }),
    mount,
    barding: boolean({ default: false, description: 'A mounted unit\'s steeds are barded: its save one better (§4.7).' }),
    weapons: array(idFrom(() => [...WEAPON_IDS, ...Object.keys(MISSILE_WEAPONS).filter((id) => !WEAPON_IDS.includes(id)), ...Object.keys(MISSILE_WEAPONS_NOT_PLAYED)], 'weapon'), {
      default: ['hand-weapon'],
      description: 'Weapons (`warsim list wfb3 weapons`): a hand weapon and at most one other hand-to-hand weapon (§4.8), or two-weapons; and at most one missile weapon (§3.4). Mounted units fight with the mounted table.',
    }),
    armour: array(idFrom(() => Object.keys(ARMOUR), 'armour'), { default: [], description: 'Armour (§4.7): shield, light-armour, heavy-armour.' }),
    mixed: object(
      {
        name: string({ description: 'The second troop type\'s name, for reports.' }),
        profile: object(profileFields, { required: [...PROFILE_FIELDS], description: 'Its profile, all twelve characteristics (§1.1).' }),
        models: number({ integer: true, min: 1, max: 1000, description: 'Its models, besides the unit\'s own `models`: the block is the two together, `files` wide.' }),
        weapons: array(idFrom(() => [...WEAPON_IDS, ...Object.keys(MISSILE_WEAPONS).filter((id) => !WEAPON_IDS.includes(id)), ...Object.keys(MISSILE_WEAPONS_NOT_PLAYED)], 'weapon'), {
          default: ['hand-weapon'],
          description: 'Its weapons, as a unit\'s (§4.8, §3.4).',
        }),
        armour: array(idFrom(() => Object.keys(ARMOUR), 'armour'), { default: [], description: 'Its armour (§4.7).' }),
        mount,
        barding: boolean({ default: false, description: 'Its steeds are barded: its save one better (§4.7).' }),
        points: number({ min: 0, max: 10_000, default: 0, description: 'Points per model, for reports: the seed prints none.' }),
        place: oneOf(['behind', 'in-front', 'flanks'], { description: 'Where it is deployed (§2.3): in the ranks behind the unit\'s own troops (behind, default), in front of them (in-front), or evenly on both their flanks, in columns as deep as they stand (flanks: the block is then `files` and the two flanks wide).' }),
        inSquare: oneOf(['inner', 'corners'], { description: 'With the tactic formation: square, where the type behind goes as the square forms (§2.3: one type may stand at the corners, or inside as a smaller square within the larger): inside, on the faces only as the type outside falls (inner, the default but for a type on the flanks), or at the corners, at both ends of every face (corners, the default for a type on the flanks).' }),
      },
      {
        required: ['name', 'profile', 'models'],
        description: 'Mixed ranks (§2.3, p.125): a second troop type in the same block — on foot, or mounted when the unit is (a block stands on one size of base) — one type in front of the other or on its flanks. Each type fights, shoots and is struck with its own profile and equipment where it stands; the block moves at the slower pace, and tests on its troops\' lowest values (§1.2). Its tactics `changeRanks` and `deployFlanks` move the types.',
      },
    ),
    leader: mental('leader'),
    command: array(oneOf(['standard', 'musician', 'army-standard']), {
      default: [],
      description: 'Command models: a standard (+1 combat result), a musician (+1 Ld for a second or third manoeuvre), the army standard (+1 combat result, a rout test re-taken within 12", +1 to rally within 12").',
    }),
    chariot: object(
      {
        crew: number({ integer: true, min: 1, max: 8, description: 'Crew, the driver included, each with the unit\'s profile and armour: a light chariot carries two, a heavy one four, a wagon eight (§6.1).' }),
        wagon: boolean({
          default: false,
          description:
            'A wagon, four-wheeled (§6.1): 2" slower than the chariot its team would draw, turning on twice its move, heavy, eight aboard at most. Its crew fight from it as from cover: enemies strike it at −1, a defended obstacle, and shoot at it at −1, soft cover. At the end of each round it fights its team bolts on a D6 of 4+ and it runs amok, unless unhitched (tactic `unhitch`). It is not wrecked when its last draught animal falls: it stands where it is.',
        }),
        animals: object(
          {
            count: number({ integer: true, min: 1, max: 8, description: 'Draught animals: three or more (or three crew) make a heavy chariot.' }),
            M: stat('Move, inches: the chariot\'s'),
            WS: stat('Weapon Skill'),
            S: stat('Strength'),
            T: stat('Toughness: the strength of the hit on a crewman (damage result 11)', 1),
            I: stat('Initiative'),
            A: stat('Attacks, struck to the chariot\'s front'),
            save: number({ integer: true, min: 2, max: 7, description: 'The save an animal slain on the damage chart makes (result 10); 7 none (default).' }),
          },
          { required: ['count', 'M', 'WS', 'S', 'T', 'I', 'A'], description: 'Its draught animals.' },
        ),
        scythes: number({ integer: true, min: 0, max: 4, default: 0, description: 'Scythes: one automatic S4 hit each when it charges (§6.1).' }),
      },
      { required: ['crew', 'animals'], description: 'The unit is one chariot (§6.1; models: 1), or several (models 2 to 6, `files` of them a rank), each a section with its own damage and crew, the unit testing once and routing as one: its profile and armour are the crew\'s, its weapons hand weapons and at most a missile weapon fired all round at −1. Its charge strikes D3 S4 hits and one a scythe before all blows; blows and missiles on it are tallied hits, and 2D6 + the hits on the damage chart at the end of each round and phase decide its fate.' },
    ),
    flight: object(
      {
        top: number({ exclusiveMin: 0, max: 100, description: 'Top speed, inches a turn: it flies no faster (§2.7).' }),
        min: number({ min: 0, max: 100, description: 'Minimum speed, inches a turn: flying slower it crashes (§2.7); 0 for a flyer that can hover.' }),
        acc: number({ exclusiveMin: 0, max: 50, description: 'Acceleration, inches a turn its speed may rise by; it may fall by twice this (its deceleration), which is also the fastest it may land at (§2.7).' }),
        level: union([oneOf(['ground', 'attack']), number({ integer: true, min: 10, max: 100 })], { description: 'Where it starts: on the ground, at attack level, or so many inches above it in 10" levels (10, 20, …) (§2.7).' }),
        speed: number({ min: 0, max: 100, description: 'Its speed as the battle starts, in the air: between its minimum and its top speed (default its minimum).' }),
        carry: number({ integer: true, min: 0, max: 10, description: 'Objects each model carries to drop (§3.5), 0 by default: the seed gives no number.' }),
      },
      { required: ['top', 'min', 'acc', 'level'], description: 'The unit flies (§2.7): between its minimum and top speed, its speed rising by at most its acceleration a turn and falling by twice it, turning on an arc as wide as its move, climbing a level for each 20" it flies and diving one for each 10". In the air it is out of reach of hand-to-hand fighting (aerial combat is not in the seed, gap G21), flies over units and terrain, sees over them, and is shot at as the height levels say; it may drop things (tactic fly.drop), land at attack level, and take off again.' },
    ),
    warBeast: object(
      {
        crew: number({ integer: true, min: 1, max: 8, description: 'Crew in its howdah, each with the unit\'s profile and armour; the first is the controller, whose values the unit tests on (§6.2).' }),
        beast: object(
          {
            M: stat('Move, inches: the unit\'s'),
            WS: stat('Weapon Skill'),
            S: stat('Strength'),
            T: stat('Toughness', 1),
            W: stat('Wounds', 1),
            I: stat('Initiative'),
            A: stat('Attacks'),
            save: number({ integer: true, min: 2, max: 7, description: 'Its save; 7 none (default).' }),
          },
          { required: ['M', 'WS', 'S', 'T', 'W', 'I', 'A'], description: 'The beast.' },
        ),
      },
      { required: ['crew', 'beast'], description: 'The unit is one war beast (§6.2; models: 1), or several (models 2 to 6, `files` of them a rank), each a section fighting apart, the unit testing once and routing as one: its profile and armour are its crew\'s, in a howdah (+1 save); the beast moves it and strikes. Blows fall on the beast, or on the crew from those who can reach them (tactic warBeast); missiles on the beast on 1-4, on the crew on 5-6. Hurt, it may run amok; slain, it throws its crew and falls (the death throes).' },
    ),
    characters: array(character, {
      default: [],
      maxItems: 4,
      description: 'Characters associated with the unit from the start (§6.4): each a model with his own profile and equipment in its ranks, who fights from its front rank and may lead it; the one of a side with the best Ld is its general.',
    }),
    character: object(
      {
        bonus: number({ integer: true, min: 0, max: 5, description: 'His bonus (§1.2, G11): lent to the army when he is its general.' }),
        general: boolean({ default: false, description: 'Among characters of his side with the same best Ld, he is the general (§6.4).' }),
        challenge: oneOf(['accept', 'issue', 'refuse'], { description: 'In each round of combat (§6.5): take up a challenge (accept, default), issue them and take them up (issue), or refuse — which a single character, with no rank to step back into, cannot: he must meet it.' }),
        join: ref('friendly-unit', {
          description:
            'A friendly unit he goes to join (§6.4): in each of his movement phases while it stands — ready or fighting, not fleeing — he charges no one and moves towards it; touching it (within 0.5"), he takes his place in its ranks (`rank`) and is a character of it from then on — reported as `<id>-joined` too, his own id\'s record following him. He may lead it, and his bonus goes with him if he is the general. Not a chariot, a war beast, nor a unit whose steeds he does not share.',
        }),
        rank: oneOf(['front', 'rear'], { description: 'Where he stands in the unit he joins: its front rank (default) or a rank behind.' }),
        joinFleeing: boolean({
          default: false,
          description:
            'With `join`: while the unit flees he makes for it all the same (by default he waits, free to act on his tactics, until it stands again); touching it he is associated with it and bound by its flight (§6.4) — he flees with it, may lead it, and its rally tests are then taken on his Ld, lifted by his bonus.',
        }),
        wizard,
      },
      { required: ['bonus'], description: 'The unit is a single character on his own (§6.4; models: 1, files: 1), his profile the unit\'s: he crosses ground and turns as single file does (§2.1), but charges and is charged as a unit. Missiles may pick him out unless a unit of 5 or more stands within 5" of him and the shooters are beyond half range (p.74).' },
    ),
    general: object(
      {
        Ld: stat('The general\'s own Leadership: his bonus never lifts a unit above it'),
        bonus: number({ integer: true, min: 0, max: 5, description: 'His Ld bonus, which units whose leader is within 12" of him use for rout and rally tests (§6.4).' }),
      },
      { required: ['Ld', 'bonus'], description: 'The army\'s general stands with this unit, not modelled as a character (a side with characters has the best of them as its general instead).' },
    ),
    special: array(oneOf([...PLAYED_SPECIAL_RULES, ...SPECIAL_RULES_NOT_PLAYED].map((r) => r.id)), {
      default: [],
      description: `Special rules: ${PLAYED_SPECIAL_RULES.map((r) => r.id).join(', ')} (§5). The others are not played yet: a scenario naming one is refused.`,
    }),
    fearRange: number({ exclusiveMin: 0, max: 48, description: 'Fear at a distance (§5), inches: a unit that causes fear (`special: [fear]`) with a fear range — those who fear it strike and shoot at it at −1, and within the range may not rally nor make reserve moves. The range is the creature\'s, from its army list.' }),
    large: boolean({ default: false, description: 'Ten feet tall or more (an ogre, a giant): mounted hand weapons and spears get no +1 to hit it (§4.8); a single character so tall challenges unfairly — any number of characters may take it up together, and refusing it loses no face (§6.5).' }),
    points: number({ min: 0, max: 10_000, default: 0, description: 'Points per model, for reports: the seed prints no points values.' }),
    base: tuple([number({ exclusiveMin: 0, max: 200 }), number({ exclusiveMin: 0, max: 400 })], {
      description: 'Base width and depth in millimetres (default 20×20 on foot, 25×50 mounted).',
    }),
    position: object(
      {
        x: coordinate('Centre of the front rank, inches from the left table edge.'),
        y: coordinate('Centre of the front rank, inches from the near table edge.'),
        facing: facingDegrees('Degrees: 0 faces the far edge (+y), 90 the right edge, 180 the near edge.', 0),
      },
      { required: ['x', 'y'], description: 'Where the unit stands at the start.' },
    ),
    tactics: object(
      {
        charge: targetOf('Whom to charge when in reach (2 × M)'),
        react: oneOf(['hold', 'run-away', 'stand-and-shoot'], { description: 'Response when charged (§2.4): hold; run away (an Ld test: passed, it moves 2 × M away; failed, it routs); or, with a missile weapon, stand and shoot (an Ld test, when the chargers start over half their reach away: passed, it shoots at −1 and has no shields in the first round).' }),
        shoot: targetOf('Whom to shoot in the shooting phase (§3)'),
        formation: oneOf(['shieldwall', 'testudo', 'square', 'wedge', 'archer-wedge'], { description: 'archer-wedge: troops with bows or crossbows and a leader form a stationary wedge where they stand (a complex manoeuvre), its front rank `point` models wide and each rank behind wider (flag wedgeGrowth); it shoots with the models no one stands in front of (flag archerWedgeShooters), wheels about the centre of its rear rank to face the nearest enemy, and charged it becomes at once a line as wide as its widest rank (§2.3). wedge: the unit forms a wedge as it declares each charge — a point model, each rank behind wider (flag wedgeGrowth) — and fights its first round rank against rank, breaking through while it wins (§2.3). shieldwall: infantry with shields form a shieldwall at the start of each turn out of combat, and hold it — +1 save, no moving or shooting — until pushed back, following up or fleeing. testudo: infantry with shields and a leader form a testudo as they advance (a complex manoeuvre, an Ld test) — half speed, +2 save, until it comes to blows. square: infantry with a leader, four files or more, form a square where they stand (a complex manoeuvre) — a face each way, never pushed back, never following up nor pursuing, a prepared position, unmoving (§2.3).' }),
        deployFlanks: oneOf(['never', 'when-charged', 'at-once'], {
          description: 'A unit in mixed ranks (`mixed`, §2.3), one type in front of the other: deploy the type behind on the flanks of the type in front — at-once, in its first movement phase out of combat (a simple manoeuvre); when-charged, as it is charged and holds, on an Ld test, and failed, fight that combat at −1 to hit; never (default). Not with changeRanks.',
        }),
        flankType: oneOf(['behind', 'front'], {
          description: 'With deployFlanks: which type goes to the flanks — the one behind (behind, default), or the one in front, the other becoming the centre (either the front or the rear type may go to its flanks, p.125).',
        }),
        recallFlanks: union([oneOf(['never', 'when-charged']), number({ integer: true, min: 1, max: 50 })], {
          description: 'A unit in mixed ranks with a type on its flanks (place: flanks, or deployFlanks: at-once): bring that type back behind the other — the same manoeuvre undoes it (p.125) — as it is charged and holds, on an Ld test, and failed, fight that combat at −1 to hit (when-charged); or, a game turn, in its own movement phase from that turn, at liberty and not charging (a simple manoeuvre); or keep it there (never, default). Not with changeRanks.',
        }),
        changeRanks: oneOf(['never', 'when-charged', 'shoot-then-fight'], {
          description: 'A unit in mixed ranks (`mixed`, §2.3): never change ranks (default); when-charged, as it is charged and holds, try to change ranks — the type behind to the front — on an Ld test, and failed, fight that combat at −1 to hit; shoot-then-fight, so when charged while the type in front has missile weapons and the one behind none, and in its own movement phase, not fighting, bring a type with missile weapons to the front (a simple manoeuvre).',
        }),
        point: number({ integer: true, min: 1, max: 100, description: 'The models of an archer wedge\'s front rank (formation: archer-wedge), 1 by default (§2.3).' }),
        frontage: number({ integer: true, min: 1, max: 100, description: 'Files to fight on: before moving, the unit changes its front rank towards this many, at most four models a manoeuvre (§2.2); a unit in mixed ranks with a type on its flanks widens or narrows the flanks\' columns instead, two files a side a manoeuvre.' }),
        pistol: oneOf(['instead', 'second-weapon'], { description: 'A unit with pistols, in the first round of each combat: each model fires its pistol as one of its attacks (instead), or besides them as a second weapon at −1 to hit, with no shield (second-weapon) (§4.8).' }),
        volleys: number({ integer: true, min: 1, max: 2, description: 'A repeating crossbow: shots a model (2 at −1 to hit each).' }),
        followUp: oneOf(['always', 'hold-obstacle'], { description: 'A winner follows up its beaten enemy 2" (always); or, winning behind a hedge, wall or ditch it defends against that enemy, keeps it and stays, the enemy pushed back out of the fight and halted for the turn (hold-obstacle) (§4.10).' }),
        widen: oneOf(['never', 'to-overlap'], { description: 'As it follows up a beaten enemy wider than its front, a unit with a leader widens its front by up to two models on each side to bring more models into contact (to-overlap), or keeps its frontage and its ranks (never) (§4.10).' }),
        capture: oneOf(['attempt', 'leave'], { description: 'When the unit pushes back an enemy whose standard bearer fell in the round: fight another round at once to capture the standard (attempt), or leave it in the dirt, lost to the enemy (leave) (§4.10). Flag standardCapture.' }),
        shootAt: oneOf(['troops', 'characters'], { description: 'Whom its missiles strike when a character in the enemy unit may be picked out — his unit down to fewer than 5 troopers, and no other unit of 5 or more within 5" of it unless the shooters are within half range (p.74): the troops (default), or the character, each hit on one of them at random (characters).' }),
        unhitch: boolean({ description: 'A wagon: spend its side\'s first turn standing still to unhitch its team (§6.1), which from then on neither fights nor bolts; the wagon moves no more.' }),
        dismount: number({ integer: true, min: 1, max: 50, description: 'A chariot or wagon of two crew or more: the game turn its crewmen other than the driver get off, as its side\'s movement phase begins, if it is at liberty (§6.1) — they stand up behind it as a unit on foot (as crewOnFoot: form), make their full move and fight, shoot or charge as any unit by its tactics; the chariot fights on with its driver.' }),
        remount: number({ integer: true, min: 2, max: 50, description: 'With dismount: the game turn from which the crewmen get back aboard in their side\'s reserves phase, when they are not fighting nor fleeing and the chariot stands within their move (§6.1), even when they may make no reserve move.' }),
        abandonHalted: boolean({ description: 'A chariot or wagon halted by a broken axle (result 13, §6.1): its crew get out as their side\'s next movement phase begins, if it is not fighting, and form a unit on foot behind it (as crewOnFoot: form says), the chariot left useless; by default they stay aboard and fight from it.' }),
        crewOnFoot: oneOf(['form', 'none'], {
          description:
            'A chariot or war beast: when it is lost with crew alive — its chariot wrecked (results 14-16, or a wall), its last draught animal slain, or its beast slain — they form a unit on foot as their side\'s next turn begins, behind the wreck (form, default; the unit is reported as `<id>-crew`); or they leave the battle (none). Crew thrown from a chariot (results 15-16, a wall) take their basic save or die first (§6.1, §6.2).',
        }),
        warBeast: oneOf(['beast', 'crew'], { description: 'Whom its models strike on an enemy war beast when they can reach its crew — mounted, over 10 feet, with spears or halberds, or a war beast\'s crew: the beast (default) or the crew (§6.2). Others, and steeds, strike the beast.' }),
        strike: oneOf(['troops', 'characters'], { description: 'Whom its models touching an enemy character strike: the troops around him (default), or the character himself (§6.4).' }),
        fly: object(
          {
            level: union([oneOf(['attack']), number({ integer: true, min: 10, max: 100 })], { description: 'The level it climbs or dives to and keeps: attack level or so many inches above it (default where it starts).' }),
            drop: targetOf('Whom its models drop things on as they fly over them in the shooting phase, instead of shooting (§3.5): it flies to end its moves over them'),
            collect: boolean({ description: 'Once its models have dropped all they carry, it flies off the nearest table edge to collect more: after a full turn off the table it comes back where it left on a D6 of 6, rolled as each of its turns begins, carrying its `carry` again (§2.7).' }),
            giveUp: number({ integer: true, min: 1, max: 20, description: 'With collect: after this many failed rolls to come back it gives up looking, and comes back at its own table edge as its next turn begins, carrying nothing (§2.7).' }),
            land: union([number({ integer: true, min: 1, max: 50 }), array(number({ integer: true, min: 1, max: 50 }), { minItems: 1, maxItems: 8 })], { description: 'The game turn from which it comes down, or a list of them, alternating with its `takeOff` turns: it dives to attack level, slows to its deceleration, and lands as its move ends clear of every unit and 1" from any enemy; on the ground it may make a reserve move that turn (§2.6), and then moves, charges and fights as troops on foot — without the charge and follow-up bonuses, which flyers never get (§4.4).' }),
            takeOff: union([number({ integer: true, min: 1, max: 50 }), array(number({ integer: true, min: 1, max: 50 }), { minItems: 1, maxItems: 8 })], { description: 'The game turn from which it takes off, or a list of them, alternating with its `land` turns — a flyer starting on the ground, or one that landed (after its `land` turn) — as its movement phase comes, if it is at liberty: no move on the ground that turn, flying off at no more than its acceleration (§2.7).' }),
          },
          { description: 'A flyer (`flight`): how it flies. In the air it makes for the unit it drops things on while it carries any, else for the nearest enemy, ending its moves over it as its speed and turns allow.' },
        ),
        pursue: oneOf(['always', 'restrain'], { description: 'always: pursue routers; restrain: take the Ld test not to pursue, and the −1 test to halt an ongoing pursuit (§4.11).' }),
        move: oneOf(['advance', 'hold', 'to-range', 'fall-back'], { description: 'advance towards the nearest enemy in the movement and reserves phases, hold still, (with a missile weapon) advance only until an enemy is within shooting range, or fall back: hold in the movement phase, and in the reserves phase step straight back at half rate while an enemy could charge it (not chariots nor units in single file).' }),
      },
      { default: {}, description: 'How the unit is played (README "Tactics").' },
    ),
  },
  { required: ['id', 'profile', 'models', 'position'] },
);

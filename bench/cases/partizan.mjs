/**
 * The partizan engine (src/engine/partizan): canonical forms of sums of many small games, the same
 * sum asked again in the same store (hash-consing makes it a table look-up), thermographs of a
 * deep game, Hackenbush strings by the game's own rules against Berlekamp's rule, and the
 * properties CGSuite lists (`nimlab cgt --json`: atomic weight, reduced canonical form, companion,
 * uptimal expansion, …) of CGSuite's own test games, and a Norton product of a 31-digit integer. In-process,
 * on the built dist/. No rival: CGSuite (Java) is not available on this machine, so the rows give
 * absolute times, and the repeated-sum row its ratio to the first computation. Domineering and
 * blue-red Hackenbush positions valued through their rulesets (src/games/partizan) on the one
 * generic solver, each in a fresh store and a fresh table.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

function best(repeats, run) {
  let ms = Infinity;
  let value;
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    value = run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, value };
}

export default async function partizan(ctx) {
  const lib = await import(pathToFileURL(path.join(ctx.root, 'dist/engine/partizan/index.js')).href);
  const { PartizanGames, GamePrinter, GameProperties, NortonProducts, parseExpression, thermograph, hackenbushStringValue } = lib;
  const terms = [
    '{3||2|1}',
    '{5|2||0}',
    '+-1',
    '{2|0,*}',
    '^*',
    '{4||3|1}',
    '{1|^^||^}',
    '+-(1*)',
    '{3/2*|1/2}',
    'Tiny(2)',
    '{2||1|-1}',
    '*3',
  ];
  const expression = terms.join(' + ');
  const rows = [];

  let printed;
  const first = best(ctx.repeats, () => {
    const games = new PartizanGames();
    const value = parseExpression(expression, { games, uptimals: new GamePrinter(games).uptimals });
    printed = new GamePrinter(games).print(value.id);
    return { games, id: value.id };
  });
  const { games } = first.value;
  const uptimals = new GamePrinter(games).uptimals;
  const again = best(Math.max(ctx.repeats, 20), () => parseExpression(expression, { games, uptimals }).id);
  if (again.value !== first.value.id) throw new Error('the repeated sum gave another game');
  rows.push({
    name: `canonical form of a sum of ${terms.length} small games, fresh store`,
    ours_ms: first.ms,
    baseline_ms: null,
    note: `${games.store.size} games stored; canonical form ${printed.length} characters; no CGSuite here to compare`,
  });
  rows.push({
    name: 'the same sum again in the same store (hash-consed: look-ups)',
    ours_ms: again.ms,
    baseline_ms: first.ms,
    ratio: again.ms / first.ms,
    note: 'baseline = the first computation of the same sum; ratio = repeat / first',
  });

  const depth = 3000;
  const deep = best(ctx.repeats, () => {
    const store = new PartizanGames();
    const two = store.integer(2);
    let g = store.game([store.integer(1)], [store.integer(-1)]);
    for (let i = 0; i < depth; i++) g = store.game([two], [g]);
    return thermograph(store.store, g, new Map()).toString();
  });
  rows.push({
    name: `thermograph of a game ${depth} levels deep ({2 | {2 | … ±1}}), fresh store`,
    ours_ms: deep.ms,
    baseline_ms: null,
    note: `${deep.value.slice(0, 60)}…`,
  });

  const edges = 'LRRLLRLRRLRLLRLRLLRRLRLR';
  const strings = best(ctx.repeats, () => {
    const store = new PartizanGames();
    const prefixes = [store.zero];
    for (let i = 1; i <= edges.length; i++) {
      const lefts = [];
      const rights = [];
      for (let j = 0; j < i; j++) (edges[j] === 'L' ? lefts : rights).push(prefixes[j]);
      prefixes.push(store.game(lefts, rights));
    }
    return { store, id: prefixes[edges.length] };
  });
  const expected = strings.value.store.number(hackenbushStringValue(edges));
  if (strings.value.id !== expected) throw new Error('Hackenbush string: the rules and Berlekamp disagree');
  rows.push({
    name: `Hackenbush string of ${edges.length} edges by its rules (options are prefixes)`,
    ours_ms: strings.ms,
    baseline_ms: null,
    note: `value ${hackenbushStringValue(edges)} = Berlekamp's rule (checked)`,
  });

  // CGSuite's own test games (CanonicalShortGameTestCase): every property, each game in a fresh store.
  const cgsuiteGames = [
    '{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}',
    '{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}',
    '{5||3|1|||0||||0}',
    '{1|^^^||^}',
  ];
  let propertyCount = 0;
  const properties = best(ctx.repeats, () => {
    for (const text of cgsuiteGames) {
      const store = new PartizanGames();
      const printer = new GamePrinter(store);
      const value = parseExpression(text, { games: store, uptimals: printer.uptimals });
      propertyCount = Object.keys(new GameProperties(store, printer).all(value.id)).length;
    }
  });
  rows.push({
    name: `all ${propertyCount} CGSuite properties (nimlab cgt --json) of ${cgsuiteGames.length} of CGSuite's test games, fresh store each`,
    ours_ms: properties.ms,
    baseline_ms: null,
    note: 'atomic weight, reduced canonical form, companion, uptimal expansion, thermograph, … ; the values are held to CGSuite’s in the tests; no CGSuite here to time',
  });

  const norton = best(ctx.repeats, () => {
    const store = new PartizanGames();
    const printer = new GamePrinter(store);
    const value = parseExpression('{2|1}', { games: store, uptimals: printer.uptimals });
    const product = new NortonProducts(store).multiply(store.integer(10n ** 30n), value.id);
    return printer.print(product);
  });
  rows.push({
    name: 'Norton product 10^30.{2|1} ({2|1} is the number 3/2: 10^30 copies, by about 100 doublings), fresh store',
    ours_ms: norton.ms,
    baseline_ms: null,
    note: `= ${norton.value.slice(0, 50)}…`,
  });
  const games2 = await import(pathToFileURL(path.join(ctx.root, 'dist/games/index.js')).href);
  const domineering = await import(pathToFileURL(path.join(ctx.root, 'dist/games/partizan/domineering/index.js')).href);
  for (const board of ['4x4', '3x6', '.....|.....|..#..|.....']) {
    const grid = domineering.parseGrid(board);
    const valued = best(ctx.repeats, () => {
      const store = new PartizanGames();
      const solver = new games2.PartizanValues(domineering.domineeringRules, store);
      const id = solver.value(grid);
      return { text: new GamePrinter(store).print(id), positions: solver.size };
    });
    rows.push({
      name: `Domineering ${board}: canonical value by its rules (regions split, keys up to symmetry), fresh store`,
      ours_ms: valued.ms,
      baseline_ms: null,
      note: `value ${valued.value.text.slice(0, 60)}; ${valued.value.positions} regions valued; no CGSuite here to time`,
    });
  }
  const hackenbush = games2.findPartizanGame('hackenbush-colour');
  // A blue-red tree of 14 edges: a trunk with branches of both colours (CGSuite's l/r notation).
  const treeWords = '15 1 2 l 2 3 r 3 4 l 3 5 r 2 6 l 6 7 l 6 8 r 8 9 l 1 10 r 10 11 l 11 12 r 11 13 l 10 14 l 14 15 r'.split(' ');
  const tree = hackenbush.parse(treeWords);
  const treeValue = best(ctx.repeats, () => {
    const store = new PartizanGames();
    const solver = new games2.PartizanValues(hackenbush.rules, store);
    return new GamePrinter(store).print(solver.value(tree));
  });
  rows.push({
    name: 'blue-red Hackenbush tree of 14 edges by its rules (canonical forms), fresh store',
    ours_ms: treeValue.ms,
    baseline_ms: null,
    note: `value ${treeValue.value}; no CGSuite here to time`,
  });
  return rows;
}

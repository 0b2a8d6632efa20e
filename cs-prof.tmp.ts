import { readFileSync } from 'node:fs';
import { sharedSequences } from './src/games/heap/census/sharedSequence.ts';
import { expandCodePatterns } from './src/games/heap/census/pattern.ts';
import { parseTakeBreakCode } from './src/games/heap/parseCode.ts';
import { GrundySequencer } from './src/games/heap/sequencer.ts';
const groups = sharedSequences(expandCodePatterns(['0.???', '4.???']));
const j = JSON.parse(readFileSync('./docs/census.json', 'utf8'));
const st = new Map(); for (const r of j.rows) for (const m of r.members) st.set(m.code, r.status);
const N = Number(process.argv[2]);
for (const g of groups) {
  if (st.get(g.leader) !== 'unsolved') continue;
  const c0 = process.cpuUsage();
  const s = new GrundySequencer(parseTakeBreakCode(g.leader));
  s.extendTo(N / 4);
  const c1 = process.cpuUsage(c0);
  s.extendTo(N);
  const c2 = process.cpuUsage(c0);
  const ms = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  console.log([g.leader, g.followers.length, s.computed, s.largestValue, s.rareMask, s.rareHeaps, ms(c1).toFixed(0), ms(c2).toFixed(0), s.proven ? 'proven' : ''].join('\t'));
}

import { profileKey, type Equilibrium } from '../equilibrium.js';

/** The equilibria's profiles as sorted keys, to compare two solvers' sets. */
export function equilibriumKeys(equilibria: readonly Equilibrium[]): string[] {
  return equilibria.map((e) => profileKey(e.strategies)).sort();
}

import { cycleError } from './errors.js';
import type { Key } from './game.js';

/**
 * How to value the states of an acyclic dependency graph bottom-up: a state's value is computed
 * from the values of the states it depends on. Misère search, remoteness and minimax are all this.
 */
export interface AcyclicEvaluation<S, V> {
  key(state: S): Key;
  /** The states whose values `combine` will ask for. */
  dependencies(state: S): readonly S[];
  /** The value of `state` once every dependency has one. */
  combine(state: S, dependencies: readonly S[], valueOf: (dependency: S) => V): V;
  /** A state for people, used in the error when the graph turns out to have a cycle. */
  describe(state: S): string;
}

interface Frame<S> {
  state: S;
  key: Key;
  dependencies: readonly S[] | null;
  cursor: number;
}

/**
 * Values `root` with an explicit stack instead of recursion, so dependency chains of any length
 * are fine; values already in `memo` are reused and every new one is stored there.
 */
export function evaluateAcyclic<S, V>(root: S, spec: AcyclicEvaluation<S, V>, memo: Map<Key, V>): V {
  const rootKey = spec.key(root);
  if (memo.has(rootKey)) return memo.get(rootKey)!;
  const onStack = new Set<Key>();
  const stack: Frame<S>[] = [{ state: root, key: rootKey, dependencies: null, cursor: 0 }];
  const valueOf = (state: S): V => memo.get(spec.key(state))!;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.dependencies === null) {
      if (memo.has(frame.key)) {
        stack.pop();
        continue;
      }
      frame.dependencies = spec.dependencies(frame.state);
      onStack.add(frame.key);
    }
    const next = nextUnvalued(frame, spec, memo, onStack);
    if (next !== null) {
      stack.push({ state: next, key: spec.key(next), dependencies: null, cursor: 0 });
      continue;
    }
    memo.set(frame.key, spec.combine(frame.state, frame.dependencies, valueOf));
    onStack.delete(frame.key);
    stack.pop();
  }
  return memo.get(rootKey)!;
}

function nextUnvalued<S, V>(frame: Frame<S>, spec: AcyclicEvaluation<S, V>, memo: Map<Key, V>, onStack: Set<Key>): S | null {
  const dependencies = frame.dependencies!;
  for (; frame.cursor < dependencies.length; frame.cursor++) {
    const dependency = dependencies[frame.cursor];
    const key = spec.key(dependency);
    if (memo.has(key)) continue;
    if (onStack.has(key)) {
      throw cycleError(spec.describe(dependency));
    }
    return dependency;
  }
  return null;
}

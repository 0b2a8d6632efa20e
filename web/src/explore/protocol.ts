/** Messages between the Explore page and its worker. */
export type ExploreRequest =
  | { kind: 'game'; game: string; to: number }
  | { kind: 'module'; source: string; to: number };

export interface PeriodReport {
  preperiod: number;
  period: number;
  saltus: number;
  proven: boolean;
}

export type ExploreMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; name: string; values: number[]; period: PeriodReport | null; max: { value: number; at: number } }
  | { type: 'error'; message: string };

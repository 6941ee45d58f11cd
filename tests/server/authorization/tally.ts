// What a file of the authorization suite counts and prints at the end (issue 3 asks for the number
// of cases and of leaks). A leak = someone the policy refuses got through or got data; an
// over-refusal = someone it allows was turned away; a probe fault = the check proved nothing.

export type FindingKind = 'leak' | 'over-refusal' | 'wrong-refusal' | 'probe';

export interface Finding {
  kind: FindingKind;
  principal: string;
  operation: string;
  detail: string;
}

export class Tally {
  cases = 0;
  readonly findings: Finding[] = [];
  /** How allowed principals were answered (NOT_IMPLEMENTED, NOT_FOUND, data…), for the summary. */
  readonly outcomes = new Map<string, number>();
  readonly notes: string[] = [];

  constructor(readonly title: string) {}

  /** Counts one case; returns its finding, or null, so the caller can assert on it. */
  record(finding: Finding | null, outcome?: string): Finding | null {
    this.cases++;
    if (outcome) this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    if (finding) this.findings.push(finding);
    return finding;
  }

  get leaks(): Finding[] {
    return this.findings.filter((f) => f.kind === 'leak');
  }

  summary(): string {
    const outcomes = [...this.outcomes].map(([k, n]) => `${k}=${n}`).join(', ');
    const lines = [
      `[autorización] ${this.title}: ${this.cases} casos, ${this.leaks.length} fugas, ` +
        `${this.findings.length - this.leaks.length} otros hallazgos`,
      ...(outcomes ? [`  respuestas: ${outcomes}`] : []),
      ...this.notes.map((n) => `  nota: ${n}`),
      ...this.findings.map((f) => `  ${f.kind}: ${f.principal} → ${f.operation}: ${f.detail}`),
    ];
    return lines.join('\n');
  }

  print(): void {
    console.info(this.summary());
  }
}

/** What a pass-2 run found, in the shape a Tally counts. */
export function absorb(
  tally: Tally,
  run: {
    checks: number;
    leaks: Finding[];
    anomalies: Finding[];
    pending: string[];
    outcomes: Map<string, number>;
  },
): void {
  tally.cases += run.checks;
  tally.findings.push(...run.leaks, ...run.anomalies);
  for (const [key, n] of run.outcomes) tally.outcomes.set(key, (tally.outcomes.get(key) ?? 0) + n);
  if (run.pending.length)
    tally.notes.push(`sin implementar aún (omitidos): ${run.pending.join(', ')}`);
}

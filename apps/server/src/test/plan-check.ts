/** One node of `EXPLAIN (FORMAT JSON)`'s plan tree (the fields the check reads). */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
};

/** Rows a Sort may take in: a top-N over a few rows after an index scan is fine. */
export const SORT_ROWS_LIMIT = 1_000;

/**
 * What makes a plan cost grow with the data: a sequential scan of a big table, or a Sort fed
 * more than SORT_ROWS_LIMIT estimated rows (no index gives the order). Answers one line per
 * problem, empty when the plan is fine.
 */
export function planProblems(plan: PlanNode, bigTables: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const visit = (node: PlanNode) => {
    const relation = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && relation && bigTables.has(relation)) {
      problems.push(`Seq Scan on ${relation} (${node['Plan Rows'] ?? '?'} rows estimated)`);
    }
    if (node['Node Type'] === 'Sort') {
      const input = (node.Plans ?? []).reduce((sum, child) => sum + (child['Plan Rows'] ?? 0), 0);
      if (input > SORT_ROWS_LIMIT) {
        problems.push(
          `Sort of ${input} estimated rows by ${(node['Sort Key'] ?? []).join(', ')}` +
            ` (no index gives this order)`,
        );
      }
    }
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return problems;
}

import { describe, expect, it } from 'vitest';
import { planProblems, type PlanNode } from './plan-check';

const big = new Set(['audit_logs']);

describe('planProblems: what the query-plan test fails on', () => {
  it('names a sequential scan of a big table, not of a small one', () => {
    const plan: PlanNode = {
      'Node Type': 'Hash Join',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'audit_logs', 'Plan Rows': 50_000 },
        { 'Node Type': 'Seq Scan', 'Relation Name': 'brand_directory', 'Plan Rows': 300 },
      ],
    };
    expect(planProblems(plan, big)).toEqual(['Seq Scan on audit_logs (50000 rows estimated)']);
  });

  it('names a sort fed many rows, and lets a top-N of a few rows after an index scan pass', () => {
    const sort = (rows: number): PlanNode => ({
      'Node Type': 'Limit',
      Plans: [
        {
          'Node Type': 'Sort',
          'Sort Key': ['created_at DESC'],
          Plans: [{ 'Node Type': 'Index Scan', 'Relation Name': 'audit_logs', 'Plan Rows': rows }],
        },
      ],
    });
    expect(planProblems(sort(40_000), big)).toEqual([
      'Sort of 40000 estimated rows by created_at DESC (no index gives this order)',
    ]);
    expect(planProblems(sort(20), big)).toEqual([]);
  });
});

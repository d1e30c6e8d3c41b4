import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

export type OpenApiLintResult = { errors: string[]; warnings: string[] };

/**
 * Problems a document knowingly keeps, as rule id -> JSON pointers (the form of redocly's
 * .redocly.lint-ignore.yaml), e.g. `{ 'operation-4xx-response': ['#/paths/~1api~1x/get/responses'] }`.
 * An exemption that no longer matches a problem is reported as a warning, so none outlives its cause.
 */
export type OpenApiLintExemptions = Record<string, string[]>;

const SOURCE = 'openapi.json';

/**
 * Lints an OpenAPI document with redocly's `recommended` rules, the checks client generators
 * rely on. The config is built in memory (no redocly.yaml is read) and the document is
 * self-contained, so it runs offline.
 */
export async function lintOpenApi(
  document: object,
  exemptions: OpenApiLintExemptions = {},
): Promise<OpenApiLintResult> {
  const ignore = Object.fromEntries(
    Object.entries(exemptions).map(([rule, pointers]) => [rule, new Set(pointers)]),
  );
  const config = await createConfig({ extends: ['recommended'] }, { ignore: { [SOURCE]: ignore } });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: SOURCE,
    config,
  });
  const shown = problems.filter((problem) => !problem.ignored);
  return {
    errors: shown.filter((problem) => problem.severity === 'error').map(describe),
    warnings: [
      ...shown.filter((problem) => problem.severity === 'warn').map(describe),
      ...unusedExemptions(exemptions, problems),
    ],
  };
}

function describe(problem: NormalizedProblem): string {
  return `${problem.ruleId} at ${pointerOf(problem) ?? 'the document'}: ${problem.message}`;
}

function pointerOf(problem: NormalizedProblem): string | undefined {
  return problem.location.find((location) => location.pointer)?.pointer;
}

function unusedExemptions(exemptions: OpenApiLintExemptions, problems: NormalizedProblem[]) {
  const used = new Set(
    problems.filter((p) => p.ignored).map((p) => `${p.ruleId} at ${pointerOf(p) ?? ''}`),
  );
  return Object.entries(exemptions).flatMap(([rule, pointers]) =>
    pointers
      .map((pointer) => `${rule} at ${pointer}`)
      .filter((exemption) => !used.has(exemption))
      .map((exemption) => `${exemption}: exempted, but the document no longer has this problem`),
  );
}

import { PUBLIC_CONFIG_DEFAULTS, usePublicConfig } from './public-config';

/** "Updately Pty Ltd (ABN 51 824 753 556)": the defaults until GET /api/config answers. */
export function useCompanyLine(): string {
  const config = usePublicConfig();
  const legalName = config?.legalName ?? PUBLIC_CONFIG_DEFAULTS.legalName;
  const abn = config?.abn ?? PUBLIC_CONFIG_DEFAULTS.abn;
  return `${legalName} (ABN ${abn})`;
}

/** The company line as text (an island inside prerendered paragraphs). */
export function CompanyLine() {
  return <>{useCompanyLine()}</>;
}

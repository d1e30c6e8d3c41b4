import { CompanyLine } from './company-line';
import { Island } from '../islands/island';

/** The legal name and ABN in force, inside a prerendered paragraph. */
export function CompanyLineIsland() {
  return <Island name="company-line" component={CompanyLine} props={{}} as="span" />;
}

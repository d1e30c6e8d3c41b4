import type { Db } from '../../db/client';
import { businessLeads } from '../../db/schema';

export type NewBusinessLead = {
  company: string;
  name: string;
  email: string;
  phone: string;
  companySize: string;
  message: string;
};

/** Stores an enquiry from the For Business page and returns its id. */
export async function createBusinessLead(db: Db, lead: NewBusinessLead): Promise<string> {
  const [row] = await db
    .insert(businessLeads)
    .values({
      company: lead.company,
      name: lead.name,
      email: lead.email.toLowerCase(),
      phone: lead.phone || null,
      company_size: lead.companySize,
      message: lead.message,
    })
    .returning({ id: businessLeads.id });
  if (!row) throw new Error('business lead not stored');
  return row.id;
}

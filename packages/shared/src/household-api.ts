import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { HOUSEHOLD_RELATIONS, type HouseholdRelation } from './journey-people';

/** A Moving Home household (issue 25): members, joint accounts and the joint holder's approval. */

export const HOUSEHOLD_RELATION_LABELS: Record<HouseholdRelation, string> = {
  partner: 'Partner',
  adult: 'Other adult',
  child: 'Child',
};

export const HOUSEHOLD_NAME_MAX_LENGTH = 100;
export const JOINT_DECLINE_REASON_MAX_LENGTH = 500;

/** Adults may be invited (they approve their own companies); a child never has an account. */
export const householdRelationIsAdult = (relation: HouseholdRelation) => relation !== 'child';

export const addHouseholdMemberSchema = z
  .object({
    relation: z.enum(HOUSEHOLD_RELATIONS, {
      error: 'Relationship is partner, adult or child.',
    }),
    name: z
      .string()
      .trim()
      .min(1, 'Enter their name.')
      .max(
        HOUSEHOLD_NAME_MAX_LENGTH,
        `Keep the name under ${HOUSEHOLD_NAME_MAX_LENGTH} characters.`,
      ),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH)
      .pipe(z.email('Enter an email address like name@example.com.'))
      .optional(),
  })
  .refine((v) => !(v.relation === 'child' && v.email), {
    message: 'A child is listed as a dependant: leave the email address empty.',
    path: ['email'],
  });
export type AddHouseholdMemberInput = z.infer<typeof addHouseholdMemberSchema>;

export const householdMemberSchema = z.object({
  id: z.string(),
  relation: z.enum(HOUSEHOLD_RELATIONS),
  name: z.string(),
  /** `invited`: an adult with an invitation out; `joined`: they accepted; `dependant`: a child
   * (or an adult listed without an email). */
  status: z.enum(['invited', 'joined', 'dependant']),
  created_at: z.string(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const jointAccountSchema = z.object({
  footprint_id: z.string(),
  household_ids: z.array(z.string()),
});

/** A joint request of the household journey still waiting for some holders. */
export const jointWaitingSchema = z.object({
  request_id: z.string(),
  footprint_id: z.string(),
  company_name: z.string(),
  waiting_for: z.array(z.string()),
});

export const householdSchema = z.object({
  members: z.array(householdMemberSchema),
  joint_accounts: z.array(jointAccountSchema),
  waiting: z.array(jointWaitingSchema),
});
export type Household = z.infer<typeof householdSchema>;

export const setJointAccountSchema = z.object({
  household_ids: z.array(z.uuid('Each household member is an id.')).max(10),
});
export type SetJointAccountInput = z.infer<typeof setJointAccountSchema>;

/** A joint request as its other holder sees it, on their own journey. */
export const jointRequestSchema = z.object({
  request_id: z.string(),
  company_name: z.string(),
  owner_name: z.string(),
  reference: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type JointRequest = z.infer<typeof jointRequestSchema>;
export const jointRequestListSchema = z.object({ items: z.array(jointRequestSchema) });

export const declineJointRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why, so the account holder knows.')
    .max(JOINT_DECLINE_REASON_MAX_LENGTH),
});

import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { identityProviders, ssoLogins, ssoSettings, type SamlAnswer } from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';

export type ProviderRow = typeof identityProviders.$inferSelect;
export type SettingsRow = typeof ssoSettings.$inferSelect;
export type LoginRow = typeof ssoLogins.$inferSelect;

export const listProviders = (tx: Tx): Promise<ProviderRow[]> =>
  tx.select().from(identityProviders).orderBy(asc(identityProviders.createdAt));

export const findProvider = (tx: Tx, id: string): Promise<ProviderRow | undefined> =>
  tx
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.id, id))
    .then((rows) => rows[0]);

export const insertProvider = (tx: Tx, values: typeof identityProviders.$inferInsert) =>
  tx
    .insert(identityProviders)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

export const updateProvider = (tx: Tx, id: string, values: Partial<typeof identityProviders.$inferInsert>) =>
  tx
    .update(identityProviders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(identityProviders.id, id))
    .returning()
    .then((rows) => rows[0]);

export const deleteProvider = (tx: Tx, id: string) =>
  tx
    .delete(identityProviders)
    .where(eq(identityProviders.id, id))
    .returning({ id: identityProviders.id })
    .then((rows) => rows.length > 0);

export const readSettings = (tx: Tx): Promise<SettingsRow | undefined> =>
  tx
    .select()
    .from(ssoSettings)
    .then((rows) => rows[0]);

export const saveSettings = (
  tx: Tx,
  tenantCode: string,
  values: Pick<SettingsRow, 'requireSso' | 'createUsersOnFirstSignIn' | 'allowedEmailDomains' | 'updatedBy'>,
) =>
  tx
    .insert(ssoSettings)
    .values({ tenantId: tenantCode, ...values })
    .onConflictDoUpdate({ target: ssoSettings.tenantId, set: { ...values, updatedAt: new Date() } });

export async function insertLogin(tx: Tx, values: typeof ssoLogins.$inferInsert) {
  // Sign-ins never finished are forgotten as new ones start.
  await tx.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now()`));
  await tx.insert(ssoLogins).values(values);
}

/**
 * Takes a started sign-in by its state, once: the row is deleted as it is read, so of two
 * callbacks with the same state (a replay, a double submit) one gets it and the other nothing.
 */
export const redeemLogin = (tx: Tx, stateHash: string) =>
  tx
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.stateHash, stateHash), sql`${ssoLogins.expiresAt} > now()`))
    .returning()
    .then((rows) => rows[0]);

/** A SAML sign-in of this provider still waiting for the IdP's response (the ACS has not answered it). */
export const pendingSamlLogin = (tx: Tx, stateHash: string, providerId: string) =>
  tx
    .select()
    .from(ssoLogins)
    .where(
      and(
        eq(ssoLogins.stateHash, stateHash),
        eq(ssoLogins.providerId, providerId),
        isNull(ssoLogins.answer),
        sql`${ssoLogins.expiresAt} > now()`,
      ),
    )
    .then((rows) => rows[0]);

/**
 * Records the ACS's answer to a SAML sign-in, once: of two posts of the same response (a replay, a
 * double submit) only the first finds the sign-in unanswered; false for the other.
 */
export const answerSamlLogin = (tx: Tx, stateHash: string, answer: SamlAnswer, handoffHash: string) =>
  tx
    .update(ssoLogins)
    .set({ answer, handoffHash })
    .where(and(eq(ssoLogins.stateHash, stateHash), isNull(ssoLogins.answer)))
    .returning({ stateHash: ssoLogins.stateHash })
    .then((rows) => rows.length > 0);

export interface SignInCandidate {
  userId: string;
  isActive: boolean;
  /** Null: an account without an employee record (an administrator's). */
  employed: boolean | null;
}

/** The account whose email is the one the provider vouched for, with whether its employee still works here. */
export async function findAccountByEmail(tx: Tx, email: string): Promise<SignInCandidate | undefined> {
  const [row] = await queryRows<SignInCandidate>(
    tx,
    sql`select u.id as "userId", u.is_active as "isActive",
               case when e.id is null then null else ${employedOn()} end as employed
          from users u left join employees e on e.id = u.employee_id
         where lower(u.email) = lower(${email})`,
  );
  return row;
}

/** An employee working here today, without an account, whose work email is this one (first sign-in). */
export async function findEmployeeWithoutAccount(tx: Tx, email: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select e.id from employees e
         where lower(e.email) = lower(${email}) and ${employedOn()}
           and not exists (select 1 from users u where u.employee_id = e.id)
         order by e.created_at
         limit 1`,
  );
  return row?.id;
}

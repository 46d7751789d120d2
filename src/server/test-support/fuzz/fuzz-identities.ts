import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../../shared/api/auth';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { passwordLogin, seedStaff, signedIn } from '../accounts';
import { seedClient } from '../clients';

/** Who sends a fuzz request: nobody, a member of staff or a client, each with a live session. */
export interface Identity {
  name: string;
  staff: boolean;
  headers(): Record<string, string>;
  /** Signs in again; requests may sign out or replace the session. */
  refresh(): Promise<void>;
}

const PASSWORD = 'fuzz-pass-42';

async function sessionIdentity(
  app: FastifyInstance,
  name: string,
  account: string,
  staff: boolean,
): Promise<Identity> {
  let headers: Record<string, string> = {};
  const identity: Identity = {
    name,
    staff,
    headers: () => headers,
    async refresh() {
      headers = signedIn(await passwordLogin(app, account, PASSWORD)).headers;
    },
  };
  await identity.refresh();
  return identity;
}

export async function fuzzIdentities(app: FastifyInstance, db: Db): Promise<Identity[]> {
  const staff = async (role: StaffRole) => {
    const email = `fuzz.${role}@clinic.test`;
    await seedStaff(db, { email, role, password: PASSWORD });
    return sessionIdentity(app, role, email, true);
  };
  const clientEmail = 'fuzz.client@example.com';
  await seedClient(db, { email: clientEmail, passwordHash: await hashPassword(PASSWORD) });
  return [
    { name: 'anonymous', staff: false, headers: () => ({}), refresh: async () => undefined },
    await staff('nurse'),
    await staff('admin'),
    await sessionIdentity(app, 'client', clientEmail, false),
  ];
}

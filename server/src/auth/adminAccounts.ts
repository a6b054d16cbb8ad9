// Who may open the admin panel: the accounts ADMIN_USERS names that exist when the server starts, by account id. A
// name nobody had registered used to go to whoever registered it first (and the panel shows every hand), so a name
// that does not exist is ignored with a warning, and no registration may take any ADMIN_USERS name (any case).
import type { ServerConfig } from "../config.js";
import { log } from "../monitoring/log.js";
import type { UserStore } from "../storage/types.js";

/** Whether `username` is one of ADMIN_USERS (compared ignoring case, as usernames are): never open to registration. */
export function isAdminName(config: Pick<ServerConfig, "adminUsers">, username: string): boolean {
  const name = username.toLowerCase();
  return config.adminUsers.some((admin) => admin === name);
}

/** The ids of the ADMIN_USERS accounts that exist now; each name without an account is logged and left out. */
export async function adminAccounts(config: Pick<ServerConfig, "adminUsers">, users: Pick<UserStore, "byUsername">): Promise<ReadonlySet<number>> {
  const ids = new Set<number>();
  for (const name of config.adminUsers) {
    const account = await users.byUsername(name);
    if (account) ids.add(account.id);
    else log.warn(`ADMIN_USERS names "${name}", which is no account: ignored (register it first, then restart; the name cannot be registered while it is listed)`);
  }
  return ids;
}

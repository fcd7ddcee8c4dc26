import { createClient, type ClientConfig } from '@sanity/client'
import { localLakeUrl, usesLocalLake } from './env'

/**
 * Workspace settings that point the Studio at the local lake. Sanity's own auth store then asks
 * the lake who is signed in (`/users/me` answers a fixed local editor), so there is no login
 * screen. Every Studio client derives from the auth store's client, which must not put the
 * project id in front of the host name (`local.127.0.0.1` does not resolve).
 * Empty with a real project: the Studio is then exactly Sanity's default.
 */
export function localLakeWorkspace() {
  if (!usesLocalLake) return {}
  return {
    apiHost: localLakeUrl,
    unstable_clientFactory: (options: ClientConfig) => createClient({ ...options, useProjectHostname: false }),
  }
}

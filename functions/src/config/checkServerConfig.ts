import { logger } from 'firebase-functions/logger'
import { assertServerConfig, ServerConfigError } from './serverConfig'

/**
 * The instance's start check (index.ts registers it with onInit): a problem is logged in full,
 * naming each variable, and the call fails; the next call checks again, so a fixed secret or
 * variable takes effect with the next deploy or instance without a restart by hand.
 */
export function checkServerConfig(env: NodeJS.ProcessEnv = process.env): void {
  try {
    assertServerConfig(env)
  } catch (error) {
    if (error instanceof ServerConfigError) logger.error(error.message, { problems: error.problems })
    throw error
  }
}

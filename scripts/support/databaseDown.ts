/** The support commands' answer when the back office does not answer: one line saying how to get one. */
import { printableUrl } from '../database/openDatabase'

/** Whether an error is the database not answering (refused, unknown host, timed out, dropped), not a bad query. */
export const isConnectionError = (error: unknown): boolean =>
  error instanceof Error && (/ECONNREFUSED|ENOTFOUND|ETIMEDOUT|timeout|terminated|Connection/i.test(error.message) || ('code' in error && typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code)))

/** The line to print, with the driver's reason when there is room for it. */
export const databaseDownMessage = (url: string, reason?: string): string =>
  `The database at ${printableUrl(url)} does not answer${reason ? ` (${reason})` : ''}: start it with \`npm start\`, or set DATABASE_URL.`

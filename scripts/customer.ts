/**
 * `npm run customer -- <email>`: what the back office knows about a customer, for support.
 * Reads DATABASE_URL, else the database `npm start` serves (the embedded default's URL). An
 * unknown address exits 1; a database that does not answer says how to get one, in one line.
 */
import { customerRecordOf } from '../functions/src/backOffice/customerRecord'
import { openDatabase } from '../functions/src/db/database'
import { printableUrl } from './database/openDatabase'
import { customerDatabaseUrl } from './support/customerDatabaseUrl'
import { databaseDownMessage, isConnectionError } from './support/databaseDown'
import { formatCustomerRecord } from './support/formatCustomerRecord'

async function main(args: string[]): Promise<number> {
  const email = args.find((arg) => !arg.startsWith('-'))
  if (!email) {
    console.error('Usage: npm run customer -- <email>')
    return 2
  }
  const url = customerDatabaseUrl()
  const db = openDatabase(url, 1)
  try {
    const record = await customerRecordOf(db, email)
    if (!record) {
      console.error(`No customer, checkout session or e-mail for ${email.trim().toLowerCase()} in ${printableUrl(url)}`)
      return 1
    }
    console.log(formatCustomerRecord(record))
    return 0
  } catch (error) {
    if (!isConnectionError(error)) throw error
    console.error(databaseDownMessage(url))
    return 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))

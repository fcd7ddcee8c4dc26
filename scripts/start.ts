/**
 * `npm start`: the product as a visitor meets it, on its embedded default. Starts the local
 * content lake (seeded on first run), builds the snapshot from it, builds the app and serves
 * the production build. `npm run dev` is the same with Vite's dev server.
 * It also starts the Firebase emulators (auth and functions of a demo- project, no account) and
 * points the app at them, unless VITE_FIREBASE_PROJECT_ID names a real project.
 * It also starts Sanity Studio against the same content on STUDIO_PORT (3333); STUDIO=0 skips it.
 * It also starts the local mail catcher (scripts/mail/mailCatcher.ts) and points the functions'
 * SMTP transport at it, unless SMTP_HOST names a relay of your own.
 * It also runs the mail worker (scripts/mail/runEmailWorker.ts) once the database is open: the
 * due email_jobs are sent every few seconds through the functions' own mail provider.
 *
 * Every port comes from scripts/ports.ts (one variable each, checked for collisions, printed).
 * A lake or emulator already running on its port is used as it is. Every service either starts
 * and is printed, or the start stops everything it started and ends with one line naming the
 * service (exit 1). A second start while one runs says so and touches nothing (start/startLock.ts).
 * Ctrl+C or SIGTERM stops every service (start/shutdown.ts) and exits 0; a second one forces.
 */
import { portOf, startPorts, type PortSetting } from './ports'
import { createShutdown, firstLine } from './start/shutdown'
import { alreadyRunningLine, portAnswers, runningStart, startLockFile, takeStartLock } from './start/startLock'
import { requirePinnedNode } from './support/nodeRuntime'

requirePinnedNode('npm start')

const refuse = (line: string): never => {
  console.error(line)
  process.exit(1)
}

const dev = process.argv.includes('--dev')
let ports: PortSetting[] = []
try {
  ports = startPorts()
} catch (error) {
  refuse(firstLine(error))
}
const webPort = portOf('web')
const web = `http://localhost:${webPort}`

// Before anything is built or bound: a running start is left alone, and a stranger on the web
// or Studio port (which, unlike the lake and the emulators, are never shared) is named.
const lockFile = startLockFile()
const running = runningStart(lockFile)
if (running) refuse(alreadyRunningLine(running))
for (const setting of ports.filter(({ service }) => service === 'web' || service === 'studio')) {
  if (await portAnswers(setting.port)) refuse(`Port ${setting.port} for the ${setting.label} is taken by another program; stop it or set ${setting.variable} to a free port.`)
}
const lock = takeStartLock(lockFile, { webUrl: web, ports })
if (!lock.ok) refuse(alreadyRunningLine(lock.running))

const shutdown = createShutdown()
shutdown.handleSignals()

const { startServices } = await import('./start/startServices')
await startServices({ dev, webPort, web, ports, shutdown }).catch((error: unknown) => {
  // Not one of the failures a service names (those end in shutdown.fail): a fault of this script, whose stack helps.
  console.error(error)
  return shutdown.fail('npm start', error)
})

/**
 * Every port `npm start` listens on, in one table: each settable by its variable, derived ports
 * (the functions emulator's hub and logging) following the one they derive from, and checked
 * together, so two services never meet on one port and a bad setting is one line, not a stack
 * trace from whichever service happened to bind second.
 */

/** The services that take a port, in the order the start banner lists them. */
export const PORT_SERVICES = [
  'web',
  'lake',
  'studio',
  'database',
  'auth',
  'functions',
  'authHub',
  'authLogging',
  'functionsHub',
  'functionsLogging',
  'eventarc',
  'tasks',
  'mailSmtp',
  'mailWeb',
] as const

export type PortService = (typeof PORT_SERVICES)[number]

interface PortRule {
  variable: string
  label: string
  /** The default, or how it follows from the other ports' values. */
  fallback: number | ((ports: Partial<Record<PortService, number>>) => number)
}

// The Firebase CLI starts a hub and a logging server per emulator process, and the functions
// process also starts the Eventarc and Cloud Tasks emulators, which otherwise take the first free
// port from 9299 and 9499 (so 9300 and 9500 when another run holds those): all named here.
const RULES: Record<PortService, PortRule> = {
  web: { variable: 'PORT', label: 'web app', fallback: 5173 },
  lake: { variable: 'LAKE_PORT', label: 'content lake', fallback: 3900 },
  studio: { variable: 'STUDIO_PORT', label: 'Sanity Studio', fallback: 3333 },
  database: { variable: 'DATABASE_PORT', label: 'database', fallback: 5433 },
  auth: { variable: 'FIREBASE_AUTH_PORT', label: 'auth emulator', fallback: 9099 },
  functions: { variable: 'FIREBASE_FUNCTIONS_PORT', label: 'functions emulator', fallback: 5001 },
  authHub: { variable: 'FIREBASE_HUB_PORT', label: 'auth emulator hub', fallback: 4400 },
  authLogging: { variable: 'FIREBASE_LOGGING_PORT', label: 'auth emulator logging', fallback: 4500 },
  functionsHub: { variable: 'FIREBASE_FUNCTIONS_HUB_PORT', label: 'functions emulator hub', fallback: (ports) => (ports.authHub ?? 4400) + 1 },
  functionsLogging: { variable: 'FIREBASE_FUNCTIONS_LOGGING_PORT', label: 'functions emulator logging', fallback: (ports) => (ports.authLogging ?? 4500) + 1 },
  eventarc: { variable: 'FIREBASE_EVENTARC_PORT', label: 'Eventarc emulator', fallback: 9299 },
  tasks: { variable: 'FIREBASE_TASKS_PORT', label: 'Cloud Tasks emulator', fallback: 9499 },
  mailSmtp: { variable: 'MAIL_SMTP_PORT', label: 'mail catcher SMTP', fallback: 1025 },
  mailWeb: { variable: 'MAIL_WEB_PORT', label: 'mail catcher inbox', fallback: 1080 },
}

/** A port setting that cannot work: not a port number, or the same port as another service's. */
/** Every port's variable, in the table's order. */
export const PORT_VARIABLES: readonly string[] = PORT_SERVICES.map((service) => RULES[service].variable)

export class PortSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PortSettingsError'
  }
}

export interface PortSetting {
  service: PortService
  variable: string
  label: string
  port: number
}

function parsePort(variable: string, value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) throw new PortSettingsError(`${variable}=${value} is not a port number (1 to 65535).`)
  return port
}

/** The port of one service from `env` (its variable, else its default); throws PortSettingsError on a value that is no port. */
export function portOf(service: PortService, env: NodeJS.ProcessEnv = process.env): number {
  return allPorts(env)[service]
}

function allPorts(env: NodeJS.ProcessEnv): Record<PortService, number> {
  const ports: Partial<Record<PortService, number>> = {}
  for (const service of PORT_SERVICES) {
    const { variable, fallback } = RULES[service]
    const value = env[variable]
    ports[service] = value !== undefined && value !== '' ? parsePort(variable, value) : typeof fallback === 'number' ? fallback : fallback(ports)
  }
  return ports as Record<PortService, number>
}

/**
 * The ports of the services `npm start` runs with this environment (a real Sanity project,
 * DATABASE_URL, SMTP_HOST, a real Firebase project or STUDIO=0 each leave theirs out), checked:
 * a collision throws PortSettingsError naming both services and their variables.
 */
export function startPorts(env: NodeJS.ProcessEnv = process.env): PortSetting[] {
  const ports = allPorts(env)
  const realFirebase = Boolean(env.VITE_FIREBASE_PROJECT_ID && !env.VITE_FIREBASE_PROJECT_ID.startsWith('demo-'))
  const skipped = new Set<PortService>([
    ...(env.SANITY_PROJECT_ID ? (['lake'] as const) : []),
    ...(env.STUDIO === '0' ? (['studio'] as const) : []),
    ...(env.DATABASE_URL ? (['database'] as const) : []),
    ...(realFirebase ? (['auth', 'functions', 'authHub', 'authLogging', 'functionsHub', 'functionsLogging', 'eventarc', 'tasks'] as const) : []),
    ...(env.SMTP_HOST ? (['mailSmtp', 'mailWeb'] as const) : []),
  ])
  const settings = PORT_SERVICES.filter((service) => !skipped.has(service)).map((service) => ({ service, variable: RULES[service].variable, label: RULES[service].label, port: ports[service] }))
  const byPort = new Map<number, PortSetting>()
  for (const setting of settings) {
    const other = byPort.get(setting.port)
    if (other) throw new PortSettingsError(`Port ${setting.port} is set for two services: ${other.label} (${other.variable}) and ${setting.label} (${setting.variable}); set one of them to another port.`)
    byPort.set(setting.port, setting)
  }
  return settings
}

/** The banner's table: one line per port, its service and the variable that moves it. */
export function portTable(settings: readonly PortSetting[]): string[] {
  const width = Math.max(...settings.map((setting) => setting.label.length))
  return settings.map((setting) => `  ${String(setting.port).padStart(5)}  ${setting.label.padEnd(width)}  ${setting.variable}`)
}

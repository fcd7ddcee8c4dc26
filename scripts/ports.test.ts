import { describe, expect, it } from 'vitest'
import { portOf, PortSettingsError, portTable, startPorts } from './ports'

describe('startPorts', () => {
  it('names every port npm start listens on, the emulators derived ones and the CLI ones included, all different', () => {
    const ports = startPorts({})
    expect(Object.fromEntries(ports.map(({ variable, port }) => [variable, port]))).toEqual({
      PORT: 5173,
      LAKE_PORT: 3900,
      STUDIO_PORT: 3333,
      DATABASE_PORT: 5433,
      FIREBASE_AUTH_PORT: 9099,
      FIREBASE_FUNCTIONS_PORT: 5001,
      FIREBASE_HUB_PORT: 4400,
      FIREBASE_LOGGING_PORT: 4500,
      FIREBASE_FUNCTIONS_HUB_PORT: 4401,
      FIREBASE_FUNCTIONS_LOGGING_PORT: 4501,
      FIREBASE_EVENTARC_PORT: 9299,
      FIREBASE_TASKS_PORT: 9499,
      MAIL_SMTP_PORT: 1025,
      MAIL_WEB_PORT: 1080,
    })
    expect(new Set(ports.map(({ port }) => port)).size).toBe(ports.length)
  })

  it('moves each port by its variable, the derived ones with the port they follow', () => {
    const env = { PORT: '5195', FIREBASE_HUB_PORT: '4795', FIREBASE_LOGGING_PORT: '4895', FIREBASE_TASKS_PORT: '9496' }
    expect(portOf('web', env)).toBe(5195)
    expect([portOf('functionsHub', env), portOf('functionsLogging', env), portOf('tasks', env)]).toEqual([4796, 4896, 9496])
    expect(portOf('functionsHub', { ...env, FIREBASE_FUNCTIONS_HUB_PORT: '4995' })).toBe(4995)
  })

  it('refuses a collision in one line naming both services and their variables', () => {
    // The auth process's hub moved onto the functions process's logging port.
    expect(() => startPorts({ FIREBASE_HUB_PORT: '4501' })).toThrow(
      new PortSettingsError('Port 4501 is set for two services: auth emulator hub (FIREBASE_HUB_PORT) and functions emulator logging (FIREBASE_FUNCTIONS_LOGGING_PORT); set one of them to another port.'),
    )
    expect(() => startPorts({ MAIL_WEB_PORT: '5173' })).toThrow('Port 5173 is set for two services: web app (PORT) and mail catcher inbox (MAIL_WEB_PORT)')
  })

  it('checks only the services that run: a port of a service left out may be anything', () => {
    expect(() => startPorts({ STUDIO: '0', STUDIO_PORT: '5173' })).not.toThrow()
    const withRelay = startPorts({ SMTP_HOST: 'smtp.example.com', DATABASE_URL: 'postgres://db/x', VITE_FIREBASE_PROJECT_ID: 'real-project' })
    expect(withRelay.map(({ service }) => service)).toEqual(['web', 'lake', 'studio'])
  })

  it('refuses a value that is no port, naming the variable', () => {
    expect(() => startPorts({ LAKE_PORT: 'abc' })).toThrow('LAKE_PORT=abc is not a port number (1 to 65535).')
    expect(() => startPorts({ PORT: '70000' })).toThrow('PORT=70000 is not a port number')
  })

  it('prints a table of port, service and variable', () => {
    expect(portTable(startPorts({ STUDIO: '0' })).slice(0, 2)).toEqual(['   5173  web app                     PORT', '   3900  content lake                LAKE_PORT'])
  })
})

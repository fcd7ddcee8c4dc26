/**
 * The production settings as a deploy reads them: every function's endpoint (what the Firebase
 * CLI sends to Cloud Functions), taken from the module the deploy loads.
 */
import { describe, expect, it, vi } from 'vitest'
import * as deployed from './index'
import { connectionBudget, GLOBAL_RUNTIME_OPTIONS } from './runtimeOptions'

interface Endpoint {
  platform: string
  region?: string[]
  availableMemoryMb?: number
  cpu?: number
  concurrency?: number
  timeoutSeconds?: number
  minInstances?: number
  maxInstances?: number
}

// The 1st-gen auth trigger describes itself only with a project named, as a deploy names one.
vi.stubEnv('GCLOUD_PROJECT', 'demo-funnels')
const endpoints = Object.entries(deployed).flatMap(([name, value]): [string, Endpoint][] => {
  const endpoint: unknown = (value as { __endpoint?: unknown }).__endpoint
  return typeof endpoint === 'object' && endpoint !== null ? [[name, endpoint as Endpoint]] : []
})
const v2 = endpoints.filter(([, endpoint]) => endpoint.platform === 'gcfv2')
const endpointOf = (name: string) => v2.find(([candidate]) => candidate === name)?.[1]

describe('production runtime options', () => {
  it('size every 2nd-gen function: us-central1, 512 MiB, one vCPU, 80 requests at once, 60 s', () => {
    expect(v2.length).toBeGreaterThanOrEqual(19)
    for (const [name, endpoint] of v2) {
      expect({ name, ...endpoint }).toMatchObject({
        name,
        region: ['us-central1'],
        availableMemoryMb: 512,
        cpu: 1,
        concurrency: 80,
        // The e-mail worker's pass and the hourly reports keep their own, longer timeouts.
        timeoutSeconds: name === 'emailWorker' ? 120 : name === 'publishExperimentReports' ? 300 : GLOBAL_RUNTIME_OPTIONS.timeoutSeconds,
      })
    }
  })

  it('keep one saveLog instance warm and let the event trail grow furthest; the e-mail pass never overlaps', () => {
    expect(endpointOf('saveLog')).toMatchObject({ minInstances: 1, maxInstances: 10 })
    expect(endpointOf('logAnalyticsEvent')).toMatchObject({ minInstances: 0, maxInstances: 4 })
    expect(endpointOf('logFbEvent')).toMatchObject({ minInstances: 0, maxInstances: 4 })
    expect(endpointOf('emailWorker')).toMatchObject({ maxInstances: 1 })
    expect(endpointOf('publishExperimentReports')).toMatchObject({ maxInstances: 1 })
    expect(endpointOf('createPaymentCheckout')).toMatchObject({ minInstances: 0, maxInstances: 2 })
  })

  it('hold at most 255 database connections with every function at its maximum (functions/README.md)', () => {
    expect(connectionBudget(v2.map(([name]) => name))).toBe(255)
  })
})

/**
 * Where content comes from at build time: a real Sanity project (SANITY_PROJECT_ID), else the
 * local lake if it answers, else the seed itself, queried in-process with the same GROQ.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { seedDocuments } from '../seed/dataset'
import { applyPerspective, type StoredDocument } from './lake/perspective'
import { sanitySettings } from './settings'

export const API_VERSION = '2025-02-19'

export interface ContentSource {
  name: string
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>
}

export function sanityClient(options: { token?: string } = {}): SanityClient {
  const settings = sanitySettings()
  return createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: 'published',
    token: options.token ?? settings.token,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })
}

async function lakeAnswers(client: SanityClient): Promise<boolean> {
  try {
    await client.withConfig({ timeout: 1500, maxRetries: 0 }).fetch('1')
    return true
  } catch {
    return false
  }
}

export function seedSource(documents: StoredDocument[] = seedDocuments() as StoredDocument[]): ContentSource {
  const dataset = applyPerspective(documents, 'published')
  return {
    name: 'the seed (no content lake answered)',
    async fetch(query, params = {}) {
      const value = await evaluate(parse(query, { params }), { dataset, params })
      return value.get()
    },
  }
}

export async function resolveContentSource(): Promise<ContentSource> {
  const settings = sanitySettings()
  const client = sanityClient()
  if (!settings.apiHost) return { name: `Sanity project ${settings.projectId}/${settings.dataset}`, fetch: (q, p = {}) => client.fetch(q, p) }
  if (await lakeAnswers(client)) return { name: `the local content lake at ${settings.apiHost}`, fetch: (q, p = {}) => client.fetch(q, p) }
  return seedSource()
}

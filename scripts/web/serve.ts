/** `npm run preview`: serves dist/ as the product serves it (compressed, landings at their base paths) on PORT (5173). */
import { join } from 'node:path'
import { ROOT } from '../settings'
import { serveWeb } from './serveWeb'

const server = await serveWeb({ dir: process.env.WEB_OUT_DIR ?? join(ROOT, 'dist'), port: Number(process.env.PORT ?? 5173) })
console.log(`Serving the production build on ${server.url} (Ctrl+C stops)`)

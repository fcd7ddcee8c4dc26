import type { AbTestDocument } from '../../../schemas/abTest/schema'
import { keyed } from '../../build'

/** The demo's A/B test: half the visitors see the story interstitials, half go straight to the questions. */
export const demoInterstitialsTest: AbTestDocument = {
  _id: 'abTest.demo.demoInterstitials',
  _type: 'abTest',
  name: 'demoInterstitials',
  key: 'demoInterstitialsKey',
  description: 'Show the three story interstitials after the landing page, or skip them.',
  version: '1',
  variants: keyed([
    { _type: 'abVariant' as const, value: 'story', weight: 50 },
    { _type: 'abVariant' as const, value: 'skip', weight: 50 },
  ]),
  defaultVariant: 'story',
  pages: ['interruptor-basic', 'interruptor-multi-title', 'interruptor-simple'],
}

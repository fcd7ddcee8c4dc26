import { abTest } from '../../kit/abTest'
import { DEMO } from './page'

/**
 * The demo's A/B test. It changes copy, never which pages appear: the demo shows every template
 * to every visitor. story: the three interstitials tell a short story; facts: the same pages
 * lead with numbers.
 */
export const demoInterstitialsTest = abTest(DEMO, {
  name: 'demoInterstitials',
  description: 'Wording of the three story interstitials after the landing page: story (a short story) or facts (the same points in numbers). Every visitor sees all three pages.',
  variants: ['story', 'facts'],
  pages: ['interruptor-basic', 'interruptor-multi-title', 'interruptor-simple'],
})

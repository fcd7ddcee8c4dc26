/**
 * One theme per funnel (schemas/theme): the look each funnel already had (its page background,
 * the app's tokens), made explicit and given a font, a logo and a palette of its own. Leadership
 * and deeps are confident blue and ink; the parenting funnels warm and friendly; screen detox
 * calm green with an orange that carries white text (its orange button). The experiments
 * (parentingexp, screendetoxexp) look like the funnels they test. Every pair passes WCAG AA
 * (themes.test.ts).
 */
import type { Reference } from '../schemas/shared/schema'
import type { ThemeColours, ThemeDocument } from '../schemas/theme/schema'
import { str } from './build'
import { themeId } from './kit/ids'

/** Green, warning brown: shared by every theme, as today's tokens have them. */
const STATES = { success: '#1f7a4d', warning: '#8a4b00' } as const

interface Look {
  name: string
  /** The logo file's folder and its shown width (the height is 28 for every logo). */
  logo: { folder: string; width: number; alt: string }
  colors: ThemeColours
  font: ThemeDocument['font']
  radius: number
  buttonStyle: ThemeDocument['buttonStyle']
}

const LEADERSHIP: Look = {
  name: 'Stepwise Leadership: confident blue',
  logo: { folder: 'leadership', width: 168, alt: 'Stepwise Leadership' },
  colors: { primary: '#1d4ed8', accent: '#0e7490', background: '#f4f6fa', surface: '#ffffff', text: '#14213d', ...STATES },
  font: 'plusJakartaSans',
  radius: 12,
  buttonStyle: 'rounded',
}

const DEEPS: Look = {
  name: 'Deeps: deep ink',
  logo: { folder: 'deeps', width: 88, alt: 'Deeps' },
  colors: { primary: '#1e3a8a', accent: '#b45309', background: '#f5f1ea', surface: '#ffffff', text: '#1b1b1f', ...STATES },
  font: 'inter',
  radius: 14,
  buttonStyle: 'rounded',
}

const DEMO: Look = {
  name: 'Demo: the app\'s own look',
  logo: { folder: 'demo', width: 84, alt: 'Demo' },
  colors: { primary: '#2f5bea', accent: '#7c3aed', background: '#f6f3ee', surface: '#ffffff', text: '#1b1b1f', ...STATES },
  font: 'inter',
  radius: 14,
  buttonStyle: 'rounded',
}

const PARENTING: Look = {
  name: 'Stepwise Parenting: warm and friendly',
  logo: { folder: 'parenting', width: 164, alt: 'Stepwise Parenting' },
  colors: { primary: '#b4235a', accent: '#0f766e', background: '#fbf6f0', surface: '#ffffff', text: '#2b2024', ...STATES },
  font: 'nunito',
  radius: 18,
  buttonStyle: 'pill',
}

const SCREENDETOX: Look = {
  name: 'Calm Screens: calm green with orange',
  logo: { folder: 'screendetox', width: 136, alt: 'Calm Screens' },
  colors: { primary: '#23704a', accent: '#c2410c', background: '#f4f7f2', surface: '#ffffff', text: '#1c2420', ...STATES },
  font: 'nunito',
  radius: 16,
  buttonStyle: 'pill',
}

/** Each funnel's look; the experiments share their original's. */
const LOOKS: Record<string, Look> = {
  leadership: LEADERSHIP,
  deeps: DEEPS,
  demo: DEMO,
  parenting: PARENTING,
  parentingexp: { ...PARENTING, name: 'Stepwise Parenting (experiment): warm and friendly' },
  screendetox: SCREENDETOX,
  screendetoxexp: { ...SCREENDETOX, name: 'Calm Screens (experiment): calm green with orange' },
}

/** A funnel's theme document. */
export function themeOf(funnel: string): ThemeDocument {
  const look = LOOKS[funnel]
  if (!look) throw new Error(`No theme for the funnel "${funnel}"`)
  return {
    _id: themeId(funnel),
    _type: 'theme',
    name: look.name,
    // The brand name is the same in both languages; the alt text is what the logo says.
    logo: { _type: 'themeLogo', src: `/images/${look.logo.folder}/logo.svg`, alt: str(look.logo.alt, look.logo.alt), width: look.logo.width, height: 28 },
    colors: look.colors,
    font: look.font,
    radius: look.radius,
    buttonStyle: look.buttonStyle,
  }
}

/** The funnel document's reference to its theme. */
export const themeReference = (funnel: string): Reference => ({ _type: 'reference', _ref: themeId(funnel) })

/** Every funnel's theme, in the seed's funnel order. */
export const themeDocuments = Object.keys(LOOKS).map(themeOf)

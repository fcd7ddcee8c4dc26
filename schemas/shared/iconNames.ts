/**
 * The icons content may name: option icons, list items' icons, a funnel's icon. Names are
 * lucide's own (kebab-case): iconNodes.ts holds each one's drawing, generated from lucide-react
 * (scripts/icons/generateIconNodes.ts: run it after adding a name), and a name missing there is
 * a type error. Emoji are not icons here: they show as empty boxes where no emoji font is
 * installed (the noEmoji content check keeps them out of copy).
 *
 * Every name costs about 90 bytes brotli in the chunk that renders icons, so the list holds what
 * the content uses, not lucide's whole set: add a name when content needs it.
 */
import * as z from 'zod/mini'

export const ICON_NAMES = [
  // Checks, ratings, counts: what templates draw themselves.
  'check',
  'circle-check',
  'star',
  'message-circle',
  'repeat-2',
  'heart',
  'arrow-right',
  // Feelings: the five-face motivation scale (frown to laugh) and emotions.
  'frown',
  'annoyed',
  'meh',
  'smile',
  'laugh',
  'angry',
  'battery-low',
  'tornado',
  'cloud-rain',
  'sun',
  'moon',
  // People and family.
  'user',
  'user-round',
  'users',
  'baby',
  'armchair',
  'hand-helping',
  'hand-heart',
  'handshake',
  'house',
  // Growth, goals, calm.
  'sprout',
  'leaf',
  'rocket',
  'target',
  'trending-up',
  'trophy',
  'compass',
  'flame',
  'zap',
  'sparkles',
  'lightbulb',
  'brain',
  'puzzle',
  'biceps-flexed',
  'scale',
  'timer',
  'turtle',
  // Learning and work.
  'book-open',
  'library',
  'headphones',
  'graduation-cap',
  'palette',
  'toy-brick',
  'clipboard-list',
  'briefcase',
  'search',
  'ruler',
  'refresh-cw',
  'flask-conical',
  'wrench',
  'bot',
  // Screens and devices.
  'smartphone',
  'tablet',
  'tv',
  'laptop',
  'gamepad-2',
  'plus',
  // Conflict and coping.
  'megaphone',
  'ear-off',
  'eye-off',
  'swords',
  'shield-alert',
  'shield-check',
  'flag',
  'utensils',
  'thumbs-up',
  'thumbs-down',
  // Offer: access, reminders, refunds.
  'lock-open',
  'bell',
  'wallet',
] as const

/** One of the content's icons, by lucide name. */
export type IconName = (typeof ICON_NAMES)[number]

/** An icon field: one of ICON_NAMES, or a clear message naming the field's rule. */
export const iconNameSchema = z.enum(ICON_NAMES, { error: (issue) => `Unknown icon ${JSON.stringify(issue.input)}: use one of the icon names in schemas/shared/iconNames.ts (lucide names such as 'check', 'heart', 'book-open')` })

/** Whether a string is one of the icon names. */
export const isIconName = (value: unknown): value is IconName => typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value)

/**
 * The templates that draw content icons (through ui/Icon, from their folder or a ui piece such
 * as ItemCards). Loading one loads the icons' sprite with it (registry.ts), so a page ahead that
 * draws icons has them when it appears. registry.test.ts checks the
 * list against the templates' sources.
 */
export const ICON_TEMPLATES: ReadonlySet<string> = new Set(['ageQuestion', 'aiMentorIntro', 'beforeAfterTransformation', 'bookComparison', 'bookSummaries', 'checkboxQuestion', 'congrats', 'endPage', 'impactCalculation', 'impactVisualization', 'paywall', 'promise', 'radioQuestion', 'result', 'scaleQuestion', 'socialProof', 'testimonial', 'tweetReviews'])

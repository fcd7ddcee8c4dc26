/**
 * The templates that draw content icons (through ui/Icon, from their folder or a ui piece such
 * as ItemCards). Each waits for its funnel's icon set as it waits for its chunk (registry.ts), so
 * an icon the build knew never appears after its page, and a prerendered page of one asks for
 * the set beside the template's chunk (scripts/web/prerender.ts). registry.test.ts checks the
 * list against the templates' sources.
 */
export const ICON_TEMPLATES: ReadonlySet<string> = new Set(['ageQuestion', 'aiMentorIntro', 'beforeAfterTransformation', 'bookComparison', 'bookSummaries', 'checkboxQuestion', 'congrats', 'endPage', 'impactCalculation', 'impactVisualization', 'paywall', 'promise', 'radioQuestion', 'result', 'scaleQuestion', 'socialProof', 'testimonial', 'tweetReviews'])

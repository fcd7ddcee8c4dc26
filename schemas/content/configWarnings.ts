/** What the configuration check reads; errors (missing key, basePath, pages, processing) are zod's. */
export interface ConfiguredFunnel {
  _id: string
  name?: string
}

/** Spec 5 and 8: a missing name only warns, it never blocks a funnel. */
export function configWarnings(funnel: ConfiguredFunnel): string[] {
  return funnel.name?.trim() ? [] : [`Onboarding config ${funnel._id} has no name; its key is shown instead`]
}

/**
 * Pieces the functions' content readers share when parsing GROQ answers with the content model's
 * zod: GROQ answers null for a field a document lacks, while the engine wants it absent; and an
 * A/B test as the engine's processPages needs it (its key, default and variants).
 */
import * as z from 'zod/mini'

/** A field GROQ may answer null for, parsed as absent. */
export const absentIfNull = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.nullish(schema), z.transform((value) => value ?? undefined))

/** An A/B test's key, default variant and variants with their weights. */
export const abTestDefaultsSchema = z.object({
  key: z.string(),
  defaultVariant: absentIfNull(z.string()),
  variants: absentIfNull(z.array(z.object({ value: z.string(), weight: absentIfNull(z.number()) }))),
})
export type AbTestDefaults = z.output<typeof abTestDefaultsSchema>
